//! Draws by the rules and by the no-removal count, against the position's own result.

use morris_ai::search::{Engine, Limits, Score, Stop};
use std::sync::Arc;

use morris_core::{Game, Position, Rules, move_text};
use morris_testkit::{game_at, rules, variant_of};

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

/// Three Men's Morris where a player may move a piece to any empty point.
fn flying_three() -> Arc<Rules> {
    Arc::new(variant_of(
        "three-mens-morris",
        "flying-three",
        &[("flying: Never", "flying: At(pieces: 3, optional: false)")],
    ))
}

#[test]
fn an_engine_forgets_what_it_learnt_under_other_rules() {
    // The same boards hash alike under both rules, so a table kept from the
    // sliding game would answer for the flying one.
    let sliding = rules("three-mens-morris");
    let flying = flying_three();
    for text in [
        "WB.BW.W.B w 0 0 0 0",
        "W.B.WB.BW b 0 0 0 0",
        "WWB.B..BW w 0 0 0 0",
    ] {
        let mut reused = searching_engine();
        analyze(&mut reused, &game_at(&sliding, text), 9);
        let after = analyze(&mut reused, &game_at(&flying, text), 9);
        let fresh = analyze(&mut searching_engine(), &game_at(&flying, text), 9);
        let scores =
            |a: &morris_ai::search::Analysis| a.moves.iter().map(|m| m.score).collect::<Vec<_>>();
        assert_eq!(after.score, fresh.score, "{text}");
        assert_eq!(scores(&after), scores(&fresh), "{text}");
    }
}

#[test]
fn moves_into_a_draw_by_the_count_score_as_proven_draws() {
    // Three Men's Morris, 99 turns without removal and no mill to close: every
    // move ends the game drawn, and an unlimited analysis says so at once.
    let rules = rules("three-mens-morris");
    let game = game_at(&rules, "WB.BW.W.B w 0 0 99 99");
    let analysis = searching_engine().analyze(&game, &Limits::default(), &Stop::new(), &mut |_| {});
    assert_eq!(analysis.score, Score::Draw);
    assert_eq!(analysis.depth, 1);
    assert!(!analysis.moves.is_empty());
    assert!(analysis.moves.iter().all(|m| m.score == Some(Score::Draw)));
}

#[test]
fn a_draw_move_beside_unproven_ones_does_not_make_the_position_a_draw() {
    // 98 quiet turns: White's move does not end the game, so nothing is proven.
    let rules = rules("three-mens-morris");
    let game = game_at(&rules, "WB.BW.W.B w 0 0 98 98");
    let analysis = analyze(&mut searching_engine(), &game, 1);
    assert_ne!(analysis.score, Score::Draw);
    assert!(analysis.moves.iter().all(|m| m.score != Some(Score::Draw)));
}

#[test]
fn a_position_at_the_no_removal_count_is_drawn() {
    let rules = rules("three-mens-morris");
    let pos = Position::from_text(&rules, "WB.BW.W.B w 0 0 100 100").expect("a position");
    let analysis = searching_engine().analyze_position(
        &rules,
        &pos,
        &[],
        &Limits::depth(4),
        &Stop::new(),
        &mut |_| {},
    );
    assert_eq!(analysis.score, Score::Draw);
    assert_eq!(analysis.best, None);
}
