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
//! It is read like a stranger's file (it may have been edited by hand): a
//! regular file of at most [`DRILLS_CAP`] bytes, every drill of a variant
//! found checked legal by core, a problem reported as `file:line:col:
//! reason`. A file refused is never written over: [`keep_aside`] renames it
//! first; writes are atomic, so a crash leaves the old file whole.

use std::io;
use std::path::{Path, PathBuf};

use morris_core::catalog::Catalog;
use morris_core::safe_file::{self, TEXT_CAP};
use serde::{Deserialize, Serialize};

use super::day::Day;
use super::drill::{Drill, DrillError};
use crate::text_place::{find_quoted, line_col};

/// The most bytes a drills file may hold.
pub const DRILLS_CAP: u64 = TEXT_CAP;
/// The most drills a file may hold.
const MAX_DRILLS: usize = 20_000;

/// Every drill the player has.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrillsFile {
    pub drills: Vec<Drill>,
}

/// Why the drills file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum DrillsFileError {
    #[error("{file}: {source}")]
    Io {
        file: String,
        #[source]
        source: io::Error,
    },
    #[error("{file}:{line}:{col}: {problem}")]
    At {
        file: String,
        line: usize,
        col: usize,
        problem: Box<DrillProblem>,
    },
    #[error("{file}: cannot write: {source}")]
    Write {
        file: String,
        #[source]
        source: io::Error,
    },
}

/// What is wrong at a place in a drills file.
#[derive(Debug, thiserror::Error)]
pub enum DrillProblem {
    #[error("{0}")]
    Syntax(String),
    #[error("the file has {0} drills, more than {MAX_DRILLS}")]
    TooMany(usize),
    #[error("drill {drill}: {variant:?} is a path; a drill names its variant by id")]
    Path { drill: usize, variant: String },
    #[error("drill {drill}: the schedule holds numbers SM-2 never writes")]
    Schedule { drill: usize },
    #[error("drill {drill}: {source}")]
    Drill {
        drill: usize,
        #[source]
        source: DrillError,
    },
}

impl DrillsFile {
    /// Adds `drill` unless the same turn is already a drill; says whether it was added.
    pub fn add(&mut self, drill: Drill) -> bool {
        let known = self.drills.iter().any(|d| d.same_turn(&drill));
        if !known {
            self.drills.push(drill);
        }
        !known
    }

    /// The indexes of the drills due `today`, the longest overdue first.
    pub fn due(&self, today: Day) -> Vec<usize> {
        let mut due: Vec<usize> = (0..self.drills.len())
            .filter(|&i| self.drills[i].schedule.is_due(today))
            .collect();
        due.sort_by_key(|&i| self.drills[i].schedule.due);
        due
    }

    /// The file's text, one drill a line.
    pub fn to_ron(&self) -> String {
        let lines: Vec<String> = self
            .drills
            .iter()
            .map(|d| format!("        {},\n", ron::to_string(d).unwrap_or_default()))
            .collect();
        format!("(\n    drills: [\n{}    ],\n)\n", lines.concat())
    }

    /// Writes the file atomically, making its folder if needed.
    pub fn write(&self, path: &Path) -> Result<(), DrillsFileError> {
        let failed = |source| DrillsFileError::Write {
            file: path.display().to_string(),
            source,
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(failed)?;
        }
        safe_file::write_atomic(path, self.to_ron().as_bytes()).map_err(failed)
    }
}

/// Reads the drills file at `path`; no file yet is no drill yet. Drills of
/// variants `catalog` finds are checked against their rules.
pub fn read_drills(path: &Path, catalog: &Catalog) -> Result<DrillsFile, DrillsFileError> {
    let file = path.display().to_string();
    let text = match safe_file::read_regular_text(path, DRILLS_CAP) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(DrillsFile::default()),
        Err(source) => return Err(DrillsFileError::Io { file, source }),
    };
    parse_drills(&file, &text, catalog)
}

/// Reads a drills file's text; `file` names it in errors.
pub fn parse_drills(
    file: &str,
    text: &str,
    catalog: &Catalog,
) -> Result<DrillsFile, DrillsFileError> {
    let at = |line: usize, col: usize, problem: DrillProblem| DrillsFileError::At {
        file: file.to_string(),
        line,
        col,
        problem: Box::new(problem),
    };
    let read: DrillsFile = ron::from_str(text).map_err(|e| {
        at(
            e.span.start.line.max(1),
            e.span.start.col.max(1),
            DrillProblem::Syntax(e.code.to_string()),
        )
    })?;
    if read.drills.len() > MAX_DRILLS {
        return Err(at(1, 1, DrillProblem::TooMany(read.drills.len())));
    }
    let mut cursor = 0;
    for (i, drill) in read.drills.iter().enumerate() {
        let number = i + 1;
        // Each drill is found by its variant's text, after the one before it.
        let start = find_quoted(text, cursor, &drill.variant).unwrap_or(cursor);
        cursor = start + 1;
        let (line, col) = line_col(text, start);
        if drill.variant.contains(['/', '\\']) || drill.variant.ends_with(".ron") {
            let variant = drill.variant.clone();
            return Err(at(
                line,
                col,
                DrillProblem::Path {
                    drill: number,
                    variant,
                },
            ));
        }
        if !drill.schedule.is_sound() {
            return Err(at(line, col, DrillProblem::Schedule { drill: number }));
        }
        // A variant no longer found keeps its drills, unchecked, until it is back.
        if let Ok(rules) = catalog.resolve_id(&drill.variant)
            && let Err(source) = drill.board(&rules)
        {
            let problem = DrillProblem::Drill {
                drill: number,
                source,
            };
            return Err(at(line, col, problem));
        }
    }
    Ok(read)
}

/// Moves a refused file aside, to `FILE.corrupt` (or `FILE.corrupt.2`, ...
/// when that is taken), so that nothing is lost when a new file is written.
pub fn keep_aside(path: &Path) -> io::Result<PathBuf> {
    let mut name = path.as_os_str().to_owned();
    name.push(".corrupt");
    let first = PathBuf::from(&name);
    let mut aside = first.clone();
    let mut n = 1;
    while aside.symlink_metadata().is_ok() {
        n += 1;
        let mut numbered = first.clone().into_os_string();
        numbered.push(format!(".{n}"));
        aside = PathBuf::from(numbered);
    }
    std::fs::rename(path, &aside)?;
    Ok(aside)
}
