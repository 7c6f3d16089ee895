//! Puzzles driven headless: opened from the tool bar for the variant on the
//! board, solved by clicking the line's turns (the rating goes up and is kept
//! in the settings), missed by a wrong click (the solution is shown).

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use morris_gui::{GameSetup, MorrisApp, PlayerKind, Settings};
use morris_learn::puzzles;

fn app(variant: &str) -> Harness<'static, MorrisApp> {
    let settings = Settings {
        setup: GameSetup {
            variant: variant.to_string(),
            white: PlayerKind::Human,
            black: PlayerKind::Human,
            ..GameSetup::default()
        },
        ..Settings::default()
    };
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1100.0, 800.0))
        .build_eframe(move |cc| MorrisApp::with_settings(&cc.egui_ctx, settings));
    harness.run();
    harness
}

fn click(h: &mut Harness<'_, MorrisApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// The first puzzle of Three Men's Morris and its rules.
fn first_puzzle() -> (morris_core::Rules, puzzles::Puzzle) {
    let text = puzzles::shipped_set("three-mens-morris").unwrap();
    let read = puzzles::parse_set("three-mens-morris.ron", text).unwrap();
    (read.rules, read.set.puzzles[0].clone())
}

#[test]
fn the_first_puzzle_is_solved_by_clicking_its_line() {
    let (rules, puzzle) = first_puzzle();
    let mut h = app("three-mens-morris");
    click(&mut h, "Puzzles");
    h.get_by_label_contains("Puzzle 1 of");
    assert_eq!(h.state().table().game().position(), &puzzle.position);
    // Each solver turn is clicked: a placement on its point, a move from and to.
    for (pos, &mv) in puzzle.positions(&rules).iter().zip(&puzzle.line) {
        if pos.side_to_move() != puzzle.solver() {
            continue;
        }
        if let Some(from) = mv.from() {
            click(&mut h, rules.point_name(from));
        }
        click(&mut h, rules.point_name(mv.to()));
    }
    h.get_by_label_contains("Solved. Streak: 1");
    let score = h.state().settings().puzzles;
    assert_eq!(score.streak, 1);
    assert!(score.rating.rating > 1500.0, "{score:?}");

    click(&mut h, "Next puzzle");
    h.get_by_label_contains("Puzzle 2 of");
    assert!(h.query_by_label_contains("Solved.").is_none());
}

#[test]
fn a_wrong_click_is_a_miss_that_shows_the_solution() {
    let (rules, puzzle) = first_puzzle();
    let mut h = app("three-mens-morris");
    click(&mut h, "Puzzles");
    let wrong = puzzle
        .position
        .legal_moves(&rules)
        .into_iter()
        .find(|&m| m.from().is_none() && m != puzzle.line[0])
        .unwrap();
    click(&mut h, rules.point_name(wrong.to()));
    h.get_by_label_contains("is legal, but it is not the solution");
    h.get_by_label_contains("The solution:");
    h.get_by_label_contains("Missed");
    let score = h.state().settings().puzzles;
    assert!(score.rating.rating < 1500.0, "{score:?}");

    click(&mut h, "Close the puzzles");
    assert!(h.query_by_label_contains("Puzzle 1 of").is_none());
    assert!(h.state().table().game().moves().is_empty());
}

#[test]
fn a_variant_without_puzzles_says_which_have_them() {
    let mut h = app("lasker-morris");
    click(&mut h, "Puzzles");
    h.get_by_label_contains("three-mens-morris");
}
