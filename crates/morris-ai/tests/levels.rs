//! Levels: the same seed gives the same move; the weakest levels vary with the seed.

use std::collections::HashSet;

use morris_ai::search::{Level, Limits, Stop, choose_move};
use morris_testkit::{Rng, random_game, rules};

#[test]
fn a_level_and_a_seed_always_give_the_same_move() {
    let rules = rules("nine-mens-morris");
    let mut rng = Rng::new(5);
    for round in 0..10 {
        let game = random_game(&rules, &mut rng, 4 + 3 * round);
        for n in 1..=9 {
            let level = Level::new(n).unwrap();
            let limits = Limits::nodes(20_000);
            let a = choose_move(&game, level, &limits, &Stop::new(), 1234);
            let b = choose_move(&game, level, &limits, &Stop::new(), 1234);
            assert_eq!(a, b, "level {n}");
        }
    }
}

#[test]
fn the_weakest_level_varies_its_moves_and_the_strongest_does_not() {
    let rules = rules("nine-mens-morris");
    let game = random_game(&rules, &mut Rng::new(11), 6);
    let weak: HashSet<_> = (0..30)
        .filter_map(|seed| {
            choose_move(
                &game,
                Level::WEAKEST,
                &Limits::default(),
                &Stop::new(),
                seed,
            )
        })
        .collect();
    assert!(
        weak.len() >= 4,
        "level 1 played only {} different moves",
        weak.len()
    );
    let strong: HashSet<_> = (0..5)
        .filter_map(|seed| {
            choose_move(
                &game,
                Level::new(8).unwrap(),
                &Limits::nodes(5_000),
                &Stop::new(),
                seed,
            )
        })
        .collect();
    assert_eq!(strong.len(), 1);
}

#[test]
fn every_level_takes_a_free_mill() {
    // Even the weakest level closes a mill that wins the game at once most of the time,
    // and level 5 and up always do.
    let rules = rules("three-mens-morris");
    let game = morris_testkit::game_at(
        &rules,
        &morris_testkit::text_of(&rules, &["a1", "b1"], &["a3", "c3"], 'w', (1, 1)),
    );
    let c1 = rules.point_by_name("c1").unwrap();
    for n in 5..=10 {
        for seed in 0..5 {
            let mv = choose_move(
                &game,
                Level::new(n).unwrap(),
                &Limits::default(),
                &Stop::new(),
                seed,
            )
            .unwrap();
            assert_eq!(mv.to(), c1, "level {n} seed {seed}");
        }
    }
    let wins = (0..40)
        .filter(|&seed| {
            choose_move(
                &game,
                Level::WEAKEST,
                &Limits::default(),
                &Stop::new(),
                seed,
            )
            .unwrap()
            .to()
                == c1
        })
        .count();
    assert!(wins >= 30, "level 1 won at once in {wins} of 40");
}
