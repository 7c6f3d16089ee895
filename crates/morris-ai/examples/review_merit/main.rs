//! The review's figures of merit: games of a variant that a solved table
//! covers whole are reviewed twice, exactly (from the table) and by the
//! search alone (the table switched off), and the search's marks are
//! counted against the exact ones: how many of the exact mistakes (turns
//! that threw away a win or a draw) it marks, how many of its marks are
//! wrong (turns that changed nothing the table can see), and the review's
//! time a turn.
//!
//! ```sh
//! cargo run --release -p morris-ai --example review_merit -- VARIANT|FILE [--games N]
//!     [--depth D] [--seed S] [--sectors CHOICE] [--samples CSV] [--drops CSV] [--records DIR]
//!     [--turns CSV]
//! cargo run --release -p morris-ai --example review_merit -- fit CSV...
//! cargo run --release -p morris-ai --example review_merit -- sweep CSV...
//! ```
//!
//! Any variant or rules file whose table this machine solves can be measured;
//! with `--sectors` (`max=7`) only those endgame sectors are solved, and the
//! games start from random positions of four pieces against three, so that
//! every position of a game stays in the table. The games are played by
//! levels 1 to 4 against each other (weak players make the mistakes to find),
//! seeded from `--seed` (0), so the figures are the same run after run.
//! `--depth` is the review's depth (8, the depth of the review in every front
//! end).
//!
//! `--samples` writes every position both reviews scored, heuristically and
//! exactly, for `fit` (the review's scale, [`Expectation`]); `--drops` writes
//! what the searches at each confirming depth saw of each turn, for `sweep`
//! (the review's thresholds); `--records` saves each game as a record, for
//! `morris review`; `--turns` writes every turn as both reviews judged it
//! (the table's values and mark, the search's mark, its deeper check and its
//! scores), to see where the marks go wrong. Fit and sweep on other seeds
//! than those measured.

mod counts;
mod drops;
mod fit;
mod games;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use morris_ai::Stop;
use morris_ai::review::{Review, review};
use morris_ai::search::{Expectation, Limits, Score, TableCache};
use morris_ai::solve::{self, SolveOptions};
use morris_core::record::{Tags, write_record};
use morris_core::{Game, Phase, catalog};

use counts::Counts;

/// What to measure.
struct Options {
    variant: String,
    games: u64,
    depth: u32,
    seed: u64,
    sectors: Option<String>,
    samples: Option<PathBuf>,
    drops: Option<PathBuf>,
    records: Option<PathBuf>,
    turns: Option<PathBuf>,
}

fn options(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        variant: "six-mens-morris".to_string(),
        games: 40,
        depth: 8,
        seed: 0,
        sectors: None,
        samples: None,
        drops: None,
        records: None,
        turns: None,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if !arg.starts_with("--") {
            options.variant = arg.clone();
            continue;
        }
        let value = args.next().ok_or(format!("{arg} wants a value"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{arg} {value}: not a number"))
        };
        match arg.as_str() {
            "--games" => options.games = number()?,
            "--depth" => options.depth = number()? as u32,
            "--seed" => options.seed = number()?,
            "--sectors" => options.sectors = Some(value.clone()),
            "--samples" => options.samples = Some(value.into()),
            "--drops" => options.drops = Some(value.into()),
            "--records" => options.records = Some(value.into()),
            "--turns" => options.turns = Some(value.into()),
            _ => return Err(format!("unknown option {arg}")),
        }
    }
    Ok(options)
}

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("fit") => return fit_files(&args[1..]),
        Some("sweep") => return drops::sweep(&args[1..]),
        _ => {}
    }
    match options(&args).and_then(|o| measure(&o)) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("review_merit: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn measure(o: &Options) -> Result<(), String> {
    let rules = Arc::new(catalog::resolve(&o.variant).map_err(|e| e.to_string())?);
    let started = Instant::now();
    let table = match &o.sectors {
        Some(choice) => games::solve_sectors(&rules, choice),
        None => solve::solve(&rules, &SolveOptions::default(), |_| {}).map_err(|e| e.to_string()),
    }
    .map_err(|e| format!("{} does not solve here: {e}", o.variant))?;
    eprintln!(
        "{} solved in {:.1} s",
        o.variant,
        started.elapsed().as_secs_f64()
    );
    // Four against three: its captures lead to three against three, or end the game.
    let endgame = o.sectors.as_ref().map(|_| (4, 3));
    let tables = TableCache::new();
    tables.insert(Arc::new(table));
    let mut exact_engine = morris_ai::search::Engine::new().with_tables(tables);

    let mut count = Counts::default();
    let mut samples: Vec<(Phase, fit::Sample)> = Vec::new();
    let mut drops_csv = String::new();
    let mut turns_csv = String::from(counts::TURN_HEADER);
    let limits = Limits::depth(o.depth);
    let stop = Stop::new();
    for seed in o.seed..o.seed + o.games {
        let game = games::play(&rules, seed, endgame);
        if let Some(dir) = &o.records {
            let path = dir.join(format!("{}-{seed}.txt", rules.id()));
            std::fs::write(&path, write_record(&game, &Tags::new()))
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        let exact = review(&mut exact_engine, &game, &limits, &stop, &mut |_, _| {});
        // A fresh engine for each review: what one remembers of another game
        // would make the figures depend on the order of the games.
        let timed = Instant::now();
        let searched = review(
            &mut games::searcher(),
            &game,
            &limits,
            &stop,
            &mut |_, _| {},
        );
        count.review_time += timed.elapsed();
        count.add(&exact, &searched);
        if o.turns.is_some() {
            turns_csv.push_str(&counts::turn_rows(seed, &exact, &searched));
        }
        samples.extend(samples_of(&game, &exact, &searched));
        if o.drops.is_some() {
            drops::write(
                &mut drops_csv,
                &mut games::searcher(),
                seed,
                &game,
                &exact,
                o.depth,
            );
        }
    }
    count.print(&o.variant, o.games, o.depth);
    print_fit(&samples);
    if let Some(path) = &o.samples {
        let mut csv = String::from("phase,score,result\n");
        for (phase, s) in &samples {
            csv.push_str(&format!("{phase:?},{},{}\n", s.score, s.result));
        }
        std::fs::write(path, csv).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if let Some(path) = &o.turns {
        std::fs::write(path, turns_csv)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if let Some(path) = &o.drops {
        std::fs::write(path, drops_csv)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}

/// The positions before each turn that the table judged and the search
/// scored heuristically, with their phase, as samples for the fit.
fn samples_of(game: &Game, exact: &Review, searched: &Review) -> Vec<(Phase, fit::Sample)> {
    let result = |score: Score| match score {
        Score::Win { .. } => Some(2),
        Score::Draw => Some(1),
        Score::Loss { .. } => Some(0),
        Score::Heuristic(_) => None,
    };
    exact
        .turns
        .iter()
        .zip(&searched.turns)
        .filter(|(e, _)| e.exact)
        .filter_map(|(e, s)| {
            let Score::Heuristic(score) = s.before else {
                return None;
            };
            let phase = game.position_at(e.turn)?.phase(game.rules());
            let phase = if phase == Phase::Flying {
                Phase::Movement
            } else {
                phase
            };
            Some((
                phase,
                fit::Sample {
                    score,
                    result: result(e.before)?,
                },
            ))
        })
        .collect()
}

/// `fit FILE...`: the scale fitted to the samples of several runs together.
fn fit_files(paths: &[String]) -> std::process::ExitCode {
    let mut samples = Vec::new();
    for path in paths {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("cannot read {path}: {e}");
                return std::process::ExitCode::FAILURE;
            }
        };
        for (n, line) in text.lines().enumerate().skip(1) {
            let fields: Vec<&str> = line.split(',').collect();
            let sample = match fields.as_slice() {
                [phase, score, result] => {
                    let phase = match *phase {
                        "Placement" => Some(Phase::Placement),
                        "Movement" => Some(Phase::Movement),
                        _ => None,
                    };
                    let result = result.parse::<u8>().ok().filter(|r| *r <= 2);
                    phase.zip(score.parse().ok()).zip(result)
                }
                _ => None,
            };
            let Some(((phase, score), result)) = sample else {
                eprintln!("{path}:{}: not PHASE,SCORE,RESULT: {line}", n + 1);
                return std::process::ExitCode::FAILURE;
            };
            samples.push((phase, fit::Sample { score, result }));
        }
    }
    print_fit(&samples);
    std::process::ExitCode::SUCCESS
}

/// The scale fitted to the samples of each phase, against the scale in use.
fn print_fit(samples: &[(Phase, fit::Sample)]) {
    for phase in [Phase::Placement, Phase::Movement] {
        let of: Vec<fit::Sample> = samples
            .iter()
            .filter(|(p, _)| *p == phase)
            .map(|(_, s)| *s)
            .collect();
        if of.is_empty() {
            continue;
        }
        let fitted = fit::fit(&of);
        let in_use = Expectation::of(phase);
        println!(
            "{phase:?}: {} positions; fitted slope {:.2}, draw margin {:.2} (mean log-likelihood {:.4}); in use {:.2}, {:.2} ({:.4})",
            of.len(),
            fitted.slope,
            fitted.draw_margin,
            fit::log_likelihood(fitted, &of),
            in_use.slope,
            in_use.draw_margin,
            fit::log_likelihood(in_use, &of)
        );
    }
}
