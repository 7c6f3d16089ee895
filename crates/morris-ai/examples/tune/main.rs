//! Fits the evaluation's weights to self-play results or to the exact values
//! of a table (the logistic tuning of chess engines), or checks level 10
//! against exact tables.
//!
//! ```text
//! cargo run --release -p morris-ai --example tune -- [--games N] [--variant ID]
//!     [--nodes N] [--random-turns N] [--skip-turns N] [--seed S] [--threads T]
//!     [--records FILE,FILE]   (games of `morris match --pgn` instead of self-play)
//!     [--phases placing,moving,flying]   (the phases whose weights are fitted)
//!     [--label-by-table]   (each self-play position labelled by the variant's
//!         whole table, solved or loaded in --dir, instead of its game's result)
//!     [--fixed closable_mills/placing,...]   (weights kept as they are)
//!     [--table-samples N] [--table-sectors 3-3/4-3,3-4] [--dir DIR]
//!         (N positions of each choice of sectors too, labelled by the tables)
//! cargo run --release -p morris-ai --example tune -- --fit-patterns N [--variant ID] [--dir DIR]
//!     (the weights where both sides fly, on N positions of three against three)
//! cargo run --release -p morris-ai --example tune -- --check-tables
//!     [--positions N] [--nodes N] [--whole ID,ID] [--sectors 3-3/4-3,3-4] [--dir DIR]
//! ```
//!
//! The table check judges the weights compiled in (`search::weights`, each
//! game's own set where it has one): paste the fitted array there to check it.
//! A fit starts from the variant's own set.

mod fit;
mod patterns;
mod records;
mod sample;
mod selfplay;
mod tables;

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use morris_ai::search::features::{BASE, COUNT, PHASE_NAMES, PHASES, THREAT_TO_MOVE, name};
use morris_ai::search::weights::{WEIGHTS, fitted_for};
use morris_core::catalog;

use sample::Sample;
use selfplay::SelfPlay;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The value after `--name`, parsed, or `default`.
fn arg<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> Result<T, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{name} needs a value")),
    }
}

/// Where tables are solved or loaded: `--dir`, else a folder of the tuner's own.
fn table_dir(args: &[String]) -> Result<std::path::PathBuf, String> {
    arg(
        args,
        "--dir",
        std::env::temp_dir().join("morris-tune-tables"),
    )
}

fn list(text: &str, separator: char) -> Vec<String> {
    text.split(separator)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed = arg(&args, "--seed", 1u64)?;
    let fit_patterns = arg(&args, "--fit-patterns", 0usize)?;
    if fit_patterns > 0 {
        let id = arg(&args, "--variant", "nine-mens-morris".to_string())?;
        return patterns::run(&id, fit_patterns, seed, &table_dir(&args)?);
    }
    if args.iter().any(|a| a == "--check-tables") {
        let check = tables::Check {
            whole: list(&arg(&args, "--whole", "six-mens-morris".to_string())?, ','),
            sectors: list(&arg(&args, "--sectors", "3-3/4-3,3-4".to_string())?, '/'),
            positions: arg(&args, "--positions", 1_000)?,
            nodes: arg(&args, "--nodes", 20_000)?,
            seed,
        };
        let dir = table_dir(&args)?;
        println!("weights (where a game has no set of its own): {WEIGHTS:?}");
        println!(
            "level 10, {} nodes a move, tables off for the engine\n",
            check.nodes
        );
        return tables::run(&check, &dir);
    }
    let id = arg(&args, "--variant", "nine-mens-morris".to_string())?;
    let rules = catalog::shipped(&id).ok_or_else(|| format!("unknown variant {id}"))?;
    let labels = if args.iter().any(|a| a == "--label-by-table") {
        Some(Arc::new(tables::whole(&rules, &table_dir(&args)?)?))
    } else {
        None
    };
    let config = SelfPlay {
        rules: Arc::new(rules),
        games: arg(&args, "--games", 200)?,
        nodes: arg(&args, "--nodes", 5_000)?,
        random_turns: arg(&args, "--random-turns", 4)?,
        skip_turns: arg(&args, "--skip-turns", 8)?,
        max_turns: arg(&args, "--max-turns", 400)?,
        seed,
        threads: arg(&args, "--threads", 1)?,
        labels,
    };
    let held_out_every = arg(&args, "--hold-out-every", 5usize)?.max(2);
    let started = Instant::now();
    let records = list(&arg(&args, "--records", String::new())?, ',');
    if !records.is_empty() && config.labels.is_some() {
        return Err("--label-by-table labels self-play, not --records".to_string());
    }
    let (mut games, results) = if records.is_empty() {
        eprintln!(
            "{} games of {id}, {} nodes a move, {} random turns, seed {seed}",
            config.games, config.nodes, config.random_turns
        );
        selfplay::play_games(&config)
    } else {
        records::read_games(&records, &id, config.skip_turns)?
    };
    let table_samples = arg(&args, "--table-samples", 0usize)?;
    if table_samples > 0 {
        let choices = list(
            &arg(&args, "--table-sectors", "3-3/4-3,3-4".to_string())?,
            '/',
        );
        games.extend(tables::samples(
            &choices,
            table_samples,
            seed,
            &table_dir(&args)?,
        )?);
    }
    let count = games.len();
    // Whole games are held out, as positions of one game share their label.
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for (i, samples) in games.into_iter().enumerate() {
        if i % held_out_every == 0 {
            test.extend(samples);
        } else {
            train.extend(samples);
        }
    }
    println!(
        "{} games of {id} in {:.0} s (White wins, draws, Black wins: {results:?}); {} positions to fit, {} held out",
        count,
        started.elapsed().as_secs_f64(),
        train.len(),
        test.len()
    );
    let phases = list(&arg(&args, "--phases", PHASE_NAMES.join(","))?, ',');
    // Quiet positions never have a mill to close now: that flag stays as it is.
    let mut fixed: Vec<usize> = (0..PHASES).map(|p| p * BASE + THREAT_TO_MOVE).collect();
    for (p, phase) in PHASE_NAMES.iter().enumerate() {
        if !phases.iter().any(|name| name == phase) {
            fixed.extend(p * BASE..(p + 1) * BASE);
        }
    }
    for kept in list(&arg(&args, "--fixed", String::new())?, ',') {
        let i = (0..COUNT)
            .find(|&i| name(i) == kept)
            .ok_or_else(|| format!("--fixed: no feature {kept}"))?;
        fixed.push(i);
    }
    report(&train, &test, fitted_for(&config.rules), &fixed);
    Ok(())
}

/// Fits K and the weights on `train` and prints the losses and the weights.
/// `start`: the weights the fit starts from; `fixed`: those kept as they are.
fn report(train: &[Sample], test: &[Sample], start: [i32; COUNT], fixed: &[usize]) {
    let seen: Vec<usize> = (0..COUNT)
        .map(|i| train.iter().filter(|s| s.features[i] != 0).count())
        .collect();
    let k = fit::fit_k(train, &start);
    let before = (fit::loss(train, &start, k), fit::loss(test, &start, k));
    let fitted = fit::fit_weights(train, start, k, fixed);
    let refit_k = fit::fit_k(train, &fitted);
    let after = (fit::loss(train, &fitted, k), fit::loss(test, &fitted, k));
    println!("K = {k:.4} (with the fitted weights the best K would be {refit_k:.4})");
    println!(
        "loss before: {:.6} fitted, {:.6} held out",
        before.0, before.1
    );
    println!(
        "loss after:  {:.6} fitted, {:.6} held out",
        after.0, after.1
    );
    println!("\n| feature | positions where it is not 0 | weight | fitted |");
    println!("|---|---|---|---|");
    for i in 0..COUNT {
        println!(
            "| {} | {} | {} | {} |",
            name(i),
            seen[i],
            start[i],
            fitted[i]
        );
    }
    println!("\npub const WEIGHTS: [i32; COUNT] = {fitted:?};");
}
