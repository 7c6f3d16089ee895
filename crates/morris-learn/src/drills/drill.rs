//! A drill: a position, the move played there and the review's best move,
//! kept as text (position text and move text) so that the drills file reads
//! like the rest of the project's files, and its schedule.

use morris_core::{Move, MoveParseError, Position, PositionError, Rules, parse_move};
use serde::{Deserialize, Serialize};

use super::schedule::Schedule;

/// The marks a drill is made from: the review's `??` and `?`, never a weaker one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrillMark {
    /// `??`: the exact value got worse in kind, or a proven win became a proven loss.
    Blunder,
    /// `?`: a drop confirmed by deeper searches.
    Mistake,
}

impl DrillMark {
    /// The mark as written after a move.
    pub fn symbol(self) -> &'static str {
        match self {
            DrillMark::Blunder => "??",
            DrillMark::Mistake => "?",
        }
    }
}

/// One drill, as the drills file holds it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Drill {
    /// The variant's id: a shipped id or a rules file's id, never a path.
    pub variant: String,
    /// The position before the marked turn, in position text.
    pub position: String,
    /// The move played there, in move text: never a right answer.
    pub played: String,
    /// The review's best move, in move text.
    pub best: String,
    pub mark: DrillMark,
    /// Was the turn judged by a solved table?
    pub exact: bool,
    pub schedule: Schedule,
}

/// A drill read against its rules: the position and both moves checked legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrillBoard {
    pub position: Position,
    pub played: Move,
    pub best: Move,
}

/// Why a drill cannot be set up with the rules given.
#[derive(Debug, thiserror::Error)]
pub enum DrillError {
    #[error("the drill is of {drill:?}, not of {rules:?}")]
    OtherVariant { drill: String, rules: String },
    #[error("{0}")]
    Position(#[from] PositionError),
    #[error("the move played, {text:?}: {source}")]
    Played {
        text: String,
        #[source]
        source: MoveParseError,
    },
    #[error("the best move, {text:?}: {source}")]
    Best {
        text: String,
        #[source]
        source: MoveParseError,
    },
    #[error("the best move is the move played, {text:?}; a drill asks for a better one")]
    BestIsPlayed { text: String },
}

impl Drill {
    /// The drill's position and moves, checked by core against `rules`.
    pub fn board(&self, rules: &Rules) -> Result<DrillBoard, DrillError> {
        if rules.id() != self.variant {
            return Err(DrillError::OtherVariant {
                drill: self.variant.clone(),
                rules: rules.id().to_string(),
            });
        }
        let position = Position::from_text(rules, &self.position)?;
        let played =
            parse_move(rules, &position, &self.played).map_err(|source| DrillError::Played {
                text: self.played.clone(),
                source,
            })?;
        let best = parse_move(rules, &position, &self.best).map_err(|source| DrillError::Best {
            text: self.best.clone(),
            source,
        })?;
        if best == played {
            let text = self.played.clone();
            return Err(DrillError::BestIsPlayed { text });
        }
        Ok(DrillBoard {
            position,
            played,
            best,
        })
    }

    /// Is `other` the same turn (the same position and move played, in the
    /// same variant)? A game reviewed twice gives the same drills again.
    pub fn same_turn(&self, other: &Drill) -> bool {
        self.variant == other.variant
            && self.position == other.position
            && self.played == other.played
    }
}
