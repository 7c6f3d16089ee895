//! How a game ends.

use std::fmt;

use crate::color::Color;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The loser has fewer pieces than the rules allow.
    Reduced,
    /// The loser cannot move on their turn.
    Blocked,
    /// The winner closed a mill where a mill wins (Three Men's Morris).
    MillClosed,
    /// The same position came up the set number of times.
    Repetition,
    /// Too many moves passed without a removal.
    NoRemoval,
    /// The board is full and nobody can move.
    FullBoard,
    /// The loser resigned.
    Resignation,
}

impl EndReason {
    pub fn describe(self) -> &'static str {
        match self {
            EndReason::Reduced => "reduced to too few pieces",
            EndReason::Blocked => "no legal move",
            EndReason::MillClosed => "three in a row",
            EndReason::Repetition => "repetition of the position",
            EndReason::NoRemoval => "too many moves without a removal",
            EndReason::FullBoard => "the board is full",
            EndReason::Resignation => "resignation",
        }
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Color>,
    pub reason: EndReason,
}

impl Outcome {
    pub const fn win(winner: Color, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// The result as a record writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub fn score(self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(f, "{c} wins ({})", self.reason.describe()),
            None => write!(f, "draw ({})", self.reason.describe()),
        }
    }
}
