//! The exit codes: 0 success, 1 a check failed, 2 usage or I/O error.

use super::{Morris, morris};

#[test]
fn usage_errors_exit_2() {
    for args in [
        &[][..],
        &["fly"],
        &["perft", "nine-mens-morris"],
        &["perft", "nine-mens-morris", "deep"],
        &["play", "--white", "robot"],
    ] {
        let run = morris(args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(!run.stderr.is_empty());
    }
    let run = morris(&["perft", "ten-mens-morris", "1"]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.starts_with(
        "morris: unknown variant \"ten-mens-morris\"; known variants: nine-mens-morris,"
    ));
}

#[test]
fn out_of_range_numbers_are_named_clearly() {
    // A negative time reaches the check that explains it, instead of being read as a flag.
    let run = morris(&["analyze", "three-mens-morris", "--time", "-1"]);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "morris: --time -1: give a number of seconds above 0\n"
    );
    // No games and depth 0 are refused rather than printing an empty table or searching depth 1.
    for args in [
        &["selfplay", "three-mens-morris", "--games", "0"][..],
        &["analyze", "three-mens-morris", "--depth", "0"],
    ] {
        let run = morris(args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stdout);
        assert!(
            run.stderr.contains("0 is not in 1.."),
            "{args:?}: {}",
            run.stderr
        );
    }
}

#[test]
fn help_and_version_exit_0() {
    let run = morris(&["--help"]);
    assert_eq!(run.code, 0);
    assert!(
        run.stdout
            .contains("Exit codes: 0 success, 1 a check failed")
    );
    assert_eq!(morris(&["--version"]).code, 0);
    assert_eq!(morris(&["play", "--help"]).code, 0);
}

#[test]
fn a_broken_record_or_rules_file_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("game.txt"),
        "[Variant \"three-mens-morris\"]\n\n1. a1 a1 *\n",
    )
    .unwrap();
    std::fs::write(dir.path().join("bad.ron"), "(name: \"x\")").unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .run(&["play", "--load", "game.txt"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "morris: cannot load game.txt: move 1... a1 (Black, line 3) cannot be played: a1 is not empty\n"
    );
    let run = Morris::new()
        .dir(dir.path())
        .run(&["play", "--rules", "bad.ron"]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.starts_with("morris: bad.ron:1:"),
        "{}",
        run.stderr
    );
    let run = Morris::new()
        .dir(dir.path())
        .run(&["play", "--load", "missing.txt"]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.starts_with("morris: cannot read missing.txt: "),
        "{}",
        run.stderr
    );
}

#[test]
fn a_closed_stdout_is_not_an_error() {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(["perft", "nine-mens-morris", "1", "--divide"])
        .stdout(writer)
        .stderr(std::process::Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(
        status.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    assert!(status.stderr.is_empty());
}

#[test]
fn a_rules_file_given_too_large_to_read_is_an_io_error() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("game.pgn"),
        "[Variant \"big\"]\n[Result \"*\"]\n\n1. a1 *\n",
    )
    .unwrap();
    let big = std::fs::File::create(dir.path().join("big.ron")).unwrap();
    big.set_len(morris_core::safe_file::TEXT_CAP + 1).unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .run(&["review", "game.pgn", "--rules", "big.ron", "--depth", "1"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("it is larger than 4 MB"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_relative_xdg_data_home_is_ignored() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("home")).unwrap();
    std::fs::write(
        dir.path().join("game.pgn"),
        "[Variant \"three-mens-morris\"]\n[Result \"*\"]\n\n1. b2 a1 2. c1 a3 *\n",
    )
    .unwrap();
    let home = dir.path().join("home");
    let run = Morris::new()
        .dir(dir.path())
        .env("HOME", home.to_str().unwrap())
        .env("XDG_DATA_HOME", "relative")
        .env("MORRIS_DRILLS_FILE", "")
        .run(&["review", "game.pgn", "--depth", "2", "--drills"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(!dir.path().join("relative").exists(), "{}", run.stdout);
    assert!(
        home.join(".local/share/morris/drills.ron").exists(),
        "{}",
        run.stdout
    );
}
