//! A rules file's pin on its base (`base_fingerprint`): `rules upgrade` writes
//! it, a pinned file whose base became another game is refused at its
//! `base:`, and an unpinned base a user's file stands in for is warned of
//! once wherever the file is loaded.

use super::{Morris, workspace};

/// A user's six-mens-morris.ron that removes any piece: a different game
/// under the shipped id.
const MY_SIX: &str = r#"(base: "six-mens-morris", name: "My Six", removable: Any)"#;

/// After these moves a removal shows the two games apart: any piece, or
/// only those outside mills.
const MOVES: &str = "a1 b4 a3 c4 e5 d4 xe5 e1 d2";

#[test]
fn an_upgraded_file_is_pinned_and_refused_when_its_base_becomes_another_game() {
    let dir = tempfile::tempdir().unwrap();
    let user = tempfile::tempdir().unwrap();
    let old = workspace().join("crates/morris-core/tests/data/old-format/six-mens-morris.ron");
    std::fs::copy(&old, dir.path().join("six.ron")).unwrap();
    let morris = Morris::new().dir(dir.path()).rules_dir(user.path());
    let perft = || morris.run(&["perft", "six.ron", "1", "--moves", MOVES]);
    let before = perft();
    assert_eq!(before.code, 0, "{}", before.stderr);

    let run = morris.run(&["rules", "upgrade", "six.ron"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let text = std::fs::read_to_string(dir.path().join("six.ron")).unwrap();
    assert!(
        text.contains("    base: \"six-mens-morris\",\n    base_fingerprint: \""),
        "{text}"
    );
    let after = perft();
    assert_eq!(
        (after.code, &after.stdout),
        (0, &before.stdout),
        "{}",
        after.stderr
    );
    let again = morris.run(&["rules", "upgrade", "six.ron"]);
    assert!(
        again.stdout.contains("already in today's form"),
        "{}",
        again.stdout
    );

    // The user's file arrives: the pinned file is refused, not another game.
    std::fs::write(user.path().join("six-mens-morris.ron"), MY_SIX).unwrap();
    let refused = perft();
    assert_ne!(refused.code, 0, "{}", refused.stdout);
    let folder = format!("{}/", user.path().display());
    insta::assert_snapshot!(refused.stderr.replace(&folder, "USER/"));
    let check = morris.run(&["rules", "check", "six.ron"]);
    assert_eq!(check.code, 1, "{}", check.stdout);
}

#[test]
fn an_unpinned_base_a_user_file_stands_in_for_is_warned_of_once_where_it_loads() {
    let dir = tempfile::tempdir().unwrap();
    let user = tempfile::tempdir().unwrap();
    std::fs::write(user.path().join("six-mens-morris.ron"), MY_SIX).unwrap();
    let on_six = r#"(base: "six-mens-morris", name: "On Six")"#;
    std::fs::write(dir.path().join("on-six.ron"), on_six).unwrap();
    let morris = Morris::new().dir(dir.path()).rules_dir(user.path());
    let warning = format!(
        "on-six.ron: warning: the base \"six-mens-morris\" is your file {}, not the shipped variant\n",
        user.path().join("six-mens-morris.ron").display()
    );
    let once = |run: &super::Run| {
        assert_eq!(run.stderr.matches(&warning).count(), 1, "{}", run.stderr);
    };
    let perft = morris.run(&["perft", "on-six.ron", "1"]);
    assert_eq!(perft.code, 0, "{}", perft.stderr);
    once(&perft);
    let play = [
        "play",
        "--rules",
        "on-six.ron",
        "--white",
        "human",
        "--black",
        "human",
    ];
    let saving = Morris::new()
        .dir(dir.path())
        .rules_dir(user.path())
        .stdin("a1\nsave game.txt\n");
    once(&saving.run(&play));
    // The record's variant is found beside it, and said the same way.
    let load = [
        "play", "--load", "game.txt", "--white", "human", "--black", "human",
    ];
    once(&morris.run(&load));
    // Shipped variants build on shipped ones: nothing to say.
    let shipped = morris.run(&["perft", "russian-mill", "1"]);
    assert!(!shipped.stderr.contains("warning"), "{}", shipped.stderr);
}
