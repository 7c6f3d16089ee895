//! The Puzzles panel: under the board, the puzzle's heading and task, what
//! was said of each turn, the player's streak and rating, and Hint, Next and
//! Close. The puzzle is played on the normal board; the session's logic is
//! `puzzle_session.rs`.

use egui::{RichText, Ui};
use morris_core::{Move, Position};
use morris_i18n::t;

use crate::app::MorrisApp;
use crate::puzzle_session::{Attempt, PuzzleSession, PuzzleView, Verdict};
use crate::settings::PlayerKind;
use crate::table::Table;

impl MorrisApp {
    /// Opens Puzzles for the current variant, or says which variants have them.
    pub(crate) fn open_puzzles(&mut self) {
        if self.puzzles.is_some() {
            return;
        }
        let variant = self.table.setup().variant.clone();
        match PuzzleSession::open(&variant) {
            Ok(session) => {
                self.close_review();
                self.notice = None;
                let table = self.puzzle_table(&session);
                let game_before = std::mem::replace(&mut self.table, table);
                self.puzzles = Some(PuzzleView {
                    session,
                    game_before,
                });
                self.animation = None;
                self.game_changed();
            }
            Err(why) => self.notice = Some(why),
        }
    }

    /// Is a puzzle on the board, solved or missed (no more turns to play)?
    pub(crate) fn puzzle_over(&self) -> bool {
        self.puzzles
            .as_ref()
            .is_some_and(|p| p.session.attempt() != Attempt::Solving)
    }

    /// The puzzle's position at a table where a person plays both sides.
    fn puzzle_table(&self, session: &PuzzleSession) -> Table {
        let mut setup = self.table.setup().clone();
        setup.white = PlayerKind::Human;
        setup.black = PlayerKind::Human;
        Table::from_game(session.game(), setup)
    }

    /// A turn played on the board from `before`: checked against the line,
    /// and the defender's replies played.
    pub(crate) fn puzzle_turn(&mut self, before: &Position, mv: Move) {
        let Some(view) = &mut self.puzzles else {
            return;
        };
        if let Verdict::Right { replies } =
            view.session.play(before, mv, &mut self.settings.puzzles)
        {
            for reply in replies {
                // The line is proved legal, so the reply is played.
                let _ = self.table.play(reply);
            }
        }
    }

    fn close_puzzles(&mut self) {
        if let Some(view) = self.puzzles.take() {
            self.table = view.game_before;
            self.animation = None;
            self.game_changed();
        }
    }

    fn next_puzzle(&mut self) {
        let Some(view) = &mut self.puzzles else {
            return;
        };
        view.session.next(&mut self.settings.puzzles);
        let game = view.session.game();
        let setup = self.table.setup().clone();
        self.table = Table::from_game(game, setup);
        self.animation = None;
        self.game_changed();
    }

    pub(crate) fn puzzle_panel(&mut self, ui: &mut Ui) {
        let Some(view) = &self.puzzles else {
            return;
        };
        let session = &view.session;
        let (heading, task) = (session.heading(), session.task());
        let said = session.said().to_vec();
        let solving = session.attempt() == Attempt::Solving;
        ui.strong(heading);
        ui.label(RichText::new(task).strong());
        for sentence in said {
            ui.label(sentence);
        }
        let score = self.settings.puzzles;
        ui.small(t!(
            "gui-puzzle-score",
            streak = score.streak,
            rating = score.rating.rating.round(),
            deviation = score.rating.deviation.round()
        ));
        ui.horizontal(|ui| {
            if ui
                .add_enabled(solving, egui::Button::new(t!("gui-puzzle-hint")))
                .clicked()
                && let Some(view) = &mut self.puzzles
            {
                view.session.hint();
            }
            if ui.button(t!("gui-puzzle-next")).clicked() {
                self.next_puzzle();
            }
            if ui.button(t!("gui-puzzle-close")).clicked() {
                self.close_puzzles();
            }
        });
    }
}
