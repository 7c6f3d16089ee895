//! The messages of the protocol, as JSON text frames over one WebSocket
//! (see `docs/online.md`). A client sends [`ClientMessage`]s; the server
//! answers each with an [`ServerMessage::Ack`] or a [`ServerMessage::Refused`],
//! and sends a [`ServerMessage::State`] to everyone in the room after every change.

use serde::{Deserialize, Serialize};

pub use crate::lobby_message::{Hello, Pairing, SeekRequest};
pub use crate::refusal::{Refusal, RefusalCode};

/// The version of the protocol this crate speaks; every client message carries it.
pub const PROTOCOL_VERSION: u32 = 1;

/// A side, as the protocol names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// 0 for White, 1 for Black: the index into the `[white, black]` pairs of a view.
    pub fn index(self) -> usize {
        match self {
            Side::White => 0,
            Side::Black => 1,
        }
    }
}

impl From<morris_core::Color> for Side {
    fn from(c: morris_core::Color) -> Side {
        match c {
            morris_core::Color::White => Side::White,
            morris_core::Color::Black => Side::Black,
        }
    }
}

impl From<Side> for morris_core::Color {
    fn from(s: Side) -> morris_core::Color {
        match s {
            Side::White => morris_core::Color::White,
            Side::Black => morris_core::Color::Black,
        }
    }
}

/// One message from a client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClientMessage {
    /// [`PROTOCOL_VERSION`].
    pub v: u32,
    /// Chosen by the client; the server's answer carries it back.
    pub id: u64,
    pub action: Action,
}

impl ClientMessage {
    pub fn new(id: u64, action: Action) -> ClientMessage {
        ClientMessage {
            v: PROTOCOL_VERSION,
            id,
            action,
        }
    }
}

/// What a client asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Opens a room and takes its first seat.
    Create(CreateRoom),
    /// Enters a room: to play (a seat token, or the invite on first join) or to watch.
    Join {
        room: String,
        secret: Secret,
    },
    /// Plays a turn (`d6`, `d6-d5xd1`) as `side`, in the position after `ply` turns.
    Play {
        side: Side,
        ply: u32,
        turn: String,
    },
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Resign,
    /// Asks to take back the asker's last turn (and the opponent's reply after it).
    RequestTakeback,
    AcceptTakeback,
    RefuseTakeback,
    /// After a game: another one with the colours swapped, once both ask.
    OfferRematch,
    Ping,
    /// Plays under a name from now on (the lobby).
    Hello(Hello),
    /// Sets the password of the name this connection plays under (after a
    /// `hello`): a `hello` with it from another device adds that device's key.
    SetPassword {
        password: String,
    },
    /// Opens a challenge in the lobby; one at a time per connection.
    Seek(SeekRequest),
    /// Enters the quick-pairing pool of a variant and clock (rated or not):
    /// the server pairs players of close rating, in range that widens as
    /// they wait. Answered as a seek is; `cancel_seek` leaves the pool.
    Quick(SeekRequest),
    /// Withdraws this connection's open challenge.
    CancelSeek,
    /// Takes a challenge: both players are seated in a new room.
    AcceptSeek {
        seek: String,
    },
}

/// A room to open.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CreateRoom {
    pub variant: VariantChoice,
    /// Flying switched on or off; `None` plays the rules as written.
    #[serde(default)]
    pub flying: Option<bool>,
    /// `None` plays without clocks.
    #[serde(default)]
    pub clock: Option<TimeControl>,
    /// The creator's colour in the first game; White when not said.
    #[serde(default)]
    pub creator_plays: Option<Side>,
}

/// The variant of a room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum VariantChoice {
    /// A variant shipped with morris, by id (`nine-mens-morris`).
    Shipped { id: String },
    /// A rules file's text; `name` (the file's name) only labels its errors.
    Upload { name: String, text: String },
}

/// Each side's time for the game and what each turn adds, in milliseconds:
/// the one time control of every command, from morris-core.
pub use morris_core::time_control::TimeControl;

/// What lets a client into a room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "value", rename_all = "snake_case")]
pub enum Secret {
    /// A seat token given when the seat was taken: resumes that seat.
    Seat(String),
    /// The invite link's code: takes the free seat, once.
    Invite(String),
    /// The spectator link's code: watches.
    Watch(String),
}

/// One message from the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// Once, on entering a room: who you are and the rules played.
    Welcome(Welcome),
    /// The whole room, after entering and after every change.
    State(RoomView),
    /// The message `id` was done (a turn: written to the database).
    Ack { id: u64 },
    /// The message `id` (`None` when it could not be read) was refused; nothing changed.
    Refused { id: Option<u64>, error: Refusal },
    /// The `hello` was taken: the connection plays under `name` (as first written).
    Player { name: String },
    /// The challenge is open in the lobby under `seek`.
    Seeking { seek: String },
    /// A challenge was taken: the room to enter.
    Paired(Pairing),
}

/// Who a connection is in its room, and the rules the room plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Welcome {
    pub room: String,
    pub role: Role,
    /// Given once, when a seat is taken: keep it to come back to the seat.
    #[serde(default)]
    pub seat_token: Option<String>,
    /// The invite and spectator codes, for the creator only.
    #[serde(default)]
    pub invite: Option<String>,
    #[serde(default)]
    pub watch: Option<String>,
    pub rules: RulesText,
    #[serde(default)]
    pub flying: Option<bool>,
    #[serde(default)]
    pub clock: Option<TimeControl>,
}

impl Welcome {
    /// What enters the room again after the connection dropped, for a
    /// client that came in with `entered_with`: the seat token this welcome
    /// gave, else the secret the client came in with (its seat token, or
    /// the spectator link's code).
    pub fn rejoin(&self, entered_with: &Action) -> Action {
        let given = match entered_with {
            Action::Join { secret, .. } => Some(secret),
            _ => None,
        };
        let secret = match (&self.seat_token, &self.watch, given) {
            (Some(token), _, _) => Secret::Seat(token.clone()),
            (None, _, Some(secret)) => secret.clone(),
            (None, Some(code), None) => Secret::Watch(code.clone()),
            (None, None, None) => Secret::Seat(String::new()),
        };
        Action::Join {
            room: self.room.clone(),
            secret,
        }
    }
}

/// The rules file a room plays, as text, so that every client plays the same file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesText {
    pub id: String,
    pub origin: String,
    pub text: String,
}

/// A connection's place in a room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The seat that opened the room.
    Creator,
    /// The seat taken with the invite.
    Guest,
    Spectator,
}

/// The room as it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomView {
    /// Counts from 0; a rematch starts the next.
    pub game: u32,
    /// The creator's colour in this game (colours swap at each rematch).
    pub creator_side: Side,
    /// The guest has taken the seat; the game (and its clock) starts then.
    pub started: bool,
    /// The turns of this game, in move notation.
    pub moves: Vec<String>,
    pub result: Option<GameResult>,
    #[serde(default)]
    pub draw_offer: Option<Side>,
    #[serde(default)]
    pub takeback_request: Option<Side>,
    #[serde(default)]
    pub rematch_offer: Option<Side>,
    /// Time left, as the server measured it when it sent this view.
    #[serde(default)]
    pub clocks: Option<ClockView>,
    /// Whether each side (`[white, black]`) has a connection open now (on this server).
    pub present: [bool; 2],
    /// Who plays in a room the lobby paired (a friend's room has none).
    #[serde(default)]
    pub players: Option<Players>,
}

/// The players of a game the lobby paired, for this game's colours.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Players {
    /// A name, or `None` for a player without one.
    pub white: Option<String>,
    pub black: Option<String>,
    pub rated: bool,
}

impl RoomView {
    /// The side a role plays in this game; `None` for a spectator.
    pub fn side_of(&self, role: Role) -> Option<Side> {
        match role {
            Role::Creator => Some(self.creator_side),
            Role::Guest => Some(self.creator_side.opponent()),
            Role::Spectator => None,
        }
    }
}

/// The clocks: milliseconds left for `[white, black]`, and whose is running.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockView {
    pub remaining_ms: [u64; 2],
    pub running: Option<Side>,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub reason: EndReason,
}

/// Why a game ended: the rules' reasons, and those only a table of two players has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    Reduced,
    Blocked,
    MillClosed,
    Repetition,
    NoRemoval,
    FullBoard,
    Resignation,
    /// Both players agreed to a draw.
    Agreement,
    /// The loser's clock ran out.
    Time,
    /// The loser left a game the lobby paired and did not come back within
    /// the server's grace period.
    Abandoned,
}

impl EndReason {
    pub fn from_core(reason: morris_core::EndReason) -> EndReason {
        use morris_core::EndReason as Core;
        match reason {
            Core::Reduced => EndReason::Reduced,
            Core::Blocked => EndReason::Blocked,
            Core::MillClosed => EndReason::MillClosed,
            Core::Repetition => EndReason::Repetition,
            Core::NoRemoval => EndReason::NoRemoval,
            Core::FullBoard => EndReason::FullBoard,
            Core::Resignation => EndReason::Resignation,
        }
    }
}

impl GameResult {
    pub fn from_core(outcome: morris_core::Outcome) -> GameResult {
        GameResult {
            winner: outcome.winner.map(Side::from),
            reason: EndReason::from_core(outcome.reason),
        }
    }

    /// The result as a record writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub fn score(self) -> &'static str {
        match self.winner {
            Some(Side::White) => "1-0",
            Some(Side::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn welcome(seat_token: Option<&str>, watch: Option<&str>) -> Welcome {
        Welcome {
            room: "r1".into(),
            role: Role::Guest,
            seat_token: seat_token.map(String::from),
            invite: None,
            watch: watch.map(String::from),
            rules: RulesText {
                id: "x".into(),
                origin: "x".into(),
                text: String::new(),
            },
            flying: None,
            clock: None,
        }
    }

    #[test]
    fn a_client_comes_back_with_its_seat_token_or_the_secret_it_came_with() {
        let join = |secret: Secret| Action::Join {
            room: "r1".into(),
            secret,
        };
        let invite = join(Secret::Invite("i".into()));
        assert_eq!(
            welcome(Some("t"), None).rejoin(&invite),
            join(Secret::Seat("t".into())),
            "the invite is used once: the seat token comes back"
        );
        let seat = join(Secret::Seat("t".into()));
        assert_eq!(welcome(None, None).rejoin(&seat), seat);
        let watch = join(Secret::Watch("w".into()));
        assert_eq!(welcome(None, None).rejoin(&watch), watch);
        let create = Action::Create(CreateRoom {
            variant: VariantChoice::Shipped { id: "x".into() },
            flying: None,
            clock: None,
            creator_plays: None,
        });
        assert_eq!(
            welcome(Some("t"), Some("w")).rejoin(&create),
            join(Secret::Seat("t".into()))
        );
    }
}
