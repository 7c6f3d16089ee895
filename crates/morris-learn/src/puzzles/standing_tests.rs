use super::*;
use crate::puzzles::{PuzzleTry, parse_set, shipped_set};

fn set(variant: &str) -> (Rules, Vec<Puzzle>) {
    let read = parse_set("set.ron", shipped_set(variant).unwrap()).unwrap();
    (read.rules, read.set.puzzles)
}

fn first_two() -> (Rules, Puzzle, Puzzle) {
    let (rules, puzzles) = set("three-mens-morris");
    (rules, puzzles[0].clone(), puzzles[1].clone())
}

#[test]
fn a_puzzle_starts_at_its_difficulty_and_loses_when_solved() {
    let (rules, puzzle, _) = first_two();
    let mut standing = Standing::default();
    let start = puzzle.difficulty.rating();
    assert_eq!(standing.puzzle_rating(&rules, &puzzle).rating, start);
    assert!(standing.puzzle(&rules, &puzzle).is_none());
    assert!(standing.is_rated(&rules, &puzzle));
    let recorded = standing.record(&rules, &puzzle, AttemptEnd::Solved);
    assert!(recorded.rated);
    let after = standing.puzzle(&rules, &puzzle).unwrap().clone();
    assert_eq!((after.attempts, after.solved), (1, 1));
    assert!(after.rating.rating < start, "{after:?}");
    assert!(after.rating.deviation < 100.0);
    assert!(standing.rating(&rules).rating > 1500.0);
    assert_eq!(recorded.rating, standing.rating(&rules));
    assert!(!standing.is_rated(&rules, &puzzle));
}

#[test]
fn a_replayed_puzzle_leaves_the_rating_where_the_first_attempt_put_it() {
    let (rules, puzzle, _) = first_two();
    let mut standing = Standing::default();
    standing.record(&rules, &puzzle, AttemptEnd::Missed);
    let (player, rated) = (
        standing.rating(&rules),
        standing.puzzle_rating(&rules, &puzzle),
    );
    assert!(player.rating < 1500.0);
    // Farming: the puzzle solved again and again, with its solution known.
    for _ in 0..20 {
        let recorded = standing.record(&rules, &puzzle, AttemptEnd::Solved);
        assert!(!recorded.rated);
        assert_eq!(recorded.rating, player);
    }
    assert_eq!(standing.rating(&rules), player);
    assert_eq!(standing.puzzle_rating(&rules, &puzzle), rated);
    assert_eq!(
        (standing.attempts, standing.solved, standing.streak),
        (1, 0, 0)
    );
    let entry = standing.puzzle(&rules, &puzzle).unwrap();
    assert_eq!((entry.attempts, entry.solved), (21, 20));
}

#[test]
fn a_hinted_or_solution_seen_try_is_a_miss_and_what_follows_changes_nothing() {
    let (rules, a, b) = first_two();
    let mut clean = Standing::default();
    clean.record(&rules, &a, AttemptEnd::Missed);
    let missed = clean.rating(&rules);

    let mut hinted = Standing::default();
    let mut try_a = PuzzleTry::new();
    let recorded = try_a.hint(&mut hinted, &rules, &a).unwrap();
    assert!(recorded.rated);
    assert_eq!(recorded.rating, missed);
    // A second hint, then the puzzle solved: the same try, decided already.
    assert!(try_a.hint(&mut hinted, &rules, &a).is_none());
    assert!(
        try_a
            .end(&mut hinted, &rules, &a, AttemptEnd::Solved)
            .is_none()
    );
    assert_eq!(
        (try_a.hints(), try_a.decided()),
        (2, Some(AttemptEnd::Hinted))
    );
    assert_eq!(hinted.rating(&rules), missed);
    assert_eq!((hinted.attempts, hinted.solved, hinted.streak), (1, 0, 0));
    // A retry is practice.
    let mut retry = PuzzleTry::new();
    let recorded = retry
        .end(&mut hinted, &rules, &a, AttemptEnd::Solved)
        .unwrap();
    assert!(!recorded.rated);
    assert_eq!(hinted.rating(&rules), missed);

    let mut seen = Standing::default();
    PuzzleTry::new().end(&mut seen, &rules, &a, AttemptEnd::SawSolution);
    assert_eq!(seen.rating(&rules), missed);
    // The next puzzle is rated again, from where the miss left the rating.
    let recorded = PuzzleTry::new()
        .end(&mut seen, &rules, &b, AttemptEnd::Solved)
        .unwrap();
    assert!(recorded.rated && recorded.rating.rating > missed.rating);
}

#[test]
fn each_variant_has_its_own_rating() {
    let (three, puzzles) = set("three-mens-morris");
    let (achi, achi_puzzles) = set("achi");
    let mut standing = Standing::default();
    for puzzle in &puzzles[..3] {
        standing.record(&three, puzzle, AttemptEnd::Solved);
    }
    standing.record(&achi, &achi_puzzles[0], AttemptEnd::Missed);
    assert!(standing.rating(&three).rating > 1500.0);
    assert!(standing.rating(&achi).rating < 1500.0);
    let nine = morris_core::catalog::shipped("nine-mens-morris").unwrap();
    assert_eq!(standing.rating(&nine), Rating::default());
    let keys: Vec<&str> = standing
        .ratings
        .iter()
        .map(|r| r.variant.as_str())
        .collect();
    assert_eq!(keys, ["three-mens-morris", "achi"]);
    // A user's variant, though it kept a shipped id, is rated apart.
    let mine = r#"(base: "three-mens-morris", name: "Mine", draws: (repetition: None))"#;
    let mine = Rules::from_source("three-mens-morris", "mine.ron", mine).unwrap();
    assert_eq!(standing.rating(&mine), Rating::default());
}

#[test]
fn the_streak_counts_first_attempts_solved_in_a_row() {
    let (rules, a, b) = first_two();
    let mut standing = Standing::default();
    standing.record(&rules, &a, AttemptEnd::Solved);
    standing.record(&rules, &a, AttemptEnd::Solved);
    assert_eq!(standing.streak, 1);
    standing.record(&rules, &b, AttemptEnd::Solved);
    assert_eq!((standing.streak, standing.best_streak), (2, 2));
    assert_eq!((standing.attempts, standing.solved), (2, 2));
    assert_eq!(standing.puzzles.len(), 2);
    assert_eq!(standing.puzzles[1].variant, "three-mens-morris");
    assert_eq!(standing.puzzles[1].position, b.position.to_text(&rules));
}
