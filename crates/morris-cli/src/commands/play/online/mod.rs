//! `morris play --host URL` and `morris play --join LINK`: a game against a
//! friend through a morris server. The server referees; this shows the board
//! as the local game does, sends the player's turns and shows the opponent's
//! as they come.

mod command;
mod lines;
mod rating_line;
mod session;

use std::process::ExitCode;

use morris_core::catalog;
use morris_i18n::t;
use morris_online::{Action, CreateRoom, Link, Side, VariantChoice, http_url};

use crate::cli::{PlayArgs, VariantName};
use crate::exit::usage;
use crate::style::Style;
use session::OnlineSession;

/// Opens a room on the server at `server` and plays in it.
pub fn host(server: &str, args: &PlayArgs, style: Style) -> anyhow::Result<ExitCode> {
    let server = http_url(server).map_err(|e| usage(anyhow::Error::new(e).context("--host")))?;
    let variant = variant_to_send(&args.variant.name)?;
    let create = CreateRoom {
        variant,
        flying: args.variant.no_flying.then_some(false),
        clock: args.clock,
        creator_plays: Some(if args.play_black {
            Side::Black
        } else {
            Side::White
        }),
    };
    let mut session = OnlineSession::enter(&server, Action::Create(create), style)?;
    let welcome = session.welcome().clone();
    let say_link = |key: &str, link: String| match key {
        "invite" => t!("online-room-open", invite = link),
        "watch" => t!("online-watch-link", watch = link),
        _ => t!("online-seat-link", seat = link),
    };
    if let Some(code) = &welcome.invite {
        println!(
            "{}",
            say_link("invite", Link::invite(&server, &welcome.room, code))
        );
    }
    if let Some(code) = &welcome.watch {
        println!(
            "{}",
            say_link("watch", Link::watch(&server, &welcome.room, code))
        );
    }
    if let Some(token) = &welcome.seat_token {
        println!(
            "{}",
            say_link("seat", Link::seat(&server, &welcome.room, token))
        );
    }
    session.run()?;
    Ok(ExitCode::SUCCESS)
}

/// The variant a room or a challenge is opened with: a shipped one by its
/// id, a rules file (or a variant of the user's rules folder) as its text.
pub fn variant_to_send(name: &VariantName) -> anyhow::Result<VariantChoice> {
    Ok(match &name.rules {
        Some(path) => {
            let rules = morris_core::catalog::Catalog::from_env().load_file(path)?;
            crate::records::say_warnings(&rules);
            let name = path.file_name().map_or_else(
                || "rules.ron".to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            VariantChoice::Upload {
                name,
                text: rules.source().0.to_string(),
            }
        }
        None if catalog::shipped(name.id()).is_some() => VariantChoice::Shipped {
            id: name.id().to_string(),
        },
        // A variant of the user's rules folder travels as its file's text.
        None => {
            let rules = catalog::resolve(name.id()).map_err(usage)?;
            crate::records::say_warnings(&rules);
            VariantChoice::Upload {
                name: format!("{}.ron", rules.id()),
                text: rules.source().0.to_string(),
            }
        }
    })
}

/// Joins the room of `link` (an invite, a spectator link or a seat link).
pub fn join(link: &str, style: Style) -> anyhow::Result<ExitCode> {
    let link = Link::parse(link).map_err(|e| usage(anyhow::Error::new(e).context("--join")))?;
    let action = Action::Join {
        room: link.room.clone(),
        secret: link.secret.clone(),
    };
    let mut session = OnlineSession::enter(&link.server, action, style)?;
    let welcome = session.welcome().clone();
    if let Some(token) = &welcome.seat_token {
        println!(
            "{}",
            t!(
                "online-seat-link",
                seat = Link::seat(&link.server, &welcome.room, token)
            )
        );
    }
    session.run()?;
    Ok(ExitCode::SUCCESS)
}
