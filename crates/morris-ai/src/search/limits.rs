//! What bounds a search (depth, nodes, time) and what it reports as it goes.
//! The stop handle is [`crate::Stop`], shared with the solver.

use std::time::Duration;

use morris_core::Move;

use super::score::Score;

/// How far a search may go. A limit left at `None` does not bound it; with
/// every limit `None` a search runs until its result is proven or it is stopped.
///
/// ```
/// use std::time::Duration;
/// use morris_ai::search::Limits;
/// let limits = Limits::depth(6).with_time(Duration::from_millis(200));
/// assert_eq!(limits.depth, Some(6));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in turns.
    pub depth: Option<u32>,
    /// Positions to visit at most (checked every few hundred). With several
    /// threads ([`super::Engine::set_threads`]) it bounds them all together:
    /// each thread visits at most its share, the limit divided by the number
    /// of threads, and the main thread stops the others when it reaches its own.
    pub nodes: Option<u64>,
    /// Wall-clock time at most.
    pub time: Option<Duration>,
    /// Is `time` this turn's to spend whole (a fixed time a move)? Then the
    /// search goes on until it runs out; otherwise it saves for later turns
    /// the time an iteration it could not finish would take.
    pub fixed_time: bool,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }

    pub fn with_depth(self, depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..self
        }
    }

    pub fn with_nodes(self, nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..self
        }
    }

    pub fn with_time(self, time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..self
        }
    }

    /// `time` to spend whole: see [`Limits::fixed_time`].
    pub fn with_fixed_time(self, time: Duration) -> Limits {
        Limits {
            time: Some(time),
            fixed_time: true,
            ..self
        }
    }

    /// The tighter of two limits, field by field.
    pub fn min(self, other: Limits) -> Limits {
        fn tighter<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
            match (a, b) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            }
        }
        Limits {
            depth: tighter(self.depth, other.depth),
            nodes: tighter(self.nodes, other.nodes),
            time: tighter(self.time, other.time),
            fixed_time: self.fixed_time || other.fixed_time,
        }
    }
}

/// What a search reports after each finished iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The depth just completed, in turns.
    pub depth: u32,
    /// The score of the best move for the player to move.
    pub score: Score,
    /// The principal variation: the best move and the expected replies.
    pub pv: Vec<Move>,
    pub nodes: u64,
    /// Nodes per second so far.
    pub nps: u64,
    pub elapsed: Duration,
}
