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
