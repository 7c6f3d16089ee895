//! One WebSocket connection: each message is read within the limits, parsed
//! into a typed action, decided by the room and written to the database
//! before it is acknowledged; every change to the room is sent on.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, close_code};
use morris_online::{Action, ClientMessage, PROTOCOL_VERSION, Refusal, RefusalCode, ServerMessage};
use tokio::sync::broadcast::error::RecvError;

use crate::hub::{Entered, Hub};
use crate::limits::{MAX_MESSAGE_BYTES, RateLimit};
use crate::lobby::{Caller, OpenSeek, SEEK_KEEP};

/// Refusals for too many messages after which the connection is closed.
const MAX_RATE_REFUSALS: u32 = 100;
/// The reason of that close frame, for a person reading a log.
const RATE_CLOSE_REASON: &str = "too many messages";
/// How long a closed connection waits for the client's own close frame.
const CLOSE_GRACE: Duration = Duration::from_secs(2);

/// A connection outside a room: who it plays as, and its open seek.
#[derive(Debug, Default)]
struct InLobby {
    caller: Caller,
    seek: Option<OpenSeek>,
}

/// Serves one connection from `address` until it closes.
pub async fn serve(hub: Arc<Hub>, mut socket: WebSocket, address: String) {
    let mut seat: Option<Entered> = None;
    let mut lobby = InLobby {
        caller: Caller {
            address,
            player: None,
        },
        seek: None,
    };
    let mut rate = RateLimit::default();
    let mut rate_refusals = 0;
    let mut keep = tokio::time::interval(SEEK_KEEP);
    loop {
        let update = async {
            match &mut seat {
                Some(entered) => Some(entered.updates.recv().await),
                None => std::future::pending().await,
            }
        };
        let taken = async {
            match &mut lobby.seek {
                Some(open) => (&mut open.taken).await.ok(),
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            Some(room) = taken => {
                if let Some(reply) = paired(&hub, &mut lobby, &room).await
                    && send(&mut socket, &reply).await.is_err() { break; }
            }
            _ = keep.tick() => {
                let Some(open) = &lobby.seek else { continue };
                if let Some(room) = hub.lobby.keep(open).await
                    && let Some(reply) = paired(&hub, &mut lobby, &room).await
                    && send(&mut socket, &reply).await.is_err() { break; }
            }
            received = socket.recv() => {
                let text = match received {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => {
                        let refusal = Refusal::new(RefusalCode::Malformed, "binary frames are not the protocol's");
                        if send(&mut socket, &refused(None, refusal)).await.is_err() { break; }
                        continue;
                    }
                    Some(Ok(_)) => continue,
                    Some(Err(_)) | None => break,
                };
                if !rate.allow() {
                    rate_refusals += 1;
                    if rate_refusals > MAX_RATE_REFUSALS {
                        close_for_policy(&mut socket, RATE_CLOSE_REASON).await;
                        break;
                    }
                    let refusal = Refusal::new(RefusalCode::RateLimited, "");
                    if send(&mut socket, &refused(None, refusal)).await.is_err() { break; }
                    continue;
                }
                let replies = handle(&hub, &mut seat, &mut lobby, text.as_str()).await;
                let mut failed = false;
                for reply in replies {
                    if send(&mut socket, &reply).await.is_err() { failed = true; break; }
                }
                if failed { break; }
            }
            Some(update) = update => {
                let text = match update {
                    Ok(text) => text.to_string(),
                    // Too slow for the changes: sent the room as it is now.
                    Err(RecvError::Lagged(_)) => match &seat {
                        Some(entered) => {
                            let state = entered.room.lock().await;
                            entered.room.state_message(&state)
                        }
                        None => continue,
                    },
                    Err(RecvError::Closed) => break,
                };
                if send(&mut socket, &text).await.is_err() { break; }
            }
        }
    }
    if let Some(entered) = seat {
        hub.leave(&entered.room, entered.role).await;
    }
    if let Some(open) = lobby.seek.take() {
        hub.lobby.cancel(&open).await;
    }
}

/// The `paired` message for this connection's seek, taken into `room`.
async fn paired(hub: &Hub, lobby: &mut InLobby, room: &str) -> Option<String> {
    let open = lobby.seek.take()?;
    Some(match hub.lobby.seeker_pairing(&open, room).await {
        Ok(pairing) => to_text(&ServerMessage::Paired(pairing)),
        Err(refusal) => refused(None, refusal),
    })
}

/// Closes the connection as RFC 6455 asks, with 1008 (policy violation)
/// and `reason`: the close frame, then the client's answer to it (what it
/// sent meanwhile is dropped), for at most [`CLOSE_GRACE`].
async fn close_for_policy(socket: &mut WebSocket, reason: &'static str) {
    let frame = CloseFrame {
        code: close_code::POLICY,
        reason: Utf8Bytes::from_static(reason),
    };
    if socket.send(Message::Close(Some(frame))).await.is_err() {
        return;
    }
    let answered = async {
        while let Some(Ok(message)) = socket.recv().await {
            if matches!(message, Message::Close(_)) {
                break;
            }
        }
    };
    let _ = tokio::time::timeout(CLOSE_GRACE, answered).await;
}

async fn send(socket: &mut WebSocket, text: &str) -> Result<(), axum::Error> {
    socket.send(Message::text(text)).await
}

fn to_text(msg: &ServerMessage) -> String {
    serde_json::to_string(msg).unwrap_or_default()
}

fn refused(id: Option<u64>, error: Refusal) -> String {
    to_text(&ServerMessage::Refused { id, error })
}

/// The answers to one message, in order.
async fn handle(
    hub: &Hub,
    seat: &mut Option<Entered>,
    lobby: &mut InLobby,
    text: &str,
) -> Vec<String> {
    if text.len() > MAX_MESSAGE_BYTES {
        let detail = format!("{} bytes; at most {MAX_MESSAGE_BYTES}", text.len());
        return vec![refused(None, Refusal::new(RefusalCode::TooLarge, detail))];
    }
    let msg: ClientMessage = match serde_json::from_str(text) {
        Ok(msg) => msg,
        Err(e) => {
            let refusal = Refusal::new(RefusalCode::Malformed, e.to_string());
            return vec![refused(id_in(text), refusal)];
        }
    };
    if msg.v != PROTOCOL_VERSION {
        let detail = format!("this server speaks version {PROTOCOL_VERSION}");
        let refusal = Refusal::new(RefusalCode::UnsupportedVersion, detail);
        return vec![refused(Some(msg.id), refusal)];
    }
    let ack = to_text(&ServerMessage::Ack { id: msg.id });
    let lobby_action = matches!(
        msg.action,
        Action::Hello(_)
            | Action::SetPassword { .. }
            | Action::Seek(_)
            | Action::Quick(_)
            | Action::CancelSeek
            | Action::AcceptSeek { .. }
    );
    if lobby_action && seat.is_none() {
        return match in_lobby(hub, lobby, &msg.action).await {
            Ok(Some(reply)) => vec![to_text(&reply), ack],
            Ok(None) => vec![ack],
            Err(refusal) => vec![refused(Some(msg.id), refusal)],
        };
    }
    if let (Action::Create(_) | Action::Join { .. }, None, Some(open)) =
        (&msg.action, &*seat, lobby.seek.take())
    {
        // Into a room: no longer seeking (no player in two games).
        hub.lobby.cancel(&open).await;
    }
    let entering = match (&msg.action, &*seat) {
        (Action::Create(_) | Action::Join { .. }, Some(_)) => {
            let refusal = Refusal::new(RefusalCode::AlreadyInRoom, "");
            return vec![refused(Some(msg.id), refusal)];
        }
        (_, Some(_)) if lobby_action => {
            let refusal = Refusal::new(RefusalCode::AlreadyInRoom, "");
            return vec![refused(Some(msg.id), refusal)];
        }
        (Action::Create(create), None) => hub.create(create).await,
        (Action::Join { room, secret }, None) => hub.enter(room, secret).await,
        (Action::Ping, None) => return vec![ack],
        (_, None) => {
            return vec![refused(
                Some(msg.id),
                Refusal::new(RefusalCode::NotInRoom, ""),
            )];
        }
        (action, Some(entered)) => {
            return match entered.room.act(hub.store(), entered.role, action).await {
                Ok(()) => vec![ack],
                Err(refusal) => vec![refused(Some(msg.id), refusal)],
            };
        }
    };
    match entering {
        Ok(entered) => {
            let replies = vec![
                to_text(&ServerMessage::Welcome(entered.welcome.clone())),
                entered.state.clone(),
                ack,
            ];
            *seat = Some(entered);
            replies
        }
        Err(refusal) => vec![refused(Some(msg.id), refusal)],
    }
}

/// A lobby action of a connection outside a room: its answer besides the ack.
async fn in_lobby(
    hub: &Hub,
    lobby: &mut InLobby,
    action: &Action,
) -> Result<Option<ServerMessage>, Refusal> {
    match action {
        Action::Hello(hello) => {
            if lobby.seek.is_some() {
                return Err(Refusal::new(RefusalCode::AlreadySeeking, ""));
            }
            let player = hub.lobby.hello(&lobby.caller, hello).await?;
            let name = player.name.clone();
            lobby.caller.player = Some(player);
            Ok(Some(ServerMessage::Player { name }))
        }
        Action::Seek(request) | Action::Quick(request) => {
            if lobby.seek.is_some() {
                return Err(Refusal::new(RefusalCode::AlreadySeeking, ""));
            }
            let pool = matches!(action, Action::Quick(_));
            let open = hub.lobby.seek(&lobby.caller, request, pool).await?;
            let seek = open.id.clone();
            lobby.seek = Some(open);
            Ok(Some(ServerMessage::Seeking { seek }))
        }
        Action::SetPassword { password } => {
            hub.lobby.set_password(&lobby.caller, password).await?;
            Ok(None)
        }
        Action::CancelSeek => {
            if let Some(open) = lobby.seek.take() {
                hub.lobby.cancel(&open).await;
            }
            Ok(None)
        }
        Action::AcceptSeek { seek } => {
            if lobby.seek.as_ref().is_some_and(|open| &open.id == seek) {
                return Err(Refusal::new(RefusalCode::OwnSeek, ""));
            }
            let pairing = hub.lobby.accept(&lobby.caller, seek).await?;
            // Seated in a game: this player's own seek is withdrawn.
            if let Some(open) = lobby.seek.take() {
                hub.lobby.cancel(&open).await;
            }
            Ok(Some(ServerMessage::Paired(pairing)))
        }
        _ => Ok(None),
    }
}

/// The `id` of a message that is otherwise not the protocol's, when it has one.
fn id_in(text: &str) -> Option<u64> {
    serde_json::from_str::<serde_json::Value>(text)
        .ok()?
        .get("id")?
        .as_u64()
}
