//! What `morris board` (and every command that writes) may write: never one
//! of its inputs, never one file twice under two spellings, never a file
//! nobody named without --force, each checked before the work, all or none.

use std::fs;
use std::path::Path;

use super::Morris;

const TINY: &str = "(board: \"three-by-three\", name: \"Tiny\", pieces: 3)";

fn board(dir: &Path, args: &[&str]) -> super::Run {
    let mut all = vec!["board"];
    all.extend_from_slice(args);
    Morris::new().dir(dir).run(&all)
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn the_board_maker_never_writes_over_its_rules_file() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("my.ron"), TINY).unwrap();
    fs::create_dir(dir.path().join("real")).unwrap();
    fs::write(dir.path().join("real/mine.ron"), TINY).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(dir.path().join("real"), dir.path().join("linked")).unwrap();
    for args in [
        ["my.ron", "--svg", "my.ron"],
        ["./my.ron", "--pdf", "my.ron"],
        ["my.ron", "--pdf", "./real/../my.ron"],
        ["real/mine.ron", "--pdf", "linked/mine.ron"],
    ] {
        let run = board(dir.path(), &args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(
            run.stderr.contains("which this command reads"),
            "{args:?}: {}",
            run.stderr
        );
        assert_eq!(fs::read_to_string(dir.path().join("my.ron")).unwrap(), TINY);
        assert_eq!(
            fs::read_to_string(dir.path().join("real/mine.ron")).unwrap(),
            TINY
        );
    }
    assert_eq!(files_in(dir.path()), ["linked", "my.ron", "real"]);
}

#[test]
fn the_board_maker_never_writes_over_a_rules_file_of_the_user_folder() {
    let dir = tempfile::tempdir().unwrap();
    let user = tempfile::tempdir().unwrap();
    fs::write(user.path().join("mine.ron"), TINY).unwrap();
    fs::write(
        dir.path().join("on-mine.ron"),
        "(base: \"mine\", name: \"On mine\")",
    )
    .unwrap();
    let base = user.path().join("mine.ron");
    let run = Morris::new().dir(dir.path()).rules_dir(user.path()).run(&[
        "board",
        "on-mine.ron",
        "--pdf",
        base.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("which this command reads"),
        "{}",
        run.stderr
    );
    assert_eq!(fs::read_to_string(&base).unwrap(), TINY);
}

#[test]
fn a_back_side_nobody_named_is_replaced_only_with_force() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("mine-back.svg"), "my own drawing").unwrap();
    let run = board(dir.path(), &["three-mens-morris", "--svg", "mine.svg"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(
        run.stderr.trim(),
        "morris: mine-back.svg exists and was not named: move it away, or pass --force to replace it"
    );
    assert_eq!(files_in(dir.path()), ["mine-back.svg"], "nothing written");
    let run = board(
        dir.path(),
        &["three-mens-morris", "--svg", "mine.svg", "--force"],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        fs::read_to_string(dir.path().join("mine-back.svg"))
            .unwrap()
            .contains("<svg")
    );
    // The file named is the user's to replace, without --force.
    let run = board(dir.path(), &["three-mens-morris", "--pdf", "mine.svg"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn two_outputs_that_are_one_file_are_refused_before_either_is_written() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        ["--svg", "x.out", "--pdf", "x.out"],
        ["--svg", "x.svg", "--pdf", "x-back.svg"],
        ["--svg", "x.svg", "--pdf", "./x.svg"],
    ] {
        let mut all = vec!["three-mens-morris"];
        all.extend_from_slice(&args);
        let run = board(dir.path(), &all);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(
            run.stderr.contains("are the same file"),
            "{args:?}: {}",
            run.stderr
        );
        assert!(files_in(dir.path()).is_empty(), "{args:?}");
    }
}

#[test]
fn a_folder_where_the_back_goes_stops_the_board_before_the_front() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("x-back.svg")).unwrap();
    let run = board(
        dir.path(),
        &["three-mens-morris", "--svg", "x.svg", "--pdf", "x.pdf"],
    );
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(
        run.stderr.trim(),
        "morris: cannot write x-back.svg: it is a folder"
    );
    assert_eq!(files_in(dir.path()), ["x-back.svg"]);
    // `.` is a folder, said as one (it does not end with "/").
    let run = board(dir.path(), &["three-mens-morris", "--svg", "."]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(run.stderr.trim(), "morris: cannot write .: it is a folder");
}

#[test]
fn a_size_out_of_range_is_said_in_a_few_digits() {
    let dir = tempfile::tempdir().unwrap();
    let run = board(
        dir.path(),
        &["nine-mens-morris", "--svg", "x.svg", "--size", "1e-300"],
    );
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr.trim(),
        "morris: the board's size is 1.000e-300 mm; it must be from 40 to 3000 mm"
    );
}

#[test]
fn a_name_of_a_million_characters_is_refused_by_rules_check_and_the_board_maker() {
    let dir = tempfile::tempdir().unwrap();
    let text = format!(
        "(board: \"three-by-three\", pieces: 3, name: \"{}\")",
        "N".repeat(1_000_000)
    );
    fs::write(dir.path().join("long.ron"), text).unwrap();
    let started = std::time::Instant::now();
    let check = Morris::new()
        .dir(dir.path())
        .run(&["rules", "check", "long.ron"]);
    let made = board(dir.path(), &["long.ron", "--pdf", "long.pdf"]);
    assert!(started.elapsed().as_secs() < 10, "{:?}", started.elapsed());
    for run in [check, made] {
        assert_eq!(run.code, 1, "{}", run.stderr);
        let said = format!("{}{}", run.stdout, run.stderr);
        assert!(
            said.contains("long.ron:1:44: name is 1000000 characters long; it may have at most 80"),
            "{said}"
        );
    }
    assert!(!dir.path().join("long.pdf").exists());
}

#[test]
fn a_review_never_writes_over_the_record_it_reads() {
    let dir = tempfile::tempdir().unwrap();
    let game = "[Variant \"three-mens-morris\"]\n[Result \"*\"]\n\n1. b2 a1 *\n";
    fs::write(dir.path().join("game.pgn"), game).unwrap();
    let run = Morris::new().dir(dir.path()).run(&[
        "review",
        "game.pgn",
        "--depth",
        "1",
        "--write",
        "./game.pgn",
    ]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("which this command reads"),
        "{}",
        run.stderr
    );
    assert_eq!(
        fs::read_to_string(dir.path().join("game.pgn")).unwrap(),
        game
    );
}
