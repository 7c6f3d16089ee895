//! `morris bench`: the standard speed figures, perft and search nodes per second
//! (run a release build for figures worth quoting).

use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use morris_ai::search::{Engine, Limits, Stop};
use morris_core::catalog::DEFAULT_VARIANT;
use morris_core::{Game, Position, catalog, perft};

use morris_i18n::numbers::decimal;
use morris_i18n::t;

use crate::cli::BenchArgs;
use crate::text::si;

/// Perft runs: variant and depth, for the full and the quick bench. Each runs
/// long enough to be timed (Lasker Morris at depth 4 took a millisecond).
const PERFT: &[(&str, u32, u32)] = &[
    (DEFAULT_VARIANT, 6, 5),
    ("twelve-mens-morris", 6, 5),
    ("lasker-morris", 6, 5),
];
/// Search runs: variant, and moves into the game for a middle-game position.
const SEARCH: &[(&str, &str)] = &[
    (DEFAULT_VARIANT, ""),
    (DEFAULT_VARIANT, "d6 d2 f4 b4 d5 d3 c4 e4"),
    ("morabaraba", "d6 d2 f4 b4"),
];

pub fn run(args: &BenchArgs) -> anyhow::Result<ExitCode> {
    if cfg!(debug_assertions) {
        eprintln!("{}", t!("bench-debug-build"));
    }
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", t!("bench-perft"))?;
    for &(id, full, quick) in PERFT {
        let rules = catalog::shipped(id).ok_or_else(|| anyhow::anyhow!("{id} is not shipped"))?;
        let depth = if args.quick { quick } else { full };
        let started = Instant::now();
        let nodes = perft(&rules, &Position::start(&rules), depth);
        let secs = started.elapsed().as_secs_f64();
        let row = t!(
            "bench-perft-row",
            depth = depth,
            nodes = format!("{nodes:>12}"),
            seconds = format!("{:>7}", decimal(secs, 3)),
            speed = si(nodes as f64 / secs.max(1e-9))
        );
        writeln!(out, "  {id:<20} {row}")?;
    }
    let budget = Duration::from_secs_f64(if args.quick { 0.5 } else { 3.0 });
    let seconds = decimal(budget.as_secs_f64(), 1);
    writeln!(out, "{}", t!("bench-search", seconds = seconds))?;
    for &(id, moves) in SEARCH {
        let rules = std::sync::Arc::new(
            catalog::shipped(id).ok_or_else(|| anyhow::anyhow!("{id} is not shipped"))?,
        );
        let mut game = Game::new(rules);
        morris_core::record::play_movetext(&mut game, moves)?;
        let mut engine = Engine::new();
        engine.set_table_lookup(false);
        let analysis = engine.search(&game, &Limits::time(budget), &Stop::new(), &mut |_| {});
        let secs = analysis.elapsed.as_secs_f64();
        let label = if moves.is_empty() {
            t!("bench-start")
        } else {
            t!("bench-after", moves = moves)
        };
        let row = t!(
            "bench-search-row",
            depth = format!("{:>2}", analysis.depth),
            nodes = format!("{:>10}", analysis.nodes),
            speed = si(analysis.nodes as f64 / secs.max(1e-9))
        );
        writeln!(out, "  {id:<20} {label:<32} {row}")?;
    }
    Ok(ExitCode::SUCCESS)
}
