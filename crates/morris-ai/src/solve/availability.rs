//! Whether a perfect-play table can be had for some rules: the one answer
//! every front end gives before it offers perfect play or a solve.

use std::path::PathBuf;

use morris_core::Rules;

use super::{SizeEstimate, SolveError, SolveOptions, estimate};

/// Whether a table for some rules is in the cache, can be solved, or cannot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableAvailability {
    /// A table file for these rules is in the cache folder, under the name the
    /// rules' fingerprint gives it ([`super::table_file_name`]). It is checked
    /// (format, rules, checksum) when it is loaded.
    Cached { path: PathBuf },
    /// No table yet; a solve would store `positions` positions (before
    /// symmetry) and need about `bytes` of memory, within the budget.
    Solvable { positions: u128, bytes: u128 },
    /// A solve would need about `bytes` of memory, more than `budget`.
    TooLarge {
        positions: u128,
        bytes: u128,
        budget: u64,
    },
    /// The positions are too many to number in a table (its slots are `u32`),
    /// whatever the memory.
    NotIndexable { positions: u128 },
    /// The rules use a rule the solver does not model (named as in the rules file).
    Unsupported { rule: &'static str },
}

impl TableAvailability {
    /// Is there a table, or can one be solved?
    pub fn is_possible(&self) -> bool {
        matches!(
            self,
            TableAvailability::Cached { .. } | TableAvailability::Solvable { .. }
        )
    }
}

/// Whether a table for `rules` is in the cache folder of `options`, can be
/// solved within its memory budget, or cannot, and why. This is what
/// [`super::load_or_solve`] would do: refuse, load or solve. Only the size
/// estimate is computed and the file's presence checked; nothing is read.
///
/// ```
/// use morris_ai::solve::{self, SolveOptions, TableAvailability};
/// let nine = morris_core::catalog::shipped("nine-mens-morris").unwrap();
/// let options = SolveOptions::default();
/// assert!(matches!(
///     solve::availability(&nine, &options),
///     TableAvailability::TooLarge { .. }
/// ));
/// let three = morris_core::catalog::shipped("three-mens-morris").unwrap();
/// assert!(solve::availability(&three, &options).is_possible());
/// ```
pub fn availability(rules: &Rules, options: &SolveOptions) -> TableAvailability {
    if let Some(rule) = rules.special_rule() {
        return TableAvailability::Unsupported { rule };
    }
    let size = estimate(rules);
    if let Some(refused) = refusal(&size, options.memory_budget) {
        return refused;
    }
    match options.table_path(rules) {
        Some(path) if path.is_file() => TableAvailability::Cached { path },
        _ => TableAvailability::Solvable {
            positions: size.positions,
            bytes: size.bytes,
        },
    }
}

/// Why a table of this size cannot be solved within `budget`, if it cannot:
/// too large for the budget first (the reason people can act on), then too
/// many positions to number.
fn refusal(size: &SizeEstimate, budget: u64) -> Option<TableAvailability> {
    if size.bytes > u128::from(budget) {
        Some(TableAvailability::TooLarge {
            positions: size.positions,
            bytes: size.bytes,
            budget,
        })
    } else if !size.indexable {
        Some(TableAvailability::NotIndexable {
            positions: size.positions,
        })
    } else {
        None
    }
}

/// Refuses rules whose solve would not fit `budget` bytes, or whose positions
/// are too many to number, with the same reasons as [`availability`].
pub(crate) fn check_size(rules: &Rules, budget: u64) -> Result<(), SolveError> {
    let variant = rules.name().to_string();
    if let Some(rule) = rules.special_rule() {
        return Err(SolveError::Unsupported { variant, rule });
    }
    let size = estimate(rules);
    match refusal(&size, budget) {
        None => Ok(()),
        Some(TableAvailability::NotIndexable { positions }) => {
            Err(SolveError::NotIndexable { variant, positions })
        }
        Some(_) => Err(SolveError::TooLarge {
            variant,
            states: size.positions,
            symmetries: size.symmetries,
            bytes_needed: size.bytes,
            budget,
        }),
    }
}
