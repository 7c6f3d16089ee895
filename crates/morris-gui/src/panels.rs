//! The panels around the board: the tool bar, the side panel with the players,
//! move list and analysis, the status line, and the game-over banner.

use egui::{Color32, RichText, Role, Sense, Ui, WidgetInfo};
use morris_core::{Color, move_text};
use morris_i18n::{t, words};

use crate::app::MorrisApp;
use crate::board_view::BoardView;
use crate::file_dialog::FileMode;
use crate::settings::ThemeChoice;
use crate::theme::Palette;
use crate::worker::Job;

impl MorrisApp {
    pub(crate) fn panels(&mut self, ui: &mut Ui) {
        egui::Panel::top("toolbar").show(ui, |ui| self.toolbar(ui));
        egui::Panel::bottom("status").show(ui, |ui| self.status_line(ui));
        if self.review_open {
            egui::Panel::bottom("review").show(ui, |ui| self.review_panel(ui));
        }
        egui::Panel::right("side")
            .resizable(false)
            .exact_size(240.0)
            .show(ui, |ui| self.side_panel(ui));
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(outcome) = self.table.game().outcome()
                && self.table.view().is_none()
            {
                self.banner(ui, &words::outcome(outcome));
            }
            let view = BoardView {
                table: &self.table,
                palette: Palette::of(self.settings.theme),
                animation: self.animation,
                hint: self.hint,
                best: self.best_on_show(),
                show_names: self.settings.show_names,
            };
            let mut drag = self.drag;
            let (event, geometry) = view.show(ui, &mut drag);
            self.drag = drag;
            self.geometry = Some(geometry);
            if let Some(event) = event {
                self.board_event(event, ui.input(|i| i.time));
            }
        });
    }

    fn toolbar(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            if ui.button(t!("gui-new-game")).clicked() {
                self.open_new_game();
            }
            ui.separator();
            let game = self.table.game();
            let (can_undo, can_redo) = (game.can_undo(), game.can_redo());
            if ui
                .add_enabled(can_undo, egui::Button::new(t!("gui-undo")))
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                self.undo();
            }
            if ui
                .add_enabled(can_redo, egui::Button::new(t!("gui-redo")))
                .on_hover_text("Ctrl+Y")
                .clicked()
            {
                self.redo();
            }
            ui.separator();
            let can_hint = self.table.human_to_move();
            if ui
                .add_enabled(can_hint, egui::Button::new(t!("gui-hint")))
                .clicked()
            {
                self.ask_hint();
            }
            if ui
                .selectable_label(self.settings.analysis, t!("gui-analysis"))
                .clicked()
            {
                self.settings.analysis = !self.settings.analysis;
                self.analysis = None;
            }
            let can_review = !self.table.game().moves().is_empty() && !self.reviewing();
            if ui
                .add_enabled(can_review, egui::Button::new(t!("review-view-button")))
                .on_hover_text(t!("review-view-button-hover"))
                .clicked()
            {
                self.start_review();
            }
            ui.separator();
            if ui.button(t!("gui-save")).clicked() {
                self.open_file_dialog(FileMode::Save);
            }
            if ui.button(t!("gui-load")).clicked() {
                self.open_file_dialog(FileMode::Load);
            }
            ui.separator();
            ui.checkbox(&mut self.settings.show_names, t!("gui-point-names"));
            if self.runs_in_page() {
                // Said plainly where the desktop offers more.
                ui.label(t!("gui-one-thread"))
                    .on_hover_text(t!("gui-one-thread-hover"));
            } else if ui
                .checkbox(&mut self.settings.all_cores, t!("gui-all-cores"))
                .on_hover_text(t!("gui-all-cores-hover"))
                .changed()
            {
                self.use_chosen_threads();
            }
            self.language_menu(ui);
            let dark = self.settings.theme == ThemeChoice::Dark;
            if ui.selectable_label(dark, t!("gui-dark-theme")).clicked() {
                self.settings.theme = if dark {
                    ThemeChoice::Light
                } else {
                    ThemeChoice::Dark
                };
                self.apply_theme(ui.ctx());
            }
        });
    }

    /// The language of every word on screen, remembered with the settings.
    fn language_menu(&mut self, ui: &mut Ui) {
        let current = morris_i18n::language();
        egui::ComboBox::from_id_salt("language")
            .selected_text(current.name)
            .show_ui(ui, |ui| {
                for lang in morris_i18n::LANGUAGES {
                    if ui
                        .selectable_label(std::ptr::eq(lang, current), lang.name)
                        .clicked()
                    {
                        self.settings.language = Some(lang.code.to_string());
                        self.settings.apply_language();
                    }
                }
            })
            .response
            .on_hover_text(t!("gui-language"));
    }

    fn status_line(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            // The review shows its progress in its own panel.
            if let Some(job) = self.thinking().filter(|&job| job != Job::Review) {
                busy_sign(ui);
                let side = words::color(self.table.game().side_to_move());
                ui.label(match job {
                    Job::Play(_) => match self.review_progress() {
                        // A perfect player without its table solves first.
                        (done, total) if total > 0 => {
                            t!("gui-perfect-solving-progress", percent = done * 100 / total)
                        }
                        _ => t!("gui-computer-thinking", side = side),
                    },
                    Job::Hint => t!("gui-looking-for-hint"),
                    Job::Analyse => t!("gui-analysing"),
                    Job::Review => {
                        let (done, total) = self.review_progress();
                        t!("review-view-progress", done = done, total = total)
                    }
                });
                ui.separator();
            }
            ui.label(RichText::new(self.table.status()).strong());
            if self.table.must_pass() && ui.button(t!("gui-pass")).clicked() {
                self.pass(ui.input(|i| i.time));
            }
            if let Some(complaint) = self.table.complaint() {
                ui.separator();
                ui.colored_label(ui.visuals().warn_fg_color, complaint);
            }
            if let Some(notice) = &self.notice {
                ui.separator();
                ui.colored_label(ui.visuals().error_fg_color, notice);
            }
        });
    }

    fn banner(&mut self, ui: &mut Ui, result: &str) {
        let fill = if ui.visuals().dark_mode {
            Color32::from_rgb(60, 50, 20)
        } else {
            Color32::from_rgb(255, 240, 190)
        };
        egui::Frame::group(ui.style())
            .fill(fill)
            .inner_margin(10.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.vertical_centered(|ui| {
                    ui.label(RichText::new(result).size(22.0).strong());
                    ui.horizontal(|ui| {
                        let width = 2.0 * 110.0 + ui.spacing().item_spacing.x;
                        ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
                        if ui
                            .add_sized([110.0, 24.0], egui::Button::new(t!("gui-new-game")))
                            .clicked()
                        {
                            self.open_new_game();
                        }
                        if ui
                            .add_sized([110.0, 24.0], egui::Button::new(t!("gui-rematch")))
                            .on_hover_text(t!("gui-rematch-hover"))
                            .clicked()
                        {
                            self.rematch();
                        }
                    });
                });
            });
        ui.add_space(4.0);
    }

    fn side_panel(&mut self, ui: &mut Ui) {
        let rules = self.table.rules().clone();
        ui.heading(words::variant_name(&rules));
        let flying = match (rules.flying_offered(), rules.flying_enabled()) {
            (_, true) => t!("gui-flying-on"),
            (true, false) => t!("gui-flying-off"),
            (false, false) => t!("gui-no-flying"),
        };
        ui.small(t!(
            "gui-pieces-each",
            count = rules.pieces(),
            flying = flying
        ));
        ui.separator();
        for c in Color::ALL {
            let kind = self.table.player(c);
            let to_move =
                self.table.game().outcome().is_none() && self.table.game().side_to_move() == c;
            let text = if to_move {
                t!(
                    "gui-player-to-move",
                    side = words::color(c),
                    player = kind.label()
                )
            } else {
                t!("gui-player", side = words::color(c), player = kind.label())
            };
            ui.label(if to_move {
                RichText::new(text).strong()
            } else {
                RichText::new(text)
            });
        }
        ui.separator();
        ui.strong(t!("gui-moves"));
        self.move_list(ui);
        if let Some(hint) = self.hint {
            ui.separator();
            ui.label(t!("gui-hint-move", mv = move_text(&rules, hint)));
        }
        if self.settings.analysis {
            ui.separator();
            self.analysis_list(ui);
        }
    }

    fn move_list(&mut self, ui: &mut Ui) {
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
        let comments: Vec<Vec<String>> = (0..texts.len())
            .map(|i| {
                self.notes
                    .record_notes(game, i)
                    .map(|n| n.before.iter().chain(&n.after).cloned().collect())
                    .unwrap_or_default()
            })
            .collect();
        let alone = self.notes.comments_alone().to_vec();
        // Short moves line up in a column; long ones (with removals) overflow it.
        let column = 7;
        let shown = self.table.view().unwrap_or(texts.len());
        let first_is_black = self.table.game().start_position().side_to_move() == Color::Black;
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
                let offset = usize::from(first_is_black);
                let mut i = 0;
                while i < texts.len() {
                    let row_start = i;
                    let number = (i + offset) / 2 + 1;
                    ui.horizontal(|ui| {
                        ui.monospace(format!("{number:>3}."));
                        if i == 0 && first_is_black {
                            ui.monospace("...");
                        }
                        let row_end = if i == 0 && first_is_black {
                            1
                        } else {
                            (i + 2).min(texts.len())
                        };
                        for (j, text) in texts.iter().enumerate().take(row_end).skip(i) {
                            if move_entry(ui, text, shown == j + 1, j + 1, column).clicked() {
                                clicked = Some(j + 1);
                            }
                        }
                        i = row_end;
                    });
                    // The record's comments under the row of the move they are about.
                    for (j, said) in comments.iter().enumerate().take(i).skip(row_start) {
                        for comment in said {
                            ui.label(
                                RichText::new(format!("{}: {comment}", texts[j]))
                                    .italics()
                                    .weak(),
                            );
                        }
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

    fn analysis_list(&mut self, ui: &mut Ui) {
        ui.strong(t!("gui-analysis"));
        let rules = self.table.rules().clone();
        match &self.analysis {
            None if self.table.human_to_move() => {
                ui.label("…");
            }
            None => {
                ui.small(t!("gui-analysis-when"));
            }
            Some(values) => {
                ui.small(&self.analysis_source);
                let mut sorted = values.clone();
                sorted.sort_by_key(|v| std::cmp::Reverse(v.rank));
                egui::ScrollArea::vertical()
                    .id_salt("analysis")
                    .show(ui, |ui| {
                        for v in sorted {
                            // One label per row, so that a move's text never stands alone
                            // (a lone "d6" would be mistaken for the board point d6).
                            ui.monospace(format!("{:<12}{:>10}", move_text(&rules, v.mv), v.label));
                        }
                    });
            }
        }
    }
}

/// One move of the move list: its text, selectable, named "move N: text" for
/// screen readers (the bare text is the name of a board point).
fn move_entry(
    ui: &mut Ui,
    text: &str,
    selected: bool,
    number: usize,
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
    let name = t!("gui-move-entry", number = number, mv = text);
    response.widget_info(|| WidgetInfo::selected(Role::Button, true, selected, &name));
    response
}

/// A sign that the computer is busy, redrawn a few times a second: a spinner
/// would redraw the whole window every frame while the computer thinks, which
/// costs a browser without a GPU most of its time.
pub(crate) fn busy_sign(ui: &mut Ui) {
    let step = (ui.input(|i| i.time) * 3.0) as usize % 3;
    let sign = ["●○○", "○●○", "○○●"][step];
    ui.monospace(sign);
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_millis(330));
}
