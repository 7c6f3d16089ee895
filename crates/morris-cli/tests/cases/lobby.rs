//! `morris lobby`: two terminals take names, find each other through a
//! challenge, play a rated game and see their new ratings, the leaderboard
//! and the archive (the server's library in this process, on a SQLite file
//! of the test's own).

use std::path::Path;
use std::process::Command;

use super::terminal::{Terminal, piped_morris};

/// A server that lets two connections from this machine play rated games.
fn start_server(dir: &Path) -> String {
    let mut config = morris_server::Config::new(
        "127.0.0.1:0".parse().unwrap(),
        morris_server::database_url(&dir.join("lobby.db").display().to_string()),
    );
    config.shared_address_rated = true;
    format!("http://{}", morris_server::serve_on_thread(config).unwrap())
}

/// `morris` as the player whose file is `player`.
fn as_player(player: &Path, args: &[&str]) -> Command {
    let mut command = piped_morris(args);
    command.env("MORRIS_PLAYER_FILE", player);
    command
}

/// Runs to the end: the exit code and everything said.
fn run(command: Command) -> (i32, String) {
    let mut command = command;
    let out = command.output().unwrap();
    let mut said = String::from_utf8_lossy(&out.stdout).into_owned();
    said.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.code().unwrap_or(-1), said)
}

#[test]
fn two_terminals_find_each_other_and_play_a_rated_game() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_server(dir.path());
    let (ada, bo, other) = (
        dir.path().join("ada.ron"),
        dir.path().join("bo.ron"),
        dir.path().join("other.ron"),
    );
    let (code, said) = run(as_player(&ada, &["lobby", &server, "name", "Ada"]));
    assert_eq!(code, 0, "{said}");
    assert!(said.contains("You play as Ada on"), "{said}");
    assert!(ada.is_file());
    assert_eq!(
        run(as_player(&bo, &["lobby", &server, "name", "Bo_2"])).0,
        0
    );
    let (code, said) = run(as_player(&other, &["lobby", &server, "name", "ADA"]));
    assert_eq!(code, 2);
    assert!(
        said.contains("that name belongs to another player"),
        "{said}"
    );
    assert!(!other.exists(), "a refused name is not kept");

    let mut seeker = Terminal::start_command(as_player(
        &ada,
        &[
            "lobby",
            &server,
            "seek",
            "--variant",
            "three-mens-morris",
            "--clock",
            "5+0",
            "--rated",
            "--white",
        ],
    ));
    seeker.wait_for("Waiting for an opponent");
    let (_, list) = run(piped_morris(&["lobby", &server]));
    let line = list
        .lines()
        .find(|l| l.contains("Ada (1500?)  Three Men's Morris  5m+0s  rated"))
        .unwrap_or_else(|| panic!("the challenge is listed:\n{list}"));
    let seek = line.split_whitespace().next().unwrap();

    let mut taker = Terminal::start_command(as_player(&bo, &["lobby", &server, "accept", seek]));
    seeker.wait_for("Paired with Bo_2: you play White, rated.");
    taker.wait_for("Paired with Ada: you play Black, rated.");
    seeker.wait_for("Move 1: White (Ada (you)) to place a piece.");
    for (turn, mover) in ["a1", "b1", "b2", "c1", "c3"].iter().zip(0..) {
        let (player, other) = if mover % 2 == 0 {
            (&mut seeker, &taker)
        } else {
            (&mut taker, &seeker)
        };
        player.type_line(turn);
        other.wait_for(&format!(" {turn}\n"));
    }
    seeker.wait_for("Your Three Men's Morris rating: 1500 → 1662 (+162)");
    taker.wait_for("Your Three Men's Morris rating: 1500 → 1338 (-162)");

    let (_, board) = run(piped_morris(&[
        "lobby",
        &server,
        "leaderboard",
        "three-mens-morris",
    ]));
    assert!(
        board.contains("1. Ada  1662?  (1 game)\n  2. Bo_2  1338?  (1 game)"),
        "{board}"
    );
    let (_, page) = run(piped_morris(&["lobby", &server, "player", "bo_2"]));
    assert!(
        page.contains("three-mens-morris: 1338? ± 290 (1 game)"),
        "{page}"
    );
    assert!(
        page.contains("Ada – Bo_2  1-0  Three Men's Morris (rated)"),
        "{page}"
    );
    assert!(
        page.contains("Rating history:\n  ")
            && page.contains(" · Three Men's Morris: 1500 → 1338 (-162)\n"),
        "{page}"
    );

    let file = dir.path().join("bo.txt");
    let file_arg = file.display().to_string();
    let download = [
        "lobby", &server, "games", "--player", "Bo_2", "--out", &file_arg,
    ];
    let (code, said) = run(piped_morris(&download));
    assert_eq!(code, 0, "{said}");
    assert!(said.contains("1 game written to"), "{said}");
    let records = std::fs::read_to_string(&file).unwrap();
    assert!(
        records.contains("[White \"Ada\"]\n[Black \"Bo_2\"]"),
        "{records}"
    );
    assert!(records.contains("1. a1 b1 2. b2 c1 3. c3 1-0"), "{records}");
    // A folder is no file to write.
    let folder = ["lobby", &server, "games", "--out", "."];
    assert_eq!(run(piped_morris(&folder)).0, 2);

    // The explorer over the server's archive: the game's turns, from where
    // it played them.
    let explore = [
        "explore",
        "--server",
        &server,
        "--variant",
        "three-mens-morris",
    ];
    let (code, said) = run(piped_morris(&explore));
    assert_eq!(code, 0, "{said}");
    assert!(
        said.contains("  a1                1    100%     0%     0%    1500\n"),
        "{said}"
    );
    let after = [&explore[..], &["--moves", "a1 b1"]].concat();
    let (_, said) = run(piped_morris(&after));
    assert!(
        said.contains("the moves its archive played after a1 b1"),
        "{said}"
    );
    assert!(said.contains("  b2                1    100%"), "{said}");
    let nowhere = [&explore[..], &["--moves", "b2"]].concat();
    let (_, said) = run(piped_morris(&nowhere));
    assert!(
        said.contains("No archived game reaches this position."),
        "{said}"
    );
}

#[test]
fn two_terminals_in_the_quick_pool_are_paired() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_server(dir.path());
    let quick = [
        "lobby",
        &server,
        "quick",
        "--variant",
        "lasker-morris",
        "--clock",
        "3+2",
    ];
    let mut players = Vec::new();
    for name in ["Ada", "Bo_2"] {
        let file = dir.path().join(format!("{name}.ron"));
        assert_eq!(
            run(as_player(&file, &["lobby", &server, "name", name])).0,
            0
        );
        let player = Terminal::start_command(as_player(&file, &quick));
        player.wait_for("In the quick-pairing pool.");
        players.push(player);
    }
    players[0].wait_for("Paired with Bo_2: you play");
    players[1].wait_for("Paired with Ada: you play");
    for player in &players {
        player.wait_for("Lasker Morris: you play");
    }
}

/// Runs to the end with `input` on standard input: the exit code and everything said.
fn run_with_input(mut command: Command, input: &str) -> (i32, String) {
    use std::io::Write;
    let mut child = command.spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let mut said = String::from_utf8_lossy(&out.stdout).into_owned();
    said.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.code().unwrap_or(-1), said)
}

#[test]
fn a_password_set_on_one_computer_claims_the_name_on_another() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_server(dir.path());
    let (desk, laptop) = (dir.path().join("desk.ron"), dir.path().join("laptop.ron"));
    let password = ["lobby", &server, "password"];
    let (code, said) = run(as_player(&desk, &password));
    assert_eq!(code, 2, "{said}");
    assert!(said.contains("take a name first"), "{said}");
    assert_eq!(
        run(as_player(&desk, &["lobby", &server, "name", "Ada"])).0,
        0
    );
    let (code, said) = run_with_input(as_player(&desk, &password), "correct horse battery\n");
    assert_eq!(code, 0, "{said}");
    assert!(
        said.contains(&format!(
            "Ada has a password on {server} now. From another computer: morris lobby {server} name Ada --password"
        )),
        "{said}"
    );

    let claim = ["lobby", &server, "name", "ada", "--password"];
    let (code, said) = run_with_input(as_player(&laptop, &claim), "correct horse\n");
    assert_eq!(code, 2, "{said}");
    assert!(said.contains("wrong password"), "{said}");
    assert!(!laptop.exists());
    let (code, said) = run_with_input(as_player(&laptop, &claim), "correct horse battery\n");
    assert_eq!(code, 0, "{said}");
    assert!(said.contains("You play as Ada on"), "{said}");
    // The laptop's own key is Ada's now: no password the next time.
    let (code, said) = run(as_player(&laptop, &["lobby", &server, "name", "Ada"]));
    assert_eq!(code, 0, "{said}");
}

#[test]
fn play_seek_and_play_quick_are_the_lobby_s_seek_and_quick() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_server(dir.path());
    let file = |name: &str| dir.path().join(format!("{name}.ron"));
    for name in ["Ada", "Bo_2", "Cy_3", "Dee_4"] {
        let said = run(as_player(&file(name), &["lobby", &server, "name", name]));
        assert_eq!(said.0, 0, "{}", said.1);
    }
    let seeker = Terminal::start_command(as_player(
        &file("Ada"),
        &[
            "play",
            "--seek",
            &server,
            "--variant",
            "three-mens-morris",
            "--clock",
            "5+0",
            "--rated",
            "--range",
            "1400-1600",
            "--play-white",
        ],
    ));
    seeker.wait_for("Waiting for an opponent");
    let (_, list) = run(as_player(&file("Bo_2"), &["lobby", &server]));
    let line = list
        .lines()
        .find(|l| {
            l.contains("Ada (1500?)  Three Men's Morris  5m+0s  rated, for ratings 1400-1600")
        })
        .unwrap_or_else(|| panic!("the challenge is listed with its range:\n{list}"));
    assert!(!line.contains("not for you"), "{line}");
    let seek = line.split_whitespace().next().unwrap();
    let taker = Terminal::start_command(as_player(
        &file("Bo_2"),
        &["lobby", &server, "accept", seek],
    ));
    seeker.wait_for("Paired with Bo_2: you play White, rated.");
    taker.wait_for("Paired with Ada: you play Black, rated.");

    let quick = [
        "play",
        "--quick",
        &server,
        "lasker-morris",
        "3+2",
        "--rated",
    ];
    let players: Vec<Terminal> = ["Cy_3", "Dee_4"]
        .iter()
        .map(|name| {
            let player = Terminal::start_command(as_player(&file(name), &quick));
            player.wait_for("In the quick-pairing pool.");
            player
        })
        .collect();
    players[0].wait_for("Paired with Dee_4: you play");
    players[1].wait_for("Paired with Cy_3: you play");
    // A clock that is not one is said before anything is sent.
    let (code, said) = run(piped_morris(&[
        "play",
        "--quick",
        &server,
        "lasker-morris",
        "soon",
    ]));
    assert_eq!(code, 2, "{said}");
    assert!(said.contains("--quick"), "{said}");
}
