//! What a room session tells its front end, as typed outcomes: each front
//! end says them in its own words.

use crate::message::{GameResult, Refusal, Side};

use super::connection_state::Failure;

/// Something that happened in the room or to its connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// In the room: the welcome and the first view have come.
    Entered,
    /// Back in the room after the connection dropped.
    Reconnected,
    /// The connection dropped (`why`: `None` when the server closed it); a try to reconnect follows.
    Lost {
        why: Option<String>,
    },
    /// Nothing more is tried.
    Failed(Failure),
    /// The server refused a turn or a request; the room is as it was.
    Refused(Refusal),
    /// The opponent took the free seat: the game (and its clock) started.
    /// Told to the room's creator only.
    OpponentJoined,
    /// The opponent's connection dropped during the game.
    OpponentLeft,
    /// The opponent came back after leaving.
    OpponentBack,
    /// The opponent asks something that waits for this player's answer.
    Offered {
        offer: Offer,
        by: Side,
    },
    /// This player's offer or request is in the room (the server has it):
    /// it waits for the opponent's answer.
    Asked {
        offer: Offer,
    },
    /// The opponent said no to this player's offer or request.
    Declined {
        offer: Offer,
    },
    /// Turn `ply` (from 0) was played by `by`: this player's own turns
    /// come back too, once the server has them.
    Played {
        ply: usize,
        by: Side,
    },
    /// Turns were taken back: the game has `turns` fewer.
    TakenBack {
        turns: usize,
    },
    GameOver(GameResult),
    /// A rematch started; `side` is this client's in it (`None` when watching).
    RematchStarted {
        side: Option<Side>,
    },
}

/// What the opponent can offer or ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    Draw,
    Takeback,
    Rematch,
}
