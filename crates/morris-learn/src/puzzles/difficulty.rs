//! How hard a puzzle is, estimated with the heuristic search (never reading a
//! table): the shallowest depth from which the search keeps choosing a right
//! first turn, and how many wrong turns look as good as the right one at a
//! glance (a search two turns deep).

use std::sync::Arc;

use morris_ai::search::{Engine, Limits, Stop};
use morris_core::{Game, Rules};
use serde::{Deserialize, Serialize};

use super::Puzzle;

/// The deepest search tried; a puzzle the search has not solved by then is
/// harder than that.
pub const MAX_DEPTH: u32 = 8;
/// The most nodes each estimate may search, so that a wide flying position
/// costs no more than a narrow one.
const NODES: u64 = 400_000;
/// The depth of the glance that finds tempting turns.
const GLANCE: u32 = 2;

/// The levels whose finding a tactical puzzle's first turn rates it: 1 to this.
pub const FIND_LEVELS: usize = 9;
/// How many times each level tries a tactical puzzle (with other seeds).
pub const LEVEL_TRIES: u8 = 3;

/// A puzzle's estimated difficulty.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Difficulty {
    /// The depth (in turns) from which the search finds a right first turn;
    /// `None` when it has not at [`MAX_DEPTH`].
    pub depth: Option<u32>,
    /// Wrong first turns that a two-turn search scores at least as well as the right one.
    pub tempting: u32,
    /// For a tactical puzzle: of [`LEVEL_TRIES`] tries, how many times the
    /// computer at each level from 1 to [`FIND_LEVELS`] played a right first turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub found: Option<[u8; FIND_LEVELS]>,
}

impl Difficulty {
    /// The rating a puzzle starts with, on the usual Glicko scale: deeper and
    /// more tempting is harder. A depth beyond what the search measures
    /// (a set's checks refuse it) counts as unsolved by then, never more.
    pub fn rating(self) -> f64 {
        if let Some(found) = self.found {
            return found_rating(found);
        }
        let depth = self.depth.unwrap_or(MAX_DEPTH + 1).min(MAX_DEPTH + 1);
        1000.0 + 120.0 * f64::from(depth) + 40.0 * f64::from(self.tempting.min(10))
    }

    /// Estimates `puzzle`'s difficulty with `engine` (which must not read tables).
    pub(crate) fn estimate(engine: &mut Engine, rules: &Arc<Rules>, puzzle: &Puzzle) -> Difficulty {
        let game = Game::from_position(Arc::clone(rules), puzzle.position);
        let right = |mv| puzzle.accepts(rules, 0, &puzzle.position, mv);
        let stop = Stop::new();
        engine.clear();
        let mut found = None;
        let limits = Limits::depth(MAX_DEPTH).with_nodes(NODES);
        engine.search(
            &game,
            &limits,
            &stop,
            &mut |progress| match progress.pv.first() {
                Some(&mv) if right(mv) => {
                    found.get_or_insert(progress.depth);
                }
                _ => found = None,
            },
        );
        engine.clear();
        let glance = engine.analyze(&game, &Limits::depth(GLANCE), &stop, &mut |_| {});
        let score_of_right = glance
            .moves
            .iter()
            .filter(|m| right(m.mv))
            .filter_map(|m| m.score)
            .max();
        let tempting = match score_of_right {
            Some(best) => glance
                .moves
                .iter()
                .filter(|m| !right(m.mv) && m.score.is_some_and(|s| s >= best))
                .count() as u32,
            None => 0,
        };
        Difficulty {
            depth: found,
            tempting,
            found: None,
        }
    }
}

/// The rating of a tactical puzzle from how often each level found it: each
/// level plays about 150 points above the one below (docs/ai.md), so a
/// puzzle that levels from `k` on always find and those below never do is
/// rated between levels `k - 1` and `k` (level `k` at `700 + 150 k`).
fn found_rating(found: [u8; FIND_LEVELS]) -> f64 {
    let missed: f64 = found
        .iter()
        .map(|&n| 1.0 - f64::from(n.min(LEVEL_TRIES)) / f64::from(LEVEL_TRIES))
        .sum();
    700.0 + 150.0 * (0.5 + missed)
}
