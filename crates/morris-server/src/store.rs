//! The database: SQLite (a file) or PostgreSQL (shared by several server
//! processes), through one code path (sqlx's `Any` driver). A room is a row
//! with its settings and a log of events keyed by `(room, seq)`: appending an
//! event another process appended first fails with [`StoreError::Conflict`],
//! and the room is read again before the action is decided again.

use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyPool, Executor, Row};

use crate::room_event::{RoomEvent, StoredEvent};
use crate::room_state::ArchiveEntry;

mod archive;
mod explorer;
mod players;
mod schema;
mod seeks;

pub use archive::{GameFilter, MAX_LISTED};
pub use explorer::FinishedGame;
pub use players::NameHolder;
pub use seeks::{NewPairedRoom, SEEK_TAKEN, SeekRow, StoredSeek};

pub use schema::SCHEMA_VERSION;

/// The channel on which PostgreSQL tells every server process that a room changed.
pub const NOTIFY_CHANNEL: &str = "morris_rooms";

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("the database failed")]
    Db(#[from] sqlx::Error),
    #[error("another server changed the room first")]
    Conflict,
    #[error("the room is gone (it expired)")]
    Gone,
    #[error("the database holds an unreadable {what}: {why}")]
    Corrupt { what: &'static str, why: String },
    #[error(
        "the database's schema is version {found}, newer than this server knows ({known}): \
         run a newer morris-server on it, or give this one another database"
    )]
    NewerSchema { found: i64, known: i64 },
    #[error("cannot bring the database's schema to version {SCHEMA_VERSION}")]
    Schema(#[source] sqlx::migrate::MigrateError),
}

/// Which database a URL names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn of_url(url: &str) -> Backend {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            Backend::Sqlite
        }
    }
}

/// A room's row.
#[derive(Clone, Debug)]
pub struct RoomRow {
    pub settings: String,
}

#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
}

impl Store {
    /// Opens the database at `url` (`sqlite://FILE?mode=rwc` or
    /// `postgres://...`) and brings its schema to this server's version
    /// (safe when several servers start together on one database).
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let store = Store::connect(url).await?;
        schema::upgrade(&store.pool).await?;
        Ok(store)
    }

    /// Connects to the database at `url`, without looking at its schema.
    async fn connect(url: &str) -> Result<Store, StoreError> {
        install_default_drivers();
        let backend = Backend::of_url(url);
        let options = AnyPoolOptions::new().after_connect(move |conn, _| {
            Box::pin(async move {
                if backend == Backend::Sqlite {
                    // WAL: a commit is in the file (the OS's cache) when it
                    // returns, so a killed server loses nothing acknowledged.
                    conn.execute("PRAGMA journal_mode = WAL").await?;
                    conn.execute("PRAGMA synchronous = NORMAL").await?;
                    conn.execute("PRAGMA busy_timeout = 5000").await?;
                }
                Ok(())
            })
        });
        let options = match backend {
            Backend::Sqlite => options.max_connections(4),
            Backend::Postgres => options.max_connections(8),
        };
        let pool = options.connect(url).await?;
        Ok(Store { pool, backend })
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    pub async fn create_room(
        &self,
        id: &str,
        created_ms: i64,
        settings: &str,
    ) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO rooms (id, created_ms, joined, settings) VALUES ($1, $2, 0, $3)")
            .bind(id)
            .bind(created_ms)
            .bind(settings)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn room(&self, id: &str) -> Result<Option<RoomRow>, StoreError> {
        let row = sqlx::query("SELECT settings FROM rooms WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(row) => Some(RoomRow {
                settings: row.try_get(0)?,
            }),
            None => None,
        })
    }

    /// The room's events from `from_seq` on, in order.
    pub async fn events_from(
        &self,
        id: &str,
        from_seq: u64,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, at_ms, body FROM events WHERE room_id = $1 AND seq >= $2 ORDER BY seq",
        )
        .bind(id)
        .bind(seq_i64(from_seq))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let seq: i64 = row.try_get(0)?;
                let body: String = row.try_get(2)?;
                let event =
                    serde_json::from_str::<RoomEvent>(&body).map_err(|e| StoreError::Corrupt {
                        what: "event",
                        why: e.to_string(),
                    })?;
                Ok(StoredEvent {
                    seq: u64::try_from(seq).unwrap_or(u64::MAX),
                    at_ms: row.try_get(1)?,
                    event,
                })
            })
            .collect()
    }

    /// Writes `events` as the room's events `first_seq`, `first_seq + 1`...
    /// in one transaction: all or none, and none if another process wrote
    /// one of those numbers first ([`StoreError::Conflict`]).
    pub async fn append(
        &self,
        id: &str,
        first_seq: u64,
        at_ms: i64,
        events: &[RoomEvent],
        finished: Option<&ArchiveEntry>,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        for (i, event) in events.iter().enumerate() {
            let body = serde_json::to_string(event).map_err(|e| StoreError::Corrupt {
                what: "event",
                why: e.to_string(),
            })?;
            let inserted = sqlx::query(
                "INSERT INTO events (room_id, seq, at_ms, body) VALUES ($1, $2, $3, $4)",
            )
            .bind(id)
            .bind(seq_i64(first_seq + i as u64))
            .bind(at_ms)
            .bind(body)
            .execute(&mut *tx)
            .await;
            match inserted {
                Ok(_) => {}
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                    return Err(StoreError::Conflict);
                }
                Err(e) => return Err(e.into()),
            }
            if matches!(event, RoomEvent::GuestJoined { .. }) {
                let marked = sqlx::query("UPDATE rooms SET joined = 1 WHERE id = $1")
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
                // Expired while its creator waited: joining it now would
                // write events of a room that is no longer there.
                if marked.rows_affected() == 0 {
                    return Err(StoreError::Gone);
                }
            }
        }
        if let Some(entry) = finished {
            archive::write(&mut tx, self.backend, entry).await?;
        }
        if self.backend == Backend::Postgres {
            // Sent at commit, to every process listening.
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(NOTIFY_CHANNEL)
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Deletes the rooms nobody joined that were opened before `before_ms`.
    pub async fn expire_unjoined(&self, before_ms: i64) -> Result<u64, StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "DELETE FROM events WHERE room_id IN
             (SELECT id FROM rooms WHERE joined = 0 AND created_ms < $1)",
        )
        .bind(before_ms)
        .execute(&mut *tx)
        .await?;
        let gone = sqlx::query("DELETE FROM rooms WHERE joined = 0 AND created_ms < $1")
            .bind(before_ms)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        tx.commit().await?;
        Ok(gone)
    }
}

fn seq_i64(seq: u64) -> i64 {
    i64::try_from(seq).unwrap_or(i64::MAX)
}
