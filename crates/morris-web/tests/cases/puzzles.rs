//! A wrong answer to a puzzle in the page: refuted on the board with a
//! sentence, then tried again as practice, unrated, as in the terminal and
//! the desktop game.

use crate::harness::{Browser, Language};

#[tokio::test(flavor = "current_thread")]
async fn a_wrong_answer_in_the_page_is_refuted_and_tried_again_as_practice() {
    let (rules, puzzle) = crate::harness::todays_puzzle();
    let wrong = puzzle
        .position
        .legal_moves(&rules)
        .into_iter()
        .find(|&m| m.removed().is_empty() && !puzzle.accepts(&rules, 0, &puzzle.position, m))
        .expect("a legal turn that is not the answer");

    let browser = Browser::open(Language::English).await;
    browser
        .start_with_settings(&crate::new_game("three-mens-morris", "Human", "Human"))
        .await;
    browser.live_text_containing("Three Men's Morris").await;
    browser.click_text("Learn").await;
    browser.click_text("Puzzles").await;
    browser.live_text_containing("Today's puzzle.").await;
    if let Some(from) = wrong.from() {
        browser.click_point(rules.point_name(from)).await;
    }
    browser.click_point(rules.point_name(wrong.to())).await;
    // Said wrong, and the reply that punishes it played and said.
    browser
        .name_containing("is legal, but it is not the solution")
        .await;
    let reply = browser.name_containing(" replies ").await;
    println!("the page's refutation: {reply}");

    assert!(
        reply.contains("is not rated"),
        "a miss is not tried again rated: {reply}"
    );
    // Tried again: the wrong turn and its reply are gone from the board.
    browser.press_named("Try again", "\u{E007}").await;
    let emptied = format!("{}, empty", rules.point_name(wrong.to()));
    let started = std::time::Instant::now();
    while !browser
        .accessible_nodes()
        .await
        .iter()
        .any(|(role, name)| role == "button" && *name == emptied)
    {
        assert!(
            started.elapsed() < crate::harness::PATIENCE,
            "{emptied} never again"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    browser.solve_by_clicks(&rules, &puzzle).await;
    browser
        .name_containing("Solved (practice, not rated).")
        .await;
    browser.close().await;
}

/// A rules file nobody shipped gets its puzzles made in a worker (the same
/// set as the terminal's and the desktop's) and played on the page's board.
#[tokio::test(flavor = "current_thread")]
async fn a_rules_file_nobody_shipped_gets_puzzles_made_in_the_worker() {
    let dir = tempfile::tempdir().unwrap();
    let rules = std::sync::Arc::new(morris_testkit::flying_three());
    let file = dir.path().join("flying-three.ron");
    std::fs::write(&file, rules.source().0).unwrap();
    let options = morris_ai::solve::SolveOptions {
        cache_dir: Some(dir.path().to_path_buf()),
        ..Default::default()
    };
    let set = morris_learn::puzzles::make_set(&rules, &options).unwrap();

    let browser = Browser::open(Language::English).await;
    browser.goto("").await;
    browser.live_text_containing("Nine Men's Morris").await;
    browser.choose_file(&file).await;
    browser.live_text_containing("Flying Three").await;
    browser.click_text("Learn").await;
    browser.click_text("Puzzles").await;
    let made = format!("{} puzzles made for Flying Three", set.puzzles.len());
    browser.live_text_containing(&made).await;
    browser
        .live_text_containing(&format!("from {}.ron", set.variant))
        .await;
    browser.solve_by_clicks(&rules, &set.puzzles[0]).await;
    browser.live_text_containing("Solved.").await;
    browser.close().await;
}
