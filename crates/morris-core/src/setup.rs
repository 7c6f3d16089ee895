//! A position as plain data: who stands where, what is in hand, whose turn,
//! and the counters. It may describe an impossible position;
//! [`crate::Position::from_setup`] checks it against the rules.

use crate::color::{ByColor, Color};
use crate::point::PointSet;
use crate::rules::Rules;

/// Any arrangement of pieces, checked only when it becomes a [`crate::Position`].
/// The points of used one-time mills are not part of it: a position from a
/// setup has used none (the position string carries them).
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
}

impl Setup {
    /// The start of a game: the rules' starting pieces (usually none) on the
    /// board, the rest in hand, and the rules' first player to move.
    pub fn start(rules: &Rules) -> Setup {
        let board = ByColor::new(
            rules.start_pieces(Color::White),
            rules.start_pieces(Color::Black),
        );
        Setup {
            board,
            in_hand: ByColor::new(
                rules.pieces() - board.white.len() as u8,
                rules.pieces() - board.black.len() as u8,
            ),
            side: rules.first_player(),
            no_removal: 0,
            ply: 0,
        }
    }
}
