//! The search with endgame tables by sector: from random positions of solved
//! sectors, the search plays against the table's best moves and must keep the
//! exact value with every move (the shortest win, a held draw, the longest
//! loss); analysis of such a position is the table's. And the evaluation
//! where both sides fly (`search::patterns`) judged by the tables: it tells
//! won three-against-three positions from lost ones, and with it the search,
//! tables off, takes a piece into a won three against three where the counts
//! of pieces saw nothing to gain.

use std::sync::Arc;

use morris_ai::search::{
    Engine, Level, Limits, Score, Source, Stop, TableCache, features, patterns, weights,
};
use morris_ai::solve::{self, Sector, SectorChoice, SolveOptions, Table, Value};
use morris_core::{Color, Game, Position, Rules};
use morris_testkit::{Rng, play, random_movement_position, shipped};

/// The same position with its counters at zero: the table knows no history,
/// and neither should the search here (a repetition would be a draw it may prefer).
fn fresh(rules: &Rules, pos: &Position) -> Position {
    let text = pos.to_text(rules);
    let fields: Vec<&str> = text.split_whitespace().take(4).collect();
    Position::from_text(rules, &fields.join(" ")).expect("a position string reads back")
}

fn score_of(value: Value) -> Score {
    match value {
        Value::Win(n) => Score::Win {
            turns: u32::from(n),
        },
        Value::Loss(n) => Score::Loss {
            turns: u32::from(n),
        },
        Value::Draw => Score::Draw,
    }
}

/// Solves `choice` for `rules` in a folder of its own; an engine reads it from there.
fn solved(rules: &Rules, choice: &str, dir: &tempfile::TempDir) -> Table {
    let options = SolveOptions {
        cache_dir: Some(dir.path().to_path_buf()),
        ..SolveOptions::default()
    };
    let sectors = choice
        .parse::<SectorChoice>()
        .unwrap()
        .sectors(rules)
        .unwrap();
    solve::solve_sectors(rules, &sectors, &options, |_| {}).expect("small sectors solve")
}

/// Plays the engine against the table from `start` for up to `turns` turns;
/// every engine move must keep the position's exact value. Returns how many
/// engine moves were checked, by the value they kept (wins, draws, losses).
fn play_against_table(
    rules: &Arc<Rules>,
    table: &Table,
    engine: &mut Engine,
    start: Position,
    turns: usize,
    by_level: bool,
) -> [usize; 3] {
    let mut kept = [0; 3];
    let mut pos = start;
    let engine_side = pos.side_to_move();
    for _ in 0..turns {
        if pos.outcome(rules).is_some() {
            break;
        }
        let value = table.probe(&pos).expect("every position stays covered");
        let mv = if pos.side_to_move() == engine_side {
            let game = Game::from_position(Arc::clone(rules), fresh(rules, &pos));
            let mv = if by_level {
                engine.choose_move(
                    &game,
                    Level::new(10).unwrap(),
                    &Limits::nodes(2_000),
                    &Stop::new(),
                    1,
                )
            } else {
                // The search itself, a shallow one: the table answers below the root.
                engine.best_move(&game, &Limits::depth(2), &Stop::new())
            }
            .expect("a move");
            let after = table.probe(&play(rules, &pos, mv)).unwrap().before();
            assert_eq!(
                after,
                value,
                "{}: {} kept {after} instead of {value}",
                pos.to_text(rules),
                morris_core::move_text(rules, mv)
            );
            kept[match value {
                Value::Win(_) => 0,
                Value::Draw => 1,
                Value::Loss(_) => 2,
            }] += 1;
            mv
        } else {
            table.best_move(&pos).expect("a move").0
        };
        pos = play(rules, &pos, mv);
    }
    kept
}

fn check_play(rules: Rules, choice: &str, sectors: &[Sector], starts: usize, seed: u64) {
    let rules = Arc::new(rules);
    let dir = tempfile::tempdir().unwrap();
    let table = solved(&rules, choice, &dir);
    let mut engine =
        Engine::with_table_size(2).with_tables(TableCache::in_folder(dir.path().to_path_buf()));
    let mut rng = Rng::new(seed);
    let mut kept = [0; 3];
    // As many wins, draws and losses to start from (draws are rare in some sectors).
    let mut quota = [starts / 3; 3];
    let mut tries = 0;
    let mut i = 0;
    while quota.iter().any(|&q| q > 0) {
        tries += 1;
        assert!(tries < 200_000, "{}: no start for {quota:?}", rules.id());
        let sector = sectors[tries % sectors.len()];
        let side = if tries % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let start = random_movement_position(&rules, sector.mover, sector.other, side, &mut rng);
        if start.outcome(&rules).is_some() {
            continue;
        }
        let kind = match table.probe(&start).expect("covered") {
            Value::Win(_) => 0,
            Value::Draw => 1,
            Value::Loss(_) => 2,
        };
        if quota[kind] == 0 {
            continue;
        }
        quota[kind] -= 1;
        i += 1;
        // The analysis of a table position is the table's.
        let game = Game::from_position(Arc::clone(&rules), start);
        let analysis = engine.analyze(&game, &Limits::depth(1), &Stop::new(), &mut |_| {});
        assert_eq!(analysis.source, Source::Table);
        assert_eq!(analysis.score, score_of(table.probe(&start).unwrap()));
        let by_level = i % 3 == 0;
        let k = play_against_table(&rules, &table, &mut engine, start, 24, by_level);
        for (a, b) in kept.iter_mut().zip(k) {
            *a += b;
        }
    }
    // The positions tried hold wins, draws and losses alike, so each kind was kept.
    assert!(kept.iter().all(|&k| k > 0), "{}: {kept:?}", rules.id());
}

#[test]
fn the_search_keeps_every_value_of_nine_mens_morris_flying_endings() {
    check_play(
        shipped("nine-mens-morris"),
        "3-3",
        &[Sector::new(3, 3)],
        24,
        5,
    );
}

#[test]
fn the_search_keeps_every_value_of_six_mens_morris_endings() {
    check_play(
        shipped("six-mens-morris"),
        "max=8",
        &[
            Sector::new(4, 4),
            Sector::new(4, 3),
            Sector::new(3, 4),
            Sector::new(5, 3),
        ],
        30,
        9,
    );
}

/// A move from outside the tables into a solved draw is a proven draw in the
/// analysis, not a heuristic 0: Nine Men's Morris with only 3-3 solved, from
/// positions where three pieces face four and a mill takes one of the four.
#[test]
fn a_move_into_a_table_draw_is_analysed_as_a_draw() {
    let rules = Arc::new(shipped("nine-mens-morris"));
    let dir = tempfile::tempdir().unwrap();
    let table = solved(&rules, "3-3", &dir);
    let mut engine =
        Engine::with_table_size(2).with_tables(TableCache::in_folder(dir.path().to_path_buf()));
    let mut rng = Rng::new(11);
    let mut checked = 0;
    for _ in 0..5_000 {
        if checked == 5 {
            break;
        }
        let start = random_movement_position(&rules, 3, 4, Color::White, &mut rng);
        if start.outcome(&rules).is_some() {
            continue;
        }
        let into_draw = start.legal_moves(&rules).into_iter().find(|&mv| {
            !mv.removed().is_empty() && table.probe(&play(&rules, &start, mv)) == Some(Value::Draw)
        });
        let Some(mv) = into_draw else { continue };
        let game = Game::from_position(Arc::clone(&rules), start);
        let analysis = engine.analyze(&game, &Limits::depth(2), &Stop::new(), &mut |_| {});
        assert_ne!(analysis.source, Source::Table, "3-4 is not in the table");
        let score = analysis.moves.iter().find(|m| m.mv == mv).unwrap().score;
        assert_eq!(
            score,
            Some(Score::Draw),
            "{}: {}",
            start.to_text(&rules),
            morris_core::move_text(&rules, mv)
        );
        checked += 1;
    }
    assert_eq!(checked, 5, "too few positions with a move into a drawn 3-3");
}

#[test]
fn the_patterns_tell_won_three_against_three_from_lost() {
    for id in ["nine-mens-morris", "morabaraba"] {
        patterns_against_the_table(id);
    }
}

fn patterns_against_the_table(id: &str) {
    let rules = shipped(id);
    let dir = tempfile::tempdir().unwrap();
    let table = solved(&rules, "3-3", &dir);
    let flying = patterns::fitted_for(&rules).expect("a fitted set");
    let counts = weights::weights_for(&rules);
    let mut rng = Rng::new(11);
    let (mut judged, mut by_patterns, mut by_counts) = (0, 0, 0);
    while judged < 2_000 {
        let side = [Color::White, Color::Black][rng.below(2)];
        let pos = random_movement_position(&rules, 3, 3, side, &mut rng);
        if pos.outcome(&rules).is_some() {
            continue;
        }
        let won = match table.probe(&pos) {
            Some(Value::Win(_)) => true,
            Some(Value::Loss(_)) => false,
            _ => continue,
        };
        assert!(patterns::both_fly_evenly(&rules, &pos));
        judged += 1;
        by_patterns += usize::from((patterns::evaluate(&rules, &pos, flying) > 0) == won);
        let by_features = features::dot(&features::of(&rules, &pos), &counts);
        by_counts += usize::from((by_features > 0) == won);
    }
    // The fit's own held-out positions: 99.1% right (draws left out here).
    assert!(by_patterns >= 1_940, "{id}: {by_patterns} of 2000 right");
    assert!(
        by_patterns > by_counts + 100,
        "{id}: {by_patterns} against {by_counts}"
    );
}

#[test]
fn a_game_without_a_fitted_set_keeps_the_counts() {
    let lasker = shipped("lasker-morris");
    assert!(patterns::fitted_for(&lasker).is_none());
    // The same game under another name is the same game.
    let nine = shipped("nine-mens-morris");
    let (text, origin) = nine.source();
    let copy = Rules::from_source("my-nine", origin, text).unwrap();
    assert_eq!(patterns::fitted_for(&copy), patterns::fitted_for(&nine));
}

#[test]
fn the_search_takes_a_piece_into_a_won_three_against_three() {
    // From a game of the review's benchmark: White, three pieces flying,
    // closes a mill by flying d1 to e5 and takes; the table calls two of the
    // four takes a win and every turn that does not take a draw. With the
    // counts of pieces alone the search scored both winning takes 0, below
    // the turns that keep four against three.
    let rules = Arc::new(shipped("nine-mens-morris"));
    let dir = tempfile::tempdir().unwrap();
    let table = solved(&rules, "3-3,4-3,3-4", &dir);
    let pos = Position::from_text(&rules, ".W....BB.B.....WW...B... w 0 0").unwrap();
    assert!(matches!(table.probe(&pos), Some(Value::Win(_))));
    let mut engine = Engine::with_table_size(16);
    engine.set_table_lookup(false);
    let game = Game::from_position(Arc::clone(&rules), pos);
    let level = Level::new(10).unwrap();
    let mv = engine
        .choose_move(&game, level, &Limits::depth(6), &Stop::new(), 1)
        .expect("a move");
    let mut after = pos;
    after.play_unchecked(&rules, mv);
    assert!(
        matches!(table.probe(&after), Some(Value::Loss(_))),
        "{mv:?} leaves {:?}",
        table.probe(&after)
    );
}
