//! Game review against the solved Six Men's Morris table: a scripted game with
//! one blunder (a draw thrown into a loss, found in the table) is marked at
//! exactly that turn, with a best move that keeps the draw.

use std::sync::Arc;

use morris_ai::Stop;
use morris_ai::review::{ReviewProgress, review};
use morris_ai::search::{Engine, Limits};
use morris_ai::solve::{self, SolveOptions, Table, Value};
use morris_core::record::Mark;
use morris_core::{Game, Move, catalog, move_text};

fn six_mens() -> (Game, Arc<Table>) {
    let rules = Arc::new(catalog::shipped("six-mens-morris").unwrap());
    let table =
        solve::solve(&rules, &SolveOptions::default(), |_| {}).expect("Six Men's Morris solves");
    (Game::new(rules), Arc::new(table))
}

fn is_loss(value: Value) -> bool {
    matches!(value, Value::Loss(_))
}

/// The first move (in the generator's order) that keeps the value, or `None`.
fn keeping(table: &Table, game: &Game) -> Option<Move> {
    let values = table.move_values(game.position())?;
    let best = values.iter().map(|&(_, v)| v).max_by_key(|&v| match v {
        Value::Win(n) => (2, -i32::from(n)),
        Value::Draw => (1, 0),
        Value::Loss(n) => (0, i32::from(n)),
    })?;
    let kind = |v: Value| std::mem::discriminant(&v);
    values
        .iter()
        .find(|&&(_, v)| kind(v) == kind(best))
        .map(|&(mv, _)| mv)
}

/// A game that keeps the draw, then at the first turn from 8 on where a
/// move loses plays it, then goes on with best play for six turns.
fn scripted_game(table: &Table, mut game: Game) -> (Game, usize) {
    loop {
        let turn = game.moves().len();
        let values = table
            .move_values(game.position())
            .expect("the table covers the game");
        let losing = values.iter().find(|&&(_, v)| is_loss(v)).map(|&(mv, _)| mv);
        match losing {
            Some(mv) if turn >= 8 => {
                game.play(mv).unwrap();
                for _ in 0..6 {
                    let Some(mv) = keeping(table, &game) else {
                        break;
                    };
                    game.play(mv).unwrap();
                }
                return (game, turn);
            }
            _ => game.play(keeping(table, &game).unwrap()).unwrap(),
        }
    }
}

#[test]
fn the_blunder_from_the_table_is_marked_at_its_turn_with_a_move_that_keeps_the_draw() {
    let (game, table) = six_mens();
    let (game, blunder) = scripted_game(&table, game);
    let rules = game.rules().clone();
    let script: Vec<String> = game
        .moves()
        .iter()
        .map(|&mv| move_text(&rules, mv))
        .collect();
    let mut engine = Engine::with_table_size(1);
    engine.set_table_lookup(false);
    engine.add_table(Arc::clone(&table));
    let mut progress = Vec::new();
    let review = review(
        &mut engine,
        &game,
        &Limits::depth(2),
        &Stop::new(),
        &mut |p, t| progress.push((p, t.turn)),
    );
    assert!(review.complete);
    assert_eq!(review.turns.len(), game.moves().len());
    assert_eq!(
        progress.last(),
        Some(&(
            ReviewProgress {
                done: game.moves().len(),
                total: game.moves().len()
            },
            game.moves().len() - 1
        ))
    );
    assert!(review.turns.iter().all(|t| t.exact), "{script:?}");
    let marked: Vec<usize> = review
        .turns
        .iter()
        .filter(|t| t.mark == Some(Mark::Blunder))
        .map(|t| t.turn)
        .collect();
    assert_eq!(marked, [blunder], "{script:?}");
    assert!(
        review
            .turns
            .iter()
            .all(|t| t.mark.is_none() || t.turn == blunder)
    );
    let turn = &review.turns[blunder];
    assert_ne!(turn.best, turn.played);
    // The move named keeps the draw.
    let before = game.position_at(blunder).unwrap();
    let values = table.move_values(before).unwrap();
    let best_value = values.iter().find(|&&(mv, _)| mv == turn.best).unwrap().1;
    assert_eq!(best_value, Value::Draw, "{script:?}");
    assert!(is_loss(
        values.iter().find(|&&(mv, _)| mv == turn.played).unwrap().1
    ));
}

#[test]
fn a_stopped_review_returns_what_it_has() {
    let rules = Arc::new(catalog::shipped("three-mens-morris").unwrap());
    let mut game = Game::new(rules);
    for text in ["a1", "a3", "b1"] {
        game.play_text(text).unwrap();
    }
    let stop = Stop::new();
    let mut engine = Engine::with_table_size(1);
    engine.set_table_lookup(false);
    let review = review(&mut engine, &game, &Limits::depth(3), &stop, &mut |p, _| {
        if p.done == 1 {
            stop.stop();
        }
    });
    assert!(!review.complete);
    assert_eq!(review.turns.len(), 1);
}

#[test]
fn a_heuristic_review_marks_a_turn_that_walks_into_a_loss() {
    // Three Men's Morris without a table: Black must block at c1; b2 lets
    // White close the bottom row at once. The deeper check proves both the
    // win that c1 keeps and the loss b2 walks into: a blunder without a table.
    let rules = Arc::new(catalog::shipped("three-mens-morris").unwrap());
    let mut game = Game::new(rules);
    for text in ["a1", "a3", "b1", "b2", "c1"] {
        game.play_text(text).unwrap();
    }
    let mut engine = Engine::with_table_size(1);
    engine.set_table_lookup(false);
    let review = review(
        &mut engine,
        &game,
        &Limits::depth(4),
        &Stop::new(),
        &mut |_, _| {},
    );
    let turn = &review.turns[3];
    assert_eq!(turn.mark, Some(Mark::Blunder));
    assert_eq!(game.rules().point_name(turn.best.to()), "c1");
    assert!(!turn.exact);
}

#[test]
fn a_reviewed_record_reviewed_again_is_written_the_same() {
    use morris_ai::review::annotate;
    use morris_core::record::{Annotations, Tags, read_record, write_annotated};
    let (game, table) = six_mens();
    let (game, _) = scripted_game(&table, game);
    let rules = game.rules().clone();
    let reviewed = |game: &Game, notes: &Annotations| {
        let mut engine = Engine::with_table_size(1);
        engine.set_table_lookup(false);
        engine.add_table(Arc::clone(&table));
        let review = review(
            &mut engine,
            game,
            &Limits::depth(2),
            &Stop::new(),
            &mut |_, _| {},
        );
        annotate(&rules, notes, &review)
    };
    // The author's own words stay, once.
    let mut notes = Annotations::new();
    notes.turn_mut(0).after.push("my own note".to_string());
    notes.turn_mut(1).mark = Some(Mark::Interesting);
    let tags = Tags::new().with("White", "Ann").with("Date", "2024.05.01");
    let once = write_annotated(&game, &tags, &reviewed(&game, &notes));
    let record = read_record(&once, catalog::resolve).unwrap();
    let twice = write_annotated(
        &record.game,
        &record.tags,
        &reviewed(&record.game, &record.notes),
    );
    assert_eq!(twice, once);
    assert_eq!(once.matches("my own note").count(), 1);
    assert!(once.contains("[Date \"2024.05.01\"]"), "{once}");
    assert!(
        once.contains("; best "),
        "the review marked something: {once}"
    );
}
