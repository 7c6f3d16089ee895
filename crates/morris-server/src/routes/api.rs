//! The lobby's lists over HTTP, as JSON: open seeks and live games, the
//! leaderboard of a variant, a player's page, the archive of finished games
//! and their records (one, or one file of many), and the opening explorer
//! over that archive.

use std::sync::Arc;

use axum::Json;
use axum::Router;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use morris_online::{LobbyView, PlayerPage};
use serde::Deserialize;

use crate::hub::Hub;
use crate::lobby::SEEK_ALIVE;
use crate::player_name::name_key;
use crate::store::{GameFilter, MAX_LISTED, StoreError};

/// Games shown on a page of the archive unless asked otherwise.
const PAGE: u32 = 50;
/// Live games older than this are not listed (a room left unfinished).
const LIVE_FOR_MS: i64 = 24 * 3600 * 1000;

pub fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/api/lobby", get(lobby))
        .route("/api/leaderboard/{variant}", get(leaderboard))
        .route("/api/players/{name}", get(player))
        .route("/api/games", get(games))
        .route("/api/games.txt", get(records))
        .route("/api/games/{file}", get(record))
        .route("/api/explorer/{variant}/{position}", get(explorer))
        .with_state(hub)
}

fn failed(e: &StoreError) -> Response {
    crate::log_error(e);
    (StatusCode::INTERNAL_SERVER_ERROR, "the database failed\n").into_response()
}

fn not_found(what: &'static str) -> Response {
    (StatusCode::NOT_FOUND, what).into_response()
}

async fn lobby(State(hub): State<Arc<Hub>>) -> Response {
    let now = crate::now_ms();
    let alive = now - i64::try_from(SEEK_ALIVE.as_millis()).unwrap_or(0);
    let seeks = match hub.store().open_seeks(alive).await {
        Ok(seeks) => seeks,
        Err(e) => return failed(&e),
    };
    match hub.store().live_games(now - LIVE_FOR_MS).await {
        Ok(games) => Json(LobbyView { seeks, games }).into_response(),
        Err(e) => failed(&e),
    }
}

#[derive(Debug, Deserialize)]
struct Limit {
    limit: Option<u32>,
}

async fn leaderboard(
    State(hub): State<Arc<Hub>>,
    Path(variant): Path<String>,
    Query(query): Query<Limit>,
) -> Response {
    let limit = query.limit.unwrap_or(100);
    match hub.store().leaderboard(&variant, limit).await {
        Ok(rows) => Json(rows).into_response(),
        Err(e) => failed(&e),
    }
}

async fn player(State(hub): State<Arc<Hub>>, Path(name): Path<String>) -> Response {
    let key = name_key(&name);
    let name = match hub.store().player_name(&key).await {
        Ok(Some(name)) => name,
        Ok(None) => return not_found("no such player\n"),
        Err(e) => return failed(&e),
    };
    let ratings = match hub.store().ratings_of(&key).await {
        Ok(ratings) => ratings,
        Err(e) => return failed(&e),
    };
    let filter = GameFilter {
        player: Some(key),
        limit: PAGE,
        ..GameFilter::default()
    };
    match hub.store().games(&filter).await {
        Ok(games) => Json(PlayerPage {
            name,
            ratings,
            games,
        })
        .into_response(),
        Err(e) => failed(&e),
    }
}

/// `?player=NAME&variant=ID&before=MS&limit=N`.
#[derive(Debug, Deserialize)]
struct GamesQuery {
    player: Option<String>,
    variant: Option<String>,
    before: Option<i64>,
    limit: Option<u32>,
}

impl GamesQuery {
    fn filter(&self, default_limit: u32) -> GameFilter {
        GameFilter {
            player: self.player.as_deref().map(name_key),
            variant: self.variant.clone(),
            before_ms: self.before,
            limit: self.limit.unwrap_or(default_limit),
        }
    }
}

async fn games(State(hub): State<Arc<Hub>>, Query(query): Query<GamesQuery>) -> Response {
    match hub.store().games(&query.filter(PAGE)).await {
        Ok(games) => Json(games).into_response(),
        Err(e) => failed(&e),
    }
}

/// Many games as one file of records, a blank line between them.
async fn records(State(hub): State<Arc<Hub>>, Query(query): Query<GamesQuery>) -> Response {
    let filter = query.filter(MAX_LISTED);
    let name = match (&filter.player, &filter.variant) {
        (Some(player), _) => format!("morris-{player}.txt"),
        (None, Some(variant)) => format!("morris-{variant}.txt"),
        (None, None) => "morris-games.txt".to_string(),
    };
    match hub.store().records(&filter).await {
        Ok(records) => text_file(&name, records.join("\n")),
        Err(e) => failed(&e),
    }
}

/// `/api/games/ID.txt`: one game's record; `/api/games/ID`: the game as
/// the archive lists it.
async fn record(State(hub): State<Arc<Hub>>, Path(file): Path<String>) -> Response {
    let Some(id) = file.strip_suffix(".txt") else {
        return match hub.store().game(&file).await {
            Ok(Some(game)) => Json(game).into_response(),
            Ok(None) => not_found("no such game\n"),
            Err(e) => failed(&e),
        };
    };
    match hub.store().game_record(id).await {
        Ok(Some(text)) => text_file(&format!("morris-{id}.txt"), text),
        Ok(None) => not_found("no such game\n"),
        Err(e) => failed(&e),
    }
}

/// A text file to save, named from keys and ids (only plain characters kept).
fn text_file(name: &str, text: String) -> Response {
    let name: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || "-_.".contains(*c))
        .collect();
    (
        [
            (
                header::CONTENT_TYPE,
                "text/plain; charset=utf-8".to_string(),
            ),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
        ],
        text,
    )
        .into_response()
}

/// The moves the archive played from a position of a variant; the position
/// is its hash as 16 hexadecimal digits (`Position::hash`, which a client
/// with the rules computes: the server needs no rules to answer).
async fn explorer(
    State(hub): State<Arc<Hub>>,
    Path((variant, position)): Path<(String, String)>,
) -> Response {
    let hash = (position.len() == 16)
        .then(|| u64::from_str_radix(&position, 16).ok())
        .flatten();
    let Some(hash) = hash else {
        let why = "the position is its hash in 16 hexadecimal digits\n";
        return (StatusCode::BAD_REQUEST, why).into_response();
    };
    match hub.store().explorer_moves(&variant, hash).await {
        Ok(moves) => Json(moves).into_response(),
        Err(e) => failed(&e),
    }
}
