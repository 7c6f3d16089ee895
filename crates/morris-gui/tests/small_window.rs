//! The desktop game in a small window (400×300, 500×400): the board keeps
//! most of the room, the tool bar folds into a menu with every action still
//! there, the side panel opens on demand, and dialogs fit inside the window
//! and close with Esc.

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use morris_gui::{GameSetup, MorrisApp, PlayerKind, Settings};

fn app(width: f32, height: f32) -> Harness<'static, MorrisApp> {
    let settings = Settings {
        setup: GameSetup {
            variant: "nine-mens-morris".to_string(),
            white: PlayerKind::Human,
            black: PlayerKind::Human,
            ..GameSetup::default()
        },
        language: Some("en".to_string()),
        last_folder: std::env::temp_dir().display().to_string(),
        ..Settings::default()
    };
    let mut harness = Harness::builder()
        .with_size(egui::vec2(width, height))
        .build_eframe(move |cc| MorrisApp::with_settings(&cc.egui_ctx, settings));
    harness.run();
    harness
}

fn click(h: &mut Harness<'_, MorrisApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Asserts that the widget labelled `label` is drawn wholly inside the window.
fn inside(h: &Harness<'_, MorrisApp>, label: &str, width: f32, height: f32) {
    let rect = h.get_by_label(label).rect();
    assert!(
        rect.min.x >= 0.0 && rect.min.y >= 0.0 && rect.max.x <= width && rect.max.y <= height,
        "{label} at {rect:?} is not inside the {width}×{height} window"
    );
}

#[test]
fn at_400_by_300_every_tool_bar_action_is_in_reach() {
    let (w, h_) = (400.0, 300.0);
    let mut h = app(w, h_);
    for label in ["Menu", "Undo", "Redo"] {
        inside(&h, label, w, h_);
    }
    click(&mut h, "Menu");
    for label in ["New game…", "Hint", "Analysis", "Review", "Save…", "Load…"] {
        inside(&h, label, w, h_);
    }
    click(&mut h, "View");
    for label in ["Point names", "All cores", "Dark theme"] {
        inside(&h, label, w, h_);
    }
    inside(&h, "Language", w, h_);
    click(&mut h, "Dark theme");
    assert_eq!(
        h.state().settings().theme,
        morris_gui::ThemeChoice::Dark,
        "an item of the menu works"
    );
}

#[test]
fn at_400_by_300_the_board_keeps_most_of_the_window() {
    let mut h = app(400.0, 300.0);
    let a1 = h.get_by_label("a1").rect().center();
    let g7 = h.get_by_label("g7").rect().center();
    // Three quarters of the height left after the tool bar and the status line.
    assert!(g7.x - a1.x > 150.0 && a1.y - g7.y > 150.0, "{a1:?} {g7:?}");
    assert!(
        h.query_by_label("Start position").is_none(),
        "the side panel is closed"
    );
    click(&mut h, "Players and moves");
    h.get_by_label("Start position");
    click(&mut h, "Players and moves");
    assert!(h.query_by_label("Start position").is_none());
}

#[test]
fn dialogs_fit_a_small_window_and_close_with_escape() {
    for (w, h_) in [(400.0, 300.0), (500.0, 400.0)] {
        let mut h = app(w, h_);
        click(&mut h, "Menu");
        click(&mut h, "New game…");
        for label in ["Start game", "Cancel"] {
            inside(&h, label, w, h_);
        }
        h.key_press(Key::Escape);
        h.run();
        assert!(h.query_by_label("Start game").is_none(), "Esc closes it");

        click(&mut h, "Menu");
        click(&mut h, "Load…");
        for label in ["Load", "Cancel"] {
            inside(&h, label, w, h_);
        }
        h.key_press(Key::Escape);
        h.run();
        assert!(h.query_by_label("Load").is_none(), "Esc closes it");
    }
}

#[test]
fn a_wide_window_keeps_every_button_in_one_row_and_the_side_panel_open() {
    let mut h = app(1100.0, 760.0);
    assert!(h.query_by_label("Menu").is_none());
    h.get_by_label("Start position");
    let undo = h.get_by_label("Undo").rect();
    let theme = h.get_by_label("Dark theme").rect();
    assert!((undo.center().y - theme.center().y).abs() < 4.0, "one row");
    // Narrowed, the same app folds its tool bar.
    h.set_size(egui::vec2(500.0, 400.0));
    h.run();
    h.get_by_label("Menu");
}

/// A phone held upright (390×844): the board takes the width, the hands a
/// row above and below it, and the side panel opens under the board.
#[test]
fn a_window_held_upright_gives_the_board_its_width() {
    let (width, height) = (390.0, 844.0);
    let mut h = app(width, height);
    let span = |h: &Harness<'_, MorrisApp>| {
        let at = |name| h.state().point_position(name).unwrap();
        (at("g1").x - at("a1").x, at("a1").y - at("a7").y)
    };
    // Nine Men's Morris: the points span 6 of the board's 7.5 units.
    let (across, down) = span(&h);
    assert!(across / 0.8 >= 0.9 * width, "the board is {across} wide");
    assert!((across - down).abs() < 1.0, "square: {across} by {down}");
    click(&mut h, "Players and moves");
    let (across, _) = span(&h);
    assert!(across / 0.8 >= 0.5 * width, "with the panel open: {across}");
    inside(&h, "Players and moves", width, height);
}
