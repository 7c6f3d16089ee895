//! Players: a name (unique whatever its case) and the hash of the key the
//! player's program keeps.

use sqlx::Row;

use super::{Store, StoreError};

impl Store {
    /// Makes the player `name` with `key` if the name is free; returns
    /// the name as first written when the key is the name's, `None` when the
    /// name belongs to another key.
    pub async fn hello(
        &self,
        name_key: &str,
        name: &str,
        key: &str,
        now_ms: i64,
    ) -> Result<Option<String>, StoreError> {
        sqlx::query(
            "INSERT INTO players (name_key, name, key_hash, created_ms) VALUES ($1, $2, $3, $4)
             ON CONFLICT (name_key) DO NOTHING",
        )
        .bind(name_key)
        .bind(name)
        .bind(crate::secret::hash(key))
        .bind(now_ms)
        .execute(&self.pool)
        .await?;
        let row = sqlx::query("SELECT name, key_hash FROM players WHERE name_key = $1")
            .bind(name_key)
            .fetch_one(&self.pool)
            .await?;
        let stored: String = row.try_get(1)?;
        if crate::secret::matches(key, &stored) {
            Ok(Some(row.try_get(0)?))
        } else {
            Ok(None)
        }
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
