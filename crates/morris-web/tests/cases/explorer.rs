//! The opening explorer over a records file in the page, offline: the file
//! chosen with the browser's file chooser, its rows read by a screen reader,
//! and one pressed by keyboard played on the board.

use crate::harness::{Browser, Language};

#[tokio::test(flavor = "current_thread")]
async fn a_records_file_is_explored_in_the_page_and_a_row_played_by_keyboard() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("games.txt");
    // The terminal's test games, and one of another variant, left out.
    let text =
        morris_testkit::three_mens_records() + "[Variant \"nine-mens-morris\"]\n\n1. d6 *\n\n";
    std::fs::write(&file, text).unwrap();

    let browser = Browser::open(Language::English).await;
    browser
        .start_with_settings(
            "(setup:(variant:\"three-mens-morris\",white:Human,black:Human),explorer:true)",
        )
        .await;
    browser.live_text_containing("Three Men's Morris").await;
    browser.click_text("Records file…").await;
    browser.choose_file(&file).await;
    browser
        .name_containing("games.txt: 3 games of this variant (1 other record left out)")
        .await;
    browser
        .name_starting("b2 · 1 · 0% 100% 0% · 1700 · –")
        .await;
    let a1 = browser
        .name_starting("a1 · 2 · 50% 0% 50% · 1500 · –")
        .await;
    browser.press_named(&a1, "\u{E007}").await;
    browser.live_text_containing("Last move: White a1").await;
    // The explorer follows the board: Black's replies after a1.
    browser.name_starting("b1 · 1 · 100% 0% 0% · – · –").await;
    browser.name_starting("b2 · 1 · 0% 0% 100% · – · –").await;
    browser.close().await;
}
