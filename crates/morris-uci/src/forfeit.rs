//! Why a player lost a game without playing it out: the referee's verdicts
//! on a reply, a silence or a clock.

use std::time::Duration;

/// Why a player lost a game without playing it out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Forfeit {
    /// A reply that names no legal move here.
    #[error("illegal move in {line:?}: {reason}")]
    Illegal { line: String, reason: String },
    /// A reply that cannot be read.
    #[error("unreadable reply {line:?}: {reason}")]
    Malformed { line: String, reason: String },
    /// No reply within the time limit and its margin.
    #[error("no {expected} within {} ms", waited.as_millis())]
    Timeout {
        waited: Duration,
        expected: &'static str,
    },
    /// The engine process ended or its pipes closed.
    #[error("the engine stopped: {detail}")]
    Crashed { detail: String },
    /// On a clock: the turn took `used`, more than the `left` on the clock
    /// plus the margin.
    #[error("its turn took {} ms with {} ms on its clock", used.as_millis(), left.as_millis())]
    OutOfTime { used: Duration, left: Duration },
}

impl Forfeit {
    /// After this, is the engine's state unknown, so that it must be restarted?
    pub fn needs_restart(&self) -> bool {
        matches!(self, Forfeit::Timeout { .. } | Forfeit::Crashed { .. })
    }
}
