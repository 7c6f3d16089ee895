//! Analyses a position and prints each finished depth.
//!
//! `cargo run --release -p morris-ai --example analyze -- [variant] [position] [seconds]`
//! e.g. `... -- nine-mens-morris "........................ w 9 9 0 0" 5`.

use std::sync::Arc;
use std::time::Duration;

use morris_ai::search::{Engine, Limits, Stop};
use morris_core::{Game, Position, catalog, move_text};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant = args
        .first()
        .map_or(catalog::DEFAULT_VARIANT, String::as_str);
    let Some(rules) = catalog::shipped(variant) else {
        eprintln!("unknown variant {variant}");
        std::process::exit(2);
    };
    let rules = Arc::new(rules);
    let pos = match args.get(1) {
        Some(text) => match Position::from_text(&rules, text) {
            Ok(pos) => pos,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        },
        None => Position::start(&rules),
    };
    let seconds: f64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(5.0);
    let game = Game::from_position(Arc::clone(&rules), pos);
    let mut engine = Engine::new();
    let line = |moves: &[morris_core::Move]| {
        moves
            .iter()
            .map(|m| move_text(&rules, *m))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let analysis = engine.analyze(
        &game,
        &Limits::time(Duration::from_secs_f64(seconds)),
        &Stop::new(),
        &mut |p| {
            println!(
                "depth {:>2}  score {:>10}  nodes {:>10}  nps {:>9}  {:>6.2}s  {}",
                p.depth,
                p.score.to_string(),
                p.nodes,
                p.nps,
                p.elapsed.as_secs_f64(),
                line(&p.pv)
            );
        },
    );
    println!(
        "best {}  score {}",
        analysis.best.map_or("-".into(), |m| move_text(&rules, m)),
        analysis.score
    );
    for m in &analysis.moves {
        println!(
            "  {:<12} {}",
            move_text(&rules, m.mv),
            m.score.map_or("?".into(), |s| s.to_string())
        );
    }
}
