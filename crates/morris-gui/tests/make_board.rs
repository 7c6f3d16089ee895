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

#[test]
fn a_file_beside_the_front_is_named_before_it_is_replaced_and_a_folder_there_stops_both() {
    let dir = tempfile::tempdir().unwrap();
    let back = dir.path().join("six-back.svg");
    std::fs::write(&back, "mine").unwrap();
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
    click(&mut h, "Laser cutter's files (SVG)…");
    let front = dir.path().join("six.svg");
    save_as(&mut h, &front);
    // The back the player did not name is named, and nothing is written yet.
    let question = format!("{} already exists. Replace it?", back.display());
    h.get_by_label(&question);
    assert!(!front.exists());
    assert_eq!(std::fs::read_to_string(&back).unwrap(), "mine");
    h.get_all_by_label("Cancel").last().unwrap().click();
    h.run();
    assert!(h.query_by_label(&question).is_none());
    assert_eq!(std::fs::read_to_string(&back).unwrap(), "mine");
    // Asked again, and replaced once the player says yes.
    save_as(&mut h, &front);
    h.get_by_label(&question);
    click(&mut h, "Replace");
    assert!(std::fs::read_to_string(&front).unwrap().contains("<svg"));
    assert!(
        std::fs::read_to_string(&back)
            .unwrap()
            .contains("inkscape:label=\"Cut\"")
    );

    // A folder where the back goes: refused, said, and the front not written.
    std::fs::create_dir(dir.path().join("fold-back.svg")).unwrap();
    click(&mut h, "Variants");
    click(&mut h, "Make this board…");
    click(&mut h, "Laser cutter's files (SVG)…");
    let fold = dir.path().join("fold.svg");
    save_as(&mut h, &fold);
    let said = format!(
        "cannot write {}: it is a folder",
        dir.path().join("fold-back.svg").display()
    );
    h.get_by_label_contains(&said);
    assert!(!fold.exists());
}
