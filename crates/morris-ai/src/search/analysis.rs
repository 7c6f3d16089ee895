//! The result of analysing a position: best move, its score and line, and a
//! score for every legal move.

use std::time::Duration;

use morris_core::Move;

use super::score::Score;

/// What the AI thinks of a position, for the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The move to play; `None` when the game is over (no legal move).
    pub best: Option<Move>,
    /// The score of `best` (of the position when the game is over).
    pub score: Score,
    /// The principal variation, starting with `best`.
    pub pv: Vec<Move>,
    /// Every legal move with its score, best first.
    pub moves: Vec<MoveScore>,
    /// The depth of the last finished iteration (0 for a table or a finished game).
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// Where the scores come from.
    pub source: Source,
}

/// One legal move and its score for the player making it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveScore {
    pub mv: Move,
    /// `None` when the search was stopped before this move was scored.
    pub score: Option<Score>,
}

/// Where an analysis comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The alpha-beta search: forced results are proven, others are estimates.
    Search,
    /// A solved table: every score is exact.
    Table,
    /// The game is already over.
    GameOver,
}
