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
