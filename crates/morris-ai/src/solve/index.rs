//! Compact numbering of positions within a layer.
//!
//! A position is the set of the side to move's pieces (`own`) and the other side's
//! (`opp`). Own sets are grouped into classes under the board's symmetries; a
//! position's index is `class * C(free points, opp pieces) + rank of opp among the
//! free points`, after turning the position so that `own` is its class
//! representative (and, when that leaves a choice, `opp` has the smallest rank).

use super::symmetry::Symmetries;

/// `n choose k`, saturating (the sizes that matter are far below `u64::MAX`).
pub(crate) fn binomial(n: usize, k: usize) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut acc: u128 = 1;
    for i in 0..k {
        acc = acc * (n - i) as u128 / (i + 1) as u128;
        if acc > u128::from(u64::MAX) {
            return u64::MAX;
        }
    }
    acc as u64
}

/// Binomials for the boards a table may have (up to 64 points).
#[derive(Debug)]
pub(crate) struct Binomials(Box<[[u64; 65]; 65]>);

impl Binomials {
    pub(crate) fn new() -> Binomials {
        let mut table = Box::new([[0u64; 65]; 65]);
        for (n, row) in table.iter_mut().enumerate() {
            for (k, cell) in row.iter_mut().enumerate() {
                *cell = binomial(n, k);
            }
        }
        Binomials(table)
    }

    #[inline]
    pub(crate) fn get(&self, n: usize, k: usize) -> u64 {
        self.0[n][k]
    }

    /// The colex rank of a set among the sets of its size.
    #[inline]
    pub(crate) fn rank(&self, set: u64) -> u64 {
        let mut rank = 0;
        let mut rest = set;
        let mut i = 1;
        while rest != 0 {
            rank += self.0[rest.trailing_zeros() as usize][i];
            rest &= rest - 1;
            i += 1;
        }
        rank
    }

    /// The colex rank of `set` among the subsets of `free` of its size.
    #[inline]
    pub(crate) fn rank_within(&self, set: u64, free: u64) -> u64 {
        let mut rank = 0;
        let mut rest = set;
        let mut i = 1;
        while rest != 0 {
            let below = rest & rest.wrapping_neg();
            let position = (free & (below - 1)).count_ones() as usize;
            rank += self.0[position][i];
            rest &= rest - 1;
            i += 1;
        }
        rank
    }

    /// The set of `k` elements with colex rank `rank` (inverse of [`Binomials::rank`]).
    pub(crate) fn unrank(&self, mut rank: u64, k: usize) -> u64 {
        let mut set = 0;
        for i in (1..=k).rev() {
            let mut p = i - 1;
            while p + 1 < 64 && self.0[p + 1][i] <= rank {
                p += 1;
            }
            rank -= self.0[p][i];
            set |= 1 << p;
        }
        set
    }
}

/// Places the bits of `compact` on the points of `free`, lowest first.
#[inline]
pub(crate) fn deposit(compact: u64, free: u64) -> u64 {
    let mut out = 0;
    let mut slots = free;
    let mut bits = compact;
    while bits != 0 && slots != 0 {
        let slot = slots & slots.wrapping_neg();
        if bits & 1 == 1 {
            out |= slot;
        }
        bits >>= 1;
        slots &= slots - 1;
    }
    out
}

/// The set of the `n` lowest bits: the first set of size `n` in colex order.
#[inline]
pub(crate) fn lowest_bits(n: usize) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// The next larger set with as many elements (Gosper's hack).
#[inline]
pub(crate) fn next_combination(set: u64) -> u64 {
    let lowest = set & set.wrapping_neg();
    let ripple = set.wrapping_add(lowest);
    if ripple == 0 {
        return u64::MAX;
    }
    (((ripple ^ set) >> 2) / lowest) | ripple
}

const UNSET: u32 = u32::MAX;

/// The symmetry classes of the own sets of one size.
#[derive(Debug)]
pub(crate) struct Classes {
    /// By colex rank of a set: its class, and a symmetry turning it into the
    /// class representative (together, so a lookup touches one cache line).
    class_of: Vec<(u32, u8)>,
    /// By class: the representative (the member of smallest rank).
    reps: Vec<u64>,
    /// By class: the range of `fixing` holding the symmetries other than the
    /// identity that leave the representative in place.
    fixing_range: Vec<(u32, u32)>,
    fixing: Vec<u8>,
}

impl Classes {
    pub(crate) fn new(
        points: usize,
        size: usize,
        syms: &Symmetries,
        inverses: &[u8],
        binom: &Binomials,
    ) -> Classes {
        let count = binom.get(points, size) as usize;
        let mut class_of = vec![(UNSET, 0u8); count];
        let mut reps = Vec::new();
        let mut fixing_range = Vec::new();
        let mut fixing = Vec::new();
        let mut set = lowest_bits(size);
        for rank in 0..count {
            if class_of[rank].0 == UNSET {
                let class = reps.len() as u32;
                reps.push(set);
                let start = fixing.len() as u32;
                for (s, &inverse) in inverses.iter().enumerate() {
                    let image = syms.apply(s, set);
                    let r = binom.rank(image) as usize;
                    if class_of[r].0 == UNSET {
                        class_of[r] = (class, inverse);
                    }
                    if image == set && s != 0 {
                        fixing.push(s as u8);
                    }
                }
                fixing_range.push((start, fixing.len() as u32));
            }
            if size > 0 {
                set = next_combination(set);
            }
        }
        Classes {
            class_of,
            reps,
            fixing_range,
            fixing,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.reps.len()
    }

    pub(crate) fn rep(&self, class: usize) -> u64 {
        self.reps[class]
    }

    /// The symmetries besides the identity that fix the representative of `class`.
    pub(crate) fn fixing(&self, class: usize) -> &[u8] {
        let (start, end) = self.fixing_range[class];
        &self.fixing[start as usize..end as usize]
    }

    /// The class of an own set and a symmetry that turns the set into the representative.
    #[inline]
    pub(crate) fn locate(&self, binom: &Binomials, own: u64) -> (usize, usize) {
        let (class, sym) = self.class_of[binom.rank(own) as usize];
        (class as usize, usize::from(sym))
    }
}
