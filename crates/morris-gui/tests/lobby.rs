//! The lobby in the desktop game: a real server (its library, in this
//! process, on a SQLite file of the test's own), a second player on the
//! online client library who opens a rated challenge, and the app that
//! takes a name, finds the challenge in the lobby's list, takes it and
//! plays the game it pairs.

mod common;

use std::time::{Duration, Instant};

use common::wait_until;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use morris_gui::{GameSetup, MorrisApp, OnlineSettings, PlayerKind, Settings};
use morris_online::client::{Connection, Event};
use morris_online::{
    Action, ClientMessage, Hello, Pairing, Players, Secret, SeekRequest, ServerMessage, Side,
    TimeControl, VariantChoice, ws_url,
};

/// A server that lets two connections from this machine play rated games.
fn start_server(dir: &std::path::Path) -> String {
    let mut config = morris_server::Config::new(
        "127.0.0.1:0".parse().unwrap(),
        morris_server::database_url(&dir.join("lobby.db").display().to_string()),
    );
    config.shared_address_rated = true;
    format!("http://{}", morris_server::serve_on_thread(config).unwrap())
}

/// The other player: a connection of the online client library.
struct Opponent {
    connection: Connection,
    next_id: u64,
}

impl Opponent {
    fn connect(server: &str) -> Opponent {
        Opponent {
            connection: Connection::open(&ws_url(server).unwrap(), || {}),
            next_id: 1,
        }
    }

    fn send(&mut self, action: Action) {
        self.connection
            .send(ClientMessage::new(self.next_id, action));
        self.next_id += 1;
    }

    /// The next server message that `pick` takes, within a minute.
    fn wait_for<T>(&self, pick: impl Fn(ServerMessage) -> Option<T>) -> T {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(!left.is_zero(), "the server did not answer in time");
            match self.connection.recv_timeout(left) {
                Some(Event::Message(message)) => {
                    if let ServerMessage::Refused { error, .. } = &message {
                        panic!("refused: {error:?}");
                    }
                    if let Some(found) = pick(message) {
                        return found;
                    }
                }
                Some(Event::Closed(why)) => panic!("closed: {why:?}"),
                _ => {}
            }
        }
    }
}

/// Steps the app until a widget whose label contains `text` is shown.
fn wait_for_label(h: &mut Harness<'_, MorrisApp>, text: &str) {
    let deadline = Instant::now() + Duration::from_secs(60);
    h.step();
    // A row's text shows twice: itself, and in its button's name.
    while h.query_all_by_label_contains(text).next().is_none() {
        assert!(Instant::now() < deadline, "{text:?} never showed");
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run_ok();
}

/// Presses the widget as a screen reader does: the lists come every few
/// seconds and move the rows, and a pointer's press and release, a frame
/// apart, could land on different rows.
fn click(h: &mut Harness<'_, MorrisApp>, label: &str) {
    h.get_by_label(label).click_accesskit();
    h.run_ok();
}

#[test]
fn a_challenge_in_the_lobby_is_taken_and_its_rated_game_played_in_the_room_view() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_server(dir.path());

    // Ada opens a rated challenge, White, from a client of her own.
    let mut ada = Opponent::connect(&server);
    ada.send(Action::Hello(Hello {
        name: "Ada".into(),
        key: "ada-key-0123456789abcdef0123456789abcdef".into(),
        password: None,
    }));
    ada.wait_for(|m| matches!(m, ServerMessage::Player { .. }).then_some(()));
    ada.send(Action::Seek(SeekRequest {
        variant: VariantChoice::Shipped {
            id: "nine-mens-morris".into(),
        },
        clock: Some(TimeControl {
            base_ms: 300_000,
            inc_ms: 0,
        }),
        rated: true,
        side: Some(Side::White),
        range: None,
    }));
    ada.wait_for(|m| matches!(m, ServerMessage::Seeking { .. }).then_some(()));

    // The desktop game, without a name yet, opens the lobby from the new-game dialog.
    let settings = Settings {
        setup: GameSetup {
            variant: "nine-mens-morris".into(),
            white: PlayerKind::Human,
            black: PlayerKind::Human,
            ..GameSetup::default()
        },
        online: OnlineSettings {
            server: server.clone(),
            ..OnlineSettings::default()
        },
        last_folder: dir.path().display().to_string(),
        ..Settings::default()
    };
    let mut h = lobby_with(settings);
    assert!(h.query_by_label("Lobby").is_some(), "the lobby's window");
    assert!(
        h.query_by_label_contains("You play without a name")
            .is_some(),
        "no name yet"
    );

    // Ada's challenge is listed with her provisional rating.
    wait_for_label(&mut h, "Ada (1500?) · Nine Men's Morris · 5m+0s · rated");

    // A name too short is refused, and not kept.
    type_into(&mut h, "Your name", "Bo");
    click(&mut h, "Take this name");
    wait_for_label(&mut h, "the server refused: that name cannot be used");
    assert!(h.state().settings().online.player.is_none());
    assert!(
        h.query_by_label_contains("You play without a name")
            .is_some()
    );

    // Bob takes a name: kept, with a key of this computer's, in the settings.
    type_into(&mut h, "Your name", "b");
    click(&mut h, "Take this name");
    wait_until(&mut h, |app| app.settings().online.player.is_some());
    let player = h.state().settings().online.player.clone().unwrap();
    assert_eq!(player.name, "Bob");
    assert_eq!(player.key.len(), 64);
    wait_for_label(&mut h, "You play as Bob.");

    // A rating range that is not one is said, and nothing is sent.
    type_into(&mut h, "Rating range", "1400");
    click(&mut h, "Seek an opponent");
    wait_for_label(
        &mut h,
        "\"1400\" is not a rating range: write it as 1300-1700",
    );

    // Bob's own challenge, for ratings 1400 to 1600, waits for an opponent,
    // listed with its range at a refresh, until he cancels it.
    type_into(&mut h, "Rating range", "-1600");
    click(&mut h, "Seek an opponent");
    wait_for_label(&mut h, "Waiting for an opponent…");
    click(&mut h, "Refresh");
    wait_for_label(
        &mut h,
        "Bob (1500?) · Nine Men's Morris · no clock · casual, for ratings 1400-1600",
    );
    click(&mut h, "Cancel the challenge");
    wait_for_label(&mut h, "Seek an opponent");
    click(&mut h, "Refresh");
    let deadline = Instant::now() + Duration::from_secs(60);
    while h
        .query_all_by_label_contains("Bob (1500?)")
        .next()
        .is_some()
    {
        assert!(
            Instant::now() < deadline,
            "the cancelled challenge stays listed"
        );
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }

    // Take (named with its row, for a screen reader): both are paired, and
    // the app enters the room with its seat.
    click(
        &mut h,
        "Take: Ada (1500?) · Nine Men's Morris · 5m+0s · rated",
    );
    let pairing: Pairing = ada.wait_for(|m| match m {
        ServerMessage::Paired(pairing) => Some(pairing),
        _ => None,
    });
    assert_eq!(pairing.opponent.as_deref(), Some("Bob"));
    assert_eq!(pairing.side, Side::White);
    assert!(pairing.rated);
    wait_until(&mut h, |app| {
        app.online_room()
            .and_then(|room| room.game())
            .is_some_and(|game| game.view().players.is_some())
    });
    assert!(h.query_by_label("Lobby").is_none(), "the lobby closed");
    let room = h.state().online_room().unwrap();
    assert_eq!(room.my_side(), Some(Side::Black));
    assert_eq!(
        room.game().unwrap().view().players,
        Some(Players {
            white: Some("Ada".into()),
            black: Some("Bob".into()),
            rated: true,
        })
    );
    assert!(
        h.query_by_label_contains("Paired with Ada: you play Black, rated.")
            .is_some()
    );
    // The room view names the players, on the board's side panel.
    wait_for_label(&mut h, "White: Ada, your opponent");
    assert!(h.query_by_label_contains("Black: Bob, you").is_some());

    // Ada enters her seat and plays: the turn comes onto the app's board.
    ada.send(Action::Join {
        room: pairing.room.clone(),
        secret: Secret::Seat(pairing.seat_token.clone()),
    });
    ada.wait_for(|m| matches!(m, ServerMessage::Welcome(_)).then_some(()));
    ada.send(Action::Play {
        side: Side::White,
        ply: 0,
        turn: "d6".into(),
    });
    wait_until(&mut h, |app| app.table().game().moves().len() == 1);
    assert!(
        h.state().live_text().contains("Your turn"),
        "{}",
        h.state().live_text()
    );
    // Bob answers on the board; the server has it.
    click(&mut h, "a7");
    wait_until(&mut h, |app| {
        app.online_room()
            .and_then(|room| room.game())
            .is_some_and(|game| game.view().moves.len() == 2)
    });

    // Ada resigns: the game is rated, and the app says what it did to Bob's rating.
    ada.send(Action::Resign);
    wait_until(&mut h, |app| {
        app.live_text()
            .contains("Your Nine Men's Morris rating: 1500 → 1662 (+162)")
    });
    assert!(h.state().live_text().contains("Black wins"));

    // The lobby again: Ada leads the board; her page, with Bob's result
    // against her, and the game opened from it on the board.
    click(&mut h, "Leave the room");
    wait_until(&mut h, |app| app.online_room().is_none());
    click(&mut h, "New game…");
    // The online section stays open from the last time.
    click(&mut h, "Find an opponent in the lobby…");
    wait_for_label(&mut h, "1662?");
    click(&mut h, "Bob");
    wait_for_label(&mut h, "nine-mens-morris: 1662? ± 290 (1 game)");
    click(&mut h, "Ada");
    wait_for_label(&mut h, "nine-mens-morris: 1338? ± 290 (1 game)");
    wait_for_label(&mut h, " · Nine Men's Morris: 1500 → 1338 (-162)");
    assert!(
        h.query_by_label_contains("Your games against Ada: 1 won, 0 drawn, 0 lost")
            .is_some()
    );
    // Her games downloaded in one records file, saved where the dialog says.
    click(&mut h, "Download all their games");
    wait_for_label(&mut h, "Save the downloaded games");
    click(&mut h, "Save");
    let saved = dir.path().join("Ada-games.txt");
    wait_until(&mut h, |_| saved.exists());
    let records = std::fs::read_to_string(&saved).unwrap();
    for tag in [
        "[White \"Ada\"]",
        "[Black \"Bob\"]",
        "[Result \"0-1\"]",
        "[WhiteRating \"1500?\"]",
    ] {
        assert!(records.contains(tag), "{tag} in {records}");
    }
    let open = h
        .query_all_by_label_contains("Open: ")
        .next()
        .map(|node| {
            node.accesskit_node()
                .label()
                .unwrap_or_default()
                .to_string()
        })
        .unwrap();
    assert!(
        open.contains("Ada – Bob  0-1  Nine Men's Morris (rated)"),
        "{open}"
    );
    click(&mut h, &open);
    // The board still holds the room's game, of two turns too: the lobby
    // closing is what says the record came.
    let deadline = Instant::now() + Duration::from_secs(60);
    while h.query_by_label("Lobby").is_some() {
        assert!(Instant::now() < deadline, "the lobby never closed");
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run_ok();
    assert_eq!(h.state().table().game().moves().len(), 2);

    // The explorer over the archive, from the start: the game's first turn,
    // its result and the rating of who played it; clicked, it is played, and
    // the explorer follows the board.
    click(&mut h, "Undo");
    click(&mut h, "Undo");
    wait_until(&mut h, |app| app.table().game().moves().is_empty());
    click(&mut h, "Explorer");
    wait_for_label(&mut h, "d6 · 1 · 0% 0% 100% · 1500 · –");
    click(&mut h, "d6 · 1 · 0% 0% 100% · 1500 · –");
    wait_until(&mut h, |app| app.table().game().moves().len() == 1);
    wait_for_label(&mut h, "a7 · 1 · 0% 0% 100% · 1500 · –");
    // With the analysis on, each move has the engine's value beside it.
    click(&mut h, "Analysis");
    let deadline = Instant::now() + Duration::from_secs(60);
    let valued = loop {
        let row = h
            .query_all_by_label_contains("a7 · 1 · 0% 0% 100% · 1500 · ")
            .find_map(|node| node.accesskit_node().label())
            .filter(|label| !label.ends_with('–'));
        if let Some(row) = row {
            break row;
        }
        assert!(Instant::now() < deadline, "no value beside a7");
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    };
    println!("the explorer's row with the analysis: {valued}");
}

/// The desktop game of a player with no name yet, on `server`.
fn lobby_app(server: &str) -> Harness<'static, MorrisApp> {
    lobby_with(Settings {
        online: OnlineSettings {
            server: server.to_string(),
            ..OnlineSettings::default()
        },
        ..Settings::default()
    })
}

/// The desktop game with `settings`, its lobby opened from the new-game dialog.
fn lobby_with(settings: Settings) -> Harness<'static, MorrisApp> {
    let mut h = Harness::builder()
        .with_size(egui::vec2(1100.0, 900.0))
        .build_eframe(move |cc| MorrisApp::with_settings(&cc.egui_ctx, settings));
    h.run_ok();
    click(&mut h, "New game…");
    click(&mut h, "Play a friend online");
    click(&mut h, "Find an opponent in the lobby…");
    h
}

fn type_into(h: &mut Harness<'_, MorrisApp>, field: &str, text: &str) {
    h.get_by_label(field).focus();
    h.run_ok();
    h.get_by_label(field).type_text(text);
    h.run_ok();
}

#[test]
fn a_name_given_a_password_is_taken_with_it_from_another_computer() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_server(dir.path());

    // On the first computer: Cleo takes her name and gives it a password.
    let mut first = lobby_app(&server);
    type_into(&mut first, "Your name", "Cleo");
    click(&mut first, "Take this name");
    wait_for_label(&mut first, "You play as Cleo.");
    type_into(&mut first, "Password (optional)", "short");
    click(&mut first, "Give my name this password");
    wait_for_label(
        &mut first,
        "that password cannot be used (8 to 128 characters)",
    );
    type_into(&mut first, "Password (optional)", "correct horse battery");
    click(&mut first, "Give my name this password");
    wait_for_label(&mut first, "Your name has this password now");
    let first_key = first.state().settings().online.player.clone().unwrap().key;

    // On another computer (another key): the name alone, or with a wrong
    // password, is refused; with hers, it is hers there too.
    let mut other = lobby_app(&server);
    type_into(&mut other, "Your name", "cleo");
    click(&mut other, "Take this name");
    wait_for_label(&mut other, "the server refused:");
    assert!(other.state().settings().online.player.is_none());
    type_into(&mut other, "Password (optional)", "wrong horse battery");
    click(&mut other, "Take this name");
    wait_for_label(&mut other, "wrong password");
    assert!(other.state().settings().online.player.is_none());
    type_into(&mut other, "Password (optional)", "correct horse battery");
    click(&mut other, "Take this name");
    wait_until(&mut other, |app| app.settings().online.player.is_some());
    let player = other.state().settings().online.player.clone().unwrap();
    assert_eq!(player.name, "Cleo");
    assert_ne!(player.key, first_key, "each computer keeps its own key");
    wait_for_label(&mut other, "You play as Cleo.");
}

#[test]
fn quick_pairing_pairs_the_app_with_a_player_of_the_same_variant_and_clock() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_server(dir.path());
    let settings = Settings {
        setup: GameSetup {
            variant: "three-mens-morris".into(),
            ..GameSetup::default()
        },
        online: OnlineSettings {
            server: server.clone(),
            clock: "3+2".into(),
            ..OnlineSettings::default()
        },
        ..Settings::default()
    };
    let mut h = lobby_with(settings);
    click(&mut h, "Quick pairing");
    wait_for_label(&mut h, "In the quick-pairing pool");
    // The pool is not a challenge anyone can take: nothing is listed.
    click(&mut h, "Refresh");
    wait_for_label(&mut h, "No open challenges");

    let mut ada = Opponent::connect(&server);
    ada.send(Action::Quick(SeekRequest {
        variant: VariantChoice::Shipped {
            id: "three-mens-morris".into(),
        },
        clock: Some(TimeControl {
            base_ms: 180_000,
            inc_ms: 2_000,
        }),
        rated: false,
        side: None,
        range: None,
    }));
    let pairing: Pairing = ada.wait_for(|m| match m {
        ServerMessage::Paired(pairing) => Some(pairing),
        _ => None,
    });
    assert!(!pairing.rated);
    let mine = match pairing.side {
        Side::White => Side::Black,
        Side::Black => Side::White,
    };
    wait_until(&mut h, |app| {
        app.online_room()
            .is_some_and(|room| room.my_side() == Some(mine))
    });
    assert!(h.query_by_label("Lobby").is_none(), "the lobby closed");
}
