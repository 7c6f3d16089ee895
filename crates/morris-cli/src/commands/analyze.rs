//! `morris analyze VARIANT`: best move, score, line and a value for every move
//! (exact where a solved table is in the cache).

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use morris_ai::search::{Engine, Progress, Source, Stop};
use morris_core::move_text;
use morris_i18n::{numbers, t, words};
use serde_json::json;

use crate::ai::{limits_or_time, score_json};
use crate::cli::AnalyzeArgs;
use crate::setup;
use crate::text::{grouped, wrap};

/// Without `--depth` or `--time`, an analysis takes this long.
const DEFAULT_SECONDS: f64 = 2.0;
/// Turns of the line shown as text (a drawn line from a table can run to a hundred);
/// the JSON has all of them.
const SHOWN_LINE: usize = 24;

pub fn run(args: &AnalyzeArgs) -> anyhow::Result<ExitCode> {
    let rules = setup::named_rules(args.named.as_deref(), &args.variant, args.start.no_flying)?;
    let game = setup::start_game(rules.clone(), &args.start)?;
    let limits = limits_or_time(args.depth, args.time, DEFAULT_SECONDS)?;
    // Each finished depth on stderr, when someone is watching.
    let watching = std::io::stderr().is_terminal() && !args.json;
    let mut progress = |p: &Progress| {
        if watching {
            let line: Vec<String> = p.pv.iter().map(|&m| move_text(&rules, m)).collect();
            let progress = t!(
                "analyze-progress",
                depth = format!("{:>2}", p.depth),
                score = format!("{:>8}", words::score(p.score)),
                nodes = format!("{:>10}", p.nodes),
                line = line.join(" ")
            );
            eprintln!("{progress}");
        }
    };
    let threads = args.threads as usize;
    let mut engine = Engine::new().with_threads(threads);
    let analysis = engine.analyze(&game, &limits, &Stop::new(), &mut progress);
    crate::ai::say_damaged_tables(engine.tables());
    let text = |mv| move_text(&rules, mv);
    let line: Vec<String> = analysis.pv.iter().map(|&m| text(m)).collect();
    let source = match analysis.source {
        Source::Search => "search",
        Source::Table => "table",
        Source::GameOver => "game over",
    };
    let mut out = std::io::stdout().lock();
    if args.json {
        let moves: Vec<_> = analysis
            .moves
            .iter()
            .map(|m| json!({ "move": text(m.mv), "score": m.score.map(score_json) }))
            .collect();
        let doc = json!({
            "variant": rules.id(),
            "position": game.position().to_text(&rules),
            "side_to_move": game.side_to_move().name(),
            "best": analysis.best.map(text),
            "score": score_json(analysis.score),
            "line": line,
            "depth": analysis.depth,
            "nodes": analysis.nodes,
            "threads": threads,
            "seconds": analysis.elapsed.as_secs_f64(),
            "source": source,
            "outcome": game.outcome().map(|o| o.to_string()),
            "moves": moves,
        });
        writeln!(out, "{}", serde_json::to_string_pretty(&doc)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    let position = game.position().to_text(&rules);
    let side = words::color(game.side_to_move());
    writeln!(
        out,
        "{}",
        t!("analyze-position", position = position, side = side)
    )?;
    if let Some(outcome) = game.outcome() {
        writeln!(
            out,
            "{}",
            t!("analyze-over", outcome = words::outcome(outcome))
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    let seconds = numbers::decimal(analysis.elapsed.as_secs_f64(), 2);
    let how = match analysis.source {
        Source::Table => t!("analyze-exact"),
        _ if threads > 1 => t!(
            "analyze-searched-threads",
            depth = analysis.depth,
            nodes = grouped(analysis.nodes),
            seconds = seconds,
            threads = threads
        ),
        _ => t!(
            "analyze-searched",
            depth = analysis.depth,
            nodes = grouped(analysis.nodes),
            seconds = seconds
        ),
    };
    let best = analysis.best.map(text).unwrap_or_default();
    let score = words::score(analysis.score);
    writeln!(
        out,
        "{}",
        t!("analyze-best", mv = best, score = score, how = how)
    )?;
    for text_line in shown_line(&line) {
        writeln!(out, "{text_line}")?;
    }
    writeln!(out, "{}", t!("analyze-moves"))?;
    let width = analysis
        .moves
        .iter()
        .map(|m| text(m.mv).len())
        .max()
        .unwrap_or(0);
    for m in &analysis.moves {
        let score = m
            .score
            .map_or_else(|| t!("analyze-not-searched"), words::score);
        writeln!(out, "  {:<width$}  {score}", text(m.mv))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `Line: ...` wrapped to the terminal's usual width, cut after [`SHOWN_LINE`] turns.
fn shown_line(line: &[String]) -> Vec<String> {
    let mut text = line
        .iter()
        .take(SHOWN_LINE)
        .cloned()
        .collect::<Vec<_>>()
        .join(" ");
    if line.len() > SHOWN_LINE {
        let more = t!("analyze-more-turns", count = line.len() - SHOWN_LINE);
        text.push_str(&format!(" ... ({more})"));
    }
    wrap(&text, 72)
        .into_iter()
        .enumerate()
        .map(|(i, l)| {
            if i == 0 {
                t!("analyze-line", line = l)
            } else {
                format!("      {l}")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_is_wrapped_and_cut() {
        let short: Vec<String> = ["a1", "b2"].map(String::from).to_vec();
        assert_eq!(shown_line(&short), vec!["Line: a1 b2"]);
        assert_eq!(shown_line(&[]), Vec::<String>::new());
        let long: Vec<String> = (0..60).map(|i| format!("a{i}-b{i}")).collect();
        let shown = shown_line(&long);
        assert!(
            shown.len() > 1 && shown.iter().all(|l| l.len() <= 78),
            "{shown:?}"
        );
        assert!(shown[1].starts_with("      "), "{shown:?}");
        assert!(
            shown
                .last()
                .unwrap()
                .ends_with("a23-b23 ... (36 more turns)"),
            "{shown:?}"
        );
    }
}
