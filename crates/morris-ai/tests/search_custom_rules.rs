//! Rules no shipped file uses: one removal per mill closed, any piece removable,
//! flying at four. The search plays them from the compiled rules alone.

use std::sync::Arc;

use morris_ai::search::{Level, Limits, Stop, analyze, choose_move};
use morris_core::{Rules, move_text};
use morris_testkit::{Rng, game_at, random_game, text_of, variant_of};

/// A shipped rules file with some settings replaced (each setting with its
/// comma, so that a comment naming it is not the one replaced).
fn edited(id: &str, replacements: &[(&str, &str)]) -> Arc<Rules> {
    Arc::new(variant_of(id, &format!("{id}-custom"), replacements))
}

fn variants() -> Vec<Arc<Rules>> {
    vec![
        edited(
            "twelve-mens-morris",
            &[
                ("double_mill: OneRemoval,", "double_mill: RemovalPerMill,"),
                ("removable: NotInMills,", "removable: Any,"),
            ],
        ),
        edited(
            "morabaraba",
            &[("double_mill: OneRemoval,", "double_mill: RemovalPerMill,")],
        ),
        edited(
            "nine-mens-morris",
            &[(
                "flying: At(pieces: 3, optional: true)",
                "flying: At(pieces: 4, optional: false)",
            )],
        ),
    ]
}

#[test]
fn custom_rules_get_legal_moves_at_every_level_even_when_stopped() {
    let mut rng = Rng::new(8);
    let stopped = Stop::new();
    stopped.stop();
    for rules in variants() {
        for round in 0..15 {
            let turns = rng.below(50);
            let game = random_game(&rules, &mut rng, turns);
            let legal = game.legal_moves();
            let level = Level::ALL[round % Level::ALL.len()];
            let limits = Limits::nodes(2_000).with_depth(3);
            for stop in [&Stop::new(), &stopped] {
                let mv = choose_move(&game, level, &limits, stop, round as u64);
                assert_eq!(mv.is_some(), !legal.is_empty(), "{}", rules.id());
                assert!(
                    mv.is_none_or(|m| legal.contains(&m)),
                    "{} level {level}",
                    rules.id()
                );
            }
        }
    }
}

#[test]
fn a_double_mill_takes_two_pieces_where_each_mill_removes_one() {
    let rules = &variants()[0];
    // Twelve Men's Morris board: placing d2 closes d1-d2-d3 and b2-d2-f2 at once.
    let text = text_of(
        rules,
        &["d1", "d3", "b2", "f2"],
        &["a7", "g7", "a1"],
        'w',
        (8, 9),
    );
    let game = game_at(rules, &text);
    let analysis = analyze(&game, &Limits::depth(2), &Stop::new(), &mut |_| {});
    let best = analysis.best.expect("a move");
    assert_eq!(best.removed().len(), 2, "{}", move_text(rules, best));
    assert_eq!(rules.point_name(best.to()), "d2");
}
