//! What a match reports as it goes, as typed facts: the program that runs it
//! words them for people, in their language, so this crate speaks none.

use morris_ai::search::Level;
use morris_core::Color;

use crate::forfeit::Forfeit;
use crate::match_config::MatchConfig;
use crate::match_report::MatchReport;
use crate::referee::Finished;
use crate::sprt::Sprt;
use crate::tally::Tally;

/// One step of a match, in the order they happen: `Started`, an `Engine`
/// for each, then for every game a `GameOver` (and a `Forfeit` if one lost
/// that way), an `Llr` after each pair under an SPRT, a `Restarted` for each
/// engine that had to be, and `Finished`.
#[derive(Clone, Copy, Debug)]
pub enum MatchEvent<'a> {
    /// Before the first game: how the match is played.
    Started(&'a MatchConfig),
    /// Engine `number` (1 or 2), started from `spec`.
    Engine {
        number: u8,
        /// The engine's own name (`id name`), or ours for the in-process AI.
        name: &'a str,
        spec: &'a str,
        /// The level of our AI when it plays in this process.
        in_process: Option<Level>,
    },
    /// Game `number` (from 1) of at most `games` ended.
    GameOver {
        number: u32,
        games: u32,
        /// The engine that played White (1 or 2); the other played Black.
        white: u8,
        finished: &'a Finished,
        /// Engine 1's score so far, this game included.
        tally: Tally,
    },
    /// Engine `engine` lost the game just reported by a forfeit, playing `side`.
    Forfeit {
        engine: u8,
        side: Color,
        forfeit: &'a Forfeit,
    },
    /// The records of the games played so far, the last one just added
    /// (after its `GameOver` and `Forfeit`), so that they can be saved as
    /// the match goes: a match stopped early keeps its games.
    Recorded(&'a [String]),
    /// The test's log-likelihood ratio after a pair of games.
    Llr { sprt: Sprt, llr: f64 },
    /// Engine `engine` had to be started again `times` times.
    Restarted { engine: u8, times: u32 },
    /// The match is over.
    Finished(&'a MatchReport),
}
