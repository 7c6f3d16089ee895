//! Files from strangers, second round: a record's rules file is read only in
//! its folder and never through a link, a save's destination is refused
//! before the work, and records in every format load for play as for review.

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use super::{Morris, TRIANGLE};

/// A game of Nine Men's Morris whose `Variant` tag is `variant`.
fn record_naming(dir: &Path, variant: &str) {
    let text = format!("[Variant \"{variant}\"]\n\n1. d6 d2 2. d5 *\n");
    fs::write(dir.join("game.pgn"), text).unwrap();
}

#[cfg(unix)]
#[test]
fn a_link_beside_a_record_is_not_followed_out_of_its_folder() {
    let elsewhere = tempfile::tempdir().unwrap();
    let secret = elsewhere.path().join("secret.txt");
    fs::write(&secret, "TOPSECRET the first token\n").unwrap();
    let planted = elsewhere.path().join("evil.ron");
    fs::write(&planted, TRIANGLE).unwrap();
    let dir = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(&secret, dir.path().join("notes.ron")).unwrap();
    std::os::unix::fs::symlink(&planted, dir.path().join("evil.ron")).unwrap();
    for variant in ["notes", "evil.ron"] {
        record_naming(dir.path(), variant);
        let run = Morris::new()
            .dir(dir.path())
            .run(&["review", "game.pgn", "--depth", "1"]);
        assert_eq!(run.code, 1, "{variant}: {}", run.stderr);
        assert!(!run.stderr.contains("TOPSECRET"), "{}", run.stderr);
        assert!(
            run.stderr.contains("it is a symbolic link"),
            "{variant}: {}",
            run.stderr
        );
        let run = Morris::new()
            .dir(dir.path())
            .stdin("quit\n")
            .run(&["play", "--load", "game.pgn", "--white", "human"]);
        assert_ne!(run.code, 0, "{variant}: a linked rules file played");
        assert!(run.stderr.contains("symbolic link"), "{}", run.stderr);
    }
    // The same file, really in the folder, loads.
    fs::remove_file(dir.path().join("evil.ron")).unwrap();
    fs::copy(&planted, dir.path().join("evil.ron")).unwrap();
    fs::write(
        dir.path().join("game.pgn"),
        "[Variant \"evil.ron\"]\n\n1. a1 e1 *\n",
    )
    .unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .run(&["review", "game.pgn", "--depth", "1"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[cfg(unix)]
#[test]
fn a_fifo_named_by_a_variant_tag_is_said_to_be_one() {
    let dir = tempfile::tempdir().unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(dir.path().join("piped.ron"))
        .status()
        .unwrap();
    assert!(made.success());
    record_naming(dir.path(), "piped");
    let run = Morris::new()
        .dir(dir.path())
        .run(&["review", "game.pgn", "--depth", "1"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stderr.contains("it is a FIFO"), "{}", run.stderr);
    assert!(!run.stderr.contains("unknown variant"), "{}", run.stderr);
}

#[cfg(unix)]
#[test]
fn a_review_refuses_its_destination_before_analysing() {
    let dir = tempfile::tempdir().unwrap();
    record_naming(dir.path(), "nine-mens-morris");
    std::os::unix::fs::symlink("/etc/hostname", dir.path().join("link.pgn")).unwrap();
    for (destination, why) in [
        ("link.pgn", "symbolic link"),
        ("no-folder/out.pgn", "no such file or folder"),
    ] {
        let started = Instant::now();
        // Five seconds a turn: the refusal must come long before that.
        let run = Morris::new().dir(dir.path()).run(&[
            "review",
            "game.pgn",
            "--time",
            "5",
            "--write",
            destination,
        ]);
        assert!(started.elapsed() < Duration::from_secs(4), "{destination}");
        assert_eq!(run.code, 2, "{}", run.stderr);
        assert!(run.stderr.contains(why), "{destination}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{}", run.stdout);
    }
}

#[test]
fn a_match_refuses_its_records_file_before_the_first_game() {
    let dir = tempfile::tempdir().unwrap();
    let engine = format!("'{}' engine --level 1", env!("CARGO_BIN_EXE_morris"));
    let run = Morris::new().dir(dir.path()).run(&[
        "match",
        "--engine",
        &engine,
        "--engine",
        &engine,
        "--games",
        "2",
        "--movetime",
        "20",
        "--pgn",
        "no-folder/games.pgn",
    ]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stderr.contains("no-folder/games.pgn"), "{}", run.stderr);
    assert!(
        !run.stdout.lines().any(|l| l.starts_with("game ")),
        "a game was played: {}",
        run.stdout
    );
}

#[test]
fn play_loads_numbered_moves_and_a_mill_fen_as_review_does() {
    let dir = tempfile::tempdir().unwrap();
    let records = [
        (
            "numbered.txt",
            "1. 5 20\n2. 6 17\n",
            "Last moves: White f6, Black d3",
        ),
        (
            "fen.pgn",
            "[FEN \"********/OO*@@@*O/O***@*** w m s 4 0 4 0 0 0 -1 -1 -1 -1 0 12\"]\n\n12. f6-f4 *\n",
            "Last move: White f6-f4\nMove 12: Black to move",
        ),
    ];
    for (name, text, shown) in records {
        fs::write(dir.path().join(name), text).unwrap();
        let run = Morris::new().dir(dir.path()).stdin("quit\n").run(&[
            "play", "--load", name, "--white", "human", "--black", "human",
        ]);
        assert_eq!(run.code, 0, "{name}: {}", run.stderr);
        assert!(run.stdout.contains(shown), "{name}: {}", run.stdout);
    }
}

#[test]
fn a_position_tag_that_is_no_position_says_so() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("game.pgn"),
        "[Variant \"nine-mens-morris\"]\n[Position \"this is not a position\"]\n\n*\n",
    )
    .unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .run(&["review", "game.pgn", "--depth", "1"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stderr.contains("\"this\" is not a board"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("has 4 points"), "{}", run.stderr);
}
