//! The language chosen in the folded tool bar's menu. A test binary of its
//! own, since the language in use is the whole program's.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use morris_gui::{GameSetup, MorrisApp, PlayerKind, Settings};

#[test]
fn the_language_is_chosen_in_the_folded_menu() {
    let settings = Settings {
        setup: GameSetup {
            variant: "nine-mens-morris".to_string(),
            white: PlayerKind::Human,
            black: PlayerKind::Human,
            ..GameSetup::default()
        },
        language: Some("en".to_string()),
        ..Settings::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(400.0, 300.0))
        .build_eframe(move |cc| MorrisApp::with_settings(&cc.egui_ctx, settings));
    h.run();
    for label in ["Menu", "View", "Language", "Français"] {
        h.get_by_label(label).click();
        h.run();
    }
    assert_eq!(h.state().settings().language.as_deref(), Some("fr"));
    // Back again, from the French menu.
    for label in ["Menu", "Affichage", "Langue", "English"] {
        h.get_by_label(label).click();
        h.run();
    }
    assert_eq!(h.state().settings().language.as_deref(), Some("en"));
}
