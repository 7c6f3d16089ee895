//! The real app driven headless through its accessible labels, as a player would.

mod common;

use std::sync::{Arc, Mutex};

use common::wait_until;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use morris_core::Color;
use morris_gui::{Answer, GameSetup, Input, MorrisApp, PlayerKind, Settings, Thinker};

fn humans(variant: &str) -> GameSetup {
    GameSetup {
        variant: variant.to_string(),
        white: PlayerKind::Human,
        black: PlayerKind::Human,
        ..GameSetup::default()
    }
}

fn app(setup: GameSetup) -> Harness<'static, MorrisApp> {
    app_with(Settings {
        setup,
        ..Settings::default()
    })
}

fn app_with(settings: Settings) -> Harness<'static, MorrisApp> {
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1100.0, 760.0))
        .build_eframe(move |cc| MorrisApp::with_settings(&cc.egui_ctx, settings));
    harness.run();
    harness
}

fn click(h: &mut Harness<'_, MorrisApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Plays turns in move notation by clicking points: `d6`, `a1-a4`, `g7xb6`.
fn play(h: &mut Harness<'_, MorrisApp>, turns: &[&str]) {
    for turn in turns {
        let mut parts = turn.split('x');
        for point in parts.next().unwrap().split('-') {
            click(h, point);
        }
        for removed in parts {
            click(h, removed);
        }
    }
}

/// Loads `file` from the dialog's folder through the Load dialog.
fn load(h: &mut Harness<'_, MorrisApp>, file: &str) {
    click(h, "Load…");
    click(h, file);
    click(h, "Load");
}

fn moves(h: &Harness<'_, MorrisApp>) -> Vec<String> {
    h.state().table().move_texts()
}

#[test]
fn clicking_empty_points_places_pieces_and_occupied_ones_say_why_not() {
    let mut h = app(humans("nine-mens-morris"));
    play(&mut h, &["d6", "d2"]);
    assert_eq!(moves(&h), ["d6", "d2"]);
    assert!(
        h.state()
            .table()
            .status()
            .starts_with("White to move, placement"),
        "{}",
        h.state().table().status()
    );
    click(&mut h, "d6");
    assert_eq!(
        moves(&h),
        ["d6", "d2"],
        "a click on an occupied point changes nothing"
    );
    assert!(h.state().table().complaint().is_some());
    h.get_by_label_contains("places pieces first");
    // The opponent's piece while placing: the point is taken, as the terminal says.
    click(&mut h, "d2");
    assert_eq!(h.state().table().complaint(), Some("d2 is not empty"));
    assert_eq!(
        h.state()
            .table()
            .game()
            .position()
            .in_hand(morris_core::Color::White),
        8
    );
}

#[test]
fn closing_a_mill_marks_the_removable_pieces_and_a_click_removes_one() {
    let mut h = app(humans("nine-mens-morris"));
    // Black closes b6-d6-f6 and takes g1; then White's g7 closes a7-d7-g7.
    play(&mut h, &["a7", "b6", "d7", "b4", "g1", "d6", "a1", "f6xg1"]);
    click(&mut h, "g7");
    let table = h.state().table();
    assert!(matches!(table.input(), Input::Removing(_)));
    let rules = table.rules().clone();
    let removable: Vec<&str> = table.targets().map(|p| rules.point_name(p)).collect();
    assert_eq!(removable, ["b4"], "pieces in a mill are protected");
    assert!(
        table.status().contains("Remove a marked Black piece"),
        "{}",
        table.status()
    );
    click(&mut h, "d6");
    assert!(
        h.state()
            .table()
            .complaint()
            .unwrap()
            .contains("stands in a mill")
    );
    click(&mut h, "b4");
    assert_eq!(moves(&h).last().unwrap(), "g7xb4");
    assert_eq!(h.state().table().input(), Input::Idle);
}

#[test]
fn escape_takes_back_a_move_waiting_for_its_removal() {
    let mut h = app(humans("nine-mens-morris"));
    play(&mut h, &["a7", "b6", "d7", "d6", "g7"]);
    assert!(matches!(h.state().table().input(), Input::Removing(_)));
    h.key_press(Key::Escape);
    h.run();
    assert_eq!(h.state().table().input(), Input::Idle);
    assert_eq!(moves(&h).len(), 4);
    // Nothing left to cancel: harmless.
    h.key_press(Key::Escape);
    h.run();
    assert_eq!(moves(&h).len(), 4);
}

/// Three Men's Morris with all six pieces placed and no mill: W a1 c3 c1, B b2 a3 b1.
const THREE_PLACED: [&str; 6] = ["a1", "b2", "c3", "a3", "c1", "b1"];

#[test]
fn a_selected_piece_slides_to_a_highlighted_neighbour() {
    let mut h = app(humans("three-mens-morris"));
    play(&mut h, &THREE_PLACED);
    click(&mut h, "c3");
    let table = h.state().table();
    assert_eq!(
        table.input(),
        Input::Selected(table.rules().point_by_name("c3").unwrap())
    );
    let rules = table.rules().clone();
    let targets: Vec<&str> = table.targets().map(|p| rules.point_name(p)).collect();
    assert_eq!(targets, ["c2", "b3"]);
    click(&mut h, "a2");
    assert!(
        h.state()
            .table()
            .complaint()
            .unwrap()
            .contains("not next to"),
        "{:?}",
        h.state().table().complaint()
    );
    click(&mut h, "c2");
    assert_eq!(moves(&h).last().unwrap(), "c3-c2");
}

#[test]
fn a_piece_can_be_dragged_to_its_target() {
    let mut h = app(humans("three-mens-morris"));
    play(&mut h, &THREE_PLACED);
    let from = h.get_by_label("c3").rect().center();
    let to = h.get_by_label("b3").rect().center();
    h.drag_at(from);
    h.run();
    for i in 1..=5 {
        h.hover_at(from + (to - from) * (i as f32 / 5.0));
        h.step();
    }
    h.drop_at(to);
    h.run();
    assert_eq!(moves(&h).last().unwrap(), "c3-b3");
}

#[test]
fn undo_and_redo_with_buttons_and_keys() {
    let mut h = app(humans("nine-mens-morris"));
    play(&mut h, &["d6", "d2", "b4"]);
    click(&mut h, "Undo");
    assert_eq!(moves(&h), ["d6", "d2"]);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(moves(&h), ["d6"]);
    click(&mut h, "Redo");
    assert_eq!(moves(&h), ["d6", "d2"]);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Y);
    h.run();
    assert_eq!(moves(&h), ["d6", "d2", "b4"]);
    assert!(!h.state().table().game().can_redo());
}

#[test]
fn the_move_list_shows_earlier_positions() {
    let mut h = app(humans("nine-mens-morris"));
    play(&mut h, &["d6", "d2", "b4"]);
    click(&mut h, "move 1. d6");
    assert_eq!(h.state().table().view(), Some(1));
    assert_eq!(
        h.state()
            .table()
            .shown_position()
            .pieces(morris_core::Color::Black)
            .len(),
        0
    );
    click(&mut h, "f4");
    assert_eq!(moves(&h).len(), 3, "no move while looking back");
    click(&mut h, "move 2. b4");
    assert_eq!(h.state().table().view(), None);
    click(&mut h, "f4");
    assert_eq!(moves(&h).len(), 4);
}

#[test]
fn the_move_list_numbers_a_second_turn_in_a_row_as_the_players_own() {
    // Nerenchi: White's mill a7 d7 g7 while placing gives White the next turn too.
    let mut h = app(humans("nerenchi"));
    play(&mut h, &["a7", "a1", "d7", "d1", "g7", "b6", "b4"]);
    for label in ["move 3. g7", "move 4. b6", "move 4... b4"] {
        h.get_by_label(label);
    }
    assert!(h.query_by_label("move 3... b6").is_none());
}

#[test]
fn the_move_list_names_a_pass_and_black_starting_by_who_played_them() {
    // Shax: Black, to move first, is blocked and passes; White must free Black.
    let mut h = app(humans("shax"));
    let record = "[Variant \"shax\"]\n[Position \"BBB.W....W....W...W...WW b 0 0 0 0\"]\n\n*\n";
    h.state_mut().open_bytes("blocked.txt", record.as_bytes());
    h.run();
    click(&mut h, "Pass");
    play(&mut h, &["a4-a7", "a1-a4"]);
    for label in ["move 1... pass", "move 2. a4-a7", "move 2... a1-a4"] {
        h.get_by_label(label);
    }
    assert!(h.query_by_label("move 1. pass").is_none());
}

#[test]
fn a_short_game_of_three_mens_morris_ends_with_a_banner_and_a_rematch() {
    let mut h = app(humans("three-mens-morris"));
    play(&mut h, &["a1", "b1", "b2", "c1", "c3"]);
    let outcome = h.state().table().game().outcome().unwrap();
    assert_eq!(outcome.to_string(), "White wins (three in a row)");
    h.get_by_label("White wins (three in a row)");
    click(&mut h, "a2");
    assert_eq!(moves(&h).len(), 5, "no move after the end");
    click(&mut h, "Rematch");
    assert!(moves(&h).is_empty());
    assert!(h.state().table().game().outcome().is_none());
    assert!(h.query_by_label("Rematch").is_none());
}

/// The variant's entry in the dialog's list (its name is also a heading).
fn pick_variant(h: &mut Harness<'_, MorrisApp>, name: &str) {
    h.get_by_role_and_label(egui::Role::Button, name).click();
    h.run();
}

#[test]
fn the_new_game_dialog_switches_variant_and_flying() {
    let mut h = app(humans("nine-mens-morris"));
    assert!(h.state().table().rules().flying_enabled());
    click(&mut h, "New game…");
    pick_variant(&mut h, "Six Men's Morris");
    assert!(
        h.query_by_label("Flying with 3 pieces").is_none(),
        "six men's morris offers no flying"
    );
    h.get_by_label("Flying: not in this variant");
    // Morabaraba flies at three pieces, always: not "always on".
    pick_variant(&mut h, "Morabaraba");
    h.get_by_label("Flying: with 3 pieces or fewer, in every game of this variant");
    pick_variant(&mut h, "Nine Men's Morris");
    let flying = h.get_by_label("Flying with 3 pieces");
    assert_eq!(
        flying.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True)
    );
    click(&mut h, "Flying with 3 pieces");
    click(&mut h, "Black starts");
    click(&mut h, "Start game");
    let table = h.state().table();
    assert_eq!(table.rules().id(), "nine-mens-morris");
    assert!(!table.rules().flying_enabled());
    assert_eq!(table.game().side_to_move(), morris_core::Color::Black);
    assert!(
        h.query_by_label("Start game").is_none(),
        "the dialog closed"
    );
}

#[test]
fn a_broken_rules_file_shows_its_errors_and_reload_reads_the_fix() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tiny.ron");
    let good = morris_core::catalog::SHIPPED
        .iter()
        .find(|(id, _)| *id == "three-mens-morris")
        .unwrap()
        .1;
    let broken = good.replace(
        "    pieces: 3,",
        "    pieces: 3,\n    no_placing: [\"h9\"],",
    );
    assert_ne!(broken, good);
    std::fs::write(&path, &broken).unwrap();
    let mut h = app(humans("nine-mens-morris"));
    click(&mut h, "New game…");
    h.get_by_label("Open a rules file:").focus();
    h.run();
    h.get_by_label("Open a rules file:")
        .type_text(&path.display().to_string());
    h.run();
    click(&mut h, "Open");
    let origin = format!("{}:", path.display());
    let error = h.get_by_label_contains(&origin);
    let text = error
        .accesskit_node()
        .value()
        .unwrap_or_default()
        .to_string();
    assert!(text.contains("unknown point \"h9\""), "{text}");
    assert!(h.get_by_label("Start game").accesskit_node().is_disabled());
    std::fs::write(&path, good).unwrap();
    click(&mut h, "Reload");
    assert!(h.query_by_label_contains(&origin).is_none());
    click(&mut h, "Start game");
    assert_eq!(h.state().table().rules().point_count(), 9);
    assert_eq!(
        h.state().table().setup().variant,
        path.display().to_string()
    );
}

#[test]
fn the_computer_replies_and_undo_takes_back_its_reply_too() {
    let setup = GameSetup {
        variant: "nine-mens-morris".into(),
        white: PlayerKind::Human,
        black: PlayerKind::Ai {
            level: morris_ai::search::Level::WEAKEST,
        },
        ..GameSetup::default()
    };
    let mut h = app(setup);
    h.get_by_label("d6").click();
    wait_until(&mut h, |app| app.table().game().moves().len() == 2);
    assert!(h.state().table().human_to_move());
    click(&mut h, "Undo");
    assert!(
        moves(&h).is_empty(),
        "the reply and the move before it were taken back"
    );
    assert!(
        h.state().thinking().is_none(),
        "no thinking for a person's turn"
    );
}

#[test]
fn a_hint_and_the_analysis_come_back_from_the_worker() {
    let mut h = app(humans("three-mens-morris"));
    play(&mut h, &["a1", "a3", "b1"]);
    // The spinner repaints while the worker thinks, so step rather than run.
    h.get_by_label("Hint").click();
    wait_until(&mut h, |app| app.thinking().is_none());
    h.get_by_label("Hint: c1");
    h.get_by_label("Analysis").click();
    wait_until(&mut h, |app| app.analysis().is_some());
    // Black must block at c1: the analysis ranks it first, and every other move loses.
    let rows: Vec<String> = h
        .query_all_by_label_contains(" ")
        .filter_map(|n| n.accesskit_node().value())
        .filter(|v| v.len() == 22)
        .collect();
    assert_eq!(rows.len(), 6, "{rows:?}");
    assert!(rows[0].starts_with("c1 "), "{rows:?}");
    assert!(rows[1..].iter().all(|r| r.contains("loss")), "{rows:?}");
}

fn in_folder(setup: GameSetup, folder: &std::path::Path) -> Harness<'static, MorrisApp> {
    app_with(Settings {
        setup,
        last_folder: folder.display().to_string(),
        ..Settings::default()
    })
}

#[test]
fn a_game_saved_to_a_file_loads_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = in_folder(humans("six-mens-morris"), dir.path());
    play(&mut h, &["a1", "b2", "e1"]);
    click(&mut h, "Save…");
    click(&mut h, "Save");
    let text = std::fs::read_to_string(dir.path().join("six-mens-morris.txt")).unwrap();
    assert!(text.starts_with("[Variant \"six-mens-morris\"]"), "{text}");
    assert!(text.contains("1. a1 b2 2. e1 *"), "{text}");
    click(&mut h, "Undo");
    assert_eq!(moves(&h).len(), 2);
    load(&mut h, "six-mens-morris.txt");
    // The game on the board has moves: it is left only when the player says so.
    assert!(h.query_by_label("Load").is_none(), "the dialog closed");
    click(&mut h, "Leave it");
    assert_eq!(moves(&h), ["a1", "b2", "e1"]);
}

#[test]
fn saving_over_a_file_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("six-mens-morris.txt");
    std::fs::write(&file, "an older game").unwrap();
    let mut h = in_folder(humans("six-mens-morris"), dir.path());
    play(&mut h, &["a1"]);
    click(&mut h, "Save…");
    click(&mut h, "Save");
    h.get_by_label_contains("already exists. Replace it?");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "an older game");
    click(&mut h, "Cancel");
    click(&mut h, "Save");
    click(&mut h, "Replace");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("1. a1 *"), "{text}");
    assert!(h.query_by_label("Replace").is_none(), "the dialog closed");
}

/// A Nine Men's Morris game that has loaded `record` from a file through the
/// dialog; the folder lives as long as the returned guard.
fn loaded_record(record: &str) -> (tempfile::TempDir, Harness<'static, MorrisApp>) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("game.txt"), record).unwrap();
    let mut h = in_folder(humans("nine-mens-morris"), dir.path());
    load(&mut h, "game.txt");
    (dir, h)
}

#[test]
fn loading_a_bad_record_says_why_in_the_dialog() {
    let (_dir, h) = loaded_record("[Variant \"six-mens-morris\"]\n\n1. a1 a1 *\n");
    h.get_by_label_contains("cannot be played");
    assert_eq!(h.state().table().rules().id(), "nine-mens-morris");
}

#[test]
fn settings_and_the_game_in_progress_survive_a_restart() {
    let mut h = app(humans("five-mens-morris"));
    play(&mut h, &["a1", "b2"]);
    click(&mut h, "Dark theme");
    let settings = saved_settings(&mut h);
    assert_eq!(settings.theme, morris_gui::ThemeChoice::Dark);
    let h = app_with(settings);
    assert_eq!(h.state().table().rules().id(), "five-mens-morris");
    assert_eq!(moves(&h), ["a1", "b2"]);
}

#[test]
fn a_restored_game_keeps_the_comments_of_its_record() {
    let (_dir, mut h) =
        loaded_record("[Variant \"three-mens-morris\"]\n\n1. b2 a1 2. c1 {threatens a3} *\n");
    h.get_by_label("after 2. c1: threatens a3");
    let settings = saved_settings(&mut h);
    let h = app_with(settings);
    assert_eq!(moves(&h), ["b2", "a1", "c1"]);
    h.get_by_label("after 2. c1: threatens a3");
}

/// The settings the app saves on quitting, as eframe stores them.
fn saved_settings(h: &mut Harness<'_, MorrisApp>) -> Settings {
    let mut storage = MemoryStorage::default();
    eframe::App::save(h.state_mut(), &mut storage);
    eframe::get_value(&storage, eframe::APP_KEY).unwrap()
}

#[derive(Default)]
struct MemoryStorage(std::collections::HashMap<String, String>);

impl eframe::Storage for MemoryStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

#[test]
fn a_user_file_with_a_shipped_id_replaces_it_as_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let id = morris_testkit::write_shadowing_default(dir.path());
    let catalog = morris_core::catalog::Catalog::with_user_dir(Some(dir.path().to_path_buf()));
    let settings = Settings {
        setup: humans(id),
        ..Settings::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1100.0, 760.0))
        .build_eframe(move |cc| MorrisApp::with_catalog(&cc.egui_ctx, settings, catalog));
    h.run();
    assert_eq!(h.state().table().rules().pieces(), 8);
    assert_eq!(h.state().table().rules().id(), id);
}

#[test]
fn all_cores_reach_the_computers_thinking_and_are_remembered() {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let thinker: Thinker = {
        let seen = Arc::clone(&seen);
        Box::new(move |request, _, _| {
            seen.lock().unwrap().push(request.threads);
            Answer::Move(None)
        })
    };
    let settings = Settings {
        setup: humans("nine-mens-morris"),
        ..Settings::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1100.0, 760.0))
        .build_eframe(move |cc| MorrisApp::with_thinker(&cc.egui_ctx, settings, thinker));
    h.run();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let ask_hint = |h: &mut Harness<'_, MorrisApp>| {
        let before = seen.lock().unwrap().len();
        h.get_by_label("Hint").click();
        wait_until(h, |_| seen.lock().unwrap().len() > before);
        *seen.lock().unwrap().last().unwrap()
    };
    assert_eq!(ask_hint(&mut h), 1, "one thread by default");
    click(&mut h, "All cores");
    assert_eq!(ask_hint(&mut h), cores);
    let settings = saved_settings(&mut h);
    assert!(settings.all_cores);
    assert_eq!(settings.threads(), cores);
}

#[test]
fn a_loaded_record_is_played_by_the_players_it_names() {
    let perfect = PlayerKind::Ai {
        level: morris_ai::search::Level::Perfect,
    };
    let dir = tempfile::tempdir().unwrap();
    let records = [
        (
            "people.txt",
            "[White \"Ann\"]\n[Black \"Human\"]\n",
            PlayerKind::Human,
            PlayerKind::Human,
        ),
        ("untagged.txt", "", PlayerKind::Human, PlayerKind::Human),
        (
            "computer.txt",
            "[White \"Human\"]\n[Black \"Computer (level 4)\"]\n",
            PlayerKind::Human,
            PlayerKind::Ai {
                level: morris_ai::search::Level::Strength(4),
            },
        ),
    ];
    for (file, tags, white, black) in records {
        let text = format!("[Variant \"nine-mens-morris\"]\n{tags}\n1. d6 d2 *\n");
        std::fs::write(dir.path().join(file), text).unwrap();
        // The last game was against the perfect player, in another variant.
        let mut h = in_folder(
            GameSetup {
                variant: "round-merels".to_string(),
                white: PlayerKind::Human,
                black: perfect,
                ..GameSetup::default()
            },
            dir.path(),
        );
        load(&mut h, file);
        let table = h.state().table();
        assert_eq!(table.rules().id(), "nine-mens-morris");
        assert_eq!(
            (table.player(Color::White), table.player(Color::Black)),
            (white, black),
            "{file}"
        );
        if black.is_human() {
            h.step();
            h.run();
            assert_eq!(moves(&h), ["d6", "d2"], "{file}: nobody plays for a person");
            h.get_by_label("Black: Human");
        }
    }
}

#[test]
fn the_new_game_dialog_always_shows_who_plays_a_side() {
    // A perfect player chosen for a variant without its table here.
    let perfect = PlayerKind::Ai {
        level: morris_ai::search::Level::Perfect,
    };
    let mut h = app(GameSetup {
        variant: "nine-mens-morris".to_string(),
        white: PlayerKind::Human,
        black: perfect,
        ..GameSetup::default()
    });
    click(&mut h, "New game…");
    let radio = h.get_by_label("Black perfect");
    let node = radio.accesskit_node();
    let chosen =
        node.toggled() == Some(egui::accesskit::Toggled::True) || node.is_selected() == Some(true);
    assert!(chosen, "the side's choice is shown");
}

#[test]
fn a_records_comments_say_before_or_after_and_its_variations_are_shown() {
    let (_dir, h) = loaded_record(
        "[Variant \"three-mens-morris\"]\n\n1. b2 {the centre} a1 (1... a3 2. c1) 2. {now} c1 *\n",
    );
    assert_eq!(moves(&h), ["b2", "a1", "c1"]);
    h.get_by_label("after 1. b2: the centre");
    h.get_by_label("before 2. c1: now");
    h.get_by_label("instead of 1... a1: 1... a3 2. c1");
}

#[test]
fn a_rule_that_acts_says_so_in_the_status_line() {
    let mut h = app(humans("dooz"));
    // White's g1 closes a1-d1-g1 while placing: in Dooz the mill takes a
    // piece from Black's hand instead of one from the board.
    play(&mut h, &["a1", "b2", "d1", "d2", "g1"]);
    let table = h.state().table();
    assert_eq!(table.game().position().in_hand(Color::Black), 9);
    assert!(
        table
            .status()
            .starts_with("The mill takes a piece from Black's hand. Black to move"),
        "{}",
        table.status()
    );
    h.get_by_label_contains("The mill takes a piece from Black's hand.");
    // The next turn does nothing special, and nothing more is said.
    play(&mut h, &["a7"]);
    assert!(
        h.state().table().status().starts_with("White to move"),
        "{}",
        h.state().table().status()
    );
}

#[test]
fn the_board_is_not_played_while_a_dialog_is_open() {
    let mut h = app(humans("nine-mens-morris"));
    click(&mut h, "New game…");
    click(&mut h, "a1");
    assert!(moves(&h).is_empty(), "{:?}", moves(&h));
    click(&mut h, "Cancel");
    click(&mut h, "a1");
    assert_eq!(moves(&h), ["a1"]);
}

#[test]
fn a_game_in_progress_is_not_left_for_a_file_without_asking() {
    let three = include_str!("../../../rules/three-mens-morris.ron");
    let mut h = app(humans("nine-mens-morris"));
    // No move yet: nothing to lose, the file opens at once.
    h.state_mut().open_bytes("my-three.ron", three.as_bytes());
    h.run();
    assert_eq!(h.state().table().rules().id(), "my-three");
    play(&mut h, &["a1"]);

    // A broken file is refused at once, and the game stays.
    h.state_mut()
        .open_bytes("broken.ron", b"(name: \"x\", points: [])");
    h.run();
    assert!(h.query_by_label("Leave the game in progress?").is_none());
    assert_eq!(moves(&h).len(), 1);

    h.state_mut().open_bytes(
        "nine.ron",
        include_bytes!("../../../rules/nine-mens-morris.ron"),
    );
    h.run();
    h.get_by_label_contains("The rules file nine.ron starts another game");
    h.get_by_label_contains("(1 move) will be gone");
    assert!(
        h.state()
            .live_text()
            .contains("Leave the game in progress?")
    );
    click(&mut h, "Keep playing");
    assert_eq!(
        (h.state().table().rules().id(), moves(&h).len()),
        ("my-three", 1)
    );
    assert!(h.query_by_label("Keep playing").is_none());

    h.state_mut().open_bytes(
        "nine.ron",
        include_bytes!("../../../rules/nine-mens-morris.ron"),
    );
    h.run();
    click(&mut h, "Leave it");
    assert_eq!(
        (h.state().table().rules().id(), moves(&h).len()),
        ("nine", 0)
    );
}

#[test]
fn the_new_game_dialog_shows_its_buttons_without_the_pointer_moving() {
    let mut h = app(humans("nine-mens-morris"));
    // A page draws a frame only when something happens: after the click,
    // two frames must show the dialog whole, as it stays.
    h.get_by_label("New game…").click();
    h.step();
    h.step();
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1100.0, 760.0));
    let early: Vec<egui::Rect> = ["Start game", "Cancel"]
        .iter()
        .map(|label| h.get_by_label(label).rect())
        .collect();
    h.run();
    for (label, early) in ["Start game", "Cancel"].iter().zip(early) {
        let settled = h.get_by_label(label).rect();
        assert!(window.contains_rect(settled), "{label} at {settled:?}");
        assert_eq!(early, settled, "{label} moved after the second frame");
    }
}
