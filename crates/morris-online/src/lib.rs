//! Play a friend online: the protocol between the morris server and its
//! clients (versioned JSON messages over one WebSocket, see `docs/online.md`),
//! the links a room gives, and what a front end needs to hold a room: the
//! room's game ([`OnlineGame`]) and the client's state machine ([`RoomSession`]).
//!
//! The protocol types compile everywhere, the browser included; the native
//! client (feature `native`) runs the socket on a thread of its own.

mod link;
mod lobby_message;
mod message;
mod online_game;
mod rating_range;
mod refusal;
mod room_rules;
mod room_session;

#[cfg(feature = "native")]
pub mod client;

pub use link::{Link, LinkError, WS_PATH, escaped, http_url, ws_url};
pub use lobby_message::{
    ArchivedGameView, ExplorerMove, Hello, LeaderRow, LiveGameView, LobbyView, Pairing, PlayerPage,
    RatingChange, RatingView, SeekRequest, SeekView, VariantRating, archived_game_path,
    explorer_path, rating_in, server_key, variant_key,
};
pub use message::{
    Action, ClientMessage, ClockView, CreateRoom, EndReason, GameResult, PROTOCOL_VERSION, Players,
    Role, RoomView, RulesText, Secret, ServerMessage, Side, TimeControl, VariantChoice, Welcome,
};
pub use morris_core::time_control::{ClockOutOfRange, TimeControlError};
pub use online_game::{OnlineGame, ViewError};
pub use rating_range::{RangeError, RatingRange, whole_rating};
pub use refusal::{Refusal, RefusalCode, RefusalFacts};
pub use room_rules::{RoomRulesError, compile_rules};
pub use room_session::{
    Change, ConnectionState, ENTRY_PATIENCE, Failure, IntentError, Offer, Outgoing,
    RECONNECT_DELAY, RECONNECT_TRIES, REDIAL_PATIENCE, Request, RoomSession,
};

/// An error and its causes, on one line (`cannot connect to ws://...: Connection refused`).
pub fn error_chain(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut cause = err.source();
    while let Some(e) = cause {
        text.push_str(": ");
        text.push_str(&e.to_string());
        cause = e.source();
    }
    text
}
