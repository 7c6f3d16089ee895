//! The mill (morris) family as one engine driven by data: a variant is a rules
//! file ([`RuleSet`]), compiled into [`Rules`]; [`Position`] holds the state as
//! bitboards, [`Game`] the history.
//!
//! ```
//! use morris_core::{catalog, Position};
//! let rules = catalog::shipped("nine-mens-morris").unwrap();
//! let pos = Position::start(&rules);
//! assert_eq!(pos.legal_moves(&rules).len(), 24);
//! ```

// The folders follow the pipeline: a rules file (and the bases it is
// written on) is compiled into rules made of parts; a position and its
// turns follow the rules; a game is positions with their history; a record
// writes a game down. Notation reads and writes turns and positions as text.
// Files read on a user's behalf are handled apart (safe_file).
mod color;
mod point;
mod random;

mod compile;
mod game;
mod notation;
mod position;
pub mod record;
mod rules;
mod rules_file;

pub mod safe_file;

pub use game::time_control;
pub use rules_file::{catalog, ruleset};

pub use color::{ByColor, Color, Named};
pub use compile::bounds::{MAX_ENTRIES, MAX_NAME, MAX_SPREAD, MAX_TEXT};
pub use game::Game;
pub use game::clock::Clock;
pub use game::options::{GameOptions, OptionsError};
pub use notation::position_text::PositionError;
pub use notation::read::{
    Examples, IllegalReason, MoveParseError, RemovalReason, is_removal_token, parse_move,
    split_removals,
};
pub use notation::write::move_text;
pub use point::{MAX_POINTS, Point, PointSet};
pub use position::moves::{INLINE_MOVES, Move, MoveList};
pub use position::partial_turn::{PartialTurn, TurnProgress};
pub use position::perft::{perft, perft_divide};
pub use position::setup::{MAX_OWED, Owed, OwedFrom, RuleState, Setup, SetupError};
pub use position::turn_events::TurnEvent;
pub use position::{Phase, PlayError, Position, Unplayable};
pub use random::SplitMix;
pub use rules::Rules;
pub use rules::board::Board;
pub use rules::captures::{CaptureStyle, CaptureTurns, Captures};
pub use rules::end::{End, EndgameDraw, HistoryDraws, WhenBlocked, WhenFull};
pub use rules::features::{Feature, FeatureSet};
pub use rules::mills::{LongRuns, MillAction, MillRules, SeveralMills};
pub use rules::movement::Movement;
pub use rules::outcome::{EndReason, Outcome};
pub use rules::placement::Placement;
pub use rules::protection::{Protection, RemovablePieces};
pub use rules_file::bases::{Bases, ShippedBases};
pub use rules_file::errors::{Elsewhere, LoadError, Problem, ProblemKind, RulesError, Within};
pub use rules_file::load_warning::LoadWarning;
pub use rules_file::load_warning::StandIn;
pub use rules_file::reserved_words::RESERVED_POINT_NAMES;
pub use rules_file::ruleset::RuleSet;
