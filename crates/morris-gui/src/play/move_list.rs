//! The move list: the game's turns numbered as records number them, each
//! with its mark, and under its row what the loaded record says about it
//! (comments before and after the move, and the variations played instead).
//! A click on a turn shows the position after it.

use egui::{RichText, Role, Sense, Ui, WidgetInfo};
use morris_core::record::Notes;
use morris_core::{Game, move_text};
use morris_i18n::t;

use crate::app::MorrisApp;
use crate::table::numbering;

impl MorrisApp {
    pub(crate) fn move_list(&mut self, ui: &mut Ui) {
        let game = self.table.game();
        // Each move with its mark (`d6??`), from the review or the loaded record.
        let texts: Vec<String> = self
            .table
            .move_texts()
            .into_iter()
            .enumerate()
            .map(|(i, text)| match self.notes.mark(game, i) {
                Some(mark) => format!("{text}{}", mark.symbol()),
                None => text,
            })
            .collect();
        // What the record says about each turn, in lines under its row.
        let said: Vec<Vec<String>> = (0..texts.len())
            .map(|i| {
                self.notes
                    .record_notes(game, i)
                    .map_or_else(Vec::new, |notes| note_lines(game, i, notes))
            })
            .collect();
        let alone = self.notes.comments_alone().to_vec();
        // Short moves line up in a column; long ones (with removals) overflow it.
        let column = 7;
        let shown = self.table.view().unwrap_or(texts.len());
        let mut clicked = None;
        let height = if self.settings.analysis {
            200.0
        } else {
            ui.available_height() - 60.0
        };
        egui::ScrollArea::vertical()
            .id_salt("moves")
            .max_height(height.max(80.0))
            .stick_to_bottom(true)
            .show(ui, |ui| {
                ui.set_min_width(ui.available_width());
                if ui
                    .selectable_label(shown == 0, t!("gui-start-position"))
                    .clicked()
                {
                    clicked = Some(0);
                }
                let mut i = 0;
                while i < texts.len() {
                    let row_start = i;
                    // A row is a move number: the first player's turn, then the other's.
                    let (number, first_player) = game.move_number(i);
                    let pair = first_player
                        && i + 1 < texts.len()
                        && game.move_number(i + 1) == (number, false);
                    let row_end = i + 1 + usize::from(pair);
                    ui.horizontal(|ui| {
                        ui.monospace(format!("{number:>3}."));
                        if !first_player {
                            ui.monospace("...");
                        }
                        for (j, text) in texts.iter().enumerate().take(row_end).skip(i) {
                            let name = format!("{} {text}", game.move_label(j));
                            if move_entry(ui, text, &name, shown == j + 1, column).clicked() {
                                clicked = Some(j + 1);
                            }
                        }
                    });
                    i = row_end;
                    for line in said.iter().take(i).skip(row_start).flatten() {
                        ui.label(RichText::new(line).italics().weak());
                    }
                }
                for comment in &alone {
                    ui.label(RichText::new(comment).italics().weak());
                }
            });
        if let Some(n) = clicked {
            self.table.show_move(n);
            self.animation = None;
        }
    }
}

/// The lines a record's notes about turn `i` make: its comments, each
/// saying whether it comes before or after the move, then its variations,
/// numbered from the turn they replace.
fn note_lines(game: &Game, i: usize, notes: &Notes) -> Vec<String> {
    let turn = numbering::turn_text(game, i);
    let mut lines = Vec::new();
    for comment in &notes.before {
        lines.push(t!(
            "gui-comment-before",
            turn = turn.as_str(),
            comment = comment.as_str()
        ));
    }
    for comment in &notes.after {
        lines.push(t!(
            "gui-comment-after",
            turn = turn.as_str(),
            comment = comment.as_str()
        ));
    }
    for variation in &notes.variations {
        let moves: Vec<String> = variation
            .turns
            .iter()
            .enumerate()
            .map(|(k, noted)| {
                let text = move_text(game.rules(), noted.mv);
                let mark = noted.notes.mark.map_or("", |m| m.symbol());
                format!("{} {text}{mark}", game.move_label(i + k))
            })
            .collect();
        lines.push(t!(
            "gui-variation",
            turn = turn.as_str(),
            moves = moves.join(" ")
        ));
    }
    lines
}

/// One move of the move list: its text, selectable, named "move 3. b4" for
/// screen readers (the bare text is the name of a board point).
fn move_entry(
    ui: &mut Ui,
    text: &str,
    numbered: &str,
    selected: bool,
    column: usize,
) -> egui::Response {
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let color = ui.visuals().text_color();
    let galley = ui
        .painter()
        .layout_no_wrap(text.to_string(), font.clone(), color);
    // As wide as `column` characters, so that marks do not push Black's moves aside.
    let width = ui
        .painter()
        .layout_no_wrap("0".repeat(column), font, color)
        .size()
        .x
        .max(galley.size().x);
    let padding = ui.spacing().button_padding;
    let size = egui::vec2(width, galley.size().y) + 2.0 * padding;
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    let visuals = ui.style().interact_selectable(&response, selected);
    if selected || response.hovered() {
        ui.painter()
            .rect_filled(rect, visuals.corner_radius, visuals.bg_fill);
    }
    let text_color = if selected {
        visuals.text_color()
    } else {
        color
    };
    ui.painter()
        .galley_with_override_text_color(rect.min + padding, galley, text_color);
    let name = t!("gui-move-entry", turn = numbered);
    response.widget_info(|| WidgetInfo::selected(Role::Button, true, selected, &name));
    response
}
