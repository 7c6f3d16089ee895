//! The drills file: RON, one drill a line, in the user's data folder.
//!
//! ```text
//! (
//!     drills: [
//!         (variant: "three-mens-morris", position: "W.B.WB... w 1 1 0 4", played: "c1", best: "a2", mark: Blunder, exact: true, schedule: (ease: 2.5, interval: 0, repetitions: 0, due: "2026-12-04")),
//!     ],
//! )
//! ```
//!
//! It is read and written as every file of the player's is
//! ([`DataFileError`]): a regular file of at most [`DRILLS_CAP`] bytes,
//! every drill of a shipped variant checked legal by core, a problem
//! reported as `file:line:col: reason`; a file refused is kept aside
//! (`keep_aside`), never written over. A drill of a variant not found, or
//! of a user's variant whose rules changed so that the drill no longer fits
//! them, waits in the file ([`Waiting`]) while the others are played. What
//! the writer writes is within what the reader accepts (`drill_bounds`);
//! a save adds this session's changes to what another session saved since
//! (`drill_changes`).

use std::path::Path;

use morris_core::catalog::Catalog;
use serde::{Deserialize, Serialize};

use super::day::Day;
use super::drill::Drill;
use super::drill_bounds::{DrillProblem, MAX_DRILLS, bounded_list, problem, text_of};
use super::drill_journal::Unsaved;
use crate::data_file::{self, DATA_CAP, DataFileError};
use crate::text_place::{find_quoted, line_col};

/// The most bytes a drills file may hold.
pub const DRILLS_CAP: u64 = DATA_CAP;

/// Every drill the player has.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrillsFile {
    pub drills: Vec<Drill>,
    /// What changed since the file was read or saved.
    #[serde(skip)]
    pub unsaved: Unsaved,
}

/// Why the drills file could not be read or written.
pub type DrillsFileError = DataFileError<DrillProblem>;

impl DrillsFile {
    /// The drills of `drills`, nothing changed yet.
    pub fn of(drills: Vec<Drill>) -> DrillsFile {
        DrillsFile {
            drills,
            unsaved: Unsaved::default(),
        }
    }

    /// The indexes of the drills due `today`, the longest overdue first.
    pub fn due(&self, today: Day) -> Vec<usize> {
        let mut due: Vec<usize> = (0..self.drills.len())
            .filter(|&i| self.drills[i].schedule.is_due(today))
            .collect();
        due.sort_by_key(|&i| self.drills[i].schedule.due);
        due
    }

    /// The file's text, one drill a line, as the reader accepts it with
    /// `catalog` (see [`DrillsFile::bounded`]).
    pub fn to_ron(&self, catalog: &Catalog) -> String {
        self.clone().bounded(catalog).1
    }

    /// The text of the drills as they are, with no bound applied.
    pub(super) fn text(&self) -> String {
        text_of(&self.drills)
    }

    /// The drills as their file may hold them with `catalog`, and the
    /// file's text (see `drill_bounds::bounded_list`).
    pub fn bounded(self, catalog: &Catalog) -> (DrillsFile, String) {
        let file = DrillsFile {
            drills: bounded_list(self.drills, catalog),
            unsaved: self.unsaved,
        };
        let text = file.text();
        (file, text)
    }

    /// Writes the file atomically as it is, making its folder if needed.
    pub fn write(&self, path: &Path, catalog: &Catalog) -> Result<(), DrillsFileError> {
        data_file::write_text(path, &self.to_ron(catalog))
    }
}

/// Reads the drills file at `path`; no file yet is no drill yet. Drills of
/// variants `catalog` finds are checked against their rules.
pub fn read_drills(path: &Path, catalog: &Catalog) -> Result<DrillsFile, DrillsFileError> {
    match data_file::read_text(path)? {
        Some(text) => parse_drills(&path.display().to_string(), &text, catalog),
        None => Ok(DrillsFile::default()),
    }
}

/// Reads a drills file's text; `file` names it in errors.
pub fn parse_drills(
    file: &str,
    text: &str,
    catalog: &Catalog,
) -> Result<DrillsFile, DrillsFileError> {
    let at = |line: usize, col: usize, problem| DataFileError::at(file, (line, col), problem);
    let read: DrillsFile = data_file::parse_ron(file, text, DrillProblem::Syntax)?;
    if read.drills.len() > MAX_DRILLS {
        return Err(at(1, 1, DrillProblem::TooMany(read.drills.len())));
    }
    let mut cursor = 0;
    for (i, drill) in read.drills.iter().enumerate() {
        // Each drill is found by its variant's text, after the one before it.
        let start = find_quoted(text, cursor, &drill.variant).unwrap_or(cursor);
        cursor = start + 1;
        if let Some(problem) = problem(i + 1, drill, catalog) {
            let (line, col) = line_col(text, start);
            return Err(at(line, col, problem));
        }
    }
    Ok(read)
}
