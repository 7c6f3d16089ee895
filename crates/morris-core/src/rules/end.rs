//! The end part of the rules: too few pieces, a player who cannot place or
//! move, a full board, and the draws that depend on the game's history.

use crate::color::{Color, Named};
use crate::rules::outcome::{EndReason, Outcome};

/// What a player who cannot place or move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WhenBlocked {
    /// The player loses.
    Loses,
    /// The game is drawn.
    Draw,
    /// The player passes; the opponent moves again.
    Passes,
    /// The player passes, and the opponent must free them: while they stay
    /// blocked, the opponent makes moves that free them if any do, and those
    /// moves remove nothing.
    Freed,
    /// The player removes an opponent piece next to one of their own, then moves.
    RemovesAdjacent,
}

/// Draws that depend on the game's history (perft and the solver ignore them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HistoryDraws {
    /// The same position (board, pieces in hand, side to move) this many times: a draw.
    pub repetition: Option<u8>,
    /// This many moves by each player in a row without a removal: a draw.
    pub no_removal_moves: Option<u16>,
    /// A player down to this many pieces, and this many moves by each player
    /// without a removal: a draw (the endgame's shorter limit).
    pub endgame: Option<EndgameDraw>,
}

/// The endgame's shorter no-removal limit: see [`HistoryDraws::endgame`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EndgameDraw {
    pub pieces: u8,
    pub moves: u16,
}

/// What a board that placement leaves full does: one rule where the rules file
/// has two (`full_board_draw` and `full_board`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WhenFull {
    /// Nothing special: a player who cannot move is blocked.
    Blocked,
    /// A full board where the player to move cannot move is a draw.
    Draw,
    /// Each player removes an opponent piece, the named one first, who then
    /// makes the first move.
    BothRemove(Named),
    /// The named player removes an opponent piece; then the other moves first.
    OneRemoves(Named),
}

/// How a game ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct End {
    /// A player with fewer pieces than this (board plus hand) loses.
    pub(crate) lose_below: u8,
    /// What a player who cannot place or move does.
    pub(crate) blocked: WhenBlocked,
    pub(crate) when_full: WhenFull,
    pub(crate) draws: HistoryDraws,
}

impl End {
    pub fn lose_below(&self) -> u8 {
        self.lose_below
    }

    /// What a player who cannot place or move does.
    pub fn blocked(&self) -> WhenBlocked {
        self.blocked
    }

    /// What a board that placement leaves full does.
    pub fn when_full(&self) -> WhenFull {
        self.when_full
    }

    /// Draws that depend on the game's history.
    pub fn draws(&self) -> HistoryDraws {
        self.draws
    }

    /// The result when `mover` has no turn to play at all (no step, no pass,
    /// no removal): `full` when no point is empty.
    pub fn no_turn_outcome(&self, mover: Color, full: bool) -> Outcome {
        if self.when_full == WhenFull::Draw && full {
            Outcome::draw(EndReason::FullBoard)
        } else if matches!(
            self.blocked,
            WhenBlocked::Loses | WhenBlocked::RemovesAdjacent
        ) {
            Outcome::win(!mover, EndReason::Blocked)
        } else {
            // Drawn by the rules, or neither player can move where the blocked pass.
            Outcome::draw(EndReason::Blocked)
        }
    }
}
