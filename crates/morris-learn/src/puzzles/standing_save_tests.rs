//! The standing file as it is written: whatever the writer writes its
//! reader reads back the same, it stays under its cap, and two sessions
//! saving one file lose nothing of each other's.

use std::path::Path;
use std::sync::Arc;

use proptest::prelude::*;

use super::*;
use crate::data_file::DATA_CAP;
use crate::puzzles::standing::{PuzzleStanding, VariantRating};
use crate::puzzles::standing_bounds::{compact, line};
use crate::puzzles::{AttemptEnd, Difficulty, Puzzle, Rating, parse_set, shipped_set};

/// Any number, a NaN and the infinities among them.
fn number() -> impl Strategy<Value = f64> {
    prop_oneof![
        -2_000.0..4_000.0f64,
        proptest::num::f64::ANY,
        Just(f64::NAN),
        Just(4.8e11),
    ]
}

fn rating() -> impl Strategy<Value = Rating> {
    (number(), number(), number()).prop_map(|(rating, deviation, volatility)| Rating {
        rating,
        deviation,
        volatility,
    })
}

/// A variant's name as a file could hold it: ids, paths, and any text.
fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("three-mens-morris".to_string()),
        Just("rules-00ff00ff00ff00ff".to_string()),
        Just(String::new()),
        Just("../mine.ron".to_string()),
        Just("a\\b".to_string()),
        "\\PC{0,12}",
        "[\"\\\\\n\t\u{0}\u{fffe}\u{202e} ]{0,6}",
    ]
}

fn counts() -> impl Strategy<Value = u32> {
    prop_oneof![0..5u32, any::<u32>()]
}

fn standing() -> impl Strategy<Value = Standing> {
    let kept = (name(), rating()).prop_map(|(variant, rating)| VariantRating { variant, rating });
    let puzzle = (name(), name(), rating(), counts(), counts()).prop_map(
        |(variant, position, rating, attempts, solved)| PuzzleStanding {
            variant,
            position,
            rating,
            attempts,
            solved,
        },
    );
    (
        proptest::collection::vec(kept, 0..4),
        (counts(), counts(), counts(), counts()),
        proptest::collection::vec(puzzle, 0..6),
    )
        .prop_map(
            |(ratings, (streak, best_streak, attempts, solved), puzzles)| Standing {
                ratings,
                streak,
                best_streak,
                attempts,
                solved,
                puzzles,
                ..Standing::default()
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Whatever the writer is given, its reader reads back what it wrote;
    /// a standing the reader accepts is written as it is.
    #[test]
    fn what_the_writer_writes_its_reader_reads_back(standing in standing()) {
        let (bounded, text) = standing.clone().bounded();
        let read = parse_standing("p.ron", &text);
        prop_assert!(read.is_ok(), "{}\n{text}", read.unwrap_err());
        prop_assert_eq!(read.unwrap(), bounded.clone());
        prop_assert!(text.len() as u64 <= DATA_CAP);
        if parse_standing("p.ron", &standing.text()).is_ok() {
            prop_assert_eq!(bounded, standing);
        }
    }
}

/// The shipped Three Men's Morris set.
fn three() -> (Arc<morris_core::Rules>, Vec<Puzzle>) {
    let read = parse_set("three.ron", shipped_set("three-mens-morris").unwrap()).unwrap();
    (Arc::new(read.rules), read.set.puzzles)
}

#[test]
fn a_puzzle_of_a_depth_no_search_measures_is_saved_as_the_reader_reads_it() {
    let (rules, puzzles) = three();
    let mut huge = puzzles[0].clone();
    huge.difficulty = Difficulty {
        depth: Some(4_000_000_000),
        tempting: u32::MAX,
        found: None,
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("puzzles.ron");
    let mut standing = Standing::default();
    standing.record(&rules, &huge, AttemptEnd::Missed);
    standing.save(&path).unwrap();
    let read = read_standing(&path).unwrap();
    assert_eq!(read, standing);
    assert!(read.puzzles[0].rating.rating < 3_000.0, "{read:?}");
}

/// A standing whose file is just under the cap: made-up puzzles, oldest first.
fn nearly_full() -> Standing {
    let entry = |i: usize| PuzzleStanding {
        variant: "three-mens-morris".to_string(),
        position: format!("old-{i:06}"),
        rating: Rating::default(),
        attempts: 1,
        solved: 0,
    };
    let mut standing = Standing::default();
    let one = line(&compact(&entry(0))).len();
    let room = DATA_CAP as usize - standing.text().len();
    standing.puzzles = (0..room / one).map(entry).collect();
    standing.attempts = standing.puzzles.len() as u32;
    standing
}

#[test]
fn a_file_just_under_its_cap_lets_its_oldest_puzzles_go_and_stays_readable() {
    let (rules, puzzles) = three();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("puzzles.ron");
    let full = nearly_full();
    let text = full.text();
    assert!(text.len() as u64 <= DATA_CAP);
    assert!(text.len() as u64 + 200 > DATA_CAP, "{}", text.len());
    std::fs::write(&path, &text).unwrap();
    let mut standing = read_standing(&path).unwrap();
    standing.record(&rules, &puzzles[0], AttemptEnd::Solved);
    standing.save(&path).unwrap();
    let size = std::fs::metadata(&path).unwrap().len();
    assert!(size <= DATA_CAP - DATA_CAP / 8, "{size}");
    let read = read_standing(&path).unwrap();
    assert_eq!(read, standing);
    // The newest attempt is kept and the oldest puzzles are gone.
    assert!(read.puzzle(&rules, &puzzles[0]).is_some());
    assert_eq!(read.puzzles.last().unwrap().attempts, 1);
    assert!(read.puzzles.iter().all(|p| p.position != "old-000000"));
    assert!(read.puzzles.iter().any(|p| p.position.starts_with("old-")));
    assert_eq!(read.attempts, full.attempts + 1);
}

/// A session of its own: reads the file, tries `mine` and saves after each.
fn session(path: &Path, rules: &morris_core::Rules, mine: &[Puzzle]) {
    let mut standing = read_standing(path).unwrap();
    for puzzle in mine {
        standing.record(rules, puzzle, AttemptEnd::Solved);
        standing.save(path).unwrap();
    }
}

#[test]
fn two_sessions_saving_one_file_keep_every_attempt_of_both() {
    let (rules, puzzles) = three();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deep/puzzles.ron");
    let half = puzzles.len() / 2;
    assert!(half >= 4);
    for _ in 0..3 {
        std::fs::remove_file(&path).ok();
        let (a, b) = (&puzzles[..half], &puzzles[half..2 * half]);
        std::thread::scope(|s| {
            s.spawn(|| session(&path, &rules, a));
            s.spawn(|| session(&path, &rules, b));
        });
        let read = read_standing(&path).unwrap();
        for puzzle in &puzzles[..2 * half] {
            let entry = read.puzzle(&rules, puzzle).expect("every attempt kept");
            assert_eq!((entry.attempts, entry.solved), (1, 1));
        }
        assert_eq!(read.attempts as usize, 2 * half);
        assert_eq!(read.streak as usize, 2 * half);
    }
}

#[test]
fn where_two_sessions_try_one_puzzle_the_first_saved_is_rated() {
    let (rules, puzzles) = three();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("puzzles.ron");
    let mut first = read_standing(&path).unwrap();
    let mut second = read_standing(&path).unwrap();
    first.record(&rules, &puzzles[0], AttemptEnd::Solved);
    let rated = first.puzzle(&rules, &puzzles[0]).unwrap().rating;
    first.save(&path).unwrap();
    // The second session missed it, unaware of the first's try.
    second.record(&rules, &puzzles[0], AttemptEnd::Missed);
    second.record(&rules, &puzzles[1], AttemptEnd::Solved);
    second.save(&path).unwrap();
    let read = read_standing(&path).unwrap();
    assert_eq!(read, second);
    let entry = read.puzzle(&rules, &puzzles[0]).unwrap();
    assert_eq!((entry.attempts, entry.solved), (2, 1));
    assert_eq!(entry.rating, rated, "the first attempt saved rules");
    // The miss was practice: two rated attempts, both solved.
    assert_eq!((read.attempts, read.solved, read.streak), (2, 2, 2));
    // Saving again adds nothing twice.
    second.save(&path).unwrap();
    assert_eq!(read_standing(&path).unwrap(), read);
}
