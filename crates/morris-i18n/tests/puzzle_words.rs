//! Every puzzle of every shipped set is worded in every language: its
//! heading, task, both hints, a right and a wrong answer, the defender's
//! replies and the solution; every theme has a name and a hint of its own.

use std::collections::HashSet;

use morris_ai::solve::Value;
use morris_i18n::{LANGUAGES, puzzles as said, with_language};
use morris_learn::DataFileError;
use morris_learn::puzzles::{
    self, AttemptEnd, CertifyError, Standing, StandingFileError, StandingProblem, Theme,
};

/// One error of each kind a standing file can be refused or unsaved with.
fn standing_errors() -> Vec<StandingFileError> {
    let at = |problem| DataFileError::At {
        file: "p.ron".to_string(),
        line: 3,
        col: 5,
        problem: Box::new(problem),
    };
    let io = || std::io::Error::from(std::io::ErrorKind::PermissionDenied);
    vec![
        DataFileError::Io {
            file: "p.ron".to_string(),
            source: io(),
        },
        DataFileError::Write {
            file: "p.ron".to_string(),
            source: io(),
        },
        at(StandingProblem::Syntax("Unexpected".to_string())),
        at(StandingProblem::TooMany(100_001)),
        at(StandingProblem::Rating),
        at(StandingProblem::RatingVariant {
            variant: "../x".to_string(),
        }),
        at(StandingProblem::Counts {
            solved: 3,
            attempts: 2,
        }),
        at(StandingProblem::Path {
            puzzle: 2,
            variant: "../x.ron".to_string(),
        }),
        at(StandingProblem::PuzzleRating { puzzle: 2 }),
        at(StandingProblem::PuzzleCounts {
            puzzle: 2,
            solved: 3,
            attempts: 2,
        }),
    ]
}

/// One error of each kind a proof can end with.
fn certify_errors() -> Vec<CertifyError> {
    let (turn, text, other) = (2, "d6-d5".to_string(), "a1-a4".to_string());
    vec![
        CertifyError::Over,
        CertifyError::NotCovered { turn },
        CertifyError::NotAPuzzle {
            value: Value::Loss(4),
        },
        CertifyError::WrongGoal {
            value: Value::Draw,
            claimed: "a win",
        },
        CertifyError::Illegal {
            turn,
            text: text.clone(),
        },
        CertifyError::NotWinning {
            turn,
            text: text.clone(),
            value: Value::Draw,
        },
        CertifyError::NotHolding {
            turn,
            text: text.clone(),
            value: Value::Loss(3),
        },
        CertifyError::SecondWin {
            turn,
            text: text.clone(),
            other: other.clone(),
        },
        CertifyError::SecondHold {
            turn,
            text: text.clone(),
            other: other.clone(),
        },
        CertifyError::ShortDefence {
            turn,
            text,
            longer: other,
        },
        CertifyError::Unfinished,
        CertifyError::PastTheEnd { turn },
        CertifyError::LongHold { turns: 3 },
        CertifyError::TooLong { turns: 11 },
        CertifyError::WrongTheme {
            claimed: Theme::Win,
            found: Theme::Flying,
        },
        CertifyError::NotForced { turns: 3 },
        CertifyError::AtOnce,
        CertifyError::NotForcing {
            turn,
            text: "c4".to_string(),
        },
        CertifyError::NotStopping {
            text: "c4".to_string(),
        },
        CertifyError::TooCostly { positions: 100 },
    ]
}

#[test]
fn every_puzzle_and_theme_is_worded_in_every_language() {
    let mut found = Vec::new();
    for lang in LANGUAGES {
        with_language(lang.code, || {
            let mut check = |what: &str, text: String| {
                let key = ["puzzle-", "puzzles-", "certify-"]
                    .iter()
                    .any(|k| text.contains(k));
                if text.trim().is_empty() || key {
                    found.push(format!("{} {what}: {text:?}", lang.code));
                }
            };
            let names: HashSet<String> = Theme::ALL.iter().map(|&t| said::theme(t)).collect();
            let hints: HashSet<String> = Theme::ALL.iter().map(|&t| said::theme_hint(t)).collect();
            assert_eq!(
                (names.len(), hints.len()),
                (Theme::ALL.len(), Theme::ALL.len())
            );
            for theme in Theme::ALL {
                check("theme", said::theme(theme));
                check("theme hint", said::theme_hint(theme));
                check("theme count", said::theme_count(theme, 2));
            }
            for &(_, text) in puzzles::SHIPPED_SETS {
                let read = puzzles::parse_set("set", text).unwrap();
                let rules = &read.rules;
                let count = read.set.puzzles.len();
                for (i, puzzle) in read.set.puzzles.iter().enumerate() {
                    check("heading", said::heading(rules, i + 1, count, puzzle, None));
                    check("task", said::task(rules, puzzle));
                    check("solution", said::solution(rules, puzzle));
                    let positions = puzzle.positions(rules);
                    for (pos, &mv) in positions.iter().zip(&puzzle.line) {
                        check("piece", said::piece_hint(rules, mv));
                        check("right", said::right(rules, mv));
                        check("wrong", said::wrong(rules, mv));
                        check("reply", said::reply(rules, pos, mv));
                    }
                }
            }
            check("solved", said::solved(3, 1500.0, 80.0));
            let read = puzzles::parse_set("set", puzzles::SHIPPED_SETS[0].1).unwrap();
            let rules = &read.rules;
            let mut standing = Standing::default();
            check("new standing", said::standing(&standing, rules, true));
            let session = said::standing(&standing, rules, false);
            check("new standing, this session", session.clone());
            // Without a file to keep it in, never said to be kept.
            assert_ne!(session, said::standing(&standing, rules, true));
            check("this session", said::standing_this_session());
            for (attempts, puzzle) in read.set.puzzles[..2].iter().enumerate() {
                let recorded = standing.record(rules, puzzle, AttemptEnd::Solved);
                let tried = standing.puzzle(rules, puzzle).unwrap();
                check("tried", said::heading(rules, 1, 9, puzzle, Some(tried)));
                check("standing", said::standing(&standing, rules, true));
                let count = (attempts + 1).to_string();
                assert!(said::standing(&standing, rules, true).contains(&count));
                check("rated", said::try_ended(true, 1, Some(recorded)));
                check("rated miss", said::try_ended(false, 0, Some(recorded)));
                check("hint counts", said::hint_counts(recorded.rating));
                check("plain", said::try_ended_plain(true, Some(recorded)));
                check("plain miss", said::try_ended_plain(false, Some(recorded)));
            }
            check("practice", said::practice());
            check("retry", said::retry_offer());
            check("practice solved", said::try_ended(true, 0, None));
            check("practice missed", said::try_ended(false, 0, None));
            check("not kept", said::standing_not_kept());
            check("kept aside", said::standing_kept_aside("p.ron.corrupt"));
            for err in standing_errors() {
                check("standing file", said::standing_error(&err));
            }
            check("missed", said::missed(1500.0, 80.0));
            check("done", said::done(1, 2));
            check("none", said::none(None));
            check("none theme", said::none(Some(Theme::Flying)));
            check("table", said::table(true, 1.0));
            check("table", said::table(false, 1.0));
            check("generated", said::generated(5, 100, 120, 1.5));
            check("proved", said::proved(5, true, 0.2));
            check("proved by search", said::proved(5, false, 0.2));
            for err in certify_errors() {
                check("certify", said::certify_error(&err));
            }
        })
        .unwrap();
    }
    assert!(found.is_empty(), "{found:#?}");
}
