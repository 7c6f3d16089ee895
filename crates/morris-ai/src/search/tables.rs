//! The solved tables an engine plays from. Nothing here is shared by the
//! process: each engine holds a [`TableCache`], and only engines handed the
//! same cache share its tables.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};

use morris_core::Rules;

use crate::solve::{self, SolveOptions, Table};

/// Solved tables, by the fingerprint of their rules: those given to the cache
/// or solved through it, and those read from the cache folder the first time
/// they are wanted. A table the folder does not have is remembered as missing,
/// so the folder is read once per rules, not on every analysis, until a table
/// for them is added or [`TableCache::refresh`] is called.
///
/// Clones share the same tables, so that engines made one after the other (a
/// fresh search for every move, say) keep what the first one loaded.
///
/// ```
/// use std::sync::Arc;
/// use morris_ai::search::TableCache;
/// use morris_ai::solve::{self, SolveOptions};
///
/// let rules = morris_core::catalog::shipped("three-mens-morris").unwrap();
/// let folder = tempfile::tempdir().unwrap();
/// let cache = TableCache::in_folder(folder.path().to_path_buf());
/// assert!(cache.get(&rules).is_none(), "no table file yet");
/// let table = solve::solve(&rules, &SolveOptions::default(), |_| {}).unwrap();
/// cache.insert(Arc::new(table));
/// assert!(cache.get(&rules).is_some());
/// ```
#[derive(Clone, Debug, Default)]
pub struct TableCache(Arc<Mutex<Tables>>);

#[derive(Debug, Default)]
struct Tables {
    /// The folder table files are read from; `None` for the user's cache folder.
    folder: Option<PathBuf>,
    loaded: Vec<Arc<Table>>,
    /// Fingerprints of rules whose table file is not in the folder (or is not sound).
    missing: Vec<u64>,
    /// Movement-phase sector tables ([`solve::load_sectors`]), by rules.
    sectors: Vec<Arc<Table>>,
    /// Fingerprints of rules with no sound sector files in the folder.
    sectors_missing: Vec<u64>,
}

impl TableCache {
    /// An empty cache that reads table files from the user's cache folder ([`solve::cache_dir`]).
    pub fn new() -> TableCache {
        TableCache::default()
    }

    /// An empty cache that reads table files from `folder`.
    pub fn in_folder(folder: PathBuf) -> TableCache {
        let cache = TableCache::default();
        cache.lock().folder = Some(folder);
        cache
    }

    fn lock(&self) -> MutexGuard<'_, Tables> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The table for `rules`: one in memory, else one read from the folder and
    /// kept. `None` when the folder has no sound table file for them, which
    /// is remembered. Nothing is solved here (see [`crate::search::Engine::solve`]).
    pub fn get(&self, rules: &Rules) -> Option<Arc<Table>> {
        let fingerprint = rules.fingerprint();
        let mut tables = self.lock();
        if let Some(table) = tables.find(fingerprint) {
            return Some(table);
        }
        if tables.missing.contains(&fingerprint) {
            return None;
        }
        let options = SolveOptions {
            cache_dir: tables.folder.clone(),
            ..SolveOptions::default()
        };
        match solve::load_cached_from(rules, &options) {
            Ok(Some(table)) => {
                let table = Arc::new(table);
                tables.loaded.push(Arc::clone(&table));
                Some(table)
            }
            Ok(None) | Err(_) => {
                tables.missing.push(fingerprint);
                None
            }
        }
    }

    /// The table for `rules` if it is already in memory; the folder is not read.
    pub fn get_loaded(&self, rules: &Rules) -> Option<Arc<Table>> {
        self.lock().find(rules.fingerprint())
    }

    /// The movement-phase sector tables for `rules` ([`solve::solve_sectors`]):
    /// in memory, else every sound sector file in the folder, read once. `None`
    /// when there are none; a damaged file counts as none (as for whole tables),
    /// and is remembered like a missing one.
    pub fn get_sectors(&self, rules: &Rules) -> Option<Arc<Table>> {
        let fingerprint = rules.fingerprint();
        let mut tables = self.lock();
        if let Some(table) = tables.find_sectors(fingerprint) {
            return Some(table);
        }
        if tables.sectors_missing.contains(&fingerprint) {
            return None;
        }
        let options = SolveOptions {
            cache_dir: tables.folder.clone(),
            ..SolveOptions::default()
        };
        match solve::load_sectors(rules, &options) {
            Ok(Some(table)) => {
                let table = Arc::new(table);
                tables.sectors.push(Arc::clone(&table));
                Some(table)
            }
            Ok(None) | Err(_) => {
                tables.sectors_missing.push(fingerprint);
                None
            }
        }
    }

    /// The sector tables for `rules` if they are already in memory; the folder is not read.
    pub fn get_loaded_sectors(&self, rules: &Rules) -> Option<Arc<Table>> {
        self.lock().find_sectors(rules.fingerprint())
    }

    /// Keeps `table` for its rules, in place of any other of its kind (whole
    /// variant or sectors) for the same rules.
    pub fn insert(&self, table: Arc<Table>) {
        let fingerprint = table.rules_fingerprint();
        let mut tables = self.lock();
        let tables = &mut *tables;
        let (list, missing) = if table.is_sectors() {
            (&mut tables.sectors, &mut tables.sectors_missing)
        } else {
            (&mut tables.loaded, &mut tables.missing)
        };
        list.retain(|t| t.rules_fingerprint() != fingerprint);
        missing.retain(|&f| f != fingerprint);
        list.push(table);
    }

    /// Forgets which tables were missing, so that the folder is read again for
    /// them (after a table was solved elsewhere, say). Loaded tables are kept.
    pub fn refresh(&self) {
        let mut tables = self.lock();
        tables.missing.clear();
        tables.sectors_missing.clear();
    }
}

impl Tables {
    fn find(&self, fingerprint: u64) -> Option<Arc<Table>> {
        self.loaded
            .iter()
            .find(|t| t.rules_fingerprint() == fingerprint)
            .cloned()
    }

    fn find_sectors(&self, fingerprint: u64) -> Option<Arc<Table>> {
        self.sectors
            .iter()
            .find(|t| t.rules_fingerprint() == fingerprint)
            .cloned()
    }
}
