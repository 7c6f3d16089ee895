//! `morris puzzles generate VARIANT --tactics`: tactical puzzles from
//! self-play, proved by bounded search, added to a set without its symmetric
//! twins; `puzzles check` proves them again without a table, and refuses a
//! stopped threat whose turn lets the threat through, where it stands.

use std::fs;

use morris_core::move_text;
use morris_learn::puzzles::{self, Theme};

use super::{Morris, Run};

/// `morris puzzles generate VARIANT --tactics --count COUNT --games GAMES` and `more`.
fn tactics(morris: &Morris, variant: &str, count: &str, games: &str, more: &[&str]) -> Run {
    let mut args = vec![
        "puzzles",
        "generate",
        variant,
        "--tactics",
        "--count",
        count,
        "--games",
        games,
    ];
    args.extend_from_slice(more);
    morris.run(&args)
}

#[test]
fn tactical_puzzles_are_made_added_to_a_set_and_proved_again_without_a_table() {
    let dir = tempfile::tempdir().unwrap();
    let morris = Morris::new().dir(dir.path());
    let made = tactics(&morris, "morabaraba", "4", "2", &["--out", "first.ron"]);
    assert_eq!(made.code, 0, "{}", made.stderr);
    assert!(made.stderr.contains("Kept 4 puzzles"), "{}", made.stderr);
    let first = fs::read_to_string(dir.path().join("first.ron")).unwrap();
    assert!(
        first.contains("--tactics --count 4 --games 2 --seed 1"),
        "{first}"
    );
    assert_eq!(first.matches("found:Some(").count(), 4);

    // The same games again add nothing new: every puzzle is a twin.
    let again = tactics(
        &morris,
        "morabaraba",
        "4",
        "2",
        &["--add-to", "first.ron", "--out", "again.ron"],
    );
    assert_eq!(again.code, 0, "{}", again.stderr);
    let again = fs::read_to_string(dir.path().join("again.ron")).unwrap();
    assert_eq!(again.matches("found:Some(").count(), 4);
    assert!(again.contains("--add-to first.ron"), "{again}");

    let checked = morris.run(&["puzzles", "check", "again.ron"]);
    assert_eq!(checked.code, 0, "{}", checked.stderr);
    assert!(
        checked.stdout.contains("proved by exhaustive search"),
        "{}",
        checked.stdout
    );
}

#[test]
fn a_stopped_threat_whose_turn_lets_it_through_is_refused_where_it_stands() {
    let dir = tempfile::tempdir().unwrap();
    let morris = Morris::new().dir(dir.path());
    let made = tactics(
        &morris,
        "nine-mens-morris",
        "12",
        "4",
        &["--out", "set.ron"],
    );
    assert_eq!(made.code, 0, "{}", made.stderr);
    let text = fs::read_to_string(dir.path().join("set.ron")).unwrap();
    let read = puzzles::parse_set("set.ron", &text).unwrap();
    let (number, puzzle) = read
        .set
        .puzzles
        .iter()
        .enumerate()
        .find(|(_, p)| p.theme == Theme::StopThreat)
        .expect("a stopped threat among 12 puzzles");
    // Its one turn swapped for another legal turn, which lets the threat through.
    let rules = &read.rules;
    let other = puzzle
        .position
        .legal_moves(rules)
        .into_iter()
        .find(|&mv| mv != puzzle.line[0])
        .unwrap();
    let entry = text.lines().nth(number + 4).unwrap();
    let was = format!("line:[\"{}\"]", move_text(rules, puzzle.line[0]));
    let now = format!("line:[\"{}\"]", move_text(rules, other));
    let wrong = text.replacen(entry, &entry.replacen(&was, &now, 1), 1);
    fs::write(dir.path().join("wrong.ron"), &wrong).unwrap();
    let checked = morris.run(&["puzzles", "check", "wrong.ron"]);
    assert_eq!(checked.code, 1, "{}{}", checked.stdout, checked.stderr);
    let said = format!("wrong.ron:{}:", number + 5);
    assert!(checked.stderr.contains(&said), "{said}: {}", checked.stderr);
    assert!(
        checked
            .stderr
            .contains("does not stop the other side's threat"),
        "{}",
        checked.stderr
    );
}

/// A board nobody shipped: the 24 points of Nine Men's Morris with the
/// corner diagonals, ten pieces each, no flying.
const UNSEEN: &str = r#"(
    base: "nine-mens-morris",
    name: "Diagonal Tens",
    lines: [
        ["a7", "d7", "g7"], ["g7", "g4", "g1"], ["g1", "d1", "a1"], ["a1", "a4", "a7"],
        ["b6", "d6", "f6"], ["f6", "f4", "f2"], ["f2", "d2", "b2"], ["b2", "b4", "b6"],
        ["c5", "d5", "e5"], ["e5", "e4", "e3"], ["e3", "d3", "c3"], ["c3", "c4", "c5"],
        ["d7", "d6", "d5"], ["d3", "d2", "d1"], ["a4", "b4", "c4"], ["e4", "f4", "g4"],
        ["a1", "b2", "c3"], ["g1", "f2", "e3"], ["a7", "b6", "c5"], ["g7", "f6", "e5"],
    ],
    pieces: 10,
    flying: Never,
)"#;

#[test]
fn a_rules_file_nobody_shipped_gets_a_set_named_by_its_fingerprint() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("diagonal-tens.ron"), UNSEEN).unwrap();
    let morris = Morris::new().dir(dir.path());
    let made = morris.run(&[
        "puzzles",
        "generate",
        "--rules",
        "diagonal-tens.ron",
        "--tactics",
        "--count",
        "3",
        "--games",
        "3",
        "--out",
        "mine.ron",
    ]);
    assert_eq!(made.code, 0, "{}", made.stderr);
    let set = fs::read_to_string(dir.path().join("mine.ron")).unwrap();
    assert!(set.contains("variant: \"rules-"), "{set}");
    assert!(
        set.contains("generate --rules diagonal-tens.ron --tactics"),
        "{set}"
    );

    // Without its rules the set cannot be read; with them it is proved.
    let blind = morris.run(&["puzzles", "check", "mine.ron"]);
    assert_eq!(blind.code, 1, "{}{}", blind.stdout, blind.stderr);
    assert!(blind.stderr.contains("--rules"), "{}", blind.stderr);
    let checked = morris.run(&[
        "puzzles",
        "check",
        "mine.ron",
        "--rules",
        "diagonal-tens.ron",
    ]);
    assert_eq!(checked.code, 0, "{}{}", checked.stdout, checked.stderr);
    assert!(
        checked.stdout.contains("All 3 puzzles"),
        "{}",
        checked.stdout
    );

    // More are added to it, read with the same rules.
    let more = morris.run(&[
        "puzzles",
        "generate",
        "--rules",
        "diagonal-tens.ron",
        "--tactics",
        "--count",
        "2",
        "--games",
        "3",
        "--seed",
        "2",
        "--add-to",
        "mine.ron",
        "--out",
        "more.ron",
    ]);
    assert_eq!(more.code, 0, "{}", more.stderr);
    let more = fs::read_to_string(dir.path().join("more.ron")).unwrap();
    assert!(more.matches("found:Some(").count() > 3, "{more}");
}
