//! The files a solve writes, checked before it starts: a solved table (or a
//! sector's) goes to the cache folder under a name made from the rules'
//! fingerprint, never over the rules file it is solved for; a plan's files
//! go through `Outputs` (see `plan.rs`). The cache's files are the
//! program's own: a damaged one is solved again and replaced, and one that
//! cannot be written is said after the results (`SolveEvent::NotSaved`).

use std::path::{Path, PathBuf};

use morris_core::safe_file::{Output, OutputError, Outputs};

use crate::cli::SolveArgs;

/// The rules file the command reads, where it names one (a variant id names none).
pub(super) fn rules_input(args: &SolveArgs) -> Option<PathBuf> {
    let named = args.named.as_deref().map(PathBuf::from);
    named
        .filter(|p| p.is_file())
        .or_else(|| args.variant.rules.clone())
}

/// Refuses a table file that is the rules file read: the one check the
/// cache's own files take before the solve (the rest are said at the save).
pub(super) fn not_the_rules(args: &SolveArgs, tables: Vec<PathBuf>) -> Result<(), OutputError> {
    let Some(input) = rules_input(args) else {
        return Ok(());
    };
    let inputs = [input.as_path()];
    for table in tables {
        let checked = Outputs::check(&inputs, vec![Output::derived(table)], true);
        if let Err(err @ OutputError::IsAnInput { .. }) = checked {
            return Err(err);
        }
    }
    Ok(())
}

/// The inputs a plan must not be written over.
pub(super) fn plan_inputs(args: &SolveArgs) -> Vec<PathBuf> {
    rules_input(args).into_iter().collect()
}

/// `path` as an input for `Outputs::check`.
pub(super) fn as_paths(paths: &[PathBuf]) -> Vec<&Path> {
    paths.iter().map(PathBuf::as_path).collect()
}
