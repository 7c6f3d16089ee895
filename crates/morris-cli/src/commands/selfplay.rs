//! `morris selfplay VARIANT --white ai:L --black ai:L --games N`: a results table.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use morris_core::{Color, Game};
use serde_json::json;

use crate::ai::AiPlayer;
use crate::cli::SelfplayArgs;
use crate::exit::usage;
use crate::setup;

/// A game still going after this many turns is stopped and counted a draw.
const MAX_TURNS: usize = 1000;

pub fn run(args: &SelfplayArgs) -> anyhow::Result<ExitCode> {
    let rules = setup::rules(&args.variant, args.no_flying)?;
    let ai = |spec, flag, seed| -> anyhow::Result<AiPlayer> {
        AiPlayer::from_spec(spec, flag, args.time, seed)?.ok_or_else(|| {
            usage(anyhow::anyhow!(
                "{flag}: self-play needs an AI on both sides (ai or ai:LEVEL)"
            ))
        })
    };
    let (white, black) = (
        ai(&args.white, "--white", 0)?,
        ai(&args.black, "--black", 0)?,
    );
    let mut out = std::io::stdout().lock();
    if !args.json {
        writeln!(
            out,
            "{}: White {} against Black {}, {} {}",
            rules.name(),
            white.describe(),
            black.describe(),
            args.games,
            if args.games == 1 { "game" } else { "games" }
        )?;
        writeln!(
            out,
            "{:>5}  {:<7}  {:>5}  reason",
            "game", "result", "turns"
        )?;
    }
    let mut games = Vec::new();
    let mut tally = [0u32; 3];
    let started = Instant::now();
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(u64::from(i));
        let mut players = [
            ai(&args.white, "--white", seed.wrapping_mul(2))?,
            ai(&args.black, "--black", seed.wrapping_mul(2).wrapping_add(1))?,
        ];
        let mut game = Game::new(rules.clone());
        play_random_turns(&mut game, args.random_turns, seed)?;
        while game.outcome().is_none() && game.moves().len() < MAX_TURNS {
            let side = game.side_to_move().index();
            let Some(mv) = players[side].choose(&game) else {
                break;
            };
            game.play(mv)?;
        }
        let (result, reason) = match game.outcome() {
            Some(outcome) => (outcome.score(), outcome.reason.describe().to_string()),
            None => ("1/2-1/2", format!("stopped after {MAX_TURNS} turns")),
        };
        let slot = match game.outcome().and_then(|o| o.winner) {
            Some(Color::White) => 0,
            Some(Color::Black) => 1,
            None => 2,
        };
        tally[slot] += 1;
        let turns = game.moves().len();
        if !args.json {
            writeln!(out, "{:>5}  {result:<7}  {turns:>5}  {reason}", i + 1)?;
        }
        games.push(json!({ "game": i + 1, "seed": seed, "result": result, "turns": turns, "reason": reason }));
    }
    let [white_wins, black_wins, draws] = tally;
    let played = f64::from(args.games.max(1));
    let white_score = (f64::from(white_wins) + f64::from(draws) / 2.0) / played;
    if args.json {
        let doc = json!({
            "variant": rules.id(),
            "white": white.describe(),
            "black": black.describe(),
            "games": games,
            "white_wins": white_wins,
            "black_wins": black_wins,
            "draws": draws,
            "white_score": white_score,
            "seconds": started.elapsed().as_secs_f64(),
        });
        writeln!(out, "{}", serde_json::to_string_pretty(&doc)?)?;
    } else {
        writeln!(
            out,
            "White wins {white_wins}, Black wins {black_wins}, draws {draws}; White scores {:.1}%",
            white_score * 100.0
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Plays `turns` turns chosen at random from `seed` (a splitmix sequence).
fn play_random_turns(game: &mut Game, turns: u32, seed: u64) -> anyhow::Result<()> {
    let mut state = seed;
    for _ in 0..turns {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        game.play(legal[(z % legal.len() as u64) as usize])?;
    }
    Ok(())
}
