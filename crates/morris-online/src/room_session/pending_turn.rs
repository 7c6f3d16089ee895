//! A turn sent and not yet settled: the next move waits for it.

use crate::message::RoomView;

/// A turn this client sent, until the room shows it or the server refuses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PendingTurn {
    /// The id of the message that carried it.
    pub id: u64,
    /// The game it was played in, and the turns before it.
    pub game: u32,
    pub turns_before: usize,
}

impl PendingTurn {
    /// The view shows the turn (one more turn than it was played after) or
    /// another game (a rematch): either way nothing is awaited any more.
    pub fn settled_by(&self, view: &RoomView) -> bool {
        view.game != self.game || view.moves.len() > self.turns_before
    }

    /// The server's answer to message `id` refused this turn.
    pub fn refused_by(&self, id: Option<u64>) -> bool {
        id == Some(self.id)
    }
}
