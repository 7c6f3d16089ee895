//! The mill engines' UCI dialect, for every variant a rules file describes,
//! and what is built on it.
//!
//! - The engine side: a [`Session`] reads request lines ([`protocol::parse`])
//!   and writes its answers to any writer, searching on a thread of its own so
//!   that `stop` is read while it thinks. Moves travel as tokens ([`TokenGame`]):
//!   `d6`, `d6-d5`, and a removal as a token of its own, `xd1`.
//! - The referee side: [`Player`]s (our [`AiPlayer`], or a [`ChildEngine`]
//!   spoken to over the dialect) play games refereed by the core in
//!   [`play_game`], the one loop where programs play each other. A [`Match`]
//!   plays a series from [`random_opening`]s and sums it up in a [`Tally`]
//!   with an Elo difference ([`Estimate`]), and may stop early when a
//!   sequential probability ratio test ([`Sprt`]) decides.
//!
//! ```
//! use std::sync::Arc;
//! use morris_ai::search::{Level, Limits};
//! use morris_core::{Game, catalog};
//! use morris_uci::{AiPlayer, play_game};
//!
//! let game = Game::new(Arc::new(catalog::shipped("three-mens-morris").unwrap()));
//! let mut white = AiPlayer::new(Level::new(2).unwrap(), Limits::default(), 1);
//! let mut black = AiPlayer::new(Level::new(3).unwrap(), Limits::default(), 2);
//! let end = play_game(game, [&mut white, &mut black], 50);
//! assert!(end.game.moves().len() <= 50);
//! ```

mod child;
mod clock;
mod elo;
mod forfeit;
mod limits;
mod match_config;
mod match_events;
mod match_report;
mod matches;
mod opening;
mod options;
mod output;
mod player;
pub mod protocol;
mod referee;
mod session;
mod sprt;
mod tally;
mod tokens;
mod words;
mod worker;

pub use child::{ChildConfig, ChildEngine, SpawnError};
pub use clock::{Clock, RefereeClock, TimeControl, TimeControlError};
pub use elo::Estimate;
pub use forfeit::Forfeit;
pub use match_config::MatchConfig;
pub use match_events::MatchEvent;
pub use match_report::MatchReport;
pub use matches::{Match, MatchError, NotStarted};
pub use opening::{Random, play_random_turns, random_opening};
pub use options::{
    DEFAULT_ENGINE_LEVEL, DEFAULT_MOVE_TIME, Effect, OptionError, Options, RulesChoiceError,
};
pub use player::{AiPlayer, Player};
pub use referee::{End, Finished, play_game, play_game_on_clock, result_token};
pub use session::{Flow, Session};
pub use sprt::{ALPHA, BETA, Pairs, Sprt, SprtError, Verdict};
pub use tally::Tally;
pub use tokens::{TokenError, TokenGame, turn_tokens};
pub use words::{WordsError, split_words};
pub use worker::uci_score;

/// An error and its causes, `outer: inner`, as one line of text.
pub(crate) fn with_causes(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut cause = err.source();
    while let Some(inner) = cause {
        text.push_str(": ");
        text.push_str(&inner.to_string());
        cause = inner.source();
    }
    text
}
