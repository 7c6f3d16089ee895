//! The HTTP side: the WebSocket, the pages the links open (the web page
//! when the server has the site), and the records of a room's games.

use std::sync::Arc;

use axum::Router;
use std::net::SocketAddr;

use axum::extract::{ConnectInfo, Path, Query, State, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::Deserialize;

use crate::hub::Hub;

mod api;
use crate::limits::MAX_FRAME_BYTES;
use morris_site::{Asked, Site, SiteFile};

pub fn router(hub: Arc<Hub>, site: Option<Arc<Site>>) -> Router {
    let rooms = Router::new()
        .route(morris_online::WS_PATH, get(websocket))
        .route("/health", get(|| async { "ok" }))
        .route("/watch/{room}/{code}/record", get(record))
        .with_state(Arc::clone(&hub))
        .merge(api::router(hub));
    let pages = Router::new()
        .route("/join/{room}/{code}", get(link_page))
        .route("/watch/{room}/{code}", get(link_page))
        .route("/seat/{room}/{code}", get(link_page))
        .route("/", get(site_file))
        .route("/{file}", get(site_file))
        .with_state(site);
    rooms.merge(pages)
}

async fn websocket(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    // The extractor only checks that the key is there; RFC 6455 (4.2.1)
    // asks for base64 of 16 bytes, and a client that sends less is no client.
    if let Some(key) = headers.get(header::SEC_WEBSOCKET_KEY)
        && !is_websocket_key(key.as_bytes())
    {
        return (
            StatusCode::BAD_REQUEST,
            "Sec-WebSocket-Key is not base64 of 16 bytes\n",
        )
            .into_response();
    }
    // Small buffers: a game's messages are short, and a thousand idle
    // connections must not each hold the default 128 KiB.
    upgrade
        .read_buffer_size(4 * 1024)
        .write_buffer_size(4 * 1024)
        .max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .on_upgrade(move |socket| crate::connection::serve(hub, socket, peer.ip().to_string()))
}

/// Whether a `Sec-WebSocket-Key` is what RFC 6455 asks: 16 bytes in base64.
fn is_websocket_key(key: &[u8]) -> bool {
    use base64::Engine;
    base64::engine::general_purpose::STANDARD
        .decode(key)
        .is_ok_and(|nonce| nonce.len() == 16)
}

/// What a room's link opens in a browser: the web page, which joins the
/// room, or without the site a word on how to join.
async fn link_page(State(site): State<Option<Arc<Site>>>, headers: HeaderMap) -> Response {
    match site.as_deref().and_then(Site::link_page) {
        Some(page) => serve_file(page, &headers),
        None => (
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "This is a morris room. Open it with: morris play --join <this link>\n\
             (or in the desktop game: New game, Play a friend online, Join).\n",
        )
            .into_response(),
    }
}

/// A file of the site, by its name alone (`/` is the page).
async fn site_file(
    State(site): State<Option<Arc<Site>>>,
    file: Option<Path<String>>,
    headers: HeaderMap,
) -> Response {
    let name = file.map_or_else(String::new, |Path(name)| name);
    match site.as_deref().and_then(|site| site.file(&name)) {
        Some(file) => serve_file(file, &headers),
        None => (StatusCode::NOT_FOUND, "not found\n").into_response(),
    }
}

/// The file as morris-site answers it: encoding, validator and caching.
fn serve_file(file: &SiteFile, headers: &HeaderMap) -> Response {
    let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
    let answer = file.answer(Asked {
        accept_encoding: text(header::ACCEPT_ENCODING),
        if_none_match: text(header::IF_NONE_MATCH),
    });
    let mut response = match answer.body {
        Some(bytes) => axum::body::Body::from(axum::body::Bytes::from_owner(bytes)).into_response(),
        None => axum::body::Body::empty().into_response(),
    };
    *response.status_mut() = StatusCode::from_u16(answer.status).unwrap_or(StatusCode::OK);
    for (name, value) in answer.headers {
        if let Ok(value) = header::HeaderValue::from_str(&value) {
            response.headers_mut().insert(name, value);
        }
    }
    response
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
