//! What a player asks of the room besides a turn, and why an intent was not sent.

use crate::message::Action;

/// A request or an answer to the opponent's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Resign,
    /// Take back the asker's last turn (and the opponent's reply after it).
    RequestTakeback,
    AcceptTakeback,
    RefuseTakeback,
    /// Another game with the colours swapped; also the answer to the opponent's offer.
    OfferRematch,
}

impl From<Request> for Action {
    fn from(request: Request) -> Action {
        match request {
            Request::OfferDraw => Action::OfferDraw,
            Request::AcceptDraw => Action::AcceptDraw,
            Request::DeclineDraw => Action::DeclineDraw,
            Request::Resign => Action::Resign,
            Request::RequestTakeback => Action::RequestTakeback,
            Request::AcceptTakeback => Action::AcceptTakeback,
            Request::RefuseTakeback => Action::RefuseTakeback,
            Request::OfferRematch => Action::OfferRematch,
        }
    }
}

/// Why a turn or a request was not sent. Nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IntentError {
    #[error("not in the room yet")]
    NotInRoom,
    #[error("the connection is down")]
    Offline,
    #[error("a spectator cannot play")]
    Spectator,
    #[error("the opponent has not joined yet")]
    NotStarted,
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("the turn sent before is not answered yet")]
    AwaitingTurn,
    #[error("there is nothing to answer")]
    NothingToAnswer,
}
