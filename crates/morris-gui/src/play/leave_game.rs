//! Asking before the game on the board is left for another: a rules file or
//! a record opened or dropped, a room's link opened. A game with moves that
//! is not over, or a room being played in, is never dropped without a word:
//! what would take its place waits for the player's answer.

use egui::RichText;
use morris_i18n::t;

use crate::app::MorrisApp;
use crate::play::leaving::Leaving;

impl MorrisApp {
    /// Would opening something else lose a game: a room being played in,
    /// or a game with moves and no result (under any practice on the board)?
    pub(crate) fn game_in_progress(&self) -> bool {
        if self.online.is_some() {
            return true;
        }
        let table = self
            .practice
            .as_ref()
            .map_or(&self.table, |p| &p.game_before);
        let game = table.game();
        !game.moves().is_empty() && game.outcome().is_none()
    }

    /// Runs `then`, which puts `what` in the game's place: at once if no
    /// game is in progress, else once the player agrees to leave it.
    pub(crate) fn replace_game(
        &mut self,
        what: impl FnOnce() -> String,
        then: impl FnOnce(&mut MorrisApp) + 'static,
    ) {
        if self.game_in_progress() {
            self.leaving = Some(Leaving::new(what(), then));
        } else {
            then(self);
        }
    }

    /// The question, while one is asked: leave the game, or keep playing.
    pub(crate) fn leaving_dialog(&mut self, ctx: &egui::Context) {
        let Some(leaving) = &self.leaving else {
            return;
        };
        let text = match self.online.is_some() {
            true => t!("gui-leave-room-text", what = leaving.what.as_str()),
            false => {
                let table = self
                    .practice
                    .as_ref()
                    .map_or(&self.table, |p| &p.game_before);
                let moves = table.game().moves().len();
                t!(
                    "gui-leave-text",
                    what = leaving.what.as_str(),
                    moves = moves
                )
            }
        };
        let (mut leave, mut stay) = (false, false);
        let shown = egui::Window::new(t!("gui-leave-title"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                ui.set_max_width(360.0);
                ui.label(text);
                ui.separator();
                ui.horizontal(|ui| {
                    leave = ui
                        .button(RichText::new(t!("gui-leave-yes")).strong())
                        .clicked();
                    stay = ui.button(t!("gui-leave-no")).clicked();
                });
            });
        crate::play::dialog_size::settle(ctx, "leave", shown.map(|s| s.response.rect));
        if stay {
            self.leaving = None;
        }
        if leave && let Some(leaving) = self.leaving.take() {
            (leaving.then)(self);
        }
    }
}
