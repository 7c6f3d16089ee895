//! Why the server refused a message: a code a client can act on, words for
//! a person, and for some refusals the facts a client words itself in the
//! player's language (a challenge's rating range and the player's rating).

use serde::{Deserialize, Serialize};

use crate::rating_range::RatingRange;

/// Why a message was refused. The room is as it was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refusal {
    pub code: RefusalCode,
    /// Details for a person (an illegal move's reason, a rules file's located errors).
    #[serde(default)]
    pub detail: String,
    /// What a client needs to say the refusal in its own words, for the
    /// refusals that have more to say than their code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub facts: Option<RefusalFacts>,
}

impl Refusal {
    pub fn new(code: RefusalCode, detail: impl Into<String>) -> Refusal {
        Refusal {
            code,
            detail: detail.into(),
            facts: None,
        }
    }

    /// This refusal with `facts` for the client to word.
    pub fn with_facts(self, facts: RefusalFacts) -> Refusal {
        Refusal {
            facts: Some(facts),
            ..self
        }
    }
}

/// The facts behind a refusal, as numbers a client words in its language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RefusalFacts {
    /// [`RefusalCode::OutOfRange`]: the challenge's range and the player's
    /// rating in its variant (whole, as lists show it).
    OutOfRange { range: RatingRange, rating: i64 },
    /// [`RefusalCode::HeldBack`]: the player may play rated again at
    /// `until_ms` (milliseconds since the Unix epoch), having aborted or
    /// abandoned `games` games in the last `window_secs` seconds.
    HeldBack {
        until_ms: i64,
        games: u32,
        window_secs: u64,
    },
}

/// The kinds of refusal, each a thing a client can act on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[serde(rename_all = "snake_case")]
pub enum RefusalCode {
    #[error("the message is not one of the protocol's")]
    Malformed,
    #[error("the message is larger than the server accepts")]
    TooLarge,
    #[error("too many messages; slow down")]
    RateLimited,
    #[error("the server speaks another version of the protocol")]
    UnsupportedVersion,
    #[error("join or create a room first")]
    NotInRoom,
    #[error("this connection is already in a room")]
    AlreadyInRoom,
    #[error("there is no such room (or it expired)")]
    UnknownRoom,
    #[error("the token or link is wrong")]
    WrongSecret,
    #[error("the invite was already used: the seat is taken")]
    InviteUsed,
    #[error("a spectator cannot play")]
    Spectator,
    #[error("that is the other side")]
    NotYourSide,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("the opponent has not joined yet")]
    NotStarted,
    #[error("the game is over")]
    GameOver,
    #[error("the game has moved on since that view")]
    Stale,
    #[error("the turn is not legal here")]
    IllegalMove,
    #[error("there is nothing to answer")]
    NothingPending,
    #[error("that cannot be asked now")]
    NotNow,
    #[error("there is no such variant")]
    UnknownVariant,
    #[error("the rules file has errors")]
    BadRules,
    #[error("the rules file is too large")]
    RulesTooLarge,
    /// An uploaded rules file's name is not a plain file name.
    #[error("the rules file's name is not a plain file name")]
    BadFileName,
    /// A clock outside [`crate::TimeControl::within_limits`].
    #[error("the clock is outside the limits")]
    BadClock,
    #[error("the server failed; nothing was changed")]
    Internal,
    /// A name outside the rules (the detail says which).
    #[error("that name cannot be used")]
    BadName,
    #[error("that name belongs to another player")]
    NameTaken,
    #[error("a rated game needs a name: say hello first")]
    NotNamed,
    #[error("a rated game needs a clock")]
    NeedsClock,
    #[error("this connection already has an open challenge")]
    AlreadySeeking,
    #[error("there is no such challenge (taken, withdrawn or expired)")]
    UnknownSeek,
    #[error("a player cannot take their own challenge")]
    OwnSeek,
    #[error("a rated game needs two players on different connections to the internet")]
    SameAddress,
    #[error("too many open challenges from this address")]
    TooManySeeks,
    /// A challenge's rating range that cannot be (the detail says why).
    #[error("that rating range cannot be used")]
    BadRange,
    /// The player's rating is outside the challenge's range (the facts say both).
    #[error("your rating is outside the challenge's rating range")]
    OutOfRange,
    /// Too many games aborted or abandoned lately: no rated play for a
    /// while (the facts say until when).
    #[error("too many games aborted or abandoned lately: no rated games for a while")]
    HeldBack,
    /// The password is not the name's (or the name has none).
    #[error("wrong password")]
    WrongPassword,
    /// A password outside the rules (the detail says which).
    #[error("that password cannot be used")]
    BadPassword,
    /// Too many password tries from this address: the detail says how long to wait.
    #[error("too many password tries from this address; wait a little")]
    PasswordTries,
}
