//! `morris play`: a game in the terminal, or scripted through stdin.

mod command;
mod input;
mod save;
mod session;
mod view;

use std::process::ExitCode;

use anyhow::Context;
use morris_core::catalog;
use morris_core::record::read_record;

use crate::cli::{PlayArgs, PlayerSpec};
use crate::exit::usage;
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
    let players = [
        player(&args.white, "--white")?,
        player(&args.black, "--black")?,
    ];
    let mut session = Session::new(game, players, Input::open(), style);
    session.run()?;
    Ok(ExitCode::SUCCESS)
}

fn player(spec: &PlayerSpec, flag: &str) -> anyhow::Result<Player> {
    match spec {
        PlayerSpec::Human => Ok(Player::Human),
        PlayerSpec::Ai(_) => Err(usage(anyhow::anyhow!(
            "{flag}: the AI is not part of this build yet; play human against human"
        ))),
    }
}
