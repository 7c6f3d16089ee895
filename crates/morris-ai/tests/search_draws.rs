//! Draws by the rules and by the no-removal count, against the position's own result.

mod search_support;

use morris_ai::search::{Engine, Limits, Score, Stop};
use morris_core::{Game, move_text};
use search_support::{game_at, rules};

/// An engine that sees only its own search (no solved table from the cache).
fn searching_engine() -> Engine {
    let mut engine = Engine::with_table_size(1);
    engine.set_table_lookup(false);
    engine
}

fn analyze(engine: &mut Engine, game: &Game, depth: u32) -> morris_ai::search::Analysis {
    engine.analyze(game, &Limits::depth(depth), &Stop::new(), &mut |_| {})
}

#[test]
fn a_win_on_the_turn_that_reaches_the_no_removal_limit_is_a_win() {
    // Three Men's Morris, 99 turns without removal: the 100th ends the game by
    // the count, but c1 closes White's bottom row, and the mill wins first.
    let rules = rules("three-mens-morris");
    let game = game_at(&rules, "WW.BB.... w 1 1 99 99");
    let analysis = analyze(&mut searching_engine(), &game, 3);
    assert_eq!(move_text(&rules, analysis.best.expect("a move")), "c1");
    assert_eq!(analysis.score, Score::Win { turns: 1 });
    let c1 = analysis
        .moves
        .iter()
        .find(|m| move_text(&rules, m.mv) == "c1")
        .expect("c1 is legal");
    assert_eq!(c1.score, Some(Score::Win { turns: 1 }));
}
