//! Playing a turn: checked, or unchecked on the fast path, and the steps
//! every turn is made of. Rules beyond the Nine Men's Morris skeleton play
//! their turns in `special_turn`.

use crate::point::PointSet;
use crate::position::moves::Move;
use crate::position::zobrist;
use crate::position::{PlayError, Position, Unplayable};
use crate::rules::Rules;

impl Position {
    /// Plays `mv` after checking that it is legal; on error nothing changes.
    pub fn play(&mut self, rules: &Rules, mv: Move) -> Result<(), PlayError> {
        if !self.is_legal(rules, mv) {
            let over = self.outcome(rules).is_some();
            return Err(PlayError {
                mv,
                text: crate::notation::write::move_text(rules, mv),
                reason: if over {
                    Unplayable::GameOver
                } else {
                    Unplayable::NotLegal
                },
            });
        }
        self.play_unchecked(rules, mv);
        Ok(())
    }

    /// Plays a turn known to be legal (one from [`Position::legal_moves`]).
    /// An illegal turn leaves a meaningless position but never panics (point
    /// indices are masked to the 64 a board may have).
    #[inline]
    pub fn play_unchecked(&mut self, rules: &Rules, mv: Move) {
        let me = self.side;
        if rules.fast.plain_play {
            self.step(mv);
            let removed = self.take_pieces(mv.removed());
            self.count_turn(!removed.is_empty());
            self.side = !me;
            self.hash ^= zobrist::BLACK_TO_MOVE;
        } else {
            self.play_special(rules, mv);
        }
    }

    /// Moves or places the mover's piece.
    #[inline(always)]
    pub(crate) fn step(&mut self, mv: Move) {
        let me = self.side;
        let keys = &zobrist::POINT[me.index()];
        match mv.from() {
            Some(from) => {
                self.board[me].remove(from);
                self.hash ^= keys[from.index() & 63];
            }
            None => {
                let hand = &zobrist::HAND[me.index()];
                let n = self.in_hand[me];
                let left = n.saturating_sub(1);
                self.hash ^= hand[usize::from(n).min(zobrist::MAX_PIECES)]
                    ^ hand[usize::from(left).min(zobrist::MAX_PIECES)];
                self.in_hand[me] = left;
            }
        }
        let to = mv.to();
        self.board[me].insert(to);
        self.hash ^= keys[to.index() & 63];
    }

    /// Removes the opponent's pieces on `points`; returns those removed.
    #[inline(always)]
    pub(crate) fn take_pieces(&mut self, points: PointSet) -> PointSet {
        let them = !self.side;
        let removed = points & self.board[them];
        for r in removed {
            self.hash ^= zobrist::POINT[them.index()][r.index()];
        }
        self.board[them] = self.board[them] - removed;
        removed
    }

    /// Advances the counters after a turn that did or did not take a piece.
    #[inline(always)]
    pub(crate) fn count_turn(&mut self, took: bool) {
        self.no_removal = if took {
            0
        } else {
            self.no_removal.saturating_add(1)
        };
        self.ply = self.ply.saturating_add(1);
    }
}
