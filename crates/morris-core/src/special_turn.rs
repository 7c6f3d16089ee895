//! The end of a turn under rules beyond the Nine Men's Morris skeleton: pieces
//! taken from the hand or marked, used one-time mills, the end of placement and
//! who moves next. [`Position::play_unchecked`] comes here only for such rules.

use crate::color::ByColor;
use crate::moves::Move;
use crate::point::PointSet;
use crate::position::Position;
use crate::rules::Rules;
use crate::ruleset::{MillEffect, MovementStarts, PlacingMills};
use crate::zobrist;

impl Position {
    /// The rest of a turn under rules beyond the Nine Men's Morris skeleton:
    /// pieces taken from the hand or marked, used mills, the end of placement
    /// and who moves next.
    pub(crate) fn finish_special_turn(&mut self, rules: &Rules, mv: Move) {
        let me = self.side;
        let to = mv.to();
        let taken = mv.is_placement()
            && self.takes_from_hand(rules)
            && rules.mills_closed_at(to, self.board[me]) > 0;
        if taken {
            let hand = &zobrist::HAND[(!me).index()];
            let n = self.in_hand[!me];
            self.hash ^= hand[usize::from(n).min(zobrist::MAX_PIECES)]
                ^ hand[usize::from(n - 1).min(zobrist::MAX_PIECES)];
            self.in_hand[!me] = n - 1;
        }
        if rules.one_time_mills && !mv.removed().is_empty() {
            // The mills that removed are used up: their points are remembered.
            let used = self.used[me];
            let fresh = rules
                .mills_closed_list(to, self.board[me])
                .filter(|m| !m.is_subset(used))
                .fold(PointSet::EMPTY, |acc, m| acc | m)
                - used;
            for p in fresh {
                self.hash ^= zobrist::USED[me.index()][p.index()];
            }
            self.used[me] = used | fresh;
        }
        let removed = self.take_pieces(mv.removed());
        if rules.placing_mills == PlacingMills::Mark && mv.is_placement() {
            for r in removed {
                self.hash ^= zobrist::MARK[r.index()];
            }
            self.marked |= removed;
        }
        self.count_turn(taken || !removed.is_empty());
        if !self.marked.is_empty() && self.in_hand == ByColor::splat(0) {
            // Placement is over: the marked pieces leave the board.
            for p in self.marked {
                self.hash ^= zobrist::MARK[p.index()];
            }
            self.marked = PointSet::EMPTY;
        }
        let next = if rules.extra_turns && self.moves_again(rules, mv) {
            me
        } else if mv.is_placement()
            && rules.movement_starts != MovementStarts::InTurn
            && self.in_hand == ByColor::splat(0)
        {
            match rules.movement_starts {
                MovementStarts::SecondPlayer => !rules.first,
                _ => rules.first,
            }
        } else {
            !me
        };
        if next != me {
            self.side = next;
            self.hash ^= zobrist::BLACK_TO_MOVE;
        }
    }

    /// Does a mill made by placing take a piece from the opponent's hand?
    #[inline]
    pub(crate) fn takes_from_hand(&self, rules: &Rules) -> bool {
        rules.placing_mills == PlacingMills::TakeFromHand && self.in_hand[!self.side] > 0
    }

    /// Does the mover of `mv`, just played, take another turn?
    fn moves_again(&self, rules: &Rules, mv: Move) -> bool {
        let own = self.board[self.side];
        if mv.is_placement() {
            rules.placing_mills == PlacingMills::ExtraTurn
                && self.in_hand[self.side] > 0
                && rules.mills_closed_at(mv.to(), own) > 0
        } else {
            rules.mill_effect == MillEffect::RemoveAndMoveAgain
                && rules.mills_closed_at(mv.to(), own) > 0
        }
    }
}
