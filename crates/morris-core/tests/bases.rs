//! Rules files written on a base (`base: "nine-mens-morris"`) or a named board
//! (`board: "three-squares"`): they compile to the rules they spell out, their
//! source compiles on its own, and the user folder's variants may be bases.

use morris_core::catalog::{BOARDS, Catalog};
use morris_core::{Position, Rules, catalog, perft};

fn compile(text: &str) -> Rules {
    Rules::from_source("mine", "mine.ron", text).unwrap_or_else(|err| panic!("{err}"))
}

#[test]
fn a_file_on_a_base_changes_only_what_it_writes() {
    let lasker_like = compile(
        r#"(
            base: "nine-mens-morris",
            name: "Mine",
            pieces: 10,
            move_in_placement: true,
            flying: At(pieces: 3, optional: false),
        )"#,
    );
    let lasker = catalog::shipped("lasker-morris").unwrap();
    assert_eq!(lasker_like.name(), "Mine");
    assert_eq!(lasker_like.fingerprint(), lasker.fingerprint());
    assert_eq!(lasker_like.board(), lasker.board());
    let start = Position::start(&lasker);
    assert_eq!(perft(&lasker_like, &start, 3), perft(&lasker, &start, 3));
}

#[test]
fn a_variants_words_are_its_own() {
    let mine = compile(r#"(base: "nine-mens-morris", name: "Mine")"#);
    assert_eq!(mine.name_in("fr"), "Mine");
    assert_eq!(mine.description(), "");
    assert!(mine.notes().is_empty());
}

#[test]
fn a_file_on_a_board_is_the_game_its_rules_say() {
    let nine = catalog::shipped("nine-mens-morris").unwrap();
    let on_board = compile(
        r#"(
            board: "three-squares",
            name: "Mine",
            pieces: 9,
            flying: At(pieces: 3, optional: true),
        )"#,
    );
    assert_eq!(on_board.board(), nine.board());
    assert_eq!(on_board.fingerprint(), nine.fingerprint());
}

#[test]
fn every_named_board_compiles_under_a_few_rules() {
    for (name, _) in BOARDS {
        let text = format!(r#"(board: "{name}", name: "On {name}", pieces: 3)"#);
        let rules = compile(&text);
        assert!(!rules.mills().is_empty(), "{name}");
    }
}

#[test]
fn the_source_of_a_file_on_a_base_compiles_on_its_own() {
    let mine = compile(r#"(base: "russian-mill", name: "Mine", pieces: 8)"#);
    let (text, origin) = mine.source();
    assert!(!text.contains("base:"), "{text}");
    let again = Rules::from_source("mine", origin, text).unwrap();
    assert_eq!(again, mine);
}

#[test]
fn a_user_variant_is_a_base_and_may_build_on_its_shipped_namesake() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
    // A user's Nine Men's Morris on the shipped one, without flying.
    write(
        "nine-mens-morris.ron",
        r#"(base: "nine-mens-morris", name: "Nine, grounded", flying: Never)"#,
    );
    write(
        "grounded-twelve.ron",
        r#"(base: "nine-mens-morris", name: "Twelve, grounded", pieces: 12)"#,
    );
    let catalog = Catalog::with_user_dir(Some(dir.path().to_path_buf()));
    let nine = catalog.resolve("nine-mens-morris").unwrap();
    assert_eq!(nine.flying_threshold(), None);
    let twelve = catalog.resolve("grounded-twelve").unwrap();
    assert_eq!((twelve.pieces(), twelve.flying_threshold()), (12, None));
    // The shipped relatives of Nine Men's Morris stay the shipped games, and
    // so does a user's file on one of them.
    let russian = catalog.resolve("russian-mill").unwrap();
    assert_eq!(russian, catalog::shipped("russian-mill").unwrap());
    write(
        "russian-ten.ron",
        r#"(base: "russian-mill", name: "Russian, ten", pieces: 10)"#,
    );
    let ten = catalog.resolve("russian-ten").unwrap();
    assert_eq!(ten.flying_threshold(), russian.flying_threshold());
    // Alone, a text may build on the shipped variants only.
    let alone = Rules::from_source("x", "x.ron", r#"(base: "grounded-twelve", name: "X")"#);
    assert!(alone.is_err());
}

#[test]
fn bases_that_lead_back_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
    write("a.ron", r#"(base: "b", name: "A")"#);
    write("b.ron", r#"(base: "a", name: "B")"#);
    let catalog = Catalog::with_user_dir(Some(dir.path().to_path_buf()));
    let err = catalog.resolve("a").unwrap_err().to_string();
    assert!(
        err.contains(r#"base "a" closes a circle: the bases lead back to it"#),
        "{err}"
    );
    assert!(err.contains(r#"(in the base "b" of "#), "{err}");
}

#[test]
fn a_mistake_in_a_users_base_is_found_in_that_base() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
    write(
        "parent.ron",
        "(\n    base: \"nine-mens-morris\",\n    name: \"Parent\",\n    flyng: Never,\n)\n",
    );
    write("child.ron", r#"(base: "parent", name: "Child")"#);
    let catalog = Catalog::with_user_dir(Some(dir.path().to_path_buf()));
    let err = catalog.resolve("child").unwrap_err().to_string();
    assert!(
        err.contains("parent.ron:4:5: unexpected field named `flyng`"),
        "{err}"
    );
    assert!(err.contains(r#"(in the base "parent" of "#), "{err}");
}

#[test]
fn an_override_named_by_its_path_builds_on_the_shipped_game() {
    let dir = tempfile::tempdir().unwrap();
    let rules_dir = dir.path().join("rules");
    std::fs::create_dir(&rules_dir).unwrap();
    let file = rules_dir.join("nine-mens-morris.ron");
    let text = r#"(base: "nine-mens-morris", name: "Nine, grounded", flying: Never)"#;
    std::fs::write(&file, text).unwrap();
    let catalog = Catalog::with_user_dir(Some(rules_dir.clone()));
    // Through another path to the same file than the folder's.
    let roundabout = rules_dir
        .join("..")
        .join("rules")
        .join("nine-mens-morris.ron");
    for path in [file, roundabout] {
        let rules = catalog
            .load_file(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(rules.flying_threshold(), None);
    }
    // Named as a path that reads like the shipped file's own.
    let rules = Rules::from_source_on(
        "nine-mens-morris",
        "rules/nine-mens-morris.ron",
        text,
        &catalog,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(rules.flying_threshold(), None);
}
