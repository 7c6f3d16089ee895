//! A table remembered for the process serves the free functions: the perfect
//! level plays from it and analysis shows exact results.

use std::sync::Arc;

use morris_ai::search::{
    Level, Limits, Source, Stop, analyze, choose_move, remember_table, solved_table,
};
use morris_ai::solve::{self, SolveOptions, Value};
use morris_core::Game;
use morris_testkit::{Rng, play, random_game, rules};

#[test]
fn a_remembered_table_makes_the_free_functions_perfect() {
    let rules = rules("three-mens-morris");
    let table = Arc::new(solve::solve(&rules, &SolveOptions::default(), |_| {}).expect("solves"));
    remember_table(Arc::clone(&table));
    assert!(solved_table(&rules).is_some_and(|t| t.rules_fingerprint() == rules.fingerprint()));

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
        let mv =
            choose_move(&game, Level::Perfect, &Limits::depth(1), &Stop::new(), 3).expect("a move");
        assert_eq!(table.probe(&play(&pos, mv)).map(Value::before), Some(value));
        let analysis = analyze(&game, &Limits::depth(1), &Stop::new(), &mut |_| {});
        assert_eq!(analysis.source, Source::Table);
        assert_eq!(
            analysis
                .best
                .map(|m| table.probe(&play(&pos, m)).map(Value::before)),
            Some(Some(value))
        );
        checked += 1;
    }
}
