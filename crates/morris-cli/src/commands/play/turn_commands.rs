//! The commands about turns between moves: the legal moves, taking back and
//! playing again (with the AI's replies), and a hint from a short search.

use morris_ai::search::{Engine, Stop};
use morris_core::move_text;
use morris_i18n::{t, words};

use super::session::Session;
use crate::text::wrap;

/// A hint's own transposition table (its depth and time: morris-ai's budget).
const HINT_TABLE_MEGABYTES: usize = 8;
/// Turns of the expected line shown with a hint.
const HINT_LINE: usize = 6;

impl Session {
    pub(super) fn list_moves(&self) -> std::io::Result<()> {
        let rules = self.game.rules();
        let mut moves: Vec<String> = self
            .game
            .legal_moves()
            .iter()
            .map(|&m| move_text(rules, m))
            .collect();
        moves.sort();
        self.say(&t!("legal-moves", count = moves.len()))?;
        for line in wrap(&moves.join(" "), 78) {
            self.say(&line)?;
        }
        Ok(())
    }

    /// Takes back a move, and the AI's replies before it, so that a person is to move.
    pub(super) fn undo(&mut self) -> std::io::Result<()> {
        // Only the AI's opening move to take back: it would only be played again.
        let only_ai_moves = self.game.outcome().is_none() && !self.person_has_moved();
        if !self.game.can_undo() || only_ai_moves {
            return self.complain(&t!("nothing-to-undo"));
        }
        self.game.undo();
        while self.ai_to_move() && self.game.can_undo() {
            self.game.undo();
        }
        self.changed();
        Ok(())
    }

    /// Whether a person played one of the moves that can be taken back.
    fn person_has_moved(&self) -> bool {
        (0..self.game.moves().len())
            .filter_map(|i| self.game.player_of(i))
            .any(|side| !self.players[side.index()].is_ai())
    }

    /// Plays again a move taken back, and the AI's replies after it.
    pub(super) fn redo(&mut self) -> std::io::Result<()> {
        if self.game.redo().is_none() {
            return self.complain(&t!("nothing-to-redo"));
        }
        while self.ai_to_move() && self.game.can_redo() {
            self.game.redo();
        }
        self.changed();
        Ok(())
    }

    /// The move a short search likes best, with its score and expected line.
    pub(super) fn hint(&mut self) -> std::io::Result<()> {
        let analysis = Engine::with_table_size(HINT_TABLE_MEGABYTES).search(
            &self.game,
            &morris_ai::budgets::hint(),
            &Stop::new(),
            &mut |_| {},
        );
        let Some(best) = analysis.best else {
            return self.complain(&t!("no-hint"));
        };
        let rules = self.game.rules();
        let line: Vec<String> = analysis
            .pv
            .iter()
            .take(HINT_LINE)
            .map(|&m| move_text(rules, m))
            .collect();
        self.say(&t!(
            "hint",
            mv = move_text(rules, best),
            score = words::score(analysis.score),
            side = words::color(self.game.side_to_move()),
            line = line.join(" ")
        ))
    }
}
