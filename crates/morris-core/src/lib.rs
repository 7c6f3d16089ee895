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

mod color;
mod compile;
mod compile_acts;
mod compile_board;
mod compile_parts;
mod compile_tags;
mod from_setup;
mod game;
mod locate;
mod mill_runs;
mod move_text;
mod moves;
mod notation;
mod options;
mod outcome;
mod perft;
mod point;
mod position;
mod position_text;
mod random;
mod rules;
mod rules_base;
mod rules_board;
mod rules_captures;
mod rules_end;
mod rules_error;
mod rules_features;
mod rules_mills;
mod rules_movement;
mod rules_placement;
mod rules_protection;
mod rules_upgrade;
mod setup;
mod shipped;
mod source_text;
mod special_moves;
mod special_turn;
mod summary;
mod turn;
mod turn_events;
mod zobrist;

pub mod catalog;
pub mod record;
pub mod ruleset;
pub mod safe_file;
pub mod time_control;

pub use color::{ByColor, Color, Named};
pub use game::Game;
pub use move_text::move_text;
pub use moves::{INLINE_MOVES, Move, MoveList};
pub use notation::{
    Examples, IllegalReason, MoveParseError, RemovalReason, is_removal_token, parse_move,
    split_removals,
};
pub use options::{GameOptions, OptionsError};
pub use outcome::{EndReason, Outcome};
pub use perft::{perft, perft_divide};
pub use point::{MAX_POINTS, Point, PointSet};
pub use position::{Phase, PlayError, Position, Unplayable};
pub use position_text::PositionError;
pub use random::SplitMix;
pub use rules::Rules;
pub use rules_base::{Bases, ShippedBases};
pub use rules_board::Board;
pub use rules_captures::Captures;
pub use rules_end::{End, WhenFull};
pub use rules_error::{Elsewhere, LoadError, Problem, ProblemKind, RulesError, Within};
pub use rules_features::{Feature, FeatureSet};
pub use rules_mills::{MillAction, MillRules};
pub use rules_movement::Movement;
pub use rules_placement::Placement;
pub use rules_protection::Protection;
pub use ruleset::RuleSet;
pub use setup::{MAX_OWED, Owed, OwedFrom, RuleState, Setup, SetupError};
pub use turn::{PartialTurn, TurnProgress};
pub use turn_events::TurnEvent;
