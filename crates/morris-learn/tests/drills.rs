//! Drills from a reviewed game of Three Men's Morris, judged by its table
//! (solved afresh, not the user's cache): exactly the review's `??` and `?`
//! turns, answers checked by value class, SM-2 intervals, and a drills file
//! that never loses a drill.

use std::sync::Arc;

use morris_ai::Stop;
use morris_ai::review::{Review, review};
use morris_ai::search::{Engine, Limits};
use morris_ai::solve::{self, SolveOptions, Table, Value};
use morris_core::catalog::Catalog;
use morris_core::record::Mark;
use morris_core::{Game, Move, catalog, move_text};
use morris_learn::drills::{
    self, Day, Drill, DrillMark, DrillProblem, DrillsFile, DrillsFileError, Schedule, Verdict,
};

fn today() -> Day {
    Day::from_ymd(2026, 12, 4).unwrap()
}

/// Win, draw, loss as 2, 1, 0.
fn kind(value: Value) -> u8 {
    match value {
        Value::Win(_) => 2,
        Value::Draw => 1,
        Value::Loss(_) => 0,
    }
}

/// A game of Three Men's Morris played perfectly but for one blunder, made
/// where another move was as good as the best; its review with the table.
fn reviewed() -> (Game, Review, Engine, Arc<Table>) {
    let rules = Arc::new(catalog::shipped("three-mens-morris").unwrap());
    let table = Arc::new(solve::solve(&rules, &SolveOptions::default(), |_| {}).unwrap());
    let mut game = Game::new(Arc::clone(&rules));
    let mut blundered = false;
    for _ in 0..16 {
        if game.outcome().is_some() {
            break;
        }
        let values = table.move_values(game.position()).unwrap();
        let best = values.iter().map(|&(_, v)| kind(v)).max().unwrap();
        let equal: Vec<Move> = values
            .iter()
            .filter(|&&(_, v)| kind(v) == best)
            .map(|&(m, _)| m)
            .collect();
        let worse = values.iter().find(|&&(_, v)| kind(v) < best);
        let mv = match worse {
            Some(&(mv, _)) if !blundered && equal.len() >= 2 => {
                blundered = true;
                mv
            }
            _ => equal[0],
        };
        game.play(mv).unwrap();
    }
    assert!(blundered, "no place for a blunder");
    let mut engine = Engine::with_table_size(1);
    engine.add_table(Arc::clone(&table));
    let review = review(
        &mut engine,
        &game,
        &Limits::depth(4),
        &Stop::new(),
        &mut |_, _| {},
    );
    (game, review, engine, table)
}

#[test]
fn drills_are_the_reviews_marked_turns_and_answers_are_judged_by_the_table() {
    let (game, review, mut engine, table) = reviewed();
    let rules = game.rules().clone();
    let drills = Drill::from_review(&game, &review, today());
    let marked: Vec<_> = review
        .turns
        .iter()
        .filter(|t| matches!(t.mark, Some(Mark::Blunder | Mark::Mistake)))
        .collect();
    assert!(!marked.is_empty());
    assert_eq!(drills.len(), marked.len());
    for (drill, turn) in drills.iter().zip(&marked) {
        let pos = game.position_at(turn.turn).unwrap();
        assert_eq!(drill.variant, "three-mens-morris");
        assert_eq!(drill.position, pos.to_text(&rules));
        assert_eq!(drill.played, move_text(&rules, turn.played));
        assert_eq!(drill.best, move_text(&rules, turn.best));
        assert!(drill.exact);
        assert_eq!(drill.mark, DrillMark::Blunder);
        assert_eq!(drill.schedule, Schedule::new(today()));
    }
    // The drill where another move is as good as the best, by the table.
    let mut as_good = 0;
    for drill in &drills {
        let board = drill.board(&rules).unwrap();
        let check = |engine: &mut Engine, mv| drills::check(engine, &rules, &board, mv);
        let values = table.move_values(&board.position).unwrap();
        let value = |mv: Move| values.iter().find(|(m, _)| *m == mv).unwrap().1;
        let top = values.iter().map(|&(_, v)| kind(v)).max().unwrap();
        // The best move named is one of the table's best, never the move played.
        let played = check(&mut engine, board.played);
        assert!(!played.is_right());
        let named = played.best().unwrap();
        assert_ne!(named, board.played);
        assert_eq!(kind(value(named)), top);
        assert_eq!(check(&mut engine, named), Verdict::Best);
        assert!(check(&mut engine, board.best).is_right());
        for &(mv, value) in &values {
            if mv == named || mv == board.played {
                continue;
            }
            let verdict = check(&mut engine, mv);
            let said = move_text(&rules, mv);
            if kind(value) >= top {
                let good = Verdict::AsGood {
                    exact: true,
                    best: named,
                };
                assert_eq!(verdict, good, "{said}");
                as_good += 1;
            } else {
                let worse = Verdict::Worse {
                    exact: true,
                    best: named,
                };
                assert_eq!(verdict, worse, "{said}");
            }
        }
    }
    assert!(as_good > 0, "no drill with a second good move");
}

#[test]
fn a_drill_edited_by_hand_cannot_make_a_sentence_false() {
    let (game, review, mut engine, table) = reviewed();
    let rules = game.rules().clone();
    // A drill with a worse move than the best beside the move played.
    let (board, worse, good) = Drill::from_review(&game, &review, today())
        .iter()
        .find_map(|drill| {
            let board = drill.board(&rules).unwrap();
            let values = table.move_values(&board.position).unwrap();
            let top = values.iter().map(|&(_, v)| kind(v)).max().unwrap();
            let worse = values
                .iter()
                .find(|&&(m, v)| kind(v) < top && m != board.played)?;
            let good = values.iter().find(|&&(_, v)| kind(v) == top).unwrap();
            Some((board, worse.0, good.0))
        })
        .expect("a drill with a second worse move");
    let check = |engine: &mut Engine, board: &drills::DrillBoard, mv| {
        drills::check(engine, &rules, board, mv)
    };
    // A worse move written as the best: never named the best, nor matched.
    let edited = drills::DrillBoard {
        best: worse,
        ..board
    };
    let said = check(&mut engine, &edited, worse);
    assert!(
        matches!(said, Verdict::Worse { exact: true, best } if best != worse),
        "{said:?}"
    );
    let said = check(&mut engine, &edited, good);
    assert!(said.is_right(), "{said:?}");
    assert!(said.best().is_none_or(|best| best != worse));
    // A good move written as the one played: the table finds it good.
    let played_good = drills::DrillBoard {
        played: good,
        ..board
    };
    let said = check(&mut engine, &played_good, good);
    assert!(said.is_right(), "{said:?}");
    // The move played, wrong: the best named is never it.
    let said = check(&mut engine, &board, board.played);
    assert!(matches!(said, Verdict::Played { best: Some(best) } if best != board.played));
}

#[test]
fn without_a_table_an_answer_is_judged_by_a_search() {
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let mut game = Game::new(Arc::new(rules.clone()));
    let legal = game.legal_moves();
    let drill = Drill {
        variant: "nine-mens-morris".into(),
        position: game.position().to_text(&rules),
        played: move_text(&rules, legal[0]),
        best: move_text(&rules, legal[1]),
        mark: DrillMark::Mistake,
        exact: false,
        schedule: Schedule::new(today()),
    };
    game.play(legal[0]).unwrap();
    let board = drill.board(&rules).unwrap();
    let mut engine = Engine::with_table_size(1);
    engine.set_table_lookup(false);
    let verdict = drills::check(&mut engine, &rules, &board, legal[2]);
    assert!(
        matches!(
            verdict,
            Verdict::Best
                | Verdict::AsGood { exact: false, .. }
                | Verdict::Worse { exact: false, .. }
        ),
        "{verdict:?}"
    );
    // By a search the move played is wrong, and the best move named is another.
    let played = drills::check(&mut engine, &rules, &board, legal[0]);
    assert!(matches!(played, Verdict::Played { best: Some(best) } if best != legal[0]));
}

#[test]
fn sm2_intervals_grow_when_right_and_a_wrong_answer_comes_back_sooner() {
    let day = today();
    let mut s = Schedule::new(day);
    assert!(s.is_due(day));
    let mut intervals = Vec::new();
    for _ in 0..4 {
        s = s.after(true, s.due);
        intervals.push(s.interval);
    }
    assert_eq!(intervals[..2], [1, 6]);
    assert!(intervals.windows(2).all(|w| w[1] > w[0]), "{intervals:?}");
    let before = s.due;
    let ease = s.ease;
    s = s.after(false, before);
    assert_eq!((s.interval, s.repetitions, s.due), (0, 0, before));
    assert!(s.ease < ease);
    assert!(s.is_due(before));
    // From a new drill too: wrong is due today, right tomorrow.
    let new = Schedule::new(day);
    assert!(new.after(false, day).due < new.after(true, day).due);
}

#[test]
fn the_same_turn_added_twice_is_one_drill_and_the_file_reads_back() {
    let (game, review, _, _) = reviewed();
    let mut file = DrillsFile::default();
    let made = Drill::from_review(&game, &review, today());
    let added = made.iter().filter(|d| file.add((*d).clone())).count();
    assert_eq!(added, made.len());
    let again = Drill::from_review(&game, &review, today().plus(3));
    assert_eq!(again.into_iter().filter(|d| file.add(d.clone())).count(), 0);
    assert_eq!(file.drills.len(), made.len());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("data/drills.ron");
    let catalog = Catalog::with_user_dir(None);
    file.write(&path, &catalog).unwrap();
    let read = drills::read_drills(&path, &catalog).unwrap();
    assert_eq!(read, file);
    assert_eq!(read.due(today()).len(), made.len());
    assert!(read.due(Day::from_days(today().days() - 1)).is_empty());
    let missing = drills::read_drills(&dir.path().join("none.ron"), &Catalog::with_user_dir(None));
    assert_eq!(missing.unwrap(), DrillsFile::default());
}

/// A file of one drill, with `position` as its position text.
fn one_drill(position: &str, variant: &str) -> String {
    format!(
        "(\n    drills: [\n        (variant: \"{variant}\", position: \"{position}\", played: \"a1\", best: \"b2\", mark: Blunder, exact: true, schedule: (ease: 2.5, interval: 0, repetitions: 0, due: \"2026-12-04\")),\n    ],\n)\n"
    )
}

#[test]
fn a_corrupt_file_is_refused_where_it_is_wrong_and_kept_aside() {
    let catalog = Catalog::with_user_dir(None);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("drills.ron");
    let broken =
        "(\n    drills: [\n        (variant: \"three-mens-morris\" position: \"\"),\n    ],\n)\n";
    std::fs::write(&path, broken).unwrap();
    let err = drills::read_drills(&path, &catalog).unwrap_err();
    let said = err.to_string();
    assert!(
        said.starts_with(&format!("{}:3:", path.display())),
        "{said}"
    );
    let aside = drills::keep_aside(&path).unwrap();
    assert_eq!(aside, dir.path().join("drills.ron.corrupt"));
    assert!(!path.exists());
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), broken);
    // A second corrupt file does not replace the first one kept aside.
    std::fs::write(&path, "nonsense").unwrap();
    let second = drills::keep_aside(&path).unwrap();
    assert_eq!(second, dir.path().join("drills.ron.corrupt.2"));
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), broken);

    // An illegal position is refused at its drill, a variant given by path too.
    let illegal = one_drill("WWWWB.... w 0 0 0 0", "three-mens-morris");
    let err = drills::parse_drills("d.ron", &illegal, &catalog).unwrap_err();
    assert!(err.to_string().starts_with("d.ron:3:19: drill 1:"), "{err}");
    let path_variant = one_drill("WWWWB.... w 0 0 0 0", "rules/three-mens-morris.ron");
    match drills::parse_drills("d.ron", &path_variant, &catalog).unwrap_err() {
        DrillsFileError::At {
            line: 3,
            col: 19,
            problem,
            ..
        } => {
            assert!(matches!(*problem, DrillProblem::Path { drill: 1, .. }))
        }
        other => panic!("{other}"),
    }
    let bad_date = one_drill("WWWWB.... w 0 0 0 0", "x").replace("2026-12-04", "2026-13-01");
    let err = drills::parse_drills("d.ron", &bad_date, &catalog).unwrap_err();
    assert!(err.to_string().starts_with("d.ron:3:"), "{err}");
}

#[test]
fn only_the_marks_double_and_single_question_make_drills() {
    let (game, mut review, _, _) = reviewed();
    for turn in &mut review.turns {
        turn.mark = None;
    }
    let marks = [
        Mark::Good,
        Mark::Brilliant,
        Mark::Interesting,
        Mark::Dubious,
    ];
    for (turn, mark) in review.turns.iter_mut().zip(marks) {
        turn.mark = Some(mark);
    }
    assert!(Drill::from_review(&game, &review, today()).is_empty());
    review.turns[0].mark = Some(Mark::Mistake);
    review.turns[1].mark = Some(Mark::Blunder);
    // A turn said to be the other side's is not this game's: no drill.
    review.turns[2].mark = Some(Mark::Blunder);
    review.turns[2].side = !review.turns[2].side;
    let drills = Drill::from_review(&game, &review, today());
    let marks: Vec<DrillMark> = drills.iter().map(|d| d.mark).collect();
    assert_eq!(marks, [DrillMark::Mistake, DrillMark::Blunder]);
    assert_eq!(drills[0].schedule.due, today());
}
