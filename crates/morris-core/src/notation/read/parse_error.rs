//! Why a move text was refused: the error [`super::parse_move`] returns, the
//! reasons it carries for a front end to say in its own words, and example
//! texts on the board in play.

use crate::point::{Point, PointSet};
use crate::position::moves::Move;
use crate::rules::Rules;

/// Why a move text was refused. Each case carries what a front end needs to
/// explain it in its own words; the English message is its `Display`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveParseError {
    #[error("empty move")]
    Empty,
    #[error("cannot read {text:?}: write {}", examples.describe())]
    Syntax {
        text: String,
        examples: Box<Examples>,
    },
    #[error("there is no point {0:?} on this board")]
    UnknownPoint(String),
    #[error("the game is over")]
    GameOver,
    /// No legal turn begins with this step.
    #[error("{text}")]
    Illegal {
        step: Move,
        reason: IllegalReason,
        text: String,
    },
    #[error("{mv} closes a mill: say which piece to remove ({})", choices.join(", "))]
    RemovalMissing {
        mv: String,
        step: Move,
        choices: Vec<String>,
    },
    /// The step is legal but the removals given are not.
    #[error("{text}")]
    BadRemoval {
        step: Move,
        removed: PointSet,
        reason: RemovalReason,
        text: String,
    },
}

/// Why a step (a placement or a move) is not legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// The target point holds a piece.
    Occupied(Point),
    /// A placement by a player with nothing left in hand.
    NothingInHand,
    /// A move while the rules still ask for placements.
    MustPlaceFirst { in_hand: u8 },
    /// The piece to move is not the player's own.
    NotOwnPiece(Point),
    /// A slide to a point that is not next to the piece.
    NotAdjacent { from: Point, to: Point },
    /// The target point holds a marked piece, taken while placing.
    Marked(Point),
    /// The target point is closed while the player has pieces in hand.
    ClosedWhilePlacing(Point),
    /// No piece is ever placed on the point (`no_placing`).
    NoPlacing(Point),
    /// The game's first placement must be on one of the `opening_points`.
    OpeningPoints,
    /// The move goes straight back where the piece closed a mill from, closing
    /// one again (`no_immediate_reforming`).
    MovingBackIntoMill,
    /// The turn would make a row longer than a mill (`longer_lines: Forbidden`).
    LongerLine,
    /// A placement would close a mill (`placing_mills: Forbidden`).
    PlacingMill,
    /// The player owes a removal (written alone, `xd1`) before anything else.
    RemovalDue,
    /// The player cannot move and must pass.
    PassDue,
    /// A removal alone of a piece that may not be removed now.
    NotRemovable(Point),
    /// A removal alone or a pass when neither is due.
    NoStepless,
    /// Any other reason (the game's state forbids it).
    NotPlayable,
}

/// Why the removals given with a legal step are not legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemovalReason {
    /// The step closes no mill.
    NoMill,
    /// The step closes only mills its player has used (`one_time_mills`).
    UsedMill,
    /// The point holds no piece of the opponent.
    NotOpponentPiece(Point),
    /// The step removes another number of pieces.
    WrongCount { expected: u32, given: u32 },
    /// The pieces stand in mills and others are free.
    Protected,
}

/// Example move texts on the board in play, for messages that show how to write a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Examples {
    pub placement: String,
    pub step: String,
    pub removal: String,
}

impl Examples {
    /// Examples from `rules`: a point with the most neighbours (the last such,
    /// which on the classic boards is a familiar one), a neighbour of it, and a third point.
    pub fn of(rules: &Rules) -> Examples {
        let first = rules.points().max_by_key(|&p| rules.neighbours(p).len());
        let name = |p: Option<Point>| p.map_or("a1", |p| rules.point_name(p)).to_string();
        let next = first.and_then(|p| rules.neighbours(p).first_point());
        let other = rules
            .points()
            .find(|&p| Some(p) != first && Some(p) != next);
        let (a, b, c) = (name(first), name(next), name(other));
        Examples {
            placement: a.clone(),
            step: format!("{a}-{b}"),
            removal: format!("{a}-{b}x{c}"),
        }
    }

    fn describe(&self) -> String {
        format!(
            "a placement like {}, a move like {}, and a removal like {}",
            self.placement, self.step, self.removal
        )
    }
}
