//! `morris puzzles generate VARIANT --tactics`: tactical puzzles from
//! self-play, proved by bounded search, added to a set without its symmetric
//! twins; `puzzles check` proves them again without a table, and refuses a
//! stopped threat whose turn lets the threat through, where it stands.

use std::fs;

use morris_core::move_text;
use morris_learn::puzzles::{self, Theme};

use morris_testkit::DIAGONAL_TENS;

use super::{Morris, Run};

/// `morris puzzles generate OF --tactics --count COUNT --games GAMES MORE...`,
/// `of` a variant id or `--rules FILE`.
fn tactics(morris: &Morris, of: &[&str], count: &str, games: &str, more: &[&str]) -> Run {
    let mut args = vec!["puzzles", "generate"];
    args.extend_from_slice(of);
    args.extend_from_slice(&["--tactics", "--count", count, "--games", games]);
    args.extend_from_slice(more);
    morris.run(&args)
}

#[test]
fn tactical_puzzles_are_made_added_to_a_set_and_proved_again_without_a_table() {
    let dir = tempfile::tempdir().unwrap();
    let morris = Morris::new().dir(dir.path());
    let made = tactics(&morris, &["morabaraba"], "4", "2", &["--out", "first.ron"]);
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
        &["morabaraba"],
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
        &["nine-mens-morris"],
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

#[test]
fn a_rules_file_nobody_shipped_gets_a_set_named_by_its_fingerprint() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("diagonal-tens.ron"), DIAGONAL_TENS).unwrap();
    let morris = Morris::new().dir(dir.path());
    let rules = ["--rules", "diagonal-tens.ron"];
    let made = tactics(&morris, &rules, "3", "3", &["--out", "mine.ron"]);
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
    let more = ["--seed", "2", "--add-to", "mine.ron", "--out", "more.ron"];
    let more = tactics(&morris, &rules, "2", "3", &more);
    assert_eq!(more.code, 0, "{}", more.stderr);
    let more = fs::read_to_string(dir.path().join("more.ron")).unwrap();
    assert!(more.matches("found:Some(").count() > 3, "{more}");
}

/// The solver's turns of `puzzle`, a line each, as typed at the prompt.
fn solution_lines(rules: &morris_core::Rules, puzzle: &puzzles::Puzzle) -> String {
    let positions = puzzle.positions(rules);
    let turns = positions.iter().zip(&puzzle.line);
    turns
        .filter(|(pos, _)| pos.side_to_move() == puzzle.solver())
        .map(|(_, &mv)| move_text(rules, mv) + "\n")
        .collect()
}

#[test]
fn a_rules_file_nobody_shipped_gets_its_puzzles_made_and_solved_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let rules = morris_testkit::flying_three();
    fs::write(dir.path().join("flying.ron"), rules.source().0).unwrap();
    let standing = dir.path().join("standing.ron");
    let morris = Morris::new()
        .dir(dir.path())
        .cache_dir(dir.path())
        .env("MORRIS_PUZZLES_FILE", standing.to_str().unwrap());
    // The set is made as the desktop game and the page make it.
    let options = morris_ai::solve::SolveOptions {
        cache_dir: Some(dir.path().to_path_buf()),
        ..Default::default()
    };
    let rules = std::sync::Arc::new(rules);
    let set = puzzles::make_set(&rules, &options).unwrap();
    let first = &set.puzzles[0];
    let script = solution_lines(&rules, first) + "quit\n";
    let run = morris
        .stdin(&script)
        .run(&["puzzle", "--rules", "flying.ron", "--number", "1"]);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    assert!(run.stdout.contains("making one now"), "{}", run.stdout);
    let made = format!("{} puzzles made for Flying Three", set.puzzles.len());
    assert!(run.stdout.contains(&made), "{}", run.stdout);
    assert!(run.stdout.contains("Solved"), "{}", run.stdout);
    let standing = puzzles::read_standing(&standing).unwrap();
    let key = puzzles::variant_key(&rules);
    assert!(standing.ratings.iter().any(|r| r.variant == key));
}

#[test]
fn a_set_made_for_a_rules_file_is_solved_with_them() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("diagonal-tens.ron"), DIAGONAL_TENS).unwrap();
    let standing = dir.path().join("standing.ron");
    let morris = || {
        Morris::new()
            .dir(dir.path())
            .env("MORRIS_PUZZLES_FILE", standing.to_str().unwrap())
    };
    let rules = ["--rules", "diagonal-tens.ron"];
    let made = tactics(&morris(), &rules, "2", "3", &["--out", "mine.ron"]);
    assert_eq!(made.code, 0, "{}", made.stderr);
    let read = puzzles::read_set_for(
        &dir.path().join("mine.ron"),
        Some(&morris_core::Rules::from_source("diagonal-tens", "d.ron", DIAGONAL_TENS).unwrap()),
    )
    .unwrap();
    let script = solution_lines(&read.rules, &read.set.puzzles[0]) + "quit\n";
    let run = morris().stdin(&script).run(&[
        "puzzle",
        "--file",
        "mine.ron",
        "--rules",
        "diagonal-tens.ron",
        "--number",
        "1",
    ]);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    assert!(run.stdout.contains("Solved"), "{}", run.stdout);
    // Without the rules it is refused at the variant's place.
    let blind = morris().run(&["puzzle", "--file", "mine.ron"]);
    assert_ne!(blind.code, 0, "{}", blind.stdout);
    assert!(blind.stderr.contains("--rules"), "{}", blind.stderr);
}
