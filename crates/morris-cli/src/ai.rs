//! The AI as the commands use it: a player at a level, search limits from
//! arguments, and scores written for people.

use std::time::Duration;

use morris_ai::search::{Level, Limits, Score, TableCache};
use morris_ai::solve::{self, SolveOptions, TableAvailability};
use morris_core::Rules;
use morris_i18n::t;
use morris_uci::AiPlayer;

use crate::cli::PlayerSpec;
use crate::exit::usage;

/// The AI a `--white`/`--black` value names, or `None` for a human.
pub fn player_from_spec(
    spec: &PlayerSpec,
    flag: &str,
    time: Option<f64>,
    seed: u64,
    tables: &TableCache,
) -> anyhow::Result<Option<AiPlayer>> {
    let level = match spec {
        PlayerSpec::Human => return Ok(None),
        PlayerSpec::Ai(None) => Level::DEFAULT,
        PlayerSpec::Ai(Some(text)) => text
            .parse::<Level>()
            .map_err(|e| usage(anyhow::Error::new(e).context(flag.to_string())))?,
    };
    Ok(Some(
        AiPlayer::new(level, limits(None, time)?, seed).with_tables(tables.clone()),
    ))
}

/// The AI's name in the player's language: `AI level 5`, `IA niveau 5`.
pub fn name(level: Level) -> String {
    match level {
        Level::Perfect => t!("ai-perfect"),
        level => t!("ai-level", level = level.to_string()),
    }
}

/// What the perfect AI falls back on when it has no solved table to play
/// from, for a note before the game; `None` when the table is in the cache.
pub fn without_table(rules: &Rules) -> Option<String> {
    let name = crate::describe::name(rules);
    match solve::availability(rules, &SolveOptions::default()) {
        TableAvailability::Cached { .. } => None,
        TableAvailability::Solvable { .. } => {
            Some(t!("no-table-yet", variant = name, id = rules.id()))
        }
        TableAvailability::TooLarge { .. } => Some(t!("no-table-too-large", variant = name)),
        TableAvailability::NotIndexable { .. } => Some(t!("no-table-too-many", variant = name)),
        TableAvailability::Unsupported { rule } => Some(t!(
            "no-table-unsupported",
            variant = name,
            rule = rule.to_string()
        )),
    }
}

/// One line on stderr for each table file found damaged since the last call
/// (`the solved table for Six Men's Morris is damaged (...); playing from
/// search`): the AI, a perfect one included, then plays from its search, and
/// the player is told so.
pub fn say_damaged_tables(tables: &TableCache) {
    for damaged in tables.take_damaged() {
        let reason = match damaged
            .reason
            .strip_prefix(&damaged.path.display().to_string())
        {
            Some(rest) => rest.trim_start_matches([':', ' ']).to_string(),
            None => damaged.reason.clone(),
        };
        eprintln!(
            "{}",
            t!(
                "table-damaged",
                variant = damaged.variant,
                path = damaged.path.display().to_string(),
                reason = reason
            )
        );
    }
}

/// Search limits from `--depth` and `--time`.
pub fn limits(depth: Option<u32>, time: Option<f64>) -> anyhow::Result<Limits> {
    let mut limits = Limits::default();
    if let Some(depth) = depth {
        limits = limits.with_depth(depth);
    }
    if let Some(secs) = time {
        if !(secs.is_finite() && secs > 0.0 && secs < 1e9) {
            let secs = secs.to_string();
            return Err(usage(anyhow::anyhow!("{}", t!("bad-time", secs = secs))));
        }
        limits = limits.with_time(Duration::from_secs_f64(secs));
    }
    Ok(limits)
}

/// Search limits from `--depth` and `--time`, searching `default_seconds`
/// when neither is given (analyses and reviews end by themselves).
pub fn limits_or_time(
    depth: Option<u32>,
    time: Option<f64>,
    default_seconds: f64,
) -> anyhow::Result<Limits> {
    let time = time.or(depth.is_none().then_some(default_seconds));
    limits(depth, time)
}

/// A seed from the clock, for games that should differ from run to run.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

/// A score as JSON: its text, and its kind with turns or value in hundredths of a piece.
pub fn score_json(score: Score) -> serde_json::Value {
    use serde_json::json;
    match score {
        Score::Win { turns } => json!({ "text": score.to_string(), "kind": "win", "turns": turns }),
        Score::Loss { turns } => {
            json!({ "text": score.to_string(), "kind": "loss", "turns": turns })
        }
        Score::Draw => json!({ "text": score.to_string(), "kind": "draw" }),
        Score::Heuristic(v) => {
            json!({ "text": score.to_string(), "kind": "heuristic", "value": v })
        }
    }
}
