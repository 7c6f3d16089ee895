//! The online game in the terminal: morris-online's [`RoomSession`] decides,
//! this does its I/O. What the server sends is shown as it comes; what the
//! player types is checked by core here (for a clear word at once) and by
//! the server, which decides.

use std::cell::Cell;
use std::collections::VecDeque;
use std::io::Write;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use morris_core::{move_text, parse_move};
use morris_i18n::{online as words, t, words as core_words};
use morris_online::client::{Connection, Event};
use morris_online::{
    Action, Change, Failure, IntentError, Link, Offer, OnlineGame, Outgoing, Request, Role,
    RoomSession, RoomView, Side, Welcome, error_chain, ws_url,
};

use super::command::{Command, Flow};
use super::lines::{Typed, read_stdin};
use super::rating_line::RatingLines;
use crate::commands::play::view;
use crate::style::{Paint, Style};

/// How often the loop looks at the network while nothing is typed.
const POLL: Duration = Duration::from_millis(50);

#[derive(Debug)]
pub struct OnlineSession {
    server: String,
    /// `None` until the session first asks to dial.
    connection: Option<Connection>,
    session: RoomSession,
    /// The session's time counts from here.
    start: Instant,
    style: Style,
    input: Receiver<Typed>,
    queued: VecDeque<String>,
    input_ended: bool,
    /// The view last drawn, to tell what changed; `None` until the first board.
    shown: Option<RoomView>,
    /// Stdin is a file or pipe: lines are echoed, so that a transcript reads well.
    echo: bool,
    /// The prompt ends the last line written: a line said now starts below it.
    prompt_open: Cell<bool>,
    /// A rated game's rating change, asked of the archive once a game.
    rating_lines: RatingLines,
}

#[derive(Debug, thiserror::Error)]
pub enum OnlineError {
    #[error("{0}")]
    Refused(String),
    #[error("cannot reach the server at {server}: {why}")]
    Unreachable { server: String, why: String },
    #[error("{0}")]
    Unreadable(String),
}

impl OnlineSession {
    /// Connects to `server` and enters a room with `action` (create or
    /// join); returns once in the room, with its first view.
    pub fn enter(server: &str, action: Action, style: Style) -> anyhow::Result<OnlineSession> {
        println!("{}", t!("online-connecting", server = server));
        let mut online = OnlineSession {
            server: server.to_string(),
            connection: None,
            session: RoomSession::enter(action, Duration::ZERO),
            start: Instant::now(),
            style,
            input: read_stdin(),
            queued: VecDeque::new(),
            input_ended: false,
            shown: None,
            echo: !std::io::IsTerminal::is_terminal(&std::io::stdin()),
            prompt_open: Cell::new(false),
            rating_lines: RatingLines::default(),
        };
        online.carry_out()?;
        while online.session.game().is_none() {
            online.wait_on_network(POLL)?;
        }
        Ok(online)
    }

    pub fn welcome(&self) -> &Welcome {
        self.room().welcome()
    }

    /// The room: [`OnlineSession::enter`] returns only once it has come,
    /// and a session never loses it.
    fn room(&self) -> &OnlineGame {
        self.session
            .game()
            .expect("an entered session has its room")
    }

    pub fn run(&mut self) -> anyhow::Result<()> {
        match self.room().role() {
            Role::Spectator => self.say(&t!("online-watching")),
            _ => self.say(&t!(
                "online-you-play",
                side = words::side(self.my_side()),
                variant = crate::describe::name(self.room().rules())
            )),
        }
        self.help();
        self.draw();
        loop {
            self.pump()?;
            if self.finished() {
                return Ok(());
            }
            if self.input_ended {
                // Nothing more to read: wait on the network instead.
                self.wait_on_network(POLL)?;
            } else {
                match self.input.recv_timeout(POLL) {
                    Ok(Typed::Line(line)) => {
                        // At a terminal, the Enter typed ended the prompt's line.
                        if !self.echo {
                            self.prompt_open.set(false);
                        }
                        self.queued.push_back(line);
                    }
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
            && !self.session.awaiting_turn()
            && (self.room().view().result.is_some() || self.session.my_turn())
    }

    fn my_side(&self) -> Side {
        self.room().my_side().unwrap_or(Side::White)
    }

    fn now(&self) -> Duration {
        self.start.elapsed()
    }

    fn say(&self, text: &str) {
        let mut out = std::io::stdout().lock();
        if self.prompt_open.replace(false) {
            let _ = writeln!(out);
        }
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    }

    /// A line read from a file or pipe, written after the prompt as if typed there.
    fn echo_line(&self, line: &str) {
        let mut out = std::io::stdout().lock();
        self.prompt_open.set(false);
        let _ = writeln!(out, "{line}");
        let _ = out.flush();
    }

    /// `White> `, when it is this player's turn and the prompt is not shown yet.
    fn prompt(&self) {
        if !self.session.my_turn() || self.prompt_open.get() {
            return;
        }
        let mut out = std::io::stdout().lock();
        let _ = write!(out, "{}> ", words::side(self.my_side()));
        let _ = out.flush();
        self.prompt_open.set(true);
    }

    /// The commands this client may type: a spectator only looks.
    fn help(&self) {
        self.say(&match self.room().role() {
            Role::Spectator => t!("online-help-watching"),
            _ => t!("online-help"),
        });
    }

    fn complain(&self, text: &str) {
        self.say(&self.style.paint(Paint::Error, text));
    }

    /// Waits at most `timeout` for the network, then takes what came.
    fn wait_on_network(&mut self, timeout: Duration) -> anyhow::Result<()> {
        let event = match &self.connection {
            Some(connection) => connection.recv_timeout(timeout),
            None => {
                std::thread::sleep(timeout);
                None
            }
        };
        if let Some(event) = event {
            let changes = self.feed(event);
            self.tell(changes)?;
        }
        self.pump()
    }

    /// Takes what the network sent, lets time pass, and does what the session asks.
    fn pump(&mut self) -> anyhow::Result<()> {
        let mut changes = Vec::new();
        while let Some(event) = self.connection.as_ref().and_then(Connection::try_recv) {
            changes.extend(self.feed(event));
        }
        changes.extend(self.session.tick(self.now()));
        self.tell(changes)
    }

    fn feed(&mut self, event: Event) -> Vec<Change> {
        let now = self.now();
        match event {
            Event::Connected => {
                self.session.connected();
                Vec::new()
            }
            Event::Message(message) => self.session.message(message, now),
            Event::Closed(why) => self.session.closed(why.map(|e| error_chain(&e)), now),
        }
    }

    /// Does what the session asks of the connection: dial, send.
    fn carry_out(&mut self) -> anyhow::Result<()> {
        for outgoing in self.session.take_outgoing() {
            match outgoing {
                Outgoing::Dial => {
                    let url = ws_url(&self.server).map_err(anyhow::Error::new)?;
                    self.connection = Some(Connection::open(&url, || {}));
                }
                Outgoing::Send(message) => {
                    if let Some(connection) = &self.connection {
                        connection.send(message);
                    }
                }
            }
        }
        Ok(())
    }

    /// Draws the board again if what it shows changed, then says what
    /// changed that the board does not show; a failure ends the session.
    fn tell(&mut self, changes: Vec<Change>) -> anyhow::Result<()> {
        self.carry_out()?;
        let board_changed = match (&self.shown, self.session.game()) {
            (Some(shown), Some(room)) => !same_board(shown, room.view()),
            // Not drawn yet: the session's first board is drawn by `run`.
            _ => false,
        };
        if board_changed {
            self.draw();
        }
        for change in changes {
            match change {
                Change::Failed(failure) => {
                    if let Some(link) = self.session.way_back(&self.server) {
                        self.say(&t!("online-come-back", link = link));
                    }
                    return Err(self.failure(&failure).into());
                }
                Change::Lost { why } => {
                    self.complain(&t!("online-lost", why = words::closed(why.as_deref())))
                }
                Change::Reconnected => self.say(&t!("online-reconnected")),
                Change::Refused(refusal) => {
                    self.complain(&t!("online-refused", why = words::refusal(&refusal)))
                }
                Change::OpponentJoined => self.say(&t!("online-opponent-joined")),
                Change::OpponentLeft => self.say(&t!("online-opponent-left")),
                Change::OpponentBack => self.say(&t!("online-opponent-back")),
                Change::Offered { offer, by } => self.say(&offer_words(offer, Some(by))),
                Change::Asked { offer } => self.say(&offer_words(offer, None)),
                Change::Declined { offer } => self.say(&words::declined(offer)),
                Change::RematchStarted { side } => {
                    let side = side.map_or_else(String::new, words::side);
                    self.say(&t!("online-rematch-started", side = side));
                }
                // The board drawn next shows them.
                Change::Entered
                | Change::Played { .. }
                | Change::TakenBack { .. }
                | Change::GameOver(_) => {}
            }
        }
        if self.shown.is_some() {
            self.prompt();
        }
        Ok(())
    }

    fn failure(&self, failure: &Failure) -> OnlineError {
        match failure {
            Failure::Refused(refusal) => OnlineError::Refused(words::refusal(refusal)),
            Failure::Closed(_) | Failure::NoAnswer => OnlineError::Unreachable {
                server: self.server.clone(),
                why: words::failure(failure),
            },
            Failure::Unreadable(_) => OnlineError::Unreadable(words::failure(failure)),
        }
    }

    fn draw(&mut self) {
        let view = self.room().view().clone();
        let mut names = view
            .players
            .as_ref()
            .map_or([None, None], |p| [p.white.clone(), p.black.clone()]);
        if let Some(me) = self.room().my_side() {
            let you = t!("player-you");
            names[me.index()] = Some(match &names[me.index()] {
                Some(name) => format!("{name} ({you})"),
                None => you,
            });
            names[me.opponent().index()].get_or_insert_with(|| t!("online-opponent"));
        }
        for line in view::game(self.room().game(), &names, self.style) {
            self.say(&line);
        }
        if let Some(left) = self.session.clocks_at(self.now()) {
            self.say(&t!(
                "online-clocks",
                white = words::clock(left[0]),
                black = words::clock(left[1])
            ));
            let to_move = Side::from(self.room().game().side_to_move());
            if view.result.is_none()
                && let Some(low) = words::clock_low(left, to_move)
            {
                self.say(&low);
            }
        }
        if !view.started {
            self.say(&t!("online-waiting"));
        }
        if self.session.opponent_away() && view.result.is_none() {
            self.say(&t!("online-opponent-left"));
        }
        let me = self.room().my_side();
        for (offer, by) in [
            (Offer::Draw, view.draw_offer),
            (Offer::Takeback, view.takeback_request),
            (Offer::Rematch, view.rematch_offer),
        ] {
            // What stands waits for an answer: said under every board until answered.
            if let (Some(by), Some(me)) = (by, me) {
                self.say(&offer_words(offer, (by != me).then_some(by)));
            }
        }
        if let Some(result) = view.result {
            self.say(&self.style.paint(
                Paint::Bold,
                &t!("game-over", outcome = words::result(result)),
            ));
            if let Some(code) = &self.welcome().watch {
                let link = Link::record(&self.server, &self.welcome().room, code);
                self.say(&t!(
                    "online-record",
                    link = format!("{link}?game={}", view.game)
                ));
            }
            let room = self.welcome().room.clone();
            let me = self.room().my_side();
            if let Some(line) = self.rating_lines.after(&self.server, &room, &view, me) {
                self.say(&line);
            }
            if self.room().role() != Role::Spectator {
                self.say(&t!("online-after-game"));
            }
        }
        self.shown = Some(view);
        self.prompt();
    }

    /// Handles the lines typed so far; a move waits in the queue until it is
    /// this player's turn (a script types ahead).
    fn take_lines(&mut self) -> Flow {
        // Quit leaves at once, before any move typed ahead of it: such a
        // move may wait for a turn, or a connection, that never comes.
        if let Some(quit) = self
            .queued
            .iter()
            .find(|line| Command::parse(line) == Command::Quit)
        {
            if self.echo {
                self.echo_line(quit);
            }
            return Flow::Quit;
        }
        while let Some(line) = self.queued.front().cloned() {
            let command = Command::parse(&line);
            let waits = matches!(
                self.session.can_play(),
                Err(IntentError::AwaitingTurn
                    | IntentError::NotYourTurn
                    | IntentError::NotStarted
                    | IntentError::Offline)
            );
            if command == Command::Move && waits {
                return Flow::Continue;
            }
            self.queued.pop_front();
            if self.echo {
                // Echoed, so that a transcript of a script reads well.
                self.echo_line(&line);
            }
            if self.command(command, &line) == Flow::Quit {
                return Flow::Quit;
            }
        }
        Flow::Continue
    }

    fn command(&mut self, command: Command, line: &str) -> Flow {
        let view = self.room().view().clone();
        let them = self.room().my_side().map(Side::opponent);
        let sent = match command {
            Command::Empty if view.result.is_some() => return Flow::Quit,
            Command::Empty => Ok(()),
            Command::Quit => return Flow::Quit,
            Command::Help => {
                self.help();
                Ok(())
            }
            Command::Board => {
                self.draw();
                Ok(())
            }
            _ if self.room().role() == Role::Spectator => Err(IntentError::Spectator),
            Command::Resign => self.session.ask(Request::Resign),
            Command::Draw if view.draw_offer.is_some() && view.draw_offer == them => {
                self.session.ask(Request::AcceptDraw)
            }
            // Confirmed once the room shows them (Change::Asked).
            Command::Draw => self.session.ask(Request::OfferDraw),
            Command::Takeback => self.session.ask(Request::RequestTakeback),
            Command::Accept => self.session.accept().map(drop),
            Command::Refuse => self.session.decline().map(drop),
            Command::Rematch => self.session.ask(Request::OfferRematch),
            Command::Move => self.play(line),
        };
        if let Err(e) = sent {
            self.complain(&words::intent(e));
        }
        if let Err(e) = self.carry_out() {
            self.complain(&format!("{e:#}"));
        }
        Flow::Continue
    }

    /// Plays a typed turn; a move that core refuses is explained at once.
    fn play(&mut self, text: &str) -> Result<(), IntentError> {
        self.session.can_play()?;
        let rules = self.room().rules().clone();
        let pos = *self.room().game().position();
        match parse_move(&rules, &pos, text) {
            Ok(mv) => self.session.play(&move_text(&rules, mv)),
            Err(e) => {
                self.complain(&core_words::move_error(&rules, &pos, &e));
                Ok(())
            }
        }
    }
}

/// Whether two views draw the same board: the same game, turns and end.
/// The rest is said in a line (the opponent joined, left, came back, asks),
/// so that a player coming or going does not draw the board again.
fn same_board(a: &RoomView, b: &RoomView) -> bool {
    a.game == b.game && a.moves == b.moves && a.result == b.result
}

/// An offer or request that waits for an answer: the opponent's (`by`
/// the side that asks) or this player's own (`None`).
fn offer_words(offer: Offer, by: Option<Side>) -> String {
    match (offer, by.map(words::side)) {
        (Offer::Draw, Some(side)) => t!("online-draw-offered", side = side),
        (Offer::Takeback, Some(side)) => t!("online-takeback-asked", side = side),
        (Offer::Rematch, Some(side)) => t!("online-rematch-offered", side = side),
        (Offer::Draw, None) => t!("online-draw-sent"),
        (Offer::Takeback, None) => t!("online-takeback-sent"),
        (Offer::Rematch, None) => t!("online-rematch-sent"),
    }
}
