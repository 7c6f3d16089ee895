//! `morris solve VARIANT --sectors ...`: endgame tables of movement-phase
//! sectors, with an estimate before, a progress bar during, and the wins,
//! draws and losses of each sector after.

use std::collections::HashMap;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use indicatif::ProgressBar;
use morris_ai::solve::{self, Sector, SectorChoice, SolveEvent, SolveOptions};
use morris_core::Rules;
use morris_i18n::numbers::decimal;
use morris_i18n::t;
use serde_json::json;

use super::{bar_style, table_note, too_large};
use crate::cli::SolveArgs;
use crate::describe;
use crate::exit::{self, usage};
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
    let cache = options.cache_dir.clone().or_else(solve::cache_dir);
    let files = cache.iter().flat_map(|dir| {
        let dir = dir.clone();
        wanted
            .iter()
            .map(move |&sector| dir.join(solve::sector_file_name(rules, sector)))
    });
    super::table_files::not_the_rules(args, files.collect())?;
    let estimate =
        solve::estimate_sectors(rules, &wanted, options).map_err(|e| too_large(e, rules))?;
    let title = format!("{}{}", describe::name(rules), flying_note(rules));
    if !args.json {
        let names: Vec<String> = estimate.sectors.iter().map(Sector::to_string).collect();
        let sectors = names.join(", ");
        eprintln!(
            "{}",
            t!("sectors-list", title = title.as_str(), sectors = sectors)
        );
        let pairs = estimate
            .sectors
            .iter()
            .filter(|s| s.mover >= s.other)
            .count();
        let estimate = t!(
            "sectors-estimate",
            positions = grouped(estimate.positions),
            slots = grouped(estimate.slots),
            size = megabytes(estimate.bytes),
            time = duration(estimate.seconds),
            cached = estimate.cached.len(),
            pairs = pairs
        );
        eprintln!("{estimate}");
    }
    // indicatif draws on stderr only when it is a terminal.
    let bar = ProgressBar::new(0);
    let eta = t!("sectors-bar-eta").replace(['{', '}'], "");
    bar.set_style(bar_style(
        &t!("sectors-bar-unit"),
        &format!(" ({eta} {{eta}})"),
    ));
    // The notes in English for the JSON, and in the player's language.
    let mut notes = Vec::new();
    let mut worded = Vec::new();
    let mut not_saved = false;
    let mut pair_started = Instant::now();
    let mut pair_seconds: Vec<f64> = Vec::new();
    let mut loaded_pairs = 0;
    let started = Instant::now();
    let summaries = solve::solve_sectors_in_parts(rules, &wanted, options, |event| match event {
        SolveEvent::Progress {
            layers_done,
            layers_total,
            positions_done,
            positions_total,
        } => {
            bar.set_length(*layers_total as u64);
            bar.set_position(*layers_done as u64);
            bar.set_message(t!(
                "sectors-bar-positions",
                done = grouped(*positions_done),
                total = grouped(*positions_total)
            ));
            pair_seconds.push(pair_started.elapsed().as_secs_f64());
            pair_started = Instant::now();
        }
        event => {
            if matches!(event, SolveEvent::Loaded { .. }) {
                loaded_pairs += 1;
            }
            not_saved |= matches!(event, SolveEvent::NotSaved { .. });
            if let Some((english, words)) = table_note(event, true) {
                notes.push(english);
                worded.push(words);
            }
        }
    })
    .map_err(|e| too_large(e, rules))?;
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    // Seconds by pair: the pairs were done in the order their first sector
    // comes in the table.
    let pair_of = |s: Sector| if s.mover >= s.other { s } else { s.swapped() };
    let mut seconds_of: HashMap<Sector, f64> = HashMap::new();
    let mut pair_times = pair_seconds.into_iter();
    for &(sector, _) in &summaries {
        if !seconds_of.contains_key(&pair_of(sector))
            && let Some(t) = pair_times.next()
        {
            seconds_of.insert(pair_of(sector), t);
        }
    }
    let rows: Vec<_> = summaries
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
        return Ok(exit::saved(not_saved));
    }
    let done = t!(
        "sectors-done",
        title = title.as_str(),
        sectors = rows.len(),
        seconds = decimal(seconds, 2),
        loaded = loaded_pairs
    );
    writeln!(out, "{done}")?;
    let columns = [
        t!("sectors-column-sector"),
        t!("sectors-column-positions"),
        t!("sectors-column-wins"),
        t!("sectors-column-draws"),
        t!("sectors-column-losses"),
        t!("sectors-column-longest"),
        t!("sectors-column-time"),
    ];
    let widths: Vec<usize> = columns
        .iter()
        .zip([7, 12, 20, 12, 12, 8])
        .map(|(c, least)| c.chars().count().max(least))
        .collect();
    let line = |cells: &[String]| -> String {
        let mut text = String::new();
        for (i, cell) in cells.iter().enumerate() {
            match widths.get(i) {
                Some(&w) => text.push_str(&format!("{cell:<w$} ")),
                None => text.push_str(cell),
            }
        }
        text.trim_end().to_string()
    };
    writeln!(out, "{}", line(&columns))?;
    for (sector, s, t) in &rows {
        let cells = [
            sector.to_string(),
            grouped(s.wins + s.draws + s.losses),
            grouped(s.wins),
            grouped(s.draws),
            grouped(s.losses),
            s.longest.to_string(),
            t.map_or_else(String::new, |t| format!("{} s", decimal(t, 2))),
        ];
        writeln!(out, "{}", line(&cells))?;
    }
    for note in worded {
        writeln!(out, "{note}")?;
    }
    Ok(exit::saved(not_saved))
}

/// Says which flying tables these are, where the variant lets a game choose.
pub(super) fn flying_note(rules: &Rules) -> String {
    match (rules.flying_offered(), rules.flying_enabled()) {
        (true, true) => format!(" ({})", t!("sectors-flying-on")),
        (true, false) => format!(" ({})", t!("sectors-flying-off")),
        _ => String::new(),
    }
}

fn duration(seconds: f64) -> String {
    if seconds < 1.0 {
        t!("duration-under-a-second")
    } else if seconds < 120.0 {
        format!("{seconds:.0} s")
    } else {
        format!("{:.0} min", seconds / 60.0)
    }
}
