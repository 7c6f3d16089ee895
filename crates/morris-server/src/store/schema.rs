//! The database's schema and its versions: each version is one SQL file in
//! `migrations/`, applied in order by sqlx's migrator, which writes down the
//! versions applied (table `_sqlx_migrations`). With PostgreSQL the migrator
//! holds an advisory lock while it looks and applies, so that servers started
//! together take turns: the first creates the tables, the others find them.

use std::borrow::Cow;
use std::future::Future;
use std::pin::Pin;

use sqlx::error::BoxDynError;
use sqlx::migrate::{MigrateError, Migration, MigrationSource, MigrationType, Migrator};
use sqlx::{AnyPool, Connection};

use super::StoreError;

/// Every version of the schema, oldest first: its number, what it does, its SQL.
const VERSIONS: [(i64, &str, &str); 5] = [
    (
        1,
        "rooms and events",
        include_str!("../../migrations/0001_rooms_and_events.sql"),
    ),
    (
        2,
        "unjoined rooms index",
        include_str!("../../migrations/0002_unjoined_rooms_index.sql"),
    ),
    (
        3,
        "players, lobby and archive",
        include_str!("../../migrations/0003_players_lobby_archive.sql"),
    ),
    (
        4,
        "the opening explorer",
        include_str!("../../migrations/0004_explorer.sql"),
    ),
    (
        5,
        "player passwords",
        include_str!("../../migrations/0005_player_passwords.sql"),
    ),
];

/// The schema version this server writes and reads.
pub const SCHEMA_VERSION: i64 = VERSIONS[VERSIONS.len() - 1].0;

/// Brings the database to [`SCHEMA_VERSION`]: a new one gets every version,
/// an older one the versions it lacks; one written by a newer server is refused.
pub async fn upgrade(pool: &AnyPool) -> Result<(), StoreError> {
    upgrade_to(pool, SCHEMA_VERSION).await
}

/// Applies the versions up to `last` (tests stop short of the newest).
pub(super) async fn upgrade_to(pool: &AnyPool, last: i64) -> Result<(), StoreError> {
    let migrator = Migrator::new(Versions { last })
        .await
        .map_err(StoreError::Schema)?;
    // A connection of its own, closed after: a run that fails half-way
    // leaves PostgreSQL's session lock on it, and the lock goes with it.
    let mut conn = pool.acquire().await?.detach();
    let ran = migrator.run(&mut conn).await;
    let _ = conn.close().await;
    ran.map_err(|e| match e {
        MigrateError::VersionMissing(found) if found > last => {
            StoreError::NewerSchema { found, known: last }
        }
        e => StoreError::Schema(e),
    })
}

/// The versions up to `last`, as the migrator reads them.
#[derive(Debug)]
struct Versions {
    last: i64,
}

impl<'s> MigrationSource<'s> for Versions {
    fn resolve(
        self,
    ) -> Pin<Box<dyn Future<Output = Result<Vec<Migration>, BoxDynError>> + Send + 's>> {
        let migrations = VERSIONS
            .iter()
            .filter(|(version, ..)| *version <= self.last)
            .map(|&(version, description, sql)| {
                Migration::new(
                    version,
                    Cow::Borrowed(description),
                    MigrationType::Simple,
                    Cow::Borrowed(sql),
                    false,
                )
            })
            .collect();
        Box::pin(async move { Ok(migrations) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

    /// The list above and the folder hold the same files, numbered in order.
    #[test]
    fn every_migration_file_is_a_version_in_order() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        assert_eq!(files.len(), VERSIONS.len());
        for (i, (file, (version, _, sql))) in files.iter().zip(VERSIONS).enumerate() {
            assert_eq!(version, i as i64 + 1);
            assert!(file.starts_with(&format!("{version:04}_")), "{file}");
            assert!(!sql.trim().is_empty(), "{file}");
        }
    }

    async fn versions_in(pool: &AnyPool) -> Vec<i64> {
        sqlx::query_scalar("SELECT version FROM _sqlx_migrations ORDER BY version")
            .fetch_all(pool)
            .await
            .unwrap()
    }

    #[tokio::test]
    async fn an_older_database_is_upgraded_and_a_newer_one_refused() {
        let dir = tempfile::tempdir().unwrap();
        let url = crate::database_url(&dir.path().join("rooms.db").display().to_string());
        let store = Store::connect(&url).await.unwrap();
        upgrade_to(&store.pool, 1).await.unwrap();
        assert_eq!(versions_in(&store.pool).await, [1]);
        store.create_room("r1", 5, "{}").await.unwrap();

        let upgraded = Store::open(&url).await.unwrap();
        let every: Vec<i64> = (1..=SCHEMA_VERSION).collect();
        assert_eq!(versions_in(&upgraded.pool).await, every);
        assert!(upgraded.room("r1").await.unwrap().is_some());
        // Opened again at the same version: nothing to do.
        Store::open(&url).await.unwrap();

        // An older server (one version fewer) on this database refuses it.
        let (newest, older) = (SCHEMA_VERSION, SCHEMA_VERSION - 1);
        let refused = upgrade_to(&upgraded.pool, older).await.unwrap_err();
        assert!(
            matches!(refused, StoreError::NewerSchema { found, known } if found == newest && known == older),
            "{refused:?}"
        );
        assert_eq!(
            refused.to_string(),
            format!(
                "the database's schema is version {newest}, newer than this server knows ({older}): \
                 run a newer morris-server on it, or give this one another database"
            )
        );
    }
}
