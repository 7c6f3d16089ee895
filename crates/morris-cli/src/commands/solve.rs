//! `morris solve VARIANT`: the perfect-play table, with a progress bar and a summary;
//! with `--sectors`, endgame tables of movement-phase sectors (`sectors.rs`).

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use morris_ai::solve::{self, SolveError, SolveEvent, SolveOptions, Value};
use morris_core::Position;
use serde_json::json;

use crate::cli::SolveArgs;
use crate::setup;
use crate::text::{grouped, megabytes};

mod sectors;

pub fn run(args: &SolveArgs) -> anyhow::Result<ExitCode> {
    let rules = setup::rules(&args.variant, args.no_flying)?;
    let mut options = SolveOptions::default();
    if let Some(mb) = args.memory {
        options.memory_budget = mb.saturating_mul(1 << 20);
    }
    if let Some(choice) = &args.sectors {
        return sectors::run(args, &rules, choice, &options);
    }
    let size = solve::estimate(&rules);
    if !args.json {
        eprintln!(
            "{}: {} positions, {} symmetries, about {} to solve",
            rules.name(),
            grouped(size.positions),
            size.symmetries,
            megabytes(size.bytes)
        );
    }
    // indicatif draws on stderr only when it is a terminal.
    let bar = ProgressBar::new(0);
    bar.set_style(
        ProgressStyle::with_template("{elapsed_precise} [{bar:40}] {pos}/{len} layers {msg}")
            .expect("the template is valid")
            .progress_chars("=> "),
    );
    let mut notes = Vec::new();
    let mut loaded = false;
    let started = Instant::now();
    let table = solve::load_or_solve(&rules, &options, |event| match event {
        SolveEvent::Progress {
            layers_done,
            layers_total,
            positions_done,
            ..
        } => {
            bar.set_length(*layers_total as u64);
            bar.set_position(*layers_done as u64);
            bar.set_message(format!("{} positions", grouped(*positions_done)));
        }
        SolveEvent::Loaded { path } => {
            loaded = true;
            notes.push(format!("loaded from {}", path.display()))
        }
        SolveEvent::Rejected { path, reason } => {
            notes.push(format!("rebuilt {}", about(path, reason)))
        }
        SolveEvent::Saved { path } => notes.push(format!("saved to {}", path.display())),
        SolveEvent::NotSaved { path, reason } => {
            notes.push(format!("not saved to {}", about(path, reason)))
        }
    })
    .map_err(too_large)?;
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    let summary = table.summary();
    let start = table.probe(&Position::start(&rules));
    let start_text = start.map_or_else(|| "not covered".to_string(), |v| describe(v, &rules));
    let mut out = std::io::stdout().lock();
    if args.json {
        let doc = json!({
            "variant": rules.id(),
            "stored_positions": table.stored_positions(),
            "symmetries": table.symmetry_count(),
            "bytes_per_position": table.bytes_per_position(),
            "wins": summary.wins,
            "losses": summary.losses,
            "draws": summary.draws,
            "longest": summary.longest,
            "start": start_text,
            "seconds": seconds,
            "notes": notes,
        });
        writeln!(out, "{}", serde_json::to_string_pretty(&doc)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    let done = if loaded { "loaded" } else { "solved" };
    writeln!(out, "{} {done} in {seconds:.2} s", rules.name())?;
    let bytes = table.bytes_per_position();
    writeln!(
        out,
        "{} positions stored ({} symmetries, {bytes} {} each)\n\
         {} wins, {} losses, {} draws for the side to move",
        grouped(table.stored_positions()),
        table.symmetry_count(),
        if bytes == 1 { "byte" } else { "bytes" },
        grouped(summary.wins),
        grouped(summary.losses),
        grouped(summary.draws)
    )?;
    writeln!(out, "Longest forced win: {} turns", summary.longest)?;
    writeln!(out, "Start position: {start_text}")?;
    for note in notes {
        writeln!(out, "Table {note}")?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `path: reason`, without the path twice when the reason already starts with it.
pub(super) fn about(path: &std::path::Path, reason: &str) -> String {
    let path = path.display().to_string();
    match reason.strip_prefix(&path) {
        Some(rest) => format!("{path}{rest}"),
        None => format!("{path}: {reason}"),
    }
}

/// A variant too large to solve, with its sizes for people rather than in bytes.
pub(super) fn too_large(error: SolveError) -> anyhow::Error {
    match error {
        SolveError::TooLarge {
            variant,
            states,
            bytes_needed,
            budget,
            ..
        } => anyhow::anyhow!(
            "{variant} is too large to solve: about {} positions would need about {} of memory, \
             and the limit is {} (--memory raises it; --sectors solves endgame sectors instead)",
            grouped(states),
            megabytes(bytes_needed),
            megabytes(budget.into())
        ),
        SolveError::NotIndexable { variant, positions } => anyhow::anyhow!(
            "{variant} cannot be solved: about {} positions are more than a table can number",
            grouped(positions)
        ),
        other => other.into(),
    }
}

/// The value of the start for the player who moves first.
fn describe(value: Value, rules: &morris_core::Rules) -> String {
    let first = rules.first_player();
    match value {
        Value::Draw => "a draw with best play".to_string(),
        Value::Win(n) => format!("{first} wins in {n} turns with best play"),
        Value::Loss(n) => format!("{} wins in {n} turns with best play", !first),
    }
}
