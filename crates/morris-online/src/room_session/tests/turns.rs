//! Turns: pending until the room shows them or refuses them, several played
//! by one player, taken back, a rematch, and the clocks shown.

use super::*;

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
