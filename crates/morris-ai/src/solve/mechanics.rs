//! The rules again, on bare bitboards seen from the side to move, for the solver's
//! inner loops: turns forward, slides backward, and the end of the game.
//! `mechanics_tests.rs` checks them against the core's `Position`.

#[cfg(test)]
use morris_core::Color;
#[cfg(test)]
use morris_core::{ByColor, PointSet};
use morris_core::{Feature, Position, Rules};

use super::layers::LayerKey;
use super::value::Value;

/// A position from the view of the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct State {
    pub own: u64,
    pub opp: u64,
    pub own_hand: u8,
    pub opp_hand: u8,
}

impl State {
    /// The state of a core position, from its side to move's view.
    pub(crate) fn of(pos: &Position) -> State {
        let side = pos.side_to_move();
        State {
            own: pos.pieces(side).0,
            opp: pos.pieces(!side).0,
            own_hand: pos.in_hand(side),
            opp_hand: pos.in_hand(!side),
        }
    }

    pub(crate) fn key(&self) -> LayerKey {
        LayerKey {
            own_hand: self.own_hand,
            opp_hand: self.opp_hand,
            own_board: self.own.count_ones() as u8,
            opp_board: self.opp.count_ones() as u8,
        }
    }

    /// The same position as a core position with `side` to move (counters at zero).
    #[cfg(test)]
    pub(crate) fn to_position(self, rules: &Rules, side: Color) -> Option<Position> {
        let (board, in_hand) = match side {
            Color::White => ((self.own, self.opp), (self.own_hand, self.opp_hand)),
            Color::Black => ((self.opp, self.own), (self.opp_hand, self.own_hand)),
        };
        let setup = morris_core::Setup {
            board: ByColor::new(PointSet(board.0), PointSet(board.1)),
            in_hand: ByColor::new(in_hand.0, in_hand.1),
            side,
            no_removal: 0,
            ply: 0,
            ..Default::default()
        };
        Position::from_setup(rules, &setup).ok()
    }
}

/// The compiled rules as plain masks.
#[derive(Debug)]
pub(crate) struct Mechanics {
    all: u64,
    neighbours: Vec<u64>,
    mills: Vec<u64>,
    mills_through: Vec<Vec<u64>>,
    fly_at: Option<u8>,
    mill_wins: bool,
    remove_any: bool,
    removal_per_mill: bool,
    move_in_placement: bool,
    lose_below: u8,
    full_board_draw: bool,
    /// Points no piece may enter while its player has pieces in hand.
    closed: u64,
}

impl Mechanics {
    pub(crate) fn new(rules: &Rules) -> Mechanics {
        Mechanics {
            all: rules.all_points().0,
            neighbours: rules.points().map(|p| rules.neighbours(p).0).collect(),
            mills: rules.mills().iter().map(|m| m.0).collect(),
            mills_through: rules
                .points()
                .map(|p| rules.mills_through(p).iter().map(|m| m.0).collect())
                .collect(),
            fly_at: rules.flying_threshold(),
            mill_wins: rules.uses(Feature::MillWins),
            remove_any: rules.uses(Feature::RemovableAny),
            removal_per_mill: rules.uses(Feature::RemovalPerMill),
            move_in_placement: rules.uses(Feature::MoveInPlacement),
            lose_below: rules.lose_below(),
            full_board_draw: rules.uses(Feature::FullBoardDraw),
            closed: rules.placement().closed_while_placing().0,
        }
    }

    #[inline]
    fn has_mill(&self, set: u64) -> bool {
        self.mills.iter().any(|&m| m & !set == 0)
    }

    #[inline]
    fn in_mills(&self, set: u64) -> u64 {
        self.mills
            .iter()
            .filter(|&&m| m & set == m)
            .fold(0, |acc, &m| acc | m)
    }

    #[inline]
    fn closed_at(&self, to: usize, set: u64) -> usize {
        self.mills_through[to]
            .iter()
            .filter(|&&m| m & set == m)
            .count()
    }

    #[inline]
    fn removable(&self, opp: u64) -> u64 {
        if self.remove_any {
            return opp;
        }
        let free = opp & !self.in_mills(opp);
        if free == 0 { opp } else { free }
    }

    #[inline]
    fn can_fly(&self, board: u64, hand: u8) -> bool {
        // As the core: only once every piece is on the board.
        hand == 0
            && self
                .fly_at
                .is_some_and(|k| board.count_ones() <= u32::from(k))
    }

    /// The result fixed by the position alone (a mill that wins, too few pieces).
    pub(crate) fn decided(&self, s: &State) -> Option<Value> {
        if self.mill_wins {
            if self.has_mill(s.opp) {
                return Some(Value::Loss(0));
            }
            if self.has_mill(s.own) {
                return Some(Value::Win(0));
            }
        }
        if s.own.count_ones() + u32::from(s.own_hand) < u32::from(self.lose_below) {
            return Some(Value::Loss(0));
        }
        if s.opp.count_ones() + u32::from(s.opp_hand) < u32::from(self.lose_below) {
            return Some(Value::Win(0));
        }
        None
    }

    /// The value of a finished game, or `None` while there is a legal turn.
    pub(crate) fn terminal(&self, s: &State) -> Option<Value> {
        if let Some(v) = self.decided(s) {
            return Some(v);
        }
        let mut any = false;
        self.for_each_step(s, |_, _, _| any = true);
        if any {
            None
        } else if self.full_board_draw && (s.own | s.opp) == self.all {
            Some(Value::Draw)
        } else {
            Some(Value::Loss(0))
        }
    }

    /// Calls `f(to, own_after, own_hand_after)` for every placement and move.
    #[inline(always)]
    fn for_each_step(&self, s: &State, mut f: impl FnMut(usize, u64, u8)) {
        let mut empty = self.all & !(s.own | s.opp);
        let placing = s.own_hand > 0;
        if placing {
            empty &= !self.closed;
            let mut targets = empty;
            while targets != 0 {
                let to = targets.trailing_zeros() as usize;
                targets &= targets - 1;
                f(to, s.own | 1 << to, s.own_hand - 1);
            }
        }
        if !placing || self.move_in_placement {
            let fly = self.can_fly(s.own, s.own_hand);
            let mut froms = s.own;
            while froms != 0 {
                let from = froms.trailing_zeros() as usize;
                froms &= froms - 1;
                let rest = s.own & !(1 << from);
                let mut targets = if fly {
                    empty
                } else {
                    self.neighbours[from] & empty
                };
                while targets != 0 {
                    let to = targets.trailing_zeros() as usize;
                    targets &= targets - 1;
                    f(to, rest | 1 << to, s.own_hand);
                }
            }
        }
    }

    /// Calls `f` with the position after every legal turn, seen from the next
    /// side to move (a turn with several removal choices gives several children,
    /// possibly equal). Nothing for a finished game.
    pub(crate) fn for_each_child(&self, s: &State, mut f: impl FnMut(State)) {
        if self.decided(s).is_some() {
            return;
        }
        let can_remove = !self.mill_wins && s.opp != 0;
        self.for_each_step(s, |to, own_after, hand_after| {
            let child = |opp_after| State {
                own: opp_after,
                opp: own_after,
                own_hand: s.opp_hand,
                opp_hand: hand_after,
            };
            let closed = if can_remove {
                self.closed_at(to, own_after)
            } else {
                0
            };
            if closed == 0 {
                f(child(s.opp));
            } else if closed == 1 || !self.removal_per_mill || s.opp.count_ones() == 1 {
                let mut targets = self.removable(s.opp);
                while targets != 0 {
                    let r = targets & targets.wrapping_neg();
                    targets &= targets - 1;
                    f(child(s.opp & !r));
                }
            } else {
                let k = closed.min(s.opp.count_ones() as usize);
                self.removal_sets(s.opp, k, &mut |opp_after| f(child(opp_after)));
            }
        });
    }

    /// Every way to take `k` pieces one after another, each removable once the earlier are gone.
    fn removal_sets(&self, opp: u64, k: usize, f: &mut dyn FnMut(u64)) {
        let mut targets = self.removable(opp);
        while targets != 0 {
            let r = targets & targets.wrapping_neg();
            targets &= targets - 1;
            if k <= 1 {
                f(opp & !r);
            } else {
                self.removal_sets(opp & !r, k - 1, f);
            }
        }
    }

    /// Calls `f` with every position from which a slide without removal (by the
    /// other side) leads to `t`: the slides inside a pair of swapped layers.
    pub(crate) fn for_each_slide_parent(&self, t: &State, mut f: impl FnMut(State)) {
        // The parent's mover is t's `opp`, with t's `opp_hand` in hand.
        if t.opp == 0 || (t.opp_hand > 0 && !self.move_in_placement) {
            return;
        }
        let too_few = |board: u64, hand: u8| {
            board.count_ones() + u32::from(hand) < u32::from(self.lose_below)
        };
        if (self.mill_wins && self.has_mill(t.own))
            || too_few(t.own, t.own_hand)
            || too_few(t.opp, t.opp_hand)
        {
            return; // the parent would already be over
        }
        let empty = self.all & !(t.own | t.opp);
        let fly = self.can_fly(t.opp, t.opp_hand);
        let removal_possible = !self.mill_wins && t.own != 0;
        let mut arrivals = t.opp;
        if t.opp_hand > 0 {
            arrivals &= !self.closed;
        }
        while arrivals != 0 {
            let to = arrivals.trailing_zeros() as usize;
            arrivals &= arrivals - 1;
            if removal_possible && self.closed_at(to, t.opp) > 0 {
                continue; // that slide would have removed a piece
            }
            let rest = t.opp & !(1 << to);
            let mut froms = if fly {
                empty
            } else {
                self.neighbours[to] & empty
            };
            while froms != 0 {
                let from = froms.trailing_zeros() as usize;
                froms &= froms - 1;
                let before = rest | 1 << from;
                if self.mill_wins && self.has_mill(before) {
                    continue;
                }
                f(State {
                    own: before,
                    opp: t.own,
                    own_hand: t.opp_hand,
                    opp_hand: t.own_hand,
                });
            }
        }
    }
}
