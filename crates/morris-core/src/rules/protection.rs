//! The protection part of the rules: which opponent pieces a mill may remove,
//! and which mills keep their pieces from removal.

use crate::point::PointSet;
use crate::rules::board::Board;

/// Which opponent pieces a mill may remove.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RemovablePieces {
    /// Pieces outside mills; any piece when every one is in a mill.
    NotInMills,
    /// Any opponent piece.
    Any,
    /// Pieces outside mills only; when every one is in a mill, none.
    NeverInMills,
}

/// Which pieces a mill may take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Protection {
    pub(crate) removable: RemovablePieces,
    /// The mills that protect their pieces, with their extensions, where they
    /// are not the scoring mills (`protecting_mills`).
    pub(crate) protecting: Option<(Vec<PointSet>, Vec<PointSet>)>,
}

impl Protection {
    /// Which opponent pieces may be removed: outside mills, any, or outside mills only.
    pub fn removable(&self) -> RemovablePieces {
        self.removable
    }

    /// How many mills protect their pieces, where not every scoring mill does.
    pub fn protecting_mill_count(&self) -> Option<usize> {
        self.protecting.as_ref().map(|(mills, _)| mills.len())
    }

    /// The points of `set` that a mill inside `set` protects from removal.
    #[inline]
    pub fn protected(&self, board: &Board, set: PointSet) -> PointSet {
        match &self.protecting {
            None => board.in_mills(set),
            Some((mills, ext)) => board.in_these_mills(mills, ext, set),
        }
    }

    /// The pieces of `opp` that a mill may remove.
    #[inline]
    pub fn removable_from(&self, board: &Board, opp: PointSet) -> PointSet {
        let free = match self.removable {
            RemovablePieces::Any => return opp,
            RemovablePieces::NotInMills | RemovablePieces::NeverInMills => {
                opp - self.protected(board, opp)
            }
        };
        if free.is_empty() && self.removable == RemovablePieces::NotInMills {
            opp
        } else {
            free
        }
    }
}
