//! Tactical puzzles from self-play: games the computer plays against itself
//! at several levels, seeded, every position of them considered (placement
//! and the middle game alike), one of each symmetry class, each made into a
//! puzzle only where the tactics prover proves one, then rated by how often
//! each level finds it.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use web_time::Instant;

use morris_ai::search::{Engine, Level, Limits, Stop};
use morris_core::{Color, Game, Position, Rules, SplitMix};

use super::canonical::Canonical;
use super::generate::Generated;
use super::level_finds::LevelFinder;
use super::source::fresh;
use super::tactical_find::consider_tactic;
use super::{Puzzle, Theme};

/// The levels the games are played at: from a beginner's to a strong club
/// player's, each side's drawn at random for each game.
const PLAY_LEVELS: [u8; 6] = [2, 3, 4, 5, 6, 7];
/// A game is cut off after this many turns.
const GAME_TURNS: usize = 160;

/// Up to `count` tactical puzzles of `rules` from at most `games` seeded
/// games of self-play, easiest first. `drawn` counts positions played,
/// `examined` the distinct ones looked at.
pub fn generate_tactics(rules: &Arc<Rules>, count: usize, games: u64, seed: u64) -> Generated {
    generate_tactics_until(rules, count, games, seed, None, &Stop::new())
}

/// [`generate_tactics`] of the theme `only` (every theme with `None`),
/// which ends, with what it has, when `stop` is asked.
pub fn generate_tactics_until(
    rules: &Arc<Rules>,
    count: usize,
    games: u64,
    seed: u64,
    only: Option<Theme>,
    stop: &Stop,
) -> Generated {
    let started = Instant::now();
    let canonical = Canonical::of(rules);
    let mut rng = SplitMix::new(seed);
    let mut finder = LevelFinder::new();
    let mut seen = HashSet::new();
    let (mut drawn, mut examined) = (0, 0);
    let mut puzzles: Vec<Puzzle> = Vec::new();
    // No theme takes more than three quarters of a set that others could share.
    let most_of_a_theme = match only {
        Some(_) => count,
        None => count.div_ceil(4) * 3,
    };
    let mut per_theme = HashMap::new();
    for game in 0..games {
        if puzzles.len() >= count || stop.is_stopped() {
            break;
        }
        for pos in self_play_game(rules, &mut rng, seed ^ game, stop) {
            if stop.is_stopped() {
                break;
            }
            drawn += 1;
            let pos = fresh(rules, &pos);
            if !seen.insert(canonical.key(rules, &pos)) {
                continue;
            }
            examined += 1;
            let Ok(mut puzzle) = consider_tactic(rules, &pos) else {
                continue;
            };
            if only.is_some_and(|theme| theme != puzzle.theme) {
                continue;
            }
            let kept = per_theme.entry(puzzle.theme).or_insert(0);
            if *kept >= most_of_a_theme || puzzles.len() >= count {
                continue;
            }
            *kept += 1;
            puzzle.difficulty = finder.difficulty(rules, &puzzle);
            puzzles.push(puzzle);
        }
    }
    puzzles.sort_by(|a, b| a.difficulty.rating().total_cmp(&b.difficulty.rating()));
    Generated {
        puzzles,
        drawn,
        examined,
        elapsed: started.elapsed(),
    }
}

/// The positions of one game between two levels drawn from [`PLAY_LEVELS`].
fn self_play_game(rules: &Arc<Rules>, rng: &mut SplitMix, seed: u64, stop: &Stop) -> Vec<Position> {
    let mut pick =
        || Level::new(PLAY_LEVELS[rng.below(PLAY_LEVELS.len())]).unwrap_or(Level::DEFAULT);
    let levels = [pick(), pick()];
    let mut engines = levels.map(|level| {
        let mut engine = Engine::for_level(level);
        engine.set_table_lookup(false);
        engine
    });
    let mut game = Game::from_position(Arc::clone(rules), Position::start(rules));
    let mut positions = Vec::new();
    for turn in 0..GAME_TURNS {
        let pos = *game.position();
        if game.outcome().is_some() {
            break;
        }
        positions.push(pos);
        let side = usize::from(pos.side_to_move() == Color::Black);
        let level = levels[side];
        let Some(mv) =
            engines[side].choose_move(&game, level, &Limits::default(), stop, seed ^ turn as u64)
        else {
            break;
        };
        if game.play(mv).is_err() {
            break;
        }
    }
    positions
}
