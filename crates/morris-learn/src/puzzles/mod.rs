//! Puzzles proved by perfect play. A puzzle is a position, a theme and a
//! line: the solver's turns and the defender's replies. It is made from an
//! exact table ([`generate`]) and believed only once its line has been
//! checked against a table at every turn ([`certify`]): each of the
//! solver's turns is the only one that wins (or holds the draw), except,
//! where the puzzle says so, at its last turn, where any turn that wins at
//! once is right; each of the defender's turns is a longest defence.
//! Tactical puzzles of the whole game (a piece won, a double threat, a
//! running mill, a blockade, a threat stopped) come from self-play instead
//! ([`generate_tactics`]) and are proved by bounded exhaustive search
//! ([`certify_tactic`], [`crate::tactics`]).
//!
//! Sets of puzzles are RON files that name their variant by its shipped id,
//! or other rules by their fingerprint ([`PuzzleSet`]); one read from a
//! stranger is checked against its rules and proved again before it is believed.
//!
//! The player's [`Standing`] (their rating in each variant, streak, and each
//! puzzle's rating) is kept in a file of their own ([`read_standing`]); only
//! the first try at a puzzle is rated ([`PuzzleTry`]), and the next puzzle is
//! chosen near the player's rating ([`next_puzzle`]).

// A theme is read off a proved line; a table proves lines; positions come
// from a source, lose their symmetric twins, and are made into puzzles
// (with a difficulty from the heuristic search); sets are files of them;
// the player's standing rates them and is kept in a file.
mod theme;

mod canonical;
mod certify;
mod proving_table;
mod source;
// Tactics of the whole game are proved by bounded search instead, found in
// self-play and rated by how often each level finds them.
mod level_finds;
mod self_play;
mod tactical;
mod tactical_find;
mod tactical_reply;

mod difficulty;
mod generate;
// A set made on request for a variant that ships none.
mod made_set;

mod file;
mod rating;
mod set_checks;
mod shipped;
mod standing;
// A try at a puzzle is recorded in the standing once; the next puzzle is
// chosen from the standing.
mod attempt;
mod next;
// What punishes a wrong turn, to be played and said.
mod refutation;
mod standing_bounds;
mod standing_file;
mod stranger;

use morris_core::{Color, Move, Position, Rules};

pub use crate::data_file::{check_savable, keep_aside};
pub use attempt::{Hint, PuzzleTry, hint};
pub use certify::{CertifyError, MAX_SOLVER_TURNS, Proof, certify};
pub use difficulty::{Difficulty, FIND_LEVELS, LEVEL_TRIES, MAX_DEPTH};
pub use file::{
    MAX_PUZZLES, PuzzleSet, ReadSet, SET_CAP, SetFileError, SetProblem, parse_set, parse_set_for,
    read_set, read_set_for,
};
pub use generate::{Generated, Rejection, consider, generate};
pub use made_set::{MADE_COUNT, make_set};
pub use next::{PICK_SPREAD, Pick, next_puzzle};
pub use proving_table::{ProvingTable, SECTOR_PIECES, TableKind};
pub use rating::{Outcome, PUZZLE_DEVIATION, Rating, puzzle_rating, variant_key};
pub use refutation::{Punishment, Refutation, refutation};
pub use self_play::{generate_tactics, generate_tactics_until};
pub use set_checks::PuzzleProblem;
pub use shipped::{SHIPPED_SETS, shipped_set};
pub use standing::{AttemptEnd, PuzzleStanding, Recorded, Standing, Unsaved, VariantRating};
pub use standing_file::{
    STANDING_FILE_VAR, StandingFileError, StandingProblem, parse_standing, read_standing,
    standing_file,
};
pub use stranger::{ProveSetError, is_set_text, read_and_prove};
pub use tactical::{TACTIC_BUDGET, TACTIC_TURNS, THREAT_TURNS, certify_tactic};
pub use tactical_find::consider_tactic;
pub use theme::{ParseThemeError, Theme};

/// A puzzle: the position, what it teaches, and the line that solves it.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    pub position: Position,
    pub theme: Theme,
    /// The solver's turns and the defender's replies, in order; who plays
    /// each is the position's side to move at that turn (a mill may give a
    /// player another turn).
    pub line: Vec<Move>,
    /// At the last turn, any turn that wins at once is right, not only the
    /// line's.
    pub any_winning_move: bool,
    pub difficulty: Difficulty,
}

impl Puzzle {
    /// The player who solves the puzzle: the one to move in its position.
    pub fn solver(&self) -> Color {
        self.position.side_to_move()
    }

    /// The positions before each turn of the line, the first the puzzle's.
    pub fn positions(&self, rules: &Rules) -> Vec<Position> {
        let mut pos = self.position;
        let mut all = vec![pos];
        for &mv in &self.line {
            pos.play_unchecked(rules, mv);
            all.push(pos);
        }
        all.pop();
        all
    }

    /// How many turns of the line are the solver's.
    pub fn solver_turns(&self, rules: &Rules) -> usize {
        let solver = self.solver();
        self.positions(rules)
            .iter()
            .filter(|p| p.side_to_move() == solver)
            .count()
    }

    /// Is `mv`, played at turn `ply` of the line (from the position before
    /// it, `pos`), a right answer? The line's turn always is; at the last
    /// turn of an "any winning move" puzzle, so is any turn that wins at once.
    pub fn accepts(&self, rules: &Rules, ply: usize, pos: &Position, mv: Move) -> bool {
        if self.line.get(ply) == Some(&mv) {
            return true;
        }
        let last = ply + 1 == self.line.len();
        self.any_winning_move && last && self.ends_at_once(rules, pos, mv)
    }

    /// Does `mv`, from `pos` (a position of the line), reach the puzzle's
    /// goal at once: the theme's tactic met, or else the game won?
    pub fn ends_at_once(&self, rules: &Rules, pos: &Position, mv: Move) -> bool {
        let Some(tactic) = tactical::attack_of(self.theme, &self.position) else {
            return wins_at_once(rules, pos, mv);
        };
        if !pos.is_legal(rules, mv) {
            return false;
        }
        let mut after = *pos;
        after.play_unchecked(rules, mv);
        tactic.standing(rules, &after) == crate::tactics::Standing::Met
    }
}

/// Does `mv` end the game at once with a win for the player making it?
pub(crate) fn wins_at_once(rules: &Rules, pos: &Position, mv: Move) -> bool {
    if !pos.is_legal(rules, mv) {
        return false;
    }
    let mover = pos.side_to_move();
    let mut after = *pos;
    after.play_unchecked(rules, mv);
    after
        .outcome(rules)
        .is_some_and(|o| o.winner == Some(mover))
}
