//! The referee without a database: events decided and applied in turn, on
//! games whose turns do not simply alternate.

use morris_core::catalog;
use morris_online::{Action, RefusalCode, Role, RulesText, Side, TimeControl};

use super::RoomState;
use crate::room_event::{RoomEvent, StoredEvent};
use crate::room_settings::RoomSettings;

/// A started room of `variant` with a one-minute clock, its creator White.
fn room(variant: &str) -> RoomState {
    let rules = catalog::shipped(variant).unwrap();
    let (text, origin) = rules.source();
    let settings = RoomSettings {
        rules: RulesText {
            id: variant.to_string(),
            origin: origin.to_string(),
            text: text.to_string(),
        },
        flying: None,
        clock: Some(TimeControl {
            base_ms: 60_000,
            inc_ms: 0,
        }),
        creator_plays: Side::White,
        creator_hash: "creator".into(),
        invite_hash: "invite".into(),
        watch_code: "watch".into(),
        lobby: None,
    };
    let mut room = RoomState::new(settings).unwrap();
    apply(
        &mut room,
        0,
        RoomEvent::GuestJoined {
            token_hash: "guest".into(),
        },
    );
    room
}

fn apply(room: &mut RoomState, at_ms: i64, event: RoomEvent) {
    let stored = StoredEvent {
        seq: room.seq(),
        at_ms,
        event,
    };
    room.apply(&stored).unwrap();
}

/// `role` does `action` at `at_ms`: the referee decides, the events apply.
fn act(room: &mut RoomState, at_ms: i64, role: Role, action: Action) {
    for event in room.decide(role, &action).unwrap() {
        apply(room, at_ms, event);
    }
}

/// Plays `turns`, a second each, each by the side to move.
fn play(room: &mut RoomState, start_ms: i64, turns: &str) {
    for (i, turn) in turns.split_whitespace().enumerate() {
        let side = Side::from(room.game.side_to_move());
        let role = if side == room.creator_side() {
            Role::Creator
        } else {
            Role::Guest
        };
        let ply = room.game.moves().len() as u32;
        let action = Action::Play {
            side,
            ply,
            turn: turn.into(),
        };
        act(room, start_ms + 1_000 * (i as i64 + 1), role, action);
    }
}

fn moves(room: &RoomState) -> Vec<String> {
    room.view(0, [true; 2]).moves
}

#[test]
fn after_a_mill_while_placing_the_same_players_clock_runs() {
    let mut room = room("nerenchi");
    play(&mut room, 0, "a7 a1 d7 d1 g7");
    assert_eq!(room.to_move(), Side::White);
    let clocks = room.view(20_000, [true; 2]).clocks.unwrap();
    assert_eq!(clocks.running, Some(Side::White));
    // White's five seconds since g7 are White's; Black's clock stands still.
    assert_eq!(
        clocks.remaining_ms,
        [60_000 - 3_000 - 15_000, 60_000 - 2_000]
    );
    assert_eq!(room.flag_due(20_000), None);
}

#[test]
fn a_takeback_of_the_extra_turns_player_removes_that_turn_alone() {
    let mut room = room("nerenchi");
    play(&mut room, 0, "a7 a1 d7 d1 g7");
    act(&mut room, 6_000, Role::Creator, Action::RequestTakeback);
    act(&mut room, 7_000, Role::Guest, Action::AcceptTakeback);
    assert_eq!(moves(&room), ["a7", "a1", "d7", "d1"]);
    assert_eq!(room.to_move(), Side::White);
    let clocks = room.view(7_000, [true; 2]).clocks.unwrap();
    assert_eq!(clocks.running, Some(Side::White));
}

#[test]
fn a_takeback_asked_by_the_other_side_removes_its_turn_and_the_replies() {
    let mut room = room("nerenchi");
    play(&mut room, 0, "a7 a1 d7 d1 g7");
    act(&mut room, 6_000, Role::Guest, Action::RequestTakeback);
    act(&mut room, 7_000, Role::Creator, Action::AcceptTakeback);
    assert_eq!(moves(&room), ["a7", "a1", "d7"]);
    assert_eq!(room.to_move(), Side::Black);
    let clocks = room.view(7_000, [true; 2]).clocks.unwrap();
    assert_eq!(clocks.running, Some(Side::Black));
}

#[test]
fn nobody_asks_to_take_back_a_turn_they_have_not_played() {
    let mut room = room("nine-mens-morris");
    play(&mut room, 0, "d6");
    let refused = room
        .decide(Role::Guest, &Action::RequestTakeback)
        .unwrap_err();
    assert_eq!(refused.code, RefusalCode::NotNow);
    assert!(room.decide(Role::Creator, &Action::RequestTakeback).is_ok());
}

#[test]
fn in_alternating_games_a_takeback_of_the_last_but_one_turn_removes_the_reply_too() {
    let mut room = room("nine-mens-morris");
    play(&mut room, 0, "d6 d2");
    act(&mut room, 3_000, Role::Creator, Action::RequestTakeback);
    act(&mut room, 4_000, Role::Guest, Action::AcceptTakeback);
    assert!(moves(&room).is_empty());
    assert_eq!(room.to_move(), Side::White);
}
