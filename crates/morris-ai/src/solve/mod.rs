//! Retrograde analysis: the exact value of every position of a small variant.
//!
//! For any rules file whose positions fit a memory budget, [`solve`] computes
//! for every position reachable from the start whether the side to move wins,
//! loses or draws with best play, and in how many turns ([`Value`]). The board's
//! symmetries are found from the rules ([`Table::symmetry_count`]) and every
//! class of symmetric positions is stored once. Tables are kept in the user's
//! cache folder ([`cache_dir`]) in a file named by the rules fingerprint, so a
//! changed rules file never reuses a stale table; [`load_or_solve`] loads one
//! when it is there and sound, and solves and saves it otherwise.
//!
//! Boards too large to solve whole get tables of their small movement-phase
//! sectors instead ([`solve_sectors`], [`Sector`]): both hands empty, so many
//! pieces on the board for each side, solved with every sector they lead to and
//! stored one file per sector and its twin ([`load_sectors`]). The search and
//! the analysis use them wherever a position falls in one.
//!
//! What the values model, and what they do not:
//! - A position is its board, the pieces in hand and the side to move. The
//!   rules decide the end: mills that win, too few pieces, no legal move, a
//!   full board where that is a draw.
//! - Play that can go round forever is a draw. The history draws of the rules
//!   file (repetition of a position, a number of turns without removal) are
//!   **not** modelled: a win may take more turns without a removal than that
//!   rule allows in a real game.
//!
//! How it works, in short: positions are grouped in layers by the pieces in
//! hand and on the board of the side to move and of the other side. Inside a
//! layer, a position's slot is the symmetry class of the side to move's pieces
//! times the combinatorial rank of the other side's pieces among the free
//! points. Layers are solved in dependency order (removals and placements lead
//! to layers solved earlier); a layer and its swapped twin, between which
//! slides lead, are solved together by retrograde analysis, undoing slides to
//! pass values back, on every core (rayon). Values take one byte per position
//! when every distance fits, else two. The table file is described in
//! `file.rs`: a versioned header with the rules fingerprint and a checksum;
//! damaged files are refused.
//!
//! ```
//! use morris_ai::solve::{self, SolveOptions, Value};
//! use morris_core::{catalog, Position};
//!
//! let rules = catalog::shipped("three-mens-morris").unwrap();
//! let table = solve::solve(&rules, &SolveOptions::default(), |_| {}).unwrap();
//! let start = Position::start(&rules);
//! let value: Value = table.probe(&start).unwrap();
//! // The value of a position is the value of its best turn.
//! let (_best, best_value) = table.best_move(&start).unwrap();
//! assert_eq!(value, best_value);
//! println!("Three Men's Morris: {value} for the first player");
//! ```

mod availability;
mod bytes;
mod cache;
mod error;
mod file;
mod index;
mod layers;
mod layout;
mod mechanics;
mod plan;
mod planes;
mod retro;
mod sector;
mod sector_estimate;
mod sectors;
mod symmetry;
mod table;
mod tally;
mod value;

#[cfg(test)]
mod mechanics_tests;

use std::path::PathBuf;

use morris_core::{Point, Rules};

use crate::Stop;

pub use availability::{TableAvailability, availability};
pub use cache::{CACHE_DIR_VAR, cache_dir, table_file_name, table_path};
pub use error::SolveError;
pub use file::{FORMAT_VERSION, FileParts};
pub use plan::{PlanJob, SectorPlan, plan_sectors};
pub use sector::{ParseSectorError, Sector, sector_file_name};
pub use sector_estimate::{SectorEstimate, estimate_sectors};
pub use sectors::{SectorChoice, load_sectors, solve_sectors, solve_sectors_in_parts};
pub use table::{Table, TableSummary};
pub use value::Value;

use availability::check_size;
use layers::{LayerKey, reachable_layers, stored_states};
use layout::Layout;
use mechanics::Mechanics;
use retro::PairSolver;
use tally::{Tally, report_save};

/// How a solve may run.
#[derive(Clone, Debug)]
pub struct SolveOptions {
    /// The most memory (bytes) a solve may use; larger variants are refused
    /// before anything is attempted.
    pub memory_budget: u64,
    /// Stops a running solve ([`SolveError::Stopped`]); the same handle as a search's.
    pub stop: Stop,
    /// The folder for table files; `None` for the user's cache folder ([`cache_dir`]).
    pub cache_dir: Option<PathBuf>,
}

impl SolveOptions {
    /// The table file for these rules under these options.
    pub fn table_path(&self, rules: &Rules) -> Option<PathBuf> {
        match &self.cache_dir {
            Some(dir) => Some(dir.join(table_file_name(rules))),
            None => table_path(rules),
        }
    }
}

impl Default for SolveOptions {
    /// A budget of 2 GiB, the user's cache folder.
    fn default() -> Self {
        SolveOptions {
            memory_budget: 2 << 30,
            stop: Stop::new(),
            cache_dir: None,
        }
    }
}

/// What a solve or a load reports while it runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveEvent {
    /// A sound table was found in the cache.
    Loaded { path: PathBuf },
    /// A table file was there but could not be trusted; it will be rebuilt.
    Rejected { path: PathBuf, reason: String },
    /// Layers solved so far.
    Progress {
        layers_done: usize,
        layers_total: usize,
        positions_done: u64,
        positions_total: u64,
    },
    /// The new table was written to the cache.
    Saved { path: PathBuf },
    /// The new table could not be written (it is still returned).
    NotSaved { path: PathBuf, reason: String },
}

/// How big a variant's table is, before anything is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeEstimate {
    /// Positions to solve, before symmetry reduction.
    pub positions: u128,
    /// Board symmetries found in the rules.
    pub symmetries: usize,
    /// Estimated peak memory of the solve in bytes.
    pub bytes: u128,
    /// Whether the positions are few enough for the table's numbering (`u32`
    /// inside a pair of layers); a solve is refused when not, whatever the budget.
    pub indexable: bool,
}

/// The number of positions (before symmetry reduction) a table of these rules
/// holds: every arrangement of the pieces in every reachable layer where
/// neither player has yet lost by having too few pieces.
///
/// ```
/// let rules = morris_core::catalog::shipped("nine-mens-morris").unwrap();
/// assert!(morris_ai::solve::estimate_states(&rules) > 100_000_000_000);
/// ```
pub fn estimate_states(rules: &Rules) -> u128 {
    stored_states(rules, &reachable_layers(rules))
}

/// The size of a table of these rules and the memory its solve needs.
pub fn estimate(rules: &Rules) -> SizeEstimate {
    let layers = reachable_layers(rules);
    let positions = stored_states(rules, &layers);
    let symmetries = symmetry::Symmetries::of(rules).len();
    let points = rules.point_count();
    let stored: Vec<&LayerKey> = layers.iter().filter(|k| !k.is_decided(rules)).collect();
    let pair_size = |k: &&LayerKey| k.raw_size(points) + k.swapped().raw_size(points);
    let largest_pair = stored.iter().map(pair_size).max().unwrap_or(0);
    let mut own_sizes: Vec<u8> = stored.iter().map(|k| k.own_board).collect();
    own_sizes.sort_unstable();
    own_sizes.dedup();
    let own_sets: u128 = own_sizes
        .iter()
        .map(|&k| u128::from(index::binomial(points, usize::from(k))))
        .sum();
    let sym = symmetries.max(1) as u128;
    // Two bytes per stored position; for the pair being solved its working
    // values, child counts and schedule (about 16 bytes a position); the
    // symmetry classes of the own piece sets (5 bytes a set).
    let bytes = positions / sym * 2 + largest_pair / sym * 16 + own_sets * 5 + (1 << 20);
    // Slots inside a pair and own sets are numbered with `u32`.
    let indexable = largest_pair < 1 << 32 && own_sets < 1 << 32;
    SizeEstimate {
        positions,
        symmetries,
        bytes,
        indexable,
    }
}

/// The board's symmetries found in the rules: every permutation of the points
/// that keeps adjacency along the lines and maps mills onto mills, each given as
/// the image of every point. The identity comes first.
///
/// ```
/// let rules = morris_core::catalog::shipped("three-mens-morris").unwrap();
/// assert_eq!(morris_ai::solve::symmetries(&rules).len(), 8);
/// ```
pub fn symmetries(rules: &Rules) -> Vec<Vec<Point>> {
    let syms = symmetry::Symmetries::of(rules);
    (0..syms.len())
        .map(|s| syms.perm(s).iter().map(|&p| Point(p)).collect())
        .collect()
}

/// Solves a variant in memory, without touching the cache.
pub fn solve(
    rules: &Rules,
    options: &SolveOptions,
    mut progress: impl FnMut(&SolveEvent),
) -> Result<Table, SolveError> {
    check_size(rules, options.memory_budget)?;
    let layout = Layout::new(rules);
    let mech = Mechanics::new(rules);
    let n = layout.layers.len();
    let mut done = vec![table::LayerCodes::Wide(Vec::new()); n];
    let mut solved = vec![false; n];
    let mut tally = Tally::new(&layout);
    for i in 0..n {
        if solved[i] {
            continue;
        }
        let mut members = vec![i];
        if let Some(j) = layout.layer_of(layout.layers[i].key.swapped())
            && j != i
        {
            members.push(j);
        }
        let solver = PairSolver {
            layout: &layout,
            mech: &mech,
            done: &done,
            stop: &options.stop,
        };
        let codes = solver.solve(&members)?;
        for (&layer, codes) in members.iter().zip(codes) {
            done[layer] = table::LayerCodes::Wide(codes);
            solved[layer] = true;
        }
        tally.pair_done(&layout, &members, options, &mut progress)?;
    }
    Ok(Table {
        rules: rules.clone(),
        layout,
        mech,
        codes: table::Codes::from_wide(
            done.into_iter().map(table::LayerCodes::into_wide).collect(),
        ),
        kind: table::FileKind::Whole,
    })
}

/// The cached table for these rules in the user's cache folder, if there is
/// one. A file that is there but damaged, truncated or made for other rules is
/// an error ([`SolveError::Corrupt`]).
pub fn load_cached(rules: &Rules) -> Result<Option<Table>, SolveError> {
    load_cached_from(rules, &SolveOptions::default())
}

/// Like [`load_cached`], in the folder the options name.
pub fn load_cached_from(
    rules: &Rules,
    options: &SolveOptions,
) -> Result<Option<Table>, SolveError> {
    let Some(path) = options.table_path(rules) else {
        return Ok(None);
    };
    if !path.exists() {
        return Ok(None);
    }
    Table::load(rules, &path).map(Some)
}

/// The table for these rules: from the cache when a sound one is there, else
/// solved and saved to the cache (a damaged file is reported as
/// [`SolveEvent::Rejected`] and replaced). Variants too large for the budget
/// are refused at once with their size ([`SolveError::TooLarge`]).
pub fn load_or_solve(
    rules: &Rules,
    options: &SolveOptions,
    mut progress: impl FnMut(&SolveEvent),
) -> Result<Table, SolveError> {
    check_size(rules, options.memory_budget)?;
    let path = options.table_path(rules);
    match load_cached_from(rules, options) {
        Ok(Some(table)) => {
            if let Some(path) = path {
                progress(&SolveEvent::Loaded { path });
            }
            return Ok(table);
        }
        Ok(None) => {}
        Err(e) => {
            let path = path.clone().unwrap_or_default();
            progress(&SolveEvent::Rejected {
                path,
                reason: e.to_string(),
            });
        }
    }
    let table = solve(rules, options, &mut progress)?;
    if let Some(path) = path {
        report_save(table.save(&path), path, &mut progress);
    }
    Ok(table)
}
