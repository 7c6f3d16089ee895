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

#[test]
fn a_missing_or_unreadable_record_is_said_in_french() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("binaire.txt"), [0xff, 0xfe, 0x00, 0x80]).unwrap();
    morris_i18n::with_language("fr", || {
        let mut settings = settings(None);
        settings.last_folder = dir.path().display().to_string();
        let mut h = app(settings);
        for (name, why) in [
            ("absente.txt", "fichier ou dossier introuvable"),
            ("binaire.txt", "ce n’est pas du texte (UTF-8)"),
        ] {
            h.get_by_label("Ouvrir…").click();
            h.run();
            let field = h.get_by_label("Nom du fichier (ou chemin complet)\u{202f}:");
            field.focus();
            field.type_text(name);
            h.run();
            h.get_by_role_and_label(egui::accesskit::Role::Button, "Ouvrir")
                .click();
            h.run();
            h.get_by_label_contains(why);
            assert!(h.query_by_label_contains("os error").is_none());
            h.key_press(egui::Key::Escape);
            h.run();
        }
    })
    .unwrap();
}

#[test]
fn a_missing_rules_file_is_said_in_french() {
    morris_i18n::with_language("fr", || {
        let mut h = app(settings(None));
        h.get_by_label("Nouvelle partie…").click();
        h.run();
        let field = h.get_by_label("Ouvrir un fichier de règles\u{202f}:");
        field.focus();
        field.type_text("/nulle/part/variante.ron");
        h.run();
        h.get_by_role_and_label(egui::accesskit::Role::Button, "Ouvrir")
            .click();
        h.run();
        h.get_by_label_contains("fichier ou dossier introuvable");
        assert!(h.query_by_label_contains("os error").is_none());
    })
    .unwrap();
}

#[test]
fn a_rule_that_acts_is_said_in_french() {
    morris_i18n::with_language("fr", || {
        let mut h = app(Settings {
            setup: GameSetup {
                variant: "dooz".to_string(),
                ..settings(None).setup
            },
            ..settings(None)
        });
        for point in ["a1", "b2", "d1", "d2", "g1"] {
            h.get_by_label(point).click();
            h.run();
        }
        h.get_by_label_contains("Le moulin prend un pion dans la main de Noir.");
    })
    .unwrap();
}

#[test]
fn puzzles_speak_french() {
    morris_i18n::with_language("fr", || {
        let mut h = app(settings(None));
        h.get_by_label("Apprendre").click();
        h.run();
        h.get_by_label("Problèmes").click();
        h.run();
        h.get_by_label_contains("Le problème du jour.");
        h.get_by_label_contains("Série\u{202f}: 0\u{202f}; votre classement 1500");
        h.get_by_label("Un indice").click();
        h.run();
        h.get_by_label_contains("Thème\u{202f}:");
        for label in ["Problème suivant", "Retour à la partie", "Thème"] {
            h.get_by_label(label);
        }
    })
    .unwrap();
}
