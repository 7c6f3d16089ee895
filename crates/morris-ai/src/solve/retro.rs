//! Retrograde analysis of the layers, pair by pair in dependency order.
//!
//! A pair is a layer and its swapped twin: slides without removal lead from one
//! to the other, every other turn leads to a layer solved earlier. Inside a pair,
//! values are settled level by level (level = turns to the end): a position is a
//! win in `n + 1` once a child is lost in `n`; a loss once every child is a win,
//! in one more turn than its longest child. Children are counted per distinct
//! symmetry class, so the count matches the parents found by undoing slides.
//! Whatever is left unsettled can be held forever: a draw.

use std::sync::atomic::AtomicU16;
use std::sync::atomic::Ordering::{AcqRel, Acquire, Relaxed};

use rayon::prelude::*;

use super::SolveError;
use super::index::{deposit, lowest_bits, next_combination};
use super::layout::Layout;
use super::mechanics::{Mechanics, State};
use super::table::LayerCodes;
use super::value::{MAX_CODE, Value};
use crate::Stop;

const UNKNOWN: u16 = u16::MAX;
/// A slot that is not the canonical form of its position; filled in from its twin at the end.
const NONCANONICAL: u16 = u16::MAX - 1;
/// Added to a child count when the position can never be lost (a child is a draw or a loss).
const NEVER_LOST: u16 = 0x8000;

/// Own-set classes looked at before what they schedule goes to the buckets.
const CLASSES_AT_ONCE: usize = 256;
/// Entries of a level settled before the parents they schedule go to the buckets.
const ENTRIES_AT_ONCE: usize = 1 << 20;
/// A value to settle at a level: (level, pair slot, code).
type Scheduled = (u32, u32, u16);

pub(crate) struct PairSolver<'a> {
    pub layout: &'a Layout,
    pub mech: &'a Mechanics,
    /// Codes of the layers solved so far (empty for the others).
    pub done: &'a [LayerCodes],
    pub stop: &'a Stop,
}

/// The layers of one pair and where each starts among the pair's slots.
struct Pair {
    members: Vec<(usize, u64)>,
}

impl Pair {
    fn locate(&self, layout: &Layout, s: &State) -> Option<u32> {
        let layer = layout.layer_of(s.key())?;
        let &(_, offset) = self.members.iter().find(|(l, _)| *l == layer)?;
        Some((offset + layout.index(layer, s.own, s.opp)) as u32)
    }

    fn member_of(&self, slot: u32) -> (usize, u64) {
        let slot = u64::from(slot);
        let mut found = self.members[0];
        for &(layer, offset) in &self.members {
            if slot >= offset {
                found = (layer, offset);
            }
        }
        (found.0, slot - found.1)
    }
}

impl PairSolver<'_> {
    /// Solves the layers `members` (one layer or a layer and its swapped twin);
    /// returns their codes in the same order.
    pub(crate) fn solve(&self, members: &[usize]) -> Result<Vec<Vec<u16>>, SolveError> {
        let mut offset = 0;
        let pair = Pair {
            members: members
                .iter()
                .map(|&l| {
                    let start = offset;
                    offset += self.layout.layers[l].size;
                    (l, start)
                })
                .collect(),
        };
        let total = offset as usize;
        let values: Vec<AtomicU16> = (0..total).map(|_| AtomicU16::new(UNKNOWN)).collect();
        let counts: Vec<AtomicU16> = (0..total).map(|_| AtomicU16::new(0)).collect();

        // What is found to settle goes to the buckets a chunk at a time: the
        // lists of every class (or of a whole level) at once would take more
        // memory than the pair's values.
        let mut buckets: Vec<Vec<(u32, u16)>> = Vec::new();
        for &(layer, offset) in &pair.members {
            let classes: Vec<usize> = (0..self.layout.class_count(layer)).collect();
            for chunk in classes.chunks(CLASSES_AT_ONCE) {
                let found: Result<Vec<Vec<Scheduled>>, SolveError> = chunk
                    .par_iter()
                    .map(|&class| self.init_class(&pair, layer, offset, class, &values, &counts))
                    .collect();
                push_all(&mut buckets, found?);
            }
        }
        let mut level = 0;
        while level < buckets.len() {
            if self.stop.is_stopped() {
                return Err(SolveError::Stopped);
            }
            // Settling a value schedules only at later levels, so this level's
            // entries can be taken whole and their parents pushed as they come.
            let entries = std::mem::take(&mut buckets[level]);
            for part in entries.chunks(ENTRIES_AT_ONCE) {
                let next = self.settle(&pair, level as u32, part, &values, &counts)?;
                push_all(&mut buckets, next);
            }
            level += 1;
        }
        drop(counts);

        let mut codes: Vec<Vec<u16>> = Vec::new();
        let mut values = values.into_iter().map(|v| match v.into_inner() {
            UNKNOWN => 0,
            code => code,
        });
        for &(layer, _) in &pair.members {
            let mut layer_codes: Vec<u16> = values
                .by_ref()
                .take(self.layout.layers[layer].size as usize)
                .collect();
            self.fill_noncanonical(layer, &mut layer_codes);
            codes.push(layer_codes);
        }
        Ok(codes)
    }

    /// Settles the entries of `level` still unknown and passes each value to
    /// the parents inside the pair; returns what that schedules, thread by thread.
    fn settle(
        &self,
        pair: &Pair,
        level: u32,
        entries: &[(u32, u16)],
        values: &[AtomicU16],
        counts: &[AtomicU16],
    ) -> Result<Vec<Vec<Scheduled>>, SolveError> {
        entries
            .par_chunks(256)
            .map(|chunk| {
                let mut out = Vec::new();
                for &(slot, code) in chunk {
                    let unknown =
                        values[slot as usize].compare_exchange(UNKNOWN, code, AcqRel, Relaxed);
                    if unknown.is_ok() {
                        self.propagate(pair, slot, code, level, values, counts, &mut out)?;
                    }
                }
                Ok(out)
            })
            .collect()
    }

    /// Looks at every position of one own class: its end, its children, what to
    /// schedule. Returns the values to settle at some level.
    fn init_class(
        &self,
        pair: &Pair,
        layer: usize,
        offset: u64,
        class: usize,
        values: &[AtomicU16],
        counts: &[AtomicU16],
    ) -> Result<Vec<Scheduled>, SolveError> {
        let layout = self.layout;
        let info = layout.layers[layer];
        let (own, fixing) = layout.class(layer, class);
        let free = layout.all & !own;
        let opp_count = u32::from(info.key.opp_board);
        let mut scheduled = Vec::new();
        let mut internal: Vec<u32> = Vec::new();
        let mut compact = lowest_bits(opp_count as usize);
        let base = offset + class as u64 * info.combos;
        for j in 0..info.combos {
            let opp = deposit(compact, free);
            if opp_count > 0 {
                compact = next_combination(compact);
            }
            let slot = (base + j) as usize;
            if fixing.iter().any(|&h| {
                layout
                    .binom
                    .rank_within(layout.syms.apply(usize::from(h), opp), free)
                    < j
            }) {
                values[slot].store(NONCANONICAL, Relaxed);
                continue;
            }
            let s = State {
                own,
                opp,
                own_hand: info.key.own_hand,
                opp_hand: info.key.opp_hand,
            };
            if let Some(v) = self.mech.terminal(&s) {
                match v {
                    Value::Draw => values[slot].store(0, Relaxed),
                    _ => scheduled.push((0, slot as u32, code_of(v)?)),
                }
                continue;
            }
            internal.clear();
            let mut min_loss: Option<u16> = None;
            let mut max_win: u16 = 0;
            let mut has_draw = false;
            self.mech
                .for_each_child(&s, |child| match pair.locate(layout, &child) {
                    Some(g) if child.key() == s.key().swapped() => internal.push(g),
                    _ => match self.external(&child) {
                        Value::Loss(n) => min_loss = Some(min_loss.map_or(n, |m| m.min(n))),
                        Value::Win(n) => max_win = max_win.max(n),
                        Value::Draw => has_draw = true,
                    },
                });
            internal.sort_unstable();
            internal.dedup();
            let never = has_draw || min_loss.is_some();
            counts[slot].store(
                internal.len() as u16 + if never { NEVER_LOST } else { 0 },
                Relaxed,
            );
            if let Some(m) = min_loss {
                let v = Value::Win(m.saturating_add(1));
                scheduled.push((u32::from(m) + 1, slot as u32, code_of(v)?));
            } else if internal.is_empty() && !has_draw {
                let v = Value::Loss(max_win.saturating_add(1));
                scheduled.push((u32::from(max_win) + 1, slot as u32, code_of(v)?));
            }
        }
        Ok(scheduled)
    }

    /// The value of a child outside the pair: from a solved layer, or decided by the rules.
    fn external(&self, child: &State) -> Value {
        match self.layout.layer_of(child.key()) {
            Some(layer) => {
                let codes = &self.done[layer];
                let index = self.layout.index(layer, child.own, child.opp) as usize;
                // Layers are solved in dependency order, so the code is there;
                // a missing one means a wrong order, a bug to catch in tests.
                let value = codes.get(index).and_then(Value::from_code);
                debug_assert!(
                    value.is_some(),
                    "layer {layer} is not solved before a layer that depends on it"
                );
                value.unwrap_or(Value::Draw)
            }
            // Only layers where a player has too few pieces are not stored.
            None => self.mech.decided(child).unwrap_or(Value::Draw),
        }
    }

    /// The position at a slot of the pair.
    fn state_at(&self, pair: &Pair, slot: u32) -> State {
        let (layer, index) = pair.member_of(slot);
        let (own, opp) = self.layout.position(layer, index);
        let key = self.layout.layers[layer].key;
        State {
            own,
            opp,
            own_hand: key.own_hand,
            opp_hand: key.opp_hand,
        }
    }

    /// Passes a newly settled value at `slot` to the parents inside the pair.
    #[allow(clippy::too_many_arguments)]
    fn propagate(
        &self,
        pair: &Pair,
        slot: u32,
        code: u16,
        level: u32,
        values: &[AtomicU16],
        counts: &[AtomicU16],
        out: &mut Vec<Scheduled>,
    ) -> Result<(), SolveError> {
        let t = self.state_at(pair, slot);
        let mut parents: Vec<u32> = Vec::new();
        self.mech.for_each_slide_parent(&t, |p| {
            if let Some(g) = pair.locate(self.layout, &p) {
                parents.push(g);
            }
        });
        parents.sort_unstable();
        parents.dedup();
        let child_lost = matches!(Value::from_code(code), Some(Value::Loss(_)));
        for g in parents {
            if values[g as usize].load(Relaxed) != UNKNOWN {
                continue;
            }
            if child_lost {
                let next = level + 1;
                let v = Value::Win(
                    u16::try_from(next).map_err(|_| SolveError::DistanceOverflow(next as usize))?,
                );
                out.push((next, g, code_of(v)?));
            } else if counts[g as usize].fetch_sub(1, AcqRel) == 1 {
                // The other children were settled on other threads before their
                // decrements; AcqRel makes those values visible here.
                let longest = self.longest_win(pair, g, values);
                let v = Value::Loss(longest.saturating_add(1));
                out.push((u32::from(longest) + 1, g, code_of(v)?));
            }
        }
        Ok(())
    }

    /// The longest win among the children of a position whose children are all wins.
    fn longest_win(&self, pair: &Pair, slot: u32, values: &[AtomicU16]) -> u16 {
        let s = self.state_at(pair, slot);
        let mut longest = 0;
        self.mech.for_each_child(&s, |child| {
            let v = match pair.locate(self.layout, &child) {
                Some(g) if child.key() == s.key().swapped() => {
                    Value::from_code(values[g as usize].load(Acquire))
                }
                _ => Some(self.external(&child)),
            };
            if let Some(Value::Win(n)) = v {
                longest = longest.max(n);
            }
        });
        longest
    }

    /// Gives every non-canonical slot the value of its canonical twin.
    fn fill_noncanonical(&self, layer: usize, codes: &mut [u16]) {
        let twins: Vec<(usize, u16)> = codes
            .par_iter()
            .enumerate()
            .filter(|&(_, &c)| c == NONCANONICAL)
            .map(|(i, _)| {
                let (own, opp) = self.layout.position(layer, i as u64);
                let twin = self.layout.index(layer, own, opp) as usize;
                (i, codes[twin])
            })
            .collect();
        for (i, c) in twins {
            codes[i] = c;
        }
    }
}

fn code_of(v: Value) -> Result<u16, SolveError> {
    match v.code() {
        Some(c) if c < MAX_CODE => Ok(c),
        _ => Err(SolveError::DistanceOverflow(
            v.distance().map_or(0, usize::from),
        )),
    }
}

fn push_all(buckets: &mut Vec<Vec<(u32, u16)>>, lists: Vec<Vec<Scheduled>>) {
    for (level, slot, code) in lists.into_iter().flatten() {
        let level = level as usize;
        if buckets.len() <= level {
            buckets.resize_with(level + 1, Vec::new);
        }
        buckets[level].push((slot, code));
    }
}

// The check this tests is a debug assertion.
#[cfg(all(test, debug_assertions))]
mod tests {
    use super::*;
    use morris_testkit::small_variants;

    #[test]
    #[should_panic(expected = "is not solved before")]
    fn a_layer_solved_before_its_dependencies_is_caught() {
        let rules = &small_variants()[0];
        let layout = Layout::new(rules);
        let mech = Mechanics::new(rules);
        // Nothing solved yet: every layer reached by a placement or removal is missing.
        let done = vec![LayerCodes::Wide(Vec::new()); layout.layers.len()];
        let solver = PairSolver {
            layout: &layout,
            mech: &mech,
            done: &done,
            stop: &Stop::new(),
        };
        for layer in 0..layout.layers.len() {
            solver.solve(&[layer]).expect("solves");
        }
    }
}
