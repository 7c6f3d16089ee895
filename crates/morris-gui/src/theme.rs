//! Colours of the board in the light and dark themes.

use egui::Color32;

use crate::settings::ThemeChoice;

#[derive(Clone, Copy, Debug)]
pub struct Palette {
    pub board: Color32,
    pub board_edge: Color32,
    pub line: Color32,
    pub point: Color32,
    pub label: Color32,
    pub white_piece: Color32,
    pub white_edge: Color32,
    pub black_piece: Color32,
    pub black_edge: Color32,
    pub target: Color32,
    pub selected: Color32,
    pub removable: Color32,
    pub last_move: Color32,
    pub mill: Color32,
    pub hint: Color32,
    /// The review's better move at a marked turn.
    pub best: Color32,
}

impl Palette {
    pub fn of(theme: ThemeChoice) -> Palette {
        match theme {
            ThemeChoice::Light => Palette {
                board: Color32::from_rgb(226, 188, 128),
                board_edge: Color32::from_rgb(150, 105, 55),
                line: Color32::from_rgb(70, 45, 20),
                point: Color32::from_rgb(70, 45, 20),
                label: Color32::from_rgb(120, 85, 45),
                white_piece: Color32::from_rgb(250, 247, 240),
                white_edge: Color32::from_rgb(90, 80, 70),
                black_piece: Color32::from_rgb(35, 32, 30),
                black_edge: Color32::from_rgb(10, 10, 10),
                target: Color32::from_rgba_unmultiplied(40, 150, 60, 150),
                selected: Color32::from_rgb(230, 160, 0),
                removable: Color32::from_rgb(210, 30, 30),
                last_move: Color32::from_rgb(30, 100, 200),
                mill: Color32::from_rgba_unmultiplied(230, 120, 0, 200),
                hint: Color32::from_rgb(130, 40, 200),
                best: Color32::from_rgb(20, 140, 70),
            },
            ThemeChoice::Dark => Palette {
                board: Color32::from_rgb(98, 80, 60),
                board_edge: Color32::from_rgb(40, 32, 25),
                line: Color32::from_rgb(200, 180, 150),
                point: Color32::from_rgb(200, 180, 150),
                label: Color32::from_rgb(160, 140, 115),
                white_piece: Color32::from_rgb(240, 236, 225),
                white_edge: Color32::from_rgb(120, 110, 100),
                black_piece: Color32::from_rgb(25, 22, 20),
                black_edge: Color32::from_rgb(150, 140, 130),
                target: Color32::from_rgba_unmultiplied(80, 200, 100, 150),
                selected: Color32::from_rgb(255, 190, 40),
                removable: Color32::from_rgb(255, 70, 70),
                last_move: Color32::from_rgb(90, 160, 255),
                mill: Color32::from_rgba_unmultiplied(255, 150, 30, 200),
                hint: Color32::from_rgb(200, 120, 255),
                best: Color32::from_rgb(90, 220, 130),
            },
        }
    }
}

/// The default fonts, with the monospace font as the last fallback of the
/// proportional one: it holds the narrow no-break space that French puts
/// before `:` and `?` and between groups of digits, which the proportional
/// font lacks (it would be drawn as a box).
pub fn fonts() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    let monospace = fonts
        .families
        .get(&egui::FontFamily::Monospace)
        .and_then(|names| names.first())
        .cloned();
    if let (Some(name), Some(proportional)) = (
        monospace,
        fonts.families.get_mut(&egui::FontFamily::Proportional),
    ) {
        proportional.push(name);
    }
    fonts
}
