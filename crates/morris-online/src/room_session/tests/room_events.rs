//! Who else is in the room and what they ask: the opponent coming and
//! going, offers made, answered or lapsed, spectators, and the game's end.

use super::*;

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
