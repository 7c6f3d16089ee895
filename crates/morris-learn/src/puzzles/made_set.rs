//! A set for a variant that ships none (a user's rules file, or a shipped
//! variant without one), made when the player asks for its puzzles: from
//! the whole table where the board solves, else (or where the table gives
//! none) tactics proved by bounded search in self-play. The terminal, the
//! desktop game and the page's worker all make it here, the same way.

use std::sync::Arc;

use morris_ai::solve::{self, SolveError, SolveOptions};
use morris_core::Rules;

use super::{ProvingTable, PuzzleSet, generate, generate_tactics_until, variant_key};

/// Enough puzzles for a sitting: the set is made while the player waits.
pub const MADE_COUNT: usize = 30;
/// Self-play games at most, for tactics.
const MADE_GAMES: u64 = 60;
/// Positions drawn from a table at most.
const MADE_DRAWS: u64 = 200_000;
/// The same rules always get the same set.
const MADE_SEED: u64 = 1;

/// The set made for `rules` (named by [`variant_key`]); the table solved
/// with `options` (its cache and its stop, which also ends the tactics'
/// games early). It may be empty: no puzzle was found.
pub fn make_set(rules: &Arc<Rules>, options: &SolveOptions) -> Result<PuzzleSet, SolveError> {
    let variant = variant_key(rules);
    let mut puzzles = Vec::new();
    let mut made_by = String::new();
    if solve::availability(rules, options).is_possible() {
        let table = ProvingTable::get(rules, options, |_| {})?;
        puzzles = generate(rules, &table, MADE_COUNT, MADE_DRAWS, MADE_SEED).puzzles;
        made_by = format!(
            "morris puzzles generate {variant} --count {MADE_COUNT} --draws {MADE_DRAWS} --seed {MADE_SEED}"
        );
    }
    if puzzles.is_empty() {
        let stop = &options.stop;
        puzzles =
            generate_tactics_until(rules, MADE_COUNT, MADE_GAMES, MADE_SEED, None, stop).puzzles;
        if stop.is_stopped() {
            return Err(SolveError::Stopped);
        }
        made_by = format!(
            "morris puzzles generate {variant} --tactics --count {MADE_COUNT} --games {MADE_GAMES} --seed {MADE_SEED}"
        );
    }
    Ok(PuzzleSet {
        variant,
        made_by,
        puzzles,
    })
}
