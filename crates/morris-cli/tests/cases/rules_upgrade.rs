//! `morris rules upgrade FILE`: an old rules file rewritten in today's form,
//! on a base where it copies a variant, compiling to the same rules.

use super::{Morris, workspace};

#[test]
fn an_old_copy_of_a_variant_is_rewritten_on_it() {
    let dir = tempfile::tempdir().unwrap();
    let old = workspace().join("crates/morris-core/tests/data/old-format/russian-mill.ron");
    let file = dir.path().join("my-mill.ron");
    std::fs::copy(&old, &file).unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .run(&["rules", "upgrade", "my-mill.ron"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains(r#"written on the base "russian-mill""#),
        "{}",
        run.stdout
    );
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains(r#"base: "russian-mill","#), "{text}");
    assert!(!text.contains("points:"), "{text}");
    // The comments stay, and the file checks.
    assert!(text.starts_with("// Russian Mill"), "{text}");
    let check = Morris::new()
        .dir(dir.path())
        .run(&["rules", "check", "my-mill.ron"]);
    assert_eq!(check.code, 0, "{}", check.stdout);

    let again = Morris::new()
        .dir(dir.path())
        .run(&["rules", "upgrade", "my-mill.ron"]);
    assert!(
        again.stdout.contains("already in today's form"),
        "{}",
        again.stdout
    );
}

#[test]
fn print_shows_the_rewritten_file_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("line.ron");
    let old = r#"(
    name: "Line",
    points: [
        (name: "a1", x: 0, y: 0), (name: "b1", x: 1, y: 0),
        (name: "c1", x: 2, y: 0), (name: "d1", x: 3, y: 0),
    ],
    lines: [["a1", "b1", "c1", "d1"]],
    pieces: 2,
    lose_below: 1,
    full_board_draw: true,
)
"#;
    std::fs::write(&file, old).unwrap();
    let before = std::fs::read_to_string(&file).unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .run(&["rules", "upgrade", "--print", "line.ron"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("full_board: Draw,"), "{}", run.stdout);
    assert!(!run.stdout.contains("full_board_draw"), "{}", run.stdout);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before);
}

/// A user's six-mens-morris.ron that removes any piece: a different game
/// under the shipped id.
const MY_SIX: &str = r#"(base: "six-mens-morris", name: "My Six", removable: Any)"#;

#[test]
fn a_user_file_standing_in_for_a_base_is_not_written_on() {
    let dir = tempfile::tempdir().unwrap();
    let user = tempfile::tempdir().unwrap();
    std::fs::write(user.path().join("six-mens-morris.ron"), MY_SIX).unwrap();
    let old = workspace().join("crates/morris-core/tests/data/old-format/six-mens-morris.ron");
    let file = dir.path().join("six.ron");
    std::fs::copy(&old, &file).unwrap();
    let morris = Morris::new().dir(dir.path()).rules_dir(user.path());
    // After this, a removal shows the two games apart: any piece, or outside mills.
    let perft = || {
        let moves = "a1 b4 a3 c4 e5 d4 xe5 e1 d2";
        let run = morris.run(&["perft", "six.ron", "1", "--moves", moves]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        run.stdout
    };
    let before = perft();
    let run = morris.run(&["rules", "upgrade", "six.ron"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr
            .contains(r#"not written on the base "six-mens-morris": your file"#),
        "{}",
        run.stderr
    );
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(!text.contains(r#"base: "six-mens-morris""#), "{text}");
    assert_eq!(perft(), before, "the upgrade changed the game:\n{text}");
}

#[test]
fn check_and_show_say_when_a_base_is_a_user_file() {
    let dir = tempfile::tempdir().unwrap();
    let user = tempfile::tempdir().unwrap();
    std::fs::write(user.path().join("six-mens-morris.ron"), MY_SIX).unwrap();
    let on_six = r#"(base: "six-mens-morris", name: "On Six")"#;
    std::fs::write(dir.path().join("on-six.ron"), on_six).unwrap();
    let morris = Morris::new().dir(dir.path()).rules_dir(user.path());
    let user_file = user.path().join("six-mens-morris.ron");
    let note = format!(
        r#"warning: the base "six-mens-morris" is your file {}, not the shipped variant"#,
        user_file.display()
    );
    let check = morris.run(&["rules", "check", "on-six.ron"]);
    assert_eq!(check.code, 0, "{}", check.stdout);
    assert!(check.stdout.contains(&note), "{}", check.stdout);
    let show = morris.run(&["rules", "show", "--rules", "on-six.ron"]);
    assert!(show.stderr.contains(&note), "{}", show.stderr);
    // The user's own file building on its shipped namesake needs no note.
    let own = morris.run(&["rules", "check", "six-mens-morris"]);
    assert!(!own.stdout.contains("warning"), "{}", own.stdout);
    // Nor does the same file where no user file stands in.
    let alone = Morris::new()
        .dir(dir.path())
        .run(&["rules", "check", "on-six.ron"]);
    assert!(!alone.stdout.contains("warning"), "{}", alone.stdout);
}

#[test]
fn a_named_boards_lines_in_another_order_are_told_not_passed_over() {
    let dir = tempfile::tempdir().unwrap();
    let six = std::fs::read_to_string(workspace().join("rules/boards/two-squares.ron")).unwrap();
    let open = six.find("\n(").unwrap() + 2;
    // The board's first line drawn the other way round.
    let first = six[six.find("lines: [").unwrap()..]
        .split_once('[')
        .and_then(|(_, rest)| rest.split_once('['))
        .and_then(|(_, rest)| rest.split_once(']'))
        .map(|(line, _)| line.to_string())
        .unwrap();
    let mut names: Vec<&str> = first.split(", ").collect();
    names.reverse();
    let text = format!(
        "{}\n    name: \"Six\",\n    pieces: 6,{}",
        &six[..open],
        &six[open..]
    )
    .replacen(&first, &names.join(", "), 1);
    let file = dir.path().join("six.ron");
    std::fs::write(&file, &text).unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .run(&["rules", "upgrade", "six.ron"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains(r#"its points and lines are those of the board "two-squares""#),
        "{}",
        run.stdout
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        text,
        "the file stays"
    );
}
