//! "Make this board…": the variant on the board saved as a laser cutter's
//! files and as a print-and-play PDF, through the app's file dialog.

mod common;

use common::{click, started};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use morris_gui::{GameSetup, MorrisApp, Settings};

fn save_as(h: &mut Harness<'_, MorrisApp>, path: &std::path::Path) {
    let field = "File name (or a full path):";
    h.get_by_label(field).focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label(field).type_text(&path.display().to_string());
    h.run();
    h.get_all_by_label("Save").last().unwrap().click();
    h.run();
}

#[test]
fn the_boards_laser_files_and_pdf_are_saved_where_the_player_says() {
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        setup: GameSetup {
            variant: "six-mens-morris".to_string(),
            ..GameSetup::default()
        },
        ..Settings::default()
    };
    let mut h = started(settings, 1280.0, 900.0);
    click(&mut h, "Variants");
    click(&mut h, "Make this board…");
    h.get_by_label_contains("Make the board of Six Men's Morris");
    click(&mut h, "Laser cutter's files (SVG)…");
    let svg = dir.path().join("six.svg");
    save_as(&mut h, &svg);
    let front = std::fs::read_to_string(&svg).unwrap();
    assert!(
        front.contains("<title>Six Men's Morris — morris</title>"),
        "{front}"
    );
    let back = std::fs::read_to_string(dir.path().join("six-back.svg")).unwrap();
    assert!(back.contains("inkscape:label=\"Cut\""));
    h.get_by_label_contains("Written: ");

    click(&mut h, "Variants");
    click(&mut h, "Make this board…");
    click(&mut h, "Letter");
    click(&mut h, "Print and play (PDF)…");
    let pdf = dir.path().join("six.pdf");
    save_as(&mut h, &pdf);
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF-"));
    assert!(
        h.query_by_label_contains("Make the board of").is_none(),
        "the form closed"
    );
}
