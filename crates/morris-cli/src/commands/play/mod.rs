//! `morris play`: a game in the terminal, or scripted through stdin.

mod command;
mod files;
mod input;
mod save;
mod session;
mod view;

use std::process::ExitCode;

use anyhow::Context;
use morris_core::catalog;
use morris_core::record::read_record;

use crate::ai::{self, AiPlayer};
use crate::cli::{PlayArgs, PlayerSpec};
use crate::setup;
use crate::style::Style;
use input::Input;
use session::{Player, Session};

pub fn run(args: &PlayArgs, style: Style) -> anyhow::Result<ExitCode> {
    let game = match &args.load {
        Some(path) => {
            let text = setup::read_text(path)?;
            read_record(&text, catalog::resolve)
                .with_context(|| format!("cannot load {}", path.display()))?
                .game
        }
        None => morris_core::Game::new(setup::chosen_rules(&args.variant)?),
    };
    let seed = args.seed.unwrap_or_else(ai::clock_seed);
    let players = [
        player(&args.white, "--white", args.time, seed)?,
        player(&args.black, "--black", args.time, seed.wrapping_add(1))?,
    ];
    let mut session = Session::new(game, players, Input::open(), style);
    session.run()?;
    Ok(ExitCode::SUCCESS)
}

fn player(spec: &PlayerSpec, flag: &str, time: Option<f64>, seed: u64) -> anyhow::Result<Player> {
    Ok(match AiPlayer::from_spec(spec, flag, time, seed)? {
        Some(ai) => Player::Ai(ai),
        None => Player::Human,
    })
}
