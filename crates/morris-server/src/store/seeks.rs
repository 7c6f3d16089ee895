//! The lobby's open challenges, and the rooms it paired: a seek is taken by
//! deleting its row, so that one of two processes taking it at once wins.

use morris_online::{LiveGameView, RatingRange, RulesText, SeekView, Side, TimeControl};
use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::archive::rating_view;
use super::{Backend, NOTIFY_CHANNEL, Store, StoreError};
use crate::pool::PoolEntry;
use crate::room_event::RoomEvent;
use crate::room_settings::Seated;

/// What a seek's row holds besides its keys.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StoredSeek {
    pub player: Option<Seated>,
    pub rules: RulesText,
    pub variant_key: String,
    pub variant_name: String,
    pub clock: Option<TimeControl>,
    pub rated: bool,
    pub side: Option<Side>,
    /// The ratings that may take it.
    #[serde(default)]
    pub range: Option<RatingRange>,
}

/// A seek as read back to be taken.
#[derive(Clone, Debug)]
pub struct SeekRow {
    pub id: String,
    pub address: String,
    pub seat_hash: String,
    pub alive_ms: i64,
    pub pool: bool,
    pub seek: StoredSeek,
}

/// A room the lobby paired, as it is written at once.
#[derive(Debug)]
pub struct NewPairedRoom<'a> {
    pub id: &'a str,
    pub settings: &'a str,
    pub guest_hash: &'a str,
    pub live: &'a LiveGameView,
}

fn corrupt(e: serde_json::Error) -> StoreError {
    StoreError::Corrupt {
        what: "seek",
        why: e.to_string(),
    }
}

impl Store {
    /// Writes a seek, or with `pool` an entry of the quick-pairing pool.
    pub async fn add_seek(
        &self,
        id: &str,
        address: &str,
        seat_hash: &str,
        seek: &StoredSeek,
        pool: bool,
        now_ms: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO seeks
             (id, player_key, address, seat_hash, variant_key, rated, body, alive_ms, pool, created_ms)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8)",
        )
        .bind(id)
        .bind(seek.player.as_ref().map(|p| p.key.clone()))
        .bind(address)
        .bind(seat_hash)
        .bind(&seek.variant_key)
        .bind(i64::from(seek.rated))
        .bind(serde_json::to_string(seek).map_err(corrupt)?)
        .bind(now_ms)
        .bind(i64::from(pool))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The seeks from `address` still alive after `alive_after_ms`.
    pub async fn seeks_from(&self, address: &str, alive_after_ms: i64) -> Result<u64, StoreError> {
        let count: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM seeks WHERE address = $1 AND alive_ms > $2 AND taken_room IS NULL")
                .bind(address)
                .bind(alive_after_ms)
                .fetch_one(&self.pool)
                .await?;
        Ok(u64::try_from(count).unwrap_or(0))
    }

    /// The seeker is still there: returns the room the seek was taken
    /// into, if it was (a notice from another process may have been missed).
    pub async fn keep_seek(&self, id: &str, now_ms: i64) -> Result<Option<String>, StoreError> {
        sqlx::query("UPDATE seeks SET alive_ms = $2 WHERE id = $1")
            .bind(id)
            .bind(now_ms)
            .execute(&self.pool)
            .await?;
        let room: Option<Option<String>> =
            sqlx::query_scalar("SELECT taken_room FROM seeks WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(room.flatten())
    }

    pub async fn remove_seek(&self, id: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM seeks WHERE id = $1")
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Deletes the seeks whose seeker was last heard of before `before_ms`
    /// (their server stopped).
    pub async fn expire_seeks(&self, before_ms: i64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM seeks WHERE alive_ms < $1")
            .bind(before_ms)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn seek(&self, id: &str) -> Result<Option<SeekRow>, StoreError> {
        let row = sqlx::query("SELECT address, seat_hash, alive_ms, body, pool FROM seeks WHERE id = $1 AND taken_room IS NULL")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let body: String = row.try_get(3)?;
        Ok(Some(SeekRow {
            id: id.to_string(),
            address: row.try_get(0)?,
            seat_hash: row.try_get(1)?,
            alive_ms: row.try_get(2)?,
            pool: row.try_get::<i64, _>(4)? != 0,
            seek: serde_json::from_str(&body).map_err(corrupt)?,
        }))
    }

    /// The open seeks alive after `alive_after_ms`, by variant, with the
    /// seekers' ratings in the seek's variant.
    pub async fn open_seeks(&self, alive_after_ms: i64) -> Result<Vec<SeekView>, StoreError> {
        let rows = sqlx::query(
            "SELECT r.rating, r.deviation, r.volatility, r.games, s.id, s.body
             FROM seeks s LEFT JOIN ratings r
               ON r.player_key = s.player_key AND r.variant_key = s.variant_key
             WHERE s.alive_ms > $1 AND s.taken_room IS NULL AND s.pool = 0 ORDER BY s.variant_key, s.id LIMIT 500",
        )
        .bind(alive_after_ms)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let body: String = row.try_get(5)?;
                let seek: StoredSeek = serde_json::from_str(&body).map_err(corrupt)?;
                let rated: Option<f64> = row.try_get(0)?;
                let rating = match (rated, &seek.player) {
                    (Some(_), _) => Some(rating_view(
                        morris_rating::Rating {
                            rating: row.try_get(0)?,
                            deviation: row.try_get(1)?,
                            volatility: row.try_get(2)?,
                        },
                        u64::try_from(row.try_get::<i64, _>(3)?).unwrap_or(0),
                    )),
                    (None, Some(_)) => Some(rating_view(morris_rating::Rating::default(), 0)),
                    (None, None) => None,
                };
                Ok(SeekView {
                    id: row.try_get(4)?,
                    player: seek.player.map(|p| p.name),
                    rating,
                    variant: seek.variant_key,
                    variant_name: seek.variant_name,
                    clock: seek.clock,
                    rated: seek.rated,
                    side: seek.side,
                    range: seek.range,
                })
            })
            .collect()
    }

    /// Takes the seeks `seek_ids` (one taken by a player, or two pool
    /// entries) and opens their room with both seats taken, in one
    /// transaction; [`StoreError::Gone`], and nothing written, when one was
    /// taken first. A seek's row stays, marked with the room, until its
    /// seeker has heard (or it expires).
    pub async fn pair(
        &self,
        seek_ids: &[&str],
        room: &NewPairedRoom<'_>,
        now_ms: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        for seek_id in seek_ids {
            let taken = sqlx::query(
                "UPDATE seeks SET taken_room = $2 WHERE id = $1 AND taken_room IS NULL",
            )
            .bind(seek_id)
            .bind(room.id)
            .execute(&mut *tx)
            .await?;
            if taken.rows_affected() == 0 {
                return Err(StoreError::Gone);
            }
        }
        sqlx::query("INSERT INTO rooms (id, created_ms, joined, settings) VALUES ($1, $2, 1, $3)")
            .bind(room.id)
            .bind(now_ms)
            .bind(room.settings)
            .execute(&mut *tx)
            .await?;
        let joined = RoomEvent::GuestJoined {
            token_hash: room.guest_hash.to_string(),
        };
        sqlx::query("INSERT INTO events (room_id, seq, at_ms, body) VALUES ($1, 0, $2, $3)")
            .bind(room.id)
            .bind(now_ms)
            .bind(serde_json::to_string(&joined).map_err(corrupt)?)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO lobby_rooms (room_id, body, started_ms, finished) VALUES ($1, $2, $3, 0)",
        )
        .bind(room.id)
        .bind(serde_json::to_string(room.live).map_err(corrupt)?)
        .bind(now_ms)
        .execute(&mut *tx)
        .await?;
        if self.backend == Backend::Postgres {
            // A seeker may be connected to another process.
            for seek_id in seek_ids {
                sqlx::query("SELECT pg_notify($1, $2)")
                    .bind(NOTIFY_CHANNEL)
                    .bind(format!("{SEEK_TAKEN}{seek_id} {}", room.id))
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// The pool's entries alive after `alive_after_ms`, with their players'
    /// ratings in their variant.
    pub async fn pool_entries(&self, alive_after_ms: i64) -> Result<Vec<PoolEntry>, StoreError> {
        let rows = sqlx::query(
            "SELECT r.rating, s.id, s.player_key, s.address, s.body, s.created_ms
             FROM seeks s LEFT JOIN ratings r
               ON r.player_key = s.player_key AND r.variant_key = s.variant_key
             WHERE s.alive_ms > $1 AND s.taken_room IS NULL AND s.pool = 1
             ORDER BY s.created_ms LIMIT 5000",
        )
        .bind(alive_after_ms)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let body: String = row.try_get(4)?;
                let seek: StoredSeek = serde_json::from_str(&body).map_err(corrupt)?;
                let rating: Option<f64> = row.try_get(0)?;
                let clock = seek.clock.map_or_else(String::new, |c| c.to_string());
                Ok(PoolEntry {
                    id: row.try_get(1)?,
                    player: row.try_get(2)?,
                    address: row.try_get(3)?,
                    group: format!("{} {clock} {}", seek.variant_key, seek.rated),
                    rated: seek.rated,
                    rating: rating.unwrap_or(morris_rating::Rating::default().rating),
                    since_ms: row.try_get(5)?,
                })
            })
            .collect()
    }

    /// The lobby's games being played, newest first, started after `after_ms`.
    pub async fn live_games(&self, after_ms: i64) -> Result<Vec<LiveGameView>, StoreError> {
        let rows = sqlx::query(
            "SELECT body FROM lobby_rooms WHERE finished = 0 AND started_ms > $1
             ORDER BY started_ms DESC LIMIT 200",
        )
        .bind(after_ms)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let body: String = row.try_get(0)?;
                serde_json::from_str(&body).map_err(corrupt)
            })
            .collect()
    }
}

/// How a change notice says a seek was taken: `seek:ID ROOM`.
pub const SEEK_TAKEN: &str = "seek:";
