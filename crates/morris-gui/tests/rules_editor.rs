//! The rules editor, driven as a player drives it: a variant opened, broken
//! and mended in the text, checked as it is typed, played and kept.

mod common;

use common::{click, started_as};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use morris_core::catalog::Catalog;
use morris_gui::{MorrisApp, Settings};

const TEXT: &str = "The rules file (every field is explained in docs/rules-format.md)";

/// The app with `dir` as the user's rules folder.
fn app_with_folder(dir: &std::path::Path) -> Harness<'static, MorrisApp> {
    let dir = dir.to_path_buf();
    started_as(1280.0, 900.0, move |ctx| {
        MorrisApp::with_catalog(ctx, Settings::default(), Catalog::with_user_dir(Some(dir)))
    })
}

/// The editor's text, as the screen reader reads it.
fn text_of(h: &Harness<'_, MorrisApp>) -> String {
    let node = h.get_by_label(TEXT);
    node.accesskit_node()
        .value()
        .unwrap_or_default()
        .to_string()
}

/// Replaces the whole text, as a player selecting all and typing would.
fn type_over(h: &mut Harness<'_, MorrisApp>, text: &str) {
    h.get_by_label(TEXT).focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label(TEXT).type_text(text);
    h.run();
}

/// The line and column (from 1, in characters) where `needle` starts in `text`.
fn place_of(text: &str, needle: &str) -> (usize, usize) {
    let at = text.find(needle).expect("the text holds it");
    let line = text[..at].matches('\n').count() + 1;
    let col = text[..at].rsplit('\n').next().unwrap().chars().count() + 1;
    (line, col)
}

#[test]
fn a_variant_is_broken_mended_played_and_saved_from_the_editor() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_with_folder(dir.path());
    click(&mut h, "Variants");
    click(&mut h, "Edit this variant…");
    let shipped = text_of(&h);
    assert!(shipped.contains("name: \"Nine Men's Morris\""), "{shipped}");
    h.get_by_label_contains("No problems: Nine Men's Morris, 24 points, 16 mills");

    // A broken number: the problem is said at its line and column, and the
    // variant cannot be played.
    let broken = shipped
        .replacen("name: \"Nine Men's Morris\"", "name: \"My Nine\"", 1)
        .replacen("pieces: 9,", "pieces: 0,", 1);
    type_over(&mut h, &broken);
    assert_eq!(text_of(&h), broken);
    let (line, col) = place_of(&broken, "pieces: 0");
    let col = col + "pieces: ".len();
    h.get_by_label_contains(&format!(
        "my-nine-mens-morris.ron:{line}:{col}: pieces is 0; it must be from 1 to 32"
    ));
    h.get_by_label_contains("problems: they are underlined in the text");
    assert!(
        h.get_by_label("Play it with two players")
            .accesskit_node()
            .is_disabled()
    );

    // Mended: ten pieces each, the board drawn, and saved to the folder.
    let mended = broken.replacen("pieces: 0,", "pieces: 10,", 1);
    type_over(&mut h, &mended);
    h.get_by_label_contains("No problems: My Nine, 24 points, 16 mills");
    click(&mut h, "Save");
    let saved = dir.path().join("my-nine-mens-morris.ron");
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), mended);
    h.get_by_label_contains("Saved to ");

    // Played at once, two players at the board.
    click(&mut h, "Play it with two players");
    let rules = h.state().table().rules().clone();
    assert_eq!(rules.name(), "My Nine");
    assert_eq!(rules.pieces(), 10);
    assert!(
        h.query_by_label(TEXT).is_none(),
        "the editor gave way to the board"
    );
    click(&mut h, "a1");
    assert_eq!(h.state().table().game().moves().len(), 1);

    // Kept: a new game offers it from the rules folder.
    click(&mut h, "New game…");
    h.get_by_label("my-nine-mens-morris (your file)");
}

#[test]
fn a_new_variant_starts_from_a_board_and_keeps_what_was_typed() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_with_folder(dir.path());
    click(&mut h, "Variants");
    click(&mut h, "New variant…");
    let text = text_of(&h);
    assert!(text.contains("board \"three-squares\""), "{text}");
    h.get_by_label_contains("No problems: My variant, 24 points, 16 mills");
    // An unknown point in a line: underlined and listed where it stands.
    let broken = text.replacen("[\"a7\", \"d7\", \"g7\"]", "[\"a7\", \"d7\", \"h9\"]", 1);
    type_over(&mut h, &broken);
    let (line, col) = place_of(&broken, "\"h9\"");
    h.get_by_label_contains(&format!("my-variant.ron:{line}:{col}: "));
    // Back to the game and again to a new variant: the unsaved text is still there.
    click(&mut h, "Back to the game");
    assert!(h.query_by_label(TEXT).is_none());
    click(&mut h, "Variants");
    click(&mut h, "New variant…");
    assert_eq!(text_of(&h), broken);
    h.get_by_label_contains("Your variant is not saved yet");
}

#[test]
fn a_save_over_a_file_it_did_not_open_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let theirs = dir.path().join("my-variant.ron");
    std::fs::write(&theirs, "// someone else's\n").unwrap();
    let mut h = app_with_folder(dir.path());
    click(&mut h, "Variants");
    click(&mut h, "New variant…");
    click(&mut h, "Save");
    h.get_by_label_contains("already exists. Replace it?");
    assert_eq!(
        std::fs::read_to_string(&theirs).unwrap(),
        "// someone else's\n"
    );
    click(&mut h, "Replace");
    assert_eq!(std::fs::read_to_string(&theirs).unwrap(), text_of(&h));
}

#[test]
fn the_board_is_changed_with_the_mouse_and_the_text_follows() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_with_folder(dir.path());
    click(&mut h, "Variants");
    click(&mut h, "New variant…");
    click(&mut h, "Change the board");
    let before = text_of(&h);

    // A point deleted: its entry and its place in the lines go.
    click(&mut h, "Delete");
    click(&mut h, "a1");
    let text = text_of(&h);
    assert!(!text.contains("\"a1\""), "{text}");
    assert!(text.contains("[\"g1\", \"d1\"]"), "{text}");
    assert!(text.contains("// Outer square."), "the comments stay");

    // A line drawn through three points, the last clicked twice to finish it.
    click(&mut h, "Draw a line");
    for point in ["a7", "b6", "c5", "c5"] {
        click(&mut h, point);
    }
    assert!(
        text_of(&h).contains("[\"a7\", \"b6\", \"c5\"],"),
        "{}",
        text_of(&h)
    );

    // A point renamed everywhere it is named.
    click(&mut h, "Rename");
    click(&mut h, "g7");
    let field = h.get_by_label("New name for g7");
    field.focus();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("New name for g7").type_text("top");
    h.run();
    click(&mut h, "Rename it");
    let text = text_of(&h);
    assert!(!text.contains("\"g7\""), "{text}");
    assert!(text.contains("(name: \"top\", x: 6, y: 6)"), "{text}");
    assert!(text.contains("[\"a7\", \"d7\", \"top\"]"), "{text}");
    assert_ne!(text, before);

    // The board as the game draws it, and the game itself, follow the text.
    h.get_by_label_contains("No problems: My variant, 23 points");
    click(&mut h, "Play it with two players");
    assert!(h.state().table().rules().point_by_name("top").is_some());
    assert!(h.state().table().rules().point_by_name("a1").is_none());
}

#[test]
fn a_file_on_a_named_board_writes_the_board_out_to_change_it() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("tiny.ron"),
        "(board: \"three-by-three\", name: \"Tiny\", pieces: 3)",
    )
    .unwrap();
    let settings = Settings {
        setup: morris_gui::GameSetup {
            variant: "tiny".to_string(),
            ..Default::default()
        },
        ..Settings::default()
    };
    let folder = dir.path().to_path_buf();
    let mut h = started_as(1280.0, 900.0, move |ctx| {
        MorrisApp::with_catalog(ctx, settings, Catalog::with_user_dir(Some(folder)))
    });
    click(&mut h, "Variants");
    click(&mut h, "Edit this variant…");
    h.get_by_label_contains("Opened ");
    click(&mut h, "Change the board");
    click(&mut h, "Write the board into the file");
    let text = text_of(&h);
    assert!(!text.contains("board:"), "{text}");
    assert!(text.contains("(name: \"a1\", x: 0, y: 0)"), "{text}");
    h.get_by_label_contains("No problems: Tiny, 9 points, 8 mills");
    // Its points are now the sketch's to click.
    click(&mut h, "Delete");
    click(&mut h, "b2");
    assert!(!text_of(&h).contains("\"b2\""));
}

#[test]
fn a_variant_is_exported_to_a_file_and_imported_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_with_folder(&dir.path().join("rules"));
    click(&mut h, "Variants");
    click(&mut h, "New variant…");
    let written = text_of(&h);
    let file = dir.path().join("shared.ron");
    click(&mut h, "Export…");
    let name = h.get_by_label("File name (or a full path):");
    name.focus();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("File name (or a full path):")
        .type_text(&file.display().to_string());
    h.run();
    // The dialog's Save, over the editor's.
    h.get_all_by_label("Save").last().unwrap().click();
    h.run();
    assert_eq!(std::fs::read_to_string(&file).unwrap(), written);
    h.get_by_label_contains("Written to ");

    // Another text, then the file read back in: the text is the file's again.
    type_over(&mut h, "(name: \"nothing\")");
    click(&mut h, "Import…");
    h.get_by_label("File name (or a full path):").focus();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("File name (or a full path):")
        .type_text(&file.display().to_string());
    h.run();
    click(&mut h, "Load");
    assert_eq!(text_of(&h), written);
    h.get_by_label_contains("No problems: My variant");
    // The file name follows the file: a Save goes under that name.
    let name = h.get_by_label("File name");
    assert_eq!(name.accesskit_node().value().as_deref(), Some("shared.ron"));
}
