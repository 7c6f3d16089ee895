//! The online game's loop: what the server sends is shown as it comes;
//! what the player types is checked by core here (for a clear word at once)
//! and by the server, which decides.

use std::collections::VecDeque;
use std::io::Write;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use morris_core::{move_text, parse_move};
use morris_i18n::{online as words, t, words as core_words};
use morris_online::client::{Connection, Event};
use morris_online::{
    Action, Link, OnlineGame, Role, RoomView, ServerMessage, Side, Welcome, ws_url,
};

use super::lines::{Typed, read_stdin};
use crate::commands::play::view;
use crate::style::{Paint, Style};

/// How long to wait for the server before giving up.
const PATIENCE: Duration = Duration::from_secs(15);
/// Tries to reconnect after the connection drops, one a second.
const RECONNECT_TRIES: u32 = 30;
/// How often the loop looks at the network while nothing is typed.
const POLL: Duration = Duration::from_millis(50);

#[derive(Debug)]
pub struct OnlineSession {
    server: String,
    connection: Connection,
    /// What lets this client back in after the connection drops.
    rejoin: Action,
    game: OnlineGame,
    received: Instant,
    style: Style,
    input: Receiver<Typed>,
    queued: VecDeque<String>,
    input_ended: bool,
    /// The view last drawn, to tell what changed.
    shown: Option<RoomView>,
    /// A turn sent (its message id, and the turns before it) that the room
    /// does not show yet: the next move waits for it.
    awaiting: Option<(u64, usize)>,
    /// Stdin is a file or pipe: lines are echoed, so that a transcript reads well.
    echo: bool,
    /// The opponent's connection dropped and has not come back.
    opponent_away: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum OnlineError {
    #[error("{0}")]
    Refused(String),
    #[error("cannot reach the server at {server}: {why}")]
    Unreachable { server: String, why: String },
    #[error("the server sent a room this program cannot read: {0}")]
    BadView(#[from] morris_online::ViewError),
}

impl OnlineSession {
    /// Connects to `server` and enters a room with `action` (create or join).
    pub fn enter(server: &str, action: Action, style: Style) -> anyhow::Result<OnlineSession> {
        println!("{}", t!("online-connecting", server = server));
        let entered_with = action.clone();
        let (connection, welcome, view) = connect(server, action)?;
        Ok(OnlineSession {
            server: server.to_string(),
            connection,
            rejoin: welcome.rejoin(&entered_with),
            game: OnlineGame::new(welcome, view)?,
            received: Instant::now(),
            style,
            input: read_stdin(),
            queued: VecDeque::new(),
            input_ended: false,
            shown: None,
            awaiting: None,
            echo: !std::io::IsTerminal::is_terminal(&std::io::stdin()),
            opponent_away: false,
        })
    }

    pub fn welcome(&self) -> &Welcome {
        self.game.welcome()
    }

    pub fn run(&mut self) -> anyhow::Result<()> {
        match self.game.role() {
            Role::Spectator => self.say(&t!("online-watching")),
            _ => self.say(&t!(
                "online-you-play",
                side = words::side(self.my_side()),
                variant = crate::describe::name(self.game.rules())
            )),
        }
        self.say(&t!("online-help"));
        self.draw();
        loop {
            while let Some(event) = self.connection.try_recv() {
                self.on_event(event)?;
            }
            if self.shown.as_ref() != Some(self.game.view()) {
                self.draw();
            }
            if self.finished() {
                return Ok(());
            }
            if self.input_ended {
                // Nothing more to read: wait on the network instead.
                if let Some(event) = self.connection.recv_timeout(POLL) {
                    self.on_event(event)?;
                }
            } else {
                match self.input.recv_timeout(POLL) {
                    Ok(Typed::Line(line)) => self.queued.push_back(line),
                    Ok(Typed::End) | Err(RecvTimeoutError::Disconnected) => self.input_ended = true,
                    Err(RecvTimeoutError::Timeout) => {}
                }
            }
            if self.take_lines() == Flow::Quit {
                return Ok(());
            }
        }
    }

    /// The session ends when stdin has ended and nothing more can be done:
    /// the game is over, or it is this player's turn with nothing to play.
    fn finished(&self) -> bool {
        self.input_ended
            && self.queued.is_empty()
            && self.awaiting.is_none()
            && (self.game.view().result.is_some() || self.game.my_turn())
    }

    fn my_side(&self) -> Side {
        self.game.my_side().unwrap_or(Side::White)
    }

    fn say(&self, text: &str) {
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    }

    fn complain(&self, text: &str) {
        self.say(&self.style.paint(Paint::Error, text));
    }

    fn on_event(&mut self, event: Event) -> anyhow::Result<()> {
        match event {
            Event::Message(ServerMessage::State(view)) => {
                if let Some((_, ply)) = self.awaiting
                    && (view.moves.len() > ply || view.game != self.game.view().game)
                {
                    self.awaiting = None;
                }
                self.announce(&view);
                self.game.update(view)?;
                self.received = Instant::now();
            }
            Event::Message(ServerMessage::Refused { error, id }) => {
                if id.is_some() && id == self.awaiting.map(|(id, _)| id) {
                    self.awaiting = None;
                }
                self.complain(&t!("online-refused", why = words::refusal(&error)));
            }
            Event::Message(_) | Event::Connected => {}
            Event::Closed(why) => self.reconnect(why.map(|e| e.to_string()))?,
        }
        Ok(())
    }

    /// Says what changed that the board does not show.
    fn announce(&mut self, view: &RoomView) {
        let old = self.game.view();
        let me = self.game.my_side();
        let them = me.map(Side::opponent);
        if !old.started && view.started && self.game.role() == Role::Creator {
            self.say(&t!("online-opponent-joined"));
        }
        if let Some(them) = them {
            let (was, is) = (old.present[them.index()], view.present[them.index()]);
            if was && !is && view.result.is_none() {
                self.opponent_away = true;
                self.say(&t!("online-opponent-left"));
            } else if !was && is && self.opponent_away {
                self.opponent_away = false;
                self.say(&t!("online-opponent-back"));
            }
        }
        let offered = |now: Option<Side>, before: Option<Side>| {
            now.filter(|s| Some(*s) != before && Some(*s) == them)
        };
        if let Some(s) = offered(view.draw_offer, old.draw_offer) {
            self.say(&t!("online-draw-offered", side = words::side(s)));
        }
        if let Some(s) = offered(view.takeback_request, old.takeback_request) {
            self.say(&t!("online-takeback-asked", side = words::side(s)));
        }
        if let Some(s) = offered(view.rematch_offer, old.rematch_offer) {
            self.say(&t!("online-rematch-offered", side = words::side(s)));
        }
        if view.game != old.game {
            let side = view
                .side_of(self.game.role())
                .map_or_else(String::new, words::side);
            self.say(&t!("online-rematch-started", side = side));
        }
    }

    fn draw(&mut self) {
        let view = self.game.view().clone();
        let mut names = [None, None];
        if let Some(me) = self.game.my_side() {
            names[me.index()] = Some(t!("player-you"));
            names[me.opponent().index()] = Some(t!("online-opponent"));
        }
        for line in view::game(self.game.game(), &names, self.style) {
            self.say(&line);
        }
        if let Some(left) = self
            .game
            .clocks_after(self.received.elapsed().as_millis() as u64)
        {
            self.say(&t!(
                "online-clocks",
                white = words::clock(left[0]),
                black = words::clock(left[1])
            ));
        }
        if !view.started {
            self.say(&t!("online-waiting"));
        }
        if let Some(result) = view.result {
            self.say(&self.style.paint(
                Paint::Bold,
                &t!("game-over", outcome = words::result(result)),
            ));
            if let Some(code) = &self.game.welcome().watch {
                let link = Link::record(&self.server, &self.game.welcome().room, code);
                self.say(&t!(
                    "online-record",
                    link = format!("{link}?game={}", view.game)
                ));
            }
            if self.game.role() != Role::Spectator {
                self.say(&t!("online-after-game"));
            }
        }
        self.shown = Some(view);
        if self.game.my_turn() {
            let mut out = std::io::stdout().lock();
            let _ = write!(out, "{}> ", words::side(self.my_side()));
            let _ = out.flush();
        }
    }

    /// Handles the lines typed so far; a move waits in the queue until it is
    /// this player's turn (a script types ahead).
    fn take_lines(&mut self) -> Flow {
        while let Some(line) = self.queued.front().cloned() {
            let command = Command::parse(&line);
            let waits = self.awaiting.is_some()
                || (!self.game.my_turn()
                    && self.game.view().result.is_none()
                    && self.game.role() != Role::Spectator);
            if command == Command::Move && waits {
                return Flow::Continue;
            }
            self.queued.pop_front();
            if self.echo {
                // Echoed, so that a transcript of a script reads well.
                self.say(&line);
            }
            if self.command(command, &line) == Flow::Quit {
                return Flow::Quit;
            }
        }
        Flow::Continue
    }

    fn command(&mut self, command: Command, line: &str) -> Flow {
        let view = self.game.view().clone();
        let me = self.game.my_side();
        let them = me.map(Side::opponent);
        let send = |session: &mut OnlineSession, action: Action| {
            session.connection.send(action);
        };
        match command {
            Command::Empty if view.result.is_some() => return Flow::Quit,
            Command::Empty => {}
            Command::Quit => return Flow::Quit,
            Command::Help => self.say(&t!("online-help")),
            Command::Board => self.draw(),
            _ if self.game.role() == Role::Spectator => {
                self.complain(&t!("online-refusal-spectator"))
            }
            Command::Resign => send(self, Action::Resign),
            Command::Draw if view.draw_offer.is_some() && view.draw_offer == them => {
                send(self, Action::AcceptDraw)
            }
            Command::Draw => {
                send(self, Action::OfferDraw);
                self.say(&t!("online-draw-sent"));
            }
            Command::Takeback => {
                send(self, Action::RequestTakeback);
                self.say(&t!("online-takeback-sent"));
            }
            Command::Accept if view.takeback_request.is_some() && view.takeback_request == them => {
                send(self, Action::AcceptTakeback)
            }
            Command::Accept if view.draw_offer.is_some() && view.draw_offer == them => {
                send(self, Action::AcceptDraw)
            }
            Command::Accept if view.rematch_offer.is_some() && view.rematch_offer == them => {
                send(self, Action::OfferRematch)
            }
            Command::Refuse if view.takeback_request.is_some() && view.takeback_request == them => {
                send(self, Action::RefuseTakeback)
            }
            Command::Refuse if view.draw_offer.is_some() && view.draw_offer == them => {
                send(self, Action::DeclineDraw)
            }
            Command::Accept | Command::Refuse => {
                self.complain(&t!("online-refusal-nothing-pending"))
            }
            Command::Rematch => {
                send(self, Action::OfferRematch);
                if view.rematch_offer != them {
                    self.say(&t!("online-rematch-sent"));
                }
            }
            Command::Move => self.play(line),
        }
        Flow::Continue
    }

    fn play(&mut self, text: &str) {
        if self.game.view().result.is_some() {
            return self.complain(&t!("move-game-over"));
        }
        if !self.game.my_turn() {
            return self.complain(&t!("online-refusal-not-your-turn"));
        }
        let rules = self.game.rules().clone();
        let pos = *self.game.game().position();
        match parse_move(&rules, &pos, text) {
            Ok(mv) => {
                let action = self.game.play(&move_text(&rules, mv));
                let ply = self.game.game().moves().len();
                self.awaiting = Some((self.connection.send(action), ply));
            }
            Err(e) => self.complain(&core_words::move_error(&rules, &pos, &e)),
        }
    }

    /// Comes back to the room after the connection dropped.
    fn reconnect(&mut self, why: Option<String>) -> anyhow::Result<()> {
        let why = why.unwrap_or_else(|| t!("online-closed"));
        self.complain(&t!("online-lost", why = why.as_str()));
        let mut last = why;
        for _ in 0..RECONNECT_TRIES {
            std::thread::sleep(Duration::from_secs(1));
            match connect(&self.server, self.rejoin.clone()) {
                Ok((connection, _, view)) => {
                    self.connection = connection;
                    // A turn sent before the drop is in the view if it was written.
                    self.awaiting = None;
                    self.game.update(view)?;
                    self.received = Instant::now();
                    self.say(&t!("online-reconnected"));
                    self.shown = None;
                    return Ok(());
                }
                Err(e) => last = format!("{e:#}"),
            }
        }
        Err(OnlineError::Unreachable {
            server: self.server.clone(),
            why: last,
        }
        .into())
    }
}

/// Opens a connection and enters the room: the welcome and first view.
fn connect(server: &str, action: Action) -> anyhow::Result<(Connection, Welcome, RoomView)> {
    let url = ws_url(server).map_err(anyhow::Error::new)?;
    let mut connection = Connection::open(&url, || {});
    let id = connection.send(action);
    let deadline = Instant::now() + PATIENCE;
    let mut welcome = None;
    let mut view = None;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let unreachable = |why: String| OnlineError::Unreachable {
            server: server.to_string(),
            why,
        };
        match connection.recv_timeout(left) {
            None => return Err(unreachable(t!("online-no-answer")).into()),
            Some(Event::Closed(why)) => {
                let why = why.map_or_else(
                    || t!("online-closed"),
                    |e| format!("{:#}", anyhow::Error::new(e)),
                );
                return Err(unreachable(why).into());
            }
            Some(Event::Message(ServerMessage::Welcome(w))) => welcome = Some(w),
            Some(Event::Message(ServerMessage::State(v))) => view = Some(v),
            Some(Event::Message(ServerMessage::Refused { id: got, error }))
                if got == Some(id) || got.is_none() =>
            {
                return Err(OnlineError::Refused(words::refusal(&error)).into());
            }
            Some(Event::Message(ServerMessage::Ack { id: got })) if got == id => {
                if let (Some(welcome), Some(view)) = (welcome, view) {
                    return Ok((connection, welcome, view));
                }
                return Err(unreachable(t!("online-no-answer")).into());
            }
            Some(_) => {}
        }
    }
}

#[derive(Debug, PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

/// What a line typed during an online game asks for.
#[derive(Debug, PartialEq, Eq)]
enum Command {
    Empty,
    Help,
    Board,
    Quit,
    Resign,
    Draw,
    Takeback,
    Accept,
    Refuse,
    Rematch,
    Move,
}

impl Command {
    fn parse(line: &str) -> Command {
        match line.trim().to_lowercase().as_str() {
            "" => Command::Empty,
            "help" | "aide" | "?" => Command::Help,
            "board" | "plateau" => Command::Board,
            "quit" | "exit" | "quitter" => Command::Quit,
            "resign" | "abandon" | "abandonner" => Command::Resign,
            "draw" | "nulle" => Command::Draw,
            "takeback" | "undo" | "reprise" | "annuler" => Command::Takeback,
            "accept" | "yes" | "accepter" | "oui" => Command::Accept,
            "refuse" | "decline" | "no" | "refuser" | "non" => Command::Refuse,
            "rematch" | "revanche" => Command::Rematch,
            _ => Command::Move,
        }
    }
}
