//! The table cache: engines made move by move share one and play perfectly
//! from it, a table solved through an engine is used at once, and a missing
//! table file is remembered until the engine is told to look again.

use std::sync::Arc;

use morris_ai::search::{Engine, Level, Limits, Source, Stop, TableCache};
use morris_ai::solve::{self, SolveOptions, Value};
use morris_core::Game;
use morris_testkit::{Rng, play, random_game, rules};

fn options_in(dir: &tempfile::TempDir) -> SolveOptions {
    SolveOptions {
        cache_dir: Some(dir.path().to_path_buf()),
        ..SolveOptions::default()
    }
}

#[test]
fn engines_sharing_a_cache_play_perfectly_from_it() {
    let dir = tempfile::tempdir().unwrap();
    let rules = rules("three-mens-morris");
    let cache = TableCache::in_folder(dir.path().to_path_buf());
    let table = Engine::new()
        .with_tables(cache.clone())
        .solve(&rules, &options_in(&dir), |_| {})
        .expect("solves");

    let mut rng = Rng::new(41);
    let mut checked = 0;
    while checked < 40 {
        let turns = rng.below(20);
        let game = random_game(&rules, &mut rng, turns);
        if game.outcome().is_some() {
            continue;
        }
        // From the position alone: the table knows no history.
        let game = Game::from_position(Arc::clone(&rules), *game.position());
        let pos = *game.position();
        let value = table.probe(&pos).expect("covered");
        let mut engine = Engine::for_level(Level::Perfect).with_tables(cache.clone());
        let mv = engine
            .choose_move(&game, Level::Perfect, &Limits::depth(1), &Stop::new(), 3)
            .expect("a move");
        assert_eq!(
            table.probe(&play(&rules, &pos, mv)).map(Value::before),
            Some(value)
        );
        let mut engine = Engine::new().with_tables(cache.clone());
        let analysis = engine.analyze(&game, &Limits::depth(1), &Stop::new(), &mut |_| {});
        assert_eq!(analysis.source, Source::Table);
        assert_eq!(
            analysis
                .best
                .map(|m| table.probe(&play(&rules, &pos, m)).map(Value::before)),
            Some(Some(value))
        );
        checked += 1;
    }
}

#[test]
fn a_missing_table_is_remembered_until_the_engine_looks_again() {
    let dir = tempfile::tempdir().unwrap();
    let rules = rules("three-mens-morris");
    let mut engine = Engine::new().with_tables(TableCache::in_folder(dir.path().to_path_buf()));
    assert!(!engine.has_table_for(&rules));
    // Solved elsewhere, into the engine's folder: the engine still knows it as missing...
    solve::load_or_solve(&rules, &options_in(&dir), |_| {}).expect("solves");
    assert!(!engine.has_table_for(&rules));
    // ...until it is told to look again.
    engine.refresh_tables();
    assert!(engine.has_table_for(&rules));
}

#[test]
fn a_table_solved_through_the_engine_is_used_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let rules = rules("three-mens-morris");
    let mut engine = Engine::new().with_tables(TableCache::in_folder(dir.path().to_path_buf()));
    assert!(!engine.has_table_for(&rules));
    engine
        .solve(&rules, &options_in(&dir), |_| {})
        .expect("solves");
    assert!(engine.has_table_for(&rules));
    let game = Game::new(Arc::clone(&rules));
    let analysis = engine.analyze(&game, &Limits::depth(1), &Stop::new(), &mut |_| {});
    assert_eq!(analysis.source, Source::Table);
}
