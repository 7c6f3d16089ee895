//! Puzzles driven headless: opened from the tool bar's Learn menu for the
//! variant on the board, today's puzzle first, solved by clicking the line's
//! turns (the rating goes up and is kept in the settings), missed by a wrong
//! click (the solution is shown), narrowed to one theme.

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

/// Opens the puzzles from the Learn menu.
fn open_puzzles(h: &mut Harness<'_, MorrisApp>) {
    click(h, "Learn");
    click(h, "Puzzles");
}

/// The Three Men's Morris puzzle on the board, and its rules.
fn puzzle_on_board(h: &Harness<'_, MorrisApp>) -> (morris_core::Rules, puzzles::Puzzle) {
    let text = puzzles::shipped_set("three-mens-morris").unwrap();
    let read = puzzles::parse_set("three-mens-morris.ron", text).unwrap();
    let on_board = *h.state().table().game().position();
    let puzzle = read.set.puzzles.iter().find(|p| p.position == on_board);
    (
        read.rules.clone(),
        puzzle.expect("a puzzle of the set is on the board").clone(),
    )
}

#[test]
fn the_first_puzzle_is_solved_by_clicking_its_line() {
    let mut h = app("three-mens-morris");
    open_puzzles(&mut h);
    h.get_by_label_contains("Today's puzzle.");
    let (rules, puzzle) = puzzle_on_board(&h);
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
    let score = h.state().settings().puzzles.clone();
    assert_eq!(score.streak, 1);
    assert!(score.rating.rating > 1500.0, "{score:?}");

    click(&mut h, "Next puzzle");
    assert!(h.query_by_label_contains("Today's puzzle.").is_none());
    assert!(h.query_by_label_contains("Solved.").is_none());
    assert_ne!(puzzle_on_board(&h).1, puzzle);
}

#[test]
fn a_wrong_click_is_a_miss_that_shows_the_solution() {
    let mut h = app("three-mens-morris");
    open_puzzles(&mut h);
    let (rules, puzzle) = puzzle_on_board(&h);
    let wrong = puzzle
        .position
        .legal_moves(&rules)
        .into_iter()
        .find(|&m| m.removed().is_empty() && !puzzle.accepts(&rules, 0, &puzzle.position, m))
        .unwrap();
    if let Some(from) = wrong.from() {
        click(&mut h, rules.point_name(from));
    }
    click(&mut h, rules.point_name(wrong.to()));
    h.get_by_label_contains("is legal, but it is not the solution");
    h.get_by_label_contains("The solution:");
    h.get_by_label_contains("Missed");
    let score = h.state().settings().puzzles.clone();
    assert!(score.rating.rating < 1500.0, "{score:?}");

    click(&mut h, "Back to the game");
    assert!(h.query_by_label_contains("Today's puzzle.").is_none());
    assert!(h.state().table().game().moves().is_empty());
}

#[test]
fn a_theme_chosen_keeps_only_its_puzzles() {
    let mut h = app("three-mens-morris");
    open_puzzles(&mut h);
    h.get_by(|node| {
        node.role() == egui::accesskit::Role::ComboBox && node.label().as_deref() == Some("Theme")
    })
    .click();
    h.run();
    let theme = puzzles::Theme::Win;
    click(&mut h, "A win");
    h.get_by_label_contains("Puzzle 1 of");
    for _ in 0..5 {
        assert_eq!(puzzle_on_board(&h).1.theme, theme);
        click(&mut h, "Next puzzle");
    }
}

#[test]
fn a_variant_without_puzzles_says_which_have_them() {
    let mut h = app("lasker-morris");
    open_puzzles(&mut h);
    h.get_by_label_contains("three-mens-morris");
}
