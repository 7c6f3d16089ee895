//! The HTTP side: the WebSocket, the pages the links open, and the records
//! of a room's games.

use std::sync::Arc;

use axum::Router;
use axum::extract::{Path, Query, State, WebSocketUpgrade};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::Deserialize;

use crate::hub::Hub;
use crate::limits::MAX_FRAME_BYTES;

pub fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route(morris_online::WS_PATH, get(websocket))
        .route("/health", get(|| async { "ok" }))
        .route("/join/{room}/{code}", get(link_page))
        .route("/watch/{room}/{code}", get(link_page))
        .route("/seat/{room}/{code}", get(link_page))
        .route("/watch/{room}/{code}/record", get(record))
        .with_state(hub)
}

async fn websocket(State(hub): State<Arc<Hub>>, upgrade: WebSocketUpgrade) -> Response {
    // Small buffers: a game's messages are short, and a thousand idle
    // connections must not each hold the default 128 KiB.
    upgrade
        .read_buffer_size(4 * 1024)
        .write_buffer_size(4 * 1024)
        .max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .on_upgrade(move |socket| crate::connection::serve(hub, socket))
}

/// What a link opened in a browser says, until the web page serves it.
async fn link_page() -> &'static str {
    "This is a morris room. Open it with: morris play --join <this link>\n"
}

#[derive(Debug, Deserialize)]
struct RecordQuery {
    game: Option<u32>,
}

/// A game of the room as a record: `?game=N` (from 0), or by default the
/// last finished game (the game in progress when none has finished).
async fn record(
    State(hub): State<Arc<Hub>>,
    Path((room, code)): Path<(String, String)>,
    Query(query): Query<RecordQuery>,
) -> Response {
    let state = match hub.load(&room).await {
        Ok(Some(state))
            if crate::secret::matches(
                &code,
                &crate::secret::hash(&state.settings().watch_code),
            ) =>
        {
            state
        }
        Ok(_) => return (StatusCode::NOT_FOUND, "no such room\n").into_response(),
        Err(e) => {
            crate::log_error(&e);
            return (StatusCode::INTERNAL_SERVER_ERROR, "the database failed\n").into_response();
        }
    };
    let n = query.game.unwrap_or_else(|| {
        if state.result().is_none() && state.game_no() > 0 {
            state.game_no() - 1
        } else {
            state.game_no()
        }
    });
    match state.record(n) {
        Some(text) => (
            [
                (
                    header::CONTENT_TYPE,
                    "text/plain; charset=utf-8".to_string(),
                ),
                (
                    header::CONTENT_DISPOSITION,
                    format!("attachment; filename=\"morris-{room}-{}.pgn\"", n + 1),
                ),
            ],
            text,
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "no such game in the room\n").into_response(),
    }
}
