//! Game records: PGN-style text that saves and loads a [`Game`].
//!
//! ```text
//! [Variant "three-mens-morris"]
//! [White "Ann"]
//! [Black "Bob"]
//! [Result "1-0"]
//!
//! 1. a1 b1 2. b2 c1 3. c3 1-0
//! ```
//!
//! Tags come first, one per line: `[Name "value"]`. The writer always puts
//! `Variant` and `Result`, and `Position` (a position string) when the game does
//! not start from the variant's start position, and `Flying "off"` when flying
//! was switched off. Then the turns in move notation, numbered in pairs from 1,
//! and the result token (`1-0`, `0-1`, `1/2-1/2`, or `*` for a game in progress).
//!
//! Comments (`{...}`, `; ...`), marks (`d5??`) and variations (`( ... )`) are
//! kept as PGN keeps them (see [`annotations`]): [`read_record`] returns them in
//! [`Record::notes`] and [`write_annotated`] writes them back.
//!
//! The reader also accepts what other mill programs write: move numbers joined
//! to the move (`1.d6`) and a removal as a token of its own after the move
//! that closed the mill (`d6-d5 xd1`). A record without a `Variant` tag is
//! read as [`DEFAULT_VARIANT`].

pub mod annotations;
mod fen;
mod file;
mod foreign;
mod movetext;
mod reader;
mod replay;
mod tags;
mod variant_tag;
mod writer;

use std::error::Error as StdError;

use crate::color::Color;
use crate::game::Game;
use crate::game::options::OptionsError;
use crate::notation::position_text::PositionError;
use crate::notation::read::MoveParseError;

pub use annotations::{Annotations, Mark, NotedMove, Notes, Variation};
pub use fen::{FenError, FenField};
pub use file::{
    FileError, check_destination, load_file, read_record_text, save_annotated, save_file,
    write_atomic,
};
pub use foreign::{Format, ImportError, detect, import_record};
pub use reader::read_record;
use reader::unix_line_ends;
pub use replay::play_movetext;
pub use tags::Tags;
pub use variant_tag::{VariantName, resolve_variant, rules_beside, variant_name};
pub use writer::{write_annotated, write_record};

/// The variant of a record that has no `Variant` tag: the records of other
/// mill programs are Nine Men's Morris, the default variant.
pub use crate::rules_file::catalog::DEFAULT_VARIANT;

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// A record read back: its tags as written, the game they describe, and what
/// the record says about the game's turns.
#[derive(Clone, Debug)]
pub struct Record {
    pub tags: Tags,
    pub game: Game,
    pub notes: Annotations,
}

/// Why a record cannot be read. Lines and columns count from 1.
///
/// Where another error is the cause (the move's [`MoveParseError`], the
/// variant's load error...) the message gives the context and
/// [`std::error::Error::source`] the cause: show the whole chain, e.g.
/// `move 2. a1 (White, line 4) cannot be played: a1 is not empty`.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    #[error("the record is empty")]
    Empty,
    #[error("line {line}, column {col}: {reason}")]
    TagSyntax {
        line: usize,
        col: usize,
        reason: String,
    },
    #[error("line {line}: tag {name} is given twice")]
    DuplicateTag { line: usize, name: String },
    #[error(
        "tag Variant {id:?} is not a variant id or the file name of a rules file beside the record; a record never names a path"
    )]
    VariantNotAName { id: String },
    #[error("cannot load variant {id:?}")]
    Variant {
        id: String,
        #[source]
        source: Box<dyn StdError + Send + Sync>,
    },
    #[error("tag Flying must be \"on\" or \"off\", not {0:?}")]
    BadFlying(String),
    #[error("tag Flying {0:?} does not fit the variant")]
    Flying(String, #[source] OptionsError),
    #[error("tag Position is not a position of this variant")]
    Position(#[source] PositionError),
    #[error("line {line}: the FEN tag cannot be read")]
    Fen {
        line: usize,
        #[source]
        reason: FenError,
    },
    #[error("line {line}: tags Position and FEN give different start positions")]
    PositionTagsDisagree { line: usize },
    #[error("line {line}: unexpected {text:?} in the moves")]
    Unexpected { line: usize, text: String },
    #[error("line {line}: the removal {text:?} follows no move")]
    StrayRemoval { line: usize, text: String },
    #[error("line {line}: a comment opened here is never closed; is the record cut short?")]
    UnclosedComment { line: usize },
    #[error("line {line}: a variation opened here is never closed; is the record cut short?")]
    UnclosedVariation { line: usize },
    #[error("line {line}: a variation must follow the move it replaces")]
    StrayVariation { line: usize },
    #[error("line {line}: a variation holds no move")]
    EmptyVariation { line: usize },
    #[error("line {line}: variations nested too deep")]
    VariationTooDeep { line: usize },
    #[error("line {line}: {text:?} is not a mark (!, ?, !!, ??, !?, ?! or $0 to $255)")]
    BadMark { line: usize, text: String },
    #[error("the record ends without a result (1-0, 0-1, 1/2-1/2 or *); is it cut short?")]
    Truncated,
    #[error("line {line}: {text:?} after the result; a record holds one game")]
    TextAfterResult { line: usize, text: String },
    #[error("the result token {token} contradicts the Result tag {tag}")]
    ResultTokenMismatch { token: String, tag: String },
    #[error("the record gives the result {written}, but the moves end in {actual}")]
    ResultMismatch { written: String, actual: String },
    #[error("move {label} {text} ({side}, line {line}) cannot be played")]
    IllegalMove {
        /// The turn's index from the record's first turn, from 1.
        turn: usize,
        /// The move number as written: `3.` or `3...`.
        label: String,
        side: Color,
        text: String,
        line: usize,
        #[source]
        reason: Box<MoveParseError>,
    },
}

impl RecordError {
    /// For a bad move: the turn (from 1) where the record goes wrong.
    pub fn turn(&self) -> Option<usize> {
        match self {
            RecordError::IllegalMove { turn, .. } => Some(*turn),
            _ => None,
        }
    }
}
