//! Tables of movement-phase sectors, for boards too large to solve whole.
//!
//! A sector is the layer of positions with both hands empty and a given number
//! of pieces on the board for the side to move and for the other side ("4-3":
//! four to move against three). A sector's turns lead to its swapped twin (a
//! slide) or, by a removal, to sectors with fewer pieces, so a few small
//! sectors can be solved exactly without the rest of the game. The sectors
//! asked for are closed under those dependencies and solved pair by pair
//! (a sector with its twin) in dependency order, like a whole table.
//!
//! Storage: one file per pair, in the cache folder, named by the rules'
//! fingerprint and the pair (`<fingerprint>-sector-4-3.morristable` holds 4-3
//! and 3-4), in the format of `file.rs` with kind 1. One file per pair rather
//! than per set: asking for a larger sector later reuses the smaller ones
//! already on disk instead of solving them again, every set shares its files,
//! and a stopped solve keeps the pairs it finished.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::str::FromStr;

use morris_core::Rules;

use super::file;
use super::layers::{LayerKey, sector_layers};
use super::layout::Layout;
use super::mechanics::Mechanics;
use super::retro::PairSolver;
use super::sector::{ParseSectorError, Sector};
use super::table::FileKind;
use super::table::{Codes, LayerCodes, Table, TableSummary};
use super::tally::{Tally, report_save};
use super::{SolveError, SolveEvent, SolveOptions, cache_dir, index, symmetry};

/// Slots (positions after symmetry) solved per second on the two-core machine
/// the README's figures come from, for the time estimate printed before a solve.
const SLOTS_PER_SECOND: f64 = 3.0e5;

impl Sector {
    pub(crate) fn key(self) -> LayerKey {
        LayerKey {
            own_hand: 0,
            opp_hand: 0,
            own_board: self.mover,
            opp_board: self.other,
        }
    }

    pub(crate) fn of_key(key: LayerKey) -> Option<Sector> {
        (key.own_hand == 0 && key.opp_hand == 0).then(|| Sector::new(key.own_board, key.opp_board))
    }

    /// The sector naming the pair this one is stored in (the larger side first).
    pub(crate) fn pair_name(self) -> Sector {
        if self.mover >= self.other {
            self
        } else {
            self.swapped()
        }
    }

    /// Why `rules` have no such sector to solve, if they have not.
    fn check(self, rules: &Rules) -> Result<(), SolveError> {
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

/// Which sectors to solve: a list, or every sector with at most so many pieces.
///
/// ```
/// use morris_ai::solve::{Sector, SectorChoice};
/// let nine = morris_core::catalog::shipped("nine-mens-morris").unwrap();
/// let up_to_8: SectorChoice = "max=8".parse().unwrap();
/// let names: Vec<String> = up_to_8.sectors(&nine).unwrap().iter().map(|s| s.to_string()).collect();
/// assert_eq!(names, ["3-3", "3-4", "4-3", "3-5", "4-4", "5-3"]);
/// let listed: SectorChoice = "4-3, 3-3".parse().unwrap();
/// assert_eq!(listed.sectors(&nine).unwrap(), [Sector::new(3, 3), Sector::new(4, 3)]);
/// assert!("9-9".parse::<SectorChoice>().unwrap().sectors(&nine).is_ok());
/// assert!("2-5".parse::<SectorChoice>().unwrap().sectors(&nine).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SectorChoice {
    List(Vec<Sector>),
    /// Every sector with at most this many pieces on the board.
    UpTo(u8),
}

impl FromStr for SectorChoice {
    type Err = ParseSectorError;

    fn from_str(s: &str) -> Result<SectorChoice, ParseSectorError> {
        if let Some(n) = s.trim().strip_prefix("max=") {
            return n
                .parse::<u8>()
                .map(SectorChoice::UpTo)
                .map_err(|_| ParseSectorError {
                    text: s.to_string(),
                });
        }
        s.split(',')
            .map(str::parse)
            .collect::<Result<Vec<Sector>, _>>()
            .map(SectorChoice::List)
    }
}

impl SectorChoice {
    /// The sectors chosen for `rules`, sorted by pieces, each checked to exist.
    pub fn sectors(&self, rules: &Rules) -> Result<Vec<Sector>, SolveError> {
        let mut chosen = match self {
            SectorChoice::List(list) => {
                for s in list {
                    s.check(rules)?;
                }
                list.clone()
            }
            SectorChoice::UpTo(n) => {
                let most = rules.pieces();
                (0..=most)
                    .flat_map(|a| (0..=most).map(move |b| Sector::new(a, b)))
                    .filter(|s| s.pieces() <= *n && s.check(rules).is_ok())
                    .collect()
            }
        };
        chosen.sort_by_key(|s| (s.pieces(), *s));
        chosen.dedup();
        Ok(chosen)
    }
}

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
    /// Estimated peak memory in bytes.
    pub bytes: u128,
    /// Estimated solve time in seconds on a machine like the one of the README's figures.
    pub seconds: f64,
}

/// The pairs of a layout, in solve order: a sector and its swapped twin (or itself alone).
fn pairs(layout: &Layout) -> Vec<Vec<usize>> {
    let mut taken = vec![false; layout.layers.len()];
    let mut out = Vec::new();
    for i in 0..layout.layers.len() {
        if taken[i] {
            continue;
        }
        let mut members = vec![i];
        if let Some(j) = layout.layer_of(layout.layers[i].key.swapped())
            && j != i
        {
            members.push(j);
        }
        for &m in &members {
            taken[m] = true;
        }
        out.push(members);
    }
    out
}

/// The folder sector files go to: the options', else the user's cache folder.
fn folder(options: &SolveOptions) -> Option<PathBuf> {
    options.cache_dir.clone().or_else(cache_dir)
}

/// The file name of the pair holding `sector` for these rules.
pub fn sector_file_name(rules: &Rules, sector: Sector) -> String {
    let pair = sector.pair_name();
    format!(
        "{:016x}-sector-{}-{}.morristable",
        rules.fingerprint(),
        pair.mover,
        pair.other
    )
}

fn pair_path(
    dir: Option<&Path>,
    rules: &Rules,
    layout: &Layout,
    pair: &[usize],
) -> Option<PathBuf> {
    let sector = Sector::of_key(layout.layers[pair[0]].key)?;
    Some(dir?.join(sector_file_name(rules, sector)))
}

fn check_rules(rules: &Rules) -> Result<(), SolveError> {
    match rules.special_rule() {
        Some(rule) => Err(SolveError::Unsupported {
            variant: rules.name().to_string(),
            rule,
        }),
        None => Ok(()),
    }
}

/// The layout storing `sectors` and everything they depend on.
fn layout_for(rules: &Rules, sectors: &[Sector]) -> Layout {
    let keys: Vec<LayerKey> = sectors.iter().map(|s| s.key()).collect();
    Layout::with_keys(rules, sector_layers(rules, &keys))
}

/// The size, memory and time of solving `sectors` (and their dependencies)
/// for `rules`, counting as cached the pairs whose file is in the options' folder.
pub fn estimate_sectors(
    rules: &Rules,
    sectors: &[Sector],
    options: &SolveOptions,
) -> Result<SectorEstimate, SolveError> {
    check_rules(rules)?;
    for s in sectors {
        s.check(rules)?;
    }
    let keys: Vec<LayerKey> = sectors.iter().map(|s| s.key()).collect();
    let keys = sector_layers(rules, &keys);
    let points = rules.point_count();
    let syms = symmetry::Symmetries::of(rules).len().max(1) as u128;
    let dir = folder(options);
    let all: Vec<Sector> = keys.iter().filter_map(|&k| Sector::of_key(k)).collect();
    let mut cached = Vec::new();
    let mut positions = 0u128;
    let mut largest_pair = 0u128;
    for s in &all {
        if s.mover < s.other {
            continue; // counted with its pair
        }
        let pair = if s.mover == s.other {
            s.key().raw_size(points)
        } else {
            s.key().raw_size(points) + s.swapped().key().raw_size(points)
        };
        let name = sector_file_name(rules, *s);
        if dir.as_ref().is_some_and(|d| d.join(&name).is_file()) {
            cached.push(*s);
        } else {
            positions += pair;
            largest_pair = largest_pair.max(pair);
        }
    }
    let stored: u128 = keys.iter().map(|k| k.raw_size(points)).sum();
    let own_sets: u128 = keys
        .iter()
        .map(|k| k.own_board)
        .collect::<BTreeSet<_>>()
        .iter()
        .map(|&k| u128::from(index::binomial(points, usize::from(k))))
        .sum();
    // Three bytes a stored slot (the working copy and the stored codes), 16 a
    // slot of the pair being solved, 8 an own set's class entry.
    let bytes = stored / syms * 3 + largest_pair / syms * 16 + own_sets * 8 + (4 << 20);
    let slots = (positions / syms) as u64;
    Ok(SectorEstimate {
        sectors: all,
        cached,
        positions,
        slots,
        bytes,
        seconds: slots as f64 / SLOTS_PER_SECOND,
    })
}

/// Solves the movement-phase `sectors` of `rules` and every sector they depend
/// on, pair by pair in dependency order: a pair whose file is in the options'
/// cache folder is loaded, the others are solved and saved there one by one
/// (a damaged file is reported as [`SolveEvent::Rejected`] and solved again).
/// Sectors too large for the memory budget are refused before anything starts.
pub fn solve_sectors(
    rules: &Rules,
    sectors: &[Sector],
    options: &SolveOptions,
    mut progress: impl FnMut(&SolveEvent),
) -> Result<Table, SolveError> {
    let estimate = estimate_sectors(rules, sectors, options)?;
    if estimate.bytes > u128::from(options.memory_budget) {
        return Err(SolveError::TooLarge {
            variant: format!("{} (sectors)", rules.name()),
            states: estimate.positions,
            symmetries: symmetry::Symmetries::of(rules).len(),
            bytes_needed: estimate.bytes,
            budget: options.memory_budget,
        });
    }
    let layout = layout_for(rules, sectors);
    if layout.layers.iter().any(|l| l.size >= 1 << 31) {
        return Err(SolveError::NotIndexable {
            variant: rules.name().to_string(),
            positions: estimate.positions,
        });
    }
    let mech = Mechanics::new(rules);
    let dir = folder(options);
    let n = layout.layers.len();
    // Each layer's codes as stored (one byte a position mostly): the solver
    // reads the layers a pair depends on from there, not from a wider copy.
    let mut done = vec![LayerCodes::Wide(Vec::new()); n];
    let mut tally = Tally::new(&layout);
    for pair in pairs(&layout) {
        let path = pair_path(dir.as_deref(), rules, &layout, &pair);
        let mut codes = None;
        if let Some(path) = path.as_ref().filter(|p| p.exists()) {
            match load_pair(rules, &layout, &pair, path) {
                Ok(c) => {
                    progress(&SolveEvent::Loaded { path: path.clone() });
                    codes = Some(c);
                }
                Err(e) => progress(&SolveEvent::Rejected {
                    path: path.clone(),
                    reason: e.to_string(),
                }),
            }
        }
        let codes = match codes {
            Some(c) => c,
            None => {
                let solver = PairSolver {
                    layout: &layout,
                    mech: &mech,
                    done: &done,
                    stop: &options.stop,
                };
                let codes = Codes::from_wide(solver.solve(&pair)?).0;
                if let Some(path) = path {
                    let bytes = file::encode(
                        FileKind::SectorPair,
                        rules.fingerprint(),
                        &layout,
                        &pair,
                        &codes,
                    );
                    report_save(file::write_atomic(&path, &bytes), path, &mut progress);
                }
                codes
            }
        };
        for (&layer, c) in pair.iter().zip(codes) {
            done[layer] = c;
        }
        tally.pair_done(&layout, &pair, options, &mut progress)?;
    }
    Ok(Table {
        rules: rules.clone(),
        layout,
        mech,
        codes: Codes(done),
        kind: FileKind::SectorPair,
    })
}

/// The codes of one pair from its file.
fn load_pair(
    rules: &Rules,
    layout: &Layout,
    pair: &[usize],
    path: &Path,
) -> Result<Vec<LayerCodes>, SolveError> {
    let bytes = file::read(path, file::largest_file(layout, pair))?;
    file::decode(FileKind::SectorPair, rules, layout, pair, &bytes).map_err(|reason| {
        SolveError::Corrupt {
            path: path.to_path_buf(),
            reason,
        }
    })
}

/// The sector files for `rules` in the options' folder, by the pair they name.
fn sector_files(rules: &Rules, dir: &Path) -> HashMap<Sector, PathBuf> {
    let prefix = format!("{:016x}-sector-", rules.fingerprint());
    let Ok(entries) = std::fs::read_dir(dir) else {
        return HashMap::new();
    };
    entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let sector = name
                .strip_prefix(&prefix)?
                .strip_suffix(".morristable")?
                .parse::<Sector>()
                .ok()?;
            (sector.pair_name() == sector).then(|| (sector, e.path()))
        })
        .collect()
}

/// Every solved sector of `rules` in the options' folder (the user's cache
/// folder by default) whose dependencies are there too, as one table; `None`
/// when there is none. A file that is there but damaged, truncated or made for
/// other rules is an error ([`SolveError::Corrupt`]).
pub fn load_sectors(rules: &Rules, options: &SolveOptions) -> Result<Option<Table>, SolveError> {
    let Some(dir) = folder(options) else {
        return Ok(None);
    };
    if rules.special_rule().is_some() {
        return Ok(None);
    }
    let files = sector_files(rules, &dir);
    // Keep a pair only when every sector it leads to is on disk as well.
    let usable: Vec<Sector> = files
        .keys()
        .copied()
        .filter(|s| s.check(rules).is_ok())
        .filter(|s| {
            sector_layers(rules, &[s.key()])
                .into_iter()
                .filter_map(Sector::of_key)
                .all(|d| files.contains_key(&d.pair_name()))
        })
        .collect();
    if usable.is_empty() {
        return Ok(None);
    }
    let layout = layout_for(rules, &usable);
    let mut stored: Vec<Option<LayerCodes>> = vec![None; layout.layers.len()];
    for pair in pairs(&layout) {
        let Some(path) =
            Sector::of_key(layout.layers[pair[0]].key).and_then(|s| files.get(&s.pair_name()))
        else {
            continue;
        };
        for (&layer, c) in pair.iter().zip(load_pair(rules, &layout, &pair, path)?) {
            stored[layer] = Some(c);
        }
    }
    if stored.iter().any(Option::is_none) {
        // Every layer of the closure has its file (checked above); a gap is a bug.
        return Ok(None);
    }
    Ok(Some(Table {
        rules: rules.clone(),
        mech: Mechanics::new(rules),
        layout,
        codes: Codes(stored.into_iter().flatten().collect()),
        kind: FileKind::SectorPair,
    }))
}

impl Table {
    /// The movement-phase sectors the table holds, with the wins, losses and
    /// draws of each for its side to move (every sector of a sector table; the
    /// movement-phase layers of a whole one).
    pub fn sector_summaries(&self) -> Vec<(Sector, TableSummary)> {
        self.layout
            .layers
            .iter()
            .zip(&self.codes.0)
            .filter_map(|(layer, codes)| {
                let sector = Sector::of_key(layer.key)?;
                Some((sector, codes.summary()))
            })
            .collect()
    }
}
