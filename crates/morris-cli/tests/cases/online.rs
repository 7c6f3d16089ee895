//! `morris play --host` and `--join` against a real server (its library, in
//! this test process, on a SQLite file of the test's own): two `morris`
//! processes play a whole game from scripts typed ahead.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::Child;
use std::time::Duration;

/// Starts a server on a free port; returns its `http://` address.
fn start_server(dir: &std::path::Path) -> String {
    let config = morris_server::Config::new(
        "127.0.0.1:0".parse().unwrap(),
        morris_server::database_url(&dir.join("rooms.db").display().to_string()),
    );
    let addr = morris_server::serve_on_thread(config).expect("the server starts");
    format!("http://{addr}")
}

fn morris(args: &[&str], script: &str) -> Child {
    let mut child = super::terminal::piped_morris(args).spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    child
}

/// Waits for `child` (at most a minute) and returns its exit code and output.
fn finish(mut child: Child, mut stdout: String) -> (i32, String, String) {
    for _ in 0..600 {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    if child.try_wait().unwrap().is_none() {
        let _ = child.kill();
    }
    let status = child.wait().unwrap();
    if let Some(mut out) = child.stdout.take() {
        out.read_to_string(&mut stdout).unwrap();
    }
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    (status.code().unwrap_or(-1), stdout, stderr)
}

#[test]
fn two_terminals_play_a_game_through_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_server(dir.path());
    let mut host = morris(
        &[
            "play",
            "--host",
            &server,
            "--variant",
            "three-mens-morris",
            "--clock",
            "25s+2",
        ],
        "a1\nb2\nc3\n",
    );
    // The host prints the invite before anyone joins.
    let mut out = BufReader::new(host.stdout.take().unwrap());
    let mut seen = String::new();
    let invite = loop {
        let mut line = String::new();
        assert!(
            out.read_line(&mut line).unwrap() > 0,
            "no invite printed: {seen}"
        );
        seen.push_str(&line);
        if let Some(link) = line
            .trim()
            .strip_prefix("Room open. Send this link to your opponent: ")
        {
            break link.to_string();
        }
    };
    assert!(invite.starts_with(&format!("{server}/join/")), "{invite}");
    let guest = morris(&["play", "--join", &invite], "b1\nc1\n");
    // The rest of the host's output, read while it plays (finish kills a hung host).
    let rest = std::thread::spawn(move || {
        let mut rest = String::new();
        let _ = out.read_to_string(&mut rest);
        rest
    });
    let (code, _, host_err) = finish(host, String::new());
    let host_out = seen + &rest.join().unwrap();
    assert_eq!(code, 0, "{host_err}");
    let (code, guest_out, guest_err) = finish(guest, String::new());
    assert_eq!(code, 0, "{guest_err}");
    for out in [&host_out, &guest_out] {
        assert!(
            out.contains("Game over: White wins (three in a row)"),
            "{out}"
        );
        assert!(out.contains("Clocks: White "), "{out}");
        // A 25-second clock runs low from the start, and each board says so.
        assert!(out.contains("White has less than 30 seconds."), "{out}");
        assert!(out.contains("/record?game=0"), "{out}");
    }
    assert!(
        host_out.contains("Three Men's Morris: you play White."),
        "{host_out}"
    );
    assert!(
        guest_out.contains("Three Men's Morris: you play Black."),
        "{guest_out}"
    );
    assert!(host_out.contains("Your opponent has joined."), "{host_out}");
    // The guest is given its own way back, and a wrong link is a usage error.
    assert!(guest_out.contains("/seat/"), "{guest_out}");
    let bad = morris(&["play", "--join", "http://127.0.0.1:1/play/x/y"], "");
    let (code, _, err) = finish(bad, String::new());
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--join"), "{err}");
}

#[test]
fn joining_with_a_spent_invite_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_server(dir.path());
    let unknown = format!("{server}/join/0011223344556677/00112233445566778899aabbccddeeff");
    let (code, _, err) = finish(morris(&["play", "--join", &unknown], ""), String::new());
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("there is no such room"), "{err}");
}
