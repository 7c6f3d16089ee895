//! The captures part of the rules: pieces taken without a mill, along
//! straight triples of the drawn lines.

use crate::point::Point;
use crate::rules_file::ruleset::{CaptureBy, CaptureKind};

/// A capture rule, compiled: its straight triples in order along the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Capture {
    pub kind: CaptureKind,
    pub by: CaptureBy,
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
    pub fn kinds(&self) -> impl Iterator<Item = (CaptureKind, CaptureBy)> + '_ {
        self.list.iter().map(|c| (c.kind, c.by))
    }

    /// Does some rule let a piece leap?
    pub fn leaps(&self) -> bool {
        self.list.iter().any(|c| c.kind == CaptureKind::Leap)
    }
}
