//! The work the browser and the native build are timed on, the same on both:
//! a search of a fixed position to a fixed depth, and the solve of Six Men's
//! Morris. The site's tests run it in a Web Worker; `cargo run --release -p
//! morris-web --example native_bench` runs it natively.

use std::sync::Arc;

use morris_ai::Stop;
use morris_ai::search::{Engine, Limits};
use morris_ai::solve::{self, SolveOptions};
use morris_core::{Game, catalog};
use web_time::Instant;

/// The middle game the search is timed on: Nine Men's Morris after placement.
const POSITION: [&str; 18] = [
    "d6", "d2", "b4", "f4", "b6", "f6", "d7", "d3", "a4", "g4", "e4", "c4", "a7", "g7", "e5", "c5",
    "b2", "f2",
];

/// What one timed run did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Timed {
    /// Nodes searched, or positions solved.
    pub count: u64,
    pub seconds: f64,
}

impl Timed {
    pub fn per_second(&self) -> f64 {
        self.count as f64 / self.seconds.max(1e-9)
    }
}

/// Searches the bench position to `depth` on one thread with a fresh table.
pub fn search(depth: u32) -> Timed {
    let mut game = Game::new(Arc::new(
        catalog::shipped("nine-mens-morris").expect("a shipped variant"),
    ));
    for text in POSITION {
        // The bench position is fixed and legal; a failure would show in the tests.
        let _ = game.play_text(text);
    }
    let start = Instant::now();
    let result = Engine::new().search(&game, &Limits::depth(depth), &Stop::new(), &mut |_| {});
    Timed {
        count: result.nodes,
        seconds: start.elapsed().as_secs_f64(),
    }
}

/// Solves Six Men's Morris in memory (no cache folder), returning the positions stored.
pub fn solve_six() -> Result<Timed, String> {
    let rules = catalog::shipped("six-mens-morris").expect("a shipped variant");
    let options = SolveOptions {
        cache_dir: None,
        ..SolveOptions::default()
    };
    let start = Instant::now();
    let table = solve::solve(&rules, &options, |_| {}).map_err(|e| e.to_string())?;
    Ok(Timed {
        count: table.stored_positions(),
        seconds: start.elapsed().as_secs_f64(),
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_bench_position_is_reached_and_searched() {
        let timed = super::search(3);
        assert!(timed.count > 10, "{timed:?}");
    }
}
