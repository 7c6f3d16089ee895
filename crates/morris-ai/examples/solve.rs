//! Solves a variant and prints the value of its start position, the time taken
//! and the table's size. Usage: `solve <variant id or rules file> [--no-cache]`.
//! Run it under `/usr/bin/time -v` to see the peak memory.

use std::time::Instant;

use morris_ai::solve::{self, SolveEvent, SolveOptions};
use morris_core::{Position, catalog};

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(id) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!("usage: solve <variant id or rules file> [--no-cache]");
        return std::process::ExitCode::from(2);
    };
    let use_cache = !args.iter().any(|a| a == "--no-cache");
    let rules = match catalog::resolve(id) {
        Ok(rules) => rules,
        Err(e) => {
            eprintln!("error: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let estimate = solve::estimate(&rules);
    println!(
        "{}: {} positions before symmetry, {} symmetries, about {} MB to solve",
        rules.name(),
        estimate.positions,
        estimate.symmetries,
        estimate.bytes >> 20
    );
    let started = Instant::now();
    let report = |event: &SolveEvent| match event {
        SolveEvent::Progress {
            layers_done,
            layers_total,
            ..
        } if layers_done % 20 == 0 || layers_done == layers_total => {
            eprintln!(
                "  {layers_done}/{layers_total} layers, {:.1} s",
                started.elapsed().as_secs_f64()
            );
        }
        SolveEvent::Progress { .. } => {}
        other => eprintln!("  {other:?}"),
    };
    let options = SolveOptions::default();
    let result = if use_cache {
        solve::load_or_solve(&rules, &options, report)
    } else {
        solve::solve(&rules, &options, report)
    };
    let table = match result {
        Ok(table) => table,
        Err(e) => {
            eprintln!("error: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let elapsed = started.elapsed();
    let start = Position::start(&rules);
    let value = table
        .probe(&start)
        .map_or("not covered".to_string(), |v| v.to_string());
    println!(
        "start position: {value} for {} (the first player)\ntime: {:.2} s\nstored positions: {} ({} byte each)",
        start.side_to_move(),
        elapsed.as_secs_f64(),
        table.stored_positions(),
        table.bytes_per_position()
    );
    let summary = table.summary();
    println!(
        "stored values: {} wins, {} losses, {} draws for the side to move; longest: {} turns",
        summary.wins, summary.losses, summary.draws, summary.longest
    );
    if let Some(values) = table.move_values(&start) {
        let mut values = values;
        values.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        let shown: Vec<String> = values
            .iter()
            .take(8)
            .map(|(mv, v)| format!("{} {v}", morris_core::move_text(&rules, *mv)))
            .collect();
        println!("first turns: {}", shown.join(", "));
    }
    std::process::ExitCode::SUCCESS
}
