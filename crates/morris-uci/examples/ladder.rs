//! The level ladder: games of Nine Men's Morris between each level and the one
//! below, colours alternating, openings seeded, and a table of the results.
//!
//! `cargo run --release -p morris-ai --example ladder -- [games per pair] [level 10 nodes] [threads]`
//! (defaults: 24 games, 800000 nodes a move for level 10, 2 threads).
//!
//! Level 10 is given a node budget instead of a time limit so that a run can be
//! repeated exactly; the other levels play with their own depth and node limits.

use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use morris_ai::search::{Level, Limits, Stop, choose_move};
use morris_core::{Color, Game, Rules, catalog};

/// A game still going after this many turns is scored as a draw.
const MAX_TURNS: usize = 400;
/// Random turns (one each) that open every pair of games, so deterministic
/// levels do not replay one game.
const OPENING_TURNS: usize = 2;

#[derive(Clone, Copy, Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let games = args.first().copied().unwrap_or(24).max(2) as usize;
    let top_nodes = args.get(1).copied().unwrap_or(800_000);
    let threads = args.get(2).copied().unwrap_or(2).max(1) as usize;
    let Some(rules) = catalog::shipped("nine-mens-morris") else {
        eprintln!("Nine Men's Morris is not shipped");
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
                    let result = play_pair_game(&rules, level, g, top_nodes);
                    if let Ok(mut t) = tallies.lock() {
                        let t = &mut t[usize::from(level)];
                        match result {
                            Some(true) => t.wins += 1,
                            None => t.draws += 1,
                            Some(false) => t.losses += 1,
                        }
                    }
                }
            });
        }
    });

    let tallies = tallies.into_inner().unwrap_or_else(|e| e.into_inner());
    println!(
        "Nine Men's Morris, {games} games per pair, colours alternating, level 10 at {top_nodes} nodes a move"
    );
    println!();
    println!("| level | vs | wins | draws | losses | score |");
    println!("|------:|---:|-----:|------:|-------:|------:|");
    for level in 2..=10u8 {
        let t = tallies[usize::from(level)];
        let played = f64::from(t.wins + t.draws + t.losses).max(1.0);
        let score = (f64::from(t.wins) + f64::from(t.draws) / 2.0) / played * 100.0;
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

/// Plays game `g` of `level` against `level - 1`; `Some(true)` when `level` wins, `None` for a draw.
fn play_pair_game(rules: &Arc<Rules>, level: u8, g: usize, top_nodes: u64) -> Option<bool> {
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
    let stop = Stop::new();
    while game.outcome().is_none() && game.moves().len() < MAX_TURNS {
        let side = game.side_to_move();
        let level = if side == upper_colour { upper } else { lower };
        let limits = if level == Level::STRONGEST {
            Limits::nodes(top_nodes)
        } else {
            Limits::default()
        };
        let seed =
            opening_seed ^ (game.moves().len() as u64) << 32 ^ u64::from(side == Color::Black);
        let mv = choose_move(&game, level, &limits, &stop, seed)?;
        if game.play(mv).is_err() {
            eprintln!("illegal move from level {level}");
            return Some(side != upper_colour);
        }
    }
    game.outcome()
        .and_then(|o| o.winner)
        .map(|w| w == upper_colour)
}
