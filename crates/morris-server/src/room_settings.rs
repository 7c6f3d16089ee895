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
}
