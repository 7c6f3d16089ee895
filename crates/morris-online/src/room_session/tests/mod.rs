//! The room session's tests, one file per topic, and the welcomes, views
//! and sessions they start from.

mod connection;
mod room_events;
mod turns;

use std::time::Duration;

use super::*;
use crate::message::{
    Action, ClientMessage, ClockView, CreateRoom, EndReason, GameResult, Refusal, RefusalCode,
    Role, RoomView, RulesText, Secret, ServerMessage, Side, VariantChoice, Welcome,
};

fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(s)
}

fn welcome(role: Role, variant: &str, seat_token: Option<&str>) -> Welcome {
    let rules = morris_core::catalog::shipped(variant).expect("a shipped variant");
    let (text, origin) = rules.source();
    Welcome {
        room: "r1".into(),
        role,
        seat_token: seat_token.map(String::from),
        invite: None,
        watch: Some("w".into()),
        rules: RulesText {
            id: variant.into(),
            origin: origin.into(),
            text: text.into(),
        },
        flying: None,
        clock: None,
    }
}

/// The room started, White the creator's, both players there, with `moves` played.
fn view(moves: &[&str]) -> RoomView {
    RoomView {
        game: 0,
        creator_side: Side::White,
        started: true,
        moves: moves.iter().map(|m| m.to_string()).collect(),
        result: None,
        draw_offer: None,
        takeback_request: None,
        rematch_offer: None,
        clocks: None,
        present: [true, true],
        players: None,
    }
}

fn create() -> Action {
    Action::Create(CreateRoom {
        variant: VariantChoice::Shipped {
            id: "nine-mens-morris".into(),
        },
        flying: None,
        clock: None,
        creator_plays: None,
    })
}

fn seat(token: &str) -> Action {
    Action::Join {
        room: "r1".into(),
        secret: Secret::Seat(token.into()),
    }
}

/// A session in the room as `role` of `variant`, at time 0, its outbox emptied.
fn entered(role: Role, variant: &str, first: RoomView) -> RoomSession {
    let entry = match role {
        Role::Creator => create(),
        Role::Guest => Action::Join {
            room: "r1".into(),
            secret: Secret::Invite("i".into()),
        },
        Role::Spectator => Action::Join {
            room: "r1".into(),
            secret: Secret::Watch("w".into()),
        },
    };
    let mut session = RoomSession::enter(entry, secs(0.0));
    session.connected();
    let token = (role != Role::Spectator).then_some("t");
    session.message(
        ServerMessage::Welcome(welcome(role, variant, token)),
        secs(0.0),
    );
    let changes = session.message(ServerMessage::State(first), secs(0.0));
    assert_eq!(changes, [Change::Entered]);
    assert_eq!(session.state(), &ConnectionState::Open);
    session.take_outgoing();
    session
}

fn sent(session: &mut RoomSession) -> Vec<ClientMessage> {
    session
        .take_outgoing()
        .into_iter()
        .map(|out| match out {
            Outgoing::Send(message) => message,
            Outgoing::Dial => panic!("a dial where a message was expected"),
        })
        .collect()
}

fn refused(id: u64, code: RefusalCode) -> ServerMessage {
    ServerMessage::Refused {
        id: Some(id),
        error: Refusal::new(code, ""),
    }
}
