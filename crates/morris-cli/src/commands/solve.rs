//! `morris solve VARIANT`: the perfect-play table, with a progress bar and a summary;
//! with `--sectors`, endgame tables of movement-phase sectors (`sectors.rs`),
//! or with `--plan`, those sectors as jobs for a cluster's scheduler (`plan.rs`).

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use morris_ai::solve::{self, SolveError, SolveEvent, SolveOptions, Value};
use morris_core::Position;
use morris_i18n::numbers::decimal;
use morris_i18n::{t, words};
use serde_json::json;

use crate::cli::SolveArgs;
use crate::exit;
use crate::text::{grouped, megabytes};
use crate::{describe, setup};

mod plan;
mod sectors;
mod table_files;

pub fn run(args: &SolveArgs) -> anyhow::Result<ExitCode> {
    let rules = setup::named_rules(args.named.as_deref(), &args.variant, args.no_flying)?;
    let mut options = SolveOptions::default();
    if let Some(mb) = args.memory {
        options.memory_budget = mb.saturating_mul(1 << 20);
    }
    if let Some(choice) = &args.sectors {
        if let Some(scheduler) = args.plan {
            return plan::run(args, &rules, choice, scheduler);
        }
        return sectors::run(args, &rules, choice, &options);
    }
    table_files::not_the_rules(args, options.table_path(&rules).into_iter().collect())?;
    let size = solve::estimate(&rules);
    if !args.json {
        eprintln!(
            "{}",
            t!(
                "solve-estimate",
                variant = describe::name(&rules),
                positions = grouped(size.positions),
                symmetries = size.symmetries,
                size = megabytes(size.bytes)
            )
        );
    }
    // indicatif draws on stderr only when it is a terminal.
    let bar = ProgressBar::new(0);
    bar.set_style(bar_style(&t!("solve-bar-layers"), ""));
    // The notes in English for the JSON, and in the player's language.
    let mut notes = Vec::new();
    let mut worded = Vec::new();
    let mut not_saved = false;
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
            let positions = grouped(*positions_done);
            bar.set_message(t!("solve-bar-positions", positions = positions));
        }
        event => {
            loaded |= matches!(event, SolveEvent::Loaded { .. });
            not_saved |= matches!(event, SolveEvent::NotSaved { .. });
            if let Some((english, words)) = table_note(event, false) {
                notes.push(english);
                worded.push(words);
            }
        }
    })
    .map_err(|e| too_large(e, &rules))?;
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    let summary = table.summary();
    let start = table.probe(&Position::start(&rules));
    let start_text = start.map_or_else(|| "not covered".to_string(), |v| describe(v, &rules));
    let start_words =
        start.map_or_else(|| t!("solve-start-not-covered"), |v| value_words(v, &rules));
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
        return Ok(exit::saved(not_saved));
    }
    let name = describe::name(&rules);
    let seconds = decimal(seconds, 2);
    let done = if loaded {
        t!("solve-loaded", variant = name, seconds = seconds)
    } else {
        t!("solve-solved", variant = name, seconds = seconds)
    };
    writeln!(out, "{done}")?;
    let stored = t!(
        "solve-stored",
        positions = grouped(table.stored_positions()),
        symmetries = table.symmetry_count(),
        bytes = table.bytes_per_position()
    );
    writeln!(out, "{stored}")?;
    let values = t!(
        "solve-values",
        wins = grouped(summary.wins),
        losses = grouped(summary.losses),
        draws = grouped(summary.draws)
    );
    writeln!(out, "{values}")?;
    writeln!(out, "{}", t!("solve-longest", turns = summary.longest))?;
    writeln!(out, "{}", t!("solve-start", value = start_words))?;
    for note in worded {
        writeln!(out, "{note}")?;
    }
    Ok(exit::saved(not_saved))
}

/// A note about the table file, in English for the JSON and in the player's
/// language: `loaded from PATH`. `sector` notes name the sector files.
pub(super) fn table_note(event: &SolveEvent, sector: bool) -> Option<(String, String)> {
    Some(match event {
        SolveEvent::Loaded { path } => {
            let path = path.display().to_string();
            let english = if sector { "loaded" } else { "loaded from" };
            (
                format!("{english} {path}"),
                t!("solve-table-loaded", path = path),
            )
        }
        SolveEvent::Rejected { path, reason } => {
            let about = about(path, reason);
            (
                format!("rebuilt {about}"),
                t!("solve-table-rebuilt", about = about),
            )
        }
        SolveEvent::Saved { path } => {
            let path = path.display().to_string();
            let english = if sector { "saved" } else { "saved to" };
            (
                format!("{english} {path}"),
                t!("solve-table-saved", path = path),
            )
        }
        SolveEvent::NotSaved { path, reason } => {
            let about = about(path, reason);
            (
                format!("not saved to {about}"),
                t!("solve-table-not-saved", about = about),
            )
        }
        SolveEvent::Progress { .. } => return None,
    })
}

/// The progress bar: elapsed time, bar, `done/total` of `unit`, the message,
/// then `tail` (in indicatif's template language).
pub(super) fn bar_style(unit: &str, tail: &str) -> ProgressStyle {
    // A word of a translation must not be read as a template key.
    let unit = unit.replace(['{', '}'], "");
    let template = format!("{{elapsed_precise}} [{{bar:40}}] {{pos}}/{{len}} {unit} {{msg}}{tail}");
    ProgressStyle::with_template(&template)
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> ")
}

/// `path: reason`, without the path twice when the reason already starts with it.
/// The reason is the solver's own text.
pub(super) fn about(path: &std::path::Path, reason: &str) -> String {
    let path = path.display().to_string();
    match reason.strip_prefix(&path) {
        Some(rest) => format!("{path}{rest}"),
        None => format!("{path}: {reason}"),
    }
}

/// A variant too large to solve, with its sizes for people rather than in
/// bytes; it and a rule the solver does not model exit with their own code.
pub(super) fn too_large(error: SolveError, rules: &morris_core::Rules) -> anyhow::Error {
    let variant = describe::name(rules);
    match error {
        SolveError::TooLarge {
            states,
            bytes_needed,
            budget,
            ..
        } => exit::out_of_reach(anyhow::anyhow!(
            "{}",
            t!(
                "solve-too-large",
                variant = variant,
                positions = grouped(states),
                needed = megabytes(bytes_needed),
                budget = megabytes(budget.into())
            )
        )),
        SolveError::NotIndexable { positions, .. } => exit::out_of_reach(anyhow::anyhow!(
            "{}",
            t!(
                "solve-not-indexable",
                variant = variant,
                positions = grouped(positions)
            )
        )),
        SolveError::Unsupported { .. } => exit::out_of_reach(error),
        other => other.into(),
    }
}

/// The value of the start for the player who moves first, in English for the JSON.
fn describe(value: Value, rules: &morris_core::Rules) -> String {
    let first = rules.first_player();
    match value {
        Value::Draw => "a draw with best play".to_string(),
        Value::Win(n) => format!("{first} wins in {n} turns with best play"),
        Value::Loss(n) => format!("{} wins in {n} turns with best play", !first),
    }
}

/// The value of the start for the player who moves first, for people.
fn value_words(value: Value, rules: &morris_core::Rules) -> String {
    let first = rules.first_player();
    let wins = |side, turns| t!("solve-start-win", side = words::color(side), turns = turns);
    match value {
        Value::Draw => t!("solve-start-draw"),
        Value::Win(n) => wins(first, n),
        Value::Loss(n) => wins(!first, n),
    }
}
