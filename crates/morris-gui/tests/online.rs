//! Playing a friend online in the desktop game: two real apps, driven as
//! players drive them, and a real server (its library, in this process, on
//! a SQLite file of the test's own) between them.

mod common;

use common::wait_until;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use morris_gui::{ConnectionState, GameSetup, MorrisApp, OnlineSettings, PlayerKind, Settings};
use morris_online::RoomView;

/// Starts a server on a free port; returns its `http://` address.
fn start_server(dir: &std::path::Path) -> String {
    let config = morris_server::Config::new(
        "127.0.0.1:0".parse().unwrap(),
        morris_server::database_url(&dir.join("rooms.db").display().to_string()),
    );
    let addr = morris_server::serve_on_thread(config).expect("the server starts");
    format!("http://{addr}")
}

/// An app whose new-game dialog offers `server`, playing against the computer until it goes online.
fn app(server: &str, clock: &str) -> Harness<'static, MorrisApp> {
    app_with(Settings {
        setup: GameSetup {
            variant: "nine-mens-morris".into(),
            white: PlayerKind::Human,
            black: PlayerKind::Ai {
                level: morris_ai::search::Level::Strength(1),
            },
            ..GameSetup::default()
        },
        online: OnlineSettings {
            server: server.to_string(),
            clock: clock.to_string(),
            ..OnlineSettings::default()
        },
        ..Settings::default()
    })
}

fn app_with(settings: Settings) -> Harness<'static, MorrisApp> {
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1100.0, 760.0))
        .build_eframe(move |cc| MorrisApp::with_settings(&cc.egui_ctx, settings));
    settle(&mut harness);
    harness
}

/// Clicks the widget `label`, scrolled into sight first as a player would.
fn click(h: &mut Harness<'_, MorrisApp>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    settle(h);
    h.get_by_label(label).click();
    settle(h);
}

/// Opens the dialog's online section.
fn online_section(h: &mut Harness<'_, MorrisApp>) {
    click(h, "New game…");
    click(h, "Play a friend online");
}

/// Creates a room from the dialog; returns the invite link the room shows.
fn host(h: &mut Harness<'_, MorrisApp>) -> String {
    online_section(h);
    click(h, "Create a room");
    wait_until(h, |app| {
        app.online_room().is_some_and(|r| r.game().is_some())
    });
    let link = h.state().online_room().unwrap().invite_link().unwrap();
    assert!(
        h.query_by_label_contains(&link).is_some(),
        "the link is shown to copy"
    );
    link
}

/// Joins the room of `link` from the dialog, typed as a player would.
fn join(h: &mut Harness<'_, MorrisApp>, link: &str) {
    join_without_waiting(h, link);
    wait_until(h, |app| {
        app.online_room().is_some_and(|r| r.game().is_some())
    });
}

fn join_without_waiting(h: &mut Harness<'_, MorrisApp>, link: &str) {
    online_section(h);
    let field = "Or join the room of a link a friend sent";
    h.get_by_label(field).focus();
    settle(h);
    h.get_by_label(field).type_text(link);
    settle(h);
    assert_eq!(h.get_by_label(field).value().as_deref(), Some(link));
    click(h, "Join");
}

/// Steps the app until the room, as the server last sent it, is as `done` wants.
fn wait_for_room(h: &mut Harness<'_, MorrisApp>, done: impl Fn(&RoomView) -> bool) {
    wait_until(h, |app| {
        app.online_room()
            .and_then(|r| r.game())
            .is_some_and(|g| done(g.view()))
    });
}

fn moves(h: &Harness<'_, MorrisApp>) -> usize {
    h.state().table().game().moves().len()
}

/// Plays `point` on the board and waits until the server has it.
fn place(h: &mut Harness<'_, MorrisApp>, point: &str) {
    let before = moves(h);
    click(h, point);
    wait_for_room(h, |view| view.moves.len() == before + 1);
}

fn status(h: &Harness<'_, MorrisApp>) -> String {
    h.state().live_text()
}

#[test]
fn two_players_play_through_the_server_with_clocks_and_agree_a_draw() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_server(dir.path());
    let mut white = app(&server, "5+3");
    let link = host(&mut white);
    assert!(
        status(&white).contains("Waiting for your opponent"),
        "{}",
        status(&white)
    );

    let mut black = app(&server, "");
    join(&mut black, &link);
    wait_for_room(&mut white, |view| view.started);
    // Each side sees who plays what, and the clocks of the room.
    assert!(
        black
            .query_by_label_contains("White: your opponent   ")
            .is_some()
    );
    assert!(black.query_by_label_contains("Black: you   5:00").is_some());
    // The live text has the clocks as the last turn left them.
    let live = status(&black);
    assert!(
        live.contains("Clocks: White 4:") || live.contains("Clocks: White 5:00"),
        "{live}"
    );
    assert!(live.contains(", Black 5:00"), "{live}");

    // Out of turn, the board takes nothing and says why.
    click(&mut black, "a7");
    assert_eq!(moves(&black), 0);
    assert!(
        status(&black).contains("Wait for your opponent's move"),
        "{}",
        status(&black)
    );

    place(&mut white, "d6");
    wait_until(&mut black, |app| app.table().game().moves().len() == 1);
    assert!(status(&black).contains("Your turn"), "{}", status(&black));
    place(&mut black, "a7");
    wait_until(&mut white, |app| app.table().game().moves().len() == 2);
    place(&mut white, "b6");

    // Black offers a draw; White sees it and accepts.
    wait_until(&mut black, |app| app.table().game().moves().len() == 3);
    click(&mut black, "Offer a draw");
    wait_for_room(&mut white, |view| view.draw_offer.is_some());
    click(&mut white, "Accept");
    for h in [&mut white, &mut black] {
        wait_until(h, |app| app.live_text().contains("draw (agreement)"));
        assert!(h.query_by_label("Rematch (colours swapped)").is_some());
    }
    // The undo of a local game is off: the opponent agrees to take-backs.
    click(&mut white, "Undo");
    assert_eq!(moves(&white), 3);
}

#[test]
fn a_takeback_refused_a_resignation_and_a_restarted_app_back_in_its_seat() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_server(dir.path());
    let mut white = app(&server, "");
    let link = host(&mut white);
    let mut black = app(&server, "");
    join(&mut black, &link);
    wait_for_room(&mut white, |view| view.started);
    place(&mut white, "d6");
    wait_until(&mut black, |app| app.table().game().moves().len() == 1);

    // White asks to take back; Black declines: the move stays, and White is told.
    click(&mut white, "Ask to take back");
    wait_for_room(&mut white, |view| view.takeback_request.is_some());
    assert!(
        status(&white).contains("waiting for your opponent's answer"),
        "{}",
        status(&white)
    );
    wait_for_room(&mut black, |view| view.takeback_request.is_some());
    assert!(
        black
            .query_by_label("Your opponent asks to take back their last move.")
            .is_some()
    );
    click(&mut black, "Decline");
    wait_for_room(&mut white, |view| view.takeback_request.is_none());
    assert_eq!(moves(&white), 1);
    settle(&mut white);
    assert!(
        status(&white).contains("Your opponent refused the take-back."),
        "{}",
        status(&white)
    );
    white.get_by_label("Your opponent refused the take-back.");

    // Black's app closes and starts again from its saved settings: back in the seat.
    let settings = black.state().settings().clone();
    let seat = settings
        .online
        .return_link
        .clone()
        .expect("the seat is remembered");
    assert!(seat.contains("/seat/"), "{seat}");
    drop(black);
    let mut black = app_with(settings);
    wait_until(&mut black, |app| {
        app.online_room()
            .is_some_and(|r| *r.state() == ConnectionState::Open)
            && app.table().game().moves().len() == 1
    });
    place(&mut black, "a7");

    // White resigns, asked once more first.
    wait_until(&mut white, |app| app.table().game().moves().len() == 2);
    click(&mut white, "Resign…");
    assert_eq!(
        white
            .state()
            .online_room()
            .unwrap()
            .game()
            .unwrap()
            .view()
            .result,
        None
    );
    click(&mut white, "Yes, resign");
    for h in [&mut white, &mut black] {
        wait_until(h, |app| {
            app.live_text().contains("Black wins (resignation)")
        });
    }
}

#[test]
fn a_link_to_nowhere_says_so_and_a_spectator_cannot_move() {
    let dir = tempfile::tempdir().unwrap();
    // A port nobody listens on: bound, then let go.
    let free = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    let mut lost = app("", "");
    join_without_waiting(&mut lost, &format!("http://{free}/join/room1/code1"));
    wait_until(&mut lost, |app| {
        app.online_room()
            .is_some_and(|r| matches!(r.state(), ConnectionState::Failed(_)))
    });
    assert!(
        status(&lost).contains("Not in the room: cannot connect"),
        "{}",
        status(&lost)
    );
    assert!(lost.query_by_label("Try again").is_some());
    click(&mut lost, "Leave the room");
    assert!(lost.state().online_room().is_none());

    let server = start_server(dir.path());
    let mut white = app(&server, "");
    host(&mut white);
    let watch = white.state().online_room().unwrap().watch_link().unwrap();
    let mut watcher = app(&server, "");
    join(&mut watcher, &watch);
    // A spectator has no opponent: each side is a player of the room.
    watcher.get_by_label_contains("White: in the room");
    watcher.get_by_label_contains("Black: in the room");
    assert!(status(&watcher).contains("The game starts when the second player opens the invite"));
    click(&mut watcher, "d6");
    assert_eq!(moves(&watcher), 0);
    assert!(
        status(&watcher).contains("a spectator cannot play"),
        "{}",
        status(&watcher)
    );
}

/// Runs the app's frames until it settles; the network thread may wake it
/// while it does (each message the server sends does), which is no failure.
fn settle(h: &mut Harness<'_, MorrisApp>) {
    let _ = h.run_ok();
}
