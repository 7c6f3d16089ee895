//! `morris match`: two engines play a series of games, refereed by morris-core.
//!
//! `player` is what the referee asks for turns (`self` in this process or an
//! engine in a `child` process), `referee` plays one game, `opening` makes the
//! random starts, `elo` sums up the result, `words` splits engine commands.

mod child;
mod elo;
mod opening;
mod player;
mod referee;
mod words;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;
use clap::Args;
use morris_core::record::{Tags, write_record};
use morris_core::{Color, Game, Rules};

use crate::cli::VariantChoice;
use crate::exit::usage;
use crate::setup;
use child::{ChildConfig, ChildEngine};
use elo::Tally;
use opening::{Random, random_opening};
use player::{Player, SelfPlayer};

#[derive(Debug, Args)]
pub struct MatchArgs {
    #[command(flatten)]
    pub variant: VariantChoice,
    /// An engine: a command line ("morris engine", "./my-engine --flag"), or
    /// self[:LEVEL] for our AI in this process. Give it twice.
    #[arg(
        long = "engine",
        value_name = "CMD",
        required = true,
        allow_hyphen_values = true
    )]
    pub engines: Vec<String>,
    /// How many games; the engines take turns with White.
    #[arg(long, default_value_t = 2, value_name = "N")]
    pub games: u32,
    /// Thinking time per move, in milliseconds.
    #[arg(long, default_value_t = 1000, value_name = "MS")]
    pub movetime: u64,
    /// Extra time an engine gets before a missing reply loses, in milliseconds.
    #[arg(long, default_value_t = 1000, value_name = "MS")]
    pub margin: u64,
    /// Start each pair of games from K random turns, played once with each colour.
    #[arg(long, default_value_t = 0, value_name = "K")]
    pub openings: usize,
    /// A game still going after this many turns is a draw.
    #[arg(long, default_value_t = 500, value_name = "N")]
    pub max_turns: usize,
    /// Seed of the openings (and of the in-process AI's choices).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write every game as a record to this file.
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<PathBuf>,
}

pub fn run(args: &MatchArgs) -> anyhow::Result<ExitCode> {
    let rules = setup::chosen_rules(&args.variant)?;
    if args.engines.len() != 2 {
        return Err(usage(anyhow::anyhow!(
            "--engine: give exactly two engines, got {}",
            args.engines.len()
        )));
    }
    if args.games == 0 || args.movetime == 0 {
        return Err(usage(anyhow::anyhow!(
            "--games and --movetime must be above 0"
        )));
    }
    let mut players: Vec<Box<dyn Player>> = Vec::new();
    for (i, spec) in args.engines.iter().enumerate() {
        players.push(player_for(
            spec,
            args,
            &rules,
            args.seed.wrapping_add(i as u64),
        )?);
    }
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "{}: {} games, {} ms a move (+{} ms margin), openings of {} turns",
        rules.name(),
        args.games,
        args.movetime,
        args.margin,
        args.openings
    )?;
    for (i, (player, spec)) in players.iter().zip(&args.engines).enumerate() {
        writeln!(out, "engine {}: {} ({spec})", i + 1, player.name())?;
    }
    // Records need names that tell the two apart, also when both engines give the same.
    let names: Vec<String> = if players[0].name() == players[1].name() {
        (1..=2)
            .map(|i| format!("{} (engine {i})", players[i - 1].name()))
            .collect()
    } else {
        players.iter().map(|p| p.name().to_string()).collect()
    };
    let mut random = Random::new(args.seed);
    let mut opening = Vec::new();
    let mut tally = Tally::default();
    let mut records = Vec::new();
    for g in 0..args.games {
        if g % 2 == 0 {
            opening = random_opening(&rules, args.openings, &mut random);
        }
        let mut game = Game::new(rules.clone());
        for mv in &opening {
            game.play(*mv)?;
        }
        // Engine 1 is White in the even games, so each opening is played both ways.
        let first_is_white = g % 2 == 0;
        let [one, two] = players.as_mut_slice() else {
            unreachable!("two engines were checked above")
        };
        let (white, black) = if first_is_white {
            (one, two)
        } else {
            (two, one)
        };
        let end = referee::play(game, [white.as_mut(), black.as_mut()], args.max_turns);
        let first_color = if first_is_white {
            Color::White
        } else {
            Color::Black
        };
        match end.winner {
            Some(c) if c == first_color => tally.wins += 1,
            Some(_) => tally.losses += 1,
            None => tally.draws += 1,
        }
        let engine_of = |c: Color| if c == first_color { 1 } else { 2 };
        writeln!(
            out,
            "game {}/{}: engine {} (White) vs engine {} (Black): {}, {}, {}; engine 1 +{} ={} -{}",
            g + 1,
            args.games,
            engine_of(Color::White),
            engine_of(Color::Black),
            result_token(end.winner),
            end.reason,
            turns(end.game.moves().len()),
            tally.wins,
            tally.draws,
            tally.losses
        )?;
        let mut termination = end.reason.clone();
        if let Some((side, forfeit)) = &end.forfeit {
            writeln!(out, "  engine {} ({side}): {forfeit}", engine_of(*side))?;
            termination = format!("{termination}: {forfeit}");
        }
        let tags = Tags::new()
            .with("Event", "morris match")
            .with("Round", (g + 1).to_string())
            .with("White", names[engine_of(Color::White) - 1].as_str())
            .with("Black", names[engine_of(Color::Black) - 1].as_str())
            .with("Result", result_token(end.winner))
            .with("Termination", termination);
        records.push(write_record(&end.game, &tags));
    }
    for (i, player) in players.iter().enumerate() {
        if player.restarts() > 0 {
            writeln!(
                out,
                "engine {} was restarted {} time(s)",
                i + 1,
                player.restarts()
            )?;
        }
    }
    let games = tally.games();
    writeln!(
        out,
        "engine 1: {} won, {} drawn, {} lost; score {}/{games} ({:.1}%)",
        tally.wins,
        tally.draws,
        tally.losses,
        tally.points(),
        tally.score().unwrap_or(0.0) * 100.0
    )?;
    writeln!(
        out,
        "Elo difference (engine 1 - engine 2): {}",
        elo::describe(tally)
    )?;
    if let Some(path) = &args.pgn {
        write_atomically(path, &records.join("\n"))?;
        writeln!(out, "games written to {}", path.display())?;
    }
    Ok(ExitCode::SUCCESS)
}

fn turns(n: usize) -> String {
    if n == 1 {
        "1 turn".to_string()
    } else {
        format!("{n} turns")
    }
}

fn result_token(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    }
}

/// The player an `--engine` value names.
fn player_for(
    spec: &str,
    args: &MatchArgs,
    rules: &Rules,
    seed: u64,
) -> anyhow::Result<Box<dyn Player>> {
    let move_time = Duration::from_millis(args.movetime);
    if spec == "self" || spec.starts_with("self:") {
        let level = spec.strip_prefix("self:");
        let player = SelfPlayer::new(level, move_time, seed)
            .map_err(|e| usage(e.context(format!("--engine {spec}"))))?;
        return Ok(Box::new(player));
    }
    let argv = words::split(spec).map_err(|why| usage(anyhow::anyhow!("--engine: {why}")))?;
    if argv.is_empty() {
        return Err(usage(anyhow::anyhow!("--engine: the command is empty")));
    }
    let config = ChildConfig {
        argv,
        options: variant_options(args, rules)?,
        move_time,
        margin: Duration::from_millis(args.margin),
    };
    Ok(Box::new(ChildEngine::start(config)?))
}

/// The `setoption` lines that give a child engine our variant.
fn variant_options(args: &MatchArgs, rules: &Rules) -> anyhow::Result<Vec<String>> {
    let mut options = Vec::new();
    match &args.variant.rules {
        Some(path) => {
            let path = std::fs::canonicalize(path)
                .with_context(|| format!("cannot find {}", path.display()))?;
            options.push(format!("setoption name RulesFile value {}", path.display()));
        }
        None => options.push(format!("setoption name Variant value {}", rules.id())),
    }
    if rules.flying_offered() && !rules.flying_enabled() {
        options.push("setoption name Flying value false".to_string());
    }
    Ok(options)
}

/// Writes beside the file, then renames: an error never leaves half a file.
fn write_atomically(path: &Path, text: &str) -> anyhow::Result<()> {
    let mut temp = path.as_os_str().to_owned();
    temp.push(".part");
    let temp = PathBuf::from(temp);
    std::fs::write(&temp, text).with_context(|| format!("cannot write {}", temp.display()))?;
    std::fs::rename(&temp, path).with_context(|| format!("cannot write {}", path.display()))
}
