//! A room's state as the fold of its events, and the referee's decisions:
//! which events an action by someone in the room makes, or why it is refused.
//! Deciding never changes the state; only applying stored events does.

use std::sync::Arc;

use morris_core::record::{Tags, write_record};
use morris_core::{Clock, Color, Game, Rules, move_text, parse_move};
use morris_online::{
    Action, ClockView, EndReason, GameResult, Players, Refusal, RefusalCode, Role, RoomRulesError,
    RoomView, Side,
};

use crate::room_event::{RoomEvent, StoredEvent};
use crate::room_settings::{RoomSettings, Seated};

mod archive_entry;

pub use archive_entry::ArchiveEntry;

/// The longest turn text looked at (the longest real one is a few points long).
const MAX_TURN_CHARS: usize = 64;

/// A finished game of the room, kept for its record.
#[derive(Clone, Debug)]
pub struct FinishedGame {
    pub game: Game,
    pub result: GameResult,
    pub creator_side: Side,
}

/// A stored event that does not fit the room (a damaged database).
#[derive(Debug, thiserror::Error)]
#[error("event {seq} of the room does not apply: {why}")]
pub struct BadEvent {
    pub seq: u64,
    pub why: String,
}

#[derive(Clone, Debug)]
pub struct RoomState {
    settings: RoomSettings,
    rules: Arc<Rules>,
    /// How many events are applied: the next event's sequence number.
    seq: u64,
    guest_hash: Option<String>,
    game_no: u32,
    game: Game,
    result: Option<GameResult>,
    draw_offer: Option<Side>,
    takeback_request: Option<Side>,
    rematch_offer: Option<Side>,
    clock: Option<Clock>,
    finished: Vec<FinishedGame>,
    /// Since when each side (`[white, black]`) has had no connection, in a
    /// game the lobby paired.
    away: [Option<u64>; 2],
}

impl RoomState {
    /// A room as it was opened, before any event.
    pub fn new(settings: RoomSettings) -> Result<RoomState, RoomRulesError> {
        let rules = crate::rules_cache::compiled(&settings.rules, settings.flying)?;
        Ok(RoomState {
            game: Game::new(Arc::clone(&rules)),
            clock: settings.clock.map(Clock::new),
            settings,
            rules,
            seq: 0,
            guest_hash: None,
            game_no: 0,
            result: None,
            draw_offer: None,
            takeback_request: None,
            rematch_offer: None,
            finished: Vec::new(),
            away: [None, None],
        })
    }

    pub fn settings(&self) -> &RoomSettings {
        &self.settings
    }

    pub fn seq(&self) -> u64 {
        self.seq
    }

    pub fn guest_hash(&self) -> Option<&str> {
        self.guest_hash.as_deref()
    }

    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    fn started(&self) -> bool {
        self.guest_hash.is_some()
    }

    /// The creator's colour in the game now.
    pub fn creator_side(&self) -> Side {
        if self.game_no.is_multiple_of(2) {
            self.settings.creator_plays
        } else {
            self.settings.creator_plays.opponent()
        }
    }

    fn side_of(&self, role: Role) -> Option<Side> {
        match role {
            Role::Creator => Some(self.creator_side()),
            Role::Guest => Some(self.creator_side().opponent()),
            Role::Spectator => None,
        }
    }

    fn to_move(&self) -> Side {
        Side::from(self.game.side_to_move())
    }

    /// The side whose clock has run out at `now_ms` in a game still going.
    pub fn flag_due(&self, now_ms: i64) -> Option<Side> {
        if self.result.is_some() {
            return None;
        }
        self.clock.as_ref()?.flagged(stamp(now_ms)).map(Side::from)
    }

    /// Whether a lobby game's side is away now (it counts from an `away` event).
    pub fn is_away(&self, side: Side) -> bool {
        self.away[side.index()].is_some()
    }

    /// The event a change of presence makes in a lobby game still going:
    /// `side` has (`present`) or has no connection left here.
    pub fn presence_event(&self, side: Side, present: bool) -> Option<RoomEvent> {
        let going = self.settings.lobby.is_some() && self.started() && self.result.is_none();
        match (going, present, self.is_away(side)) {
            (true, false, false) => Some(RoomEvent::Away { side }),
            (true, true, true) => Some(RoomEvent::Back { side }),
            _ => None,
        }
    }

    /// The side of a lobby game that stayed away `grace_ms` by `now_ms`.
    pub fn abandon_due(&self, now_ms: i64, grace_ms: u64) -> Option<Side> {
        if self.result.is_some() {
            return None;
        }
        let now = stamp(now_ms);
        [Side::White, Side::Black].into_iter().find(|side| {
            self.away[side.index()].is_some_and(|since| now.saturating_sub(since) >= grace_ms)
        })
    }

    /// The side a role plays in the game now.
    pub fn side_of_role(&self, role: Role) -> Option<Side> {
        self.side_of(role)
    }

    /// Applies the next stored event.
    pub fn apply(&mut self, stored: &StoredEvent) -> Result<(), BadEvent> {
        let bad = |why: String| BadEvent {
            seq: stored.seq,
            why,
        };
        if stored.seq != self.seq {
            return Err(bad(format!("expected event {}", self.seq)));
        }
        let at = stamp(stored.at_ms);
        match &stored.event {
            RoomEvent::GuestJoined { token_hash } => {
                self.guest_hash = Some(token_hash.clone());
                let side = self.to_move();
                if let Some(clock) = &mut self.clock {
                    clock.run(side.into(), at);
                }
            }
            RoomEvent::Turn { turn } => {
                let mover = self.to_move();
                self.game
                    .play_text(turn)
                    .map_err(|e| bad(format!("turn {turn}: {e}")))?;
                self.draw_offer = None;
                self.takeback_request = None;
                // A player who plays is there.
                self.away[mover.index()] = None;
                match self.game.outcome() {
                    Some(outcome) => self.finish(GameResult::from_core(outcome), at),
                    None => {
                        // The side to move next, which may be the mover again.
                        let next = self.to_move();
                        if let Some(clock) = &mut self.clock {
                            clock.turn_played(mover.into(), next.into(), at);
                        }
                    }
                }
            }
            RoomEvent::DrawOffered { by } => self.draw_offer = Some(*by),
            RoomEvent::DrawDeclined => self.draw_offer = None,
            RoomEvent::DrawAgreed => self.finish(
                GameResult {
                    winner: None,
                    reason: EndReason::Agreement,
                },
                at,
            ),
            RoomEvent::Resigned { side } => self.finish(
                GameResult {
                    winner: Some(side.opponent()),
                    reason: EndReason::Resignation,
                },
                at,
            ),
            RoomEvent::TimeForfeit { side } => self.finish(
                GameResult {
                    winner: Some(side.opponent()),
                    reason: EndReason::Time,
                },
                at,
            ),
            RoomEvent::Away { side } => {
                self.away[side.index()].get_or_insert(at);
            }
            RoomEvent::Back { side } => self.away[side.index()] = None,
            RoomEvent::Abandoned { side } => self.finish(
                GameResult {
                    winner: Some(side.opponent()),
                    reason: EndReason::Abandoned,
                },
                at,
            ),
            RoomEvent::TakebackRequested { by } => self.takeback_request = Some(*by),
            RoomEvent::TakebackRefused => self.takeback_request = None,
            RoomEvent::TakebackAccepted => {
                let by = self
                    .takeback_request
                    .take()
                    .ok_or_else(|| bad("no take-back was asked".into()))?;
                for _ in 0..self.game.takeback_turns(by.into()).unwrap_or(0) {
                    self.game.undo();
                }
                self.draw_offer = None;
                let side = self.to_move();
                if let Some(clock) = &mut self.clock {
                    clock.run(side.into(), at);
                }
            }
            RoomEvent::RematchOffered { by } => self.rematch_offer = Some(*by),
            RoomEvent::RematchAgreed => {
                let result = self
                    .result
                    .take()
                    .ok_or_else(|| bad("a rematch before the end".into()))?;
                let game = std::mem::replace(&mut self.game, Game::new(Arc::clone(&self.rules)));
                self.finished.push(FinishedGame {
                    game,
                    result,
                    creator_side: self.creator_side(),
                });
                self.game_no += 1;
                self.rematch_offer = None;
                let side = self.to_move();
                self.clock = self.settings.clock.map(|control| {
                    let mut clock = Clock::new(control);
                    clock.run(side.into(), at);
                    clock
                });
            }
        }
        self.seq += 1;
        Ok(())
    }

    fn finish(&mut self, result: GameResult, at_ms: u64) {
        self.result = Some(result);
        self.away = [None, None];
        self.draw_offer = None;
        self.takeback_request = None;
        if let Some(clock) = &mut self.clock {
            clock.stop(at_ms);
        }
    }

    /// The events `action` by `role` makes, or why it is refused. `None` is
    /// an action that changes nothing (a ping, an offer already made).
    pub fn decide(&self, role: Role, action: &Action) -> Result<Vec<RoomEvent>, Refusal> {
        let refuse = |code: RefusalCode| Err(Refusal::new(code, ""));
        let me = match (action, self.side_of(role)) {
            (Action::Ping, _) => return Ok(Vec::new()),
            (
                Action::Create(_)
                | Action::Join { .. }
                | Action::Hello(_)
                | Action::SetPassword { .. }
                | Action::Seek(_)
                | Action::Quick(_)
                | Action::CancelSeek
                | Action::AcceptSeek { .. },
                _,
            ) => {
                return refuse(RefusalCode::AlreadyInRoom);
            }
            (_, None) => return refuse(RefusalCode::Spectator),
            (_, Some(me)) => me,
        };
        if !self.started() {
            return refuse(RefusalCode::NotStarted);
        }
        let them = me.opponent();
        if self.result.is_some() {
            return match action {
                Action::OfferRematch if self.rematch_offer == Some(them) => {
                    Ok(vec![RoomEvent::RematchAgreed])
                }
                Action::OfferRematch if self.rematch_offer == Some(me) => Ok(Vec::new()),
                Action::OfferRematch => Ok(vec![RoomEvent::RematchOffered { by: me }]),
                _ => refuse(RefusalCode::GameOver),
            };
        }
        Ok(match action {
            Action::Play { side, ply, turn } => return self.decide_turn(me, *side, *ply, turn),
            Action::OfferDraw if self.draw_offer == Some(them) => vec![RoomEvent::DrawAgreed],
            Action::OfferDraw if self.draw_offer == Some(me) => Vec::new(),
            Action::OfferDraw => vec![RoomEvent::DrawOffered { by: me }],
            Action::AcceptDraw if self.draw_offer == Some(them) => vec![RoomEvent::DrawAgreed],
            Action::DeclineDraw if self.draw_offer == Some(them) => vec![RoomEvent::DrawDeclined],
            Action::AcceptDraw | Action::DeclineDraw => return refuse(RefusalCode::NothingPending),
            Action::Resign => vec![RoomEvent::Resigned { side: me }],
            Action::RequestTakeback if self.takeback_request.is_some() => {
                return refuse(RefusalCode::NotNow);
            }
            Action::RequestTakeback => {
                if self.game.takeback_turns(me.into()).is_none() {
                    return refuse(RefusalCode::NotNow);
                }
                vec![RoomEvent::TakebackRequested { by: me }]
            }
            Action::AcceptTakeback if self.takeback_request == Some(them) => {
                vec![RoomEvent::TakebackAccepted]
            }
            Action::RefuseTakeback if self.takeback_request == Some(them) => {
                vec![RoomEvent::TakebackRefused]
            }
            Action::AcceptTakeback | Action::RefuseTakeback => {
                return refuse(RefusalCode::NothingPending);
            }
            Action::OfferRematch => return refuse(RefusalCode::NotNow),
            Action::Ping
            | Action::Create(_)
            | Action::Join { .. }
            | Action::Hello(_)
            | Action::SetPassword { .. }
            | Action::Seek(_)
            | Action::Quick(_)
            | Action::CancelSeek
            | Action::AcceptSeek { .. } => Vec::new(),
        })
    }

    fn decide_turn(
        &self,
        me: Side,
        side: Side,
        ply: u32,
        turn: &str,
    ) -> Result<Vec<RoomEvent>, Refusal> {
        if side != me {
            return Err(Refusal::new(RefusalCode::NotYourSide, ""));
        }
        if side != self.to_move() {
            return Err(Refusal::new(RefusalCode::NotYourTurn, ""));
        }
        if usize::try_from(ply).ok() != Some(self.game.moves().len()) {
            return Err(Refusal::new(
                RefusalCode::Stale,
                format!("the game is at turn {}", self.game.moves().len()),
            ));
        }
        if turn.chars().count() > MAX_TURN_CHARS {
            return Err(Refusal::new(
                RefusalCode::IllegalMove,
                "the turn is too long",
            ));
        }
        let mv = parse_move(&self.rules, self.game.position(), turn)
            .map_err(|e| Refusal::new(RefusalCode::IllegalMove, e.to_string()))?;
        Ok(vec![RoomEvent::Turn {
            turn: move_text(&self.rules, mv),
        }])
    }

    /// The room at `now_ms`, with who is connected.
    pub fn view(&self, now_ms: i64, present: [bool; 2]) -> RoomView {
        RoomView {
            game: self.game_no,
            creator_side: self.creator_side(),
            started: self.started(),
            moves: self
                .game
                .moves()
                .iter()
                .map(|&m| move_text(&self.rules, m))
                .collect(),
            result: self.result,
            draw_offer: self.draw_offer,
            takeback_request: self.takeback_request,
            rematch_offer: self.rematch_offer,
            clocks: self.clock.map(|c| clock_view(&c, stamp(now_ms))),
            present,
            players: self.settings.lobby.as_ref().map(|seats| {
                let [white, black] = self.seated_by_side(seats).map(|s| s.map(|s| s.name));
                Players {
                    white,
                    black,
                    rated: seats.rated,
                }
            }),
        }
    }

    /// The record of game `n` (counting from 0), finished or in progress.
    pub fn record(&self, n: u32) -> Option<String> {
        let (game, result, creator_side) = match self.finished.get(n as usize) {
            Some(f) => (&f.game, Some(f.result), f.creator_side),
            None if n == self.game_no => (&self.game, self.result, self.creator_side()),
            None => return None,
        };
        Some(write_record(
            game,
            &self.record_tags(n, creator_side, result),
        ))
    }

    /// The tags of game `n`'s record: the players' names where the lobby
    /// seated named players, else their seats.
    fn record_tags(&self, n: u32, creator_side: Side, result: Option<GameResult>) -> Tags {
        let name = |seated: Option<&Seated>, seat: &str| {
            seated.map_or_else(|| seat.to_string(), |s| s.name.clone())
        };
        let (creator, guest) = match &self.settings.lobby {
            Some(seats) => (
                name(seats.creator.as_ref(), "Anonymous"),
                name(seats.guest.as_ref(), "Anonymous"),
            ),
            None => ("Room creator".to_string(), "Invited player".to_string()),
        };
        let (white, black) = match creator_side {
            Side::White => (creator, guest),
            Side::Black => (guest, creator),
        };
        let mut tags = Tags::new()
            .with("Event", "morris online")
            .with("Round", (n + 1).to_string())
            .with("White", white)
            .with("Black", black);
        if let Some(result) = result {
            tags.set("Result", result.score());
            if matches!(result.reason, EndReason::Agreement | EndReason::Time) {
                let why = if result.reason == EndReason::Time {
                    "time forfeit"
                } else {
                    "draw agreed"
                };
                tags.set("Termination", why);
            }
        }
        tags
    }

    /// The number of the game now in the room.
    pub fn game_no(&self) -> u32 {
        self.game_no
    }
}

/// A server stamp (ms since the epoch) as the clock's time; one before the
/// epoch would be a broken system clock, read as its start.
fn stamp(ms: i64) -> u64 {
    u64::try_from(ms).unwrap_or(0)
}

/// The clocks as the protocol shows them at `now_ms`.
fn clock_view(clock: &Clock, now_ms: u64) -> ClockView {
    ClockView {
        remaining_ms: Color::ALL.map(|side| clock.left_ms(side, now_ms)),
        running: clock.running().map(Side::from),
    }
}

#[cfg(test)]
mod tests;
