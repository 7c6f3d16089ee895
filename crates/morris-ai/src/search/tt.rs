//! The transposition table: results of earlier searches, keyed by the position's
//! Zobrist hash, replaced by depth within one search and always by a newer search.

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

/// A fixed-size table allocated once per engine.
#[derive(Debug)]
pub(crate) struct Table {
    entries: Vec<Option<Entry>>,
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table of about `megabytes` (at least 1024 entries, a power of two).
    pub fn new(megabytes: usize) -> Table {
        let bytes = megabytes.max(1).saturating_mul(1 << 20);
        let wanted = (bytes / std::mem::size_of::<Option<Entry>>()).max(1024);
        let size = (1usize << (usize::BITS - 1 - wanted.leading_zeros())).max(2);
        Table {
            entries: vec![None; size],
            mask: size - 1,
            generation: 0,
        }
    }

    /// A new search: older entries may be replaced freely.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    pub fn clear(&mut self) {
        self.entries.fill(None);
    }

    /// The entry for `key`, its score read back as seen from `ply`.
    pub fn probe(&self, key: u64, ply: usize) -> Option<(Entry, i32)> {
        let base = key as usize & self.mask & !1;
        let entry = self.entries[base..base + 2]
            .iter()
            .flatten()
            .find(|e| e.key == key)?;
        Some((*entry, from_stored(entry.value, ply)))
    }

    /// Stores a result in the bucket of two slots for `key`: over the same
    /// position unless that holds a deeper result of this search, else over the
    /// slot holding the older or shallower result.
    pub fn store(
        &mut self,
        key: u64,
        depth: i32,
        bound: Bound,
        value: i32,
        mv: Option<Move>,
        ply: usize,
    ) {
        let base = key as usize & self.mask & !1;
        let depth = depth.clamp(-1, i16::MAX.into()) as i16;
        let generation = self.generation;
        let bucket = &mut self.entries[base..base + 2];
        let same = bucket.iter().position(|e| e.is_some_and(|e| e.key == key));
        let slot = match same {
            Some(i) => i,
            None => {
                let worth = |e: &Option<Entry>| match e {
                    None => i32::MIN,
                    Some(e) => {
                        i32::from(e.depth) + if e.generation == generation { 1000 } else { 0 }
                    }
                };
                usize::from(worth(&bucket[1]) < worth(&bucket[0]))
            }
        };
        let old = bucket[slot].filter(|e| e.key == key);
        if let Some(old) = old
            && old.generation == generation
            && old.depth > depth
            && bound != Bound::Exact
        {
            return;
        }
        let mv = mv.or_else(|| old.and_then(|o| o.mv));
        bucket[slot] = Some(Entry {
            key,
            mv,
            value: to_stored(value, ply),
            depth,
            bound,
            generation,
        });
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

    #[test]
    fn forced_scores_keep_their_distance_across_plies() {
        let mut table = Table::new(1);
        table.store(42, 3, Bound::Exact, WIN - 7, None, 4);
        let (entry, value) = table.probe(42, 2).unwrap();
        assert_eq!(value, WIN - 5);
        assert_eq!(entry.bound, Bound::Exact);
        assert!(table.probe(43, 2).is_none());
    }
}
