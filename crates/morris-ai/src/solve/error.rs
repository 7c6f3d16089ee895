//! What can go wrong when solving or loading a table.

use std::path::PathBuf;

/// Why a table could not be built or loaded.
#[derive(Debug, thiserror::Error)]
pub enum SolveError {
    /// The variant has too many positions for the memory budget; nothing was attempted.
    #[error(
        "{variant} is too large to solve: about {states} positions ({symmetries} board symmetries), \
         needing about {bytes_needed} bytes where the budget is {budget} bytes"
    )]
    TooLarge {
        variant: String,
        states: u128,
        symmetries: usize,
        bytes_needed: u128,
        budget: u64,
    },
    /// The variant has too many positions to number in a table, whatever the
    /// memory; nothing was attempted.
    #[error("{variant} has too many positions for a table: about {positions}")]
    NotIndexable { variant: String, positions: u128 },
    /// The rules use a rule the solver does not model; nothing was attempted.
    #[error("{variant} cannot be solved: the solver does not model the rule {rule}")]
    Unsupported { variant: String, rule: &'static str },
    /// A sector asked for that the rules do not have (too many pieces, or already decided).
    #[error("{variant} has no sector {sector}: {reason}")]
    NoSuchSector {
        variant: String,
        sector: super::sector::Sector,
        reason: String,
    },
    /// The solve was stopped through [`crate::solve::SolveOptions::stop`].
    #[error("the solve was stopped")]
    Stopped,
    /// A distance to the end does not fit the table's value format.
    #[error("a distance of {0} turns does not fit the table format")]
    DistanceOverflow(usize),
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// A table file that is damaged, truncated or made for other rules.
    #[error("{path}: not a valid table for these rules: {reason}")]
    Corrupt { path: PathBuf, reason: String },
}
