//! `morris play`: a game in the terminal, or scripted through stdin.

mod coach;
mod command;
mod date;
mod files;
pub(super) mod input;
pub(super) mod online;
pub(super) use morris_i18n::prompt_words;
mod session;
mod turn_commands;
mod typed_move;
pub(super) mod view;

use std::process::ExitCode;

use crate::ai;
use crate::cli::{
    ChallengeArgs, LobbyArgs, LobbyCommand, PlayArgs, PlayerSpec, SeekArgs, VariantName,
};
use crate::exit::usage;
use crate::setup;
use crate::style::Style;
use input::Input;
use session::{Player, Session};

pub fn run(args: &PlayArgs, style: Style) -> anyhow::Result<ExitCode> {
    if let Some(server) = &args.host {
        return online::host(server, args, style);
    }
    if let Some(link) = &args.join {
        return online::join(link, style);
    }
    if let Some(lobby) = lobby_alias(args)? {
        return crate::commands::lobby::run(&lobby, style);
    }
    let game = match &args.load {
        Some(path) => crate::records::load(path, args.variant.name.rules.as_deref())?.game,
        None => morris_core::Game::new(setup::chosen_rules(&args.variant)?),
    };
    let seed = args.seed.unwrap_or_else(ai::clock_seed);
    // One cache for both AIs, read here once so that a damaged table is said
    // before the game rather than played around in silence.
    let tables = morris_ai::search::TableCache::new();
    let players = [
        player(&args.white, "--white", args.time, seed, &tables)?,
        player(
            &args.black,
            "--black",
            args.time,
            seed.wrapping_add(1),
            &tables,
        )?,
    ];
    let perfect = players
        .iter()
        .any(|p| matches!(p, Player::Ai(ai) if ai.level() == morris_ai::search::Level::Perfect));
    if players.iter().any(|p| matches!(p, Player::Ai(_))) {
        let _ = tables.get(game.rules());
        ai::say_damaged_tables(&tables);
    }
    if perfect
        && tables.damaged(game.rules()).is_none()
        && let Some(note) = ai::without_table(game.rules())
    {
        println!("{note}");
    }
    let levels = players.each_ref().map(|p| match p {
        Player::Ai(ai) => Some(ai.level()),
        Player::Human => None,
    });
    let coach = coach::is_on(args, levels);
    let mut session = Session::new(game, players, Input::open(), style).with_coach(coach);
    session.run()?;
    Ok(ExitCode::SUCCESS)
}

fn player(
    spec: &PlayerSpec,
    flag: &str,
    time: Option<f64>,
    seed: u64,
    tables: &morris_ai::search::TableCache,
) -> anyhow::Result<Player> {
    Ok(
        match ai::player_from_spec(spec, flag, time, seed, tables)? {
            Some(ai) => Player::Ai(ai),
            None => Player::Human,
        },
    )
}

/// `play --seek URL ...` and `play --quick URL VARIANT CLOCK`: the lobby's
/// `seek` and `quick`, as `morris lobby URL seek|quick` runs them.
fn lobby_alias(args: &PlayArgs) -> anyhow::Result<Option<LobbyArgs>> {
    let (server, command) = match (&args.seek, args.quick.as_deref()) {
        (Some(server), _) => {
            let challenge = ChallengeArgs {
                seek: SeekArgs {
                    variant: VariantName {
                        variant: args.variant.name.variant.clone(),
                        rules: args.variant.name.rules.clone(),
                    },
                    clock: args.clock,
                    rated: args.rated,
                    white: args.play_white,
                    black: args.play_black,
                },
                range: args.range,
            };
            (server.clone(), LobbyCommand::Seek(challenge))
        }
        (None, Some([server, variant, clock])) => {
            let clock = crate::cli::clock_people_play_on(clock)
                .map_err(|why| usage(anyhow::anyhow!("--quick: {why}")))?;
            let seek = SeekArgs {
                variant: VariantName {
                    variant: Some(variant.clone()),
                    rules: None,
                },
                clock: Some(clock),
                rated: args.rated,
                white: false,
                black: false,
            };
            (server.clone(), LobbyCommand::Quick(seek))
        }
        _ => return Ok(None),
    };
    Ok(Some(LobbyArgs {
        server,
        command: Some(command),
    }))
}
