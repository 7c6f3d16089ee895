//! Your own mistakes as drills. After a review, each turn it marked `??` or
//! `?` (a table's verdict, or a deeper confirming search's: never a weaker
//! mark) becomes a drill: the position before the turn, "find a better move
//! than the one you played". An answer is right when it is no worse than
//! the best move the table or a search finds there ([`check`]); drills come
//! back on an SM-2 schedule ([`Schedule`]) and live in one RON file in the
//! user's data folder ([`DrillsFile`]).

// A drill is made from a review; an answer is checked against a table or a
// search; the schedule says when it comes back; the file keeps them all.
mod drill;
mod from_review;
// Whose turns they are: the player's, known from the record's tags.
mod player_side;

mod answer;
mod day;
mod schedule;

// The file, what it may hold (for its reader and writer alike), and a
// session's changes made again on what another session saved.
mod drill_bounds;
mod drill_changes;
mod drill_journal;
mod drills_file;
mod place;

pub use crate::data_file::{check_savable, keep_aside};
pub use answer::{Verdict, best_move, check};
pub use day::Day;
pub use drill::{Drill, DrillBoard, DrillError, DrillMark};
pub use drill_bounds::{DrillProblem, Waiting, set_up};
pub use drill_journal::Unsaved;
pub use drills_file::{DRILLS_CAP, DrillsFile, DrillsFileError, parse_drills, read_drills};
pub use place::{DRILLS_FILE_VAR, drills_file};
pub use player_side::{is_computer_name, player_side};
pub use schedule::Schedule;
