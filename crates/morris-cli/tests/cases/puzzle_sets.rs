//! What `morris puzzles check` holds a set to, as docs/puzzles.md states it
//! (at least one puzzle, each once, counters at zero, a difficulty the search
//! can have measured, `any_winning_move` only where more than one turn wins),
//! and the numbers `puzzles generate` and `puzzle` take.

use std::fs;
use std::time::{Duration, Instant};

use super::Morris;

/// A set of Three Men's Morris holding `entries`, one a line.
fn set(entries: &[&str]) -> String {
    let lines: String = entries.iter().map(|e| format!("        {e},\n")).collect();
    format!("(\n    variant: \"three-mens-morris\",\n    puzzles: [\n{lines}    ],\n)\n")
}

/// The shipped set's first puzzle, with its position, flag and difficulty given.
fn entry(position: &str, any: bool, depth: &str) -> String {
    format!(
        "(position:\"{position}\",theme:StopMill,line:[\"c3\"],any_winning_move:{any},difficulty:(depth:{depth},tempting:0))"
    )
}

const FIRST: &str = "WB..W.... b 1 2 0 0";
const SECOND: &str = "WB....W.. b 1 2 0 0";

/// `morris puzzles check` and `morris puzzle --file` of a set holding `text`.
fn both(text: &str) -> [super::Run; 2] {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("set.ron"), text).unwrap();
    let morris = Morris::new().dir(dir.path()).stdin("quit\n");
    [
        morris.run(&["puzzles", "check", "set.ron"]),
        morris.run(&["puzzle", "--file", "set.ron"]),
    ]
}

fn refused(text: &str, at: &str, why: &str) {
    for run in both(text) {
        assert_eq!(run.code, 1, "{why}: {}{}", run.stdout, run.stderr);
        let said = format!("set.ron:{at}: {why}");
        assert!(run.stderr.contains(&said), "{said}\n{}", run.stderr);
    }
}

#[test]
fn a_difficulty_the_search_cannot_have_measured_is_refused() {
    let huge = set(&[&entry(FIRST, false, "Some(4000000000)")]);
    refused(
        &huge,
        "4:19",
        "puzzle 1: the difficulty's depth is 4000000000; it is from 1 to 8, or None",
    );
    let zero = set(&[&entry(FIRST, false, "Some(0)")]);
    refused(
        &zero,
        "4:19",
        "puzzle 1: the difficulty's depth is 0; it is from 1 to 8, or None",
    );
    let tempting =
        set(&[&entry(FIRST, false, "None").replace("tempting:0", "tempting:4294967295")]);
    refused(
        &tempting,
        "4:19",
        "puzzle 1: the difficulty counts 4294967295 tempting wrong turns",
    );
}

#[test]
fn a_puzzle_twice_counters_in_a_position_and_an_empty_set_are_refused() {
    let twice = set(&[
        &entry(FIRST, false, "Some(1)"),
        &entry(FIRST, false, "Some(1)"),
    ]);
    refused(&twice, "5:19", "puzzle 2 is puzzle 1 again");
    // The same position mirrored is the same puzzle.
    let mirrored = set(&[
        &entry(FIRST, false, "Some(1)"),
        &entry("W..BW.... b 1 2 0 0", false, "Some(1)"),
    ]);
    refused(&mirrored, "5:19", "puzzle 2 is puzzle 1 again");
    let counters = set(&[&entry("WB..W.... b 1 2 5 9", false, "Some(1)")]);
    refused(
        &counters,
        "4:19",
        "puzzle 1: the position's counters are 5 and 9; a puzzle's are 0 and 0",
    );
    refused(&set(&[]), "3:5", "the set holds no puzzle");
    // Two puzzles that differ are a set.
    let fine = set(&[
        &entry(FIRST, false, "Some(1)"),
        &entry(SECOND, false, "Some(1)").replace("c3", "a2"),
    ]);
    let [check, _] = both(&fine);
    assert_eq!(check.code, 0, "{}", check.stderr);
    assert!(check.stdout.contains("All 2 puzzles"), "{}", check.stdout);
}

#[test]
fn any_winning_move_where_one_turn_wins_is_refused() {
    let one = set(&[&entry(FIRST, true, "Some(1)")]);
    refused(
        &one,
        "4:19",
        "puzzle 1: any_winning_move, but only the line's last turn wins at once there",
    );
}

#[test]
fn generate_takes_one_puzzle_at_least_and_checks_its_file_first() {
    let dir = tempfile::tempdir().unwrap();
    let morris = Morris::new().dir(dir.path()).cache_dir(dir.path());
    let run = morris.run(&["puzzles", "generate", "three-mens-morris", "--count", "0"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stderr.contains("--count"), "{}", run.stderr);
    // Nine Men's Morris takes 20 s to solve: the file is refused long before.
    let started = Instant::now();
    let run = morris.run(&[
        "puzzles",
        "generate",
        "nine-mens-morris",
        "--out",
        "no-folder/set.ron",
    ]);
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(
        run.stderr.trim(),
        "morris: cannot write no-folder/set.ron: no such file or folder"
    );
}

#[test]
fn a_puzzle_number_beyond_the_set_is_refused_not_wrapped() {
    let run =
        Morris::new()
            .stdin("quit\n")
            .run(&["puzzle", "three-mens-morris", "--number", "258"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(
        run.stderr.trim(),
        "morris: --number 258: the set holds 257 puzzles (of the theme asked), numbered from 1"
    );
    let run =
        Morris::new()
            .stdin("quit\n")
            .run(&["puzzle", "three-mens-morris", "--number", "257"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("257 of 257"), "{}", run.stdout);
}
