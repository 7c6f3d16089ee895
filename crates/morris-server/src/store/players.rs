//! Players: a name (unique whatever its case), the hashes of the keys the
//! player's programs keep (the first in `players`, those added with the
//! password in `player_keys`), and an optional password's PHC string.

use sqlx::Row;

use super::{Store, StoreError};
use crate::secret;

/// Whose a name is, for a `hello` with a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameHolder {
    /// The name was free: it is now this key's (the name as written).
    Made(String),
    /// The key is one of the name's.
    Yours(String),
    /// Another player's, with their password's hash if they set one.
    Other {
        name: String,
        password_hash: Option<String>,
    },
}

impl Store {
    /// Makes the player `name` with `key` if the name is free; else says
    /// whether `key` is one of the name's.
    pub async fn hello(
        &self,
        name_key: &str,
        name: &str,
        key: &str,
        now_ms: i64,
    ) -> Result<NameHolder, StoreError> {
        let made = sqlx::query(
            "INSERT INTO players (name_key, name, key_hash, created_ms) VALUES ($1, $2, $3, $4)
             ON CONFLICT (name_key) DO NOTHING",
        )
        .bind(name_key)
        .bind(name)
        .bind(secret::hash(key))
        .bind(now_ms)
        .execute(&self.pool)
        .await?;
        let row =
            sqlx::query("SELECT name, key_hash, password_hash FROM players WHERE name_key = $1")
                .bind(name_key)
                .fetch_one(&self.pool)
                .await?;
        let stored_name: String = row.try_get(0)?;
        if made.rows_affected() == 1 {
            return Ok(NameHolder::Made(stored_name));
        }
        let first: String = row.try_get(1)?;
        let added: Option<i64> = sqlx::query_scalar(
            "SELECT added_ms FROM player_keys WHERE name_key = $1 AND key_hash = $2",
        )
        .bind(name_key)
        .bind(secret::hash(key))
        .fetch_optional(&self.pool)
        .await?;
        if secret::matches(key, &first) || added.is_some() {
            Ok(NameHolder::Yours(stored_name))
        } else {
            Ok(NameHolder::Other {
                name: stored_name,
                password_hash: row.try_get(2)?,
            })
        }
    }

    /// Makes `key` one more of the player's keys.
    pub async fn add_key(&self, name_key: &str, key: &str, now_ms: i64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO player_keys (name_key, key_hash, added_ms) VALUES ($1, $2, $3)
             ON CONFLICT (name_key, key_hash) DO NOTHING",
        )
        .bind(name_key)
        .bind(secret::hash(key))
        .bind(now_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Sets (or replaces) the player's password, as a PHC string.
    pub async fn set_password(&self, name_key: &str, phc: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE players SET password_hash = $2 WHERE name_key = $1")
            .bind(name_key)
            .bind(phc)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A player's name as first written, by its key (lower case).
    pub async fn player_name(&self, name_key: &str) -> Result<Option<String>, StoreError> {
        let row = sqlx::query("SELECT name FROM players WHERE name_key = $1")
            .bind(name_key)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(row) => Some(row.try_get(0)?),
            None => None,
        })
    }

    /// A player's rating in a variant, if they have played it rated.
    pub async fn rating(&self, name_key: &str, variant: &str) -> Result<Option<f64>, StoreError> {
        let rating = sqlx::query_scalar(
            "SELECT rating FROM ratings WHERE player_key = $1 AND variant_key = $2",
        )
        .bind(name_key)
        .bind(variant)
        .fetch_optional(&self.pool)
        .await?;
        Ok(rating)
    }
}
