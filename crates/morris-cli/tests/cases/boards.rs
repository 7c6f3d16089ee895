//! `morris rules show`: the board diagram and rules of every shipped variant,
//! and of a board no shipped variant has.

use super::{Morris, TRIANGLE, morris};

#[test]
fn every_shipped_variant_is_drawn() {
    for id in morris_core::catalog::SHIPPED.iter().map(|(id, _)| *id) {
        let run = morris(&["rules", "show", id]);
        assert_eq!(run.code, 0, "{id}: {}", run.stderr);
        assert!(
            !run.stdout.contains('\x1b'),
            "NO_COLOR must turn colour off"
        );
        insta::assert_snapshot!(format!("rules_show_{id}"), run.stdout);
    }
}

#[test]
fn a_new_board_is_drawn_from_its_coordinates() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("triangle.ron"), TRIANGLE).unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .run(&["rules", "show", "triangle.ron"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn a_variant_without_a_description_shows_no_empty_paragraph() {
    let dir = tempfile::tempdir().unwrap();
    let text = "(base: \"three-mens-morris\", name: \"Plain\")";
    std::fs::write(dir.path().join("plain.ron"), text).unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .run(&["rules", "show", "plain.ron"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.starts_with("Plain (plain)\n\n  "),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("\n\n\n"), "{}", run.stdout);
}

#[test]
fn colour_is_used_only_when_asked() {
    let always = Morris::new().run(&["--color", "always", "rules", "show", "three-mens-morris"]);
    assert!(
        always.stdout.contains("\x1b["),
        "--color always wins over NO_COLOR"
    );
    let never = Morris::new().env("NO_COLOR", "").run(&[
        "--color",
        "never",
        "rules",
        "show",
        "three-mens-morris",
    ]);
    assert!(!never.stdout.contains('\x1b'));
    // Piped output is not a terminal: auto means no colour.
    let auto = Morris::new()
        .env("NO_COLOR", "")
        .run(&["rules", "show", "three-mens-morris"]);
    assert!(!auto.stdout.contains('\x1b'));
}

/// Two pentagons, one inside the other, joined at their sides' middles: 20
/// points whose coordinates, to scale, would draw it 166 columns wide.
const DOUBLE_PENTAGON: &str = r#"(
    name: "Double Pentagon",
    points: [
        (name: "o1", x: 20, y: 40), (name: "o2", x: 40, y: 26), (name: "o3", x: 32, y: 2),
        (name: "o4", x: 8, y: 2), (name: "o5", x: 0, y: 26),
        (name: "m1", x: 30, y: 33), (name: "m2", x: 36, y: 14), (name: "m3", x: 20, y: 2),
        (name: "m4", x: 4, y: 14), (name: "m5", x: 10, y: 33),
        (name: "i1", x: 20, y: 32), (name: "i2", x: 30, y: 24), (name: "i3", x: 26, y: 10),
        (name: "i4", x: 14, y: 10), (name: "i5", x: 10, y: 24),
        (name: "j1", x: 25, y: 28), (name: "j2", x: 28, y: 17), (name: "j3", x: 20, y: 10),
        (name: "j4", x: 12, y: 17), (name: "j5", x: 15, y: 28),
    ],
    lines: [
        ["o1", "m1", "o2"], ["o2", "m2", "o3"], ["o3", "m3", "o4"], ["o4", "m4", "o5"], ["o5", "m5", "o1"],
        ["i1", "j1", "i2"], ["i2", "j2", "i3"], ["i3", "j3", "i4"], ["i4", "j4", "i5"], ["i5", "j5", "i1"],
        ["m1", "j1"], ["m2", "j2"], ["m3", "j3"], ["m4", "j4"], ["m5", "j5"],
    ],
    pieces: 7,
)"#;

#[test]
fn a_board_wider_than_the_terminal_is_drawn_within_it() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("pentagons.ron"), DOUBLE_PENTAGON).unwrap();
    let morris = Morris::new().dir(dir.path());
    let show = morris.run(&["rules", "show", "pentagons.ron"]);
    assert_eq!(show.code, 0, "{}", show.stderr);
    let play = morris.stdin("o1\nquit\n\n").run(&[
        "play",
        "--rules",
        "pentagons.ron",
        "--white",
        "human",
        "--black",
        "human",
    ]);
    assert_eq!(play.code, 0, "{}", play.stderr);
    for line in show.stdout.lines().chain(play.stdout.lines()) {
        assert!(
            line.chars().count() <= 80,
            "{} columns: {line}",
            line.chars().count()
        );
    }
    let board: String = play
        .stdout
        .split("\n\n")
        .take(3)
        .collect::<Vec<_>>()
        .join("\n\n");
    insta::assert_snapshot!(format!("{}\n---\n{board}", show.stdout));
}
