//! The desktop game without a mouse: arrows and Enter on the board, turns
//! typed in the move field, and what the game announces, in English and
//! French. (A test binary of its own: the French test switches the
//! process's language.)

mod common;

use common::{started, wait_until};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use morris_core::move_text;
use morris_gui::{GameSetup, MorrisApp, PlayerKind, Settings};

fn settings(variant: &str, black: PlayerKind) -> Settings {
    Settings {
        setup: GameSetup {
            variant: variant.to_string(),
            white: PlayerKind::Human,
            black,
            ..GameSetup::default()
        },
        ..Settings::default()
    }
}

/// Presses `key` and runs the frames that follow (the move field's cursor
/// blinks: the app never quite settles while it has the keyboard).
fn press(h: &mut Harness<'_, MorrisApp>, key: Key) {
    h.key_press(key);
    h.run_ok();
}

/// Types `text` in the move field (reached with `/`) and plays it with Enter.
fn type_turn(h: &mut Harness<'_, MorrisApp>, text: &str) {
    press(h, Key::Slash);
    h.get_by_label("Move or command:").type_text(text);
    h.run_ok();
    press(h, Key::Enter);
}

fn focused_point(h: &Harness<'_, MorrisApp>) -> Option<String> {
    let rules = h.state().table().rules().clone();
    rules
        .points()
        .map(|p| rules.point_name(p).to_string())
        .find(|name| h.get_by_label(name).is_focused())
}

#[test]
fn arrows_walk_the_board_and_enter_plays_where_the_focus_is() {
    let mut h = started(
        settings("nine-mens-morris", PlayerKind::Human),
        1100.0,
        760.0,
    );
    // An arrow with nothing focused enters the board at its centre's nearest point.
    press(&mut h, Key::ArrowUp);
    let entered = focused_point(&h).expect("the board has the keyboard");
    for key in [Key::ArrowLeft, Key::ArrowLeft, Key::ArrowLeft] {
        press(&mut h, key);
    }
    assert_eq!(focused_point(&h).as_deref(), Some("a4"), "from {entered}");
    press(&mut h, Key::ArrowUp);
    assert_eq!(focused_point(&h).as_deref(), Some("a7"));
    press(&mut h, Key::Enter);
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::Space);
    assert_eq!(h.state().table().move_texts(), ["a7", "d7"]);
    // The point says what stands on it, its name staying its label.
    let a7 = h.get_by_label("a7");
    assert_eq!(a7.accesskit_node().description().as_deref(), Some("White"));
}

#[test]
fn a_game_against_level_1_is_played_to_its_end_with_keys_only() {
    let level_1 = PlayerKind::Ai {
        level: morris_ai::search::Level::WEAKEST,
    };
    let mut h = started(settings("three-mens-morris", level_1), 1100.0, 760.0);
    let mut keystrokes = 0;
    let mut turns = 0;
    while h.state().table().game().outcome().is_none() {
        assert!(turns < 200, "no end after 200 turns");
        wait_until(&mut h, |app| {
            app.table().human_to_move() || app.table().game().outcome().is_some()
        });
        if h.state().table().game().outcome().is_some() {
            break;
        }
        let game = h.state().table().game().clone();
        let legal = game.legal_moves();
        // A turn that closes a mill wins Three Men's Morris; else any, in turn.
        let closes = legal.iter().find(|mv| {
            let mut after = game.clone();
            after.play(**mv).is_ok() && after.outcome().is_some()
        });
        let mv = *closes.unwrap_or(&legal[turns % legal.len()]);
        let text = move_text(game.rules(), mv);
        type_turn(&mut h, &text);
        keystrokes += 2 + text.chars().count();
        // Played (and the computer may have answered already).
        let played = h
            .state()
            .table()
            .game()
            .moves()
            .get(game.moves().len())
            .copied();
        assert_eq!(played, Some(mv), "{text}");
        turns += 1;
    }
    // The last turn is announced, and the result in the status line.
    let game = h.state().table().game().clone();
    let last = morris_i18n::spoken::turn(
        &game,
        game.moves().len() - 1,
        Some(morris_core::Color::White),
    )
    .unwrap();
    h.get_by_label_contains(&last);
    h.get_by_label_contains(&h.state().table().status());
    println!(
        "measured: a game of Three Men's Morris against level 1 by keyboard: {turns} turns, {keystrokes} keystrokes"
    );
}

#[test]
fn the_field_refuses_a_bad_move_and_answers_the_words() {
    let mut h = started(
        settings("nine-mens-morris", PlayerKind::Human),
        1100.0,
        760.0,
    );
    for turn in ["a7", "a4", "d7", "b4"] {
        type_turn(&mut h, turn);
    }
    type_turn(&mut h, "d7");
    assert_eq!(h.state().table().game().moves().len(), 4);
    let why = h
        .state()
        .table()
        .complaint()
        .expect("a taken point is refused")
        .to_string();
    assert!(why.contains("d7"), "{why}");
    h.get_by_label(&why);
    type_turn(&mut h, "threats");
    h.get_by_label_contains("White can close a7–d7–g7 with g7.");
    type_turn(&mut h, "pieces");
    h.get_by_label_contains("White: 2 on the board (a7, d7), 7 in hand.");
    type_turn(&mut h, "lines g7");
    h.get_by_label_contains("Through g7: a7 White, d7 White, g7 empty.");
    type_turn(&mut h, "clocks");
    h.get_by_label_contains("No clocks in this game.");
    // Alone, `lines` is about the point the keyboard was last on.
    type_turn(&mut h, "lines");
    h.get_by_label_contains("lines needs a point");
    press(&mut h, Key::Escape);
    press(&mut h, Key::ArrowUp);
    let on = focused_point(&h).expect("the board has the keyboard");
    type_turn(&mut h, "lines");
    h.get_by_label_contains(&format!("Through {on}: "));
}

#[test]
fn a_mill_with_its_removal_is_announced_in_english_and_in_french() {
    for (language, said) in [
        (
            "en",
            "White places on g7, closes a mill and removes Black's piece on a4.",
        ),
        (
            "fr",
            "Blanc pose un pion en g7, forme un moulin et retire le pion de Noir en a4.",
        ),
    ] {
        morris_i18n::with_language(language, || {
            let mut h = started(
                settings("nine-mens-morris", PlayerKind::Human),
                1100.0,
                760.0,
            );
            let field = if language == "en" {
                "Move or command:"
            } else {
                "Coup ou commande\u{202f}:"
            };
            for turn in ["a7", "a4", "d7", "b4", "g7xa4"] {
                press(&mut h, Key::Slash);
                h.get_by_label(field).type_text(turn);
                h.run_ok();
                press(&mut h, Key::Enter);
            }
            h.get_by_label_contains(said);
        })
        .unwrap();
    }
}
