//! `morris play`: a game in the terminal, or scripted through stdin.

mod command;
mod date;
mod files;
mod input;
mod session;
mod view;

use std::process::ExitCode;

use crate::ai;
use crate::cli::{PlayArgs, PlayerSpec};
use crate::setup;
use crate::style::Style;
use input::Input;
use session::{Player, Session};

pub fn run(args: &PlayArgs, style: Style) -> anyhow::Result<ExitCode> {
    let game = match &args.load {
        Some(path) => crate::records::load(path)?.game,
        None => morris_core::Game::new(setup::chosen_rules(&args.variant)?),
    };
    let seed = args.seed.unwrap_or_else(ai::clock_seed);
    let players = [
        player(&args.white, "--white", args.time, seed)?,
        player(&args.black, "--black", args.time, seed.wrapping_add(1))?,
    ];
    let perfect = players
        .iter()
        .any(|p| matches!(p, Player::Ai(ai) if ai.level() == morris_ai::search::Level::Perfect));
    if perfect && let Some(note) = ai::without_table(game.rules()) {
        println!("{note}");
    }
    let mut session = Session::new(game, players, Input::open(), style);
    session.run()?;
    Ok(ExitCode::SUCCESS)
}

fn player(spec: &PlayerSpec, flag: &str, time: Option<f64>, seed: u64) -> anyhow::Result<Player> {
    Ok(match ai::player_from_spec(spec, flag, time, seed)? {
        Some(ai) => Player::Ai(ai),
        None => Player::Human,
    })
}
