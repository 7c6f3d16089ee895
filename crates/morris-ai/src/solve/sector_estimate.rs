//! What a sector solve will cost, before it starts: positions, peak memory
//! and time, from the sizes of the sectors and rates measured on the machine
//! of the README's figures (Nine Men's Morris, every sector up to twelve
//! pieces: README, "Endgame tables by sector").

use std::collections::{BTreeSet, HashMap};

use morris_core::Rules;

use super::layers::{LayerKey, read_by_pair, sector_layers};
use super::sector::{Sector, folder, sector_file_name};
use super::{SolveError, SolveOptions, index, symmetry};

/// Slots (positions after symmetry) one core solves a second in a pair of
/// `REFERENCE_SLOTS`, and how fast the rate falls as pairs grow (their values
/// fit the caches less): fitted on Nine Men's Morris, 764,000 a second for
/// the pairs of nine pieces (17 million slots on average), 558,000 for 6-6,
/// 7-5 and 8-4 (208 million), 495,000 for 7-7 (421 million).
const REFERENCE_RATE: f64 = 5.6e5;
const REFERENCE_SLOTS: f64 = 2.0e8;
const RATE_FALL: f64 = 0.14;
/// The rate of small pairs, whose set-up weighs as much as their positions.
const FASTEST_RATE: f64 = 8.0e5;
/// Bytes a slot of the pair being solved takes at the peak: its values, the
/// counts of its children's values, the levels' queues (measured for Nine
/// Men's Morris: 6.1 for 7-5, 6.7 for 8-6).
const PAIR_BYTES: u128 = 7;
/// Bytes a slot of a solved layer held in memory takes, times two: one, or
/// two where a distance needs it (most of the larger pairs of Nine Men's
/// Morris with flying: 42% of the positions up to eleven pieces).
const HELD_BYTES_TWICE: u128 = 3;
/// What a solve takes besides: the program, the symmetry classes of the own sets.
const BASE_BYTES: u128 = 16 << 20;

/// What a sector solve will do, before it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct SectorEstimate {
    /// Every sector the tables will hold: those asked for, their twins and dependencies.
    pub sectors: Vec<Sector>,
    /// The pairs already in the cache folder, to be loaded (named by their larger side).
    pub cached: Vec<Sector>,
    /// Positions to solve (those not cached), before symmetry reduction.
    pub positions: u128,
    /// Slots to solve: about one per symmetry class.
    pub slots: u64,
    /// Estimated peak memory in bytes of a solve in parts (`morris solve
    /// --sectors`, [`super::solve_sectors_in_parts`]): the pair being solved
    /// and the solved layers pairs still to solve read.
    pub bytes: u128,
    /// Estimated peak memory in bytes of a solve that holds every sector to
    /// return one table ([`super::solve_sectors`]).
    pub bytes_all_held: u128,
    /// Estimated solve time in seconds, on this machine's cores at the rate
    /// measured on the machine of the README's figures.
    pub seconds: f64,
}

/// The size, memory and time of solving `sectors` (and their dependencies)
/// for `rules`, counting as cached the pairs whose file is in the options' folder.
pub fn estimate_sectors(
    rules: &Rules,
    sectors: &[Sector],
    options: &SolveOptions,
) -> Result<SectorEstimate, SolveError> {
    let dir = folder(options);
    let on_disk = |pair: Sector| {
        let name = sector_file_name(rules, pair);
        dir.as_ref().is_some_and(|d| d.join(&name).is_file())
    };
    estimate_with(rules, sectors, &on_disk)
}

/// The estimate of solving the pair of `sector` alone, every pair it depends
/// on being on disk already: what a job of a plan (`plan.rs`) needs.
pub(super) fn estimate_pair_alone(
    rules: &Rules,
    sector: Sector,
) -> Result<SectorEstimate, SolveError> {
    let pair = sector.pair_name();
    estimate_with(rules, &[pair], &|other| other != pair)
}

/// The estimate, the pairs for which `cached` says so being loaded rather than solved.
fn estimate_with(
    rules: &Rules,
    sectors: &[Sector],
    cached: &dyn Fn(Sector) -> bool,
) -> Result<SectorEstimate, SolveError> {
    check_rules(rules)?;
    for s in sectors {
        s.check(rules)?;
    }
    let keys: Vec<LayerKey> = sectors.iter().map(|s| s.key()).collect();
    let keys = sector_layers(rules, &keys);
    let points = rules.point_count();
    let syms = symmetry::Symmetries::of(rules).len().max(1) as u128;
    let slots_of = |k: LayerKey| k.raw_size(points) / syms;
    let all: Vec<Sector> = keys.iter().filter_map(|&k| Sector::of_key(k)).collect();
    // The pairs in solve order (a sector's first appearance), cached or not.
    let mut pairs: Vec<(Sector, Vec<LayerKey>, bool)> = Vec::new();
    for s in &all {
        if s.mover < s.other && all.contains(&s.swapped()) {
            continue; // with its pair
        }
        let members = if s.mover == s.other {
            vec![s.key()]
        } else {
            vec![s.key(), s.swapped().key()]
        };
        pairs.push((s.pair_name(), members, cached(s.pair_name())));
    }
    let reads = |members: &[LayerKey]| read_by_pair(rules, members);
    let mut positions = 0u128;
    let mut core_seconds = 0.0;
    // How many pairs to solve read each layer, as the solve counts them.
    let mut readers: HashMap<LayerKey, usize> = HashMap::new();
    for (_, members, cached) in &pairs {
        if !cached {
            let pair: u128 = members.iter().map(|k| k.raw_size(points)).sum();
            positions += pair;
            core_seconds += seconds_on_one_core((pair / syms) as f64);
            for k in reads(members) {
                *readers.entry(k).or_default() += 1;
            }
        }
    }
    // The solve in parts, replayed: what is held while each pair is solved.
    let mut held: BTreeSet<LayerKey> = BTreeSet::new();
    let mut peak = 0u128;
    // And a solve that holds everything: every pair before, and this one.
    let mut all_held = 0u128;
    let mut peak_all_held = 0u128;
    let held_bytes = |slots: u128| slots * HELD_BYTES_TWICE / 2;
    for (_, members, cached) in &pairs {
        let pair_slots: u128 = members.iter().map(|&k| slots_of(k)).sum();
        let working = if *cached {
            held_bytes(pair_slots)
        } else {
            pair_slots * PAIR_BYTES
        };
        let held_now: u128 = held.iter().map(|&k| slots_of(k)).sum();
        peak = peak.max(held_bytes(held_now) + working);
        peak_all_held = peak_all_held.max(all_held + working);
        all_held += held_bytes(pair_slots);
        if !cached {
            for k in reads(members) {
                if let Some(n) = readers.get_mut(&k) {
                    *n -= 1;
                }
            }
        }
        held.extend(members.iter().copied());
        held.retain(|k| readers.get(k).is_some_and(|&n| n > 0));
    }
    let own_sets: u128 = keys
        .iter()
        .map(|k| k.own_board)
        .collect::<BTreeSet<_>>()
        .iter()
        .map(|&k| u128::from(index::binomial(points, usize::from(k))))
        .sum();
    // Eight bytes an own set's class entry.
    let base = own_sets * 8 + BASE_BYTES;
    let slots = (positions / syms) as u64;
    let cores = rayon::current_num_threads().max(1) as f64;
    Ok(SectorEstimate {
        sectors: all,
        cached: pairs
            .iter()
            .filter(|(_, _, cached)| *cached)
            .map(|(s, _, _)| *s)
            .collect(),
        positions,
        slots,
        bytes: peak + base,
        bytes_all_held: peak_all_held + base,
        seconds: core_seconds / cores,
    })
}

/// The time one core takes to solve a pair of `slots`.
fn seconds_on_one_core(slots: f64) -> f64 {
    let rate = REFERENCE_RATE * (slots / REFERENCE_SLOTS).powf(-RATE_FALL);
    slots / rate.min(FASTEST_RATE)
}

impl Sector {
    /// Why `rules` have no such sector to solve, if they have not.
    pub(crate) fn check(self, rules: &Rules) -> Result<(), SolveError> {
        let reason = if self.mover > rules.pieces() || self.other > rules.pieces() {
            format!("a player has only {} pieces", rules.pieces())
        } else if self.key().is_decided(rules) {
            format!(
                "a player with fewer than {} pieces has already lost",
                rules.lose_below()
            )
        } else if usize::from(self.pieces()) > rules.point_count() {
            format!("the board has only {} points", rules.point_count())
        } else {
            return Ok(());
        };
        Err(SolveError::NoSuchSector {
            variant: rules.name().to_string(),
            sector: self,
            reason,
        })
    }
}

/// Why the solver cannot solve `rules` by sector, if it cannot.
pub(crate) fn check_rules(rules: &Rules) -> Result<(), SolveError> {
    match rules.special_rule() {
        Some(rule) => Err(SolveError::Unsupported {
            variant: rules.name().to_string(),
            rule,
        }),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_larger_pair_is_solved_at_a_lower_rate_and_small_ones_at_the_fastest() {
        let rate = |slots: f64| slots / seconds_on_one_core(slots);
        assert!(rate(8.0e8) < rate(2.0e8) && rate(2.0e8) < rate(5.0e7));
        assert!((rate(2.0e8) - REFERENCE_RATE).abs() < 1.0);
        assert!((rate(1.0e5) - FASTEST_RATE).abs() < 1.0);
    }
}
