//! How a match is played: the variant, the number of games, the time, the
//! starts and openings and the test that may end it early.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use morris_core::{Position, Rules};

use crate::clock::TimeControl;
use crate::sprt::Sprt;

/// How a match is played.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub rules: Arc<Rules>,
    /// The rules file the rules were read from, for child engines to read too;
    /// `None` for a listed variant, which they are given by id.
    pub rules_file: Option<PathBuf>,
    /// How many games, or with `sprt` the most; a last game without its pair
    /// counts in the score but not in the test.
    pub games: u32,
    /// Thinking time per move, when there is no clock.
    pub move_time: Duration,
    /// Each side's clock, instead of a time per move.
    pub clock: Option<TimeControl>,
    /// Extra time a child engine gets before a missing reply loses; on a
    /// clock, how far below zero a clock may run before its side loses.
    pub margin: Duration,
    /// Positions the pairs of games start from, in turn; empty, the rules' start.
    pub starts: Vec<Position>,
    /// Random turns that open each pair of games (from its start).
    pub openings: usize,
    /// A game still going after this many turns is a draw.
    pub max_turns: usize,
    /// Seed of the openings and of the in-process AI's choices.
    pub seed: u64,
    /// A test that ends the match once it decides.
    pub sprt: Option<Sprt>,
}
