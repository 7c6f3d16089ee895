//! Solved tables shared by every engine of the process: loaded once from the
//! cache folder when a front end asks for perfect play, kept in memory after.

use std::sync::{Arc, Mutex, OnceLock};

use morris_core::Rules;

use crate::solve::{self, Table};

fn loaded() -> &'static Mutex<Vec<Arc<Table>>> {
    static LOADED: OnceLock<Mutex<Vec<Arc<Table>>>> = OnceLock::new();
    LOADED.get_or_init(|| Mutex::new(Vec::new()))
}

/// The solved table for `rules`: one already in memory, else one read from the
/// cache folder ([`crate::solve::load_cached`]) and kept. `None` when no sound
/// table file exists; nothing is solved here (use [`crate::solve::load_or_solve`]
/// and [`remember_table`] for that).
pub fn solved_table(rules: &Rules) -> Option<Arc<Table>> {
    let fingerprint = rules.fingerprint();
    let mut tables = loaded().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(table) = tables.iter().find(|t| t.rules_fingerprint() == fingerprint) {
        return Some(Arc::clone(table));
    }
    let table = Arc::new(solve::load_cached(rules).ok().flatten()?);
    tables.push(Arc::clone(&table));
    Some(table)
}

/// Keeps `table` for every later search of its rules in this process
/// (after solving one, say). A table for the same rules is replaced.
pub fn remember_table(table: Arc<Table>) {
    let mut tables = loaded().lock().unwrap_or_else(|e| e.into_inner());
    tables.retain(|t| t.rules_fingerprint() != table.rules_fingerprint());
    tables.push(table);
}
