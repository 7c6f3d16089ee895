//! The opening explorer: games (a records file, a downloaded archive, the
//! player's own games) folded into, for every position reached, the moves
//! played there: how often, with what results, and the average rating of
//! the players who chose them. Positions are matched by their hash, so
//! that two move orders reaching one position meet.

mod records_text;

use std::collections::HashMap;
use std::sync::Arc;

use morris_core::record::{Record, RecordError, read_record};
use morris_core::{Color, Game, Position, Rules, move_text};

pub use records_text::split_records;

/// The most a records file read for the explorer may weigh (a server's
/// archive download of 10,000 games is far under it).
pub const RECORDS_CAP: u64 = 256 * 1024 * 1024;

/// What the games did with one move from one position.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MoveStats {
    /// The move as the rules write it (`d6`, `d6-d5xd1`).
    pub turn: String,
    pub games: u64,
    pub white_wins: u64,
    pub draws: u64,
    pub black_wins: u64,
    rating_sum: f64,
    rating_count: u64,
}

impl MoveStats {
    /// The average rating of the players who played the move, where the
    /// records say it (`WhiteRating`, `BlackRating`).
    pub fn average_rating(&self) -> Option<f64> {
        (self.rating_count > 0).then(|| self.rating_sum / self.rating_count as f64)
    }

    /// Games whose result the records give.
    pub fn finished(&self) -> u64 {
        self.white_wins + self.draws + self.black_wins
    }
}

/// One turn of a game as the explorer files it: the position it was played
/// from (by its hash), the turn as the rules write it, and who played it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub position: u64,
    pub turn: String,
    pub mover: Color,
}

/// The turns of `game`, in order (a server's explorer files each as its
/// game is archived; [`Explorer`] folds a records file the same way).
pub fn turns(game: &Game) -> Vec<Turn> {
    let rules = game.rules();
    let mut turns = Vec::with_capacity(game.moves().len());
    for (i, &mv) in game.moves().iter().enumerate() {
        let (Some(position), Some(mover)) = (game.position_at(i), game.player_of(i)) else {
            break;
        };
        turns.push(Turn {
            position: position.hash(),
            turn: move_text(rules, mv),
            mover,
        });
    }
    turns
}

/// How a set of games went, position by position.
#[derive(Debug)]
pub struct Explorer {
    rules: Arc<Rules>,
    /// Position hash → the moves played from it.
    moves: HashMap<u64, Vec<MoveStats>>,
    games: u64,
    /// Records of another variant, or unreadable, with why.
    skipped: Vec<Skipped>,
}

/// A record left out of the explorer.
#[derive(Debug)]
pub struct Skipped {
    /// Counting from 1 in the text.
    pub record: usize,
    pub why: SkipReason,
}

#[derive(Debug, thiserror::Error)]
pub enum SkipReason {
    #[error("it is a game of {found}, not {wanted}")]
    OtherVariant { found: String, wanted: String },
    #[error("it cannot be read")]
    Unreadable(#[source] RecordError),
}

impl Explorer {
    /// The games of `text` (records one after another) played with `rules`;
    /// `resolve` finds a record's variant as [`read_record`] does.
    pub fn from_records<E>(
        rules: Arc<Rules>,
        text: &str,
        resolve: impl Fn(&str) -> Result<Rules, E>,
    ) -> Explorer
    where
        E: Into<Box<dyn std::error::Error + Send + Sync>>,
    {
        let mut explorer = Explorer {
            rules,
            moves: HashMap::new(),
            games: 0,
            skipped: Vec::new(),
        };
        for (i, record) in split_records(text).into_iter().enumerate() {
            match read_record(record, &resolve) {
                Ok(record)
                    if record.game.rules().game_fingerprint()
                        == explorer.rules.game_fingerprint() =>
                {
                    explorer.add(&record);
                }
                Ok(record) => explorer.skipped.push(Skipped {
                    record: i + 1,
                    why: SkipReason::OtherVariant {
                        found: record.game.rules().name().to_string(),
                        wanted: explorer.rules.name().to_string(),
                    },
                }),
                Err(e) => explorer.skipped.push(Skipped {
                    record: i + 1,
                    why: SkipReason::Unreadable(e),
                }),
            }
        }
        explorer
    }

    fn add(&mut self, record: &Record) {
        self.games += 1;
        let result = record.tags.get("Result");
        let rating = |tag: &str| {
            record
                .tags
                .get(tag)
                .and_then(|r| r.trim_end_matches('?').parse::<f64>().ok())
                .filter(|r| r.is_finite())
        };
        let ratings = [rating("WhiteRating"), rating("BlackRating")];
        for Turn {
            position,
            turn,
            mover,
        } in turns(&record.game)
        {
            let list = self.moves.entry(position).or_default();
            let stats = match list.iter().position(|s| s.turn == turn) {
                Some(at) => &mut list[at],
                None => {
                    list.push(MoveStats {
                        turn,
                        ..MoveStats::default()
                    });
                    list.last_mut().expect("just pushed")
                }
            };
            stats.games += 1;
            match result {
                Some("1-0") => stats.white_wins += 1,
                Some("0-1") => stats.black_wins += 1,
                Some("1/2-1/2") => stats.draws += 1,
                _ => {}
            }
            let side = if mover == Color::White { 0 } else { 1 };
            if let Some(r) = ratings[side] {
                stats.rating_sum += r;
                stats.rating_count += 1;
            }
        }
    }

    /// The moves played from `position`, the most played first.
    pub fn moves_at(&self, position: &Position) -> Vec<MoveStats> {
        let mut list = self
            .moves
            .get(&position.hash())
            .cloned()
            .unwrap_or_default();
        list.sort_by(|a, b| b.games.cmp(&a.games).then_with(|| a.turn.cmp(&b.turn)));
        list
    }

    /// A game of these rules at its start, to play the way to a position.
    pub fn new_game(&self) -> Game {
        Game::new(Arc::clone(&self.rules))
    }

    /// The rules whose games were folded.
    pub fn rules(&self) -> &Arc<Rules> {
        &self.rules
    }

    /// The games read.
    pub fn games(&self) -> u64 {
        self.games
    }

    pub fn skipped(&self) -> &[Skipped] {
        &self.skipped
    }
}
