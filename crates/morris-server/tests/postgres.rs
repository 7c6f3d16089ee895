//! The same scenarios on PostgreSQL, and two server processes sharing one
//! database. Behind the feature `postgres-tests`: `cargo xtask test` installs
//! and starts Debian's postgresql and sets `MORRIS_TEST_POSTGRES_URL`;
//! without it these tests fail and say what to run.

mod common;

use common::client::{Client, Table};
use common::database::TestDb;
use common::server::Server;
use morris_online::{Action, Secret, Side};

macro_rules! postgres_suite {
    ($($name:ident),*) => {
        $(
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() {
                let db = TestDb::postgres().await;
                common::scenarios::$name(&db).await;
            }
        )*
    };
}

every_scenario!(postgres_suite);

macro_rules! postgres_lobby_suite {
    ($($name:ident),*) => {
        $(
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() {
                let db = TestDb::postgres().await;
                common::lobby_scenarios::$name(&db).await;
            }
        )*
    };
}

every_lobby_scenario!(postgres_lobby_suite);

/// The creator on one process, the guest on another: each turn reaches the
/// other process's player live, and a player may come back on either.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_one_database() {
    let db = TestDb::postgres().await;
    let a = Server::start(&db.arg());
    let b = Server::start(&db.arg());
    let mut creator = Client::connect(&a.ws()).await;
    creator
        .ask(Action::Create(common::client::create("nine-mens-morris")))
        .await
        .unwrap();
    let welcome = creator.welcome().clone();
    let mut guest = Client::connect(&b.ws()).await;
    guest
        .ask(Action::Join {
            room: welcome.room.clone(),
            secret: Secret::Invite(welcome.invite.clone().unwrap()),
        })
        .await
        .unwrap();
    creator.wait_for(|v| v.started).await;
    let mut table = Table {
        creator,
        guest,
        room: welcome.room.clone(),
        watch: welcome.watch.clone().unwrap(),
    };
    table.play_all(&["d6", "d2", "d5", "d1"]).await;
    // The guest goes over to process A, the creator to B.
    let guest_token = table.guest.welcome().seat_token.clone().unwrap();
    let creator_token = welcome.seat_token.clone().unwrap();
    let Table {
        creator,
        guest,
        room,
        ..
    } = table;
    creator.close().await;
    guest.close().await;
    let mut creator = Client::back_to_seat(&b.ws(), &room, creator_token).await;
    let mut guest = Client::back_to_seat(&a.ws(), &room, guest_token).await;
    assert_eq!(guest.view().moves, ["d6", "d2", "d5", "d1"]);
    creator.play("b4").await.unwrap();
    guest.wait_for(|v| v.moves.len() == 5).await;
    guest.play("f4").await.unwrap();
    let view = creator.wait_for(|v| v.moves.len() == 6).await;
    assert_eq!(view.moves[5], "f4");
    // The creator's seat on both processes at once, each playing a different
    // turn at the same ply: one is written, the other refused, one game stays.
    let token = welcome.seat_token.clone().unwrap();
    let mut twin = Client::back_to_seat(&a.ws(), &welcome.room, token).await;
    let (first, second) = tokio::join!(creator.play("a7"), twin.play("g7"));
    assert!(
        first.is_ok() != second.is_ok(),
        "exactly one written: {first:?} {second:?}"
    );
    let view = guest.wait_for(|v| v.moves.len() == 7).await;
    let winner = if first.is_ok() { "a7" } else { "g7" };
    assert_eq!(view.moves[6], winner);
    assert_eq!(
        view.side_of(morris_online::Role::Creator),
        Some(Side::White)
    );
}

/// Servers started at the same moment on an empty database all come up (the
/// schema is made once, under a lock) and serve the same rooms.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_started_together_on_an_empty_database_both_come_up() {
    for _ in 0..3 {
        let db = TestDb::postgres().await;
        let servers = Server::start_together(&db.arg(), 2);
        let mut table = Table::open(&servers[0].ws(), "nine-mens-morris").await;
        table.play_all(&["d6"]).await;
        let token = table.guest.welcome().seat_token.clone().unwrap();
        let guest = Client::back_to_seat(&servers[1].ws(), &table.room, token).await;
        assert_eq!(guest.view().moves, ["d6"]);
    }
}

/// A seek made on one process is listed and taken on another; the seeker
/// hears at once (PostgreSQL's notice), the game ends on the taker's
/// process and both ratings move once. Two players taking one seek at once
/// on the two processes: one is paired, the other told it is gone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seek_made_on_one_process_is_taken_on_another() {
    use common::lobby::{accept, lobby, named, paired, player, rated_seek, seat_both, seek};
    let db = TestDb::postgres().await;
    let a = Server::start_with(&db.arg(), &["--shared-address-rated"]);
    let b = Server::start_with(&db.arg(), &["--shared-address-rated"]);
    let mut ada = named(&a.ws(), "Ada").await;
    let mut bo = named(&b.ws(), "Bo_2").await;
    let mut cy = named(&a.ws(), "Cy_3").await;
    let seek_id = seek(&mut ada, rated_seek("three-mens-morris", Some(Side::White)))
        .await
        .unwrap();
    assert!(lobby(&b.url).await.seeks.iter().any(|s| s.id == seek_id));
    let (bo_took, cy_took) = tokio::join!(accept(&mut bo, &seek_id), accept(&mut cy, &seek_id));
    let (taker, taken) = match (bo_took, cy_took) {
        (Ok(p), Err(e)) => {
            assert_eq!(e.code, morris_online::RefusalCode::UnknownSeek);
            (bo, p)
        }
        (Err(e), Ok(p)) => {
            assert_eq!(e.code, morris_online::RefusalCode::UnknownSeek);
            (cy, p)
        }
        both => panic!("exactly one takes the seek: {both:?}"),
    };
    let given = paired(&mut ada).await;
    assert_eq!(given.room, taken.room);
    let mut table = seat_both(ada, taker, &given, &taken).await;
    table.play_all(&["a1", "b1", "b2", "c1", "c3"]).await;
    let page = player(&a.url, "ada").await;
    assert_eq!(page.ratings.len(), 1);
    assert_eq!(page.ratings[0].rating.games, 1);
    assert!(page.ratings[0].rating.rating > 1500.0);
    assert_eq!(player(&b.url, "ada").await.games.len(), 1);
}

/// Two players in one pool on two processes are paired once, in one room,
/// though both processes look at the pool.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pool_pairs_players_on_two_processes() {
    use common::lobby::{named, paired, quick, rated_seek};
    let db = TestDb::postgres().await;
    let a = Server::start_with(&db.arg(), &["--shared-address-rated"]);
    let b = Server::start_with(&db.arg(), &["--shared-address-rated"]);
    for round in 0..3 {
        let (first, second) = (format!("Ada{round}"), format!("Bo{round}"));
        let mut ada = named(&a.ws(), &first).await;
        let mut bo = named(&b.ws(), &second).await;
        quick(&mut ada, rated_seek("nine-mens-morris", None))
            .await
            .unwrap();
        quick(&mut bo, rated_seek("nine-mens-morris", None))
            .await
            .unwrap();
        let (to_ada, to_bo) = tokio::join!(paired(&mut ada), paired(&mut bo));
        assert_eq!(to_ada.room, to_bo.room);
        assert_eq!(to_ada.opponent.as_deref(), Some(second.as_str()));
        assert_eq!(to_bo.opponent.as_deref(), Some(first.as_str()));
        assert_eq!(to_ada.side, to_bo.side.opponent());
    }
}
