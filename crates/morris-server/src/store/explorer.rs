//! The opening explorer's index: each archived game adds one to every turn
//! it played, under its variant and the position the turn left, in the
//! transaction that archives it; a position's moves are then one indexed read.

use morris_core::{Color, Game};
use morris_online::ExplorerMove;
use sqlx::{AnyConnection, Row};

use super::{Store, StoreError};

/// The most moves one position lists (a flying endgame can have hundreds).
const MOVES_LISTED: i64 = 100;

/// Files the turns of `game`, which ended with `winner` (`None`: a draw)
/// between players rated `ratings` (white, black) when it was rated.
pub(super) async fn file_game(
    conn: &mut AnyConnection,
    variant: &str,
    game: &Game,
    winner: Option<Color>,
    ratings: [Option<f64>; 2],
) -> Result<(), StoreError> {
    for turn in morris_explorer::turns(game) {
        let won = |side: Color| i64::from(winner == Some(side));
        let side = usize::from(turn.mover != Color::White);
        sqlx::query(
            "INSERT INTO explorer (variant_key, position, turn, games, white_wins, draws,
                                   black_wins, rating_sum, rating_count)
             VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8)
             ON CONFLICT (variant_key, position, turn) DO UPDATE SET
                 games = explorer.games + 1,
                 white_wins = explorer.white_wins + excluded.white_wins,
                 draws = explorer.draws + excluded.draws,
                 black_wins = explorer.black_wins + excluded.black_wins,
                 rating_sum = explorer.rating_sum + excluded.rating_sum,
                 rating_count = explorer.rating_count + excluded.rating_count",
        )
        .bind(variant)
        .bind(stored_position(turn.position))
        .bind(&turn.turn)
        .bind(won(Color::White))
        .bind(i64::from(winner.is_none()))
        .bind(won(Color::Black))
        .bind(ratings[side].unwrap_or(0.0))
        .bind(i64::from(ratings[side].is_some()))
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// A position's hash as the database keeps it: the same 64 bits, signed.
fn stored_position(hash: u64) -> i64 {
    i64::from_ne_bytes(hash.to_ne_bytes())
}

/// A finished game as the explorer files it: its turns, who won (`None`:
/// a draw) and the ratings White and Black played at.
pub type FinishedGame = (Game, Option<Color>, [Option<f64>; 2]);

impl Store {
    /// Files `games` of `variant` in the explorer's index, in one
    /// transaction (the load generator's archive; a rebuilt index).
    pub async fn file_in_explorer(
        &self,
        variant: &str,
        games: &[FinishedGame],
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        for (game, winner, ratings) in games {
            file_game(&mut tx, variant, game, *winner, *ratings).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The moves the archive's games of `variant` played from the position
    /// of hash `position`, the most played first.
    pub async fn explorer_moves(
        &self,
        variant: &str,
        position: u64,
    ) -> Result<Vec<ExplorerMove>, StoreError> {
        let rows = sqlx::query(
            "SELECT turn, games, white_wins, draws, black_wins, rating_sum, rating_count
             FROM explorer WHERE variant_key = $1 AND position = $2
             ORDER BY games DESC, turn LIMIT $3",
        )
        .bind(variant)
        .bind(stored_position(position))
        .bind(MOVES_LISTED)
        .fetch_all(&self.pool)
        .await?;
        let count = |row: &sqlx::any::AnyRow, i: usize| -> Result<u64, StoreError> {
            let n: i64 = row.try_get(i)?;
            u64::try_from(n).map_err(|_| StoreError::Corrupt {
                what: "explorer count",
                why: format!("{n} is negative"),
            })
        };
        rows.iter()
            .map(|row| {
                let (sum, rated): (f64, u64) = (row.try_get(5)?, count(row, 6)?);
                Ok(ExplorerMove {
                    turn: row.try_get(0)?,
                    games: count(row, 1)?,
                    white_wins: count(row, 2)?,
                    draws: count(row, 3)?,
                    black_wins: count(row, 4)?,
                    average_rating: (rated > 0).then(|| sum / rated as f64),
                })
            })
            .collect()
    }
}
