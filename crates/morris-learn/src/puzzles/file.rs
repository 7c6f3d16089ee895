//! A puzzle set as a RON file: the variant by its shipped id (never a path),
//! each puzzle's position in position text and its line in move text.
//!
//! ```text
//! (
//!     variant: "three-mens-morris",
//!     made_by: "morris puzzles generate three-mens-morris",
//!     puzzles: [
//!         (position: "W.B.WB... w 1 1 0 4", theme: Win, line: ["a2"], any_winning_move: false, difficulty: (depth: Some(1), tempting: 0)),
//!     ],
//! )
//! ```
//!
//! A set from a stranger is read like a rules file: a regular file, at most
//! [`SET_CAP`] bytes, every position checked legal by core and every turn of
//! every line legal in turn; a problem is reported as `file:line:col: reason`.
//! [`ReadSet::prove`] then proves every line against a table.

use std::path::Path;

use morris_ai::solve::Table;
use morris_core::safe_file::{self, TEXT_CAP};
use morris_core::{MoveParseError, Position, PositionError, Rules, catalog, move_text, parse_move};
use serde::{Deserialize, Serialize};

use super::certify::{CertifyError, certify};
use super::set_checks::{PuzzleProblem, SetChecks};
use super::tactical::certify_tactic;
use super::{Difficulty, Puzzle, Theme};
use crate::text_place::{find_quoted, line_col};

/// The most bytes a set file may hold.
pub const SET_CAP: u64 = TEXT_CAP;
/// The most puzzles a set may hold (a set holds one at least), and turns a line.
pub const MAX_PUZZLES: usize = 20_000;
const MAX_LINE: usize = 64;

/// A set of puzzles for one variant.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleSet {
    /// The shipped variant's id.
    pub variant: String,
    /// How the set was made (the command line).
    pub made_by: String,
    pub puzzles: Vec<Puzzle>,
}

/// The file's form: plain text fields, checked when read.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SetFile {
    variant: String,
    #[serde(default)]
    made_by: String,
    puzzles: Vec<PuzzleEntry>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PuzzleEntry {
    position: String,
    theme: Theme,
    line: Vec<String>,
    #[serde(default)]
    any_winning_move: bool,
    #[serde(default)]
    difficulty: Difficulty,
}

impl PuzzleSet {
    /// The set as file text, one puzzle a line.
    pub fn to_ron(&self, rules: &Rules) -> String {
        let entries: Vec<String> = self
            .puzzles
            .iter()
            .map(|p| {
                let entry = PuzzleEntry {
                    position: p.position.to_text(rules),
                    theme: p.theme,
                    line: p.line.iter().map(|&m| move_text(rules, m)).collect(),
                    any_winning_move: p.any_winning_move,
                    difficulty: p.difficulty,
                };
                format!("        {},\n", ron::to_string(&entry).unwrap_or_default())
            })
            .collect();
        format!(
            "(\n    variant: {:?},\n    made_by: {:?},\n    puzzles: [\n{}    ],\n)\n",
            self.variant,
            self.made_by,
            entries.concat()
        )
    }
}

impl PuzzleSet {
    /// Adds `more` after the set's own puzzles, leaving out any that is a
    /// puzzle of the set again up to the board's symmetries.
    pub fn add(&mut self, rules: &Rules, more: Vec<Puzzle>) {
        let canonical = super::canonical::Canonical::of(rules);
        let mut seen: std::collections::HashSet<_> = self
            .puzzles
            .iter()
            .map(|p| canonical.key(rules, &p.position))
            .collect();
        for puzzle in more {
            if seen.insert(canonical.key(rules, &puzzle.position)) {
                self.puzzles.push(puzzle);
            }
        }
    }
}

/// Why a set file was refused.
#[derive(Debug, thiserror::Error)]
pub enum SetFileError {
    #[error("{file}: {source}")]
    Io {
        file: String,
        #[source]
        source: std::io::Error,
    },
    #[error("{file}:{line}:{col}: {problem}")]
    At {
        file: String,
        line: usize,
        col: usize,
        problem: Box<SetProblem>,
    },
}

/// What is wrong at a place in a set file.
#[derive(Debug, thiserror::Error)]
pub enum SetProblem {
    #[error("{0}")]
    Syntax(String),
    #[error("{0:?} is not a shipped variant id (a set names its variant by id, never by path)")]
    UnknownVariant(String),
    #[error("the set has {0} puzzles, more than {MAX_PUZZLES}")]
    TooMany(usize),
    #[error("puzzle {puzzle}: the line has {turns} turns, more than {MAX_LINE}")]
    LongLine { puzzle: usize, turns: usize },
    #[error("puzzle {puzzle}: the line is empty")]
    EmptyLine { puzzle: usize },
    #[error("puzzle {puzzle}: {source}")]
    Position {
        puzzle: usize,
        #[source]
        source: PositionError,
    },
    #[error("puzzle {puzzle}, turn {turn}: {source}")]
    Move {
        puzzle: usize,
        turn: usize,
        #[source]
        source: MoveParseError,
    },
    #[error("the set holds no puzzle")]
    Empty,
    #[error(transparent)]
    Puzzle(#[from] PuzzleProblem),
    #[error("puzzle {puzzle} is not proved: {source}")]
    Proof {
        puzzle: usize,
        #[source]
        source: CertifyError,
    },
    #[error("puzzle {puzzle} is proved by a table, and there is none")]
    NoTable { puzzle: usize },
}

/// A set read from a file, with where each puzzle's texts stand in it.
#[derive(Clone, Debug)]
pub struct ReadSet {
    pub set: PuzzleSet,
    pub rules: Rules,
    file: String,
    places: Vec<Places>,
}

/// Where (line, column) a puzzle's position text and each turn of its line stand.
#[derive(Clone, Debug, Default)]
struct Places {
    position: (usize, usize),
    line: Vec<(usize, usize)>,
}

/// Reads and checks a set file (see the module docs); it is not proved yet.
pub fn read_set(path: &Path) -> Result<ReadSet, SetFileError> {
    let file = path.display().to_string();
    let text = safe_file::read_regular_text(path, SET_CAP).map_err(|source| SetFileError::Io {
        file: file.clone(),
        source,
    })?;
    parse_set(&file, &text)
}

/// Reads and checks a set's text; `file` names it in errors.
pub fn parse_set(file: &str, text: &str) -> Result<ReadSet, SetFileError> {
    let at = |offset: usize, problem: SetProblem| {
        let (line, col) = line_col(text, offset);
        SetFileError::At {
            file: file.to_string(),
            line,
            col,
            problem: Box::new(problem),
        }
    };
    let raw: SetFile = ron::from_str(text).map_err(|e| SetFileError::At {
        file: file.to_string(),
        line: e.span.start.line.max(1),
        col: e.span.start.col.max(1),
        problem: Box::new(SetProblem::Syntax(e.code.to_string())),
    })?;
    let variant_at = find_quoted(text, 0, &raw.variant).unwrap_or(0);
    let rules = catalog::shipped(&raw.variant)
        .ok_or_else(|| at(variant_at, SetProblem::UnknownVariant(raw.variant.clone())))?;
    if raw.puzzles.len() > MAX_PUZZLES {
        return Err(at(variant_at, SetProblem::TooMany(raw.puzzles.len())));
    }
    if raw.puzzles.is_empty() {
        let puzzles_at = text[variant_at..]
            .find("puzzles")
            .map_or(variant_at, |i| variant_at + i);
        return Err(at(puzzles_at, SetProblem::Empty));
    }
    let mut checks = SetChecks::new(&rules);
    let mut cursor = variant_at;
    let mut puzzles = Vec::with_capacity(raw.puzzles.len());
    let mut places = Vec::with_capacity(raw.puzzles.len());
    for (i, entry) in raw.puzzles.into_iter().enumerate() {
        let number = i + 1;
        let start = find_quoted(text, cursor, &entry.position).unwrap_or(cursor);
        let mut place = Places {
            position: line_col(text, start),
            ..Places::default()
        };
        cursor = start;
        let position = Position::from_text(&rules, &entry.position).map_err(|source| {
            at(
                start,
                SetProblem::Position {
                    puzzle: number,
                    source,
                },
            )
        })?;
        if entry.line.is_empty() {
            return Err(at(start, SetProblem::EmptyLine { puzzle: number }));
        }
        if entry.line.len() > MAX_LINE {
            let turns = entry.line.len();
            return Err(at(
                start,
                SetProblem::LongLine {
                    puzzle: number,
                    turns,
                },
            ));
        }
        let mut pos = position;
        let mut line = Vec::with_capacity(entry.line.len());
        for (j, text_move) in entry.line.iter().enumerate() {
            let offset = find_quoted(text, cursor, text_move).unwrap_or(cursor);
            place.line.push(line_col(text, offset));
            cursor = offset;
            let mv = parse_move(&rules, &pos, text_move).map_err(|source| {
                at(
                    offset,
                    SetProblem::Move {
                        puzzle: number,
                        turn: j + 1,
                        source,
                    },
                )
            })?;
            pos.play_unchecked(&rules, mv);
            line.push(mv);
        }
        let puzzle = Puzzle {
            position,
            theme: entry.theme,
            line,
            any_winning_move: entry.any_winning_move,
            difficulty: entry.difficulty,
        };
        checks
            .check(&rules, number, &puzzle)
            .map_err(|problem| at(start, problem.into()))?;
        places.push(place);
        puzzles.push(puzzle);
    }
    Ok(ReadSet {
        set: PuzzleSet {
            variant: raw.variant,
            made_by: raw.made_by,
            puzzles,
        },
        rules,
        file: file.to_string(),
        places,
    })
}

impl ReadSet {
    /// Does a puzzle of the set need a table to be proved (not a tactic)?
    pub fn needs_table(&self) -> bool {
        self.set.puzzles.iter().any(|p| !p.theme.is_tactical())
    }

    /// Proves every puzzle: a tactic by bounded search, any other against
    /// `table` (made for this set's rules, needed where [`Self::needs_table`]);
    /// the first that fails is reported where its position or failing turn stands.
    pub fn prove(&self, table: Option<&Table>) -> Result<(), SetFileError> {
        for (i, (puzzle, place)) in self.set.puzzles.iter().zip(&self.places).enumerate() {
            let proved = match (puzzle.theme.is_tactical(), table) {
                (true, _) => certify_tactic(&self.rules, puzzle),
                (false, Some(table)) => certify(table, puzzle),
                (false, None) => {
                    let (line, col) = place.position;
                    return Err(SetFileError::At {
                        file: self.file.clone(),
                        line,
                        col,
                        problem: Box::new(SetProblem::NoTable { puzzle: i + 1 }),
                    });
                }
            };
            if let Err(source) = proved {
                let (line, col) = source
                    .turn()
                    .and_then(|t| place.line.get(t - 1))
                    .copied()
                    .unwrap_or(place.position);
                return Err(SetFileError::At {
                    file: self.file.clone(),
                    line,
                    col,
                    problem: Box::new(SetProblem::Proof {
                        puzzle: i + 1,
                        source,
                    }),
                });
            }
        }
        Ok(())
    }
}
