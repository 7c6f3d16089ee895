//! The captures part of the rules: pieces taken without a mill, along
//! straight triples of the drawn lines.

use crate::point::Point;

/// How a capture without a mill takes, always along three straight points of a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaptureStyle {
    /// A piece arriving next to an opponent piece with one of the mover's
    /// pieces on its other side takes it.
    Custodian,
    /// A piece arriving between two opponent pieces takes both.
    Intervention,
    /// A piece jumps over an adjacent opponent piece to the empty point beyond, taking it.
    Leap,
}

/// Which turns may capture without a mill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaptureTurns {
    Both,
    Placing,
    Moving,
}

impl CaptureTurns {
    /// May a turn capture that placed a piece from the hand (`placed`) or moved one?
    pub fn allow(self, placed: bool) -> bool {
        match self {
            CaptureTurns::Both => true,
            CaptureTurns::Placing => placed,
            CaptureTurns::Moving => !placed,
        }
    }
}

/// A capture rule, compiled: its straight triples in order along the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Capture {
    pub kind: CaptureStyle,
    pub by: CaptureTurns,
    pub triples: Vec<[Point; 3]>,
}

/// The captures without mills.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Captures {
    pub(crate) list: Vec<Capture>,
}

impl Captures {
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Each capture rule's kind and which turns make it.
    pub fn kinds(&self) -> impl Iterator<Item = (CaptureStyle, CaptureTurns)> + '_ {
        self.list.iter().map(|c| (c.kind, c.by))
    }

    /// Does some rule let a piece leap?
    pub fn leaps(&self) -> bool {
        self.list.iter().any(|c| c.kind == CaptureStyle::Leap)
    }
}
