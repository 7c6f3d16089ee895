//! Every puzzle of every shipped set is worded in every language: its
//! heading, task, both hints, a right and a wrong answer, the defender's
//! replies and the solution; every theme has a name and a hint of its own.

use std::collections::HashSet;

use morris_i18n::{LANGUAGES, puzzles as said, with_language};
use morris_learn::puzzles::{self, Theme};

#[test]
fn every_puzzle_and_theme_is_worded_in_every_language() {
    let mut found = Vec::new();
    for lang in LANGUAGES {
        with_language(lang.code, || {
            let mut check = |what: &str, text: String| {
                if text.trim().is_empty() || text.contains("puzzle-") || text.contains("puzzles-") {
                    found.push(format!("{} {what}: {text:?}", lang.code));
                }
            };
            let names: HashSet<String> = Theme::ALL.iter().map(|&t| said::theme(t)).collect();
            let hints: HashSet<String> = Theme::ALL.iter().map(|&t| said::theme_hint(t)).collect();
            assert_eq!((names.len(), hints.len()), (Theme::ALL.len(), Theme::ALL.len()));
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
                    check("heading", said::heading(rules, i + 1, count, puzzle));
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
            check("missed", said::missed(1500.0, 80.0));
            check("done", said::done(1, 2));
            check("none", said::none(None));
            check("none theme", said::none(Some(Theme::Flying)));
            check("table", said::table(true, 1.0));
            check("table", said::table(false, 1.0));
            check("generated", said::generated(5, 100, 120, 1.5));
            check("proved", said::proved(5, 0.2));
        })
        .unwrap();
    }
    assert!(found.is_empty(), "{found:#?}");
}
