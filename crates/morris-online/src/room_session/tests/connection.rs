//! The connection: the entry sent once it opens, a drop and the tries to
//! come back, an entry refused or never answered, and the way back.

use super::*;

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
