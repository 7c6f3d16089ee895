//! The lobby's scenarios every database runs: named players find each other
//! through a seek, play rated games whose ratings move exactly as Glicko-2
//! says, watch the live games, and find the archived games again; and every
//! way a player may try to cheat the lobby.

use morris_online::{
    Action, ArchivedGameView, ExplorerMove, LeaderRow, RatingRange, RefusalCode, RefusalFacts,
    Secret, Side, explorer_path,
};

use super::client::Client;
use super::database::TestDb;
use super::glicko2;
use super::http;
use super::lobby::{
    accept, get_json, hello, key_of, lobby, named, paired, player, quick, rated_seek, seat_both,
    seek,
};
use super::server::Server;

pub use super::lobby_fairness::a_player_who_aborts_or_leaves_too_often_is_held_back;
pub use super::lobby_passwords::a_password_lets_a_name_be_played_from_another_device;

const FRESH: (f64, f64, f64) = (1500.0, 350.0, 0.06);
/// A quick win for White: a mill in Three Men's Morris.
const WHITE_WINS: [&str; 5] = ["a1", "b1", "b2", "c1", "c3"];

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

/// Ada seeks, Bo takes it from the list, a third player watches from the
/// live list, White wins: both ratings move as Glicko-2 says, the game is
/// in the archive and its record, and all of it outlives `kill -9`.
pub async fn a_rated_game_through_a_seek(db: &TestDb) {
    let mut server = Server::start_with(&db.arg(), &["--shared-address-rated"]);
    let mut ada = named(&server.ws(), "Ada").await;
    let mut bo = named(&server.ws(), "Bo_2").await;
    let seek_id = seek(&mut ada, rated_seek("three-mens-morris", Some(Side::White)))
        .await
        .unwrap();

    let listed = lobby(&server.url).await;
    let shown = listed
        .seeks
        .iter()
        .find(|s| s.id == seek_id)
        .expect("the seek is listed");
    assert_eq!(shown.player.as_deref(), Some("Ada"));
    assert!(shown.rated && shown.rating.as_ref().unwrap().provisional);
    assert_eq!(shown.variant_name, "Three Men's Morris");

    let taken = accept(&mut bo, &seek_id).await.unwrap();
    assert_eq!(
        (taken.side, taken.opponent.as_deref()),
        (Side::Black, Some("Ada"))
    );
    let given = paired(&mut ada).await;
    assert_eq!(
        (given.side, given.opponent.as_deref()),
        (Side::White, Some("Bo_2"))
    );
    assert_eq!(given.room, taken.room);
    assert!(
        lobby(&server.url)
            .await
            .seeks
            .iter()
            .all(|s| s.id != seek_id)
    );

    let mut table = seat_both(ada, bo, &given, &taken).await;
    let live = lobby(&server.url).await;
    let game = live
        .games
        .iter()
        .find(|g| g.room == given.room)
        .expect("the game is in the live list");
    assert_eq!(
        (game.white.as_deref(), game.black.as_deref()),
        (Some("Ada"), Some("Bo_2"))
    );
    let mut watcher = Client::connect(&server.ws()).await;
    watcher
        .ask(Action::Join {
            room: game.room.clone(),
            secret: Secret::Watch(game.watch.clone()),
        })
        .await
        .expect("anyone watches from the live list");

    table.play_all(&WHITE_WINS).await;
    let seen = watcher.wait_for(|v| v.result.is_some()).await;
    assert_eq!(seen.result.unwrap().winner, Some(Side::White));

    let (ada_after, bo_after) = (
        glicko2::after(FRESH, FRESH, 1.0),
        glicko2::after(FRESH, FRESH, 0.0),
    );
    let check = |page: &morris_online::PlayerPage, expected: (f64, f64, f64)| {
        let rating = &page.ratings[0];
        assert_eq!(rating.variant, "three-mens-morris");
        assert!(
            close(rating.rating.rating, expected.0),
            "{rating:?} {expected:?}"
        );
        assert!(
            close(rating.rating.deviation, expected.1),
            "{rating:?} {expected:?}"
        );
        assert_eq!(rating.rating.games, 1);
    };
    check(&player(&server.url, "ada").await, ada_after);
    check(&player(&server.url, "BO_2").await, bo_after);
    assert!(
        lobby(&server.url)
            .await
            .games
            .iter()
            .all(|g| g.room != given.room)
    );

    let games: Vec<ArchivedGameView> = get_json(&server.url, "/api/games?player=ada").await;
    assert_eq!(games.len(), 1);
    let archived = &games[0];
    assert_eq!(
        (archived.result.as_str(), archived.rated, archived.turns),
        ("1-0", true, 5)
    );
    let change = archived.white_rating.unwrap();
    assert!(close(change.before, 1500.0) && close(change.after, ada_after.0));
    let (status, record) = http::get(&server.url, &format!("/api/games/{}.txt", archived.id)).await;
    assert_eq!(status, 200);
    for tag in [
        "[White \"Ada\"]",
        "[Black \"Bo_2\"]",
        "[WhiteRating \"1500?\"]",
        "[Rated \"yes\"]",
        "[TimeControl \"5m+0s\"]",
    ] {
        assert!(record.contains(tag), "{tag} in {record}");
    }
    assert!(record.contains("3. c3 1-0"), "{record}");
    let (_, all_of_bo) = http::get(&server.url, "/api/games.txt?player=bo_2").await;
    assert_eq!(all_of_bo, record);
    let board: Vec<LeaderRow> = get_json(&server.url, "/api/leaderboard/three-mens-morris").await;
    let names: Vec<&str> = board.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["Ada", "Bo_2"]);

    server.kill_9();
    let server = Server::start(&db.arg());
    check(&player(&server.url, "ada").await, ada_after);
    explored_as_played(&server.url).await;
    check(&player(&server.url, "bo_2").await, bo_after);
    assert_eq!(
        get_json::<Vec<ArchivedGameView>>(&server.url, "/api/games")
            .await
            .len(),
        1
    );
}

/// The explorer over the archive: from each position the game went
/// through (its hash counted here, as a client counts it), the one turn it
/// played there, its result and the rating of who played it.
async fn explored_as_played(server: &str) {
    let rules = morris_core::catalog::shipped("three-mens-morris").unwrap();
    let mut game = morris_core::Game::new(std::sync::Arc::new(rules));
    for turn in WHITE_WINS {
        let path = explorer_path("three-mens-morris", game.position().hash());
        let moves: Vec<ExplorerMove> = get_json(server, &path).await;
        let played = ExplorerMove {
            turn: turn.to_string(),
            games: 1,
            white_wins: 1,
            draws: 0,
            black_wins: 0,
            average_rating: Some(1500.0),
        };
        assert_eq!(moves, [played], "from before {turn}");
        morris_core::record::play_movetext(&mut game, turn).unwrap();
    }
    let after = explorer_path("three-mens-morris", game.position().hash());
    assert!(
        get_json::<Vec<ExplorerMove>>(server, &after)
            .await
            .is_empty()
    );
    let (status, _) = http::get(server, "/api/explorer/three-mens-morris/xyz").await;
    assert_eq!(status, 400);
}

/// A game resigned before both sides moved is archived, not rated.
pub async fn an_abort_is_not_rated(db: &TestDb) {
    let server = Server::start_with(&db.arg(), &["--shared-address-rated"]);
    let mut ada = named(&server.ws(), "Ada").await;
    let mut bo = named(&server.ws(), "Bo_2").await;
    let seek_id = seek(&mut ada, rated_seek("nine-mens-morris", Some(Side::White)))
        .await
        .unwrap();
    let taken = accept(&mut bo, &seek_id).await.unwrap();
    let given = paired(&mut ada).await;
    let mut table = seat_both(ada, bo, &given, &taken).await;
    table.play_all(&["d6"]).await;
    table.creator.ask(Action::Resign).await.unwrap();
    table.guest.wait_for(|v| v.result.is_some()).await;
    let games: Vec<ArchivedGameView> = get_json(&server.url, "/api/games?player=bo_2").await;
    assert_eq!(games.len(), 1);
    assert!(!games[0].rated && games[0].white_rating.is_none());
    assert!(player(&server.url, "ada").await.ratings.is_empty());
}

/// Names held by another key, names outside the rules, rated seeks without
/// a name or a clock, a player's own seek, and a rated pairing of two
/// connections from one address: each refused with its reason.
pub async fn names_and_self_pairing_are_refused(db: &TestDb) {
    let server = Server::start(&db.arg());
    let mut ada = named(&server.ws(), "Ada").await;
    let mut other = Client::connect(&server.ws()).await;
    let taken = hello(&mut other, "ADA", &key_of("someone_else")).await;
    assert_eq!(taken.unwrap_err().code, RefusalCode::NameTaken);
    let bad = hello(&mut other, "admin", &key_of("x")).await.unwrap_err();
    assert_eq!(bad.code, RefusalCode::BadName);
    assert!(bad.detail.contains("kept for the server"), "{bad:?}");
    let short_key = hello(&mut other, "Cy_3", "short").await.unwrap_err();
    assert_eq!(short_key.code, RefusalCode::Malformed);
    // The same program comes back as the same player, whatever the case typed.
    assert_eq!(
        hello(&mut other, "aDa", &key_of("Ada")).await.unwrap(),
        "Ada"
    );

    let mut anonymous = Client::connect(&server.ws()).await;
    let unnamed = seek(&mut anonymous, rated_seek("nine-mens-morris", None)).await;
    assert_eq!(unnamed.unwrap_err().code, RefusalCode::NotNamed);
    let mut no_clock = rated_seek("nine-mens-morris", None);
    no_clock.clock = None;
    assert_eq!(
        seek(&mut ada, no_clock).await.unwrap_err().code,
        RefusalCode::NeedsClock
    );

    let seek_id = seek(&mut ada, rated_seek("nine-mens-morris", None))
        .await
        .unwrap();
    assert_eq!(
        accept(&mut ada, &seek_id).await.unwrap_err().code,
        RefusalCode::OwnSeek
    );
    // Ada's key on another connection is still Ada.
    assert_eq!(
        accept(&mut other, &seek_id).await.unwrap_err().code,
        RefusalCode::OwnSeek
    );
    let mut bo = named(&server.ws(), "Bo_2").await;
    assert_eq!(
        accept(&mut bo, &seek_id).await.unwrap_err().code,
        RefusalCode::SameAddress
    );
    assert_eq!(
        accept(&mut anonymous, &seek_id).await.unwrap_err().code,
        RefusalCode::NotNamed
    );
    // A casual seek from the same address is anyone's.
    let mut casual = rated_seek("nine-mens-morris", None);
    casual.rated = false;
    let mut cy = named(&server.ws(), "Cy_3").await;
    let casual_id = seek(&mut cy, casual).await.unwrap();
    let pairing = accept(&mut anonymous, &casual_id).await.unwrap();
    assert!(!pairing.rated);
    assert_eq!(
        accept(&mut bo, &casual_id).await.unwrap_err().code,
        RefusalCode::UnknownSeek,
        "a seek is taken once"
    );
}

/// One open seek per connection, a few per address; a seek goes when its
/// connection closes.
pub async fn seek_limits_hold(db: &TestDb) {
    let server = Server::start(&db.arg());
    let most = morris_server::MAX_SEEKS_PER_ADDRESS as usize;
    let mut clients = Vec::new();
    for i in 0..most {
        let mut client = Client::connect(&server.ws()).await;
        let mut request = rated_seek("lasker-morris", None);
        request.rated = false;
        seek(&mut client, request.clone()).await.unwrap();
        if i == 0 {
            let again = seek(&mut client, request).await.unwrap_err();
            assert_eq!(again.code, RefusalCode::AlreadySeeking);
        }
        clients.push(client);
    }
    let mut fourth = Client::connect(&server.ws()).await;
    let mut request = rated_seek("lasker-morris", None);
    request.rated = false;
    let refused = seek(&mut fourth, request.clone()).await.unwrap_err();
    assert_eq!(refused.code, RefusalCode::TooManySeeks);
    assert_eq!(lobby(&server.url).await.seeks.len(), most);
    clients.pop().unwrap().close().await;
    let deadline = std::time::Instant::now() + super::client::PATIENCE;
    while lobby(&server.url).await.seeks.len() != most - 1 {
        assert!(std::time::Instant::now() < deadline, "the seek stayed");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    seek(&mut fourth, request)
        .await
        .expect("room again for a seek");
}

/// Two players enter the quick-pairing pool of one variant and clock: they
/// are paired in one room, one White and one Black; a player in another
/// pool, or its own twin connection, is not paired with them.
pub async fn the_pool_pairs_players_of_one_variant_and_clock(db: &TestDb) {
    let server = Server::start_with(&db.arg(), &["--shared-address-rated"]);
    let mut ada = named(&server.ws(), "Ada").await;
    let mut ada_twin = named(&server.ws(), "Ada").await;
    let mut cy = named(&server.ws(), "Cy_3").await;
    quick(&mut ada, rated_seek("three-mens-morris", None))
        .await
        .unwrap();
    quick(&mut ada_twin, rated_seek("three-mens-morris", None))
        .await
        .unwrap();
    quick(&mut cy, rated_seek("lasker-morris", None))
        .await
        .unwrap();
    assert!(
        lobby(&server.url).await.seeks.is_empty(),
        "the pool is not listed"
    );
    let mut bo = named(&server.ws(), "Bo_2").await;
    quick(&mut bo, rated_seek("three-mens-morris", None))
        .await
        .unwrap();
    let to_bo = paired(&mut bo).await;
    assert!(to_bo.rated);
    assert_eq!(to_bo.opponent.as_deref(), Some("Ada"));
    // Whichever Ada connection was paired hears it; the other still waits.
    let (to_ada, waiting) = tokio::select! {
        p = paired(&mut ada) => (p, ada_twin),
        p = paired(&mut ada_twin) => (p, ada),
    };
    assert_eq!(to_ada.room, to_bo.room);
    assert_eq!(to_ada.side, to_bo.side.opponent());
    assert_eq!(to_ada.opponent.as_deref(), Some("Bo_2"));
    drop(waiting);
    let mut no_clock = rated_seek("three-mens-morris", None);
    no_clock.clock = None;
    no_clock.rated = false;
    let refused = quick(&mut Client::connect(&server.ws()).await, no_clock).await;
    assert_eq!(refused.unwrap_err().code, RefusalCode::NeedsClock);
}

/// A player who leaves a rated game and is not back within the grace
/// period loses it, rated; one who comes back in time plays on.
pub async fn a_player_gone_past_the_grace_period_loses_rated(db: &TestDb) {
    let server = Server::start_with(
        &db.arg(),
        &["--shared-address-rated", "--disconnect-grace", "1"],
    );
    let mut ada = named(&server.ws(), "Ada").await;
    let mut bo = named(&server.ws(), "Bo_2").await;
    let seek_id = seek(&mut ada, rated_seek("nine-mens-morris", Some(Side::White)))
        .await
        .unwrap();
    let taken = accept(&mut bo, &seek_id).await.unwrap();
    let given = paired(&mut ada).await;
    let mut table = seat_both(ada, bo, &given, &taken).await;
    table.play_all(&["d6", "d2"]).await;

    // Bo drops and is back within the second: the game goes on.
    let bo_token = taken.seat_token.clone();
    let super::client::Table { creator, guest, .. } = table;
    guest.close().await;
    let mut ada = creator;
    let mut bo = Client::back_to_seat(&server.ws(), &given.room, bo_token).await;
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    ada.play("d5").await.expect("the game goes on");
    bo.wait_for(|v| v.moves.len() == 3).await;

    // Ada leaves for good.
    ada.close().await;
    let view = bo.wait_for(|v| v.result.is_some()).await;
    let result = view.result.unwrap();
    assert_eq!(
        (result.winner, result.reason),
        (Some(Side::Black), morris_online::EndReason::Abandoned)
    );
    let games: Vec<ArchivedGameView> = get_json(&server.url, "/api/games?player=bo_2").await;
    assert_eq!(games.len(), 1);
    assert!(games[0].rated, "both had played: the game is rated");
    assert_eq!(games[0].result, "0-1");
    assert!(player(&server.url, "bo_2").await.ratings[0].rating.rating > 1500.0);
}

/// A challenge with a rating range: listed with it, refused (saying the
/// range and the rating) to a player outside it, a newcomer counting as
/// 1500, and taken by a player rated within it in its variant; a range
/// that cannot be one, or on a pool entry, is refused.
pub async fn a_seek_with_a_rating_range_is_for_players_within_it(db: &TestDb) {
    let server = Server::start_with(&db.arg(), &["--shared-address-rated"]);
    let mut ada = named(&server.ws(), "Ada").await;
    let mut bo = named(&server.ws(), "Bo_2").await;
    let mut cy = named(&server.ws(), "Cy_3").await;
    // Cy is rated 1700 in Nine Men's Morris, 1200 in Lasker Morris.
    db.execute(
        "INSERT INTO ratings (player_key, variant_key, rating, deviation, volatility, games)
         VALUES ('cy_3', 'nine-mens-morris', 1700.2, 60.0, 0.06, 40),
                ('cy_3', 'lasker-morris', 1200.0, 60.0, 0.06, 40)",
    )
    .await;
    let range = RatingRange {
        min: 1600,
        max: 1800,
    };
    let mut request = rated_seek("nine-mens-morris", None);
    request.range = Some(range);
    let seek_id = seek(&mut ada, request.clone()).await.unwrap();
    let listed = lobby(&server.url).await;
    let shown = listed.seeks.iter().find(|s| s.id == seek_id).unwrap();
    assert_eq!(shown.range, Some(range));

    let refused = accept(&mut bo, &seek_id).await.unwrap_err();
    assert_eq!(refused.code, RefusalCode::OutOfRange);
    assert_eq!(
        refused.facts,
        Some(RefusalFacts::OutOfRange {
            range,
            rating: 1500
        })
    );
    assert!(refused.detail.contains("1600-1800"), "{refused:?}");
    let taken = accept(&mut cy, &seek_id).await.unwrap();
    assert_eq!(taken.opponent.as_deref(), Some("Ada"));

    // The rating of the seek's variant counts: Cy's 1200 in Lasker Morris.
    let mut bo_seek = rated_seek("lasker-morris", None);
    bo_seek.range = Some(RatingRange {
        min: 1450,
        max: 1550,
    });
    let lasker = seek(&mut bo, bo_seek).await.unwrap();
    let mut cy = named(&server.ws(), "Cy_3").await;
    let refused = accept(&mut cy, &lasker).await.unwrap_err();
    assert_eq!(
        refused.facts,
        Some(RefusalFacts::OutOfRange {
            range: RatingRange {
                min: 1450,
                max: 1550
            },
            rating: 1200
        })
    );

    let mut reversed = rated_seek("nine-mens-morris", None);
    reversed.range = Some(RatingRange {
        min: 1800,
        max: 1600,
    });
    let mut dee = named(&server.ws(), "Dee_4").await;
    let bad = seek(&mut dee, reversed).await.unwrap_err();
    assert_eq!(bad.code, RefusalCode::BadRange);
    let bad = quick(&mut dee, request).await.unwrap_err();
    assert_eq!(bad.code, RefusalCode::BadRange);
    assert!(bad.detail.contains("pool"), "{bad:?}");
}
