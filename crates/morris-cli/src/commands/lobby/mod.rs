//! `morris lobby SERVER ...`: find an opponent on a morris server. The lists
//! come over HTTP; a challenge is opened or taken on the game's WebSocket,
//! and the game is then played as `morris play --join` plays it, from the
//! seat the pairing gave.

mod lists;
mod pairing;
mod password;

use std::process::ExitCode;

use morris_i18n::t;
use morris_online::{Link, SeekRequest, Side, http_url};

use crate::cli::{LobbyArgs, LobbyCommand, SeekArgs};
use crate::exit::usage;
use crate::player_file::PlayerFile;
use crate::style::Style;
use pairing::Ask;

pub fn run(args: &LobbyArgs, style: Style) -> anyhow::Result<ExitCode> {
    let server =
        http_url(&args.server).map_err(|e| usage(anyhow::Error::new(e).context("SERVER")))?;
    match &args.command {
        None | Some(LobbyCommand::List) => lists::lobby(&server),
        Some(LobbyCommand::Name {
            name,
            password: with_password,
        }) => {
            let password = if *with_password {
                Some(password::read(false)?)
            } else {
                None
            };
            take_name(&server, name, password)
        }
        Some(LobbyCommand::Password) => set_password(&server),
        Some(LobbyCommand::Seek(challenge)) => {
            let request = SeekRequest {
                range: challenge.range,
                ..seek_request(&challenge.seek)?
            };
            play(&server, Ask::Seek(request), style)
        }
        Some(LobbyCommand::Quick(seek)) => {
            let request = seek_request(seek)?;
            play(&server, Ask::Quick(request), style)
        }
        Some(LobbyCommand::Accept { seek }) => play(&server, Ask::Accept(seek.clone()), style),
        Some(LobbyCommand::Watch { room }) => watch(&server, room, style),
        Some(LobbyCommand::Leaderboard { variant }) => lists::leaderboard(&server, variant),
        Some(LobbyCommand::Player { name }) => lists::player(&server, name),
        Some(LobbyCommand::Games {
            player,
            variant,
            out,
        }) => lists::games(
            &server,
            player.as_deref(),
            variant.as_deref(),
            out.as_deref(),
        ),
    }
}

/// Takes `name` on `server` (refused there if another player holds it),
/// then keeps it in the player file.
fn take_name(server: &str, name: &str, password: Option<String>) -> anyhow::Result<ExitCode> {
    let player = PlayerFile::named(name, PlayerFile::load()?)?;
    let taken = pairing::hello(server, &player, password)?;
    let player = PlayerFile {
        name: taken,
        ..player
    };
    let path = player.save()?;
    println!(
        "{}",
        t!("lobby-named", name = player.name.as_str(), server = server)
    );
    println!(
        "{}",
        t!("lobby-name-kept", file = path.display().to_string())
    );
    Ok(ExitCode::SUCCESS)
}

/// Sets the password of this computer's name on `server`.
fn set_password(server: &str) -> anyhow::Result<ExitCode> {
    let Some(player) = PlayerFile::load()? else {
        return Err(usage(anyhow::anyhow!(t!(
            "lobby-password-needs-name",
            server = server
        ))));
    };
    let password = password::read(true)?;
    pairing::set_password(server, &player, password)?;
    println!(
        "{}",
        t!(
            "lobby-password-set",
            name = player.name.as_str(),
            server = server
        )
    );
    Ok(ExitCode::SUCCESS)
}

fn seek_request(args: &SeekArgs) -> anyhow::Result<SeekRequest> {
    let variant = crate::commands::play::online::variant_to_send(&args.variant)?;
    let side = match (args.white, args.black) {
        (true, _) => Some(Side::White),
        (_, true) => Some(Side::Black),
        _ => None,
    };
    Ok(SeekRequest {
        variant,
        clock: args.clock,
        rated: args.rated,
        side,
        range: None,
    })
}

/// Seeks or takes a seek, then plays the game it pairs.
fn play(server: &str, ask: Ask, style: Style) -> anyhow::Result<ExitCode> {
    let player = PlayerFile::load()?;
    if player.is_none() {
        println!("{}", t!("lobby-no-name", server = server));
    }
    let pairing = pairing::pair(server, player.as_ref(), ask)?;
    let side = morris_i18n::online::side(pairing.side);
    let rated = if pairing.rated {
        t!("lobby-paired-rated")
    } else {
        String::new()
    };
    let opponent = pairing
        .opponent
        .clone()
        .unwrap_or_else(|| t!("lobby-anonymous"));
    println!(
        "{}",
        t!(
            "lobby-paired",
            opponent = opponent,
            side = side,
            rated = rated
        )
    );
    let seat = Link::seat(server, &pairing.room, &pairing.seat_token);
    crate::commands::play::online::join(&seat, style)
}

/// Watches a game of the live list.
fn watch(server: &str, room: &str, style: Style) -> anyhow::Result<ExitCode> {
    let live: morris_online::LobbyView = morris_online::client::get_json(server, "/api/lobby")?;
    let Some(game) = live.games.iter().find(|g| g.room == room) else {
        return Err(usage(anyhow::anyhow!(
            "no game {room:?} is being played on {server} (see morris lobby {server})"
        )));
    };
    crate::commands::play::online::join(&Link::watch(server, room, &game.watch), style)
}
