//! The archive: every finished game of a room the lobby paired, with its
//! record, and the players' ratings that a rated one moves — written in the
//! transaction of the event that ended the game, so it happens once.

use morris_core::record::write_record;
use morris_online::{ArchivedGameView, LeaderRow, RatingChange, RatingView, Side, VariantRating};
use morris_rating::{Outcome, Rating};
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};

use super::{Backend, Store, StoreError};
use crate::room_state::ArchiveEntry;

/// The most games one listing or download gives.
pub const MAX_LISTED: u32 = 10_000;

/// Which games a listing asks for; every field narrows it.
#[derive(Clone, Debug, Default)]
pub struct GameFilter {
    /// A player's name key (lower case): their games on either side.
    pub player: Option<String>,
    pub variant: Option<String>,
    /// Only games finished before this (for the next page).
    pub before_ms: Option<i64>,
    pub limit: u32,
}

/// Archives `entry`, and rates it when it is rated.
pub(super) async fn write(
    conn: &mut AnyConnection,
    backend: Backend,
    entry: &ArchiveEntry,
) -> Result<(), StoreError> {
    let mut tags = entry.tags.clone();
    let mut changes = [None, None];
    // The ratings the players played at, for the explorer's averages.
    let mut played_at = [None, None];
    if let (true, Some(white), Some(black)) = (entry.rated, &entry.white, &entry.black) {
        let variant = &entry.seats.variant_key;
        let before_white = rating_of(conn, backend, &white.key, variant).await?;
        let before_black = rating_of(conn, backend, &black.key, variant).await?;
        let outcome = match entry.result.winner {
            Some(morris_online::Side::White) => Outcome::Won,
            Some(morris_online::Side::Black) => Outcome::Lost,
            None => Outcome::Drew,
        };
        let (after_white, after_black) =
            Rating::after_game(before_white.0, before_black.0, outcome);
        set_rating(conn, &white.key, variant, after_white, before_white.1 + 1).await?;
        set_rating(conn, &black.key, variant, after_black, before_black.1 + 1).await?;
        played_at = [Some(before_white.0.rating), Some(before_black.0.rating)];
        tags.set("WhiteRating", before_white.0.shown());
        tags.set("BlackRating", before_black.0.shown());
        changes = [
            Some(RatingChange {
                before: before_white.0.rating,
                after: after_white.rating,
            }),
            Some(RatingChange {
                before: before_black.0.rating,
                after: after_black.rating,
            }),
        ];
    }
    tags.set("Rated", if entry.rated { "yes" } else { "no" });
    if let Some(clock) = entry.clock {
        tags.set("TimeControl", clock.to_string());
    }
    let view = ArchivedGameView {
        id: entry.id.clone(),
        finished_ms: entry.finished_ms,
        variant: entry.seats.variant_key.clone(),
        variant_name: entry.seats.variant_name.clone(),
        white: entry.white.as_ref().map(|s| s.name.clone()),
        black: entry.black.as_ref().map(|s| s.name.clone()),
        result: entry.result.score().to_string(),
        rated: entry.rated,
        white_rating: changes[0],
        black_rating: changes[1],
        turns: u32::try_from(entry.game.moves().len()).unwrap_or(u32::MAX),
        reason: Some(entry.result.reason),
        left_by: entry.left_by,
    };
    let body = serde_json::to_string(&view).map_err(|e| StoreError::Corrupt {
        what: "archived game",
        why: e.to_string(),
    })?;
    sqlx::query(
        "INSERT INTO games (id, finished_ms, variant_key, white_key, black_key, rated, body, record)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(&entry.id)
    .bind(entry.finished_ms)
    .bind(&entry.seats.variant_key)
    .bind(entry.white.as_ref().map(|s| s.key.clone()))
    .bind(entry.black.as_ref().map(|s| s.key.clone()))
    .bind(i64::from(entry.rated))
    .bind(body)
    .bind(write_record(&entry.game, &tags))
    .execute(&mut *conn)
    .await?;
    let winner = entry.result.winner.map(morris_core::Color::from);
    super::explorer::file_game(
        conn,
        &entry.seats.variant_key,
        &entry.game,
        winner,
        played_at,
    )
    .await?;
    let room = entry
        .id
        .rsplit_once('-')
        .map_or(entry.id.as_str(), |(r, _)| r);
    sqlx::query("UPDATE lobby_rooms SET finished = 1 WHERE room_id = $1")
        .bind(room)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// A player's rating in a variant and their rated games in it; a newcomer's
/// when they have none. With PostgreSQL the row stays locked until the
/// transaction ends: two games ending at once rate one after the other.
async fn rating_of(
    conn: &mut AnyConnection,
    backend: Backend,
    player: &str,
    variant: &str,
) -> Result<(Rating, u64), StoreError> {
    let lock = if backend == Backend::Postgres {
        " FOR UPDATE"
    } else {
        ""
    };
    let row = sqlx::query(&format!(
        "SELECT rating, deviation, volatility, games FROM ratings
         WHERE player_key = $1 AND variant_key = $2{lock}"
    ))
    .bind(player)
    .bind(variant)
    .fetch_optional(&mut *conn)
    .await?;
    match row {
        Some(row) => Ok((stored_rating(&row)?, games(&row, 3)?)),
        None => Ok((Rating::default(), 0)),
    }
}

async fn set_rating(
    conn: &mut AnyConnection,
    player: &str,
    variant: &str,
    rating: Rating,
    games: u64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO ratings (player_key, variant_key, rating, deviation, volatility, games)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (player_key, variant_key) DO UPDATE SET rating = excluded.rating,
         deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games",
    )
    .bind(player)
    .bind(variant)
    .bind(rating.rating)
    .bind(rating.deviation)
    .bind(rating.volatility)
    .bind(i64::try_from(games).unwrap_or(i64::MAX))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// The rating in a row's first three columns, refused when Glicko-2 could
/// not have written it.
fn stored_rating(row: &AnyRow) -> Result<Rating, StoreError> {
    let rating = Rating {
        rating: row.try_get(0)?,
        deviation: row.try_get(1)?,
        volatility: row.try_get(2)?,
    };
    if rating.is_sound() {
        Ok(rating)
    } else {
        Err(StoreError::Corrupt {
            what: "rating",
            why: format!("{rating:?}"),
        })
    }
}

fn games(row: &AnyRow, column: usize) -> Result<u64, StoreError> {
    let games: i64 = row.try_get(column)?;
    Ok(u64::try_from(games).unwrap_or(0))
}

/// A rating as the lists show it.
pub fn rating_view(rating: Rating, games: u64) -> RatingView {
    RatingView {
        rating: rating.rating,
        deviation: rating.deviation,
        provisional: rating.is_provisional(),
        games,
    }
}

impl Store {
    /// Finished games, newest first.
    pub async fn games(&self, filter: &GameFilter) -> Result<Vec<ArchivedGameView>, StoreError> {
        self.select_games("body", filter)
            .await?
            .iter()
            .map(|text| {
                serde_json::from_str(text).map_err(|e| StoreError::Corrupt {
                    what: "archived game",
                    why: e.to_string(),
                })
            })
            .collect()
    }

    /// The records of finished games, newest first.
    pub async fn records(&self, filter: &GameFilter) -> Result<Vec<String>, StoreError> {
        self.select_games("record", filter).await
    }

    async fn select_games(
        &self,
        column: &str,
        filter: &GameFilter,
    ) -> Result<Vec<String>, StoreError> {
        // Each filter given adds its condition; the binds follow in order.
        let mut conditions = Vec::new();
        let mut binds: Vec<String> = Vec::new();
        if let Some(player) = &filter.player {
            binds.push(player.clone());
            let n = binds.len();
            conditions.push(format!("(white_key = ${n} OR black_key = ${n})"));
        }
        if let Some(variant) = &filter.variant {
            binds.push(variant.clone());
            conditions.push(format!("variant_key = ${}", binds.len()));
        }
        let before = filter.before_ms.unwrap_or(i64::MAX);
        conditions.push(format!("finished_ms < ${}", binds.len() + 1));
        let sql = format!(
            "SELECT {column} FROM games WHERE {} ORDER BY finished_ms DESC, id DESC LIMIT {}",
            conditions.join(" AND "),
            filter.limit.clamp(1, MAX_LISTED)
        );
        let mut query = sqlx::query(&sql);
        for bind in binds {
            query = query.bind(bind);
        }
        let rows = query.bind(before).fetch_all(&self.pool).await?;
        rows.iter()
            .map(|row| row.try_get(0).map_err(StoreError::from))
            .collect()
    }

    /// One finished game as the archive lists it.
    pub async fn game(&self, id: &str) -> Result<Option<ArchivedGameView>, StoreError> {
        let body: Option<String> = sqlx::query_scalar("SELECT body FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        body.map(|text| {
            serde_json::from_str(&text).map_err(|e| StoreError::Corrupt {
                what: "archived game",
                why: e.to_string(),
            })
        })
        .transpose()
    }

    /// One finished game's record.
    pub async fn game_record(&self, id: &str) -> Result<Option<String>, StoreError> {
        let row = sqlx::query("SELECT record FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(row) => Some(row.try_get(0)?),
            None => None,
        })
    }

    /// The best rated in a variant: established ratings first, then the
    /// provisional ones, each by rating.
    pub async fn leaderboard(
        &self,
        variant: &str,
        limit: u32,
    ) -> Result<Vec<LeaderRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT r.rating, r.deviation, r.volatility, r.games, p.name
             FROM ratings r JOIN players p ON p.name_key = r.player_key
             WHERE r.variant_key = $1
             ORDER BY CASE WHEN r.deviation > $2 THEN 1 ELSE 0 END, r.rating DESC, p.name_key
             LIMIT $3",
        )
        .bind(variant)
        .bind(morris_rating::PROVISIONAL_DEVIATION)
        .bind(i64::from(limit.clamp(1, 1000)))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(LeaderRow {
                    rating: rating_view(stored_rating(row)?, games(row, 3)?),
                    name: row.try_get(4)?,
                })
            })
            .collect()
    }

    /// A player's ratings, one per variant played rated.
    pub async fn ratings_of(&self, player: &str) -> Result<Vec<VariantRating>, StoreError> {
        let rows = sqlx::query(
            "SELECT rating, deviation, volatility, games, variant_key FROM ratings
             WHERE player_key = $1 ORDER BY variant_key",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(VariantRating {
                    rating: rating_view(stored_rating(row)?, games(row, 3)?),
                    variant: row.try_get(4)?,
                })
            })
            .collect()
    }

    /// When the games that `player` (a name key) aborted or abandoned, of
    /// those finished after `after_ms`, ended.
    pub async fn games_left(&self, player: &str, after_ms: i64) -> Result<Vec<i64>, StoreError> {
        let rows = sqlx::query(
            "SELECT finished_ms, white_key, body FROM games
             WHERE (white_key = $1 OR black_key = $1) AND finished_ms > $2
             ORDER BY finished_ms DESC LIMIT 1000",
        )
        .bind(player)
        .bind(after_ms)
        .fetch_all(&self.pool)
        .await?;
        let mut left = Vec::new();
        for row in &rows {
            let body: String = row.try_get(2)?;
            let game: ArchivedGameView =
                serde_json::from_str(&body).map_err(|e| StoreError::Corrupt {
                    what: "archived game",
                    why: e.to_string(),
                })?;
            let white: Option<String> = row.try_get(1)?;
            let side = if white.as_deref() == Some(player) {
                Side::White
            } else {
                Side::Black
            };
            if game.left_by == Some(side) {
                left.push(row.try_get(0)?);
            }
        }
        Ok(left)
    }
}
