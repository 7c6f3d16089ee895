//! The lobby's fairness rules every database runs: a player who aborts or
//! abandons games is held back from rated play for a while.

use std::time::Duration;

use morris_online::{Action, ArchivedGameView, EndReason, RefusalCode, RefusalFacts, Side};

use super::client::Table;
use super::database::TestDb;
use super::lobby::{accept, get_json, named, paired, quick, rated_seek, seat_both, seek};
use super::server::Server;

/// The window of these tests, in seconds: long enough for a busy machine
/// to do all the checks inside it, short enough to wait out.
const WINDOW_SECS: u64 = 10;

/// `seeker` (White) and `taker` paired through a seek of Nine Men's
/// Morris, rated or casual, and seated.
async fn seated(server: &Server, seeker: &str, taker: &str, rated: bool) -> Table {
    let mut white = named(&server.ws(), seeker).await;
    let mut black = named(&server.ws(), taker).await;
    let mut request = rated_seek("nine-mens-morris", Some(Side::White));
    request.rated = rated;
    let id = seek(&mut white, request).await.unwrap();
    let taken = accept(&mut black, &id).await.unwrap();
    let given = paired(&mut white).await;
    seat_both(white, black, &given, &taken).await
}

/// White resigns before anyone has played: an abort of White's.
async fn abort(server: &Server, seeker: &str, taker: &str, rated: bool) {
    let mut table = seated(server, seeker, taker, rated).await;
    table.creator.ask(Action::Resign).await.unwrap();
    table.guest.wait_for(|v| v.result.is_some()).await;
}

async fn games_of(server: &Server, player: &str) -> Vec<ArchivedGameView> {
    get_json(&server.url, &format!("/api/games?player={player}")).await
}

/// At the limit of aborted or abandoned games in the window (here 2 in
/// 10 seconds) a player is refused rated seeks, pool entries and rated
/// seeks to take, told until when; casual play stays open, their opponents
/// are not held back, and once the oldest game leaves the window the
/// player plays rated again.
pub async fn a_player_who_aborts_or_leaves_too_often_is_held_back(db: &TestDb) {
    let window = WINDOW_SECS.to_string();
    let server = Server::start_with(
        &db.arg(),
        &[
            "--shared-address-rated",
            "--disconnect-grace",
            "1",
            "--abort-limit",
            "2",
            "--abort-window",
            &window,
        ],
    );
    // Cy abandons a game both had played, then aborts one.
    let mut table = seated(&server, "Cy_3", "Dee_4", true).await;
    table.play_all(&["d6", "d2"]).await;
    let Table { creator, guest, .. } = table;
    creator.close().await;
    let mut dee = guest;
    let ended = dee.wait_for(|v| v.result.is_some()).await.result.unwrap();
    assert_eq!(ended.reason, EndReason::Abandoned);
    let games = games_of(&server, "cy_3").await;
    assert_eq!(games[0].left_by, Some(Side::White));
    let mut cy = named(&server.ws(), "Cy_3").await;
    seek(&mut cy, rated_seek("lasker-morris", None))
        .await
        .expect("one game left is under the limit");
    drop(cy);
    abort(&server, "Cy_3", "Eve_5", false).await;
    let mut cy = named(&server.ws(), "Cy_3").await;
    let held = quick(&mut cy, rated_seek("lasker-morris", None))
        .await
        .unwrap_err();
    assert_eq!(held.code, RefusalCode::HeldBack, "{held:?}");

    // Ada aborts a rated game and a casual one, both as White.
    abort(&server, "Ada", "Bo_2", true).await;
    abort(&server, "Ada", "Bo_2", false).await;
    let games = games_of(&server, "ada").await;
    assert_eq!(games.len(), 2);
    assert!(games.iter().all(|g| g.left_by == Some(Side::White)));
    assert!(
        games
            .iter()
            .all(|g| g.reason == Some(EndReason::Resignation))
    );
    let oldest = games[1].finished_ms;

    let mut ada = named(&server.ws(), "Ada").await;
    let held = seek(&mut ada, rated_seek("nine-mens-morris", None))
        .await
        .unwrap_err();
    assert_eq!(held.code, RefusalCode::HeldBack);
    let until_ms = oldest + i64::try_from(WINDOW_SECS * 1000).unwrap();
    assert_eq!(
        held.facts,
        Some(RefusalFacts::HeldBack {
            until_ms,
            games: 2,
            window_secs: WINDOW_SECS,
        })
    );
    assert!(
        held.detail.contains("2 games aborted or abandoned"),
        "{held:?}"
    );
    let held = quick(&mut ada, rated_seek("nine-mens-morris", None))
        .await
        .unwrap_err();
    assert_eq!(held.code, RefusalCode::HeldBack);
    // Bo, who won both, is not held back; Ada may not take his rated seek.
    let mut bo = named(&server.ws(), "Bo_2").await;
    let rated_id = seek(&mut bo, rated_seek("nine-mens-morris", None))
        .await
        .unwrap();
    let held = accept(&mut ada, &rated_id).await.unwrap_err();
    assert_eq!(held.code, RefusalCode::HeldBack);
    // Casual play stays open.
    let mut casual = rated_seek("nine-mens-morris", None);
    casual.rated = false;
    seek(&mut ada, casual).await.expect("a casual seek");

    // Once the oldest abort has left the window, Ada plays rated again.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis();
    let wait = u64::try_from(until_ms)
        .unwrap()
        .saturating_sub(u64::try_from(now).unwrap());
    tokio::time::sleep(Duration::from_millis(wait + 200)).await;
    let mut ada = named(&server.ws(), "Ada").await;
    accept(&mut ada, &rated_id)
        .await
        .expect("free again once the oldest abort left the window");
}
