//! The rules file's words for the engine's: the file format ends here, and the
//! engine's parts keep types of their own.

use crate::rules::captures::{CaptureStyle, CaptureTurns};
use crate::rules::end::{EndgameDraw, HistoryDraws, WhenBlocked};
use crate::rules::mills::{LongRuns, SeveralMills};
use crate::rules::protection::RemovablePieces;
use crate::rules_file::ruleset::{
    Blocked, CaptureBy, CaptureKind, DoubleMill, Draws, LongerLines, Removable,
};

impl From<Blocked> for WhenBlocked {
    fn from(word: Blocked) -> Self {
        match word {
            Blocked::Loses => WhenBlocked::Loses,
            Blocked::Draw => WhenBlocked::Draw,
            Blocked::Passes => WhenBlocked::Passes,
            Blocked::Freed => WhenBlocked::Freed,
            Blocked::RemovesAdjacent => WhenBlocked::RemovesAdjacent,
        }
    }
}

impl From<Draws> for HistoryDraws {
    fn from(word: Draws) -> Self {
        HistoryDraws {
            repetition: word.repetition,
            no_removal_moves: word.no_removal_moves,
            endgame: word.endgame.map(|e| EndgameDraw {
                pieces: e.pieces,
                moves: e.moves,
            }),
        }
    }
}

impl From<Removable> for RemovablePieces {
    fn from(word: Removable) -> Self {
        match word {
            Removable::NotInMills => RemovablePieces::NotInMills,
            Removable::Any => RemovablePieces::Any,
            Removable::NeverInMills => RemovablePieces::NeverInMills,
        }
    }
}

impl From<DoubleMill> for SeveralMills {
    fn from(word: DoubleMill) -> Self {
        match word {
            DoubleMill::OneRemoval => SeveralMills::OneRemoval,
            DoubleMill::RemovalPerMill => SeveralMills::RemovalPerMill,
        }
    }
}

impl From<LongerLines> for LongRuns {
    fn from(word: LongerLines) -> Self {
        match word {
            LongerLines::Count => LongRuns::Count,
            LongerLines::NoMill => LongRuns::NoMill,
            LongerLines::Forbidden => LongRuns::Forbidden,
        }
    }
}

impl From<CaptureKind> for CaptureStyle {
    fn from(word: CaptureKind) -> Self {
        match word {
            CaptureKind::Custodian => CaptureStyle::Custodian,
            CaptureKind::Intervention => CaptureStyle::Intervention,
            CaptureKind::Leap => CaptureStyle::Leap,
        }
    }
}

impl From<CaptureBy> for CaptureTurns {
    fn from(word: CaptureBy) -> Self {
        match word {
            CaptureBy::Both => CaptureTurns::Both,
            CaptureBy::Placing => CaptureTurns::Placing,
            CaptureBy::Moving => CaptureTurns::Moving,
        }
    }
}
