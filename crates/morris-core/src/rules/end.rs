//! The end part of the rules: too few pieces, a player who cannot place or
//! move, a full board, and the draws that depend on the game's history.

use crate::color::{Color, Named};
use crate::rules::outcome::{EndReason, Outcome};
use crate::rules_file::ruleset::{Blocked, Draws};

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
    pub(crate) blocked: Blocked,
    pub(crate) when_full: WhenFull,
    pub(crate) draws: Draws,
}

impl End {
    pub fn lose_below(&self) -> u8 {
        self.lose_below
    }

    /// What a player who cannot place or move does.
    pub fn blocked(&self) -> Blocked {
        self.blocked
    }

    /// What a board that placement leaves full does.
    pub fn when_full(&self) -> WhenFull {
        self.when_full
    }

    /// Draws that depend on the game's history.
    pub fn draws(&self) -> Draws {
        self.draws
    }

    /// The result when `mover` has no turn to play at all (no step, no pass,
    /// no removal): `full` when no point is empty.
    pub fn no_turn_outcome(&self, mover: Color, full: bool) -> Outcome {
        if self.when_full == WhenFull::Draw && full {
            Outcome::draw(EndReason::FullBoard)
        } else if matches!(self.blocked, Blocked::Loses | Blocked::RemovesAdjacent) {
            Outcome::win(!mover, EndReason::Blocked)
        } else {
            // Drawn by the rules, or neither player can move where the blocked pass.
            Outcome::draw(EndReason::Blocked)
        }
    }
}
