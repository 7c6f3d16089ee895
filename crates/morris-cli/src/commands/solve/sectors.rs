//! `morris solve VARIANT --sectors ...`: endgame tables of movement-phase
//! sectors, with an estimate before, a progress bar during, and the wins,
//! draws and losses of each sector after.

use std::collections::HashMap;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use morris_ai::solve::{self, Sector, SectorChoice, SolveEvent, SolveOptions};
use morris_core::Rules;
use serde_json::json;

use super::{about, too_large};
use crate::cli::SolveArgs;
use crate::exit::usage;
use crate::text::{grouped, megabytes};

pub fn run(
    args: &SolveArgs,
    rules: &Rules,
    choice: &SectorChoice,
    options: &SolveOptions,
) -> anyhow::Result<ExitCode> {
    let wanted = choice
        .sectors(rules)
        .map_err(|e| usage(anyhow::Error::new(e).context("--sectors")))?;
    let estimate = solve::estimate_sectors(rules, &wanted, options).map_err(too_large)?;
    let title = format!("{}{}", rules.name(), flying_note(rules));
    if !args.json {
        let names: Vec<String> = estimate.sectors.iter().map(Sector::to_string).collect();
        eprintln!("{title}: sectors {}", names.join(", "));
        eprintln!(
            "to solve: {} positions ({} after symmetry), about {} of memory and {}; {} of {} pairs in the cache",
            grouped(estimate.positions),
            grouped(estimate.slots),
            megabytes(estimate.bytes),
            duration(estimate.seconds),
            estimate.cached.len(),
            estimate
                .sectors
                .iter()
                .filter(|s| s.mover >= s.other)
                .count()
        );
    }
    // indicatif draws on stderr only when it is a terminal.
    let bar = ProgressBar::new(0);
    bar.set_style(
        ProgressStyle::with_template(
            "{elapsed_precise} [{bar:40}] {pos}/{len} sectors {msg} (eta {eta})",
        )
        .expect("the template is valid")
        .progress_chars("=> "),
    );
    let mut notes = Vec::new();
    let mut pair_started = Instant::now();
    let mut pair_seconds: Vec<f64> = Vec::new();
    let mut loaded_pairs = 0;
    let started = Instant::now();
    let table = solve::solve_sectors(rules, &wanted, options, |event| match event {
        SolveEvent::Progress {
            layers_done,
            layers_total,
            positions_done,
            positions_total,
        } => {
            bar.set_length(*layers_total as u64);
            bar.set_position(*layers_done as u64);
            bar.set_message(format!(
                "{}/{} positions",
                grouped(*positions_done),
                grouped(*positions_total)
            ));
            pair_seconds.push(pair_started.elapsed().as_secs_f64());
            pair_started = Instant::now();
        }
        SolveEvent::Loaded { path } => {
            loaded_pairs += 1;
            notes.push(format!("loaded {}", path.display()))
        }
        SolveEvent::Rejected { path, reason } => {
            notes.push(format!("rebuilt {}", about(path, reason)))
        }
        SolveEvent::Saved { path } => notes.push(format!("saved {}", path.display())),
        SolveEvent::NotSaved { path, reason } => {
            notes.push(format!("not saved to {}", about(path, reason)))
        }
    })
    .map_err(too_large)?;
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    // Seconds by pair: the pairs were done in the order their first sector
    // comes in the table.
    let pair_of = |s: Sector| if s.mover >= s.other { s } else { s.swapped() };
    let mut seconds_of: HashMap<Sector, f64> = HashMap::new();
    let mut pair_times = pair_seconds.into_iter();
    for (sector, _) in table.sector_summaries() {
        if !seconds_of.contains_key(&pair_of(sector))
            && let Some(t) = pair_times.next()
        {
            seconds_of.insert(pair_of(sector), t);
        }
    }
    let rows: Vec<_> = table
        .sector_summaries()
        .into_iter()
        .map(|(sector, summary)| (sector, summary, seconds_of.get(&pair_of(sector)).copied()))
        .collect();
    let mut out = std::io::stdout().lock();
    if args.json {
        let doc = json!({
            "variant": rules.id(),
            "flying": rules.flying_enabled(),
            "sectors": rows.iter().map(|(sector, s, t)| json!({
                "sector": sector.to_string(),
                "positions": s.wins + s.draws + s.losses,
                "wins": s.wins,
                "draws": s.draws,
                "losses": s.losses,
                "longest": s.longest,
                "pair_seconds": t,
            })).collect::<Vec<_>>(),
            "seconds": seconds,
            "notes": notes,
        });
        writeln!(out, "{}", serde_json::to_string_pretty(&doc)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    writeln!(
        out,
        "{title}: {} sectors in {seconds:.2} s ({loaded_pairs} pairs loaded from the cache)",
        rows.len()
    )?;
    writeln!(
        out,
        "sector  positions    wins (side to move)  draws        losses       longest  pair time"
    )?;
    for (sector, s, t) in &rows {
        writeln!(
            out,
            "{:<7} {:<12} {:<20} {:<12} {:<12} {:<8} {}",
            sector.to_string(),
            grouped(s.wins + s.draws + s.losses),
            grouped(s.wins),
            grouped(s.draws),
            grouped(s.losses),
            s.longest,
            t.map_or_else(String::new, |t| format!("{t:.2} s"))
        )?;
    }
    for note in notes {
        writeln!(out, "Table {note}")?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Says which flying tables these are, where the variant lets a game choose.
fn flying_note(rules: &Rules) -> &'static str {
    match (rules.flying_offered(), rules.flying_enabled()) {
        (true, true) => " (flying on)",
        (true, false) => " (flying off)",
        _ => "",
    }
}

fn duration(seconds: f64) -> String {
    if seconds < 1.0 {
        "under a second".to_string()
    } else if seconds < 120.0 {
        format!("{seconds:.0} s")
    } else {
        format!("{:.0} min", seconds / 60.0)
    }
}
