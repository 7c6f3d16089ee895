//! The lobby on the game's WebSocket: say who plays, then open a challenge
//! and wait until it is taken, or take one; what comes back is the seat.

use std::time::Duration;

use morris_i18n::{online as words, t};
use morris_online::client::{Connection, Event};
use morris_online::{
    Action, ClientMessage, Hello, Pairing, Refusal, SeekRequest, ServerMessage, ws_url,
};

use crate::player_file::PlayerFile;

/// How long the server has to answer anything but the wait for an opponent.
const ANSWER_WITHIN: Duration = Duration::from_secs(20);

/// What the player asks of the lobby.
#[derive(Debug)]
pub enum Ask {
    Seek(SeekRequest),
    /// The quick-pairing pool.
    Quick(SeekRequest),
    Accept(String),
}

#[derive(Debug, thiserror::Error)]
pub enum LobbyError {
    #[error("cannot reach {server}: {why}")]
    Unreachable { server: String, why: String },
    #[error("{server} did not answer")]
    NoAnswer { server: String },
    #[error("{0}")]
    Refused(String),
}

/// A lobby connection, its messages numbered from 1.
struct Lobby {
    server: String,
    connection: Connection,
    next_id: u64,
}

impl Lobby {
    fn open(server: &str) -> Result<Lobby, LobbyError> {
        let unreachable = |why: String| LobbyError::Unreachable {
            server: server.to_string(),
            why,
        };
        let url = ws_url(server).map_err(|e| unreachable(e.to_string()))?;
        let connection = Connection::open(&url, || {});
        match connection.recv_timeout(ANSWER_WITHIN) {
            Some(Event::Connected) => Ok(Lobby {
                server: server.to_string(),
                connection,
                next_id: 1,
            }),
            Some(Event::Closed(Some(e))) => Err(unreachable(morris_online::error_chain(&e))),
            _ => Err(LobbyError::NoAnswer {
                server: server.to_string(),
            }),
        }
    }

    fn send(&mut self, action: Action) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        self.connection.send(ClientMessage::new(id, action));
        id
    }

    /// The next message, within `patience` (`None`: as long as it takes).
    fn next(&self, patience: Option<Duration>) -> Result<ServerMessage, LobbyError> {
        let event = match patience {
            Some(patience) => self.connection.recv_timeout(patience),
            None => loop {
                if let Some(event) = self.connection.recv_timeout(Duration::from_secs(3600)) {
                    break Some(event);
                }
            },
        };
        match event {
            Some(Event::Message(message)) => Ok(message),
            Some(Event::Closed(why)) => Err(LobbyError::Unreachable {
                server: self.server.clone(),
                why: why.map_or_else(|| t!("online-closed"), |e| morris_online::error_chain(&e)),
            }),
            Some(Event::Connected) => self.next(patience),
            None => Err(LobbyError::NoAnswer {
                server: self.server.clone(),
            }),
        }
    }

    /// Says who plays (with the name's password, from a new computer);
    /// the name as the server first wrote it.
    fn hello(
        &mut self,
        player: &PlayerFile,
        password: Option<String>,
    ) -> Result<String, LobbyError> {
        let id = self.send(Action::Hello(Hello {
            name: player.name.clone(),
            key: player.key_for(&self.server),
            password,
        }));
        loop {
            match self.next(Some(ANSWER_WITHIN))? {
                ServerMessage::Player { name } => return Ok(name),
                ServerMessage::Refused {
                    id: Some(got),
                    error,
                } if got == id => {
                    return Err(refused(&error));
                }
                _ => {}
            }
        }
    }
}

fn refused(error: &Refusal) -> LobbyError {
    LobbyError::Refused(t!("online-refused", why = words::refusal(error)))
}

/// Takes the player's name on `server` (with its password, from a new
/// computer): the name as the server keeps it.
pub fn hello(
    server: &str,
    player: &PlayerFile,
    password: Option<String>,
) -> anyhow::Result<String> {
    Ok(Lobby::open(server)?.hello(player, password)?)
}

/// Sets the password of `player`'s name on `server`.
pub fn set_password(server: &str, player: &PlayerFile, password: String) -> anyhow::Result<()> {
    let mut lobby = Lobby::open(server)?;
    lobby.hello(player, None)?;
    let id = lobby.send(Action::SetPassword { password });
    loop {
        match lobby.next(Some(ANSWER_WITHIN))? {
            ServerMessage::Ack { id: got } if got == id => return Ok(()),
            ServerMessage::Refused {
                id: Some(got),
                error,
            } if got == id => return Err(refused(&error).into()),
            _ => {}
        }
    }
}

/// Seeks or takes a seek on `server`, as `player` (or without a name).
pub fn pair(server: &str, player: Option<&PlayerFile>, ask: Ask) -> anyhow::Result<Pairing> {
    let mut lobby = Lobby::open(server)?;
    if let Some(player) = player {
        lobby.hello(player, None)?;
    }
    let pool = matches!(ask, Ask::Quick(_));
    let (id, patience) = match ask {
        Ask::Seek(request) => (lobby.send(Action::Seek(request)), None),
        Ask::Quick(request) => (lobby.send(Action::Quick(request)), None),
        Ask::Accept(seek) => (lobby.send(Action::AcceptSeek { seek }), Some(ANSWER_WITHIN)),
    };
    loop {
        match lobby.next(patience)? {
            ServerMessage::Seeking { .. } if pool => println!("{}", t!("lobby-in-pool")),
            ServerMessage::Seeking { seek } => {
                println!("{}", t!("lobby-seeking", id = seek));
            }
            ServerMessage::Paired(pairing) => return Ok(pairing),
            ServerMessage::Refused {
                id: Some(got),
                error,
            } if got == id => {
                return Err(refused(&error).into());
            }
            ServerMessage::Refused { id: None, error } => return Err(refused(&error).into()),
            _ => {}
        }
    }
}
