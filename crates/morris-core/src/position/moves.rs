//! Turns: a placement or a move together with the removals it triggers, or,
//! under some rules, a turn of removals alone or a pass.

use smallvec::SmallVec;

use crate::point::{Point, PointSet};

/// One turn. `from` is `None` for a placement; `removed` holds the pieces
/// taken because the turn closed a mill (usually none or one).
///
/// Some rules add turns without a step: a removal owed when placement ends or
/// by a blocked player ([`Move::removal`], written `xd1`), and a blocked
/// player's pass ([`Move::pass`], written `pass`). [`Move::has_step`] tells them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    from: u8,
    to: u8,
    removed: PointSet,
}

const NO_POINT: u8 = u8::MAX;
/// `from` of a turn without a step (a removal alone, or a pass).
const NO_STEP: u8 = u8::MAX - 1;

impl Move {
    #[inline]
    pub const fn place(to: Point) -> Move {
        Move {
            from: NO_POINT,
            to: to.0,
            removed: PointSet::EMPTY,
        }
    }

    #[inline]
    pub const fn slide(from: Point, to: Point) -> Move {
        Move {
            from: from.0,
            to: to.0,
            removed: PointSet::EMPTY,
        }
    }

    #[inline]
    pub const fn new(from: Option<Point>, to: Point, removed: PointSet) -> Move {
        let from = match from {
            Some(p) => p.0,
            None => NO_POINT,
        };
        Move {
            from,
            to: to.0,
            removed,
        }
    }

    /// A turn that only removes the piece on `p` (owed, or a blocked player's).
    #[inline]
    pub const fn removal(p: Point) -> Move {
        Move {
            from: NO_STEP,
            to: p.0,
            removed: p.bit(),
        }
    }

    /// A blocked player's turn that does nothing.
    #[inline]
    pub const fn pass() -> Move {
        Move {
            from: NO_STEP,
            to: 0,
            removed: PointSet::EMPTY,
        }
    }

    /// Does the turn place or move a piece? (Not a removal alone or a pass.)
    #[inline]
    pub const fn has_step(self) -> bool {
        self.from != NO_STEP
    }

    /// Is this a pass?
    #[inline]
    pub const fn is_pass(self) -> bool {
        !self.has_step() && self.removed.is_empty()
    }

    /// This move with `removed` as its removals.
    #[inline]
    pub const fn with_removed(self, removed: PointSet) -> Move {
        Move { removed, ..self }
    }

    /// Where the moved piece came from: `None` for a placement and for a turn without a step.
    #[inline]
    pub const fn from(self) -> Option<Point> {
        if self.from >= NO_STEP {
            None
        } else {
            Some(Point(self.from))
        }
    }

    /// Where the placed or moved piece lands. For a removal alone, the removed
    /// point; for a pass, point 0 (ask [`Move::has_step`] first).
    #[inline]
    pub const fn to(self) -> Point {
        Point(self.to)
    }

    #[inline]
    pub const fn removed(self) -> PointSet {
        self.removed
    }

    #[inline]
    pub const fn is_placement(self) -> bool {
        self.from == NO_POINT
    }

    /// The turn as one number: the removals in the low 64 bits, then `from`
    /// and `to` (8 bits each). For tables that keep turns in plain words;
    /// [`Move::from_bits`] reads it back.
    #[inline]
    pub const fn to_bits(self) -> u128 {
        self.removed.0 as u128 | (self.from as u128) << 64 | (self.to as u128) << 72
    }

    /// The turn [`Move::to_bits`] gave. Bits above the first 80 are ignored;
    /// any value gives some turn, legal or not (check with `Position::is_legal`).
    #[inline]
    pub const fn from_bits(bits: u128) -> Move {
        Move {
            from: (bits >> 64) as u8,
            to: (bits >> 72) as u8,
            removed: PointSet(bits as u64),
        }
    }
}

/// How many turns a [`MoveList`] holds without allocating: three times the most
/// seen in 20,000 random games of each shipped variant (82, Twelve Men's Morris).
pub const INLINE_MOVES: usize = 256;

/// The legal turns of a position. It lives on the stack and allocates only for
/// the rare position of an unusual rules file with more than [`INLINE_MOVES`] turns.
pub type MoveList = SmallVec<[Move; INLINE_MOVES]>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_give_back_every_kind_of_turn() {
        let p = |i| Point(i);
        let turns = [
            Move::place(p(0)),
            Move::place(p(63)),
            Move::slide(p(3), p(4)),
            Move::new(Some(p(23)), p(22), p(0).bit()),
            Move::new(None, p(5), PointSet(1 << 63 | 1 << 7)),
            Move::removal(p(17)),
            Move::pass(),
        ];
        for mv in turns {
            assert_eq!(Move::from_bits(mv.to_bits()), mv, "{mv:?}");
        }
        let distinct: std::collections::BTreeSet<u128> =
            turns.iter().map(|m| m.to_bits()).collect();
        assert_eq!(distinct.len(), turns.len());
        assert_eq!(
            Move::from_bits(Move::pass().to_bits() | 1 << 100),
            Move::pass()
        );
    }
}
