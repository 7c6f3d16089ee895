//! Colours of the board and the widgets in the light, dark and high-contrast
//! themes, each meeting WCAG AA: text 4.5:1 against its background, the
//! pieces and marks 3:1 (the tests compute the ratios).

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
    /// The ring around the point the keyboard is on.
    pub focus: Color32,
    /// The dot that marks Black's pieces, so that the sides differ by more than colour.
    pub black_mark: Color32,
}

impl Palette {
    pub fn of(theme: ThemeChoice) -> Palette {
        match theme {
            ThemeChoice::Light => Palette {
                board: Color32::from_rgb(226, 188, 128),
                board_edge: Color32::from_rgb(150, 105, 55),
                line: Color32::from_rgb(70, 45, 20),
                point: Color32::from_rgb(70, 45, 20),
                label: Color32::from_rgb(75, 45, 15),
                white_piece: Color32::from_rgb(250, 247, 240),
                white_edge: Color32::from_rgb(90, 80, 70),
                black_piece: Color32::from_rgb(35, 32, 30),
                black_edge: Color32::from_rgb(10, 10, 10),
                target: Color32::from_rgba_unmultiplied(40, 150, 60, 150),
                selected: Color32::from_rgb(160, 60, 0),
                removable: Color32::from_rgb(210, 30, 30),
                last_move: Color32::from_rgb(30, 100, 200),
                mill: Color32::from_rgba_unmultiplied(230, 120, 0, 200),
                hint: Color32::from_rgb(130, 40, 200),
                best: Color32::from_rgb(20, 140, 70),
                focus: Color32::from_rgb(0, 60, 200),
                black_mark: Color32::from_rgb(200, 195, 185),
            },
            ThemeChoice::Dark => Palette {
                board: Color32::from_rgb(98, 80, 60),
                board_edge: Color32::from_rgb(40, 32, 25),
                line: Color32::from_rgb(200, 180, 150),
                point: Color32::from_rgb(200, 180, 150),
                label: Color32::from_rgb(235, 220, 195),
                white_piece: Color32::from_rgb(240, 236, 225),
                white_edge: Color32::from_rgb(120, 110, 100),
                black_piece: Color32::from_rgb(25, 22, 20),
                black_edge: Color32::from_rgb(200, 190, 180),
                target: Color32::from_rgba_unmultiplied(80, 200, 100, 150),
                selected: Color32::from_rgb(255, 190, 40),
                removable: Color32::from_rgb(255, 70, 70),
                last_move: Color32::from_rgb(90, 160, 255),
                mill: Color32::from_rgba_unmultiplied(255, 150, 30, 200),
                hint: Color32::from_rgb(200, 120, 255),
                best: Color32::from_rgb(90, 220, 130),
                focus: Color32::from_rgb(120, 200, 255),
                black_mark: Color32::from_rgb(200, 190, 180),
            },
            ThemeChoice::HighContrast => Palette {
                board: Color32::BLACK,
                board_edge: Color32::WHITE,
                line: Color32::WHITE,
                point: Color32::WHITE,
                label: Color32::from_rgb(255, 255, 0),
                white_piece: Color32::WHITE,
                white_edge: Color32::from_rgb(255, 255, 0),
                black_piece: Color32::from_rgb(0, 0, 0),
                black_edge: Color32::WHITE,
                target: Color32::from_rgb(0, 255, 255),
                selected: Color32::from_rgb(255, 255, 0),
                removable: Color32::from_rgb(255, 80, 80),
                last_move: Color32::from_rgb(0, 255, 255),
                mill: Color32::from_rgba_unmultiplied(255, 255, 0, 200),
                hint: Color32::from_rgb(255, 120, 255),
                best: Color32::from_rgb(0, 255, 0),
                focus: Color32::from_rgb(255, 255, 0),
                black_mark: Color32::WHITE,
            },
        }
    }
}

/// egui's own colours in `theme`: its light or dark visuals, or for high
/// contrast white text and strokes on black with yellow selection.
pub fn visuals(theme: ThemeChoice) -> (egui::Theme, egui::Visuals) {
    match theme {
        ThemeChoice::Light => (egui::Theme::Light, egui::Visuals::light()),
        ThemeChoice::Dark => {
            // egui's grey on its buttons is 3.8:1; lighter text meets AA.
            let mut v = egui::Visuals::dark();
            for w in [&mut v.widgets.noninteractive, &mut v.widgets.inactive] {
                w.fg_stroke.color = Color32::from_gray(215);
            }
            (egui::Theme::Dark, v)
        }
        ThemeChoice::HighContrast => {
            let mut v = egui::Visuals::dark();
            v.override_text_color = Some(Color32::WHITE);
            v.panel_fill = Color32::BLACK;
            v.window_fill = Color32::BLACK;
            v.extreme_bg_color = Color32::BLACK;
            v.faint_bg_color = Color32::from_gray(20);
            v.hyperlink_color = Color32::from_rgb(255, 255, 0);
            v.selection.bg_fill = Color32::from_rgb(90, 70, 0);
            v.selection.stroke = egui::Stroke::new(2.0, Color32::from_rgb(255, 255, 0));
            v.window_stroke = egui::Stroke::new(2.0, Color32::WHITE);
            for w in [&mut v.widgets.inactive, &mut v.widgets.noninteractive] {
                w.bg_stroke = egui::Stroke::new(1.0, Color32::WHITE);
                w.fg_stroke.color = Color32::WHITE;
                w.weak_bg_fill = Color32::from_gray(15);
                w.bg_fill = Color32::from_gray(15);
            }
            for w in [
                &mut v.widgets.hovered,
                &mut v.widgets.active,
                &mut v.widgets.open,
            ] {
                w.bg_stroke = egui::Stroke::new(2.0, Color32::from_rgb(255, 255, 0));
                w.fg_stroke.color = Color32::from_rgb(255, 255, 0);
                w.weak_bg_fill = Color32::from_gray(40);
                w.bg_fill = Color32::from_gray(40);
            }
            (egui::Theme::Dark, v)
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

#[cfg(test)]
mod tests {
    use super::*;

    const THEMES: [ThemeChoice; 3] = [
        ThemeChoice::Light,
        ThemeChoice::Dark,
        ThemeChoice::HighContrast,
    ];

    /// WCAG 2's relative luminance of an sRGB colour.
    fn luminance(c: Color32) -> f64 {
        let channel = |v: u8| {
            let v = f64::from(v) / 255.0;
            if v <= 0.040_45 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
    }

    /// WCAG 2's contrast ratio, from 1 (none) to 21 (black on white).
    fn contrast(a: Color32, b: Color32) -> f64 {
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    #[test]
    fn the_ratio_is_wcags() {
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 1e-9);
        assert!((contrast(Color32::from_rgb(118, 118, 118), Color32::WHITE) - 4.54).abs() < 0.01);
    }

    #[test]
    fn text_meets_aa_in_every_theme() {
        for theme in THEMES {
            let (_, v) = visuals(theme);
            let text = v.text_color();
            let buttons = &v.widgets;
            for (what, colour, background) in [
                ("panels", text, v.panel_fill),
                ("windows", text, v.window_fill),
                ("text fields", text, v.extreme_bg_color),
                (
                    "buttons",
                    buttons.inactive.text_color(),
                    buttons.inactive.weak_bg_fill,
                ),
                (
                    "buttons under the mouse",
                    buttons.hovered.text_color(),
                    buttons.hovered.weak_bg_fill,
                ),
                (
                    "buttons pressed",
                    buttons.active.text_color(),
                    buttons.active.weak_bg_fill,
                ),
            ] {
                let ratio = contrast(colour, background);
                assert!(ratio >= 4.5, "{theme:?}: text on {what} {ratio:.2}:1");
            }
            let pal = Palette::of(theme);
            let names = contrast(pal.label, pal.board);
            assert!(
                names >= 4.5,
                "{theme:?}: point names on the board {names:.2}:1"
            );
        }
    }

    #[test]
    fn pieces_and_marks_meet_aa_for_graphics_in_every_theme() {
        for theme in THEMES {
            let pal = Palette::of(theme);
            // A piece stands out from the board by its fill or its edge.
            for (side, fill, edge) in [
                ("White", pal.white_piece, pal.white_edge),
                ("Black", pal.black_piece, pal.black_edge),
            ] {
                let ratio = contrast(fill, pal.board).max(contrast(edge, pal.board));
                assert!(
                    ratio >= 3.0,
                    "{theme:?}: {side}'s pieces on the board {ratio:.2}:1"
                );
            }
            let sides = contrast(pal.white_piece, pal.black_piece);
            assert!(
                sides >= 3.0,
                "{theme:?}: White's pieces against Black's {sides:.2}:1"
            );
            let mark = contrast(pal.black_mark, pal.black_piece);
            assert!(
                mark >= 3.0,
                "{theme:?}: Black's mark on its pieces {mark:.2}:1"
            );
            for (what, colour) in [
                ("lines", pal.line),
                ("the focus ring", pal.focus),
                ("the selection", pal.selected),
            ] {
                let ratio = contrast(colour, pal.board);
                assert!(ratio >= 3.0, "{theme:?}: {what} on the board {ratio:.2}:1");
            }
        }
    }
}
