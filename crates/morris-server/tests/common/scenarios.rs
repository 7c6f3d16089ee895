//! The scenarios every database runs: complete games with two real clients
//! on the real server, and every way a client may try to break a room.

use std::sync::Arc;
use std::time::Duration;

use morris_core::{Game, SplitMix, catalog, move_text};
use morris_online::{
    Action, ClientMessage, CreateRoom, EndReason, RefusalCode, Secret, ServerMessage, Side,
    TimeControl, VariantChoice,
};

use super::client::{Client, PATIENCE, Table, create};
use super::database::TestDb;
use super::http;
use super::server::Server;

/// Nine Men's Morris, and Nerenchi, where a mill while placing gives the
/// mover another turn: scenarios that play a game play both, so that nothing
/// on the server counts turns by alternation.
const GAMES: [&str; 2] = ["nine-mens-morris", "nerenchi"];

fn refused<T: std::fmt::Debug>(result: Result<T, morris_online::Refusal>) -> RefusalCode {
    result.expect_err("refused").code
}

pub async fn a_game_to_a_win(db: &TestDb) {
    let server = Server::start(&db.arg());
    let mut table = Table::open(&server.ws(), "three-mens-morris").await;
    table.play_all(&["a1", "b1", "b2", "c1", "c3"]).await;
    let result = table.guest.view().result.expect("the game is over");
    assert_eq!(result.winner, Some(Side::White));
    assert_eq!(result.reason, EndReason::MillClosed);
    let path = format!("/watch/{}/{}/record", table.room, table.watch);
    let (status, record) = http::get(&server.url, &path).await;
    assert_eq!(status, 200);
    assert!(
        record.contains("[Variant \"three-mens-morris\"]"),
        "{record}"
    );
    assert!(record.contains("1. a1 b1 2. b2 c1 3. c3 1-0"), "{record}");
    let (status, _) = http::get(&server.url, &format!("/watch/{}/0000/record", table.room)).await;
    assert_eq!(status, 404, "a wrong code downloads nothing");
}

/// Random legal turns, each checked by core on the client side too, until
/// the rules end the game: the server's result is core's.
pub async fn a_random_game_is_refereed_to_its_end(db: &TestDb) {
    let server = Server::start(&db.arg());
    for (variant, seed) in GAMES.into_iter().zip([27, 2]) {
        a_random_game_of(&server, variant, seed).await;
    }
}

async fn a_random_game_of(server: &Server, variant: &str, seed: u64) {
    let mut table = Table::open(&server.ws(), variant).await;
    let rules = Arc::new(catalog::shipped(variant).unwrap());
    let mut game = Game::new(Arc::clone(&rules));
    let mut rng = SplitMix::new(seed);
    while game.outcome().is_none() {
        let legal = game.legal_moves();
        let mv = legal[rng.below(legal.len())];
        let text = move_text(&rules, mv);
        table.play_all(&[text.as_str()]).await;
        game.play(mv).unwrap();
    }
    let outcome = game.outcome().unwrap();
    let result = table
        .creator
        .view()
        .result
        .expect("the server ended the game too");
    assert_eq!(result, morris_online::GameResult::from_core(outcome));
}

pub async fn a_draw_offer_accepted(db: &TestDb) {
    let server = Server::start(&db.arg());
    for variant in GAMES {
        a_draw_offer_accepted_in(&server, variant).await;
    }
}

async fn a_draw_offer_accepted_in(server: &Server, variant: &str) {
    let mut table = Table::open(&server.ws(), variant).await;
    table.play_all(&["d6", "d2"]).await;
    table.creator.ask(Action::OfferDraw).await.unwrap();
    table
        .guest
        .wait_for(|v| v.draw_offer == Some(Side::White))
        .await;
    assert_eq!(
        refused(table.creator.ask(Action::AcceptDraw).await),
        RefusalCode::NothingPending
    );
    table.guest.ask(Action::AcceptDraw).await.unwrap();
    let view = table.creator.wait_for(|v| v.result.is_some()).await;
    let result = view.result.unwrap();
    assert_eq!((result.winner, result.reason), (None, EndReason::Agreement));
    assert_eq!(
        refused(table.creator.play("d5").await),
        RefusalCode::GameOver
    );
    let (_, record) = http::get(
        &server.url,
        &format!("/watch/{}/{}/record", table.room, table.watch),
    )
    .await;
    assert!(record.contains("[Result \"1/2-1/2\"]"), "{record}");
    assert!(record.contains("1. d6 d2 1/2-1/2"), "{record}");
}

pub async fn a_takeback_refused_then_accepted(db: &TestDb) {
    let server = Server::start(&db.arg());
    let mut table = Table::open(&server.ws(), "nine-mens-morris").await;
    table.play_all(&["d6", "d2", "d5"]).await;
    // White asks while Black is to move: White's d5 would go.
    table.creator.ask(Action::RequestTakeback).await.unwrap();
    table
        .guest
        .wait_for(|v| v.takeback_request == Some(Side::White))
        .await;
    assert_eq!(
        refused(table.creator.ask(Action::AcceptTakeback).await),
        RefusalCode::NothingPending
    );
    table.guest.ask(Action::RefuseTakeback).await.unwrap();
    let view = table
        .creator
        .wait_for(|v| v.takeback_request.is_none())
        .await;
    assert_eq!(view.moves, ["d6", "d2", "d5"]);
    table.creator.ask(Action::RequestTakeback).await.unwrap();
    table.guest.ask(Action::AcceptTakeback).await.unwrap();
    let view = table.creator.wait_for(|v| v.moves.len() == 2).await;
    assert_eq!(view.moves, ["d6", "d2"]);
    table.creator.play("b4").await.unwrap();
    table
        .guest
        .wait_for(|v| v.moves == ["d6", "d2", "b4"])
        .await;
}

/// Nerenchi with a clock: a mill while placing gives White another turn, and
/// White's clock keeps running; a take-back White asks then removes White's
/// turn alone and leaves White to move; one Black asks removes Black's last
/// turn and every turn after it.
pub async fn extra_turns_keep_the_clock_and_take_back_by_player(db: &TestDb) {
    let server = Server::start(&db.arg());
    let room = CreateRoom {
        clock: Some(TimeControl {
            base_ms: 600_000,
            inc_ms: 0,
        }),
        ..create("nerenchi")
    };
    let mut table = Table::open_with(&server.ws(), room).await;
    table.play_all(&["a7", "a1", "d7", "d1", "g7"]).await;
    assert_eq!(
        table.to_move(),
        Side::White,
        "the mill gives White another turn"
    );
    let view = table.guest.view().clone();
    assert_eq!(view.clocks.unwrap().running, Some(Side::White));

    table.creator.ask(Action::RequestTakeback).await.unwrap();
    table
        .guest
        .wait_for(|v| v.takeback_request == Some(Side::White))
        .await;
    table.guest.ask(Action::AcceptTakeback).await.unwrap();
    let view = table.creator.wait_for(|v| v.moves.len() == 4).await;
    assert_eq!(view.moves, ["a7", "a1", "d7", "d1"]);
    assert_eq!(table.to_move(), Side::White);
    assert_eq!(view.clocks.unwrap().running, Some(Side::White));

    table.play_all(&["g7", "b6"]).await;
    table.guest.ask(Action::RequestTakeback).await.unwrap();
    table
        .creator
        .wait_for(|v| v.takeback_request == Some(Side::Black))
        .await;
    table.creator.ask(Action::AcceptTakeback).await.unwrap();
    let view = table.guest.wait_for(|v| v.moves.len() == 3).await;
    assert_eq!(view.moves, ["a7", "a1", "d7"]);
    assert_eq!(table.to_move(), Side::Black);
    assert_eq!(view.clocks.unwrap().running, Some(Side::Black));
}

pub async fn a_rematch_swaps_colours(db: &TestDb) {
    let server = Server::start(&db.arg());
    let mut table = Table::open(&server.ws(), "three-mens-morris").await;
    assert_eq!(
        refused(table.creator.ask(Action::OfferRematch).await),
        RefusalCode::NotNow
    );
    table.guest.ask(Action::Resign).await.unwrap();
    table.creator.wait_for(|v| v.result.is_some()).await;
    table.creator.ask(Action::OfferRematch).await.unwrap();
    table
        .guest
        .wait_for(|v| v.rematch_offer == Some(Side::White))
        .await;
    table.guest.ask(Action::OfferRematch).await.unwrap();
    let view = table.creator.wait_for(|v| v.game == 1).await;
    assert_eq!(view.creator_side, Side::Black);
    assert!(view.moves.is_empty() && view.result.is_none());
    table.guest.wait_for(|v| v.game == 1).await;
    assert_eq!(
        refused(table.creator.play("a1").await),
        RefusalCode::NotYourTurn,
        "Black now"
    );
    table.guest.play("a1").await.unwrap();
    let (_, first) = http::get(
        &server.url,
        &format!("/watch/{}/{}/record?game=0", table.room, table.watch),
    )
    .await;
    assert!(
        first.contains("[Result \"1-0\"]"),
        "Black resigned: {first}"
    );
}

pub async fn a_client_drops_and_reconnects(db: &TestDb) {
    let server = Server::start(&db.arg());
    for variant in GAMES {
        a_client_drops_and_reconnects_in(&server, variant).await;
    }
}

async fn a_client_drops_and_reconnects_in(server: &Server, variant: &str) {
    let clock = TimeControl {
        base_ms: 600_000,
        inc_ms: 5_000,
    };
    let room = CreateRoom {
        clock: Some(clock),
        ..create(variant)
    };
    let mut table = Table::open_with(&server.ws(), room).await;
    table.play_all(&["d6", "d2", "d5"]).await;
    let token = table
        .guest
        .welcome()
        .seat_token
        .clone()
        .expect("the guest's seat token");
    let room = table.room.clone();
    let Table {
        mut creator, guest, ..
    } = table;
    guest.close().await;
    let black = Side::Black.index();
    creator.wait_for(|v| !v.present[black]).await;
    let mut back = Client::back_to_seat(&server.ws(), &room, token).await;
    let view = back.view().clone();
    assert_eq!(view.moves, ["d6", "d2", "d5"]);
    assert_eq!(back.welcome().seat_token, None, "a token is given once");
    let clocks = view.clocks.expect("the room has clocks");
    assert_eq!(clocks.running, Some(Side::Black));
    // Each side has had its increment; nobody has used more than a few seconds.
    assert!(
        clocks.remaining_ms[0] > 600_000 && clocks.remaining_ms[0] <= 610_000,
        "{clocks:?}"
    );
    assert!(
        clocks.remaining_ms[1] > 595_000 && clocks.remaining_ms[1] <= 605_000,
        "{clocks:?}"
    );
    creator.wait_for(|v| v.present[black]).await;
    back.play("d1").await.unwrap();
    creator.wait_for(|v| v.moves.len() == 4).await;
}

pub async fn kill_9_loses_no_acknowledged_turn(db: &TestDb) {
    for variant in GAMES {
        kill_9_loses_no_acknowledged_turn_in(db, variant).await;
    }
}

async fn kill_9_loses_no_acknowledged_turn_in(db: &TestDb, variant: &str) {
    let mut server = Server::start(&db.arg());
    let mut table = Table::open(&server.ws(), variant).await;
    let turns = ["d6", "d2", "b4", "f4", "a1", "g7", "c3"];
    table.play_all(&turns).await;
    // One more turn, acknowledged, and the server killed at once.
    table.player(Side::Black).play("e5").await.unwrap();
    server.kill_9();
    let creator_token = table.creator.welcome().seat_token.clone().unwrap();
    let guest_token = table.guest.welcome().seat_token.clone().unwrap();
    let room = table.room.clone();
    let server = Server::start(&db.arg());
    let mut creator = Client::back_to_seat(&server.ws(), &room, creator_token).await;
    let mut all: Vec<&str> = turns.to_vec();
    all.push("e5");
    assert_eq!(creator.view().moves, all);
    let mut guest = Client::back_to_seat(&server.ws(), &room, guest_token).await;
    creator.play("a7").await.unwrap();
    guest.wait_for(|v| v.moves.len() == 9).await;
}

pub async fn a_spectator_cannot_move(db: &TestDb) {
    let server = Server::start(&db.arg());
    for variant in GAMES {
        a_spectator_cannot_move_in(&server, variant).await;
    }
}

async fn a_spectator_cannot_move_in(server: &Server, variant: &str) {
    let mut table = Table::open(&server.ws(), variant).await;
    table.play_all(&["d6"]).await;
    let mut watcher = Client::connect(&server.ws()).await;
    watcher
        .ask(Action::Join {
            room: table.room.clone(),
            secret: Secret::Watch(table.watch.clone()),
        })
        .await
        .unwrap();
    assert_eq!(watcher.view().moves, ["d6"]);
    let play = Action::Play {
        side: Side::Black,
        ply: 1,
        turn: "d2".into(),
    };
    assert_eq!(refused(watcher.ask(play).await), RefusalCode::Spectator);
    assert_eq!(
        refused(watcher.ask(Action::Resign).await),
        RefusalCode::Spectator
    );
    // The room is as it was: Black plays d2 itself, and the spectator sees it live.
    table.play_all(&["d2"]).await;
    let view = watcher.wait_for(|v| v.moves.len() == 2).await;
    assert_eq!(view.moves, ["d6", "d2"]);
}

pub async fn a_wrong_seat_token_is_refused(db: &TestDb) {
    let server = Server::start(&db.arg());
    let table = Table::open(&server.ws(), "nine-mens-morris").await;
    let mut intruder = Client::connect(&server.ws()).await;
    let guess = "0".repeat(64);
    let join = |secret| Action::Join {
        room: table.room.clone(),
        secret,
    };
    assert_eq!(
        refused(intruder.ask(join(Secret::Seat(guess.clone()))).await),
        RefusalCode::WrongSecret
    );
    assert_eq!(
        refused(intruder.ask(join(Secret::Invite(guess.clone()))).await),
        RefusalCode::WrongSecret
    );
    assert_eq!(
        refused(intruder.ask(join(Secret::Watch(guess.clone()))).await),
        RefusalCode::WrongSecret
    );
    let unknown = Action::Join {
        room: "nope".into(),
        secret: Secret::Seat(guess),
    };
    assert_eq!(
        refused(intruder.ask(unknown).await),
        RefusalCode::UnknownRoom
    );
    let invite = table.creator.welcome().invite.clone().unwrap();
    assert_eq!(
        refused(intruder.ask(join(Secret::Invite(invite))).await),
        RefusalCode::InviteUsed
    );
    let play = Action::Play {
        side: Side::White,
        ply: 0,
        turn: "d6".into(),
    };
    assert_eq!(refused(intruder.ask(play).await), RefusalCode::NotInRoom);
}

pub async fn turns_for_the_other_side_out_of_turn_or_after_the_end(db: &TestDb) {
    let server = Server::start(&db.arg());
    let mut table = Table::open(&server.ws(), "three-mens-morris").await;
    let as_black = Action::Play {
        side: Side::Black,
        ply: 0,
        turn: "a1".into(),
    };
    assert_eq!(
        refused(table.creator.ask(as_black).await),
        RefusalCode::NotYourSide
    );
    assert_eq!(
        refused(table.guest.play("a1").await),
        RefusalCode::NotYourTurn
    );
    let stale = Action::Play {
        side: Side::White,
        ply: 3,
        turn: "a1".into(),
    };
    assert_eq!(refused(table.creator.ask(stale).await), RefusalCode::Stale);
    let err = table.creator.play("z9").await.expect_err("illegal");
    assert_eq!(err.code, RefusalCode::IllegalMove);
    assert!(err.detail.contains("z9"), "{err:?}");
    table.play_all(&["a1", "b1"]).await;
    assert_eq!(
        refused(table.creator.play("b1").await),
        RefusalCode::IllegalMove,
        "an occupied point"
    );
    table.play_all(&["b2", "c1", "c3"]).await;
    assert_eq!(refused(table.guest.play("a3").await), RefusalCode::GameOver);
    assert_eq!(
        refused(table.guest.ask(Action::OfferDraw).await),
        RefusalCode::GameOver
    );
    assert_eq!(table.creator.view().moves.len(), 5);
}

pub async fn malformed_and_oversized_messages(db: &TestDb) {
    let server = Server::start(&db.arg());
    let mut table = Table::open(&server.ws(), "nine-mens-morris").await;
    let socket = &mut table.creator.socket;
    socket.send_text("not json".into()).await.unwrap();
    assert_eq!(
        table.creator.anonymous_refusal().await,
        RefusalCode::Malformed
    );
    let unknown = r#"{"v":1,"id":77,"action":{"type":"fly_away"}}"#;
    table
        .creator
        .socket
        .send_text(unknown.into())
        .await
        .unwrap();
    assert_eq!(
        refused(table.creator.answer(77).await),
        RefusalCode::Malformed
    );
    let future = r#"{"v":2,"id":78,"action":{"type":"ping"}}"#;
    table.creator.socket.send_text(future.into()).await.unwrap();
    assert_eq!(
        refused(table.creator.answer(78).await),
        RefusalCode::UnsupportedVersion
    );
    let huge = format!(
        r#"{{"v":1,"id":79,"action":{{"type":"play","side":"white","ply":0,"turn":"{}"}}}}"#,
        "d6".repeat(60_000)
    );
    table.creator.socket.send_text(huge).await.unwrap();
    assert_eq!(
        table.creator.anonymous_refusal().await,
        RefusalCode::TooLarge
    );
    // Nothing changed, and the connection still plays.
    assert!(table.creator.view().moves.is_empty());
    table.play_all(&["d6", "d2"]).await;
}

pub async fn a_flood_of_messages_is_slowed(db: &TestDb) {
    let server = Server::start(&db.arg());
    let mut table = Table::open(&server.ws(), "nine-mens-morris").await;
    let mut ids = Vec::new();
    for _ in 0..60 {
        ids.push(table.creator.socket.send(Action::Ping).await.unwrap());
    }
    let mut slowed = 0;
    let mut answered = 0;
    while answered + slowed < ids.len() {
        match table.creator.next().await {
            morris_online::ServerMessage::Ack { .. } => answered += 1,
            morris_online::ServerMessage::Refused { id: None, error } => {
                assert_eq!(error.code, RefusalCode::RateLimited);
                slowed += 1;
            }
            _ => {}
        }
    }
    assert!(
        slowed > 0 && answered >= 40,
        "{answered} answered, {slowed} slowed"
    );
    // A second later the connection plays again, and nothing else changed.
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert!(table.creator.view().moves.is_empty());
    table.play_all(&["d6", "d2"]).await;
}

pub async fn uploaded_rules_are_checked(db: &TestDb) {
    let server = Server::start(&db.arg());
    let mut client = Client::connect(&server.ws()).await;
    let upload = |text: String| {
        Action::Create(CreateRoom {
            variant: VariantChoice::Upload {
                name: "mine.ron".into(),
                text,
            },
            ..create("")
        })
    };
    let err = client
        .ask(upload(
            "(name: \"x\", points: [], lines: [], pieces: 0)".into(),
        ))
        .await
        .expect_err("a broken file");
    assert_eq!(err.code, RefusalCode::BadRules);
    assert!(
        err.detail
            .contains("mine.ron:1:21: the board has no points"),
        "{}",
        err.detail
    );
    let err = client
        .ask(upload(" ".repeat(40_000)))
        .await
        .expect_err("too large");
    assert_eq!(err.code, RefusalCode::RulesTooLarge);
    let unknown = Action::Create(create("/etc/passwd"));
    assert_eq!(
        refused(client.ask(unknown).await),
        RefusalCode::UnknownVariant
    );
    let text = catalog::shipped("five-mens-morris")
        .unwrap()
        .source()
        .0
        .to_string();
    client
        .ask(upload(text))
        .await
        .expect("a good file opens a room");
    assert_eq!(client.welcome().rules.id, "mine");
}

/// An upload's name becomes the room's origin, shown to every client: only
/// a plain file name is taken.
pub async fn an_upload_must_be_named_as_a_plain_file(db: &TestDb) {
    let server = Server::start(&db.arg());
    let mut client = Client::connect(&server.ws()).await;
    let text = catalog::shipped("five-mens-morris")
        .unwrap()
        .source()
        .0
        .to_string();
    let upload = |name: String| {
        Action::Create(CreateRoom {
            variant: VariantChoice::Upload {
                name,
                text: text.clone(),
            },
            ..create("")
        })
    };
    let too_long = format!("{}.ron", "x".repeat(252));
    for name in [
        "a\u{0}b.ron",
        "a\nb.ron",
        "../x.ron",
        "rules/x.ron",
        "rules\\x.ron",
        ".hidden.ron",
        "",
        too_long.as_str(),
    ] {
        let err = client
            .ask(upload(name.to_string()))
            .await
            .expect_err("a name that is no plain file name");
        assert_eq!(err.code, RefusalCode::BadFileName, "{name:?}");
        assert!(
            err.detail.contains("is not a plain file name (no '/'"),
            "{name:?}: {}",
            err.detail
        );
    }
    let err = client
        .ask(upload("a\u{0}b.ron".into()))
        .await
        .expect_err("a control character");
    assert!(
        err.detail.starts_with(r#""a\0b.ron" is not"#),
        "the name, escaped: {}",
        err.detail
    );
    let err = client
        .ask(upload(too_long.clone()))
        .await
        .expect_err("too long");
    let shown = format!("{:?}...", "x".repeat(64));
    assert!(err.detail.starts_with(&shown), "cut: {}", err.detail);
    // No room was opened: the same connection opens one now.
    let longest = format!("{}.ron", "x".repeat(251));
    client
        .ask(upload(longest.clone()))
        .await
        .expect("255 bytes is a plain file name");
    assert_eq!(client.welcome().rules.origin, longest);
}

/// A clock under a second (lost before the first turn) or past the limits
/// (a game nobody finishes) is refused, saying the limits.
pub async fn a_clock_out_of_the_limits_opens_no_room(db: &TestDb) {
    let server = Server::start(&db.arg());
    let mut client = Client::connect(&server.ws()).await;
    let with_clock = |base_ms, inc_ms| {
        Action::Create(CreateRoom {
            clock: Some(TimeControl { base_ms, inc_ms }),
            ..create("nine-mens-morris")
        })
    };
    for (base_ms, inc_ms) in [
        (0, 0),
        (TimeControl::MIN_BASE_MS - 1, 0),
        (TimeControl::MAX_BASE_MS + 1, 0),
        (u64::MAX, 0),
        (60_000, TimeControl::MAX_INC_MS + 1),
        (60_000, u64::MAX),
    ] {
        let err = client
            .ask(with_clock(base_ms, inc_ms))
            .await
            .expect_err("a clock out of the limits");
        assert_eq!(err.code, RefusalCode::BadClock, "{base_ms}+{inc_ms}");
        assert!(
            err.detail
                .contains(&format!("base_ms {base_ms} and inc_ms {inc_ms}"))
                && err.detail.contains("from 1000 to 86400000 ms"),
            "{}",
            err.detail
        );
    }
    // No room was opened: the same connection opens one at the limits now.
    let (base_ms, inc_ms) = (TimeControl::MIN_BASE_MS, TimeControl::MAX_INC_MS);
    client
        .ask(with_clock(base_ms, inc_ms))
        .await
        .expect("a clock at the limits");
    assert_eq!(
        client.welcome().clock,
        Some(TimeControl { base_ms, inc_ms })
    );
}

/// RFC 6455 (4.2.1): the key is base64 of 16 bytes, else the answer is 400.
pub async fn a_websocket_key_not_of_16_bytes_is_refused(db: &TestDb) {
    let server = Server::start(&db.arg());
    for key in [
        "not-base64!!",
        // 15 and 17 bytes, and 16 bytes without the padding.
        "AAAAAAAAAAAAAAAAAAAA",
        "AAAAAAAAAAAAAAAAAAAAAAA=",
        "AAAAAAAAAAAAAAAAAAAAAA",
    ] {
        assert_eq!(http::upgrade_status(&server.url, key).await, 400, "{key}");
    }
    // The RFC's own example key is taken.
    let good = "dGhlIHNhbXBsZSBub25jZQ==";
    assert_eq!(http::upgrade_status(&server.url, good).await, 101);
}

/// A connection that goes on past its refusals for too many messages is
/// told why it is closed: a close frame with 1008 (policy violation).
pub async fn a_flood_past_its_refusals_is_closed_with_1008(db: &TestDb) {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

    let server = Server::start(&db.arg());
    let (mut ws, _) = tokio_tungstenite::connect_async(server.ws()).await.unwrap();
    let ping = serde_json::to_string(&ClientMessage::new(1, Action::Ping)).unwrap();
    // Far more than the burst and the refusals: the server closes on its own.
    for _ in 0..400 {
        if ws.send(Message::text(ping.clone())).await.is_err() {
            break;
        }
    }
    let mut slowed = 0;
    let frame = loop {
        let next = tokio::time::timeout(PATIENCE, ws.next())
            .await
            .expect("the server answers in time");
        match next {
            Some(Ok(Message::Text(text))) => {
                if let ServerMessage::Refused { error, .. } =
                    serde_json::from_str(text.as_str()).unwrap()
                {
                    assert_eq!(error.code, RefusalCode::RateLimited);
                    slowed += 1;
                }
            }
            Some(Ok(Message::Close(frame))) => break frame.expect("a close code and reason"),
            Some(Ok(_)) => {}
            ended => panic!("the connection ended without a close frame: {ended:?}"),
        }
    };
    assert_eq!(frame.code, CloseCode::Policy);
    assert_eq!(frame.reason.as_str(), "too many messages");
    assert_eq!(slowed, 100, "the refusals before the close");
}

/// Nerenchi: after a mill while placing it is White's turn again, and it is
/// White's clock that runs out.
pub async fn the_clock_of_a_player_with_another_turn_runs_out(db: &TestDb) {
    let server = Server::start(&db.arg());
    let room = CreateRoom {
        clock: Some(TimeControl {
            base_ms: 1_500,
            inc_ms: 0,
        }),
        ..create("nerenchi")
    };
    let mut table = Table::open_with(&server.ws(), room).await;
    table.play_all(&["a7", "a1", "d7", "d1", "g7"]).await;
    let view = table.guest.wait_for(|v| v.result.is_some()).await;
    let result = view.result.unwrap();
    assert_eq!(
        (result.winner, result.reason),
        (Some(Side::Black), EndReason::Time)
    );
    assert_eq!(view.clocks.unwrap().remaining_ms[Side::White.index()], 0);
}

pub async fn a_clock_runs_out(db: &TestDb) {
    let server = Server::start(&db.arg());
    let clock = TimeControl {
        base_ms: 1_500,
        inc_ms: 0,
    };
    let room = CreateRoom {
        clock: Some(clock),
        ..create("nine-mens-morris")
    };
    let mut table = Table::open_with(&server.ws(), room).await;
    table.play_all(&["d6"]).await;
    // Black waits: its clock runs out, and the server ends the game on its own.
    let view = table.creator.wait_for(|v| v.result.is_some()).await;
    let result = view.result.unwrap();
    assert_eq!(
        (result.winner, result.reason),
        (Some(Side::White), EndReason::Time)
    );
    assert_eq!(view.clocks.unwrap().remaining_ms[Side::Black.index()], 0);
    assert_eq!(refused(table.guest.play("d2").await), RefusalCode::GameOver);
}

pub async fn unjoined_rooms_expire(db: &TestDb) {
    let server = Server::start_with(&db.arg(), &["--unjoined-expiry", "1"]);
    let mut creator = Client::connect(&server.ws()).await;
    creator
        .ask(Action::Create(create("nine-mens-morris")))
        .await
        .unwrap();
    let welcome = creator.welcome().clone();
    creator.close().await;
    // A room whose creator still waits in it expires too.
    let mut waiting = Client::connect(&server.ws()).await;
    waiting
        .ask(Action::Create(create("nine-mens-morris")))
        .await
        .unwrap();
    let waited = waiting.welcome().clone();
    // A joined room stays.
    let table = Table::open(&server.ws(), "nine-mens-morris").await;
    tokio::time::sleep(Duration::from_millis(2_500)).await;
    let mut late = Client::connect(&server.ws()).await;
    let join = Action::Join {
        room: welcome.room,
        secret: Secret::Invite(welcome.invite.unwrap()),
    };
    assert_eq!(refused(late.ask(join).await), RefusalCode::UnknownRoom);
    let join = Action::Join {
        room: waited.room,
        secret: Secret::Invite(waited.invite.unwrap()),
    };
    assert_eq!(refused(late.ask(join).await), RefusalCode::UnknownRoom);
    let token = table.guest.welcome().seat_token.clone().unwrap();
    late.ask(Action::Join {
        room: table.room.clone(),
        secret: Secret::Seat(token),
    })
    .await
    .expect("a joined room does not expire");
}

/// A database made before the schema had versions (its tables, no record of
/// versions) is taken over as it is: its rooms play on.
pub async fn a_database_from_before_schema_versions_is_taken_over(db: &TestDb) {
    let server = Server::start(&db.arg());
    let mut table = Table::open(&server.ws(), "nine-mens-morris").await;
    table.play_all(&["d6", "d2"]).await;
    let token = table.creator.welcome().seat_token.clone().unwrap();
    let room = table.room.clone();
    drop(table);
    drop(server);
    // As it was before versions: what versions 2 and on made is not there.
    db.execute(
        "DROP TABLE _sqlx_migrations; DROP INDEX rooms_unjoined; DROP TABLE players; \
         DROP TABLE ratings; DROP TABLE seeks; DROP TABLE lobby_rooms; DROP TABLE games; \
         DROP TABLE explorer; DROP TABLE player_keys",
    )
    .await;
    let server = Server::start(&db.arg());
    let mut creator = Client::back_to_seat(&server.ws(), &room, token).await;
    assert_eq!(creator.view().moves, ["d6", "d2"]);
    creator.play("b4").await.unwrap();
}

/// A database a newer server wrote (a schema version this one does not
/// know) is refused at start with a clear message: exit code 2.
pub async fn a_database_of_a_newer_schema_is_refused(db: &TestDb) {
    drop(Server::start(&db.arg()));
    let newer = morris_server::SCHEMA_VERSION + 1;
    db.execute(&format!(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
         VALUES ({newer}, 'from a newer server', TRUE, {}, 0)",
        db.bytes_literal("00")
    ))
    .await;
    let (code, stderr) = Server::refused(&db.arg());
    assert_eq!(code, 2, "{stderr}");
    let said = format!(
        "the database's schema is version {newer}, newer than this server knows ({}): \
         run a newer morris-server on it",
        morris_server::SCHEMA_VERSION
    );
    assert!(stderr.contains(&said), "{stderr}");
}
