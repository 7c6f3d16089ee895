//! The desktop game in French: the labels a player reads, and the language
//! chosen in the menu and remembered. (A test binary of its own: choosing in
//! the menu switches the whole process's language.)

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use morris_gui::{GameSetup, MorrisApp, PlayerKind, Settings};

fn settings(language: Option<&str>) -> Settings {
    Settings {
        setup: GameSetup {
            variant: "six-mens-morris".to_string(),
            white: PlayerKind::Human,
            black: PlayerKind::Human,
            ..GameSetup::default()
        },
        language: language.map(String::from),
        ..Settings::default()
    }
}

fn app(settings: Settings) -> Harness<'static, MorrisApp> {
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1100.0, 760.0))
        .build_eframe(move |cc| MorrisApp::with_settings(&cc.egui_ctx, settings));
    harness.run();
    harness
}

#[test]
fn a_french_player_reads_french() {
    morris_i18n::with_language("fr", || {
        let mut h = app(settings(None));
        // Undo is not Cancel: "Annuler" is the dialogs' word only.
        for label in ["Nouvelle partie…", "Reprendre le coup", "Indice", "Coups"] {
            h.get_by_label(label);
        }
        assert!(h.query_by_label("Annuler").is_none());
        h.get_by_label("Moulin à six");
        h.get_by_label_contains("Au trait\u{202f}: Blanc, posez un pion (6 en main)");
        h.get_by_label("b2").click();
        h.run();
        h.get_by_label("b2").click();
        h.run();
        h.get_by_label("b2 est déjà occupé");
        h.get_by_label("Nouvelle partie…").click();
        h.run();
        for label in [
            "Variante",
            "Commencer",
            "Blanc humain",
            "Noir ordinateur",
            "Moulin à neuf",
        ] {
            h.get_by_label(label);
        }
    })
    .unwrap();
}

#[test]
fn the_language_menu_switches_and_is_remembered() {
    let mut h = app(settings(Some("en")));
    h.get_by_label("Undo");
    h.get_by_role(egui::accesskit::Role::ComboBox).click();
    h.run();
    h.get_by_label("Français").click();
    h.run();
    h.get_by_label("Reprendre le coup");
    assert_eq!(h.state().settings().language.as_deref(), Some("fr"));
    // Back to English for anything else this process runs.
    morris_i18n::set_language("en").unwrap();
}
