//! The placement part of the rules: the pieces, where they start, where they
//! may be placed, and when placement stops.

use crate::color::{ByColor, Color};
use crate::point::PointSet;

/// How the pieces come onto the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Pieces each player starts with, on the board and in hand.
    pub(crate) pieces: u8,
    /// Who places first.
    pub(crate) first: Color,
    /// The pieces on the board at the start.
    pub(crate) start: ByColor<PointSet>,
    /// Points no piece may enter while its player has pieces in hand.
    pub(crate) closed_while_placing: PointSet,
    /// Points where no piece is ever placed.
    pub(crate) no_placing: PointSet,
    /// Points the game's first placement must use (empty: any).
    pub(crate) opening_points: PointSet,
    /// Placement stops when only this many points are empty.
    pub(crate) stop_at_empty: Option<u8>,
}

impl Placement {
    pub fn pieces(&self) -> u8 {
        self.pieces
    }

    pub fn first_player(&self) -> Color {
        self.first
    }

    /// The pieces of `c` on the board at the start.
    pub fn start_pieces(&self, c: Color) -> PointSet {
        self.start[c]
    }

    /// Points no piece may enter while its player has pieces in hand.
    pub fn closed_while_placing(&self) -> PointSet {
        self.closed_while_placing
    }

    /// Points where no piece is ever placed.
    pub fn no_placing(&self) -> PointSet {
        self.no_placing
    }

    /// Points the game's first placement must use (empty: any).
    pub fn opening_points(&self) -> PointSet {
        self.opening_points
    }

    /// Placement stops as soon as this few points are empty.
    pub fn stop_at_empty(&self) -> Option<u8> {
        self.stop_at_empty
    }
}
