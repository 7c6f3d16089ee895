//! `morris perft VARIANT DEPTH` (or `--variant ID DEPTH`, `--rules FILE DEPTH`):
//! counts the turn sequences of a length, as the core's perft.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use morris_core::{move_text, perft, perft_divide};
use serde_json::json;

use crate::cli::PerftArgs;
use crate::exit::usage;
use crate::setup;
use crate::text::si;

pub fn run(args: &PerftArgs) -> anyhow::Result<ExitCode> {
    let (named, depth) = match args.counted.as_slice() {
        [named, depth] => (Some(named.as_str()), depth),
        [depth] => (None, depth),
        _ => unreachable!("clap takes one or two values"),
    };
    let depth: u32 = depth.parse().map_err(|_| {
        usage(anyhow::anyhow!(
            "DEPTH {depth:?}: give a whole number of turns"
        ))
    })?;
    let chosen = args.variant.rules.is_some() || args.variant.variant.is_some();
    if let (Some(named), true) = (named, chosen) {
        return Err(usage(anyhow::anyhow!(
            "{named:?} and --variant or --rules both name a variant: give one"
        )));
    }
    let rules = setup::named_rules(named, &args.variant, args.start.no_flying)?;
    let game = setup::start_game(rules.clone(), &args.start)?;
    let pos = *game.position();
    let started = Instant::now();
    let divide: Vec<(String, u64)> = if args.divide {
        let mut split: Vec<(String, u64)> = perft_divide(&rules, &pos, depth)
            .into_iter()
            .map(|(mv, n)| (move_text(&rules, mv), n))
            .collect();
        split.sort();
        split
    } else {
        Vec::new()
    };
    let nodes = if args.divide && depth > 0 {
        divide.iter().map(|(_, n)| n).sum()
    } else {
        perft(&rules, &pos, depth)
    };
    let seconds = started.elapsed().as_secs_f64();
    let per_second = if seconds > 0.0 {
        nodes as f64 / seconds
    } else {
        0.0
    };
    let mut out = std::io::stdout().lock();
    if args.json {
        let mut doc = json!({
            "variant": rules.id(),
            "position": pos.to_text(&rules),
            "depth": depth,
            "nodes": nodes,
            "seconds": seconds,
            "nodes_per_second": per_second.round() as u64,
        });
        if args.divide {
            doc["divide"] = divide
                .iter()
                .map(|(mv, n)| json!({ "move": mv, "nodes": n }))
                .collect();
        }
        writeln!(out, "{}", serde_json::to_string_pretty(&doc)?)?;
    } else {
        for (mv, n) in &divide {
            writeln!(out, "{mv} {n}")?;
        }
        if args.divide {
            writeln!(out)?;
        }
        writeln!(out, "nodes {nodes}")?;
        // Timing varies from run to run: stderr keeps stdout comparable.
        let seconds = morris_i18n::numbers::decimal(seconds, 3);
        let speed = si(per_second);
        eprintln!(
            "{}",
            morris_i18n::t!("perft-time", seconds = seconds, speed = speed)
        );
    }
    Ok(ExitCode::SUCCESS)
}
