//! `morris learn` on piped stdin: a whole lesson, with at each step a legal
//! turn that misses (where there is one), a turn core refuses, a hint and a
//! right answer, in English and French; and a rules file as the variant.

use std::sync::Arc;

use morris_core::{MoveParseError, Rules, catalog, move_text, parse_move};
use morris_learn::{Goal, Lesson, Step};

use super::{Morris, TRIANGLE};

/// The learner's lines for `rules`'s lesson, from the lesson itself: what
/// the binary shows is the same lesson, since lessons are deterministic.
fn script(rules: &Rules, hint: &str) -> String {
    let mut lines = Vec::new();
    for step in Lesson::of(rules).steps() {
        let Some(answer) = step.answer() else {
            lines.push(String::new());
            continue;
        };
        if let Some(miss) = step.miss() {
            lines.push(move_text(rules, miss));
        }
        let illegal = step
            .refused()
            .map(str::to_string)
            .or_else(|| illegal(rules, step));
        lines.push(illegal.unwrap_or_else(|| "z9".to_string()));
        lines.push(hint.to_string());
        lines.push(move_text(rules, answer));
    }
    lines.join("\n") + "\n"
}

/// A turn core refuses in the step's position for a rule of play: a
/// placement or a move between two points of the board.
fn illegal(rules: &Rules, step: &Step) -> Option<String> {
    let name = |p| rules.point_name(p).to_string();
    let places = rules.points().map(name);
    let moves = rules.points().flat_map(|a| {
        rules
            .points()
            .map(move |b| format!("{}-{}", name(a), name(b)))
    });
    places.chain(moves).find(|text| {
        matches!(
            parse_move(rules, step.position(), text),
            Err(MoveParseError::Illegal { .. })
        )
    })
}

/// The lesson of `id` in `lang`, asking for hints with the language's word.
fn learn(id: &str, lang: &str, hint: &str) -> super::Run {
    let rules = Arc::new(catalog::shipped(id).unwrap());
    Morris::new()
        .env("LANG", lang)
        .stdin(&script(&rules, hint))
        .run(&["learn", id])
}

#[test]
fn a_lesson_of_three_mens_morris() {
    let run = learn("three-mens-morris", "C.UTF-8", "hint");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("That was the last step"),
        "{}",
        run.stdout
    );
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn a_lesson_of_nine_mens_morris_in_french() {
    let run = learn("nine-mens-morris", "fr_FR.UTF-8", "conseil");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("C’était la dernière étape"),
        "{}",
        run.stdout
    );
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn the_same_lesson_in_english() {
    let run = learn("nine-mens-morris", "en_GB.UTF-8", "hint");
    assert_eq!(run.code, 0, "{}", run.stderr);
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn skip_and_quit_end_steps_and_the_lesson_in_either_language() {
    let run = Morris::new()
        .stdin("\nsuivant\nskip\nquitter\nd6\n")
        .run(&["learn", "nine-mens-morris"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("Step 4 of"), "{}", run.stdout);
    assert!(!run.stdout.contains("Step 5 of"), "{}", run.stdout);
    assert!(!run.stdout.contains("Right"), "{}", run.stdout);
}

#[test]
fn a_rules_file_nobody_shipped_gets_a_lesson() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("triangle.ron"), TRIANGLE).unwrap();
    let rules = Rules::from_source("triangle", "triangle.ron", TRIANGLE).unwrap();
    let lesson = Lesson::of(&rules);
    // Six pieces fill the six points: no piece ever moves, and the moving
    // step asks only to read its rule.
    let found = lesson.steps().iter().filter(|s| s.goal() != Goal::Look);
    assert_eq!(found.count(), lesson.steps().len() - 2);
    let run = Morris::new()
        .dir(dir.path())
        .stdin(&script(&rules, "hint"))
        .run(&["learn", "triangle.ron"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("Learn Tiny Triangle"), "{}", run.stdout);
    let right = run.stdout.matches("Right: ").count();
    assert_eq!(right, lesson.steps().len() - 2, "{}", run.stdout);
    assert!(
        run.stdout.contains("Read this rule, then press Enter."),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("That was the last step"),
        "{}",
        run.stdout
    );
    // By --rules too, as every command names a rules file.
    let run = Morris::new()
        .dir(dir.path())
        .stdin(&script(&rules, "hint"))
        .run(&["learn", "--rules", "triangle.ron"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.matches("Right: ").count(), right);
}

#[test]
fn an_unknown_variant_is_a_usage_error() {
    let run = Morris::new().run(&["learn", "no-such-game"]);
    assert_eq!(run.code, 2, "{}", run.stdout);
    assert!(run.stderr.contains("no-such-game"), "{}", run.stderr);
}

/// The lessons of variants with special rules (refused turns, passes, a
/// full board, marked and covered pieces...) in French: every step is
/// answered, and no English sentence of a lesson shows.
#[test]
fn lessons_with_special_rules_read_in_french() {
    for id in [
        "zhi-qi",
        "dooz",
        "sam-ki",
        "shax",
        "dara",
        "mylna",
        "jeson-zam",
    ] {
        let run = learn(id, "fr_FR.UTF-8", "conseil");
        assert_eq!(run.code, 0, "{id}: {}", run.stderr);
        assert!(
            run.stdout.contains("C’était la dernière étape"),
            "{id}: {}",
            run.stdout
        );
        for english in [
            "Step ",
            "Right",
            " is legal",
            "Not legal",
            " plays ",
            "Close a",
            "lesson-",
        ] {
            assert!(
                !run.stdout.contains(english),
                "{id}: {english:?} in {}",
                run.stdout
            );
        }
    }
}

/// Step 1 shows the board and waits for Enter: `quit` typed there ends the
/// lesson (it went on to step 2).
#[test]
fn quit_at_a_step_to_read_ends_the_lesson() {
    for quit in ["quit", "quitter"] {
        let run = Morris::new()
            .stdin(&format!("{quit}\n\n"))
            .run(&["learn", "nine-mens-morris"]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert!(run.stdout.contains("Step 1 of"), "{}", run.stdout);
        assert!(!run.stdout.contains("Step 2 of"), "{quit}: {}", run.stdout);
    }
}
