//! `morris review RECORD`: every turn of a saved game (ours or another
//! program's) scored before and after, marked, with the best alternative;
//! with `--drills`, the marked turns become drills (`morris drills`).

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use morris_ai::Stop;
use morris_ai::review::{Review, TurnReview, review};
use morris_ai::search::Engine;
use morris_core::catalog::Catalog;
use morris_core::record;
use morris_core::safe_file::{Output, Outputs};
use morris_core::{Game, Rules, move_text};
use morris_i18n::{t, words};
use morris_learn::drills::Drill;
use serde_json::json;

use crate::ai::{limits, score_json};
use crate::cli::ReviewArgs;
use crate::{describe, records};

pub fn run(args: &ReviewArgs) -> anyhow::Result<ExitCode> {
    // Refused before the analysis, not after it; never the record read, nor its rules.
    let mut inputs = vec![args.record.as_path()];
    inputs.extend(args.rules.as_deref());
    let outputs = args
        .write
        .as_ref()
        .map(|path| Outputs::check(&inputs, vec![Output::named(path)], false))
        .transpose()?;
    // The drills file too: one that cannot be saved is said before the analysis.
    let drills_file = match args.drills {
        true => {
            let path = super::drills::path()?;
            morris_learn::drills::check_savable::<morris_learn::drills::DrillProblem>(&path)?;
            Some(path)
        }
        false => None,
    };
    let record = records::import(&args.record, args.format, args.rules.as_deref())?;
    // Without --depth or --time, as deep as the desktop game's review.
    let limits = match (args.depth, args.time) {
        (None, None) => morris_ai::budgets::review_turn(),
        (depth, time) => limits(depth, time)?,
    };
    let watching = std::io::stderr().is_terminal() && !args.json;
    let mut progress = |p: morris_ai::review::ReviewProgress, _: &_| {
        if watching {
            let done = t!("review-progress", done = p.done, total = p.total);
            eprint!("\r{done}");
            if p.done == p.total {
                eprintln!();
            }
        }
    };
    let game = &record.game;
    // The drills are the player's own turns: the side asked for, else the
    // one the record's tags say the computer did not play.
    let player = args
        .side
        .map(morris_core::Color::from)
        .or_else(|| morris_learn::drills::player_side(&record.tags));
    let mut engine = Engine::new();
    let review = review(&mut engine, game, &limits, &Stop::new(), &mut progress);
    crate::ai::say_damaged_tables(engine.tables());
    let rules = game.rules();
    if let Some(outputs) = &outputs {
        let notes = morris_ai::review::annotate(rules, &record.notes, &review);
        let text = record::write_annotated(game, &record.tags, &notes);
        outputs.write(&[text.as_bytes()])?;
    }
    let mut out = std::io::stdout().lock();
    if args.json {
        let turns: Vec<_> = review.turns.iter().map(|t| turn_json(rules, t)).collect();
        let doc = json!({
            "variant": rules.id(),
            "complete": review.complete,
            "outcome": game.outcome().map(|o| o.to_string()),
            "turns": turns,
        });
        writeln!(out, "{}", serde_json::to_string_pretty(&doc)?)?;
        // The JSON document stays one document: the drills are said aside.
        if let Some(path) = &drills_file {
            eprintln!("{}", add_drills(path, game, &review, player)?);
        }
        return Ok(ExitCode::SUCCESS);
    }
    writeln!(
        out,
        "{}",
        t!(
            "review-header",
            variant = describe::name(rules),
            turns = game.moves().len()
        )
    )?;
    if !review.turns.is_empty() {
        // How deep the scores looked, as the desktop game says it.
        writeln!(out, "{}", words::review_depth(&review))?;
    }
    for t in &review.turns {
        writeln!(out, "{}", turn_line(game, t))?;
    }
    if let Some(outcome) = game.outcome() {
        let outcome = words::outcome(outcome);
        writeln!(out, "{}", t!("review-result", outcome = outcome))?;
    }
    // After the review is printed: a refused drills file does not hide it.
    if let Some(path) = &drills_file {
        writeln!(out, "{}", add_drills(path, game, &review, player)?)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Adds the review's `??` and `?` turns of `player` (both sides' with
/// `None`) to the drills file; says how many.
fn add_drills(
    path: &std::path::Path,
    game: &Game,
    review: &Review,
    player: Option<morris_core::Color>,
) -> anyhow::Result<String> {
    let catalog = Catalog::from_env();
    let mut file = super::drills::open(path, &catalog)?;
    let made = Drill::from_players_review(game, review, super::drills::today(), player);
    let count = made.len();
    let added = made.into_iter().filter(|d| file.add(d.clone())).count();
    // With what a drills session saved since this one read the file.
    file.save(path, &catalog)?;
    let name = path.display().to_string();
    Ok(morris_i18n::drills::added(added, count - added, &name))
}

/// One turn for people: number, side, move and mark, scores before and after,
/// and the best move where the turn lost ground.
fn turn_line(game: &Game, t: &TurnReview) -> String {
    let rules = game.rules();
    let mark = t.mark.map_or("", |m| m.symbol());
    let played = format!("{}{mark}", move_text(rules, t.played));
    let exact = if t.exact {
        format!(" ({})", t!("review-exact"))
    } else {
        String::new()
    };
    let mut line = format!(
        "{:>6} {:<5} {:<12} {:>10} -> {:<10}{exact}",
        game.move_label(t.turn),
        words::color(t.side),
        played,
        words::score(t.before),
        words::score(t.after)
    );
    if t.mark.is_some() {
        line.push_str(&format!("  {}", words::best_instead(rules, t)));
    } else if t.after < t.before {
        let best = t!(
            "review-best",
            mv = move_text(rules, t.best),
            score = words::score(t.before)
        );
        line.push_str(&format!("  {best}"));
    }
    line.trim_end().to_string()
}

fn turn_json(rules: &Rules, t: &TurnReview) -> serde_json::Value {
    json!({
        "turn": t.turn + 1,
        "side": t.side.name(),
        "move": move_text(rules, t.played),
        "mark": t.mark.map(|m| m.symbol()),
        "before": score_json(t.before),
        "after": score_json(t.after),
        "best": move_text(rules, t.best),
        "exact": t.exact,
        "depth": t.depth,
        "checked": t.checked.map(|c| json!({
            "depth": c.depth,
            "best": score_json(c.best),
            "played": score_json(c.played),
        })),
    })
}
