//! `morris selfplay VARIANT --white ai:L --black ai:L --games N`: a results
//! table. The games are played by `morris_uci::play_game`, the referee that
//! `morris match` uses too.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use morris_ai::search::{Level, TableCache};
use morris_core::{Color, Game};
use morris_i18n::{numbers, t};
use morris_uci::{AiPlayer, End, Player, Random, Tally, play_game, play_random_turns};
use serde_json::json;

use crate::cli::{PlayerSpec, SelfplayArgs};
use crate::exit::usage;
use crate::{ai, describe, setup};

mod table;
use table::{Table, reason_words};

/// A game still going after this many turns is stopped and counted a draw.
const MAX_TURNS: usize = 1000;

pub fn run(args: &SelfplayArgs) -> anyhow::Result<ExitCode> {
    let rules = setup::named_rules(args.named.as_deref(), &args.variant, args.no_flying)?;
    let (white, black) = (
        level(&args.white, "--white", args.time)?,
        level(&args.black, "--black", args.time)?,
    );
    let limits = ai::limits(None, args.time)?;
    // One table cache for every game, so a solved table is read once.
    let tables = TableCache::new();
    let player = |level, seed| AiPlayer::new(level, limits, seed).with_tables(tables.clone());
    // The engines' own names go to the JSON; people read them in their language.
    let names = [player(white, 0), player(black, 0)].map(|p| p.name().to_string());
    let _ = tables.get(&rules);
    ai::say_damaged_tables(&tables);
    let mut out = std::io::stdout().lock();
    let table = Table::new();
    if !args.json {
        writeln!(
            out,
            "{}",
            t!(
                "selfplay-header",
                variant = describe::name(&rules),
                white = ai::name(white),
                black = ai::name(black),
                games = args.games
            )
        )?;
        writeln!(out, "{}", table.header())?;
    }
    let mut games = Vec::new();
    // White's wins, draws and losses.
    let mut tally = Tally::default();
    let started = Instant::now();
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(u64::from(i));
        let mut game = Game::new(rules.clone());
        play_random_turns(
            &mut game,
            args.random_turns as usize,
            &mut Random::new(seed),
        );
        let mut players = [
            player(white, seed.wrapping_mul(2)),
            player(black, seed.wrapping_mul(2).wrapping_add(1)),
        ];
        let [w, b] = &mut players;
        let end = play_game(game, [w, b], MAX_TURNS);
        tally.add(end.winner(), Color::White);
        let result = end.result();
        // The JSON keeps the English reason, whatever the language.
        let reason = match &end.end {
            End::Rules(outcome) => outcome.reason.describe().to_string(),
            End::TurnLimit(turns) => format!("stopped after {turns} turns"),
            End::Forfeit { .. } => end.reason(),
        };
        let turns = end.game.moves().len();
        if !args.json {
            let row = table.row(i + 1, result, turns, &reason_words(&end.end));
            writeln!(out, "{row}")?;
        }
        games.push(json!({ "game": i + 1, "seed": seed, "result": result, "turns": turns, "reason": reason }));
    }
    let white_score = tally.score().unwrap_or(0.0);
    if args.json {
        let doc = json!({
            "variant": rules.id(),
            "white": names[0],
            "black": names[1],
            "games": games,
            "white_wins": tally.wins,
            "black_wins": tally.losses,
            "draws": tally.draws,
            "white_score": white_score,
            "seconds": started.elapsed().as_secs_f64(),
        });
        writeln!(out, "{}", serde_json::to_string_pretty(&doc)?)?;
    } else {
        writeln!(
            out,
            "{}",
            t!(
                "selfplay-summary",
                white = tally.wins,
                black = tally.losses,
                draws = tally.draws,
                score = numbers::decimal(white_score * 100.0, 1)
            )
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The level a `--white`/`--black` value names; self-play has no human side.
fn level(spec: &PlayerSpec, flag: &str, time: Option<f64>) -> anyhow::Result<Level> {
    let ai = ai::player_from_spec(spec, flag, time, 0, &TableCache::new())?
        .ok_or_else(|| usage(anyhow::anyhow!("{}", t!("selfplay-needs-ai", flag = flag))))?;
    Ok(ai.level())
}
