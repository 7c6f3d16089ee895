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

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use morris_core::Rules;

use super::file;
use super::layers::{LayerKey, read_by_pair, sector_layers};
use super::layout::Layout;
use super::mechanics::Mechanics;
use super::retro::PairSolver;
use super::sector::{ParseSectorError, Sector, folder, sector_file_name};
use super::sector_estimate::estimate_sectors;
use super::table::FileKind;
use super::table::{Codes, LayerCodes, Table, TableSummary};
use super::tally::{Tally, report_save};
use super::{SolveError, SolveEvent, SolveOptions, symmetry};

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

fn pair_path(
    dir: Option<&Path>,
    rules: &Rules,
    layout: &Layout,
    pair: &[usize],
) -> Option<PathBuf> {
    let sector = Sector::of_key(layout.layers[pair[0]].key)?;
    Some(dir?.join(sector_file_name(rules, sector)))
}

/// The layout storing `sectors` and everything they depend on.
fn layout_for(rules: &Rules, sectors: &[Sector]) -> Layout {
    let keys: Vec<LayerKey> = sectors.iter().map(|s| s.key()).collect();
    Layout::with_keys(rules, sector_layers(rules, &keys))
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
    progress: impl FnMut(&SolveEvent),
) -> Result<Table, SolveError> {
    let layout = prepare(rules, sectors, options, Keep::All)?;
    let solved = solve_pairs(rules, layout, options, Keep::All, progress)?;
    Ok(Table {
        rules: rules.clone(),
        layout: solved.layout,
        mech: Mechanics::new(rules),
        codes: Codes(solved.codes),
        kind: FileKind::SectorPair,
    })
}

/// Solves `sectors` as [`solve_sectors`] does into the options' cache folder,
/// holding in memory only what the pair being solved reads (its own layers
/// and those its removals lead to) and what pairs still to solve will read,
/// the rest on disk: a solve needs the memory of its largest pair with its
/// direct dependencies, not of every sector below it. Returns the wins,
/// draws and losses of every sector. Without a cache folder everything is
/// held, as by [`solve_sectors`].
pub fn solve_sectors_in_parts(
    rules: &Rules,
    sectors: &[Sector],
    options: &SolveOptions,
    progress: impl FnMut(&SolveEvent),
) -> Result<Vec<(Sector, TableSummary)>, SolveError> {
    if folder(options).is_none() {
        return Ok(solve_sectors(rules, sectors, options, progress)?.sector_summaries());
    }
    let layout = prepare(rules, sectors, options, Keep::WhatIsRead)?;
    let solved = solve_pairs(rules, layout, options, Keep::WhatIsRead, progress)?;
    Ok(solved.summaries)
}

/// The layout of `sectors`, once the estimate says the solve fits the
/// budget (`bytes` of it: all held, or in parts) and its layers can be numbered.
fn prepare(
    rules: &Rules,
    sectors: &[Sector],
    options: &SolveOptions,
    keep: Keep,
) -> Result<Layout, SolveError> {
    let estimate = estimate_sectors(rules, sectors, options)?;
    let bytes = match keep {
        Keep::All => estimate.bytes_all_held,
        Keep::WhatIsRead => estimate.bytes,
    };
    if bytes > u128::from(options.memory_budget) {
        return Err(SolveError::TooLarge {
            variant: format!("{} (sectors)", rules.name()),
            states: estimate.positions,
            symmetries: symmetry::Symmetries::of(rules).len(),
            bytes_needed: bytes,
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
    Ok(layout)
}

/// Which solved layers a solve keeps in memory.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keep {
    /// Every layer, for a table to return.
    All,
    /// Only those a pair still to solve reads; the others are on disk.
    WhatIsRead,
}

/// What [`solve_pairs`] leaves: the layout, the codes it kept (empty for
/// layers let go) and every sector's summary.
struct Solved {
    layout: Layout,
    codes: Vec<LayerCodes>,
    summaries: Vec<(Sector, TableSummary)>,
}

fn solve_pairs(
    rules: &Rules,
    layout: Layout,
    options: &SolveOptions,
    keep: Keep,
    mut progress: impl FnMut(&SolveEvent),
) -> Result<Solved, SolveError> {
    let mech = Mechanics::new(rules);
    let dir = folder(options);
    let n = layout.layers.len();
    let order = pairs(&layout);
    let mut pair_of_layer = vec![0; n];
    for (i, pair) in order.iter().enumerate() {
        for &l in pair {
            pair_of_layer[l] = i;
        }
    }
    let reads: Vec<Vec<usize>> = order
        .iter()
        .map(|p| read_layers(rules, &layout, p))
        .collect();
    let paths: Vec<Option<PathBuf>> = order
        .iter()
        .map(|p| pair_path(dir.as_deref(), rules, &layout, p))
        .collect();
    // How many pairs still to solve read each layer (those without a file now).
    let to_solve: Vec<bool> = paths
        .iter()
        .map(|p| !p.as_ref().is_some_and(|p| p.is_file()))
        .collect();
    let mut readers = vec![0usize; n];
    for (i, layers) in reads.iter().enumerate() {
        if to_solve[i] {
            layers.iter().for_each(|&l| readers[l] += 1);
        }
    }
    // Each layer's codes as stored (one byte a position mostly): the solver
    // reads the layers a pair depends on from there, not from a wider copy.
    let mut held = vec![LayerCodes::Wide(Vec::new()); n];
    let mut summaries = vec![None; n];
    let mut tally = Tally::new(&layout);
    for (i, pair) in order.iter().enumerate() {
        let path = paths[i].as_ref();
        let mut codes = None;
        if let Some(path) = path.filter(|p| p.exists()) {
            match load_pair(rules, &layout, pair, path) {
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
                // Layers let go are read back from their pair's file.
                for &l in &reads[i] {
                    if held[l].len() == 0 {
                        let from = &order[pair_of_layer[l]];
                        let Some(path) = paths[pair_of_layer[l]].as_ref() else {
                            continue;
                        };
                        for (&layer, c) in from.iter().zip(load_pair(rules, &layout, from, path)?) {
                            held[layer] = c;
                        }
                    }
                }
                let solver = PairSolver {
                    layout: &layout,
                    mech: &mech,
                    done: &held,
                    stop: &options.stop,
                };
                let codes = Codes::from_wide(solver.solve(pair)?).0;
                if let Some(path) = path {
                    let bytes = file::encode(
                        FileKind::SectorPair,
                        rules.fingerprint(),
                        &layout,
                        pair,
                        &codes,
                    );
                    report_save(
                        file::write_atomic(path, &bytes),
                        path.clone(),
                        &mut progress,
                    );
                }
                if to_solve[i] {
                    reads[i].iter().for_each(|&l| readers[l] -= 1);
                }
                codes
            }
        };
        for (&layer, c) in pair.iter().zip(codes) {
            if keep == Keep::WhatIsRead {
                summaries[layer] =
                    Sector::of_key(layout.layers[layer].key).map(|s| (s, c.summary()));
            }
            held[layer] = c;
        }
        if keep == Keep::WhatIsRead {
            // A layer is let go once no pair still to solve reads it, and
            // only if its file is there to read it back from.
            for &l in reads[i].iter().chain(pair) {
                let on_disk = paths[pair_of_layer[l]]
                    .as_ref()
                    .is_some_and(|p| p.is_file());
                if readers[l] == 0 && on_disk {
                    held[l] = LayerCodes::Wide(Vec::new());
                }
            }
        }
        tally.pair_done(&layout, pair, options, &mut progress)?;
    }
    Ok(Solved {
        layout,
        codes: held,
        summaries: summaries.into_iter().flatten().collect(),
    })
}

/// The layers outside `pair` that its turns lead to (by a removal): what its
/// solve reads.
fn read_layers(rules: &Rules, layout: &Layout, pair: &[usize]) -> Vec<usize> {
    let members: Vec<LayerKey> = pair.iter().map(|&l| layout.layers[l].key).collect();
    read_by_pair(rules, &members)
        .into_iter()
        .filter_map(|k| layout.layer_of(k))
        .collect()
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
