//! A player of the match: our AI in the process, or an engine in a child
//! process. The referee asks each for whole turns and checks them.

use std::fmt;
use std::time::Duration;

use morris_core::{Game, Move};

use crate::ai::AiPlayer;
use crate::cli::PlayerSpec;

/// Why a player lost a game without playing it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Forfeit {
    /// A reply that names no legal move here.
    Illegal { line: String, reason: String },
    /// A reply that cannot be read.
    Malformed { line: String, reason: String },
    /// No reply within the time limit and its margin.
    Timeout {
        waited: Duration,
        expected: &'static str,
    },
    /// The engine process ended or its pipes closed.
    Crashed { detail: String },
}

impl Forfeit {
    /// After this, is the engine's state unknown, so that it must be restarted?
    pub fn needs_restart(&self) -> bool {
        matches!(self, Forfeit::Timeout { .. } | Forfeit::Crashed { .. })
    }
}

impl fmt::Display for Forfeit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Forfeit::Illegal { line, reason } => write!(f, "illegal move in {line:?}: {reason}"),
            Forfeit::Malformed { line, reason } => write!(f, "unreadable reply {line:?}: {reason}"),
            Forfeit::Timeout { waited, expected } => {
                write!(f, "no {expected} within {} ms", waited.as_millis())
            }
            Forfeit::Crashed { detail } => write!(f, "the engine stopped: {detail}"),
        }
    }
}

pub trait Player {
    /// The name for records: the engine's own (`id name`) or ours.
    fn name(&self) -> &str;
    /// Gets ready for a new game; an engine that died is started again here.
    fn new_game(&mut self) -> Result<(), Forfeit>;
    /// The player's turn in `game`, or why it has none.
    fn choose(&mut self, game: &Game) -> Result<Move, Forfeit>;
    /// Called after a forfeit that leaves the player in an unknown state.
    fn reset(&mut self);
    /// How often the player had to be started again.
    fn restarts(&self) -> u32 {
        0
    }
}

/// Our AI in this process: `--engine self[:LEVEL]`.
#[derive(Debug)]
pub struct SelfPlayer {
    ai: AiPlayer,
    name: String,
}

impl SelfPlayer {
    /// `level` as written after `self:`, or the engine's default level.
    pub fn new(level: Option<&str>, move_time: Duration, seed: u64) -> anyhow::Result<SelfPlayer> {
        let level = level
            .map(str::to_string)
            .unwrap_or_else(|| super::super::engine::DEFAULT_LEVEL.to_string());
        let spec = PlayerSpec::Ai(Some(level));
        let ai = AiPlayer::from_spec(&spec, "--engine", Some(move_time.as_secs_f64()), seed)?
            .ok_or_else(|| anyhow::anyhow!("--engine self: not an AI"))?;
        let name = format!("morris AI level {} (in-process)", ai.level);
        Ok(SelfPlayer { ai, name })
    }
}

impl Player for SelfPlayer {
    fn name(&self) -> &str {
        &self.name
    }

    fn new_game(&mut self) -> Result<(), Forfeit> {
        Ok(())
    }

    fn choose(&mut self, game: &Game) -> Result<Move, Forfeit> {
        self.ai.choose(game).ok_or_else(|| Forfeit::Malformed {
            line: String::new(),
            reason: "the AI found no move".to_string(),
        })
    }

    fn reset(&mut self) {}
}
