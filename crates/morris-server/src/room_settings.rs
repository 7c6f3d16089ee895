//! What a room is set up with, written once when it is opened.

use morris_online::{RulesText, Side, TimeControl};
use serde::{Deserialize, Serialize};

/// A room's fixed settings, stored as JSON beside its id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomSettings {
    pub rules: RulesText,
    pub flying: Option<bool>,
    pub clock: Option<TimeControl>,
    /// The creator's colour in the first game.
    pub creator_plays: Side,
    /// Hashes of the creator's seat token and of the invite code.
    pub creator_hash: String,
    pub invite_hash: String,
    /// The spectator code, kept as it is: it only lets someone watch, and
    /// both players are given it again when they come back.
    pub watch_code: String,
    /// Who sits where in a room the lobby paired (a friend's room has none):
    /// its games are archived, and rated when it says so.
    #[serde(default)]
    pub lobby: Option<LobbySeats>,
}

/// The players of a room the lobby paired.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbySeats {
    /// The seeker; `None` for a player without a name.
    pub creator: Option<Seated>,
    /// The player who took the seek.
    pub guest: Option<Seated>,
    pub rated: bool,
    /// What ratings are kept under: a shipped variant's id, or `fp-` and a
    /// user variant's rules fingerprint.
    pub variant_key: String,
    pub variant_name: String,
}

/// A named player in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seated {
    /// The name as the database keys it (lower case).
    pub key: String,
    pub name: String,
}
