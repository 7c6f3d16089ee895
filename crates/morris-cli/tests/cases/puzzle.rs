//! `morris puzzle` on piped stdin: a puzzle solved after an illegal turn and
//! both hints (the first hint counts it as missed), the next missed (its
//! solution shown), then quit, in English and French; the standing carried
//! from one run to the next, where the same puzzle solved again is practice
//! and leaves the rating where the first try put it; a corrupt standing
//! file kept aside; `morris puzzles check` refuses a corrupted set
//! where it stands, and `morris puzzles generate` writes a set it can read back.

use std::path::Path;

use morris_core::{Position, catalog, move_text};
use morris_learn::puzzles;

use super::Morris;

/// The number (from 1) of the first Nine Men's Morris puzzle with a
/// defender's reply, and the solver's lines for it and the next, from the
/// shipped set itself: an illegal turn, two hints and the first puzzle's
/// line; a legal turn that misses the second.
fn script(hint: &str, quit: &str) -> (String, String) {
    let (number, lines) = script_lines(hint, quit, true);
    (number, lines)
}

/// The script, with or without the illegal turn and hints.
fn script_lines(hint: &str, quit: &str, hints: bool) -> (String, String) {
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let set = puzzles::parse_set("nine", puzzles::shipped_set("nine-mens-morris").unwrap())
        .unwrap()
        .set;
    let at = set.puzzles.iter().position(|p| p.line.len() >= 3).unwrap();
    let (first, second) = (&set.puzzles[at], &set.puzzles[at + 1]);
    let mut lines = match hints {
        true => vec!["z9".to_string(), hint.to_string(), hint.to_string()],
        false => Vec::new(),
    };
    let positions = first.positions(&rules);
    for (pos, &mv) in positions.iter().zip(&first.line) {
        if pos.side_to_move() == first.solver() {
            lines.push(move_text(&rules, mv));
        }
    }
    let miss = miss(&rules, &second.position, second);
    lines.push(move_text(&rules, miss));
    // The refutation is played and a retry offered: Enter shows the solution.
    lines.push(String::new());
    lines.push(quit.to_string());
    ((at + 1).to_string(), lines.join("\n") + "\n")
}

/// A legal first turn that is not the puzzle's answer.
fn miss(rules: &morris_core::Rules, pos: &Position, puzzle: &puzzles::Puzzle) -> morris_core::Move {
    pos.legal_moves(rules)
        .into_iter()
        .find(|&mv| !puzzle.accepts(rules, 0, pos, mv))
        .unwrap()
}

/// `morris puzzle nine-mens-morris --number N` with the standing in `file`.
fn puzzle_run(file: &Path, lang: &str, number: &str, script: &str) -> super::Run {
    Morris::new()
        .env("LANG", lang)
        .env("MORRIS_PUZZLES_FILE", file.to_str().unwrap())
        .stdin(script)
        .run(&["puzzle", "nine-mens-morris", "--number", number])
}

#[test]
fn two_puzzles_of_nine_mens_morris() {
    let dir = tempfile::tempdir().unwrap();
    let (number, script) = script("hint", "quit");
    let run = puzzle_run(&dir.path().join("p.ron"), "C.UTF-8", &number, &script);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("A hint counts this puzzle as missed: your rating 1061"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Solved (practice, not rated)."),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("The solution:"), "{}", run.stdout);
    assert!(
        run.stdout.contains("Try again (practice, not rated)?"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("You solved 1 of 2 puzzles."),
        "{}",
        run.stdout
    );
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn the_same_puzzles_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let (number, script) = script("conseil", "quitter");
    let run = puzzle_run(&dir.path().join("p.ron"), "fr_FR.UTF-8", &number, &script);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("Résolu (entraînement, sans classement)."),
        "{}",
        run.stdout
    );
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn the_rating_survives_and_a_puzzle_solved_again_leaves_it_where_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("data/puzzles.ron");
    let (number, script) = script("hint", "quit");
    let first = puzzle_run(&file, "C.UTF-8", &number, &script);
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert!(
        first.stdout.contains("Your rating starts at 1500 (± 350)"),
        "{}",
        first.stdout
    );
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let standing = puzzles::read_standing(&file).unwrap();
    // The hinted puzzle and the missed one: two rated misses.
    assert_eq!((standing.attempts, standing.solved), (2, 0));
    assert_eq!((standing.streak, standing.best_streak), (0, 0));
    assert_eq!(standing.puzzles.len(), 2);
    let rating = standing.rating(&rules);
    assert!(rating.rating < 1100.0, "{rating:?}");
    let shown = format!("{} (± {})", rating.rating.round(), rating.deviation.round());
    // The next run starts where this one ended; the first puzzle, solved
    // now without a hint, is practice: the rating stays.
    let (_, clean) = script_lines("hint", "quit", false);
    let second = puzzle_run(&file, "C.UTF-8", &number, &clean);
    assert_eq!(second.code, 0, "{}", second.stderr);
    assert!(
        second.stdout.contains(&format!(
            "Your rating: {shown}; streak 0, best 0; 0 of 2 puzzles solved so far."
        )),
        "{}",
        second.stdout
    );
    assert!(
        second
            .stdout
            .contains("Practice: you tried this puzzle before; it is not rated."),
        "{}",
        second.stdout
    );
    assert!(
        second.stdout.contains("Solved (practice, not rated)."),
        "{}",
        second.stdout
    );
    let again = puzzles::read_standing(&file).unwrap();
    assert_eq!(again.rating(&rules), rating);
    assert_eq!((again.attempts, again.solved, again.streak), (2, 0, 0));
    let tried = standing.puzzles[0].rating.rating.round();
    assert!(
        second
            .stdout
            .contains(&format!("rated {tried} after one attempt.")),
        "{}",
        second.stdout
    );
    let french = puzzle_run(&file, "fr_FR.UTF-8", &number, "quitter\n");
    assert!(
        french
            .stdout
            .contains(&format!("Votre classement\u{202f}: {shown}")),
        "{}",
        french.stdout
    );
}

#[test]
fn a_corrupt_standing_is_kept_aside_and_the_standing_starts_afresh() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("puzzles.ron");
    std::fs::write(
        &file,
        "(\n    rating: (rating: 1600.0, deviation: -5.0, volatility: 0.06),\n)\n",
    )
    .unwrap();
    let (number, script) = script("hint", "quit");
    let run = puzzle_run(&file, "C.UTF-8", &number, &script);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("puzzles.ron:2:5: your rating holds numbers Glicko-2 never writes"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("puzzles.ron.corrupt"), "{}", run.stderr);
    assert!(
        run.stdout.contains("Your rating starts at 1500"),
        "{}",
        run.stdout
    );
    let aside = std::fs::read_to_string(dir.path().join("puzzles.ron.corrupt")).unwrap();
    assert!(aside.contains("-5.0"));
    assert_eq!(puzzles::read_standing(&file).unwrap().attempts, 2);
}

/// After a miss, `yes` tries the puzzle again, as practice: solved, the
/// rating stays where the miss put it.
#[test]
fn a_retry_after_a_refuted_miss_is_practice() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("p.ron");
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let set = puzzles::parse_set("nine", puzzles::shipped_set("nine-mens-morris").unwrap())
        .unwrap()
        .set;
    let at = set.puzzles.iter().position(|p| p.line.len() >= 3).unwrap();
    let puzzle = &set.puzzles[at];
    let mut lines = vec![
        move_text(&rules, miss(&rules, &puzzle.position, puzzle)),
        "yes".to_string(),
    ];
    for (pos, &mv) in puzzle.positions(&rules).iter().zip(&puzzle.line) {
        if pos.side_to_move() == puzzle.solver() {
            lines.push(move_text(&rules, mv));
        }
    }
    lines.push("quit".to_string());
    let run = puzzle_run(
        &file,
        "C.UTF-8",
        &(at + 1).to_string(),
        &(lines.join("\n") + "\n"),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    // The reply that punishes the miss, in one sentence, then the offer.
    assert!(run.stdout.contains(" replies "), "{}", run.stdout);
    assert!(
        run.stdout.contains("Try again (practice, not rated)?"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("Practice: you tried this puzzle before; it is not rated."),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Solved (practice, not rated)."),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("The solution:"), "{}", run.stdout);
    let standing = puzzles::read_standing(&file).unwrap();
    assert_eq!((standing.attempts, standing.solved), (1, 0));
    assert!(standing.rating(&rules).rating < 1500.0);
    assert_eq!(standing.puzzles[0].attempts, 2);
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn a_theme_chooses_the_puzzles() {
    let dir = tempfile::tempdir().unwrap();
    let run = Morris::new()
        .env(
            "MORRIS_PUZZLES_FILE",
            dir.path().join("p.ron").to_str().unwrap(),
        )
        .stdin("hint\nquit\n")
        .run(&[
            "puzzle",
            "three-mens-morris",
            "--theme",
            "win",
            "--number",
            "1",
        ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("to play and win in"), "{}", run.stdout);
    // The theme was chosen: the first hint names the piece, not the theme again.
    assert!(!run.stdout.contains("Theme: a win."), "{}", run.stdout);
    assert!(
        run.stdout.contains("Move the piece on") || run.stdout.contains("Place a piece"),
        "{}",
        run.stdout
    );
    let none = Morris::new().run(&["puzzle", "three-mens-morris", "--theme", "flying"]);
    assert!(
        none.stdout.contains("no puzzle of a flying endgame"),
        "{}",
        none.stdout
    );
}

#[test]
fn check_refuses_a_corrupted_set_at_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let text = puzzles::shipped_set("three-mens-morris").unwrap();
    let first = text.lines().nth(4).unwrap();
    let start = first.find("position:\"").unwrap() + "position:\"".len();
    let end = start + first[start..].find('"').unwrap();
    let bad = text.replacen(&first[start..end], "WWWWB.... w 0 0 0 0", 1);
    std::fs::write(dir.path().join("bad.ron"), bad).unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .cache_dir(dir.path())
        .run(&["puzzles", "check", "bad.ron"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stderr
            .contains(&format!("bad.ron:5:{start}: puzzle 1:")),
        "{}",
        run.stderr
    );
    let shipped = super::workspace().join("puzzles/three-mens-morris.ron");
    let good =
        Morris::new()
            .cache_dir(dir.path())
            .run(&["puzzles", "check", shipped.to_str().unwrap()]);
    assert_eq!(good.code, 0, "{}", good.stderr);
    assert!(
        good.stdout.contains("All 257 puzzles are proved"),
        "{}",
        good.stdout
    );
}

#[test]
fn generate_writes_a_set_that_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    let run = Morris::new().dir(dir.path()).cache_dir(dir.path()).run(&[
        "puzzles",
        "generate",
        "three-mens-morris",
        "--count",
        "5",
        "--out",
        "set.ron",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.contains("Kept 5 puzzles of"), "{}", run.stderr);
    let read = puzzles::read_set(&dir.path().join("set.ron")).unwrap();
    assert_eq!(read.set.puzzles.len(), 5);
}
