use std::time::Duration;

use super::*;
use crate::message::{
    Action, ClientMessage, ClockView, CreateRoom, EndReason, GameResult, Refusal, RefusalCode,
    Role, RoomView, RulesText, Secret, ServerMessage, Side, VariantChoice, Welcome,
};

fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(s)
}

fn welcome(role: Role, variant: &str, seat_token: Option<&str>) -> Welcome {
    let rules = morris_core::catalog::shipped(variant).expect("a shipped variant");
    let (text, origin) = rules.source();
    Welcome {
        room: "r1".into(),
        role,
        seat_token: seat_token.map(String::from),
        invite: None,
        watch: Some("w".into()),
        rules: RulesText {
            id: variant.into(),
            origin: origin.into(),
            text: text.into(),
        },
        flying: None,
        clock: None,
    }
}

/// The room started, White the creator's, both players there, with `moves` played.
fn view(moves: &[&str]) -> RoomView {
    RoomView {
        game: 0,
        creator_side: Side::White,
        started: true,
        moves: moves.iter().map(|m| m.to_string()).collect(),
        result: None,
        draw_offer: None,
        takeback_request: None,
        rematch_offer: None,
        clocks: None,
        present: [true, true],
    }
}

fn create() -> Action {
    Action::Create(CreateRoom {
        variant: VariantChoice::Shipped {
            id: "nine-mens-morris".into(),
        },
        flying: None,
        clock: None,
        creator_plays: None,
    })
}

fn seat(token: &str) -> Action {
    Action::Join {
        room: "r1".into(),
        secret: Secret::Seat(token.into()),
    }
}

/// A session in the room as `role` of `variant`, at time 0, its outbox emptied.
fn entered(role: Role, variant: &str, first: RoomView) -> RoomSession {
    let entry = match role {
        Role::Creator => create(),
        Role::Guest => Action::Join {
            room: "r1".into(),
            secret: Secret::Invite("i".into()),
        },
        Role::Spectator => Action::Join {
            room: "r1".into(),
            secret: Secret::Watch("w".into()),
        },
    };
    let mut session = RoomSession::enter(entry, secs(0.0));
    session.connected();
    let token = (role != Role::Spectator).then_some("t");
    session.message(
        ServerMessage::Welcome(welcome(role, variant, token)),
        secs(0.0),
    );
    let changes = session.message(ServerMessage::State(first), secs(0.0));
    assert_eq!(changes, [Change::Entered]);
    assert_eq!(session.state(), &ConnectionState::Open);
    session.take_outgoing();
    session
}

fn sent(session: &mut RoomSession) -> Vec<ClientMessage> {
    session
        .take_outgoing()
        .into_iter()
        .map(|out| match out {
            Outgoing::Send(message) => message,
            Outgoing::Dial => panic!("a dial where a message was expected"),
        })
        .collect()
}

fn refused(id: u64, code: RefusalCode) -> ServerMessage {
    ServerMessage::Refused {
        id: Some(id),
        error: Refusal::new(code, ""),
    }
}

#[test]
fn the_entry_goes_out_once_the_connection_opens() {
    let mut session = RoomSession::enter(create(), secs(0.0));
    assert_eq!(session.take_outgoing(), [Outgoing::Dial]);
    assert_eq!(session.take_outgoing(), []);
    session.connected();
    assert_eq!(
        session.take_outgoing(),
        [Outgoing::Send(ClientMessage::new(1, create()))]
    );
    assert_eq!(session.play("d6"), Err(IntentError::NotInRoom));
}

#[test]
fn a_turn_sent_is_pending_until_the_view_shows_one_more_turn() {
    let mut session = entered(Role::Creator, "nine-mens-morris", view(&[]));
    assert!(session.my_turn());
    session.play("d6").unwrap();
    let [message] = sent(&mut session).try_into().unwrap();
    assert_eq!(
        message.action,
        Action::Play {
            side: Side::White,
            ply: 0,
            turn: "d6".into()
        }
    );
    assert!(session.awaiting_turn());
    assert!(!session.my_turn());
    assert_eq!(session.play("d5"), Err(IntentError::AwaitingTurn));
    // A view with the same turns (the opponent offered a draw) settles nothing.
    let mut offered = view(&[]);
    offered.draw_offer = Some(Side::Black);
    session.message(ServerMessage::State(offered), secs(1.0));
    assert!(session.awaiting_turn());
    session.message(ServerMessage::State(view(&["d6"])), secs(1.0));
    assert!(!session.awaiting_turn());
    assert!(!session.my_turn(), "Black's turn now");
}

#[test]
fn a_turn_refused_by_its_id_is_no_longer_pending_and_the_refusal_is_kept() {
    let mut session = entered(Role::Creator, "nine-mens-morris", view(&[]));
    session.play("d6").unwrap();
    let [message] = sent(&mut session).try_into().unwrap();
    let changes = session.message(refused(message.id + 1, RefusalCode::NotNow), secs(1.0));
    assert_eq!(changes.len(), 1);
    assert!(session.awaiting_turn(), "another message was refused");
    let changes = session.message(refused(message.id, RefusalCode::IllegalMove), secs(1.0));
    assert_eq!(
        changes,
        [Change::Refused(Refusal::new(RefusalCode::IllegalMove, ""))]
    );
    assert!(!session.awaiting_turn());
    assert_eq!(
        session.refusal().map(|r| r.code),
        Some(RefusalCode::IllegalMove)
    );
    assert!(session.my_turn());
    session.play("d5").unwrap();
    assert_eq!(session.refusal(), None, "a new turn clears the refusal");
}

#[test]
fn a_dropped_connection_comes_back_with_the_seat_token_each_second_then_gives_up_after_30_tries() {
    let mut session = entered(Role::Creator, "nine-mens-morris", view(&["d6"]));
    assert_eq!(session.entry(), &seat("t"));
    let changes = session.closed(Some("reset".into()), secs(10.0));
    assert_eq!(
        changes,
        [Change::Lost {
            why: Some("reset".into())
        }]
    );
    assert_eq!(session.play("a7"), Err(IntentError::Offline));
    assert_eq!(session.wake_in(secs(10.25)), Some(secs(0.75)));
    session.tick(secs(10.5));
    assert_eq!(session.take_outgoing(), [], "not before a second");
    let mut now = 10.0;
    let mut dials = 0;
    loop {
        now += RECONNECT_DELAY.as_secs_f64();
        session.tick(secs(now));
        let outgoing = session.take_outgoing();
        if outgoing.is_empty() {
            break;
        }
        assert_eq!(outgoing, [Outgoing::Dial]);
        dials += 1;
        session.connected();
        let [message] = sent(&mut session).try_into().unwrap();
        assert_eq!(message.action, seat("t"), "the seat token, not the create");
        let changes = session.closed(None, secs(now));
        if dials < RECONNECT_TRIES {
            assert_eq!(changes, [], "a failed try is not told again");
        } else {
            assert_eq!(changes, [Change::Failed(Failure::Closed(None))]);
        }
    }
    assert_eq!(dials, RECONNECT_TRIES);
    assert_eq!(
        session.state(),
        &ConnectionState::Failed(Failure::Closed(None))
    );
    assert_eq!(session.wake_in(secs(now)), None);
}

#[test]
fn back_in_the_room_after_a_drop_the_tries_start_again() {
    let mut session = entered(Role::Guest, "nine-mens-morris", view(&[]));
    session.closed(None, secs(1.0));
    session.tick(secs(2.0));
    session.closed(None, secs(2.5));
    session.tick(secs(3.5));
    assert_eq!(session.take_outgoing(), [Outgoing::Dial, Outgoing::Dial]);
    assert!(matches!(
        session.state(),
        ConnectionState::Connecting { tries: 2, .. }
    ));
    session.connected();
    let changes = session.message(
        ServerMessage::Welcome(welcome(Role::Guest, "nine-mens-morris", None)),
        secs(3.6),
    );
    assert_eq!(changes, [Change::Reconnected]);
    assert_eq!(session.state(), &ConnectionState::Open);
    assert_eq!(
        session.welcome().and_then(|w| w.seat_token.as_deref()),
        Some("t"),
        "the first welcome is kept"
    );
    // The opponent played while this client was away.
    let changes = session.message(ServerMessage::State(view(&["d6"])), secs(3.7));
    assert_eq!(
        changes,
        [Change::Played {
            ply: 0,
            by: Side::White
        }]
    );
    assert!(session.my_turn());
    session.closed(None, secs(4.0));
    assert!(matches!(
        session.state(),
        ConnectionState::Lost { tries: 1, .. }
    ));
}

#[test]
fn events_of_a_lost_connection_are_not_taken() {
    let mut session = entered(Role::Guest, "nine-mens-morris", view(&[]));
    session.closed(None, secs(1.0));
    let changes = session.message(ServerMessage::State(view(&["d6"])), secs(1.1));
    assert_eq!(changes, []);
    assert_eq!(session.game().unwrap().view().moves.len(), 0);
    session.closed(None, secs(1.2));
    assert!(matches!(
        session.state(),
        ConnectionState::Lost { tries: 1, .. }
    ));
}

#[test]
fn a_refused_entry_is_final() {
    let mut session = RoomSession::enter(
        Action::Join {
            room: "r1".into(),
            secret: Secret::Invite("used".into()),
        },
        secs(0.0),
    );
    session.take_outgoing();
    session.connected();
    let [entry] = sent(&mut session).try_into().unwrap();
    let changes = session.message(refused(entry.id, RefusalCode::InviteUsed), secs(0.1));
    let failure = Failure::Refused(Refusal::new(RefusalCode::InviteUsed, ""));
    assert_eq!(changes, [Change::Failed(failure.clone())]);
    assert_eq!(session.closed(None, secs(0.2)), []);
    session.tick(secs(100.0));
    assert_eq!(session.take_outgoing(), [], "nothing more is tried");
    assert_eq!(session.state(), &ConnectionState::Failed(failure));
}

#[test]
fn a_server_that_is_not_there_or_does_not_answer_fails_the_entry() {
    let mut session = RoomSession::enter(create(), secs(0.0));
    let changes = session.closed(Some("cannot connect".into()), secs(0.1));
    assert_eq!(
        changes,
        [Change::Failed(Failure::Closed(Some(
            "cannot connect".into()
        )))]
    );

    let mut session = RoomSession::enter(create(), secs(0.0));
    session.connected();
    assert_eq!(session.tick(secs(14.9)), []);
    assert_eq!(session.wake_in(secs(14.0)), Some(secs(1.0)));
    let changes = session.tick(ENTRY_PATIENCE);
    assert_eq!(changes, [Change::Failed(Failure::NoAnswer)]);
}

#[test]
fn a_room_that_does_not_fit_its_rules_is_a_clear_failure() {
    let mut session = RoomSession::enter(create(), secs(0.0));
    session.connected();
    session.message(
        ServerMessage::Welcome(welcome(Role::Creator, "nine-mens-morris", Some("t"))),
        secs(0.0),
    );
    let changes = session.message(ServerMessage::State(view(&["d6", "d6"])), secs(0.0));
    let [Change::Failed(Failure::Unreadable(why))] = changes.as_slice() else {
        panic!("{changes:?}");
    };
    assert!(why.contains("turn 1 (d6)"), "{why}");
    assert!(session.game().is_none());
}

#[test]
fn the_opponent_leaves_and_comes_back() {
    let mut session = entered(Role::Creator, "nine-mens-morris", view(&[]));
    let mut away = view(&[]);
    away.present = [true, false];
    let changes = session.message(ServerMessage::State(away.clone()), secs(1.0));
    assert_eq!(changes, [Change::OpponentLeft]);
    assert!(session.opponent_away());
    assert_eq!(session.message(ServerMessage::State(away), secs(2.0)), []);
    let changes = session.message(ServerMessage::State(view(&[])), secs(3.0));
    assert_eq!(changes, [Change::OpponentBack]);
    assert!(!session.opponent_away());

    // This player's own seat coming and going is not the opponent's.
    let mut me_away = view(&[]);
    me_away.present = [false, true];
    assert_eq!(
        session.message(ServerMessage::State(me_away), secs(4.0)),
        []
    );
}

#[test]
fn the_creator_is_told_when_the_opponent_joins_and_the_guest_is_asked() {
    let mut waiting = view(&[]);
    waiting.started = false;
    waiting.present = [true, false];
    let mut session = entered(Role::Creator, "nine-mens-morris", waiting);
    assert_eq!(session.play("d6"), Err(IntentError::NotStarted));
    let changes = session.message(ServerMessage::State(view(&[])), secs(1.0));
    assert_eq!(changes, [Change::OpponentJoined]);

    let mut asked = view(&["d6"]);
    asked.draw_offer = Some(Side::White);
    asked.takeback_request = Some(Side::White);
    let changes = session.message(ServerMessage::State(asked.clone()), secs(2.0));
    assert!(changes.contains(&Change::Played {
        ply: 0,
        by: Side::White
    }));
    assert!(
        !changes.iter().any(|c| matches!(c, Change::Offered { .. })),
        "this player's own offers are not told to them"
    );

    let mut guest = entered(Role::Guest, "nine-mens-morris", view(&["d6"]));
    let changes = guest.message(ServerMessage::State(asked), secs(1.0));
    assert_eq!(
        changes,
        [
            Change::Offered {
                offer: Offer::Draw,
                by: Side::White
            },
            Change::Offered {
                offer: Offer::Takeback,
                by: Side::White
            }
        ]
    );
    assert_eq!(
        guest.accept(),
        Ok(Request::AcceptTakeback),
        "take-back first"
    );
    assert_eq!(sent(&mut guest)[0].action, Action::AcceptTakeback);
    assert_eq!(guest.decline(), Ok(Request::RefuseTakeback));
    guest.message(ServerMessage::State(view(&["d6"])), secs(2.0));
    assert_eq!(guest.accept(), Err(IntentError::NothingToAnswer));
}

#[test]
fn a_spectator_cannot_play_or_ask() {
    let mut session = entered(Role::Spectator, "nine-mens-morris", view(&[]));
    assert_eq!(session.play("d6"), Err(IntentError::Spectator));
    assert_eq!(session.ask(Request::Resign), Err(IntentError::Spectator));
    assert_eq!(session.accept(), Err(IntentError::Spectator));
    assert_eq!(session.take_outgoing(), []);
    assert_eq!(
        session.entry(),
        &Action::Join {
            room: "r1".into(),
            secret: Secret::Watch("w".into())
        }
    );
}

#[test]
fn the_game_over_is_told_and_ends_retrying() {
    let mut session = entered(Role::Guest, "nine-mens-morris", view(&["d6"]));
    let mut over = view(&["d6"]);
    let result = GameResult {
        winner: Some(Side::Black),
        reason: EndReason::Resignation,
    };
    over.result = Some(result);
    let changes = session.message(ServerMessage::State(over), secs(1.0));
    assert_eq!(changes, [Change::GameOver(result)]);
    assert_eq!(session.play("a7"), Err(IntentError::GameOver));
    let changes = session.closed(None, secs(2.0));
    assert_eq!(changes, [Change::Failed(Failure::Closed(None))]);
    session.tick(secs(10.0));
    assert_eq!(session.take_outgoing(), []);
}

#[test]
fn a_rematch_swaps_the_sides_and_settles_a_pending_turn() {
    let mut session = entered(Role::Creator, "nine-mens-morris", view(&[]));
    session.play("d6").unwrap();
    let mut rematch = view(&[]);
    rematch.game = 1;
    rematch.creator_side = Side::Black;
    let changes = session.message(ServerMessage::State(rematch), secs(1.0));
    assert_eq!(
        changes,
        [Change::RematchStarted {
            side: Some(Side::Black)
        }]
    );
    assert!(!session.awaiting_turn());
    assert!(!session.my_turn(), "White moves first, the opponent now");
}

#[test]
fn a_mill_that_gives_another_turn_is_told_as_the_same_players() {
    // Nerenchi: a mill made while placing gives its player another placement.
    let before = ["a7", "b6", "d7", "b4"];
    let mut session = entered(Role::Guest, "nerenchi", view(&before));
    let changes = session.message(
        ServerMessage::State(view(&["a7", "b6", "d7", "b4", "g7", "d1"])),
        secs(1.0),
    );
    assert_eq!(
        changes,
        [
            Change::Played {
                ply: 4,
                by: Side::White
            },
            Change::Played {
                ply: 5,
                by: Side::White
            }
        ]
    );
    assert!(session.my_turn(), "Black's turn after White's two");
    session.play("f4").unwrap();
    let [message] = sent(&mut session).try_into().unwrap();
    assert_eq!(
        message.action,
        Action::Play {
            side: Side::Black,
            ply: 6,
            turn: "f4".into()
        }
    );
    // White's mill and the extra turn are taken back together.
    let changes = session.message(ServerMessage::State(view(&before)), secs(2.0));
    assert_eq!(changes, [Change::TakenBack { turns: 2 }]);
}

#[test]
fn the_clocks_shown_count_down_only_the_side_to_move() {
    let mut session = entered(Role::Guest, "nine-mens-morris", view(&[]));
    assert_eq!(session.clocks_at(secs(1.0)), None, "a room without clocks");
    let mut timed = view(&["d6"]);
    timed.clocks = Some(ClockView {
        remaining_ms: [60_000, 50_000],
        running: Some(Side::Black),
    });
    session.message(ServerMessage::State(timed.clone()), secs(5.0));
    assert_eq!(session.clocks_at(secs(5.0)), Some([60_000, 50_000]));
    assert_eq!(session.clocks_at(secs(7.5)), Some([60_000, 47_500]));
    assert_eq!(session.clocks_at(secs(4.0)), Some([60_000, 50_000]));
    assert_eq!(session.clocks_at(secs(100.0)), Some([60_000, 0]));
    timed.clocks = Some(ClockView {
        remaining_ms: [60_000, 50_000],
        running: None,
    });
    session.message(ServerMessage::State(timed), secs(8.0));
    assert_eq!(session.clocks_at(secs(20.0)), Some([60_000, 50_000]));
}

#[test]
fn this_players_own_offer_is_confirmed_once_the_room_shows_it() {
    let mut session = entered(Role::Creator, "nine-mens-morris", view(&["d6"]));
    session.ask(Request::OfferDraw).unwrap();
    let mut offered = view(&["d6"]);
    offered.draw_offer = Some(Side::White);
    let changes = session.message(ServerMessage::State(offered.clone()), secs(1.0));
    assert_eq!(changes, [Change::Asked { offer: Offer::Draw }]);
    assert_eq!(
        session.message(ServerMessage::State(offered), secs(2.0)),
        [],
        "told once"
    );
    let mut asked = view(&["d6", "d2"]);
    asked.takeback_request = Some(Side::Black);
    let changes = session.message(ServerMessage::State(asked), secs(3.0));
    assert_eq!(
        changes,
        [
            Change::Played {
                ply: 1,
                by: Side::Black
            },
            Change::Offered {
                offer: Offer::Takeback,
                by: Side::Black
            }
        ]
    );
}

#[test]
fn a_try_to_reconnect_that_gets_no_answer_counts_as_failed() {
    let mut session = entered(Role::Guest, "nine-mens-morris", view(&[]));
    session.closed(None, secs(1.0));
    session.tick(secs(2.0));
    assert_eq!(session.take_outgoing(), [Outgoing::Dial]);
    // The dial neither opens nor closes: the address swallows it.
    assert_eq!(session.wake_in(secs(2.0)), Some(REDIAL_PATIENCE));
    assert_eq!(session.tick(secs(6.9)), []);
    assert_eq!(session.take_outgoing(), []);
    assert_eq!(
        session.tick(secs(7.0)),
        [],
        "a failed try is not told again"
    );
    assert!(matches!(
        session.state(),
        ConnectionState::Lost { tries: 2, .. }
    ));
    session.tick(secs(8.0));
    assert_eq!(session.take_outgoing(), [Outgoing::Dial]);
}

#[test]
fn the_way_back_is_the_seat_link_for_a_player_and_the_watch_link_for_a_spectator() {
    let server = "http://example.org:7070";
    let player = entered(Role::Guest, "nine-mens-morris", view(&[]));
    assert_eq!(
        player.way_back(server).as_deref(),
        Some("http://example.org:7070/seat/r1/t")
    );
    let watcher = entered(Role::Spectator, "nine-mens-morris", view(&[]));
    assert_eq!(
        watcher.way_back(server).as_deref(),
        Some("http://example.org:7070/watch/r1/w")
    );
    let outside = RoomSession::enter(create(), secs(0.0));
    assert_eq!(outside.way_back(server), None);
}

#[test]
fn an_offer_said_no_to_is_told_and_one_that_lapsed_with_a_turn_is_not() {
    let mut session = entered(Role::Guest, "nine-mens-morris", view(&["d6"]));
    let mut offered = view(&["d6"]);
    offered.draw_offer = Some(Side::Black);
    session.message(ServerMessage::State(offered.clone()), secs(1.0));
    let changes = session.message(ServerMessage::State(view(&["d6"])), secs(2.0));
    assert_eq!(changes, [Change::Declined { offer: Offer::Draw }]);
    // Offered again, and a turn played: the offer lapsed, nobody said no.
    let mut offered = view(&["d6", "d2"]);
    offered.draw_offer = Some(Side::Black);
    session.message(ServerMessage::State(offered), secs(3.0));
    let changes = session.message(ServerMessage::State(view(&["d6", "d2", "b4"])), secs(4.0));
    assert_eq!(
        changes,
        [Change::Played {
            ply: 2,
            by: Side::White
        }]
    );
}
