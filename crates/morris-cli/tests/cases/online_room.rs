//! A room played at real terminals (`morris` processes) on a real server:
//! what each player is told, a connection that drops, and a server gone for good.

use std::time::{Duration, Instant};

use morris_testkit::Forwarder;

use super::terminal::Terminal;

/// Starts a server on a free port, on a SQLite file in `dir`; returns its address.
fn start_server(dir: &std::path::Path) -> std::net::SocketAddr {
    let config = morris_server::Config::new(
        "127.0.0.1:0".parse().unwrap(),
        morris_server::database_url(&dir.join("rooms.db").display().to_string()),
    );
    morris_server::serve_on_thread(config).expect("the server starts")
}

/// The link printed after `prefix` in `output`.
fn link_after(output: &str, prefix: &str) -> String {
    let at = output
        .find(prefix)
        .unwrap_or_else(|| panic!("no {prefix:?} in:\n{output}"));
    output[at + prefix.len()..]
        .split_whitespace()
        .next()
        .unwrap()
        .to_string()
}

/// How many times the board of Nine Men's Morris is drawn in `text`.
fn boards(text: &str) -> usize {
    text.matches("a7----------d7----------g7").count()
}

/// A host, a guest and a spectator of one room of Nine Men's Morris, the game started.
fn room_of_three(server: &str) -> (Terminal, Terminal, Terminal) {
    let host = Terminal::start(&["play", "--host", server]);
    host.wait_for("Waiting for your opponent");
    let invite = link_after(&host.output(), "Send this link to your opponent: ");
    let watch = link_after(&host.output(), "Anyone can watch from: ");
    let guest = Terminal::start(&["play", "--join", &invite]);
    host.wait_for("Your opponent has joined.");
    guest.wait_for("you play Black.");
    let spectator = Terminal::start(&["play", "--join", &watch]);
    // The board comes after the help line.
    spectator.wait_for("a7----------d7----------g7");
    (host, guest, spectator)
}

#[test]
fn a_terminal_room_says_what_happens_to_each_player() {
    let dir = tempfile::tempdir().unwrap();
    let server = format!("http://{}", start_server(dir.path()));
    let (mut host, mut guest, spectator) = room_of_three(&server);

    // A spectator is told the commands it may type, not the players'.
    let watching = spectator.output();
    assert!(
        watching.contains("You are watching: board (draw the board again), help, quit."),
        "{watching}"
    );
    assert!(!watching.contains("takeback"), "{watching}");

    // A draw offered is confirmed to the player who typed it, once the room has it.
    host.type_line("d6");
    guest.wait_for("Last move: White d6");
    host.type_line("draw");
    host.wait_for("You offer a draw; waiting for your opponent's answer.");
    guest.wait_for("White offers a draw: type accept or refuse.");
    guest.type_line("refuse");
    host.wait_for("Your opponent declined the draw.");

    // The opponent's connection drops: said after the board, which is not drawn again.
    let seat = link_after(&guest.output(), "morris play --join ");
    let before = host.output().len();
    guest.kill_9();
    let told = host.wait_for_after(
        before,
        "Your opponent's connection dropped; the game waits for them.",
    );
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(
        boards(&host.output()[before..]),
        0,
        "{}",
        &host.output()[before..]
    );
    assert!(told > before);

    // Back with the seat link: the board is drawn once, and the host is told.
    let before = host.output().len();
    let mut back = Terminal::start(&["play", "--join", &seat]);
    host.wait_for_after(before, "Your opponent is back.");
    back.wait_for("Last move: White d6");
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(boards(&back.output()), 1, "{}", back.output());
    back.type_line("d2");
    host.wait_for_after(before, "Last moves: White d6, Black d2");
    host.type_line("quit");
    back.type_line("quit");
    assert_eq!(host.exit_within(Duration::from_secs(5)), Some(0));
    assert_eq!(back.exit_within(Duration::from_secs(5)), Some(0));
}

#[test]
fn with_the_server_gone_quit_leaves_at_once_and_giving_up_says_the_seat_link() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_server(dir.path());
    // The players reach the server through a forwarder: stopping it is the
    // server gone for good, for them.
    let mut forwarder = Forwarder::start("127.0.0.1:0".parse().unwrap(), vec![server]).unwrap();
    let name = format!("http://{}", forwarder.addr());
    let (mut host, mut guest, _spectator) = room_of_three(&name);
    let seat = link_after(&host.output(), "morris play --join ");
    assert!(seat.starts_with(&format!("{name}/seat/")), "{seat}");
    host.type_line("d6");
    guest.wait_for("Last move: White d6");

    forwarder.stop();
    let gone = Instant::now();
    guest.wait_for("The connection to the server was lost");
    host.wait_for("The connection to the server was lost");
    // A move typed meanwhile waits for the connection; quit does not.
    guest.type_line("d2");
    guest.type_line("quit");
    assert_eq!(
        guest.exit_within(Duration::from_secs(3)),
        Some(0),
        "{}",
        guest.output()
    );

    // The host tries for RECONNECT_TRIES seconds, then says how to come back.
    let tries = morris_online::RECONNECT_TRIES as u64;
    let code = host.exit_within(Duration::from_secs(tries + 30));
    let output = host.output();
    assert!(code.is_some_and(|c| c != 0), "{code:?}\n{output}");
    assert!(gone.elapsed() >= Duration::from_secs(tries - 1), "{output}");
    assert!(
        output.contains(&format!(
            "To come back to this game later: morris play --join {seat}"
        )),
        "{output}"
    );
    assert!(output.contains("cannot reach the server at"), "{output}");
}
