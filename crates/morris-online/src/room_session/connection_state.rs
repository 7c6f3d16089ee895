//! Where a room's connection stands, and the one reconnect policy of every
//! front end: how often, how many times, and when to stop.

use std::time::Duration;

use crate::message::Refusal;

/// Tries to reconnect after the connection drops, before giving up.
pub const RECONNECT_TRIES: u32 = 30;
/// The wait before each try to reconnect.
pub const RECONNECT_DELAY: Duration = Duration::from_secs(1);
/// How long the first entry may wait for the server's welcome.
pub const ENTRY_PATIENCE: Duration = Duration::from_secs(15);
/// How long a try to reconnect may wait for the welcome before it counts as
/// failed: an address that swallows the connection does not stop the tries.
pub const REDIAL_PATIENCE: Duration = Duration::from_secs(5);

/// Where the connection stands. Times are the front end's own time since it
/// started (see [`crate::RoomSession`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConnectionState {
    /// Dialed at `since`, not yet welcomed: `tries` is 0 for the first
    /// entry, else which try to reconnect this is.
    Connecting { tries: u32, since: Duration },
    /// In the room.
    Open,
    /// Dropped at `since` (`why`: `None` when the server closed it); try
    /// number `tries` follows [`RECONNECT_DELAY`] later.
    Lost {
        since: Duration,
        tries: u32,
        why: Option<String>,
    },
    /// Nothing more is tried.
    Failed(Failure),
}

/// Why a room was given up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Failure {
    /// The server refused to let this client in (or speaks another protocol).
    #[error("the server refused: {}", .0.code)]
    Refused(Refusal),
    /// The connection closed before the room was entered, after the game
    /// was over, or after the last try to reconnect (`None`: the server closed it).
    #[error("the connection closed{}", .0.as_ref().map(|why| format!(": {why}")).unwrap_or_default())]
    Closed(Option<String>),
    /// The server did not let this client in within [`ENTRY_PATIENCE`].
    #[error("the server did not answer")]
    NoAnswer,
    /// The server sent a room this client cannot read (another game, a hostile server).
    #[error("the server sent a room this client cannot read: {0}")]
    Unreadable(String),
}

impl ConnectionState {
    /// The state after the connection closed: another try later, or the
    /// end. `entered`: the room was entered once; `game_over`: its game is over.
    pub(crate) fn after_close(
        &self,
        why: Option<String>,
        now: Duration,
        entered: bool,
        game_over: bool,
    ) -> ConnectionState {
        let tries = match self {
            _ if !entered || game_over => return ConnectionState::Failed(Failure::Closed(why)),
            ConnectionState::Connecting { tries, .. } if *tries >= RECONNECT_TRIES => {
                return ConnectionState::Failed(Failure::Closed(why));
            }
            ConnectionState::Connecting { tries, .. } => tries + 1,
            _ => 1,
        };
        ConnectionState::Lost {
            since: now,
            tries,
            why,
        }
    }

    /// The try to reconnect that is due at `now`, if one is.
    pub(crate) fn redial_due(&self, now: Duration) -> Option<u32> {
        match self {
            ConnectionState::Lost { since, tries, .. } if now >= *since + RECONNECT_DELAY => {
                Some(*tries)
            }
            _ => None,
        }
    }

    /// The first entry has waited for the server longer than [`ENTRY_PATIENCE`].
    pub(crate) fn out_of_patience(&self, now: Duration) -> bool {
        matches!(self, ConnectionState::Connecting { tries: 0, since } if now >= *since + ENTRY_PATIENCE)
    }

    /// A try to reconnect has waited for the server longer than [`REDIAL_PATIENCE`].
    pub(crate) fn redial_unanswered(&self, now: Duration) -> bool {
        matches!(self, ConnectionState::Connecting { tries: 1.., since } if now >= *since + REDIAL_PATIENCE)
    }

    /// How long from `now` until something is due without an event.
    pub(crate) fn wake_in(&self, now: Duration) -> Option<Duration> {
        let due = match self {
            ConnectionState::Lost { since, .. } => *since + RECONNECT_DELAY,
            ConnectionState::Connecting { tries: 0, since } => *since + ENTRY_PATIENCE,
            ConnectionState::Connecting { since, .. } => *since + REDIAL_PATIENCE,
            _ => return None,
        };
        Some(due.saturating_sub(now))
    }
}
