//! The lobby in the page, used as a screen reader's user uses it: every
//! control found by its name in the page's accessible mirror and pressed
//! with keys, never a click on the canvas; the opponent a terminal whose
//! challenge the page finds in the server's lists.

use std::time::{Duration, Instant};

use crate::harness::online::{GameServer, Terminal, morris_as};
use crate::harness::{self, Browser, Language};

const ENTER: &str = "\u{E007}";

/// Plays `turn` in the page's move field, the one a screen reader types in.
async fn play(browser: &Browser, turn: &str) {
    browser
        .type_into("morris-access-move", &format!("{turn}\n"))
        .await;
}

#[tokio::test(flavor = "current_thread")]
async fn a_challenge_made_in_the_terminal_is_found_taken_and_played_in_the_page_by_keyboard() {
    // Both players are on this machine: rated games from one address allowed.
    let server = GameServer::start_with(&harness::site(), &["--shared-address-rated"]);
    let dir = tempfile::tempdir().unwrap();
    let ada = dir.path().join("ada.ron");
    morris_as(&ada, &["lobby", &server.url, "name", "Ada"]);
    let seek = [
        "lobby",
        &server.url,
        "seek",
        "--variant",
        "three-mens-morris",
        "--clock",
        "5+0",
        "--rated",
        "--white",
    ];
    let mut seeker = Terminal::start_as(&ada, &seek);
    seeker.line_containing("Waiting for an opponent").await;

    // The page its game server serves offers that server's lobby.
    let browser = Browser::open(Language::English).await;
    browser.goto_url(&format!("{}/", server.url)).await;
    browser.live_text_containing("Nine Men's Morris").await;
    browser.press_named("New game…", ENTER).await;
    browser.press_named("Play a friend online", ENTER).await;
    browser
        .press_named("Find an opponent in the lobby…", ENTER)
        .await;
    browser.name_starting("You play without a name").await;
    browser
        .press_role(Some("textbox"), "Your name", "Bo_2")
        .await;
    let started = Instant::now();
    while browser.accessible_value("textbox", "Your name").await != "Bo_2" {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "the name is not typed"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    browser.press_named("Take this name", ENTER).await;
    browser.name_starting("You play as Bo_2.").await;
    // Ada's challenge, listed with its row in its button's name.
    let take = browser.name_starting("Take: Ada (1500?)").await;
    assert!(
        take.contains("Three Men's Morris") && take.contains("rated"),
        "{take}"
    );
    browser.press_named(&take, ENTER).await;
    seeker
        .line_containing("Paired with Bo_2: you play White, rated.")
        .await;
    browser.live_text_containing("Your opponent's turn").await;

    for (turn, mover) in ["a1", "b1", "b2", "c1", "c3"].into_iter().zip(0..) {
        if mover % 2 == 0 {
            seeker.type_line(turn);
            browser
                .live_text_containing(&format!("Last move: White {turn}"))
                .await;
        } else {
            browser.live_text_containing("Your turn").await;
            play(&browser, turn).await;
            seeker.line_containing(&format!("Black {turn}")).await;
        }
    }
    let text = browser
        .live_text_containing("Your Three Men's Morris rating: 1500 → 1338 (-162)")
        .await;
    assert!(text.contains("White wins"), "{text}");
    seeker
        .line_containing("Your Three Men's Morris rating: 1500 → 1662 (+162)")
        .await;
    browser.close().await;
}
