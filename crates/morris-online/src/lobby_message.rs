//! The lobby's part of the protocol: a player's name, open challenges
//! (seeks) and the pairing that seats two players in a new room, and what
//! the server's lobby, leaderboard, player pages and archive answer over
//! HTTP (`/api/...`, JSON).

use serde::{Deserialize, Serialize};

use crate::message::{EndReason, Side, TimeControl, VariantChoice};
use crate::rating_range::RatingRange;

/// Who a connection plays as: a name and the long random key the client
/// keeps (the server stores only its hash). The first `hello` with a free
/// name makes the player; later ones must bring one of the player's keys,
/// or the player's password, which makes this key one of theirs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hello {
    pub name: String,
    pub key: String,
    /// The name's password (see [`crate::Action::SetPassword`]), to play
    /// under it from another device.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<String>,
}

/// An open challenge: anyone may take it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeekRequest {
    pub variant: VariantChoice,
    /// `None` plays without clocks (casual games only).
    #[serde(default)]
    pub clock: Option<TimeControl>,
    /// Rated: needs a name on both sides and a clock.
    #[serde(default)]
    pub rated: bool,
    /// The seeker's colour; `None` is drawn at random when taken.
    #[serde(default)]
    pub side: Option<Side>,
    /// Only players rated within this range (in the seek's variant) may
    /// take it; a player without a rating there counts as a newcomer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub range: Option<RatingRange>,
}

/// Two players seated in a new room: enter it with
/// `join { room, secret: seat(seat_token) }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    pub room: String,
    pub seat_token: String,
    /// This player's colour in the first game.
    pub side: Side,
    /// The opponent's name (`None`: a player without a name).
    #[serde(default)]
    pub opponent: Option<String>,
    pub rated: bool,
}

/// A player's rating in one variant, as lists show it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingView {
    pub rating: f64,
    pub deviation: f64,
    pub provisional: bool,
    pub games: u64,
}

/// A seek as the lobby lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeekView {
    pub id: String,
    #[serde(default)]
    pub player: Option<String>,
    #[serde(default)]
    pub rating: Option<RatingView>,
    /// The variant's id (a user variant's: `fp-` and its rules fingerprint).
    pub variant: String,
    pub variant_name: String,
    #[serde(default)]
    pub clock: Option<TimeControl>,
    pub rated: bool,
    #[serde(default)]
    pub side: Option<Side>,
    /// The ratings that may take it (see [`SeekRequest::range`]).
    #[serde(default)]
    pub range: Option<RatingRange>,
}

impl SeekView {
    /// Whether a player with `ratings` may take this seek: no range, or
    /// their rating in its variant within it.
    pub fn admits(&self, ratings: &[VariantRating]) -> bool {
        self.range
            .is_none_or(|range| range.admits(rating_in(ratings, &self.variant)))
    }
}

/// A game being played in a room the lobby paired: open to watch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveGameView {
    pub room: String,
    /// The spectator code: `/watch/ROOM/CODE`.
    pub watch: String,
    #[serde(default)]
    pub white: Option<String>,
    #[serde(default)]
    pub black: Option<String>,
    pub variant: String,
    pub variant_name: String,
    pub rated: bool,
}

/// `GET /api/lobby`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LobbyView {
    pub seeks: Vec<SeekView>,
    pub games: Vec<LiveGameView>,
}

/// A line of `GET /api/leaderboard/VARIANT`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LeaderRow {
    pub name: String,
    #[serde(flatten)]
    pub rating: RatingView,
}

/// A side's rating before and after a rated game.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingChange {
    pub before: f64,
    pub after: f64,
}

/// A move of the opening explorer (`GET /api/explorer/VARIANT/POSITION`):
/// how often the archive's games played it from that position, their
/// results, and the average rating of the players who chose it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExplorerMove {
    /// As the rules write it (`d6`, `d6-d5xd1`).
    pub turn: String,
    pub games: u64,
    pub white_wins: u64,
    pub draws: u64,
    pub black_wins: u64,
    #[serde(default)]
    pub average_rating: Option<f64>,
}

impl From<&morris_explorer::MoveStats> for ExplorerMove {
    /// A records file's row, as a server's archive sends it.
    fn from(stats: &morris_explorer::MoveStats) -> ExplorerMove {
        ExplorerMove {
            turn: stats.turn.clone(),
            games: stats.games,
            white_wins: stats.white_wins,
            draws: stats.draws,
            black_wins: stats.black_wins,
            average_rating: stats.average_rating(),
        }
    }
}

/// What a variant's ratings and explorer are kept under on a server: the
/// shipped id when the rules play the shipped variant's game (uploaded or
/// not), else `fp-` and the game fingerprint in 16 hexadecimal digits.
pub fn variant_key(rules: &morris_core::Rules) -> String {
    let shipped = morris_core::catalog::shipped(rules.id())
        .is_some_and(|s| s.game_fingerprint() == rules.game_fingerprint());
    if shipped {
        rules.id().to_string()
    } else {
        format!("fp-{:016x}", rules.game_fingerprint())
    }
}

/// Where the explorer lists the moves played from the position of hash
/// `position` in games of `variant` (a shipped id or a rules fingerprint).
///
/// ```
/// assert_eq!(
///     morris_online::explorer_path("nine-mens-morris", 0xab),
///     "/api/explorer/nine-mens-morris/00000000000000ab"
/// );
/// ```
pub fn explorer_path(variant: &str, position: u64) -> String {
    format!("/api/explorer/{}/{position:016x}", crate::escaped(variant))
}

/// Where the archive keeps game `game` (from 0) of room `room`: its JSON
/// (its record with `.txt` after it).
///
/// ```
/// assert_eq!(morris_online::archived_game_path("r7", 0), "/api/games/r7-1");
/// ```
pub fn archived_game_path(room: &str, game: u32) -> String {
    format!("/api/games/{room}-{}", game + 1)
}

/// A finished game as the archive lists it (`GET /api/games`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArchivedGameView {
    /// `ROOM-N`: its record is `GET /api/games/ID.txt`.
    pub id: String,
    pub finished_ms: i64,
    pub variant: String,
    pub variant_name: String,
    #[serde(default)]
    pub white: Option<String>,
    #[serde(default)]
    pub black: Option<String>,
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
    pub rated: bool,
    #[serde(default)]
    pub white_rating: Option<RatingChange>,
    #[serde(default)]
    pub black_rating: Option<RatingChange>,
    pub turns: u32,
    /// How it ended (`None` in games archived before the server said).
    #[serde(default)]
    pub reason: Option<EndReason>,
    /// The side that aborted it (lost it before both sides had played a
    /// turn) or abandoned it; `None` for a game played out.
    #[serde(default)]
    pub left_by: Option<Side>,
}

/// A player's page (`GET /api/players/NAME`): ratings per variant and
/// recent games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerPage {
    pub name: String,
    pub ratings: Vec<VariantRating>,
    pub games: Vec<ArchivedGameView>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VariantRating {
    pub variant: String,
    #[serde(flatten)]
    pub rating: RatingView,
}

/// A player's rating in `variant` among `ratings`: a newcomer's when they
/// have played no rated game of it.
pub fn rating_in(ratings: &[VariantRating], variant: &str) -> f64 {
    ratings
        .iter()
        .find(|r| r.variant == variant)
        .map_or(morris_rating::Rating::default().rating, |r| r.rating.rating)
}

impl RatingView {
    /// The number lists show: whole, `?` while provisional (as lichess does).
    pub fn shown(&self) -> String {
        let mark = if self.provisional { "?" } else { "" };
        format!("{:.0}{mark}", self.rating)
    }
}

/// The key a player's program sends `server`: the SHA-256 of its own random
/// key and the server's address, in hexadecimal, so that each server gets a
/// key of its own and none can pass for the player on another.
///
/// ```
/// let a = morris_online::server_key("secret", "http://a.example:7070");
/// assert_eq!(a, morris_online::server_key("secret", "http://a.example:7070/"));
/// assert_ne!(a, morris_online::server_key("secret", "http://b.example:7070"));
/// assert_eq!(a.len(), 64);
/// ```
pub fn server_key(key: &str, server: &str) -> String {
    use sha2::{Digest, Sha256};
    let mut hash = Sha256::new();
    hash.update(key.as_bytes());
    hash.update(b"\n");
    hash.update(server.trim_end_matches('/').as_bytes());
    hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
}
