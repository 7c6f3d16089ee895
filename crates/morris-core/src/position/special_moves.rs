//! The legal turns under rules beyond the Nine Men's Morris skeleton: removals
//! owed when placement ends, what a blocked player does, points closed to
//! placing, captures without mills.

use crate::color::Color;
use crate::point::{Point, PointSet};
use crate::position::Position;
use crate::position::moves::{Move, MoveList};
use crate::rules::Rules;
use crate::rules::captures::CaptureStyle;
use crate::rules::end::WhenBlocked;

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
            let targets = match rules.removable_from(pool) {
                none if none.is_empty() => pool,
                some => some,
            };
            list.extend(targets.map(Move::removal));
            return;
        }
        self.legal_moves_with::<false>(rules, list);
        if !list.is_empty() {
            if rules.end.blocked == WhenBlocked::Freed && !self.with_side(them).has_step(rules) {
                self.keep_freeing_moves(rules, list);
            }
            return;
        }
        match rules.end.blocked {
            WhenBlocked::Loses | WhenBlocked::Draw => {}
            WhenBlocked::Passes | WhenBlocked::Freed => {
                if self.with_side(them).has_step(rules) {
                    list.push(Move::pass());
                }
            }
            WhenBlocked::RemovesAdjacent => {
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

    /// The points of `open` where the player to move may place a piece.
    pub(crate) fn placing_points(&self, rules: &Rules, open: PointSet) -> PointSet {
        let open = open - rules.placement.no_placing;
        let first = Color::ALL.iter().all(|&c| {
            usize::from(self.in_hand[c]) + rules.placement.start[c].len() as usize
                == usize::from(rules.placement.pieces)
        });
        let opening = rules.placement.opening_points;
        if first && !opening.is_empty() {
            open & opening
        } else {
            open
        }
    }

    /// The move the player to move may not make if it closes a mill: the
    /// reverse of the move by which their last turn closed one.
    pub(crate) fn banned_return(&self) -> Option<(Point, Point)> {
        self.mill_step[self.side].map(|(from, to)| (to, from))
    }

    /// The points of `open` a piece on `from` may leap to over an opponent piece.
    pub(crate) fn leap_targets(&self, rules: &Rules, from: Point, open: PointSet) -> PointSet {
        let opp = self.board[!self.side];
        let mut out = PointSet::EMPTY;
        for cap in rules
            .captures
            .list
            .iter()
            .filter(|c| c.kind == CaptureStyle::Leap)
        {
            if !cap.by.allow(false) {
                continue;
            }
            for &[a, m, b] in &cap.triples {
                if opp.contains(m) {
                    if a == from && open.contains(b) {
                        out.insert(b);
                    } else if b == from && open.contains(a) {
                        out.insert(a);
                    }
                }
            }
        }
        out
    }

    /// The opponent pieces `step` takes without a mill.
    pub(crate) fn forced_captures(&self, rules: &Rules, step: Move) -> PointSet {
        if rules.captures.is_empty() {
            return PointSet::EMPTY;
        }
        let own = self.board[self.side];
        let own_after = step.from().map_or(own, |f| own - f.bit()) | step.to().bit();
        self.captures_by(rules, step.from(), step.to(), own_after)
    }

    /// The opponent pieces a step from `from` (none: from the hand) to `to`
    /// takes without a mill, the mover's pieces then standing on `own_after`.
    pub(crate) fn captures_by(
        &self,
        rules: &Rules,
        from: Option<Point>,
        to: Point,
        own_after: PointSet,
    ) -> PointSet {
        let opp = self.board[!self.side];
        let mut taken = PointSet::EMPTY;
        for cap in &rules.captures.list {
            if !cap.by.allow(from.is_none()) {
                continue;
            }
            for &[a, m, b] in &cap.triples {
                let caught = match cap.kind {
                    CaptureStyle::Custodian => {
                        opp.contains(m)
                            && ((a == to && own_after.contains(b))
                                || (b == to && own_after.contains(a)))
                    }
                    CaptureStyle::Intervention => m == to && opp.contains(a) && opp.contains(b),
                    CaptureStyle::Leap => {
                        opp.contains(m)
                            && from.is_some_and(|f| (a == f && b == to) || (b == f && a == to))
                    }
                };
                if caught {
                    taken |= if cap.kind == CaptureStyle::Intervention {
                        a.bit() | b.bit()
                    } else {
                        m.bit()
                    };
                }
            }
        }
        taken
    }
}
