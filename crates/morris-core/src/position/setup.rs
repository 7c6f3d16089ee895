//! A position as plain data: who stands where, what is in hand, whose turn,
//! and the counters. It may describe an impossible position;
//! [`crate::Position::from_setup`] checks it against the rules.

use crate::color::{ByColor, Color};
use crate::point::{Point, PointSet};
use crate::rules::Rules;

/// Any arrangement of pieces and rule state, checked only when it becomes a
/// [`crate::Position`]. The rule state (used mills, marks, covers, owed
/// removals, the first mill, the last mill steps) is empty under rules that
/// do not use it.
///
/// ```
/// use morris_core::{catalog, Color, Position, Setup};
/// let rules = catalog::shipped("three-mens-morris").unwrap();
/// let mut setup = Setup::start(&rules);
/// setup.side = Color::Black;
/// let pos = Position::from_setup(&rules, &setup).unwrap();
/// assert_eq!(pos.side_to_move(), Color::Black);
/// assert_eq!(Setup::from(&pos), setup);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    pub board: ByColor<PointSet>,
    pub in_hand: ByColor<u8>,
    pub side: Color,
    /// Turns played since the last removal (the no-removal draw counter).
    pub no_removal: u16,
    /// Turns played since the start.
    pub ply: u16,
    /// The points of the mills each player has removed with (`one_time_mills`).
    pub used_mills: ByColor<PointSet>,
    /// Empty points still blocked by a piece lost while placing: a marked
    /// piece (`placing_mills: Mark`), or a covered one whose coverer moved on.
    pub marked: PointSet,
    /// Points where a piece covers a lost opponent piece (`placing_mills: Cover`).
    pub covered: PointSet,
    /// The removals each player owes before the movement phase starts.
    pub owed: ByColor<Owed>,
    /// Who closed the first mill while placing, where a rule asks.
    pub first_mill: Option<Color>,
    /// The move (from, to) by which each player's last turn closed a mill
    /// (`no_immediate_reforming`): its reverse may not close one next.
    pub mill_step: ByColor<Option<(Point, Point)>>,
}

/// Removals a player owes before the movement phase starts, set when
/// placement ends under some rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Owed {
    /// How many; 0 owes nothing.
    pub count: u8,
    /// Whose pieces they take.
    pub from: OwedFrom,
}

/// Whose pieces owed removals take.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OwedFrom {
    /// The opponent's, as a mill's removal does.
    #[default]
    Opponent,
    /// The player's own (`placing_mills: Counted`, when nobody has a mill).
    Own,
}

/// The most removals a player can owe (one more than 30 mills).
pub const MAX_OWED: u8 = 31;

impl Owed {
    /// `count` removals of opponent pieces.
    pub const fn of_opponent(count: u8) -> Owed {
        Owed {
            count,
            from: OwedFrom::Opponent,
        }
    }
}

/// A part of a setup that only some rules have, named in its errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleState {
    UsedMills,
    Marked,
    Covered,
    Owed,
    OwedOwnPieces,
    FirstMill,
    MillStep,
}

impl std::fmt::Display for RuleState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            RuleState::UsedMills => "used mills (used=)",
            RuleState::Marked => "a marked point (X)",
            RuleState::Covered => "a covered piece (covered=)",
            RuleState::Owed => "owed removals (owes=)",
            RuleState::OwedOwnPieces => "owed removals of one's own pieces (owes=1o)",
            RuleState::FirstMill => "the first mill (first_mill=)",
            RuleState::MillStep => "a last mill step (mill_step=)",
        })
    }
}

/// Why a [`Setup`] is not a position of these rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("point {index} is not on this board, which has {points} points")]
    OffBoard { index: u8, points: usize },
    #[error("{point} holds a piece of each player")]
    Overlap { point: String },
    #[error("{color} has {count} pieces on the board and in hand; this variant gives {max}")]
    TooManyPieces { color: Color, count: usize, max: u8 },
    #[error("both players have a mill, but a mill ends this game")]
    BothWon,
    #[error("{0}: this variant's rules have none")]
    NotInRules(RuleState),
    #[error("{0}: only while pieces are in hand")]
    OnlyWhilePlacing(RuleState),
    #[error("{0}: only once every piece is placed")]
    OnlyAfterPlacing(RuleState),
    #[error("{point} is marked, so it holds no piece, but it holds one")]
    MarkedHoldsPiece { point: String },
    #[error("{point} is covered, so a piece stands on it, but none does")]
    CoveredEmpty { point: String },
    #[error("{color} owes {count} removals; at most 31")]
    TooManyOwed { color: Color, count: u8 },
    #[error("{color}'s last mill step goes from {point} to {point}")]
    MillStepInPlace { color: Color, point: String },
}

/// An empty board and empty hands, White to move, no rule state: the base
/// that literal setups fill in (`Setup { board, ..Setup::default() }`).
impl Default for Setup {
    fn default() -> Setup {
        Setup {
            board: ByColor::splat(PointSet::EMPTY),
            in_hand: ByColor::splat(0),
            side: Color::White,
            no_removal: 0,
            ply: 0,
            used_mills: ByColor::splat(PointSet::EMPTY),
            marked: PointSet::EMPTY,
            covered: PointSet::EMPTY,
            owed: ByColor::splat(Owed::default()),
            first_mill: None,
            mill_step: ByColor::splat(None),
        }
    }
}

impl Setup {
    /// The start of a game: the rules' starting pieces (usually none) on the
    /// board, the rest in hand, and the rules' first player to move.
    pub fn start(rules: &Rules) -> Setup {
        let board = rules.placement().start;
        Setup {
            board,
            in_hand: ByColor::new(
                rules.pieces() - board.white.len() as u8,
                rules.pieces() - board.black.len() as u8,
            ),
            side: rules.first_player(),
            ..Setup::default()
        }
    }
}
