//! A room on a game server as the app holds it: the connection, what the
//! server last said, the turn sent and not yet in the room, and coming back
//! to the seat when the connection drops. The server referees: the room
//! only sends what the player asks and shows what the server answers.

use morris_i18n::{online as words, t};
use morris_online::{
    Action, Link, OnlineGame, RefusalCode, Role, Secret, ServerMessage, Side, Welcome, ws_url,
};

use super::transport::{NetEvent, Transport};

/// Seconds between two tries to reconnect.
const RECONNECT_SECS: f64 = 1.0;
/// Tries to reconnect before giving up.
const RECONNECT_TRIES: u32 = 30;

/// Where the connection stands.
#[derive(Clone, Debug, PartialEq)]
pub enum ConnectionState {
    /// Connecting (again, after `tries` failures).
    Connecting {
        tries: u32,
    },
    Open,
    /// Dropped at egui time `since`; another try follows.
    Lost {
        since: f64,
        tries: u32,
        why: String,
    },
    /// The room could not be entered, or the server stayed away: nothing more is tried.
    Failed(String),
}

/// A room of a game server, entered or being entered.
#[derive(Debug)]
pub struct OnlineRoom {
    /// `http://host:port`
    server: String,
    transport: Box<dyn Transport>,
    /// The message that enters the room, and its id: create or join at
    /// first; once in, the seat token (or watch code) that brings this
    /// client back.
    entry: Action,
    entry_id: u64,
    welcome: Option<Welcome>,
    game: Option<OnlineGame>,
    /// egui time when the last view came, for the clocks.
    received_at: f64,
    /// A turn sent, as `(id, turns before it)`, until the room shows it or refuses it.
    pending: Option<(u64, usize)>,
    pub(crate) state: ConnectionState,
    /// The server's last refusal, in the player's words.
    pub(crate) refusal: Option<String>,
    /// The resign button asks once more before it resigns.
    pub(crate) confirm_resign: bool,
}

impl OnlineRoom {
    /// Connects to `server` (`http://host:port`) with `transport` and sends `entry`.
    pub fn enter(server: &str, entry: Action, mut transport: Box<dyn Transport>) -> OnlineRoom {
        let entry_id = transport.send(entry.clone());
        OnlineRoom {
            server: server.trim_end_matches('/').to_string(),
            transport,
            entry,
            entry_id,
            welcome: None,
            game: None,
            received_at: 0.0,
            pending: None,
            state: ConnectionState::Connecting { tries: 0 },
            refusal: None,
            confirm_resign: false,
        }
    }

    /// Where the connection stands.
    pub fn state(&self) -> &ConnectionState {
        &self.state
    }

    /// The server, `http://host:port`.
    pub fn server(&self) -> &str {
        &self.server
    }

    /// The server's WebSocket address.
    pub fn ws_url(&self) -> String {
        ws_url(&self.server).unwrap_or_default()
    }

    /// Takes what the server sent; reconnects with a new transport from
    /// `dial` when the connection dropped. `now` is egui's time.
    pub fn poll(&mut self, now: f64, dial: &mut dyn FnMut(&str) -> Box<dyn Transport>) {
        while let Some(event) = self.transport.try_recv() {
            self.on_event(event, now);
        }
        if let ConnectionState::Lost { since, tries, .. } = &self.state
            && now - since >= RECONNECT_SECS
        {
            let tries = *tries;
            self.transport = dial(&self.ws_url());
            self.entry_id = self.transport.send(self.entry.clone());
            self.state = ConnectionState::Connecting { tries };
        }
    }

    /// How long until [`OnlineRoom::poll`] has something to do without an event.
    pub fn wake_in(&self, now: f64) -> Option<f64> {
        match &self.state {
            ConnectionState::Lost { since, .. } => Some((since + RECONNECT_SECS - now).max(0.0)),
            // The running clock is drawn a few times a second.
            ConnectionState::Open if self.clocks(now).is_some() && self.running() => Some(0.2),
            _ => None,
        }
    }

    fn on_event(&mut self, event: NetEvent, now: f64) {
        match event {
            NetEvent::Connected => {}
            NetEvent::Message(ServerMessage::Welcome(welcome)) => {
                self.entry = welcome.rejoin(&self.entry);
                self.welcome = Some(welcome);
                self.state = ConnectionState::Open;
            }
            NetEvent::Message(ServerMessage::State(view)) => {
                if let Some((_, ply)) = self.pending
                    && (view.moves.len() > ply
                        || self
                            .game
                            .as_ref()
                            .is_some_and(|g| g.view().game != view.game))
                {
                    self.pending = None;
                }
                let result = match (&mut self.game, &self.welcome) {
                    (Some(game), _) => game.update(view),
                    (None, Some(welcome)) => {
                        OnlineGame::new(welcome.clone(), view).map(|game| self.game = Some(game))
                    }
                    (None, None) => Ok(()),
                };
                if let Err(e) = result {
                    self.state =
                        ConnectionState::Failed(t!("gui-online-unreadable", why = e.to_string()));
                }
                self.received_at = now;
            }
            NetEvent::Message(ServerMessage::Refused { id, error }) => {
                let why = words::refusal(&error);
                if id == Some(self.entry_id) || error.code == RefusalCode::UnsupportedVersion {
                    self.state = ConnectionState::Failed(why);
                    return;
                }
                if id.is_some() && id == self.pending.map(|(id, _)| id) {
                    self.pending = None;
                }
                self.refusal = Some(t!("online-refused", why = why));
            }
            NetEvent::Message(ServerMessage::Ack { .. }) => {}
            NetEvent::Closed(why) => {
                let why = why.unwrap_or_else(|| t!("online-closed"));
                self.pending = None;
                self.state = match &self.state {
                    ConnectionState::Failed(_) => return,
                    // Never in: the server is not there, or not a morris server.
                    _ if self.welcome.is_none() => ConnectionState::Failed(why),
                    ConnectionState::Connecting { tries } if *tries >= RECONNECT_TRIES => {
                        ConnectionState::Failed(why)
                    }
                    ConnectionState::Connecting { tries } => ConnectionState::Lost {
                        since: now,
                        tries: tries + 1,
                        why,
                    },
                    _ => ConnectionState::Lost {
                        since: now,
                        tries: 1,
                        why,
                    },
                };
            }
        }
    }

    /// The room once its first view has come.
    pub fn game(&self) -> Option<&OnlineGame> {
        self.game.as_ref()
    }

    /// This player may play a turn now.
    pub fn my_turn(&self) -> bool {
        self.state == ConnectionState::Open
            && self.pending.is_none()
            && self.game.as_ref().is_some_and(OnlineGame::my_turn)
    }

    /// A turn of this player's is on its way to the server.
    pub fn awaiting_turn(&self) -> bool {
        self.pending.is_some()
    }

    /// Sends a turn, in move notation.
    pub fn play(&mut self, turn: &str) {
        if let Some(game) = &self.game {
            let action = game.play(turn);
            let ply = game.game().moves().len();
            let id = self.transport.send(action);
            self.pending = Some((id, ply));
            self.refusal = None;
        }
    }

    /// Sends a request or an answer (draw, take-back, resign, rematch).
    pub fn ask(&mut self, action: Action) {
        self.refusal = None;
        self.confirm_resign = false;
        self.transport.send(action);
    }

    /// The clocks now, `[white, black]` in milliseconds, if the room has them.
    pub fn clocks(&self, now: f64) -> Option<[u64; 2]> {
        let elapsed = ((now - self.received_at).max(0.0) * 1000.0) as u64;
        self.game.as_ref()?.clocks_after(elapsed)
    }

    fn running(&self) -> bool {
        self.game
            .as_ref()
            .and_then(|g| g.view().clocks)
            .is_some_and(|c| c.running.is_some())
    }

    pub fn role(&self) -> Option<Role> {
        self.welcome.as_ref().map(|w| w.role)
    }

    pub fn my_side(&self) -> Option<Side> {
        self.game.as_ref().and_then(OnlineGame::my_side)
    }

    /// The link to send the opponent (to the room's creator only).
    pub fn invite_link(&self) -> Option<String> {
        let w = self.welcome.as_ref()?;
        Some(Link::invite(&self.server, &w.room, w.invite.as_deref()?))
    }

    /// The link for spectators (to the room's creator only).
    pub fn watch_link(&self) -> Option<String> {
        let w = self.welcome.as_ref()?;
        Some(Link::watch(&self.server, &w.room, w.watch.as_deref()?))
    }

    /// The link that brings this client back into the room: its seat, or
    /// the spectator's view. Kept with the settings, so that a restart (or a
    /// reloaded page) comes back to the game.
    pub fn return_link(&self) -> Option<String> {
        let Action::Join { room, secret } = &self.entry else {
            return None;
        };
        Some(match secret {
            Secret::Seat(token) => Link::seat(&self.server, room, token),
            Secret::Watch(code) => Link::watch(&self.server, room, code),
            Secret::Invite(code) => Link::invite(&self.server, room, code),
        })
    }

    /// The game as a record, with the room's result.
    pub fn record(&self) -> Option<String> {
        Some(self.game.as_ref()?.record())
    }
}
