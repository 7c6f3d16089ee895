//! Self-play games and the quiet positions they leave, each labelled with the
//! game's result for its player to move, or with its exact value where a
//! table of the whole variant is given.

use std::sync::Arc;

use morris_ai::search::{Engine, Limits, Stop, features};
use morris_ai::solve::Table;
use morris_core::{Color, Game, Rules, SplitMix};

use crate::sample::Sample;
use crate::tables::exact_result;

/// How the games are played and which positions are kept.
pub struct SelfPlay {
    pub rules: Arc<Rules>,
    pub games: usize,
    /// Nodes per move for both sides.
    pub nodes: u64,
    /// Random turns that open each game, so that games differ.
    pub random_turns: usize,
    /// Turns at the start of a game whose positions are not kept.
    pub skip_turns: usize,
    /// A game still going after so many turns is scored a draw.
    pub max_turns: usize,
    pub seed: u64,
    pub threads: usize,
    /// The variant's table: each position labelled with its exact value
    /// (what perfect play gets from it) instead of its game's result.
    pub labels: Option<Arc<Table>>,
}

/// The samples of every game, game by game in game order (the same for any
/// number of threads), and the games' results for White (wins, draws, losses).
pub fn play_games(config: &SelfPlay) -> (Vec<Vec<Sample>>, [usize; 3]) {
    let threads = config.threads.max(1);
    let mut games: Vec<(usize, Vec<Sample>, Option<Color>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut engine = Engine::with_table_size(4);
                    // The search is judged, not the tables in the cache folder.
                    engine.set_table_lookup(false);
                    (t..config.games)
                        .step_by(threads)
                        .map(|i| {
                            let (samples, winner) = play_game(config, &mut engine, i);
                            if (i + 1) % 100 == 0 {
                                eprintln!("  {} games", i + 1);
                            }
                            (i, samples, winner)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a self-play thread does not panic"))
            .collect()
    });
    games.sort_by_key(|g| g.0);
    let mut results = [0; 3];
    for (_, _, winner) in &games {
        results[match winner {
            Some(Color::White) => 0,
            None => 1,
            Some(Color::Black) => 2,
        }] += 1;
    }
    (games.into_iter().map(|g| g.1).collect(), results)
}

/// One game from a random opening; its kept samples and its winner.
fn play_game(config: &SelfPlay, engine: &mut Engine, index: usize) -> (Vec<Sample>, Option<Color>) {
    let rules = &config.rules;
    let mut rng = SplitMix::new(config.seed ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut game = Game::new(Arc::clone(rules));
    engine.clear();
    // Each kept position's features, its player and its exact value if known.
    let mut kept: Vec<(features::Features, Color, Option<f64>)> = Vec::new();
    let stop = Stop::new();
    for turn in 0..config.max_turns {
        if game.outcome().is_some() {
            break;
        }
        let legal = game.legal_moves();
        let mv = if turn < config.random_turns {
            legal[rng.below(legal.len())]
        } else {
            if turn >= config.skip_turns {
                let f = features::of(rules, game.position());
                // Only quiet positions: a mill to close now is the search's business.
                if !features::can_close_now(&f) {
                    let exact = config
                        .labels
                        .as_ref()
                        .and_then(|t| exact_result(t, game.position()));
                    kept.push((f, game.side_to_move(), exact));
                }
            }
            match engine.best_move(&game, &Limits::nodes(config.nodes), &stop) {
                Some(mv) => mv,
                None => break,
            }
        };
        if game.play(mv).is_err() {
            break;
        }
    }
    let winner = game.outcome().and_then(|o| o.winner);
    let labelled = config.labels.is_some();
    let samples = kept
        .into_iter()
        .filter(|(_, _, exact)| exact.is_some() || !labelled)
        .map(|(features, side, exact)| Sample {
            features,
            result: exact.unwrap_or(match winner {
                Some(w) if w == side => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            }),
        })
        .collect();
    (samples, winner)
}
