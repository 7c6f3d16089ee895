//! Points of a board and sets of them as 64-bit masks.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

/// The most points a board may have: a point set is one `u64`.
pub const MAX_POINTS: usize = 64;

/// A point of the board, by its index in the rules file's point list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Point(pub u8);

impl Point {
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The set of this point alone; empty for an index past the last possible point,
    /// so that no `Point` value can make a set operation panic.
    #[inline]
    pub const fn bit(self) -> PointSet {
        match 1u64.checked_shl(self.0 as u32) {
            Some(bit) => PointSet(bit),
            None => PointSet::EMPTY,
        }
    }
}

/// A set of points as a bit mask; bit `i` is point `i`.
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PointSet(pub u64);

impl PointSet {
    pub const EMPTY: PointSet = PointSet(0);

    /// The set of the first `n` points.
    pub const fn first(n: usize) -> PointSet {
        if n >= 64 {
            PointSet(u64::MAX)
        } else {
            PointSet((1 << n) - 1)
        }
    }

    #[inline]
    pub const fn contains(self, p: Point) -> bool {
        self.0 & p.bit().0 != 0
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub const fn is_subset(self, other: PointSet) -> bool {
        self.0 & !other.0 == 0
    }

    #[inline]
    pub fn insert(&mut self, p: Point) {
        self.0 |= p.bit().0;
    }

    #[inline]
    pub fn remove(&mut self, p: Point) {
        self.0 &= !p.bit().0;
    }

    /// The lowest point of the set.
    #[inline]
    pub const fn first_point(self) -> Option<Point> {
        if self.0 == 0 {
            None
        } else {
            Some(Point(self.0.trailing_zeros() as u8))
        }
    }
}

impl Iterator for PointSet {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        let p = self.first_point()?;
        self.0 &= self.0 - 1;
        Some(p)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for PointSet {}

impl FromIterator<Point> for PointSet {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> Self {
        let mut set = PointSet::EMPTY;
        for p in iter {
            set.insert(p);
        }
        set
    }
}

impl fmt::Debug for PointSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.map(|p| p.0)).finish()
    }
}

macro_rules! bit_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl $trait for PointSet {
            type Output = PointSet;
            #[inline]
            fn $method(self, rhs: PointSet) -> PointSet {
                PointSet(self.0 $op rhs.0)
            }
        }
        impl $assign_trait for PointSet {
            #[inline]
            fn $assign_method(&mut self, rhs: PointSet) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for PointSet {
    type Output = PointSet;
    #[inline]
    fn sub(self, rhs: PointSet) -> PointSet {
        PointSet(self.0 & !rhs.0)
    }
}

impl Not for PointSet {
    type Output = PointSet;
    #[inline]
    fn not(self) -> PointSet {
        PointSet(!self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iterates_in_index_order() {
        let set: PointSet = [Point(5), Point(0), Point(63)].into_iter().collect();
        assert_eq!(set.len(), 3);
        assert_eq!(set.collect::<Vec<_>>(), vec![Point(0), Point(5), Point(63)]);
    }

    #[test]
    fn points_past_64_are_in_no_set() {
        let mut set = PointSet::first(64);
        assert!(!set.contains(Point(200)));
        set.remove(Point(64));
        assert_eq!(set.len(), 64);
        set = PointSet::EMPTY;
        set.insert(Point(255));
        assert!(set.is_empty());
    }

    #[test]
    fn first_n() {
        assert_eq!(PointSet::first(0), PointSet::EMPTY);
        assert_eq!(PointSet::first(3), PointSet(0b111));
        assert_eq!(PointSet::first(64).len(), 64);
    }
}
