//! The review view: a panel under the board with the review's progress (and
//! a button to stop it), the evaluation graph, what was best at a marked
//! turn, and saving the game with its marks; the review started on the
//! worker, stopped and closed.

use egui::{RichText, Ui};
use morris_ai::review::Review;
use morris_core::Move;
use morris_i18n::t;

use crate::app::MorrisApp;
use crate::computer::thinking::Job;
use crate::files::dialog::FileMode;
use crate::review::graph;
use crate::review::notes::best_text;

/// The height of the evaluation graph.
const GRAPH_HEIGHT: f32 = 170.0;

impl MorrisApp {
    /// Is the review running on the worker?
    pub fn reviewing(&self) -> bool {
        self.thinking() == Some(Job::Review)
    }

    /// The finished or stopped review of the game as it stands, if any.
    pub fn review(&self) -> Option<&Review> {
        self.notes.review_of(self.table.game())
    }

    /// Reviews the game on the worker and opens the review view; a game
    /// already reviewed as it stands is only shown again.
    pub fn start_review(&mut self) {
        self.review_open = true;
        self.review_stopped = None;
        if !self.notes.reviewed(self.table.game()) && !self.table.game().moves().is_empty() {
            self.hint = None;
            self.worker.ask(Job::Review, self.table.game());
        }
    }

    /// Stops the review in progress, keeping the turns it has judged: their
    /// marks and graph stay, and a new review starts over.
    pub fn stop_review(&mut self) {
        if self.reviewing() {
            self.review_stopped = Some(self.review_progress());
            self.worker.stop();
            let partial = self.worker.partial_review();
            self.notes.set_review(self.table.game(), partial);
        }
    }

    pub(crate) fn close_review(&mut self) {
        self.stop_review();
        self.review_open = false;
        self.review_stopped = None;
    }

    /// How far the review has gone: `(done, total)` turns.
    pub fn review_progress(&self) -> (usize, usize) {
        self.worker.progress()
    }

    /// The turns the running review has judged so far.
    pub(crate) fn partial_review(&self) -> morris_ai::review::Review {
        self.worker.partial_review()
    }

    /// The turn (from 0) that led to the position on show, if any.
    fn shown_turn(&self) -> Option<usize> {
        let moves = self.table.game().moves().len();
        self.table.view().unwrap_or(moves).checked_sub(1)
    }

    /// The better move to show on the board: the best one of the turn on show,
    /// when the review marked that turn.
    pub(crate) fn best_on_show(&self) -> Option<Move> {
        if !self.review_open {
            return None;
        }
        let game = self.table.game();
        let t = self.notes.turn_review(game, self.shown_turn()?)?;
        (t.mark.is_some() && t.best != t.played).then_some(t.best)
    }

    pub(crate) fn review_panel(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            ui.strong(t!("review-view-title"));
            ui.separator();
            if self.reviewing() {
                let (done, total) = self.review_progress();
                crate::play::panels::busy_sign(ui);
                ui.label(t!("review-view-progress", done = done, total = total));
                if ui.button(t!("review-view-stop")).clicked() {
                    self.stop_review();
                }
            } else if let Some((done, total)) = self.review_stopped {
                ui.label(t!("review-view-stopped", done = done, total = total));
            } else if self.notes.reviewed(self.table.game()) {
                if ui.button(t!("review-view-save")).clicked() {
                    self.open_file_dialog(FileMode::SaveReview);
                }
                let drills = self.review_drills().len();
                if ui
                    .add_enabled(
                        drills > 0,
                        egui::Button::new(t!("gui-drill-mistakes", count = drills)),
                    )
                    .on_hover_text(t!("gui-drill-mistakes-hover"))
                    .clicked()
                {
                    self.drill_mistakes();
                }
                ui.small(t!("review-view-click"));
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button(t!("review-view-close")).clicked() {
                    self.close_review();
                }
            });
        });
        let game = self.table.game().clone();
        let best = self
            .shown_turn()
            .and_then(|i| self.notes.turn_review(&game, i))
            .filter(|t| t.mark.is_some() && t.best != t.played)
            .map(|t| best_text(&game, t));
        if let Some(text) = best {
            ui.label(RichText::new(text).strong());
        }
        if let Some(review) = self.notes.review_of(&game) {
            ui.small(morris_i18n::words::review_depth(review));
        }
        // While the review runs, its graph grows turn by turn.
        let review = if self.reviewing() {
            Some(self.partial_review())
        } else {
            self.notes.review_of(&game).cloned()
        };
        let Some(review) = review else {
            return;
        };
        let shown = self.table.view().unwrap_or(game.moves().len());
        // In a low window the graph leaves the board most of the height.
        let height = GRAPH_HEIGHT.min(ui.ctx().content_rect().height() * 0.25);
        if let Some(n) = graph::show(ui, &game, &review, shown, height) {
            self.table.show_move(n);
            self.animation = None;
        }
    }
}
