//! The transposition table: results of earlier searches, keyed by the position's
//! Zobrist hash, replaced by depth within one search and always by a newer search.
//!
//! The threads of one search share it without locks. A slot is three words,
//! each written on its own, with the key stored XORed with the other two: a
//! slot read while another thread writes it (a torn read) fails the key check
//! and is a miss, and a torn write is at worst a lost result.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering::Relaxed};

use morris_core::Move;

use super::score::FORCED;

/// What a stored score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    key: u64,
    pub mv: Option<Move>,
    value: i32,
    pub depth: i16,
    pub bound: Bound,
    generation: u8,
}

/// The bytes an entry took when the table was a `Vec<Option<Entry>>`. The
/// table still holds as many entries for a size in megabytes, so that a search
/// visits the same positions as before; a slot now takes 32 bytes.
const SIZING_ENTRY_BYTES: usize = 40;

// The data word: value (24 bits, two's complement), depth (8, signed),
// generation (8), bound (2; 0 is an empty slot), whether there is a move (1),
// then the move's `from` and `to`. Its removals are the slot's second word.
const VALUE_BITS: u32 = 24;
const DEPTH_SHIFT: u32 = 24;
const GENERATION_SHIFT: u32 = 32;
const BOUND_SHIFT: u32 = 40;
const BOUND_MASK: u64 = 3 << BOUND_SHIFT;
const HAS_MOVE: u64 = 1 << 42;
const STEP_SHIFT: u32 = 48;

/// One entry: `check` is the key XOR the two other words.
#[derive(Default)]
struct Slot {
    check: AtomicU64,
    removed: AtomicU64,
    data: AtomicU64,
}

/// Two slots on one cache line.
#[derive(Default)]
#[repr(align(64))]
struct Bucket([Slot; 2]);

/// A fixed-size table allocated once per engine and shared by its threads.
pub(crate) struct Table {
    buckets: Vec<Bucket>,
    mask: usize,
    generation: AtomicU8,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("entries", &(self.buckets.len() * 2))
            .field("generation", &self.generation.load(Relaxed))
            .finish()
    }
}

impl Table {
    /// A table of about `megabytes` (at least 1024 entries, a power of two).
    pub fn new(megabytes: usize) -> Table {
        let bytes = megabytes.max(1).saturating_mul(1 << 20);
        let wanted = (bytes / SIZING_ENTRY_BYTES).max(1024);
        let size = (1usize << (usize::BITS - 1 - wanted.leading_zeros())).max(2);
        Table {
            buckets: std::iter::repeat_with(Bucket::default)
                .take(size / 2)
                .collect(),
            mask: size / 2 - 1,
            generation: AtomicU8::new(0),
        }
    }

    /// A new search: older entries may be replaced freely.
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Relaxed);
    }

    pub fn clear(&self) {
        for slot in self.buckets.iter().flat_map(|b| &b.0) {
            slot.check.store(0, Relaxed);
            slot.removed.store(0, Relaxed);
            slot.data.store(0, Relaxed);
        }
    }

    fn bucket(&self, key: u64) -> &Bucket {
        &self.buckets[(key as usize >> 1) & self.mask]
    }

    /// The entry for `key`, its score read back as seen from `ply`.
    #[inline]
    pub fn probe(&self, key: u64, ply: usize) -> Option<(Entry, i32)> {
        let entry = self
            .bucket(key)
            .0
            .iter()
            .find_map(|s| s.load().entry_for(key))?;
        Some((entry, from_stored(entry.value, ply)))
    }

    /// Stores a result in the bucket of two slots for `key`: over the same
    /// position unless that holds a deeper result of this search, else over the
    /// slot holding the older or shallower result.
    #[inline]
    pub fn store(
        &self,
        key: u64,
        depth: i32,
        bound: Bound,
        value: i32,
        mut mv: Option<Move>,
        ply: usize,
    ) {
        // Depths stay below the search's deepest ply, far inside a byte.
        let depth = depth.clamp(-1, i8::MAX.into()) as i16;
        let generation = self.generation.load(Relaxed);
        let bucket = &self.bucket(key).0;
        let worth = |w: &Words| {
            if w.is_empty() {
                i32::MIN
            } else {
                let this_search = if w.generation() == generation {
                    1000
                } else {
                    0
                };
                i32::from(w.depth()) + this_search
            }
        };
        let first = bucket[0].load();
        let (slot, same) = if first.holds(key) {
            (0, Some(first))
        } else {
            let second = bucket[1].load();
            if second.holds(key) {
                (1, Some(second))
            } else {
                (usize::from(worth(&second) < worth(&first)), None)
            }
        };
        if let Some(old) = same {
            if old.generation() == generation && old.depth() > depth && bound != Bound::Exact {
                return;
            }
            mv = mv.or_else(|| old.mv());
        }
        bucket[slot].write(&Entry {
            key,
            mv,
            value: to_stored(value, ply),
            depth,
            bound,
            generation,
        });
    }
}

/// A slot's three words as read, perhaps from two different writes.
#[derive(Clone, Copy)]
struct Words {
    check: u64,
    removed: u64,
    data: u64,
}

impl Words {
    #[inline]
    fn is_empty(&self) -> bool {
        self.data & BOUND_MASK == 0
    }

    /// Do the words hold an entry for `key`, all three from one write?
    #[inline]
    fn holds(&self, key: u64) -> bool {
        self.check ^ self.removed ^ self.data == key && !self.is_empty()
    }

    #[inline]
    fn depth(&self) -> i16 {
        i16::from((self.data >> DEPTH_SHIFT) as u8 as i8)
    }

    #[inline]
    fn generation(&self) -> u8 {
        (self.data >> GENERATION_SHIFT) as u8
    }

    #[inline]
    fn mv(&self) -> Option<Move> {
        (self.data & HAS_MOVE != 0).then(|| {
            Move::from_bits(u128::from(self.removed) | u128::from(self.data >> STEP_SHIFT) << 64)
        })
    }

    /// The entry for `key`, if the words hold one.
    #[inline]
    fn entry_for(&self, key: u64) -> Option<Entry> {
        if !self.holds(key) {
            return None;
        }
        let bound = match (self.data & BOUND_MASK) >> BOUND_SHIFT {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Entry {
            key,
            mv: self.mv(),
            value: ((self.data as u32) << (32 - VALUE_BITS)) as i32 >> (32 - VALUE_BITS),
            depth: self.depth(),
            bound,
            generation: self.generation(),
        })
    }
}

impl Slot {
    #[inline]
    fn load(&self) -> Words {
        Words {
            check: self.check.load(Relaxed),
            removed: self.removed.load(Relaxed),
            data: self.data.load(Relaxed),
        }
    }

    #[inline]
    fn write(&self, e: &Entry) {
        debug_assert!(e.value.unsigned_abs() < 1 << (VALUE_BITS - 1));
        let bound: u64 = match e.bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let bits = e.mv.map_or(0, Move::to_bits);
        let removed = bits as u64;
        let data = u64::from(e.value as u32 & ((1 << VALUE_BITS) - 1))
            | u64::from(e.depth as i8 as u8) << DEPTH_SHIFT
            | u64::from(e.generation) << GENERATION_SHIFT
            | bound << BOUND_SHIFT
            | if e.mv.is_some() { HAS_MOVE } else { 0 }
            | ((bits >> 64) as u64 & 0xFFFF) << STEP_SHIFT;
        self.check.store(e.key ^ removed ^ data, Relaxed);
        self.removed.store(removed, Relaxed);
        self.data.store(data, Relaxed);
    }
}

/// Forced results are stored as distances from the stored node, not from the root.
fn to_stored(value: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if value > FORCED {
        value + ply
    } else if value < -FORCED {
        value - ply
    } else {
        value
    }
}

fn from_stored(value: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if value > FORCED {
        value - ply
    } else if value < -FORCED {
        value + ply
    } else {
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::score::WIN;
    use morris_core::{Point, PointSet};

    #[test]
    fn forced_scores_keep_their_distance_across_plies() {
        let table = Table::new(1);
        table.store(42, 3, Bound::Exact, WIN - 7, None, 4);
        let (entry, value) = table.probe(42, 2).unwrap();
        assert_eq!(value, WIN - 5);
        assert_eq!(entry.bound, Bound::Exact);
        assert!(table.probe(43, 2).is_none());
        table.store(44, 3, Bound::Upper, -(WIN - 7), None, 4);
        assert_eq!(table.probe(44, 6).unwrap().1, -(WIN - 9));
    }

    #[test]
    fn an_entry_reads_back_as_stored() {
        let table = Table::new(1);
        let turns = [
            None,
            Some(Move::place(Point(0))),
            Some(Move::new(Some(Point(23)), Point(5), PointSet(1 << 63 | 1))),
            Some(Move::removal(Point(17))),
            Some(Move::pass()),
        ];
        let cases = [
            (-1, Bound::Exact, -123_456),
            (0, Bound::Lower, 0),
            (7, Bound::Upper, 499_999),
            (95, Bound::Exact, -(WIN + 1)),
        ];
        for (i, mv) in turns.into_iter().enumerate() {
            for (j, (depth, bound, value)) in cases.into_iter().enumerate() {
                let key = ((i * 10 + j) as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                table.store(key, depth, bound, value, mv, 0);
                let (entry, read) = table.probe(key, 0).unwrap();
                assert_eq!(
                    (entry.mv, i32::from(entry.depth), entry.bound, read),
                    (mv, depth, bound, value)
                );
            }
        }
        table.clear();
        assert!(table.probe(0x9E37_79B9_7F4A_7C15, 0).is_none());
        // An empty slot is no entry for the key 0 either.
        assert!(table.probe(0, 0).is_none());
    }

    #[test]
    fn a_bucket_keeps_the_deeper_result_of_this_search() {
        let table = Table::new(1);
        let mv = Some(Move::place(Point(3)));
        // Keys 2, 4 << 20 and 6 << 20 share bucket 1.
        let (a, b, c) = (2, 4 << 20 | 2, 6 << 20 | 2);
        table.store(a, 5, Bound::Lower, 10, mv, 0);
        table.store(a, 2, Bound::Lower, 20, None, 0);
        assert_eq!(
            table.probe(a, 0).unwrap().1,
            10,
            "a shallower bound does not replace"
        );
        table.store(a, 2, Bound::Exact, 30, None, 0);
        let (entry, value) = table.probe(a, 0).unwrap();
        assert_eq!(
            (value, entry.mv),
            (30, mv),
            "an exact result does, keeping the move"
        );
        table.store(b, 4, Bound::Exact, 40, None, 0);
        table.store(c, 3, Bound::Exact, 50, None, 0);
        assert!(
            table.probe(a, 0).is_none(),
            "the shallowest of the bucket went"
        );
        assert!(table.probe(b, 0).is_some() && table.probe(c, 0).is_some());
        table.new_search();
        table.store(a, 1, Bound::Upper, 60, None, 0);
        assert!(table.probe(b, 0).is_some() != table.probe(c, 0).is_some());
        table.store(b, 1, Bound::Lower, 70, None, 0);
        assert_eq!(
            table.probe(b, 0).unwrap().1,
            70,
            "an older search's result gives way"
        );
    }

    /// What thread `t` stores for key number `i`: every field follows from the key.
    fn expected(i: u64) -> (u64, i32, Bound, i32, Move) {
        let key = i << 32 | 6; // all in bucket 3
        let bound = [Bound::Exact, Bound::Lower, Bound::Upper][(i % 3) as usize];
        let mv = Move::new(
            Some(Point((i % 24) as u8)),
            Point((i * 7 % 24) as u8),
            PointSet(i.wrapping_mul(0x2545_F491_4F6C_DD1D)),
        );
        (
            key,
            (i % 90) as i32,
            bound,
            (i as i32 * 7919) % 400_000 - 200_000,
            mv,
        )
    }

    #[test]
    fn threads_writing_one_bucket_never_read_a_torn_entry() {
        let table = Table::new(1);
        let hits = std::sync::atomic::AtomicU64::new(0);
        std::thread::scope(|scope| {
            for t in 0..2u64 {
                let (table, hits) = (&table, &hits);
                scope.spawn(move || {
                    let mut rng = 0x1234_5678 + t;
                    for _ in 0..300_000 {
                        rng ^= rng << 13;
                        rng ^= rng >> 7;
                        rng ^= rng << 17;
                        // Each thread writes its own keys and reads everyone's.
                        let mine = (rng % 8) * 2 + t + 1;
                        let (key, depth, bound, value, mv) = expected(mine);
                        table.store(key, depth, bound, value, Some(mv), 0);
                        let any = (rng >> 20) % 16 + 1;
                        let (key, depth, bound, value, mv) = expected(any);
                        if let Some((entry, read)) = table.probe(key, 0) {
                            assert_eq!(
                                (i32::from(entry.depth), entry.bound, read, entry.mv),
                                (depth, bound, value, Some(mv)),
                                "key {key:#x}"
                            );
                            hits.fetch_add(1, Relaxed);
                        }
                    }
                });
            }
        });
        // Two slots for sixteen keys: some reads must find their key.
        assert!(hits.into_inner() > 1000);
    }
}
