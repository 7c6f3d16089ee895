//! Alpha-beta search, evaluation and playing levels, for any rules file.
//!
//! The two calls a front end needs are [`choose_move`] (play at a [`Level`]) and
//! [`analyze`] (best move, its line, and a score for every legal move). An
//! [`Engine`] does the same while keeping its transposition table from move to move.
//!
//! ```
//! use std::sync::Arc;
//! use morris_core::{catalog, Game};
//! use morris_ai::search::{analyze, choose_move, Level, Limits, Stop};
//!
//! let mut game = Game::new(Arc::new(catalog::shipped("three-mens-morris").unwrap()));
//! for text in ["a1", "a3", "b1"] {
//!     game.play_text(text).unwrap();
//! }
//! // Black must block at c1, or White closes the bottom row.
//! let analysis = analyze(&game, &Limits::depth(4), &Stop::new(), &mut |_| {});
//! assert_eq!(game.rules().point_name(analysis.best.unwrap().to()), "c1");
//!
//! let mv = choose_move(&game, Level::new(3).unwrap(), &Limits::default(), &Stop::new(), 42);
//! assert!(game.legal_moves().contains(&mv.unwrap()));
//! ```

mod alphabeta;
mod analysis;
mod choose;
mod engine;
mod eval;
pub mod features;
mod iterate;
mod level;
mod limits;
mod line;
mod order;
pub mod patterns;
mod perfect;
mod score;
mod smp;
mod tables;
mod thread_role;
mod tt;
pub mod weights;

pub use crate::stop::Stop;
pub use analysis::{Analysis, MoveScore, Source};
pub use engine::Engine;
pub use level::{Level, LevelError, UNBOUNDED_MOVE_TIME};
pub use limits::{Limits, Progress};
pub use score::{EXPECTATION_SCALE, Expectation, Score};
pub use smp::MAX_THREADS;
pub use tables::{DamagedTable, TableCache};

use morris_core::{Game, Move};

/// The move the AI plays at `level` in `game`, or `None` when the game is over.
///
/// `limits` bound the search on top of the level's own: give level 10 a time
/// limit (without any limit it thinks for [`UNBOUNDED_MOVE_TIME`]).
/// `Level::Perfect` plays from a solved table when one is in the cache folder
/// ([`crate::solve::cache_dir`]), else like level 10; the file is read on every
/// call, so keep an [`Engine`] (or a [`TableCache`] for engines made move by
/// move) to read it once. The same `seed` gives the same move for the same game
/// and limits (without a time limit). The move is always legal, even when
/// `stop` is already set.
pub fn choose_move(
    game: &Game,
    level: Level,
    limits: &Limits,
    stop: &Stop,
    seed: u64,
) -> Option<Move> {
    Engine::for_level(level).choose_move(game, level, limits, stop, seed)
}

/// Analyses the position of `game`: the best move, its score and line, and a
/// score for every legal move. `progress` is called after each finished depth.
///
/// With a solved table for the rules in the cache folder the scores are exact
/// ([`Source::Table`]), and so they are in a position of a solved endgame
/// sector ([`crate::solve::solve_sectors`]). Otherwise the search runs until `limits` or `stop`; with
/// no limit at all it runs until the result is proven or `stop` is set. A move
/// back into a position of the game's history scores as a draw.
pub fn analyze(
    game: &Game,
    limits: &Limits,
    stop: &Stop,
    progress: &mut dyn FnMut(&Progress),
) -> Analysis {
    Engine::new().analyze(game, limits, stop, progress)
}
