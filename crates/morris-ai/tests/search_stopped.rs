//! A search stopped in the middle of an iteration reports the last finished one.

use morris_ai::search::{Engine, Limits, Stop};
use morris_testkit::{Rng, random_game, rules};

#[test]
fn a_stopped_search_reports_a_score_that_matches_its_best_move() {
    let mut rng = Rng::new(11);
    for id in ["nine-mens-morris", "six-mens-morris", "three-mens-morris"] {
        let rules = rules(id);
        for turns in [0, 7, 20] {
            let game = random_game(&rules, &mut rng, turns);
            for nodes in (50..3_000).step_by(97) {
                let mut engine = Engine::with_table_size(1);
                engine.set_table_lookup(false);
                let limits = Limits {
                    nodes: Some(nodes),
                    ..Limits::default()
                };
                let a = engine.analyze(&game, &limits, &Stop::new(), &mut |_| {});
                let Some(best) = a.best else { break };
                if a.depth == 0 {
                    continue;
                }
                let first = a.moves.first().expect("scored moves");
                assert_eq!(first.mv, best, "{id} after {turns} turns, {nodes} nodes");
                assert_eq!(
                    first.score,
                    Some(a.score),
                    "{id} after {turns} turns, {nodes} nodes"
                );
                assert_eq!(a.pv.first(), Some(&best));
            }
        }
    }
}

/// A fixed time a move is spent whole: no iteration is skipped to save time
/// for later turns, since there is none to save.
#[test]
fn a_fixed_time_is_spent_whole() {
    let rules = rules("nine-mens-morris");
    let game = random_game(&rules, &mut Rng::new(5), 6);
    let time = std::time::Duration::from_millis(300);
    let mut engine = Engine::with_table_size(1);
    engine.set_table_lookup(false);
    let limits = Limits::default().with_fixed_time(time);
    let a = engine.search(&game, &limits, &Stop::new(), &mut |_| {});
    assert!(a.best.is_some());
    assert!(
        a.elapsed >= time,
        "stopped after {:?} of {time:?}",
        a.elapsed
    );
}
