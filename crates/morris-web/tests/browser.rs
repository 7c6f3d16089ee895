//! The site in a real browser: Debian's headless Chromium driven over
//! WebDriver (ChromeDriver), against the built site on a local server.
//! `cargo xtask test` installs the browser, builds the site and runs these;
//! `MORRIS_SITE` names the site's folder (default `target/site`).
//!
//! Each test prints what it measured (`cargo xtask test` shows it); the
//! README's figures come from these lines.

#[path = "cases/explorer.rs"]
mod explorer;
mod harness;
#[path = "cases/lobby.rs"]
mod lobby;
#[path = "cases/puzzles.rs"]
mod puzzles;

use std::time::Duration;

use harness::online::{GameServer, Terminal};
use harness::{Browser, Language, Screen, Shot};
use serde_json::json;

/// Settings for a new game of `variant` as eframe keeps them in the page's storage.
fn new_game(variant: &str, white: &str, black: &str) -> String {
    format!("(setup:(variant:\"{variant}\",white:{white},black:{black}))")
}

#[tokio::test(flavor = "current_thread")]
async fn the_page_loads_and_draws_a_board() {
    let browser = Browser::open(Language::English).await;
    browser.goto("").await;
    let text = browser.live_text_containing("Nine Men's Morris").await;
    assert!(text.contains("White to move"), "{text}");
    let drawn = browser.first_board_ms().await;
    println!("measured: first board drawn {drawn:.0} ms after navigation");
    let shot = browser.screenshot("page-loads").await;
    harness::assert_board_drawn(&shot);
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn a_game_against_level_3_is_played_and_survives_a_reload() {
    let browser = Browser::open(Language::English).await;
    browser
        .start_with_settings(&new_game("six-mens-morris", "Human", "Ai(level:3)"))
        .await;
    let text = browser.live_text_containing("Six Men's Morris").await;
    assert!(text.contains("White to move"), "{text}");
    browser.click_point("a1").await;
    let replied = browser.live_text_containing("Last move: Black").await;
    assert!(replied.contains("White to move"), "{replied}");
    // A second turn each, on a point the computer left empty.
    let second = if replied.contains("Black e5") {
        "e1"
    } else {
        "e5"
    };
    browser.click_point(second).await;
    browser.live_text_containing("(4 in hand)").await;
    tokio::time::sleep(Duration::from_millis(800)).await;
    let shot = browser.screenshot("six-mens-morris").await;
    harness::assert_board_drawn(&shot);
    harness::keep_for_readme(&shot);
    let before = browser.live_text().await;
    // The page saves its settings and the game every second.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    browser.reload().await;
    let restored = browser.live_text_containing("Six Men's Morris").await;
    let last = |t: &str| {
        t.lines()
            .find(|l| l.starts_with("Last move"))
            .map(str::to_string)
    };
    assert_eq!(last(&restored), last(&before), "{restored}");
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn the_perfect_player_solves_its_board_in_the_worker() {
    let browser = Browser::open(Language::English).await;
    browser
        .start_with_settings(&new_game("three-mens-morris", "Human", "Perfect"))
        .await;
    browser.live_text_containing("Three Men's Morris").await;
    browser.click_point("a1").await;
    let text = browser.live_text_containing("Last move: Black").await;
    assert!(text.contains("White to move"), "{text}");
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn a_french_browser_gets_the_game_in_french() {
    let browser = Browser::open(Language::French).await;
    browser.goto("").await;
    let text = browser.live_text_containing("Moulin à neuf").await;
    assert!(text.contains("Blanc"), "{text}");
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn french_chosen_in_the_menu_is_remembered() {
    let browser = Browser::open(Language::English).await;
    browser.goto("").await;
    browser.live_text_containing("Nine Men's Morris").await;
    browser.click_text("English").await;
    browser.click_text("Français").await;
    let text = browser.live_text_containing("Moulin à neuf").await;
    assert!(text.contains("Blanc"), "{text}");
    // The page saves its settings every second; the choice outlives the
    // browser's own language, which is English here.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    browser.reload().await;
    browser.live_text_containing("Moulin à neuf").await;
    // The French tool bar is longer and folds here: the language is in its View menu.
    browser.click_text("Affichage").await;
    browser.click_text("Langue").await;
    browser.click_text("English").await;
    browser.live_text_containing("Nine Men's Morris").await;
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn a_loaded_game_is_reviewed_in_the_worker() {
    let browser = Browser::open(Language::English).await;
    browser.goto("").await;
    browser.live_text_containing("Nine Men's Morris").await;
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("short.txt");
    std::fs::write(
        &record,
        "[Variant \"three-mens-morris\"]\n\n1. b2 a1 2. c1 a3 *\n",
    )
    .unwrap();
    browser.choose_file(&record).await;
    let text = browser.live_text_containing("Three Men's Morris").await;
    assert!(text.contains("Last move: Black a3"), "{text}");
    browser.click_text("Review").await;
    // The review's last word, once every turn is scored: its marks can be saved.
    browser.text_drawn("Save with marks…").await;
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn the_page_plays_offline_once_loaded() {
    let browser = Browser::open(Language::English).await;
    browser
        .start_with_settings(&new_game("six-mens-morris", "Human", "Ai(level:3)"))
        .await;
    browser.live_text_containing("Six Men's Morris").await;
    // The service worker has cached the site once it is ready.
    let ready = browser
        .script_async("navigator.serviceWorker.ready.then(() => done(true));")
        .await;
    assert_eq!(ready, json!(true));
    browser.set_online(false);
    browser.reload().await;
    browser.live_text_containing("Six Men's Morris").await;
    // The computer's worker loads from the cache too.
    browser.click_point("a1").await;
    browser.live_text_containing("Last move: Black").await;
    browser.set_online(true);
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn a_broken_rules_file_shows_where_it_is_broken() {
    let browser = Browser::open(Language::English).await;
    browser.goto("").await;
    browser.live_text_containing("Nine Men's Morris").await;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("broken.ron");
    std::fs::write(
        &file,
        "(\n  name: \"Broken\",\n  points: [],\n  lines: [],\n  pieces: 0,\n)\n",
    )
    .unwrap();
    browser.choose_file(&file).await;
    let text = browser.live_text_containing("broken.ron:").await;
    assert!(
        text.contains("broken.ron:3:11: the board has no points"),
        "{text}"
    );
    assert!(
        text.contains("broken.ron:5:11: pieces is 0; it must be from 1 to 32"),
        "{text}"
    );
    // A sound rules file opened the same way starts a game of its variant.
    let good = dir.path().join("my-three.ron");
    std::fs::write(&good, include_str!("../../../rules/three-mens-morris.ron")).unwrap();
    browser.choose_file(&good).await;
    let text = browser.live_text_containing("Three Men's Morris").await;
    assert!(!text.contains("broken.ron"), "{text}");
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn the_page_keeps_drawing_while_the_computer_thinks() {
    let browser = Browser::open(Language::English).await;
    browser
        .start_with_settings(&new_game("nine-mens-morris", "Human", "Ai(level:10)"))
        .await;
    browser.live_text_containing("Nine Men's Morris").await;
    // Let the page settle after loading, then give the computer something to think about.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    // First, how fast this browser draws the page at all: a pointer moving on
    // every animation frame makes the app draw every frame, with nothing thinking.
    browser.keep_pointer_moving(true).await;
    let f = browser.frames_over(Duration::from_secs(3)).await;
    browser.keep_pointer_moving(false).await;
    println!(
        "measured: the page drawn on every frame, nothing thinking: {} frames in 3 s, longest gap {:.1} ms",
        f.frames, f.longest_gap
    );
    // Two moves: the first search of a worker also compiles its hot code.
    for (point, reply) in [("d6", "Last move: Black"), ("b6", "Last move: Black")] {
        let before = browser.live_text().await;
        browser.click_point(point).await;
        let f = browser.frames_over(Duration::from_secs(5)).await;
        println!(
            "measured: after {point}, longest gap between frames {:.1} ms over 5 s ({} frames) while the computer thinks; \
             {} tasks of 50 ms or more on the page's thread, the longest {:.0} ms",
            f.longest_gap, f.frames, f.long_tasks, f.longest_task
        );
        assert!(
            f.frames > 20,
            "the page drew only {} frames in 5 s",
            f.frames
        );
        // A search on the page's thread would hold it for seconds, not milliseconds.
        assert!(
            f.longest_gap < 2000.0,
            "the page froze for {} ms",
            f.longest_gap
        );
        assert!(
            f.longest_task < 500.0,
            "a task held the page for {} ms",
            f.longest_task
        );
        let started = std::time::Instant::now();
        while browser.live_text().await == before || !browser.live_text().await.contains(reply) {
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "no reply to {point}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        tokio::time::sleep(Duration::from_millis(1000)).await;
    }
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn the_worker_searches_and_solves_as_the_native_build_does() {
    let browser = Browser::open(Language::English).await;
    browser.goto("").await;
    browser.live_text_containing("Nine Men's Morris").await;
    let depth = 11;
    let web = browser.worker_bench(&format!("search:{depth}")).await;
    let native = morris_web::bench::search(depth);
    assert_eq!(web.0, native.count, "the same search visits the same nodes");
    println!(
        "measured: search to depth {depth}: {} nodes, worker {:.0} nodes/s, native (test build) {:.0} nodes/s",
        native.count,
        web.0 as f64 / web.1,
        native.per_second()
    );
    let web = browser.worker_bench("solve-six").await;
    let native = morris_web::bench::solve_six().unwrap();
    assert_eq!(web.0, native.count, "the same table");
    println!(
        "measured: Six Men's Morris solved: worker {:.2} s, native (test build) {:.2} s",
        web.1, native.seconds
    );
    browser.close().await;
}

/// A friend at a terminal opens a room on a game server; its invite link,
/// opened in the browser, is the page (served by the game server) in the
/// room, and the two play turns both ways.
#[tokio::test(flavor = "current_thread")]
async fn the_page_joins_a_room_a_terminal_opened_and_plays_it() {
    let server = GameServer::start(&harness::site());
    let mut host = Terminal::start(&["play", "--host", &server.url, "--clock", "5+3"]);
    let invite = host
        .line_containing("Send this link to your opponent: ")
        .await;
    let link = invite.rsplit(' ').next().unwrap().to_string();
    assert!(link.starts_with(&format!("{}/join/", server.url)), "{link}");

    let browser = Browser::open(Language::English).await;
    browser.goto_url(&link).await;
    browser.live_text_containing("Your opponent's turn").await;
    host.line_containing("Your opponent has joined.").await;
    // The link has done its work: the address bar shows the site's root.
    let address = browser.script_async("done(location.pathname)").await;
    assert_eq!(address, json!("/"));

    host.type_line("d6");
    let text = browser.live_text_containing("Your turn").await;
    assert!(text.contains("Last move: White d6"), "{text}");
    browser.click_point("a7").await;
    host.line_containing("Black a7").await;
    host.type_line("b6");
    browser.live_text_containing("Last move: White b6").await;
    browser.live_text_containing("Your turn").await;
    browser.click_point("g7").await;
    host.line_containing("Black g7").await;
    host.type_line("resign");
    browser
        .live_text_containing("Black wins (resignation)")
        .await;
    let shot = browser.screenshot("online").await;
    harness::assert_board_drawn(&shot);
    assert!(
        host.output()
            .contains("Game over: Black wins (resignation)")
    );
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn a_puzzle_solved_in_the_page_keeps_its_rating_after_a_reload() {
    let (rules, puzzle) = harness::todays_puzzle();
    let puzzle = &puzzle;

    let browser = Browser::open(Language::English).await;
    browser
        .start_with_settings(&new_game("three-mens-morris", "Human", "Human"))
        .await;
    browser.live_text_containing("Three Men's Morris").await;
    browser.click_text("Learn").await;
    browser.click_text("Puzzles").await;
    browser.live_text_containing("Today's puzzle.").await;
    browser.solve_by_clicks(&rules, puzzle).await;
    browser.live_text_containing("Solved.").await;
    // The streak and the rating are said once, on the panel's score line
    // ("Streak: 1; your rating 1662 (± 290)."), which says the same once
    // the puzzles open again.
    let mut standing = morris_learn::puzzles::Standing::default();
    let solved = morris_learn::puzzles::AttemptEnd::Solved;
    let rating = standing.record(&rules, puzzle, solved).rating;
    let score = format!(
        "Streak: 1; your rating {} (± {}).",
        rating.rating.round(),
        rating.deviation.round()
    );
    browser.text_drawn(&score).await;
    // The page saves its settings every second: the score is in them.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    browser.reload().await;
    browser.live_text_containing("Three Men's Morris").await;
    browser.click_text("Learn").await;
    browser.click_text("Puzzles").await;
    browser.text_drawn(&score).await;
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn a_strangers_puzzle_set_is_proved_in_the_worker_before_it_is_played() {
    let browser = Browser::open(Language::English).await;
    browser.goto("").await;
    browser.live_text_containing("Nine Men's Morris").await;
    let set = morris_learn::puzzles::shipped_set("three-mens-morris").unwrap();
    let count = morris_learn::puzzles::parse_set("three.ron", set)
        .unwrap()
        .set
        .puzzles
        .len();
    let dir = tempfile::tempdir().unwrap();

    // The first puzzle's stopping turn moved to a point that does not stop the mill.
    let right = "line:[\"c3\"]";
    let at = set.find(right).unwrap();
    let wrong = format!("{}line:[\"a3\"]{}", &set[..at], &set[at + right.len()..]);
    let file = dir.path().join("wrong.ron");
    std::fs::write(&file, wrong).unwrap();
    browser.choose_file(&file).await;
    let text = browser.live_text_containing("wrong.ron:").await;
    assert!(text.contains("wrong.ron:5:"), "{text}");
    assert!(text.contains("puzzle 1 is not proved"), "{text}");
    assert!(text.contains("Nine Men's Morris"), "{text}");

    let file = dir.path().join("three.ron");
    std::fs::write(&file, set).unwrap();
    browser.choose_file(&file).await;
    browser
        .live_text_containing(&format!(
            "Puzzle 1 of {count} from three.ron (Three Men's Morris)"
        ))
        .await;
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn a_first_visit_is_compressed_and_a_repeat_visit_comes_from_the_cache() {
    let browser = Browser::open(Language::English).await;
    let settle = || tokio::time::sleep(Duration::from_millis(1500));
    browser.goto("").await;
    browser.live_text_containing("Nine Men's Morris").await;
    // Everything a first visit loads: the page, its worker, and the service
    // worker's cache of the site.
    let ready = browser
        .script_async("navigator.serviceWorker.ready.then(() => done(true));")
        .await;
    assert_eq!(ready, json!(true));
    settle().await;
    let first = browser.bytes_sent();
    println!("measured: a first visit sent {first} bytes");
    assert!(first < 3_000_000, "{first} bytes");

    browser.reload().await;
    browser.live_text_containing("Nine Men's Morris").await;
    settle().await;
    let repeat = browser.bytes_sent() - first;
    println!("measured: a repeat visit sent {repeat} bytes");
    assert!(repeat < 100_000, "{repeat} bytes");
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn the_first_board_on_a_slow_connection() {
    let browser = Browser::open(Language::English).await;
    // 20 Mbit/s with a 40 ms round trip, from an empty cache.
    browser.throttle(40, 20_000_000).await;
    browser.goto("").await;
    browser.live_text_containing("Nine Men's Morris").await;
    let drawn = browser.first_board_ms().await;
    println!("measured: first board drawn {drawn:.0} ms after navigation at 20 Mbit/s, 40 ms");
    browser.close().await;
}

/// The Nine Men's Morris board's points.
const NINE_POINTS: [&str; 24] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5",
    "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7",
];

const LAPTOP: Screen = Screen {
    width: 1280,
    height: 800,
    ratio: 1.0,
    touch: false,
};

const PHONE: Screen = Screen {
    width: 390,
    height: 844,
    ratio: 3.0,
    touch: true,
};

/// What must hold on any screen: the canvas's backing store at its CSS size
/// times the ratio, each empty point's dot drawn where the page reports the
/// point, the wide tool bar wherever the page is 1280 CSS pixels wide, and
/// no unnamed text box for a screen reader.
async fn drawn_right(browser: &Browser, screen: Screen) {
    let name = format!("ratio-{}-{}x{}", screen.ratio, screen.width, screen.height);
    backing_store_follows(browser, screen, &name).await;
    // Two frames for the board to be drawn at the new size.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let png = browser.screenshot(&name).await;
    let shot = Shot::decode(&png);
    let scale = shot.width as f64 / f64::from(screen.width);
    assert!(
        (scale - screen.ratio).abs() < 0.01,
        "{name}: a screenshot {} px wide",
        shot.width
    );
    let (a1, d1) = (browser.point_at("a1").await, browser.point_at("d1").await);
    let line = shot.line_width_at((a1.0 + d1.0) / 2.0 * scale, a1.1 * scale);
    assert!(line > 0, "{name}: no line between a1 and d1");
    let mut misplaced = Vec::new();
    for point in NINE_POINTS {
        let (x, y) = browser.point_at(point).await;
        if !shot.dot_at(x * scale, y * scale, line) {
            misplaced.push(format!("{point} at {x:.0},{y:.0}"));
        }
    }
    assert!(
        misplaced.is_empty(),
        "{name}: no dot drawn where the page reports {misplaced:?} (lines {line} px)"
    );
    if screen.width >= 1280 {
        // The wide tool bar: New game in the row, no Menu.
        assert!(browser.text_now("New game…").await.is_some(), "{name}");
        assert!(browser.text_now("Menu").await.is_none(), "{name}");
    }
    let nodes = browser.accessible_nodes().await;
    let unnamed: Vec<_> = nodes
        .iter()
        .filter(|(role, name)| role == "textbox" && name.is_empty())
        .collect();
    assert!(unnamed.is_empty(), "{name}: unnamed text boxes {unnamed:?}");
    println!("measured: {name}: 24 points drawn where reported, lines {line} px");
}

/// The canvas's backing store follows the screen within a few frames.
async fn backing_store_follows(browser: &Browser, screen: Screen, name: &str) {
    let started = std::time::Instant::now();
    loop {
        let sizes = browser.canvas_sizes().await;
        let wanted = (sizes.css.0 * screen.ratio, sizes.css.1 * screen.ratio);
        let fits = (sizes.backing.0 - wanted.0).abs() <= 1.0
            && (sizes.backing.1 - wanted.1).abs() <= 1.0
            && sizes.ratio == screen.ratio;
        if fits {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "{name}: the canvas's backing store is {sizes:?}, not its CSS size × {}",
            screen.ratio
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A click (a tap on a touch screen) where the page drew `point` plays there.
async fn played_by_pointer(browser: &Browser, screen: Screen, point: &str) {
    let (x, y) = browser.point_at(point).await;
    if screen.touch {
        browser.tap_at(x, y).await;
    } else {
        browser.click_at(x, y).await;
    }
    browser
        .live_text_containing(&format!("places on {point}."))
        .await;
}

/// A laptop's screen at ratio 1, then moved to a 2× screen while the game
/// is open (the ratio followed live), then a page opened on a 2× screen.
#[tokio::test(flavor = "current_thread")]
async fn the_page_is_drawn_and_clicked_right_at_ratios_1_and_2() {
    let browser = Browser::open(Language::English).await;
    browser.emulate(LAPTOP).await;
    browser
        .start_with_settings(&new_game("nine-mens-morris", "Human", "Human"))
        .await;
    browser.live_text_containing("Nine Men's Morris").await;
    drawn_right(&browser, LAPTOP).await;
    let retina = Screen {
        ratio: 2.0,
        ..LAPTOP
    };
    // The screen's ratio changed under an open page: the store follows and
    // a click still lands on its point. (Headless Chromium shows a black
    // canvas after an emulated change of ratio, so the drawing itself is
    // checked on the page opened at ratio 2 below.)
    browser.emulate(retina).await;
    backing_store_follows(&browser, retina, "live change to ratio 2").await;
    played_by_pointer(&browser, retina, "d2").await;
    browser.close().await;

    let browser = Browser::open(Language::English).await;
    browser.emulate(retina).await;
    browser
        .start_with_settings(&new_game("nine-mens-morris", "Human", "Human"))
        .await;
    browser.live_text_containing("Nine Men's Morris").await;
    drawn_right(&browser, retina).await;
    played_by_pointer(&browser, retina, "b4").await;
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn a_phone_held_upright_gives_the_board_its_width_and_plays_by_touch() {
    let (width, height) = (PHONE.width, PHONE.height);
    let browser = Browser::open(Language::English).await;
    browser.emulate(PHONE).await;
    browser
        .start_with_settings(&new_game("nine-mens-morris", "Human", "Human"))
        .await;
    browser.live_text_containing("Nine Men's Morris").await;
    drawn_right(&browser, PHONE).await;
    let (a1, a7) = (browser.point_at("a1").await, browser.point_at("a7").await);
    let shot = browser.screenshot("portrait").await;
    harness::assert_board_drawn(&shot);
    // The wood across the row between the two, on the screenshot (device pixels).
    let row = ((a1.1 + a7.1) / 2.0 * PHONE.ratio) as usize;
    let wood = harness::board_width_at(&shot, row) as f64 / PHONE.ratio;
    println!("measured: at {width}×{height}, ratio 3, the board is {wood:.0} px of {width}");
    assert!(wood >= 0.9 * f64::from(width), "{wood} px");
    played_by_pointer(&browser, PHONE, "d6").await;

    // The New game dialog keeps its buttons on the screen.
    let on_screen = |(x, y): (f64, f64)| {
        (0.0..f64::from(width)).contains(&x) && (0.0..f64::from(height)).contains(&y)
    };
    browser.tap_text("Menu").await;
    browser.tap_text("New game…").await;
    for button in ["Start game", "Cancel"] {
        let at = browser.text_drawn(button).await;
        assert!(on_screen(at), "{button} at {at:?}");
    }
    browser.screenshot("portrait-new-game").await;

    // The rules editor keeps its buttons and its board on the screen too.
    browser.tap_text("Cancel").await;
    browser.tap_text("Menu").await;
    browser.tap_text("Variants").await;
    browser.tap_text("Edit this variant…").await;
    browser.live_text_containing("Rules editor").await;
    let at = browser.point_at("g7").await;
    assert!(on_screen(at), "g7 at {at:?}");
    let at = browser.text_drawn("Back to the game").await;
    assert!(on_screen(at), "Back at {at:?}");
    browser.screenshot("portrait-editor").await;
    browser.close().await;
}

/// Two tabs of one browser share the settings, not their rooms: a tab
/// watching the game never takes the seat of the tab playing it, and the
/// player has the seat's link to copy.
#[tokio::test(flavor = "current_thread")]
async fn a_watching_tab_never_takes_the_playing_tabs_seat() {
    let server = GameServer::start(&harness::site());
    let mut host = Terminal::start(&["play", "--host", &server.url]);
    let last_word = |line: String| line.rsplit(' ').next().unwrap().to_string();
    let invite = last_word(
        host.line_containing("Send this link to your opponent: ")
            .await,
    );
    let watch = last_word(host.line_containing("Anyone can watch from: ").await);

    let browser = Browser::open(Language::English).await;
    browser.goto_url(&invite).await;
    browser.live_text_containing("Your opponent's turn").await;
    browser
        .text_drawn("Your own way back to this seat, from any browser (keep it to yourself):")
        .await;
    let player = browser.new_tab().await;
    browser.goto_url(&watch).await;
    browser.live_text_containing("Watching").await;
    // Both tabs have saved their settings (the page saves every second).
    tokio::time::sleep(Duration::from_millis(1500)).await;

    browser.switch_to(player).await;
    browser.reload().await;
    let text = browser.live_text_containing("Your opponent's turn").await;
    assert!(!text.contains("Watching"), "{text}");
    host.type_line("d6");
    browser.live_text_containing("Your turn").await;
    browser.close().await;
}

/// A room's link opened over a game in progress asks before it leaves it:
/// kept, the game is still there; left, the page is in the room.
#[tokio::test(flavor = "current_thread")]
async fn a_rooms_link_asks_before_it_leaves_a_game_in_progress() {
    let server = GameServer::start(&harness::site());
    let host = Terminal::start(&["play", "--host", &server.url]);
    let invite = host
        .line_containing("Send this link to your opponent: ")
        .await;
    let invite = invite.rsplit(' ').next().unwrap().to_string();

    let browser = Browser::open(Language::English).await;
    // The game server's own page: the link opens there, with that origin's storage.
    let base = format!("{}/", server.url);
    browser
        .start_with_settings_at(&base, &new_game("six-mens-morris", "Human", "Human"))
        .await;
    browser.live_text_containing("Six Men's Morris").await;
    browser.click_point("a1").await;
    browser.live_text_containing("Last move: White a1").await;
    // The page saves the game every second: the link's page starts from it.
    tokio::time::sleep(Duration::from_millis(1500)).await;

    browser.goto_url(&invite).await;
    browser
        .live_text_containing("Leave the game in progress?")
        .await;
    browser.click_text("Keep playing").await;
    let kept = browser.live_text_containing("Last move: White a1").await;
    assert!(!kept.contains("Leave the game"), "{kept}");

    browser.goto_url(&invite).await;
    browser
        .live_text_containing("Leave the game in progress?")
        .await;
    browser.click_text("Leave it").await;
    browser.live_text_containing("Your opponent's turn").await;
    host.line_containing("Your opponent has joined.").await;
    browser.close().await;
}

/// Without WebGL the page says why and plays on a plain board: a turn typed,
/// the computer's reply, a wrong turn explained.
#[tokio::test(flavor = "current_thread")]
async fn a_page_without_webgl_plays_on_a_plain_board() {
    let browser = Browser::open_without_webgl(Language::English).await;
    browser
        .start_with_settings(&new_game("nine-mens-morris", "Human", "Ai(level:2)"))
        .await;
    let text = browser.live_text_containing("Nine Men's Morris").await;
    assert!(text.contains("White to move"), "{text}");
    let page = browser.element_text("morris-plain").await;
    assert!(
        page.contains("This browser gives the page no WebGL"),
        "{page}"
    );
    assert!(page.contains("White: in hand: 9"), "{page}");
    let loading = browser
        .script_async("done(getComputedStyle(document.getElementById('morris-loading')).display)")
        .await;
    assert_eq!(loading, json!("none"));

    browser.type_into("morris-move", "d6\n").await;
    browser.live_text_containing("Last move: Black").await;
    browser.type_into("morris-move", "z9\n").await;
    let said = browser.element_text("morris-plain-said").await;
    assert!(said.contains("z9"), "{said}");
    // A click on an empty point plays there too (the computer's stone is
    // somewhere else: each point says what stands on it).
    let empty = browser
        .script_async(
            "done([...document.querySelectorAll('[data-point]')]\
             .find(p => !p.querySelector('title').textContent.includes(':')).dataset.point)",
        )
        .await;
    let empty = empty.as_str().expect("an empty point").to_string();
    browser
        .click_element(&format!("[data-point=\"{empty}\"]"))
        .await;
    let started = std::time::Instant::now();
    let title = format!("document.querySelector('[data-point=\"{empty}\"] title').textContent");
    loop {
        let now = browser.script_async(&format!("done({title})")).await;
        if now == json!(format!("{empty}: White")) {
            break;
        }
        assert!(
            started.elapsed() < harness::PATIENCE,
            "a click on {empty} did not play there: {now}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let shot = browser.screenshot("without-webgl").await;
    harness::assert_board_drawn(&shot);
    browser.close().await;
}

/// A draw the opponent refuses is said on screen and in the live text; a
/// resignation ends the game. Both asked for through the accessibility tree.
#[tokio::test(flavor = "current_thread")]
async fn a_draw_the_opponent_refuses_is_said_and_a_resignation_ends_the_game() {
    let server = GameServer::start(&harness::site());
    let mut host = Terminal::start(&["play", "--host", &server.url]);
    let invite = host
        .line_containing("Send this link to your opponent: ")
        .await;
    let invite = invite.rsplit(' ').next().unwrap().to_string();
    let browser = Browser::open(Language::English).await;
    browser.goto_url(&invite).await;
    browser.live_text_containing("Your opponent's turn").await;
    host.line_containing("Your opponent has joined.").await;
    host.type_line("d6");
    browser.live_text_containing("Your turn").await;
    // Offered as a screen reader's user offers it: by name, with a key.
    browser.press_named("Offer a draw", "\u{E007}").await;
    browser
        .live_text_containing("waiting for your opponent's answer")
        .await;
    host.line_containing("offers a draw").await;
    host.type_line("refuse");
    let text = browser
        .live_text_containing("Your opponent declined the draw.")
        .await;
    assert!(text.contains("Your turn"), "{text}");
    browser.text_drawn("Your opponent declined the draw.").await;
    // And resigned the same way, asked first.
    browser.press_named("Resign…", "\u{E007}").await;
    browser.press_named("Yes, resign", "\u{E007}").await;
    browser
        .live_text_containing("White wins (resignation)")
        .await;
    host.line_containing("resignation").await;
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn a_variant_written_in_the_page_is_played_and_kept_after_a_reload() {
    const SELECT_ALL: &str = "\u{E009}a\u{E000}";
    let browser = Browser::open(Language::English).await;
    browser
        .start_with_settings(&new_game("nine-mens-morris", "Human", "Human"))
        .await;
    browser.live_text_containing("Nine Men's Morris").await;
    browser.click_text("Variants").await;
    browser.click_text("Edit this variant…").await;
    browser
        .live_text_containing("No problems: Nine Men's Morris, 24 points, 16 mills.")
        .await;
    // The shipped file's text, all of it typed over with a variant of one line.
    browser.click_text_field("// Nine Men's Morris").await;
    browser.press_keys(SELECT_ALL).await;
    browser
        .press_keys("(board: \"three-by-three\", name: \"Tiny\", pieces: 0)")
        .await;
    let text = browser
        .live_text_containing("my-nine-mens-morris.ron:1:49: pieces is 0")
        .await;
    assert!(text.contains("problem"), "{text}");
    browser.press_keys(SELECT_ALL).await;
    browser
        .press_keys("(board: \"three-by-three\", name: \"Tiny\", pieces: 3)")
        .await;
    browser
        .live_text_containing("No problems: Tiny, 9 points, 8 mills.")
        .await;
    browser.click_text("Save").await;
    browser
        .live_text_containing("Saved in this browser as my-nine-mens-morris.ron.")
        .await;
    browser.click_text("Play it with two players").await;
    browser.live_text_containing("Tiny").await;
    browser.click_point("a1").await;
    // The page saves its settings every second: the variant is in them.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    browser.reload().await;
    browser.live_text_containing("Tiny").await;
    // Kept in the browser: the editor opens it from there, as it was typed.
    browser.click_text("Variants").await;
    browser.click_text("Edit this variant…").await;
    browser
        .live_text_containing("Opened from this browser: my-nine-mens-morris.ron.")
        .await;
    browser
        .text_drawn("(board: \"three-by-three\", name: \"Tiny\", pieces: 3)")
        .await;
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn a_board_made_in_the_page_is_the_terminals_board_and_is_made_offline_too() {
    use morris_make::{MakeOptions, MakeRequest, Making, Paper};
    let rules = morris_core::catalog::shipped("sam-ki").unwrap();
    let made_here = |making| {
        let request = MakeRequest {
            making,
            options: MakeOptions::default(),
            paper: Paper::A4,
            language: "en".into(),
        };
        let files = morris_make::request::make(&rules, &request).unwrap();
        files
            .into_iter()
            .map(|f| (f.name, f.mime, f.bytes))
            .collect::<Vec<_>>()
    };
    let browser = Browser::open(Language::English).await;
    browser
        .start_with_settings(&new_game("sam-ki", "Human", "Human"))
        .await;
    let make = async |button: &str, files: usize| {
        browser.live_text_containing("Sam K'i").await;
        browser.catch_downloads().await;
        browser.click_text("Variants").await;
        browser.click_text("Make this board…").await;
        browser.click_text(button).await;
        browser.downloads_made(files).await
    };
    let started = std::time::Instant::now();
    let laser = make("Laser cutter's files (SVG)…", 2).await;
    // The maker's own wasm is loaded in its worker the first time.
    println!(
        "measured: the first board made in the page (its maker loaded) in {} ms",
        started.elapsed().as_millis()
    );
    let same = |made: &[(String, String, Vec<u8>)], wanted: &[(String, String, Vec<u8>)]| {
        assert_eq!(made.len(), wanted.len());
        for (got, want) in made.iter().zip(wanted) {
            assert_eq!((&got.0, &got.1), (&want.0, &want.1));
            assert!(got.2 == want.2, "{} differs from the terminal's", got.0);
        }
    };
    same(&laser, &made_here(Making::Laser));
    // Made once, the maker is in the service worker's cache: offline, it makes the PDF.
    browser.set_online(false);
    browser.reload().await;
    let pdf = make("Print and play (PDF)…", 1).await;
    same(&pdf, &made_here(Making::Pdf));
    assert_eq!(pdf[0].0, "sam-ki-board.pdf");
    browser.close().await;
}

/// The live text once it differs from `before`.
async fn changed_from(browser: &Browser, before: &str) -> String {
    let started = std::time::Instant::now();
    loop {
        let text = browser.live_text().await;
        if text != before {
            return text;
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "no answer:\n{text}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Types `line` in the page's own move field and presses Enter, as a
/// screen reader's user does (never the canvas).
async fn type_line(browser: &Browser, line: &str) {
    browser
        .type_into("morris-access-move", &format!("{line}\n"))
        .await;
}

#[tokio::test(flavor = "current_thread")]
async fn a_game_against_level_1_is_chosen_and_played_through_the_accessibility_tree_and_the_keyboard()
 {
    let browser = Browser::open(Language::English).await;
    browser
        .start_with_settings(&new_game("nine-mens-morris", "Human", "Human"))
        .await;
    browser.live_text_containing("Nine Men's Morris").await;
    // The game chosen as a screen reader's user chooses it: the controls the
    // canvas draws, found by name in the page's mirror, pressed with keys.
    let enter = "\u{E007}";
    browser.press_named("New game…", enter).await;
    browser.press_named("Three Men's Morris", enter).await;
    browser.press_named("Black computer", enter).await;
    // The level's slider, to its lowest with the Home key.
    browser
        .press_role(Some("slider"), "Black level", "\u{E011}")
        .await;
    let started = std::time::Instant::now();
    loop {
        let level = browser.accessible_value("slider", "Black level").await;
        if level == "1" {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "the level stays at {level}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    browser.press_named("Start game", enter).await;
    browser.live_text_containing("Three Men's Morris").await;
    // What a screen reader finds: the field by its name, the points by
    // theirs (once the browser's tree has caught up with the new board).
    let started = std::time::Instant::now();
    let nodes = loop {
        let nodes = browser.accessible_nodes().await;
        let empty_points = nodes
            .iter()
            .filter(|(role, name)| role == "button" && name.ends_with(", empty"))
            .count();
        if empty_points == 9 {
            break nodes;
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "{empty_points} empty points: {nodes:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let named = |role: &str, name: &str| nodes.iter().any(|(r, n)| r == role && n == name);
    assert!(named("textbox", "Move or command:"), "{nodes:?}");
    assert!(named("button", "b2, empty"), "{nodes:?}");
    let mut keystrokes = 0;
    let mut turns = 0;
    let result = loop {
        let text = browser.live_text().await;
        if text.contains("Game over") {
            break text;
        }
        assert!(turns < 150, "no end after 150 turns:\n{text}");
        // The legal turns, asked for in the field (the answer is the live
        // text's last line); the first one is played.
        type_line(&browser, "moves").await;
        let listed = changed_from(&browser, &text).await;
        let answer = listed.lines().last().unwrap_or_default().to_string();
        let first = answer.split(", ").next().unwrap_or_default().to_string();
        type_line(&browser, &first).await;
        keystrokes += "moves".len() + first.len() + 2;
        turns += 1;
        // The turn is announced in words, then the computer's reply, or the end.
        let started = std::time::Instant::now();
        loop {
            let text = browser.live_text().await;
            let replied = text.contains("Last move: Black") && text.contains("White to move");
            if replied || text.contains("Game over") {
                // The computer's turn is said in words.
                let said = ["Black places on", "Black moves", "Black flies"];
                assert!(replied <= said.iter().any(|s| text.contains(s)), "{text}");
                break;
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "no reply to {first}:\n{text}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    };
    assert!(result.contains("Game over"), "{result}");
    println!(
        "measured: a game of Three Men's Morris against level 1 through the page's accessibility tree: {turns} turns, {keystrokes} keystrokes"
    );
    browser.close().await;
}

#[tokio::test(flavor = "current_thread")]
async fn the_threats_and_a_pressed_point_are_heard_in_the_page() {
    let browser = Browser::open(Language::English).await;
    browser
        .start_with_settings(&new_game("three-mens-morris", "Human", "Human"))
        .await;
    browser.live_text_containing("Three Men's Morris").await;
    for turn in ["a1", "c3", "b1"] {
        type_line(&browser, turn).await;
    }
    browser.live_text_containing("White places on b1.").await;
    type_line(&browser, "threats").await;
    browser
        .live_text_containing("White can close a1–b1–c1 with c1.")
        .await;
    // A point's button plays there, as Enter on it would.
    let nodes = browser.accessible_nodes().await;
    assert!(
        nodes.iter().any(|(r, n)| r == "button" && n == "a1, White"),
        "{nodes:?}"
    );
    browser.press_named("c1", "\u{E007}").await;
    browser.live_text_containing("Black places on c1.").await;
    browser.close().await;
}

/// What the accessible mirror holds on a Nine Men's Morris board, and what
/// it costs: the app's own time to make a frame with the mirror on and off.
#[tokio::test(flavor = "current_thread")]
async fn the_accessible_mirror_holds_the_board_and_its_cost_is_measured() {
    let browser = Browser::open(Language::English).await;
    browser
        .start_with_settings(&new_game("nine-mens-morris", "Human", "Human"))
        .await;
    browser.live_text_containing("Nine Men's Morris").await;
    let nodes = browser.accessible_nodes().await;
    let points = nodes
        .iter()
        .filter(|(role, name)| role == "button" && name.ends_with(", empty"))
        .count();
    assert_eq!(points, 24, "{nodes:?}");
    assert!(
        nodes
            .iter()
            .any(|(role, name)| role == "button" && name == "New game…"),
        "{nodes:?}"
    );
    // Frames keep coming while the pointer moves; each setting gets three
    // seconds (the app averages its last 60 frames), twice, in turn.
    browser.keep_pointer_moving(true).await;
    let (mut on, mut off) = (Vec::new(), Vec::new());
    for mirror in [true, false, true, false] {
        browser
            .script_async(&format!("window.morris.setMirror({mirror}); done();"))
            .await;
        tokio::time::sleep(Duration::from_secs(3)).await;
        let measured = browser
            .script_async("done(Array.from(window.morris.mirrorAndFrameTime()));")
            .await;
        let elements = measured[0].as_f64().unwrap_or(-1.0);
        let frame_ms = measured[1].as_f64().unwrap_or(f64::NAN);
        if mirror {
            assert!(elements >= 30.0, "{elements} elements in the mirror");
            on.push((elements, frame_ms));
        } else {
            assert_eq!(elements, 0.0, "the mirror is emptied when off");
            off.push(frame_ms);
        }
    }
    browser.keep_pointer_moving(false).await;
    browser
        .script_async("window.morris.setMirror(true); done();")
        .await;
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    let frame_on: Vec<f64> = on.iter().map(|m| m.1).collect();
    println!(
        "measured: the accessible mirror of a Nine Men's Morris game holds {} elements; the app makes a frame in {:.2} ms with it, {:.2} ms without",
        on[0].0,
        mean(&frame_on),
        mean(&off)
    );
    browser.close().await;
}
