//! The opening explorer over a records file in the page, offline: the file
//! chosen with the browser's file chooser, its rows read by a screen reader,
//! and one pressed by keyboard played on the board.

use crate::harness::{Browser, Language};

#[tokio::test(flavor = "current_thread")]
async fn a_records_file_is_explored_in_the_page_and_a_row_played_by_keyboard() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("games.txt");
    let game = |white: &str, moves: &str, result: &str| {
        format!(
            "[Variant \"three-mens-morris\"]\n[Result \"{result}\"]\n[WhiteRating \"{white}\"]\n\n{moves} {result}\n\n"
        )
    };
    let text = [
        game("1600", "1. a1 b1 2. b2 c1 3. c3", "1-0"),
        game("1400", "1. a1 b2", "0-1"),
        game("1700", "1. b2 a1", "1/2-1/2"),
        "[Variant \"nine-mens-morris\"]\n\n1. d6 *\n\n".to_string(),
    ]
    .concat();
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
