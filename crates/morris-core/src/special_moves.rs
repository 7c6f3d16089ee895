//! The legal turns under rules beyond the Nine Men's Morris skeleton: removals
//! owed when placement ends, and what a blocked player does.

use crate::moves::{Move, MoveList};
use crate::point::PointSet;
use crate::position::{Position, removable_from};
use crate::rules::Rules;
use crate::ruleset::Blocked;

impl Position {
    /// Every legal turn of a position not yet decided, under rules without the
    /// move generator's fast path.
    pub(crate) fn special_moves_into(&self, rules: &Rules, list: &mut MoveList) {
        list.clear();
        let (me, them) = (self.side, !self.side);
        if self.owed_removals(me) > 0 {
            let pool = if self.owes_own_pieces(me) {
                self.board[me]
            } else {
                self.board[them]
            };
            let targets = match removable_from(rules, pool) {
                none if none.is_empty() => pool,
                some => some,
            };
            list.extend(targets.map(Move::removal));
            return;
        }
        self.legal_moves_with::<false>(rules, list);
        if !list.is_empty() {
            if rules.blocked == Blocked::Freed && !self.with_side(them).has_step(rules) {
                self.keep_freeing_moves(rules, list);
            }
            return;
        }
        match rules.blocked {
            Blocked::Loses | Blocked::Draw => {}
            Blocked::Passes | Blocked::Freed => {
                if self.with_side(them).has_step(rules) {
                    list.push(Move::pass());
                }
            }
            Blocked::RemovesAdjacent => {
                let near = self.board[me]
                    .into_iter()
                    .fold(PointSet::EMPTY, |acc, p| acc | rules.neighbours(p));
                list.extend((near & self.board[them]).map(Move::removal));
            }
        }
    }

    /// The opponent is blocked and must be freed: keeps the moves after which
    /// they can move (all moves when none does), without their removals.
    fn keep_freeing_moves(&self, rules: &Rules, list: &mut MoveList) {
        let them = !self.side;
        let frees = |mv: &Move| {
            let mut after = *self;
            after.step(*mv);
            after.with_side(them).has_step(rules)
        };
        if list.iter().any(frees) {
            list.retain(|mv| frees(mv));
        }
        for mv in list.iter_mut() {
            *mv = mv.with_removed(PointSet::EMPTY);
        }
        list.sort_unstable();
        list.dedup();
    }

    /// This position with `c` to move (hash not updated: for questions only).
    fn with_side(&self, c: crate::Color) -> Position {
        Position { side: c, ..*self }
    }
}
