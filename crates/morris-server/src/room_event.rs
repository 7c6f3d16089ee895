//! What happens in a room, as written to the database: the room is the fold
//! of its events ([`crate::room_state::RoomState`]), so a server that starts,
//! or another process sharing the database, rebuilds it exactly.

use morris_online::Side;
use serde::{Deserialize, Serialize};

/// One change to a room. Each is stored with its sequence number and the
/// server's time (milliseconds since the Unix epoch), which the clocks use.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum RoomEvent {
    /// The guest took the seat; `token_hash` is their seat token's hash.
    GuestJoined {
        token_hash: String,
    },
    /// A turn, in move notation as core writes it.
    Turn {
        turn: String,
    },
    DrawOffered {
        by: Side,
    },
    DrawDeclined,
    DrawAgreed,
    Resigned {
        side: Side,
    },
    TakebackRequested {
        by: Side,
    },
    TakebackRefused,
    TakebackAccepted,
    RematchOffered {
        by: Side,
    },
    RematchAgreed,
    /// `side`'s clock ran out.
    TimeForfeit {
        side: Side,
    },
    /// In a game the lobby paired: `side` has no connection left...
    Away {
        side: Side,
    },
    /// ...or has one again.
    Back {
        side: Side,
    },
    /// `side` stayed away past the grace period: the game is lost.
    Abandoned {
        side: Side,
    },
}

/// An event with its place in the room's log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredEvent {
    pub seq: u64,
    pub at_ms: i64,
    pub event: RoomEvent,
}
