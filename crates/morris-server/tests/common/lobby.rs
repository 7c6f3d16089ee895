//! A test's lobby player: a real client that says hello, seeks, takes a
//! seek and enters the room it was paired into; and the lobby's lists read
//! over HTTP.

use morris_online::{
    Action, Hello, LobbyView, Pairing, PlayerPage, Refusal, Secret, SeekRequest, ServerMessage,
    TimeControl, VariantChoice,
};
use serde::de::DeserializeOwned;

use super::client::{Client, Table};
use super::http;

/// A key as a client makes one: long and random enough (here from the name).
pub fn key_of(name: &str) -> String {
    format!("{name}-key-{}", "0123456789abcdef".repeat(2))
}

pub fn rated_seek(variant: &str, side: Option<morris_online::Side>) -> SeekRequest {
    SeekRequest {
        variant: VariantChoice::Shipped {
            id: variant.to_string(),
        },
        clock: Some(TimeControl {
            base_ms: 300_000,
            inc_ms: 0,
        }),
        rated: true,
        side,
        range: None,
    }
}

/// Sends `action` and reads up to its answer, returning what `pick` finds
/// among the messages before the ack.
pub async fn ask_for<T>(
    client: &mut Client,
    action: Action,
    pick: impl Fn(&ServerMessage) -> Option<T>,
) -> Result<Option<T>, Refusal> {
    let id = client.socket.send(action).await.expect("sent");
    let mut found = None;
    loop {
        let message = client.next().await;
        if let Some(value) = pick(&message) {
            found = Some(value);
        }
        match message {
            ServerMessage::Ack { id: got } if got == id => return Ok(found),
            ServerMessage::Refused {
                id: Some(got),
                error,
            } if got == id => return Err(error),
            _ => {}
        }
    }
}

/// A client on `ws` playing as `name`.
pub async fn named(ws: &str, name: &str) -> Client {
    let mut client = Client::connect(ws).await;
    hello(&mut client, name, &key_of(name))
        .await
        .expect("the name is taken");
    client
}

pub async fn hello(client: &mut Client, name: &str, key: &str) -> Result<String, Refusal> {
    let hello = Action::Hello(Hello {
        name: name.to_string(),
        key: key.to_string(),
        password: None,
    });
    let found = ask_for(client, hello, |m| match m {
        ServerMessage::Player { name } => Some(name.clone()),
        _ => None,
    })
    .await?;
    Ok(found.expect("a player message before the ack"))
}

pub async fn seek(client: &mut Client, request: SeekRequest) -> Result<String, Refusal> {
    let found = ask_for(client, Action::Seek(request), |m| match m {
        ServerMessage::Seeking { seek } => Some(seek.clone()),
        _ => None,
    })
    .await?;
    Ok(found.expect("a seeking message before the ack"))
}

/// Enters the quick-pairing pool; its id.
pub async fn quick(client: &mut Client, request: SeekRequest) -> Result<String, Refusal> {
    let found = ask_for(client, Action::Quick(request), |m| match m {
        ServerMessage::Seeking { seek } => Some(seek.clone()),
        _ => None,
    })
    .await?;
    Ok(found.expect("a seeking message before the ack"))
}

pub async fn accept(client: &mut Client, seek: &str) -> Result<Pairing, Refusal> {
    let action = Action::AcceptSeek {
        seek: seek.to_string(),
    };
    let found = ask_for(client, action, |m| match m {
        ServerMessage::Paired(p) => Some(p.clone()),
        _ => None,
    })
    .await?;
    Ok(found.expect("a paired message before the ack"))
}

/// Waits for the pairing of this client's seek.
pub async fn paired(client: &mut Client) -> Pairing {
    loop {
        if let ServerMessage::Paired(pairing) = client.next().await {
            return pairing;
        }
    }
}

/// Enters the room of `pairing` on this connection.
pub async fn enter(client: &mut Client, pairing: &Pairing) {
    client
        .ask(Action::Join {
            room: pairing.room.clone(),
            secret: Secret::Seat(pairing.seat_token.clone()),
        })
        .await
        .expect("the seat token enters the room");
}

/// The seeker and the taker seated in their room, as a table.
pub async fn seat_both(
    mut seeker: Client,
    mut taker: Client,
    seek_pairing: &Pairing,
    take_pairing: &Pairing,
) -> Table {
    enter(&mut seeker, seek_pairing).await;
    enter(&mut taker, take_pairing).await;
    seeker.wait_for(|v| v.started).await;
    let watch = seeker.welcome().watch.clone().expect("a spectator code");
    Table {
        creator: seeker,
        guest: taker,
        room: seek_pairing.room.clone(),
        watch,
    }
}

/// `GET path` as JSON.
pub async fn get_json<T: DeserializeOwned>(server: &str, path: &str) -> T {
    let (status, body) = http::get(server, path).await;
    assert_eq!(status, 200, "{path}: {body}");
    serde_json::from_str(&body).unwrap_or_else(|e| panic!("{path}: {e}: {body}"))
}

pub async fn lobby(server: &str) -> LobbyView {
    get_json(server, "/api/lobby").await
}

pub async fn player(server: &str, name: &str) -> PlayerPage {
    get_json(server, &format!("/api/players/{name}")).await
}
