//! `morris match`: two engines play a series of games, refereed by morris-core.
//! The match is `morris_uci::Match`; this module checks the arguments, words
//! the match's events on stdout (`log`) and writes the records.

use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;
use morris_core::safe_file::{Output, Outputs};
use morris_i18n::t;
use morris_uci::{Match, MatchConfig, MatchEvent};

use crate::cli::MatchArgs;
use crate::exit::usage;
use crate::setup;

mod log;
mod starts;

pub fn run(args: &MatchArgs) -> anyhow::Result<ExitCode> {
    let rules = setup::chosen_rules(&args.variant)?;
    let [one, two] = args.engines.as_slice() else {
        let count = args.engines.len();
        return Err(usage(anyhow::anyhow!(
            "{}",
            t!("match-two-engines", count = count)
        )));
    };
    if args.games == 0 || args.movetime == 0 {
        return Err(usage(anyhow::anyhow!("{}", t!("match-above-zero"))));
    }
    // The test counts pairs: a last game without its pair would count for nothing.
    if args.sprt.is_some() && args.games % 2 == 1 {
        return Err(usage(anyhow::anyhow!("{}", t!("match-even-games"))));
    }
    // A child engine may run elsewhere: it gets the rules file by its full path.
    let rules_file = match &args.variant.name.rules {
        Some(path) => Some(
            std::fs::canonicalize(path)
                .with_context(|| t!("match-cannot-find", path = path.display().to_string()))?,
        ),
        None => None,
    };
    // Refused before the first game, not after it; never a file the match reads.
    let mut inputs: Vec<&std::path::Path> = args
        .variant
        .name
        .rules
        .iter()
        .map(|p| p.as_path())
        .collect();
    inputs.extend(args.positions.as_deref());
    let outputs = args
        .pgn
        .as_ref()
        .map(|path| Outputs::check(&inputs, vec![Output::named(path)], false))
        .transpose()?;
    let starts = match &args.positions {
        Some(path) => starts::read(path, &rules).map_err(usage)?,
        None => Vec::new(),
    };
    // Said once the match starts, before its first line.
    let starts_line = args.positions.as_ref().map(|path| {
        let path = path.display().to_string();
        t!("match-positions-from", count = starts.len(), path = path)
    });
    let config = MatchConfig {
        rules,
        rules_file,
        games: args.games,
        move_time: Duration::from_millis(args.movetime),
        clock: args.clock,
        margin: Duration::from_millis(args.margin),
        starts,
        openings: args.openings,
        max_turns: args.max_turns,
        seed: args.seed,
        sprt: args.sprt,
    };
    let mut series = Match::start(config, [one.clone(), two.clone()])
        .map_err(|e| usage(anyhow::Error::new(e).context("--engine")))?;
    for problem in series.not_started() {
        let name = format!("{:?}", problem.name);
        let why = log::forfeit_words(&problem.forfeit);
        eprintln!(
            "morris: {}",
            t!("match-not-started", name = name, why = why)
        );
    }
    let mut out = std::io::stdout().lock();
    if let Some(line) = starts_line {
        writeln!(out, "{line}")?;
    }
    // The records are written after every game, so a match stopped early keeps its games.
    series.play(|event| -> anyhow::Result<()> {
        if let (MatchEvent::Recorded(records), Some(outputs)) = (&event, &outputs) {
            outputs.write(&[records.join("\n").as_bytes()])?;
        }
        Ok(log::write(&mut out, event)?)
    })?;
    if let Some(path) = &args.pgn {
        let path = path.display().to_string();
        writeln!(out, "{}", t!("match-written", path = path))?;
    }
    Ok(ExitCode::SUCCESS)
}
