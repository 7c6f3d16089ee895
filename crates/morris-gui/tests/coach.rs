//! The coach driven headless: on by default against the computer below
//! level 4, it says the mill a person leaves open before the computer
//! replies; switched off, it is quiet; the threats are listed on request.

mod common;

use common::{click, started};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use morris_gui::{GameSetup, MorrisApp, PlayerKind, Settings};

fn app(black: PlayerKind, coach: Option<bool>) -> Harness<'static, MorrisApp> {
    app_with(black, coach, false)
}

fn app_with(
    black: PlayerKind,
    coach: Option<bool>,
    show_threats: bool,
) -> Harness<'static, MorrisApp> {
    let settings = Settings {
        show_threats,
        setup: GameSetup {
            variant: "nine-mens-morris".to_string(),
            white: PlayerKind::Human,
            black,
            ..GameSetup::default()
        },
        coach,
        ..Settings::default()
    };
    started(settings, 1100.0, 800.0)
}

/// White a1, Black d7, White g7, Black d6: Black threatens d5.
fn black_threatens_d5(h: &mut Harness<'_, MorrisApp>) {
    for p in ["a1", "d7", "g7", "d6"] {
        click(h, p);
    }
}

#[test]
fn the_coach_speaks_against_a_weak_computer_and_can_be_switched_off() {
    let level = |n: &str| PlayerKind::Ai {
        level: n.parse().unwrap(),
    };
    let h = app(level("2"), None);
    assert!(h.state().coach_on());
    let h = app(level("5"), None);
    assert!(!h.state().coach_on());
    let h = app(level("2"), Some(false));
    assert!(!h.state().coach_on());
}

#[test]
fn a_mill_left_open_is_said_after_the_turn() {
    // Two people, the coach asked for: every turn is a person's.
    let mut h = app(PlayerKind::Human, Some(true));
    black_threatens_d5(&mut h);
    click(&mut h, "b2");
    h.get_by_label_contains("Black can close");
    assert!(
        h.state().live_text().contains("d5"),
        "{}",
        h.state().live_text()
    );

    // Blocking the mill is not remarked on.
    let mut blocked = app(PlayerKind::Human, Some(true));
    black_threatens_d5(&mut blocked);
    click(&mut blocked, "d5");
    assert!(blocked.query_by_label_contains("can close").is_none());

    let mut quiet = app(PlayerKind::Human, Some(false));
    black_threatens_d5(&mut quiet);
    click(&mut quiet, "b2");
    assert!(quiet.query_by_label_contains("can close").is_none());
}

#[test]
fn the_threats_are_listed_on_request() {
    let mut h = app_with(PlayerKind::Human, Some(false), true);
    black_threatens_d5(&mut h);
    let live = h.state().live_text();
    assert!(live.contains("Black can close"), "{live}");
    assert!(live.contains("White has no mill to close"), "{live}");
}
