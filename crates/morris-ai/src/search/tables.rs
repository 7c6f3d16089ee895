//! The solved tables an engine plays from. Nothing here is shared by the
//! process: each engine holds a [`TableCache`], and only engines handed the
//! same cache share its tables.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};

use morris_core::Rules;

use crate::solve::{self, SolveError, SolveOptions, Table};

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
    /// Table files found but not usable, by the fingerprint of their rules,
    /// and whether [`TableCache::take_damaged`] has handed each out.
    damaged: Vec<(u64, DamagedTable, bool)>,
}

/// A table file that was there for some rules but could not be used: damaged,
/// truncated, made by another version or for other rules, or not a regular
/// file. The engine then plays those rules from its search; front ends say so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DamagedTable {
    /// The rules' name, for people: `Six Men's Morris`.
    pub variant: String,
    pub path: PathBuf,
    /// Why it was refused, in English (the solver's own words).
    pub reason: String,
    /// Whether it was a movement-phase sector file rather than a whole table.
    pub sectors: bool,
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
            Ok(None) => {
                tables.missing.push(fingerprint);
                None
            }
            Err(err) => {
                tables.missing.push(fingerprint);
                tables.note_damage(rules, &err, false);
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
            Ok(None) => {
                tables.sectors_missing.push(fingerprint);
                None
            }
            Err(err) => {
                tables.sectors_missing.push(fingerprint);
                tables.note_damage(rules, &err, true);
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
        let table_is_sectors = table.is_sectors();
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
        // A sound table replaces the damaged one: nothing more to say.
        tables
            .damaged
            .retain(|(f, d, _)| *f != fingerprint || d.sectors != table_is_sectors);
    }

    /// The damaged table file found for `rules`, if the last read of the
    /// folder for them found one (whole table first, then sectors). The
    /// desktop game shows it as a notice; nothing is read here.
    pub fn damaged(&self, rules: &Rules) -> Option<DamagedTable> {
        let fingerprint = rules.fingerprint();
        let tables = self.lock();
        let mut found = tables.damaged.iter().filter(|(f, _, _)| *f == fingerprint);
        found.next().map(|(_, d, _)| d.clone())
    }

    /// The damaged table files found since the last call, each handed out
    /// once, so that a front end says each one once (a line in the terminal,
    /// a notice in the desktop game).
    pub fn take_damaged(&self) -> Vec<DamagedTable> {
        let mut tables = self.lock();
        let mut new = Vec::new();
        for (_, damaged, reported) in tables.damaged.iter_mut().filter(|d| !d.2) {
            *reported = true;
            new.push(damaged.clone());
        }
        new
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
    /// Remembers a table file that could not be used. A file that is simply
    /// missing is no damage and never comes here.
    fn note_damage(&mut self, rules: &Rules, err: &SolveError, sectors: bool) {
        let (path, reason) = match err {
            SolveError::Corrupt { path, reason } => (path.clone(), reason.clone()),
            SolveError::Io { path, source } => (path.clone(), source.to_string()),
            // Rules the solver refuses have no table to damage.
            _ => return,
        };
        let fingerprint = rules.fingerprint();
        let known = self.damaged.iter().any(|(f, d, _)| {
            *f == fingerprint && d.sectors == sectors && d.path == path && d.reason == reason
        });
        if known {
            return;
        }
        self.damaged.push((
            rules.fingerprint(),
            DamagedTable {
                variant: rules.name().to_string(),
                path,
                reason,
                sectors,
            },
            false,
        ));
    }

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_table_file_is_remembered_and_handed_out_once() {
        let rules = morris_core::catalog::shipped("three-mens-morris").unwrap();
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join(solve::table_file_name(&rules));
        std::fs::write(&path, b"MORRISTB but nothing else").unwrap();
        let cache = TableCache::in_folder(folder.path().to_path_buf());
        assert!(cache.get(&rules).is_none());
        let damaged = cache.damaged(&rules).expect("the damage is remembered");
        assert_eq!(damaged.path, path);
        assert_eq!(damaged.variant, "Three Men's Morris");
        assert!(!damaged.sectors);
        assert_eq!(cache.take_damaged(), [damaged]);
        // Asked again, the cache neither reads the file again nor repeats itself.
        assert!(cache.get(&rules).is_none());
        cache.refresh();
        assert!(cache.get(&rules).is_none());
        assert!(cache.take_damaged().is_empty());
        // A sound table put in its place ends the damage.
        let table = solve::solve(&rules, &SolveOptions::default(), |_| {}).unwrap();
        cache.insert(Arc::new(table));
        assert!(cache.damaged(&rules).is_none());
    }

    #[test]
    fn a_missing_table_file_is_no_damage() {
        let rules = morris_core::catalog::shipped("three-mens-morris").unwrap();
        let folder = tempfile::tempdir().unwrap();
        let cache = TableCache::in_folder(folder.path().to_path_buf());
        assert!(cache.get(&rules).is_none());
        assert!(cache.damaged(&rules).is_none());
        assert!(cache.take_damaged().is_empty());
    }
}
