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
