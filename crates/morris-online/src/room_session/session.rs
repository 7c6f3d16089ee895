//! The client's side of a room, as one state machine without I/O: the front
//! end feeds it what the connection reports and what the player asks, and
//! does what it returns (dial, send) and draws what changed.

use std::time::Duration;

use crate::link::Link;
use crate::message::{
    Action, ClientMessage, Refusal, RefusalCode, Role, Secret, ServerMessage, Side, Welcome,
};
use crate::online_game::OnlineGame;

use super::change::{Change, Offer};
use super::connection_state::{ConnectionState, Failure};
use super::pending_turn::PendingTurn;
use super::request::{IntentError, Request};
use super::view_changes::view_changes;

/// Why a try to reconnect that never got its welcome ended.
const NO_WELCOME: &str = "no answer";

/// What the front end is to do with its connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outgoing {
    /// Open a new connection to the server, dropping the one before.
    Dial,
    /// Send this message on the connection open now (or queue it until it opens).
    Send(ClientMessage),
}

/// A room of a game server, entered or being entered, without the
/// connection itself. Every time given (`now`) is the front end's own time
/// since any fixed start, so that the machine runs the same on every platform.
#[derive(Debug)]
pub struct RoomSession {
    /// The message that enters the room: create or join at first; once
    /// in, the seat token (or the watch code) that brings this client back.
    entry: Action,
    /// The id of the entry sent on the connection open now.
    entry_id: Option<u64>,
    next_id: u64,
    /// The first welcome: the only one with the invite and the seat token.
    welcome: Option<Welcome>,
    game: Option<OnlineGame>,
    /// When the last view came, for the clocks.
    received_at: Duration,
    pending: Option<PendingTurn>,
    state: ConnectionState,
    /// The server's last refusal of a turn or a request, until the next one is sent.
    refusal: Option<Refusal>,
    opponent_away: bool,
    outbox: Vec<Outgoing>,
}

impl RoomSession {
    /// Starts entering a room with `entry` (create or join): the first
    /// [`Outgoing`] dials the server; the entry is sent once it is open.
    pub fn enter(entry: Action, now: Duration) -> RoomSession {
        RoomSession {
            entry,
            entry_id: None,
            next_id: 1,
            welcome: None,
            game: None,
            received_at: now,
            pending: None,
            state: ConnectionState::Connecting {
                tries: 0,
                since: now,
            },
            refusal: None,
            opponent_away: false,
            outbox: vec![Outgoing::Dial],
        }
    }

    /// What to do with the connection, in order; taken once.
    pub fn take_outgoing(&mut self) -> Vec<Outgoing> {
        std::mem::take(&mut self.outbox)
    }

    /// The connection opened: the entry goes out.
    pub fn connected(&mut self) {
        if matches!(self.state, ConnectionState::Connecting { .. }) {
            self.entry_id = Some(self.send(self.entry.clone()));
        }
    }

    /// A message from the server, received at `now`.
    pub fn message(&mut self, message: ServerMessage, now: Duration) -> Vec<Change> {
        if !self.listening() {
            return Vec::new();
        }
        match message {
            ServerMessage::Welcome(welcome) => self.welcomed(welcome),
            ServerMessage::State(view) => self.viewed(view, now),
            ServerMessage::Refused { id, error } => self.refused(id, error),
            // The lobby's answers come on lobby connections, not in a room.
            ServerMessage::Ack { .. }
            | ServerMessage::Player { .. }
            | ServerMessage::Seeking { .. }
            | ServerMessage::Paired(_) => Vec::new(),
        }
    }

    /// The connection closed at `now` (`why`: `None` when the server closed it).
    pub fn closed(&mut self, why: Option<String>, now: Duration) -> Vec<Change> {
        if !self.listening() {
            return Vec::new();
        }
        // A turn sent before the drop is in the next view if it was written.
        self.pending = None;
        self.entry_id = None;
        let was_open = self.state == ConnectionState::Open;
        let game_over = self
            .game
            .as_ref()
            .is_some_and(|g| g.view().result.is_some());
        self.state = self
            .state
            .after_close(why.clone(), now, self.welcome.is_some(), game_over);
        match &self.state {
            ConnectionState::Failed(failure) => vec![Change::Failed(failure.clone())],
            _ if was_open => vec![Change::Lost { why }],
            _ => Vec::new(),
        }
    }

    /// Time passes: the next try to reconnect is dialed when due, and the
    /// first entry is given up when the server does not answer.
    pub fn tick(&mut self, now: Duration) -> Vec<Change> {
        if self.state.out_of_patience(now) {
            return self.fail(Failure::NoAnswer);
        }
        if self.state.redial_unanswered(now) {
            // As if it had closed: the next try, or the end.
            return self.closed(Some(NO_WELCOME.to_string()), now);
        }
        if let Some(tries) = self.state.redial_due(now) {
            self.state = ConnectionState::Connecting { tries, since: now };
            self.outbox.push(Outgoing::Dial);
        }
        Vec::new()
    }

    /// How long from `now` until [`RoomSession::tick`] has something to do.
    pub fn wake_in(&self, now: Duration) -> Option<Duration> {
        self.state.wake_in(now)
    }

    /// Whether this player may play a turn now, and why not.
    pub fn can_play(&self) -> Result<(), IntentError> {
        let online = self.in_room()?;
        let view = online.view();
        if online.role() == Role::Spectator {
            return Err(IntentError::Spectator);
        }
        if !view.started {
            return Err(IntentError::NotStarted);
        }
        if view.result.is_some() {
            return Err(IntentError::GameOver);
        }
        if self.pending.is_some() {
            return Err(IntentError::AwaitingTurn);
        }
        if !online.my_turn() {
            return Err(IntentError::NotYourTurn);
        }
        Ok(())
    }

    /// Plays `turn` (in move notation) in the room's current position.
    pub fn play(&mut self, turn: &str) -> Result<(), IntentError> {
        self.can_play()?;
        let online = self.in_room()?;
        let view = online.view();
        let action = online.play(turn);
        let (game, turns_before) = (view.game, online.game().moves().len());
        let id = self.send(action);
        self.pending = Some(PendingTurn {
            id,
            game,
            turns_before,
        });
        self.refusal = None;
        Ok(())
    }

    /// Sends a request, or an answer to the opponent's.
    pub fn ask(&mut self, request: Request) -> Result<(), IntentError> {
        if self.in_room()?.role() == Role::Spectator {
            return Err(IntentError::Spectator);
        }
        self.send(Action::from(request));
        self.refusal = None;
        Ok(())
    }

    /// Says yes to what the opponent asks (a take-back first, then a draw,
    /// then a rematch); returns the answer sent.
    pub fn accept(&mut self) -> Result<Request, IntentError> {
        let answer = match self.opponents_question()? {
            Offer::Takeback => Request::AcceptTakeback,
            Offer::Draw => Request::AcceptDraw,
            Offer::Rematch => Request::OfferRematch,
        };
        self.ask(answer).map(|()| answer)
    }

    /// Says no to the opponent's take-back request or draw offer; returns the answer sent.
    pub fn decline(&mut self) -> Result<Request, IntentError> {
        let answer = match self.opponents_question()? {
            Offer::Takeback => Request::RefuseTakeback,
            Offer::Draw => Request::DeclineDraw,
            Offer::Rematch => return Err(IntentError::NothingToAnswer),
        };
        self.ask(answer).map(|()| answer)
    }

    pub fn state(&self) -> &ConnectionState {
        &self.state
    }

    /// The message that enters the room again: the seat token (or the
    /// watch code) once in, the create or join before.
    pub fn entry(&self) -> &Action {
        &self.entry
    }

    /// The link that brings this client back to the room later (its seat,
    /// or the spectator link), on the server at `server`; `None` before
    /// the room was entered.
    pub fn way_back(&self, server: &str) -> Option<String> {
        self.welcome.as_ref()?;
        match &self.entry {
            Action::Join {
                room,
                secret: Secret::Seat(token),
            } => Some(Link::seat(server, room, token)),
            Action::Join {
                room,
                secret: Secret::Watch(code),
            } => Some(Link::watch(server, room, code)),
            _ => None,
        }
    }

    /// The first welcome, once it has come.
    pub fn welcome(&self) -> Option<&Welcome> {
        self.welcome.as_ref()
    }

    /// The room once its first view has come.
    pub fn game(&self) -> Option<&OnlineGame> {
        self.game.as_ref()
    }

    pub fn role(&self) -> Option<Role> {
        self.welcome.as_ref().map(|w| w.role)
    }

    pub fn my_side(&self) -> Option<Side> {
        self.game.as_ref().and_then(OnlineGame::my_side)
    }

    /// This player may play a turn now.
    pub fn my_turn(&self) -> bool {
        self.can_play().is_ok()
    }

    /// A turn of this player's is on its way: the next one waits.
    pub fn awaiting_turn(&self) -> bool {
        self.pending.is_some()
    }

    /// The server's last refusal of a turn or request, until the next is sent.
    pub fn refusal(&self) -> Option<&Refusal> {
        self.refusal.as_ref()
    }

    /// The opponent's connection dropped during the game and has not come back.
    pub fn opponent_away(&self) -> bool {
        self.opponent_away
    }

    /// The clocks at `now`, `[white, black]` in milliseconds: only the
    /// running one has gone down since the view came.
    pub fn clocks_at(&self, now: Duration) -> Option<[u64; 2]> {
        let elapsed = now.saturating_sub(self.received_at).as_millis();
        self.game.as_ref()?.clocks_after(elapsed as u64)
    }

    /// The connection these events come from is the one the session waits
    /// on: a lost one's late events, and anything after the end, are not.
    fn listening(&self) -> bool {
        matches!(
            self.state,
            ConnectionState::Connecting { .. } | ConnectionState::Open
        )
    }

    fn welcomed(&mut self, welcome: Welcome) -> Vec<Change> {
        let ConnectionState::Connecting { .. } = self.state else {
            return Vec::new();
        };
        self.entry = welcome.rejoin(&self.entry);
        self.state = ConnectionState::Open;
        if self.welcome.is_none() {
            self.welcome = Some(welcome);
        }
        if self.game.is_some() {
            vec![Change::Reconnected]
        } else {
            Vec::new()
        }
    }

    fn viewed(&mut self, view: crate::message::RoomView, now: Duration) -> Vec<Change> {
        let Some(welcome) = &self.welcome else {
            return Vec::new();
        };
        if self.pending.is_some_and(|p| p.settled_by(&view)) {
            self.pending = None;
        }
        self.received_at = now;
        let changes = match &mut self.game {
            None => OnlineGame::new(welcome.clone(), view).map(|game| {
                self.game = Some(game);
                vec![Change::Entered]
            }),
            Some(game) => {
                let before = game.view().clone();
                game.update(view)
                    .map(|()| view_changes(&before, game, &mut self.opponent_away))
            }
        };
        changes.unwrap_or_else(|e| self.fail(Failure::Unreadable(crate::error_chain(&e))))
    }

    fn refused(&mut self, id: Option<u64>, error: Refusal) -> Vec<Change> {
        let entry_refused = match id {
            Some(_) => id == self.entry_id,
            // An unreadable message, before the room let this client in: its entry.
            None => self.state != ConnectionState::Open,
        };
        if entry_refused || error.code == RefusalCode::UnsupportedVersion {
            return self.fail(Failure::Refused(error));
        }
        if self.pending.is_some_and(|p| p.refused_by(id)) {
            self.pending = None;
        }
        self.refusal = Some(error.clone());
        vec![Change::Refused(error)]
    }

    fn fail(&mut self, failure: Failure) -> Vec<Change> {
        self.pending = None;
        self.state = ConnectionState::Failed(failure.clone());
        vec![Change::Failed(failure)]
    }

    fn send(&mut self, action: Action) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        self.outbox
            .push(Outgoing::Send(ClientMessage::new(id, action)));
        id
    }

    /// The room, entered and with its connection open.
    fn in_room(&self) -> Result<&OnlineGame, IntentError> {
        let game = self.game.as_ref().ok_or(IntentError::NotInRoom)?;
        if self.state != ConnectionState::Open {
            return Err(IntentError::Offline);
        }
        Ok(game)
    }

    /// What the opponent asks that waits for this player's answer.
    fn opponents_question(&self) -> Result<Offer, IntentError> {
        let online = self.in_room()?;
        let them = online.my_side().ok_or(IntentError::Spectator)?.opponent();
        let view = online.view();
        if view.takeback_request == Some(them) {
            Ok(Offer::Takeback)
        } else if view.draw_offer == Some(them) {
            Ok(Offer::Draw)
        } else if view.rematch_offer == Some(them) {
            Ok(Offer::Rematch)
        } else {
            Err(IntentError::NothingToAnswer)
        }
    }
}
