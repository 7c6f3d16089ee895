//! A room on a game server as the app holds it: the room's state machine
//! (morris-online's [`RoomSession`]) and the connection it asks for. The
//! server referees: the room only sends what the player asks and shows
//! what the server answers.

use std::time::Duration;

use morris_online::{
    Action, Change, ConnectionState, IntentError, Link, Offer, OnlineGame, Outgoing, Refusal,
    Request, Role, RoomSession, Secret, Side, ws_url,
};

use super::fetch::Fetch;
use super::rating_after::RatingAfter;
use super::transport::{NetEvent, Transport};

/// How the app opens a connection to a server's WebSocket address.
pub type Dial<'a> = dyn FnMut(&str) -> Box<dyn Transport> + 'a;

/// A room of a game server, entered or being entered.
#[derive(Debug)]
pub struct OnlineRoom {
    /// `http://host:port`
    server: String,
    /// `None` until the session first asks to dial.
    transport: Option<Box<dyn Transport>>,
    session: RoomSession,
    /// The resign button asks once more before it resigns.
    pub(crate) confirm_resign: bool,
    /// The player's last offer or request the opponent said no to, until
    /// the player plays or asks again.
    declined: Option<Offer>,
    /// What the last rated game did to the player's rating.
    rating: RatingAfter,
}

impl OnlineRoom {
    /// Starts entering a room of `server` (`http://host:port`) with `entry`
    /// (create or join) at egui time `now`, dialing with `dial`.
    pub fn enter(server: &str, entry: Action, now: f64, dial: &mut Dial<'_>) -> OnlineRoom {
        let mut room = OnlineRoom {
            server: server.trim_end_matches('/').to_string(),
            transport: None,
            session: RoomSession::enter(entry, since_start(now)),
            confirm_resign: false,
            declined: None,
            rating: RatingAfter::default(),
        };
        room.carry_out(dial);
        room
    }

    /// Where the connection stands.
    pub fn state(&self) -> &ConnectionState {
        self.session.state()
    }

    /// The server, `http://host:port`.
    pub fn server(&self) -> &str {
        &self.server
    }

    /// The server's WebSocket address.
    pub fn ws_url(&self) -> String {
        ws_url(&self.server).unwrap_or_default()
    }

    /// Takes what the server sent and lets time pass (`now` is egui's
    /// time): a dropped connection is dialed again with `dial` when due.
    pub fn poll(&mut self, now: f64, dial: &mut Dial<'_>) {
        let now = since_start(now);
        while let Some(event) = self.transport.as_mut().and_then(|t| t.try_recv()) {
            // The app draws the session's state each frame; of its changes,
            // only a no from the opponent leaves nothing in that state.
            match event {
                NetEvent::Connected => self.session.connected(),
                NetEvent::Message(message) => {
                    for change in self.session.message(message, now) {
                        if let Change::Declined { offer } = change {
                            self.declined = Some(offer);
                        }
                    }
                }
                NetEvent::Closed(why) => drop(self.session.closed(why, now)),
            }
            self.carry_out(dial);
        }
        self.session.tick(now);
        self.carry_out(dial);
    }

    /// How long (in seconds) until [`OnlineRoom::poll`] has something to do without an event.
    pub fn wake_in(&self, now: f64) -> Option<f64> {
        let session = self
            .session
            .wake_in(since_start(now))
            .map(|d| d.as_secs_f64());
        // The running clock is drawn a few times a second.
        let clock = (*self.state() == ConnectionState::Open && self.running()).then_some(0.2);
        match (session, clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The room once its first view has come.
    pub fn game(&self) -> Option<&OnlineGame> {
        self.session.game()
    }

    /// This player may play a turn now.
    pub fn my_turn(&self) -> bool {
        self.session.my_turn()
    }

    /// A turn of this player's is on its way to the server.
    pub fn awaiting_turn(&self) -> bool {
        self.session.awaiting_turn()
    }

    /// Sends a turn, in move notation.
    pub fn play(&mut self, turn: &str) -> Result<(), IntentError> {
        self.session.play(turn)?;
        self.declined = None;
        self.flush();
        Ok(())
    }

    /// Sends a request or an answer (draw, take-back, resign, rematch).
    pub fn ask(&mut self, request: Request) -> Result<(), IntentError> {
        self.confirm_resign = false;
        self.session.ask(request)?;
        self.declined = None;
        self.flush();
        Ok(())
    }

    /// The player's last offer or request that the opponent said no to.
    pub fn declined(&self) -> Option<Offer> {
        self.declined
    }

    /// The server's last refusal of a turn or request, until the next is sent.
    pub fn refusal(&self) -> Option<&Refusal> {
        self.session.refusal()
    }

    /// The clocks now, `[white, black]` in milliseconds, if the room has them.
    pub fn clocks(&self, now: f64) -> Option<[u64; 2]> {
        self.session.clocks_at(since_start(now))
    }

    fn running(&self) -> bool {
        self.game()
            .and_then(|g| g.view().clocks)
            .is_some_and(|c| c.running.is_some())
    }

    pub fn role(&self) -> Option<Role> {
        self.session.role()
    }

    pub fn my_side(&self) -> Option<Side> {
        self.session.my_side()
    }

    /// The link to send the opponent (to the room's creator only).
    pub fn invite_link(&self) -> Option<String> {
        let w = self.session.welcome()?;
        Some(Link::invite(&self.server, &w.room, w.invite.as_deref()?))
    }

    /// The link for spectators (to the room's creator only).
    pub fn watch_link(&self) -> Option<String> {
        let w = self.session.welcome()?;
        Some(Link::watch(&self.server, &w.room, w.watch.as_deref()?))
    }

    /// The link that brings this client back into the room: its seat, or
    /// the spectator's view. Kept with the settings, so that a restart (or a
    /// reloaded page) comes back to the game.
    /// Asks the archive, through `get` (a path of the server), what the
    /// game just over did to the player's rating, when it was rated.
    pub fn poll_rating(&mut self, get: &mut dyn FnMut(&str) -> Box<dyn Fetch>) {
        // Only a seat taken in the lobby plays rated, and it joins by its room.
        let Action::Join { room, .. } = self.session.entry() else {
            return;
        };
        let (Some(online), me) = (self.session.game(), self.session.my_side()) else {
            return;
        };
        self.rating.poll(room, online.view(), me, get);
    }

    /// "Your Three Men's Morris rating: 1500 → 1662 (+162)", once the
    /// archive has said it for the game shown.
    pub fn rating_line(&self) -> Option<&str> {
        self.rating.line(self.session.game()?.view().game)
    }

    pub fn return_link(&self) -> Option<String> {
        let Action::Join { room, secret } = self.session.entry() else {
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
        Some(self.game()?.record())
    }

    /// Does what the session asks of the connection: dial, send.
    fn carry_out(&mut self, dial: &mut Dial<'_>) {
        for outgoing in self.session.take_outgoing() {
            match outgoing {
                Outgoing::Dial => self.transport = Some(dial(&self.ws_url())),
                Outgoing::Send(message) => self.send(message),
            }
        }
    }

    /// Sends what a player's turn or request put in the outbox (never a dial).
    fn flush(&mut self) {
        for outgoing in self.session.take_outgoing() {
            if let Outgoing::Send(message) = outgoing {
                self.send(message);
            }
        }
    }

    fn send(&mut self, message: morris_online::ClientMessage) {
        if let Some(transport) = &mut self.transport {
            transport.send(message);
        }
    }
}

/// egui's time (seconds since the app started) as the session counts it.
fn since_start(now: f64) -> Duration {
    Duration::from_secs_f64(now.max(0.0))
}
