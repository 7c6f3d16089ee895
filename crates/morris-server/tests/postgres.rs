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
