//! Puzzles driven headless: opened from the tool bar's Learn menu for the
//! variant on the board, today's puzzle first, solved by clicking the line's
//! turns (the rating goes up and is kept in the settings), missed by a wrong
//! click (the reply that punishes it is played and said, then a retry or the
//! solution is offered), narrowed to one theme.

mod common;

use common::{click, started};
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
    started(settings, 1100.0, 800.0)
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

/// Clicks the solver's turns of `puzzle`: a placement on its point, a move from and to.
fn solve_by_clicks(
    h: &mut Harness<'_, MorrisApp>,
    rules: &morris_core::Rules,
    puzzle: &puzzles::Puzzle,
) {
    for (pos, &mv) in puzzle.positions(rules).iter().zip(&puzzle.line) {
        if pos.side_to_move() == puzzle.solver() {
            if let Some(from) = mv.from() {
                click(h, rules.point_name(from));
            }
            click(h, rules.point_name(mv.to()));
        }
    }
}

#[test]
fn the_first_puzzle_is_solved_by_clicking_its_line() {
    let mut h = app("three-mens-morris");
    open_puzzles(&mut h);
    h.get_by_label_contains("Today's puzzle.");
    let (rules, puzzle) = puzzle_on_board(&h);
    // Each solver turn is clicked: a placement on its point, a move from and to.
    solve_by_clicks(&mut h, &rules, &puzzle);
    h.get_by_label_contains("Solved.");
    // The streak is said once, on the score line.
    h.get_by_label_contains("Streak: 1;");
    assert_eq!(h.query_all_by_label_contains("Streak").count(), 1);
    let score = h.state().settings().puzzles.clone();
    assert_eq!(score.streak, 1);
    assert!(score.rating(&rules).rating > 1500.0, "{score:?}");

    click(&mut h, "Next puzzle");
    assert!(h.query_by_label_contains("Today's puzzle.").is_none());
    assert!(h.query_by_label_contains("Solved.").is_none());
    assert_ne!(puzzle_on_board(&h).1, puzzle);
}

/// Clicks a legal turn of the puzzle on the board that is not its answer.
fn click_wrong(h: &mut Harness<'_, MorrisApp>) -> (morris_core::Rules, puzzles::Puzzle) {
    let (rules, puzzle) = puzzle_on_board(h);
    let wrong = puzzle
        .position
        .legal_moves(&rules)
        .into_iter()
        .find(|&m| m.removed().is_empty() && !puzzle.accepts(&rules, 0, &puzzle.position, m))
        .unwrap();
    if let Some(from) = wrong.from() {
        click(h, rules.point_name(from));
    }
    click(h, rules.point_name(wrong.to()));
    (rules, puzzle)
}

#[test]
fn a_wrong_click_is_refuted_on_the_board_then_the_solution_is_shown() {
    let mut h = app("three-mens-morris");
    open_puzzles(&mut h);
    let corner = h.get_by_label("a1").rect();
    let (rules, _) = click_wrong(&mut h);
    h.get_by_label_contains("is legal, but it is not the solution");
    h.get_by_label_contains("Missed");
    // The reply that punishes the wrong turn is on the board, and said.
    assert_eq!(h.state().table().game().moves().len(), 2);
    h.get_by_label_contains(" replies ");
    // What is said under the board leaves the board its size and place.
    assert_eq!(h.get_by_label("a1").rect(), corner);
    assert!(h.query_by_label_contains("The solution:").is_none());
    let score = h.state().settings().puzzles.clone();
    assert!(score.rating(&rules).rating < 1500.0, "{score:?}");

    click(&mut h, "Show the solution");
    h.get_by_label_contains("The solution:");
    assert!(h.query_by_label("Show the solution").is_none());
    click(&mut h, "Back to the game");
    assert!(h.query_by_label_contains("Today's puzzle.").is_none());
    assert!(h.state().table().game().moves().is_empty());
}

#[test]
fn a_retry_after_a_miss_sets_the_puzzle_back_as_practice() {
    let mut h = app("three-mens-morris");
    open_puzzles(&mut h);
    let (rules, puzzle) = click_wrong(&mut h);
    let missed = h.state().settings().puzzles.rating(&rules);
    click(&mut h, "Try again");
    h.get_by_label_contains("Practice: you tried this puzzle before");
    assert!(h.state().table().game().moves().is_empty());
    assert_eq!(puzzle_on_board(&h).1, puzzle);
    solve_by_clicks(&mut h, &rules, &puzzle);
    h.get_by_label_contains("Solved (practice, not rated).");
    assert_eq!(h.state().settings().puzzles.rating(&rules), missed);
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
    h.get_by_label_contains("Puzzle ");
    for _ in 0..5 {
        assert_eq!(puzzle_on_board(&h).1.theme, theme);
        click(&mut h, "Next puzzle");
    }
}

#[test]
fn a_rules_file_nobody_shipped_gets_puzzles_made_and_played() {
    let dir = tempfile::tempdir().unwrap();
    let standing = dir.path().join("puzzles.ron");
    let mut h = common::started_as(1100.0, 800.0, move |ctx| {
        MorrisApp::with_settings(ctx, Settings::default()).with_standing_file(standing)
    });
    let rules = morris_testkit::flying_three();
    h.state_mut()
        .open_bytes("flying-three.ron", rules.source().0.as_bytes());
    h.run();
    assert_eq!(h.state().table().rules().id(), "flying-three");
    open_puzzles(&mut h);
    // Made away from the board, and said meanwhile.
    assert!(
        h.state().live_text().contains("making one now"),
        "{}",
        h.state().live_text()
    );
    let started = std::time::Instant::now();
    while h.state().live_text().contains("making one now") {
        assert!(started.elapsed().as_secs() < 120, "the set never came");
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    h.run();
    let said = h.state().live_text();
    assert!(said.contains("puzzles made for Flying Three"), "{said}");
    // Named by the rules' fingerprint, never by a shipped id.
    let key = puzzles::variant_key(&rules);
    h.get_by_label_contains("Puzzle 1 of");
    h.get_by_label_contains(&format!("from {key}.ron"));

    // The first puzzle solved by clicking its line, rated under that key.
    let on_board = *h.state().table().game().position();
    let puzzle = puzzles::make_set(
        &std::sync::Arc::new(rules.clone()),
        &morris_ai::solve::SolveOptions::default(),
    )
    .unwrap()
    .puzzles
    .into_iter()
    .find(|p| p.position == on_board)
    .expect("the same rules make the same set");
    solve_by_clicks(&mut h, &rules, &puzzle);
    h.get_by_label_contains("Solved.");
    let kept = &h.state().settings().puzzles;
    assert_eq!(kept.solved, 1);
    assert!(kept.ratings.iter().any(|r| r.variant == key), "{kept:?}");
}

/// The first `count` puzzles of the shipped Three Men's Morris set, as a file's text.
fn small_set(count: usize) -> String {
    let text = puzzles::shipped_set("three-mens-morris").unwrap();
    let (puzzles, rest): (Vec<&str>, Vec<&str>) = text
        .lines()
        .partition(|l| l.trim_start().starts_with("(position:"));
    let (head, tail) = rest.split_at(rest.len() - 2);
    let mut lines = head.to_vec();
    lines.extend(&puzzles[..count]);
    lines.extend(tail);
    lines.join("\n")
}

/// Opens `text` as the file `name`, as a drop or the file chooser does, and
/// waits for its proof.
fn open_set(h: &mut Harness<'_, MorrisApp>, name: &str, text: &str) {
    h.state_mut().open_bytes(name, text.as_bytes());
    // Said until a frame takes the proof's outcome, however soon it comes.
    assert!(
        h.state()
            .live_text()
            .contains(&format!("Proving every puzzle of {name}"))
    );
    h.step();
    let started = std::time::Instant::now();
    while h.state().live_text().contains("Proving every puzzle") {
        assert!(started.elapsed().as_secs() < 120, "the proof never came");
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    h.run();
}

#[test]
fn a_strangers_set_is_proved_before_it_is_played() {
    let mut h = app("nine-mens-morris");
    let set = small_set(5);

    // A line whose first turn does not stop the mill is refused where it stands.
    let (at, right) = (set.find("line:[\"c3\"]").unwrap(), "line:[\"c3\"]".len());
    let wrong = format!("{}line:[\"a3\"]{}", &set[..at], &set[at + right..]);
    open_set(&mut h, "wrong.ron", &wrong);
    let notice = h.state().live_text();
    assert!(notice.contains("wrong.ron:5:"), "{notice}");
    assert!(notice.contains("puzzle 1 is not proved"), "{notice}");
    assert_eq!(h.state().table().rules().id(), "nine-mens-morris");

    // The sound set opens on the board at its first puzzle, named by its file.
    open_set(&mut h, "mine.ron", &set);
    h.get_by_label_contains("Puzzle 1 of 5 from mine.ron (Three Men's Morris)");
    assert_eq!(h.state().table().rules().id(), "three-mens-morris");
    let first = puzzles::parse_set("mine.ron", &set).unwrap().set.puzzles[0].clone();
    assert_eq!(puzzle_on_board(&h).1, first);
}

#[test]
fn the_standing_is_shared_with_the_terminals_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("puzzles.ron");
    let mut kept = puzzles::Standing {
        streak: 7,
        best_streak: 7,
        ..puzzles::Standing::default()
    };
    kept.write(&file).unwrap();
    let settings = Settings {
        setup: GameSetup {
            variant: "three-mens-morris".to_string(),
            ..GameSetup::default()
        },
        ..Settings::default()
    };
    let standing = file.clone();
    let mut h = common::started_as(1100.0, 800.0, move |ctx| {
        MorrisApp::with_settings(ctx, settings).with_standing_file(standing)
    });
    open_puzzles(&mut h);
    h.get_by_label_contains("Streak: 7;");

    let (rules, puzzle) = puzzle_on_board(&h);
    solve_by_clicks(&mut h, &rules, &puzzle);
    h.get_by_label_contains("Solved.");
    h.get_by_label_contains("Streak: 8;");
    kept = puzzles::read_standing(&file).unwrap();
    assert_eq!((kept.streak, kept.solved), (8, 1));
    assert_eq!(kept, h.state().settings().puzzles);
}
