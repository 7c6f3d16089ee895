//! The standing file: RON in the user's data folder,
//! `$MORRIS_PUZZLES_FILE`, else `$XDG_DATA_HOME/morris/puzzles.ron`, else
//! `~/.local/share/morris/puzzles.ron`, one puzzle tried a line.
//!
//! ```text
//! (
//!     ratings: [
//!         (variant: "three-mens-morris", rating: (rating: 1555.2, deviation: 300.1, volatility: 0.06)),
//!     ],
//!     streak: 1,
//!     best_streak: 1,
//!     attempts: 1,
//!     solved: 1,
//!     puzzles: [
//!         (variant: "three-mens-morris", position: "W.B.WB... w 1 1 0 4", rating: (rating: 1072.3, deviation: 98.2, volatility: 0.06), attempts: 1, solved: 1),
//!     ],
//! )
//! ```
//!
//! It is read and written as every file of the player's is (see
//! `DataFileError`): a regular file, capped, a problem reported as
//! `file:line:col: reason`, a refused file kept aside, writes atomic. A
//! field left out takes its default, so an older or smaller file loads. A
//! file of the versions before, with one `rating` for every variant, carries
//! it over to each variant its puzzles were tried in (Nine Men's Morris
//! when it names none); the next write keeps it per variant.
//!
//! What is written is what the reader accepts (`standing_bounds`), the
//! oldest puzzles let go before the file would outgrow its cap; a save adds
//! this session's attempts to what another session saved since
//! ([`Standing::save`]).

use std::path::{Path, PathBuf};

use super::standing::Standing;
use super::standing_bounds::{MAX_PUZZLES, is_puzzle_variant, is_rating_key};
use crate::data_file::{self, DataFileError};
use crate::text_place::{find_quoted, line_col};

/// The environment variable that names the standing file (tests point it at a temporary file).
pub const STANDING_FILE_VAR: &str = "MORRIS_PUZZLES_FILE";

/// The standing file's path, from the environment; `None` without a home.
pub fn standing_file() -> Option<PathBuf> {
    data_file::data_file(STANDING_FILE_VAR, "puzzles.ron")
}

/// Why the standing file could not be read or written.
pub type StandingFileError = DataFileError<StandingProblem>;

/// What is wrong at a place in a standing file.
#[derive(Debug, thiserror::Error)]
pub enum StandingProblem {
    #[error("{0}")]
    Syntax(String),
    #[error("the file has {0} puzzles, more than {MAX_PUZZLES}")]
    TooMany(usize),
    #[error("the player's rating holds numbers Glicko-2 never writes")]
    Rating,
    #[error("{variant:?} is not a variant id nor a rules fingerprint")]
    RatingVariant { variant: String },
    #[error("more puzzles solved ({solved}) than tried ({attempts})")]
    Counts { solved: u32, attempts: u32 },
    #[error("puzzle {puzzle}: {variant:?} is a path; a puzzle names its variant by id")]
    Path { puzzle: usize, variant: String },
    #[error("puzzle {puzzle}: its rating holds numbers Glicko-2 never writes")]
    PuzzleRating { puzzle: usize },
    #[error("puzzle {puzzle}: more attempts solved ({solved}) than made ({attempts})")]
    PuzzleCounts {
        puzzle: usize,
        solved: u32,
        attempts: u32,
    },
}

impl Standing {
    /// The file's text, one puzzle a line, as the reader accepts it (see
    /// [`Standing::bounded`]).
    pub fn to_ron(&self) -> String {
        self.clone().bounded().1
    }

    /// Writes the file atomically as it is, making its folder if needed.
    pub fn write(&self, path: &Path) -> Result<(), StandingFileError> {
        data_file::write_text(path, &self.to_ron())
    }

    /// Saves the standing at `path`: what another session saved there
    /// since this one read it is kept, and this session's attempts are
    /// recorded again on it (see `Standing`); the standing becomes what was
    /// written.
    pub fn save(&mut self, path: &Path) -> Result<(), StandingFileError> {
        let saved = data_file::save_merged(
            path,
            self,
            parse_standing,
            |theirs| self.replayed_on(theirs),
            Standing::bounded,
        )?;
        *self = saved;
        self.mark_saved();
        Ok(())
    }
}

/// Reads the standing file at `path`; no file yet is a newcomer's standing.
pub fn read_standing(path: &Path) -> Result<Standing, StandingFileError> {
    match data_file::read_text(path)? {
        Some(text) => parse_standing(&path.display().to_string(), &text),
        None => Ok(Standing::default()),
    }
}

/// Reads a standing file's text; `file` names it in errors.
pub fn parse_standing(file: &str, text: &str) -> Result<Standing, StandingFileError> {
    let read: Standing = data_file::parse_ron(file, text, StandingProblem::Syntax)?;
    let at = |offset: usize, problem| DataFileError::at(file, line_col(text, offset), problem);
    let top = text.find("rating").unwrap_or(0);
    let mut cursor = 0;
    for kept in &read.ratings {
        let start = find_quoted(text, cursor, &kept.variant).unwrap_or(top);
        cursor = start + 1;
        if !is_rating_key(&kept.variant) {
            let variant = kept.variant.clone();
            return Err(at(start, StandingProblem::RatingVariant { variant }));
        }
        if !kept.rating.is_sound() {
            return Err(at(start, StandingProblem::Rating));
        }
    }
    if read.solved > read.attempts {
        let (solved, attempts) = (read.solved, read.attempts);
        return Err(at(top, StandingProblem::Counts { solved, attempts }));
    }
    if read.puzzles.len() > MAX_PUZZLES {
        return Err(at(top, StandingProblem::TooMany(read.puzzles.len())));
    }
    for (i, entry) in read.puzzles.iter().enumerate() {
        let puzzle = i + 1;
        // Each puzzle is found by its variant's text, after the one before it.
        let start = find_quoted(text, cursor, &entry.variant).unwrap_or(cursor);
        cursor = start + 1;
        if !is_puzzle_variant(&entry.variant) {
            let variant = entry.variant.clone();
            return Err(at(start, StandingProblem::Path { puzzle, variant }));
        }
        if !entry.rating.is_sound() {
            return Err(at(start, StandingProblem::PuzzleRating { puzzle }));
        }
        if entry.solved > entry.attempts {
            let (solved, attempts) = (entry.solved, entry.attempts);
            let problem = StandingProblem::PuzzleCounts {
                puzzle,
                solved,
                attempts,
            };
            return Err(at(start, problem));
        }
    }
    Ok(read)
}

#[cfg(test)]
#[path = "standing_save_tests.rs"]
mod save_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{AttemptEnd, parse_set, shipped_set};

    fn played() -> Standing {
        let read = parse_set("three.ron", shipped_set("three-mens-morris").unwrap()).unwrap();
        let mut standing = Standing::default();
        let ends = [AttemptEnd::Solved, AttemptEnd::Missed, AttemptEnd::Solved];
        for (puzzle, end) in read.set.puzzles.iter().zip(ends) {
            standing.record(&read.rules, puzzle, end);
        }
        standing
    }

    #[test]
    fn a_written_standing_reads_back_the_same() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("morris/puzzles.ron");
        assert_eq!(read_standing(&path).unwrap(), Standing::default());
        let standing = played();
        standing.write(&path).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        // One rating (three men's morris) and three puzzles.
        assert_eq!(text.lines().filter(|l| l.contains("variant:")).count(), 4);
        assert_eq!(read_standing(&path).unwrap(), standing);
    }

    #[test]
    fn an_older_smaller_file_loads_with_defaults() {
        let read = parse_standing("p.ron", "(streak: 4)").unwrap();
        assert_eq!(read.streak, 4);
        assert!(read.ratings.is_empty());
        assert!(read.puzzles.is_empty());
        let entry = "(puzzles: [(variant: \"achi\", position: \"x\", rating: (rating: 1200.0, deviation: 90.0, volatility: 0.06))])";
        let read = parse_standing("p.ron", entry).unwrap();
        assert_eq!(read.puzzles[0].attempts, 0);
    }

    #[test]
    fn an_older_files_one_rating_goes_to_the_variants_it_was_earned_in() {
        let old = "(rating: (rating: 1712.0, deviation: 80.0, volatility: 0.06), streak: 2, attempts: 2, solved: 1, puzzles: [\
            (variant: \"achi\", position: \"x\", rating: (rating: 1200.0, deviation: 90.0, volatility: 0.06), attempts: 1, solved: 1),\
            (variant: \"tapatan\", position: \"y\", rating: (rating: 1300.0, deviation: 90.0, volatility: 0.06), attempts: 1),\
            (variant: \"achi\", position: \"z\", rating: (rating: 1300.0, deviation: 90.0, volatility: 0.06), attempts: 0)])";
        let read = parse_standing("p.ron", old).unwrap();
        let variants: Vec<&str> = read.ratings.iter().map(|r| r.variant.as_str()).collect();
        assert_eq!(variants, ["achi", "tapatan"]);
        assert!(read.ratings.iter().all(|r| r.rating.rating == 1712.0));
        let achi = morris_core::catalog::shipped("achi").unwrap();
        let nine = morris_core::catalog::shipped("nine-mens-morris").unwrap();
        assert_eq!(read.rating(&achi).rating, 1712.0);
        assert_eq!(read.rating(&nine).rating, 1500.0);
        // Written and read again, per variant.
        let again = parse_standing("p.ron", &read.to_ron()).unwrap();
        assert_eq!(again, read);
        // With no puzzle tried, the rating was Nine Men's Morris's.
        let bare = "(rating: (rating: 1612.0, deviation: 80.0, volatility: 0.06))";
        let bare = parse_standing("p.ron", bare).unwrap();
        assert_eq!(bare.rating(&nine).rating, 1612.0);
        assert_eq!(bare.rating(&achi).rating, 1500.0);
    }

    #[test]
    fn a_refused_file_says_where_and_why() {
        let text = played().to_ron();
        let unknown = text.replacen("streak:", "streek:", 1);
        let err = parse_standing("p.ron", &unknown).unwrap_err();
        assert!(err.to_string().starts_with("p.ron:5:"), "{err}");
        // The first is the rating's, the second the first puzzle's.
        let second = text
            .match_indices("\"three-mens-morris\"")
            .nth(2)
            .unwrap()
            .0;
        let path_variant = format!("{}\"../rules.ron{}", &text[..second], &text[second + 18..]);
        match parse_standing("p.ron", &path_variant).unwrap_err() {
            DataFileError::At { line, problem, .. } => {
                assert_eq!(line, 11);
                assert!(matches!(*problem, StandingProblem::Path { puzzle: 2, .. }));
            }
            other => panic!("{other}"),
        }
        let nan = text.replacen("deviation:", "deviation:-", 1);
        let err = parse_standing("p.ron", &nan).unwrap_err();
        assert!(
            matches!(err, DataFileError::At { ref problem, .. } if matches!(**problem, StandingProblem::Rating)),
            "{err}"
        );
        let counts = text.replacen("solved: 2", "solved: 9", 1);
        let err = parse_standing("p.ron", &counts).unwrap_err();
        assert!(
            err.to_string()
                .contains("more puzzles solved (9) than tried (3)"),
            "{err}"
        );
    }
}
