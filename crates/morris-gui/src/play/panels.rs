//! The panels around the board: the tool bar, the side panel with the players,
//! move list and analysis, the status line, and the game-over banner.

use egui::{Color32, RichText, Ui};
use morris_core::{Color, move_text};
use morris_i18n::{t, words};

use crate::app::MorrisApp;
use crate::board::theme::Palette;
use crate::board::view::BoardView;
use crate::computer::thinking::Job;
use crate::play::window_fit::side_panel_fits;

/// The lines of text the practice panel has room for from the start: a
/// puzzle's task, a wrong turn, its refutation and the retry fit.
const PRACTICE_LINES: f32 = 10.0;

/// The side panel's width where the window has room for it.
const SIDE_PANEL_WIDTH: f32 = 240.0;

/// A scrolled area `lines` lines of body text high whatever it holds: the
/// board beside it keeps its size as the text grows.
fn fixed_text_area(id: &str, lines: f32, ui: &Ui) -> egui::ScrollArea {
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let height = lines * line + (lines - 1.0) * ui.spacing().item_spacing.y;
    egui::ScrollArea::vertical()
        .id_salt(id)
        .max_height(height)
        .min_scrolled_height(height)
        .auto_shrink([false, false])
}

/// The lines of text the status area has room for (fewer in a low window,
/// where the board needs the height more).
fn status_lines(window_height: f32) -> f32 {
    if window_height < 500.0 { 1.0 } else { 3.0 }
}

impl MorrisApp {
    pub(crate) fn panels(&mut self, ui: &mut Ui) {
        egui::Panel::top("toolbar").show(ui, |ui| self.toolbar(ui));
        if self.editor_shown {
            egui::CentralPanel::default().show(ui, |ui| self.editor_screen(ui));
            return;
        }
        egui::Panel::bottom("status").show(ui, |ui| self.status_line(ui));
        if self.practice.is_some() {
            // The panel keeps the most height its text took in this practice
            // (room for a few lines from the start): the board above it does
            // not change size as what is said grows and goes.
            let screen = ui.ctx().content_rect().height();
            let lines = PRACTICE_LINES * ui.text_style_height(&egui::TextStyle::Body);
            let room = lines.min(screen * 0.4).max(self.practice_height);
            let shown = egui::Panel::bottom("practice")
                .min_size(room)
                .show(ui, |ui| self.practice_panel(ui));
            self.practice_height = shown.response.rect.height().min(screen * 0.5);
        }
        if self.review_open {
            egui::Panel::bottom("review").show(ui, |ui| self.review_panel(ui));
        }
        // The board comes first: in a narrow window the side panel opens on
        // demand, beside the board, or under it in a window held upright
        // (where beside it would leave the board a sliver).
        let screen = ui.ctx().content_rect();
        let width = screen.width();
        if side_panel_fits(width) || (self.side_open && screen.height() <= width * 1.2) {
            egui::Panel::right("side")
                .resizable(false)
                .exact_size(SIDE_PANEL_WIDTH.min(width * 0.6))
                .show(ui, |ui| self.side_panel(ui));
        } else if self.side_open {
            egui::Panel::bottom("side")
                .resizable(false)
                .exact_size(screen.height() * 0.4)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("side-under-board")
                        .show(ui, |ui| self.side_panel(ui));
                });
        }
        egui::CentralPanel::default().show(ui, |ui| {
            let result = match &self.online {
                Some(_) => self.room_result(),
                None => self.table.game().outcome().map(words::outcome),
            };
            // Practice says how its game ended in its own panel, and a
            // banner would move the board.
            if let Some(result) = result
                && self.table.view().is_none()
                && self.practice.is_none()
            {
                self.banner(ui, &result);
            }
            let view = BoardView {
                table: &self.table,
                palette: Palette::of(self.settings.theme),
                animation: self.animation,
                hint: self.hint,
                best: self.best_on_show(),
                show_names: self.settings.show_names
                    || self
                        .practice
                        .as_ref()
                        .is_some_and(|p| p.exercise.shows_names()),
                threats: self.threats_on_board(),
            };
            let mut drag = self.drag;
            let (event, geometry, focused) = view.show(ui, &mut drag);
            self.drag = drag;
            if let Some(p) = focused {
                self.focused_point = Some(self.table.rules().point_name(p).to_string());
            }
            self.geometry = Some(geometry);
            if let Some(event) = event {
                self.board_event(event, ui.input(|i| i.time));
            }
        });
    }

    fn status_line(&mut self, ui: &mut Ui) {
        self.move_field_row(ui);
        // The same height whatever it says, so that the board above never
        // moves under the pointer as the text grows: a longer text scrolls.
        let lines = status_lines(ui.ctx().content_rect().height());
        fixed_text_area("status-text", lines, ui).show(ui, |ui| self.status_text(ui));
    }

    /// Whose turn and what went wrong first (a low window shows only that
    /// line), then the last turn said, the coach and the field's answers.
    fn status_text(&mut self, ui: &mut Ui) {
        // Wrapped: a narrow window shows the whole status on two lines.
        ui.horizontal_wrapped(|ui| {
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
            if let Some(pending) = &self.proving {
                busy_sign(ui);
                ui.label(t!("gui-puzzle-set-proving", file = pending.file.as_str()));
                ui.separator();
            }
            if let Some(pending) = &self.making {
                busy_sign(ui);
                ui.label(morris_i18n::puzzles::making(&pending.rules));
                ui.separator();
            }
            let status = self.room_status().unwrap_or_else(|| self.table.status());
            let status = ui.label(RichText::new(status).strong());
            // Spoken when it changes: whose turn, what to do, the result.
            ui.ctx().accesskit_node_builder(status.id, |node| {
                node.set_live(egui::accesskit::Live::Polite);
            });
            if self.table.must_pass() && ui.button(t!("gui-pass")).clicked() {
                self.pass(ui.input(|i| i.time));
            }
            if let Some(complaint) = self.table.complaint() {
                ui.separator();
                let said = ui.colored_label(ui.visuals().warn_fg_color, complaint);
                ui.ctx().accesskit_node_builder(said.id, |node| {
                    node.set_live(egui::accesskit::Live::Assertive);
                });
            }
            if let Some(low) = &self.clock_low {
                ui.separator();
                let said = ui.colored_label(ui.visuals().warn_fg_color, low);
                ui.ctx().accesskit_node_builder(said.id, |node| {
                    node.set_live(egui::accesskit::Live::Assertive);
                });
            }
            if let Some(notice) = &self.notice {
                ui.separator();
                ui.colored_label(ui.visuals().error_fg_color, notice);
            }
        });
        self.move_field_said(ui);
        for sentence in &self.coach_said {
            ui.label(RichText::new(sentence).color(Palette::of(self.settings.theme).hint));
        }
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
                    // A spectator has no seat to play a rematch from.
                    let watching = self.online.as_ref().is_some_and(|r| r.my_side().is_none());
                    let buttons = if watching { 1.0 } else { 2.0 };
                    ui.horizontal(|ui| {
                        let width = buttons * 110.0 + (buttons - 1.0) * ui.spacing().item_spacing.x;
                        ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
                        if ui
                            .add_sized([110.0, 24.0], egui::Button::new(t!("gui-new-game")))
                            .clicked()
                        {
                            self.open_new_game();
                        }
                        if !watching
                            && ui
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
        if self.online.is_some() {
            self.room_panel(ui);
        } else {
            self.players(ui);
            if self.practice.is_none() {
                ui.horizontal_wrapped(|ui| {
                    self.coach_items(ui);
                    ui.checkbox(&mut self.settings.explorer, t!("gui-explorer"))
                        .on_hover_text(t!("gui-explorer-hover"));
                });
            }
        }
        ui.separator();
        ui.strong(t!("gui-moves"));
        self.move_list(ui);
        if let Some(hint) = self.hint {
            ui.separator();
            ui.label(t!("gui-hint-move", mv = move_text(&rules, hint)));
        }
        if self.settings.analysis && self.online.is_none() {
            ui.separator();
            self.analysis_list(ui);
        }
        // Not during an online game: the archive would help one side.
        if self.settings.explorer && self.online.is_none() {
            ui.separator();
            self.explorer_list(ui);
        }
    }

    /// Who plays each side, the side to move in bold.
    fn players(&mut self, ui: &mut Ui) {
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
