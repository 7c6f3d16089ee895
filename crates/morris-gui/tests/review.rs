//! The review view driven headless: a loaded record is reviewed on the worker,
//! its blunder is marked in the move list, the graph grows as the review goes
//! and takes the board to the position clicked.

mod common;

use std::sync::Arc;

use common::wait_until;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use morris_ai::search::TableCache;
use morris_ai::solve::{self, SolveOptions};
use morris_gui::{GameSetup, MorrisApp, PlayerKind, Settings};

/// Three Men's Morris: White's c1 gives up the win (c2 wins in 7) and c3,
/// leaving a1-a2-a3 open, the draw; Black closes the line.
const BLUNDER: &str = "[Variant \"three-mens-morris\"]
[Event \"Club night\"]
[Date \"2026.11.30\"]
[Result \"0-1\"]

1. b2 a1 2. c1 {threatens a3} a3 3. c3 a2 0-1
";

/// Solved tables of the test's own, so that the review is exact and the same
/// whatever the user's cache folder holds: Three Men's Morris solved, no other.
fn tables(folder: &std::path::Path) -> TableCache {
    let rules = morris_core::catalog::shipped("three-mens-morris").unwrap();
    let table = solve::solve(&rules, &SolveOptions::default(), |_| {}).unwrap();
    let tables = TableCache::in_folder(folder.to_path_buf());
    tables.insert(Arc::new(table));
    tables
}

fn app_in(folder: &std::path::Path, variant: &str) -> Harness<'static, MorrisApp> {
    let tables = tables(&folder.join("tables"));
    let settings = Settings {
        setup: GameSetup {
            variant: variant.to_string(),
            white: PlayerKind::Human,
            black: PlayerKind::Human,
            ..GameSetup::default()
        },
        last_folder: folder.display().to_string(),
        ..Settings::default()
    };
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1100.0, 800.0))
        .build_eframe(move |cc| MorrisApp::with_tables(&cc.egui_ctx, settings, tables));
    harness.run();
    harness
}

fn click(h: &mut Harness<'_, MorrisApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

fn load(h: &mut Harness<'_, MorrisApp>, file: &str) {
    click(h, "Load…");
    click(h, file);
    click(h, "Load");
}

#[test]
fn a_review_marks_the_blunder_and_the_graph_takes_the_board_there() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("blunder.txt"), BLUNDER).unwrap();
    let mut h = app_in(dir.path(), "nine-mens-morris");
    load(&mut h, "blunder.txt");
    assert_eq!(h.state().table().game().moves().len(), 6);
    h.get_by_label("after 2. c1: threatens a3");
    assert!(
        h.query_by_label("move 3. c3??").is_none(),
        "no mark before the review"
    );

    h.get_by_label("Review").click();
    h.step();
    assert!(h.state().reviewing(), "the review runs on the worker");
    wait_until(&mut h, |app| !app.reviewing());
    assert_eq!(h.state().review_progress(), (6, 6));
    h.get_by_label("move 3. c3??");
    h.get_by_label("move 2. c1??");
    h.get_by_label("move 2... a3");
    assert!(
        h.query_by_label_contains("Best was").is_none(),
        "turn 6 is not marked"
    );
    assert_eq!(h.state().table().view(), None, "the board shows the end");

    h.get_by_label_contains("3. c3 (").click();
    h.run();
    assert_eq!(
        h.state().table().view(),
        Some(5),
        "the board shows the position after turn 5"
    );
    h.get_by_label("Best was a2 (draw), exact from the solved table");

    h.get_by_label_contains("1... a1 (").click();
    h.run();
    assert_eq!(h.state().table().view(), Some(2));
}

#[test]
fn the_review_is_saved_with_its_marks() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("blunder.txt"), BLUNDER).unwrap();
    let mut h = app_in(dir.path(), "three-mens-morris");
    load(&mut h, "blunder.txt");
    h.get_by_label("Review").click();
    wait_until(&mut h, |app| !app.reviewing());
    click(&mut h, "Save with marks…");
    click(&mut h, "Save");
    let saved = dir.path().join("three-mens-morris-review.txt");
    let written = std::fs::read_to_string(&saved).unwrap();
    // The record wraps its lines: compare words.
    let text = written.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(text.contains("{threatens a3}"), "{text}");
    // The terminal's words, whatever the language on screen, and the record's own tags.
    assert!(text.contains("3. c3?? {"), "{text}");
    assert!(text.contains("; best a2}"), "{text}");
    assert!(written.contains("[Event \"Club night\"]"), "{written}");
    assert!(written.contains("[Date \"2026.11.30\"]"), "{written}");
    assert!(
        text.contains("(3. a2)"),
        "the best move as a variation: {text}"
    );
}

#[test]
fn a_review_can_be_stopped() {
    let dir = tempfile::tempdir().unwrap();
    // A long game of Nine Men's Morris, searched position by position.
    let record = "[Variant \"nine-mens-morris\"]\n[Result \"*\"]\n\n\
        1. d6 d2 2. d5 d3 3. b4 f4 4. a7 g7 5. a1 g1 6. b2 f2 7. c5 e5 \
        8. c3 e3 9. e4 c4 *\n";
    std::fs::write(dir.path().join("long.txt"), record).unwrap();
    let mut h = app_in(dir.path(), "nine-mens-morris");
    load(&mut h, "long.txt");
    h.get_by_label("Review").click();
    h.step();
    assert!(h.state().reviewing());
    // The graph grows while the review runs.
    wait_until(&mut h, |app| app.review_progress().0 >= 2);
    assert!(
        h.state().reviewing(),
        "two turns of eighteen take well under the whole"
    );
    h.get_by_label_contains("1... d2 (");
    h.get_by_label("Stop").click();
    // The worker notices the stop within a search's poll, however busy the machine.
    wait_until(&mut h, |app| !app.reviewing());
    h.get_by_label_contains("Review stopped after");
    // The turns judged before the stop stay on the graph; the review can be
    // made again, not saved as if whole.
    h.get_by_label_contains("1. d6 (");
    h.get_by_label_contains("1... d2 (");
    assert!(h.query_by_label("Save with marks…").is_none());
}

#[test]
fn a_damaged_solved_table_is_said_aloud() {
    let dir = tempfile::tempdir().unwrap();
    let rules = morris_core::catalog::shipped("three-mens-morris").unwrap();
    std::fs::write(
        dir.path().join(solve::table_file_name(&rules)),
        b"MORRISTB but nothing else",
    )
    .unwrap();
    let tables = TableCache::in_folder(dir.path().to_path_buf());
    let settings = Settings {
        setup: GameSetup {
            variant: "three-mens-morris".to_string(),
            white: PlayerKind::Human,
            black: PlayerKind::Human,
            ..GameSetup::default()
        },
        analysis: true,
        ..Settings::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1100.0, 800.0))
        .build_eframe(move |cc| MorrisApp::with_tables(&cc.egui_ctx, settings, tables));
    wait_until(&mut h, |app| app.analysis().is_some());
    h.get_by_label_contains("The solved table for Three Men's Morris is damaged");
}

#[test]
fn the_move_list_the_status_line_and_the_graph_number_a_turn_alike() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("blunder.txt"), BLUNDER).unwrap();
    let mut h = app_in(dir.path(), "three-mens-morris");
    load(&mut h, "blunder.txt");
    h.get_by_label("Review").click();
    wait_until(&mut h, |app| !app.reviewing());
    // The fourth turn, Black's a3, is "2... a3" on the graph...
    h.get_by_label_contains("2... a3 (").click();
    h.run();
    assert_eq!(h.state().table().view(), Some(4));
    // ...in the move list...
    let entry = h.get_by_label("move 2... a3");
    let node = entry.accesskit_node();
    assert!(
        node.toggled() == Some(egui::accesskit::Toggled::True) || node.is_selected() == Some(true),
        "the move list selects the same turn"
    );
    let other = h.get_by_label("move 1. b2");
    assert_ne!(
        other.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True)
    );
    // ...and in the status line.
    h.get_by_label("Showing the position after 2... a3; the game goes on to 3... a2");
}

#[test]
fn a_review_without_a_table_scores_each_position_once() {
    let dir = tempfile::tempdir().unwrap();
    let game = "[Variant \"nine-mens-morris\"]\n\n1. d6 d2 2. b4 f4 3. d7 a1 4. g7 *\n";
    std::fs::write(dir.path().join("game.txt"), game).unwrap();
    // No solved table at all: every value comes from the search.
    let empty = TableCache::in_folder(dir.path().join("no-tables"));
    let settings = Settings {
        last_folder: dir.path().display().to_string(),
        ..Settings::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1100.0, 800.0))
        .build_eframe(move |cc| MorrisApp::with_tables(&cc.egui_ctx, settings, empty));
    h.run();
    load(&mut h, "game.txt");
    h.get_by_label("Review").click();
    wait_until(&mut h, |app| !app.reviewing());
    let review = h.state().review().expect("a finished review").clone();
    assert_eq!(review.turns.len(), 7);
    for pair in review.turns.windows(2) {
        let (turn, next) = (&pair[0], &pair[1]);
        assert!(!turn.exact && turn.depth > 0, "{turn:?}");
        assert_eq!(
            turn.after,
            next.before.for_previous_player(),
            "one position, one value: after {} and before {}",
            turn.turn + 1,
            next.turn + 1
        );
    }
    h.get_by_label_contains("Searched to depth");
}

#[test]
fn a_reviewed_game_s_mistakes_become_drills_asked_again_on_the_board() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("blunder.txt"), BLUNDER).unwrap();
    let drills = dir.path().join("data/drills.ron");
    let tables = tables(&dir.path().join("tables"));
    let settings = Settings {
        setup: GameSetup {
            variant: "three-mens-morris".to_string(),
            white: PlayerKind::Human,
            black: PlayerKind::Human,
            ..GameSetup::default()
        },
        last_folder: dir.path().display().to_string(),
        ..Settings::default()
    };
    let file = drills.clone();
    let mut h = Harness::builder()
        .with_size(egui::vec2(1100.0, 800.0))
        .build_eframe(move |cc| {
            MorrisApp::with_tables(&cc.egui_ctx, settings, tables).with_drills_file(file)
        });
    h.run();
    load(&mut h, "blunder.txt");
    h.get_by_label("Review").click();
    wait_until(&mut h, |app| !app.reviewing());
    // White's c1?? and c3??: both turns of a person.
    click(&mut h, "Drill my mistakes (2)");
    h.get_by_label_contains("Added 2 drills to");
    let written = std::fs::read_to_string(&drills).unwrap();
    assert_eq!(written.matches("variant:").count(), 2, "{written}");
    // Added again, the same turns are not drills twice.
    click(&mut h, "Drill my mistakes (2)");
    h.get_by_label_contains("Added 0 drills to");

    click(&mut h, "Learn");
    click(&mut h, "Drills");
    h.get_by_label_contains("Drill 1 of 2 (Three Men's Morris): c1?? was played here.");
    // The drill's position is the one before 2. c1; its best move, c2, is right.
    assert_eq!(h.state().table().game().moves().len(), 0);
    click(&mut h, "c2");
    h.get_by_label_contains("Right: c2 is the best move.");
    h.get_by_label_contains("Next time:");
    let rewritten = std::fs::read_to_string(&drills).unwrap();
    assert_ne!(rewritten, written, "the answer's schedule is kept at once");
    click(&mut h, "Next drill");
    h.get_by_label_contains("Drill 2 of 2");
    click(&mut h, "Back to the game");
    assert_eq!(
        h.state().table().game().moves().len(),
        6,
        "the game is back"
    );
}
