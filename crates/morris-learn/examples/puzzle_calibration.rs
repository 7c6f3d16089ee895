//! How often the heuristic search at each level finds a puzzle's solution:
//! for every shipped set, the move each level plays at the puzzle's first
//! solver turn, counted right when the puzzle accepts it.
//!
//! `cargo run --release -p morris-learn --example puzzle_calibration [-- --sample N]`
//!
//! Deterministic: one thread, no table (the search's own view, even at the
//! levels that would play a solved sector's move), a fresh transposition
//! table for each search, the same seed for the levels that let chance
//! choose, and level 10 bounded by nodes instead of its three seconds.
//! `--sample N` takes N puzzles of each set, evenly spread (default 120; 0
//! takes them all).

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;

use morris_ai::search::{Engine, Level, Limits, Stop};
use morris_core::Game;
use morris_learn::puzzles::{MAX_DEPTH, Puzzle, SHIPPED_SETS, Theme, parse_set};

/// Level 10 thinks three seconds a move when nothing bounds it; here a node
/// budget stands in for the time, so that the figures do not depend on the machine.
const LEVEL_10_NODES: u64 = 2_000_000;
/// The seed of the levels that let chance choose among good moves.
const SEED: u64 = 1;
const DEFAULT_SAMPLE: usize = 120;

/// Right answers and tries at each level (1 to 10).
#[derive(Clone, Copy, Default)]
struct Tally {
    right: [u32; 10],
    tried: u32,
}

impl Tally {
    fn add(&mut self, found: &[bool; 10]) {
        self.tried += 1;
        for (count, &ok) in self.right.iter_mut().zip(found) {
            *count += u32::from(ok);
        }
    }

    fn row(&self, name: &str) -> String {
        let cells: Vec<String> = self
            .right
            .iter()
            .map(|&r| {
                format!(
                    "{:.0}%",
                    100.0 * f64::from(r) / f64::from(self.tried.max(1))
                )
            })
            .collect();
        format!("| {name} | {} | {} |", self.tried, cells.join(" | "))
    }
}

fn header(first: &str) -> String {
    let levels: Vec<String> = (1..=10).map(|n| n.to_string()).collect();
    format!(
        "| {first} | puzzles | {} |\n|---|---|{}",
        levels.join(" | "),
        "---|".repeat(10)
    )
}

/// Which levels play a right first turn in `puzzle`.
fn found(engines: &mut [Engine], game: &Game, puzzle: &Puzzle) -> [bool; 10] {
    let rules = game.rules();
    let stop = Stop::new();
    let mut found = [false; 10];
    for (n, engine) in (1..=10).zip(engines.iter_mut()) {
        let level = Level::Strength(n);
        engine.clear();
        let limits = Limits::nodes(LEVEL_10_NODES);
        let mv = engine.choose_move(game, level, &limits, &stop, SEED);
        found[usize::from(n) - 1] =
            mv.is_some_and(|mv| puzzle.accepts(rules, 0, &puzzle.position, mv));
    }
    found
}

fn main() {
    let sample = std::env::args()
        .skip_while(|a| a != "--sample")
        .nth(1)
        .map_or(DEFAULT_SAMPLE, |n| {
            n.parse().expect("--sample takes a number")
        });
    let mut engines: Vec<Engine> = (1..=10)
        .map(|n| {
            let mut engine = Engine::for_level(Level::Strength(n));
            engine.set_table_lookup(false);
            engine
        })
        .collect();
    let started = Instant::now();
    let mut by_variant = Vec::new();
    let mut by_theme: BTreeMap<usize, Tally> = BTreeMap::new();
    let mut by_depth: BTreeMap<u32, Tally> = BTreeMap::new();
    for &(id, text) in SHIPPED_SETS {
        let read = parse_set(id, text).expect("a shipped set reads");
        let rules = Arc::new(read.rules);
        let puzzles = &read.set.puzzles;
        let take = if sample == 0 {
            puzzles.len()
        } else {
            sample.min(puzzles.len())
        };
        let mut tally = Tally::default();
        let set_started = Instant::now();
        for k in 0..take {
            let puzzle = &puzzles[k * puzzles.len() / take];
            let game = Game::from_position(Arc::clone(&rules), puzzle.position);
            let found = found(&mut engines, &game, puzzle);
            tally.add(&found);
            let theme = Theme::ALL
                .iter()
                .position(|&t| t == puzzle.theme)
                .unwrap_or(0);
            by_theme.entry(theme).or_default().add(&found);
            let depth = puzzle.difficulty.depth.unwrap_or(MAX_DEPTH + 1);
            by_depth.entry(depth).or_default().add(&found);
        }
        eprintln!(
            "{id}: {take} of {} puzzles, {:.1} s",
            puzzles.len(),
            set_started.elapsed().as_secs_f64()
        );
        by_variant.push((id, tally));
    }
    println!("By variant: the share of puzzles whose first solver turn each level plays right.\n");
    println!("{}", header("variant"));
    let mut all = Tally::default();
    for (id, tally) in &by_variant {
        println!("{}", tally.row(id));
        all.tried += tally.tried;
        for (a, b) in all.right.iter_mut().zip(tally.right) {
            *a += b;
        }
    }
    println!("{}", all.row("all"));
    println!("\nBy theme, all variants together:\n");
    println!("{}", header("theme"));
    for (&theme, tally) in &by_theme {
        println!("{}", tally.row(&Theme::ALL[theme].to_string()));
    }
    println!(
        "\nBy the puzzle's difficulty depth (from which the search finds the solution; >{MAX_DEPTH}: not by {MAX_DEPTH}):\n"
    );
    println!("{}", header("depth"));
    for (&depth, tally) in &by_depth {
        let name = match depth > MAX_DEPTH {
            true => format!(">{MAX_DEPTH}"),
            false => depth.to_string(),
        };
        println!("{}", tally.row(&name));
    }
    println!(
        "\n{} puzzles, at most {sample} of each set, evenly spread; level 10 at {LEVEL_10_NODES} nodes; {:.0} s",
        all.tried,
        started.elapsed().as_secs_f64()
    );
}
