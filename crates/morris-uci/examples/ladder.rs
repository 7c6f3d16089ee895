//! The level ladder: games of the default variant (Nine Men's Morris) between
//! each level and the one below, colours alternating, openings seeded, and a
//! table of the results.
//!
//! `cargo run --release -p morris-uci --example ladder -- [games per pair] [level 10 nodes] [threads]`
//! (defaults: 24 games, 800000 nodes a move for level 10, 2 threads).
//!
//! Level 10 is given a node budget instead of a time limit so that a run can be
//! repeated exactly; the other levels play with their own depth and node limits.
//! The games are refereed by `morris_uci::play_game`, as in `morris selfplay`
//! and `morris match`.

use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use morris_ai::search::{Level, Limits, Stop, choose_move};
use morris_core::{Color, Game, Move, Rules, catalog};
use morris_uci::{Forfeit, Player, Tally, play_game};

/// A game still going after this many turns is scored as a draw.
const MAX_TURNS: usize = 400;
/// Random turns (one each) that open every pair of games, so deterministic
/// levels do not replay one game.
const OPENING_TURNS: usize = 2;

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let games = args.first().copied().unwrap_or(24).max(2) as usize;
    let top_nodes = args.get(1).copied().unwrap_or(800_000);
    let threads = args.get(2).copied().unwrap_or(2).max(1) as usize;
    let Some(rules) = catalog::shipped(catalog::DEFAULT_VARIANT) else {
        eprintln!(
            "the default variant {} is not shipped",
            catalog::DEFAULT_VARIANT
        );
        std::process::exit(1);
    };
    let rules = Arc::new(rules);

    // Jobs: (upper level, game index); the longest pairs first so threads finish together.
    let jobs: Vec<(u8, usize)> = (2..=10u8)
        .rev()
        .flat_map(|level| (0..games).map(move |g| (level, g)))
        .collect();
    let next = AtomicUsize::new(0);
    let tallies = Mutex::new([Tally::default(); 11]);
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(level, g)) = jobs.get(i) else {
                        break;
                    };
                    let Some((winner, upper)) = play_pair_game(&rules, level, g, top_nodes) else {
                        continue;
                    };
                    if let Ok(mut t) = tallies.lock() {
                        t[usize::from(level)].add(winner, upper);
                    }
                }
            });
        }
    });

    let tallies = tallies.into_inner().unwrap_or_else(|e| e.into_inner());
    println!(
        "{}, {games} games per pair, colours alternating, level 10 at {top_nodes} nodes a move",
        rules.name()
    );
    println!();
    println!("| level | vs | wins | draws | losses | score |");
    println!("|------:|---:|-----:|------:|-------:|------:|");
    for level in 2..=10u8 {
        let t = tallies[usize::from(level)];
        let score = t.score().unwrap_or(0.0) * 100.0;
        println!(
            "| {level} | {} | {} | {} | {} | {score:.0}% |",
            level - 1,
            t.wins,
            t.draws,
            t.losses
        );
    }
    println!();
    println!(
        "{:.0} s on {threads} threads",
        started.elapsed().as_secs_f64()
    );
}

/// Plays game `g` of `level` against `level - 1`: the winner (`None` for a
/// draw) and the colour `level` played; `None` when the opening could not be played.
fn play_pair_game(
    rules: &Arc<Rules>,
    level: u8,
    g: usize,
    top_nodes: u64,
) -> Option<(Option<Color>, Color)> {
    let upper = Level::new(level)?;
    let lower = Level::new(level - 1)?;
    // Games 2k and 2k + 1 share an opening, with colours swapped.
    let opening_seed = 0x5eed_0000 + (g / 2) as u64 * 7919 + u64::from(level) * 104_729;
    let upper_colour = if g.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    let mut game = Game::new(Arc::clone(rules));
    let mut rng = opening_seed;
    for _ in 0..OPENING_TURNS {
        let moves = game.legal_moves();
        rng = rng
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let mv = *moves.get((rng >> 33) as usize % moves.len().max(1))?;
        game.play(mv).ok()?;
    }
    let mut players = [upper, lower].map(|level| LadderAi::new(level, top_nodes, opening_seed));
    let [up, low] = &mut players;
    let (white, black) = if upper_colour == Color::White {
        (up, low)
    } else {
        (low, up)
    };
    let end = play_game(game, [white, black], MAX_TURNS);
    Some((end.winner(), upper_colour))
}

/// A level of the ladder. Its choices are seeded by the opening, the turn and
/// the side, so that a run repeats exactly.
struct LadderAi {
    level: Level,
    limits: Limits,
    opening_seed: u64,
    name: String,
}

impl LadderAi {
    fn new(level: Level, top_nodes: u64, opening_seed: u64) -> LadderAi {
        let limits = if level == Level::STRONGEST {
            Limits::nodes(top_nodes)
        } else {
            Limits::default()
        };
        LadderAi {
            level,
            limits,
            opening_seed,
            name: format!("level {level}"),
        }
    }
}

impl Player for LadderAi {
    fn name(&self) -> &str {
        &self.name
    }

    fn new_game(&mut self) -> Result<(), Forfeit> {
        Ok(())
    }

    fn choose(&mut self, game: &Game) -> Result<Move, Forfeit> {
        let side = game.side_to_move();
        let seed =
            self.opening_seed ^ (game.moves().len() as u64) << 32 ^ u64::from(side == Color::Black);
        choose_move(game, self.level, &self.limits, &Stop::new(), seed).ok_or_else(|| {
            Forfeit::Malformed {
                line: String::new(),
                reason: format!("level {} found no move", self.level),
            }
        })
    }

    fn reset(&mut self) {}
}
