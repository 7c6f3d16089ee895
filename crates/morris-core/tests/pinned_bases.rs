//! A file's pin on its base (`base_fingerprint`): a file whose base is found
//! to be another game is refused, the same game under another text loads,
//! an unpinned base that a user's file stands in for is warned of, and
//! `upgrade_text` writes the pin.

use std::path::Path;

use morris_core::catalog::{self, Catalog};
use morris_core::{LoadWarning, Rules, ShippedBases, StandIn};

/// A user's six-mens-morris.ron that removes any piece: another game.
const OTHER_SIX: &str = r#"(base: "six-mens-morris", name: "My Six", removable: Any)"#;

/// A user's six-mens-morris.ron that is the shipped game in other words.
const SAME_SIX: &str = r#"// Six, as shipped.
(base: "six-mens-morris", name: "Six, my words")"#;

/// A folder of user rules: `six-mens-morris.ron` holding `six`, if any, and
/// `mine.ron` on Six Men's Morris, pinned when `pin` is given.
fn folder(six: Option<&str>, pin: Option<u64>) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    if let Some(six) = six {
        std::fs::write(dir.path().join("six-mens-morris.ron"), six).unwrap();
    }
    let pin = pin.map_or(String::new(), |p| {
        format!("    base_fingerprint: \"{p:016x}\",\n")
    });
    let mine = format!("(\n    base: \"six-mens-morris\",\n{pin}    name: \"Mine\",\n)\n");
    std::fs::write(dir.path().join("mine.ron"), mine).unwrap();
    dir
}

fn catalog_of(dir: &Path) -> Catalog {
    Catalog::with_user_dir(Some(dir.to_path_buf()))
}

fn shipped_six() -> Rules {
    catalog::shipped("six-mens-morris").unwrap()
}

#[test]
fn a_pinned_file_on_a_base_that_became_another_game_is_refused() {
    let dir = folder(Some(OTHER_SIX), Some(shipped_six().game_fingerprint()));
    let err = catalog_of(dir.path()).resolve("mine").unwrap_err();
    let folder = format!("{}/", dir.path().display());
    let message = err.to_string().replace(&folder, "USER/");
    insta::assert_snapshot!(message);
    let other = Rules::from_source_on("six", "six.ron", OTHER_SIX, &ShippedBases).unwrap();
    assert!(message.contains(&format!("{:016x}", other.game_fingerprint())));
}

#[test]
fn a_pinned_file_on_the_same_game_in_other_words_loads_without_a_warning() {
    let dir = folder(Some(SAME_SIX), Some(shipped_six().game_fingerprint()));
    let mine = catalog_of(dir.path()).resolve("mine").unwrap();
    assert_eq!(mine.game_fingerprint(), shipped_six().game_fingerprint());
    assert_eq!(mine.warnings(), &[]);
}

#[test]
fn an_unpinned_base_a_user_file_stands_in_for_is_warned_of() {
    let dir = folder(Some(OTHER_SIX), None);
    let catalog = catalog_of(dir.path());
    let mine = catalog.resolve("mine").unwrap();
    let origin = dir.path().join("six-mens-morris.ron").display().to_string();
    let stand_in = StandIn {
        id: "six-mens-morris".into(),
        origin: origin.clone(),
    };
    assert_eq!(mine.warnings(), &[LoadWarning::BaseStandIn(stand_in)]);
    assert_eq!(
        mine.warnings()[0].to_string(),
        format!(r#"the base "six-mens-morris" is your file {origin}, not the shipped variant"#)
    );
    // The user's file itself builds on the shipped namesake: nothing to say.
    let six = catalog.resolve("six-mens-morris").unwrap();
    assert_eq!(six.warnings(), &[]);
    // Nor where no user file stands in.
    let alone = folder(None, None);
    assert_eq!(
        catalog_of(alone.path()).resolve("mine").unwrap().warnings(),
        &[]
    );
}

#[test]
fn a_pin_holds_for_the_bases_under_its_base() {
    // mine on middle on six: a pin on middle covers the six under it.
    let dir = folder(Some(SAME_SIX), None);
    let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
    write("middle.ron", r#"(base: "six-mens-morris", name: "Middle")"#);
    let middle = catalog_of(dir.path()).resolve("middle").unwrap();
    assert_eq!(middle.warnings().len(), 1, "unpinned, the stand-in is said");
    let pin = middle.game_fingerprint();
    write(
        "top.ron",
        &format!(r#"(base: "middle", base_fingerprint: "{pin:016x}", name: "Top")"#),
    );
    let top = catalog_of(dir.path()).resolve("top").unwrap();
    assert_eq!(top.warnings(), &[]);
    // A draw rule is part of the game a pin names.
    write(
        "middle.ron",
        r#"(base: "six-mens-morris", name: "Middle", draws: (repetition: None))"#,
    );
    let err = catalog_of(dir.path())
        .resolve("top")
        .unwrap_err()
        .to_string();
    assert!(
        err.contains(r#"base "middle" is not the game this file pins"#),
        "{err}"
    );
}

#[test]
fn upgrade_pins_the_base_it_writes_and_its_output_round_trips() {
    let old = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/old-format/six-mens-morris.ron");
    let text = std::fs::read_to_string(old).unwrap();
    let copy = text.replace("name: \"Six Men's Morris\"", "name: \"My copy\"");
    let upgraded = Rules::upgrade_text("copy", "copy.ron", &copy, &ShippedBases).unwrap();
    let pin = format!(
        "    base: \"six-mens-morris\",\n    base_fingerprint: \"{:016x}\",\n",
        shipped_six().game_fingerprint()
    );
    assert!(upgraded.contains(&pin), "{upgraded}");
    let again = Rules::from_source("copy", "copy.ron", &upgraded).unwrap();
    assert_eq!(
        again,
        Rules::from_source("copy", "copy.ron", &copy).unwrap()
    );
    assert_eq!(
        Rules::upgrade_text("copy", "copy.ron", &upgraded, &ShippedBases).unwrap(),
        upgraded,
        "already in today's form"
    );
}

#[test]
fn upgrade_pins_a_shipped_base_already_named() {
    let pin = format!("{:016x}", shipped_six().game_fingerprint());
    let cases = [
        (
            "(\n    base: \"six-mens-morris\", // the family\n    name: \"Mine\",\n)\n",
            format!(
                "(\n    base: \"six-mens-morris\", // the family\n    base_fingerprint: \"{pin}\",\n    name: \"Mine\",\n)\n"
            ),
        ),
        (
            r#"(base: "six-mens-morris", name: "Mine")"#,
            format!(r#"(base: "six-mens-morris", base_fingerprint: "{pin}", name: "Mine")"#),
        ),
        (
            r#"(name: "Mine", base: "six-mens-morris")"#,
            format!(r#"(name: "Mine", base: "six-mens-morris", base_fingerprint: "{pin}")"#),
        ),
    ];
    for (text, pinned) in cases {
        let upgraded = Rules::upgrade_text("mine", "mine.ron", text, &ShippedBases).unwrap();
        assert_eq!(upgraded, pinned);
    }
    // Not a base a user's file stands in for: the pin would refuse the file here.
    let dir = folder(Some(OTHER_SIX), None);
    let path = dir.path().join("mine.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    let catalog = catalog_of(dir.path());
    let upgraded = Rules::upgrade_text("mine", "mine.ron", &text, &catalog).unwrap();
    assert_eq!(upgraded, text);
}
