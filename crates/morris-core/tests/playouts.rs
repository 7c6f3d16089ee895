//! Properties of random playouts in every shipped variant, and in the
//! test-only variants that switch on rules no shipped file uses.

use std::sync::Arc;

use morris_core::{Color, Position, Rules, move_text, parse_move};
use morris_testkit::{Rng, random_game};
use proptest::prelude::*;

const TEST_ONLY: &[(&str, &str)] = &[
    ("per-mill", include_str!("data/per-mill.ron")),
    ("listed-mills", include_str!("data/listed-mills.ron")),
    ("tagged-mills", include_str!("data/tagged-mills.ron")),
    ("captures", include_str!("data/captures.ron")),
];

fn all_variants() -> Vec<Arc<Rules>> {
    let mut all = morris_testkit::all_variants();
    for (id, text) in TEST_ONLY {
        all.push(Arc::new(Rules::from_source(id, id, text).unwrap()));
    }
    all
}

fn variant_count() -> usize {
    morris_core::catalog::SHIPPED.len() + TEST_ONLY.len()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn playouts_keep_every_invariant(variant in 0usize..variant_count(), seed in any::<u64>(), turns in 1usize..200) {
        let rules = &all_variants()[variant];
        let mut rng = Rng::new(seed);
        let mut game = morris_core::Game::new(rules.clone());
        let mut removed = morris_core::ByColor::splat(0u32);
        for _ in 0..turns {
            let pos = *game.position();
            // Pieces are conserved: board + hand + removed is all of them, but
            // for pieces some rules take from the hand (or let leave it).
            for c in Color::ALL {
                prop_assert!(
                    pos.pieces(c).len() + u32::from(pos.in_hand(c)) + removed[c]
                        <= u32::from(rules.pieces())
                );
            }
            prop_assert_eq!(pos.hash(), pos.compute_hash());
            let text = pos.to_text(rules);
            prop_assert_eq!(Position::from_text(rules, &text), Ok(pos));

            let moves = game.legal_moves();
            if game.outcome().is_some() {
                prop_assert!(moves.is_empty());
                break;
            }
            prop_assert!(!moves.is_empty(), "an unfinished game has moves");
            prop_assert_eq!(pos.count_legal_moves(rules), pos.legal_moves(rules).len());
            for &mv in &moves {
                let shown = move_text(rules, mv);
                prop_assert_eq!(parse_move(rules, &pos, &shown), Ok(mv), "{}", shown);
            }
            let mv = moves[rng.below(moves.len())];
            for c in Color::ALL {
                removed[c] += (mv.removed() & pos.pieces(c)).len();
            }
            game.play(mv).unwrap();
            for c in Color::ALL {
                prop_assert!(game.position().piece_count(c) <= pos.piece_count(c), "no piece comes back");
            }
            // Undo gives back the move and the position before it; redo plays the move again.
            prop_assert_eq!(game.undo(), Some(mv));
            prop_assert_eq!(*game.position(), pos);
            prop_assert_eq!(game.redo(), Some(mv));
        }
    }

    #[test]
    fn finished_positions_have_no_moves(variant in 0usize..variant_count(), seed in any::<u64>()) {
        let rules = &all_variants()[variant];
        let game = random_game(rules, &mut Rng::new(seed), 2000);
        let pos = game.position();
        if pos.outcome(rules).is_some() {
            prop_assert!(pos.legal_moves(rules).is_empty());
            prop_assert_eq!(pos.count_legal_moves(rules), 0);
        }
        if game.outcome().is_some() {
            prop_assert!(game.legal_moves().is_empty());
        }
    }
}

proptest! {
    #[test]
    fn any_text_gives_a_legal_move_or_an_error(
        variant in 0usize..variant_count(),
        seed in any::<u64>(),
        text in "[a-gx0-9 \\-X:]{0,12}|\\PC{0,12}",
    ) {
        let rules = &all_variants()[variant];
        let pos = *random_game(rules, &mut Rng::new(seed), (seed % 40) as usize).position();
        if let Ok(mv) = parse_move(rules, &pos, &text) {
            prop_assert!(pos.is_legal(rules, mv));
        }
    }

    #[test]
    fn any_position_text_is_refused_or_consistent(variant in 0usize..variant_count(), text in "[WB.wb]{0,30}( [wbx])?( [0-9]{1,3}){0,5}|\\PC{0,40}") {
        let rules = &all_variants()[variant];
        if let Ok(pos) = Position::from_text(rules, &text) {
            for c in Color::ALL {
                prop_assert!(pos.piece_count(c) <= rules.pieces());
            }
            prop_assert_eq!(Position::from_text(rules, &pos.to_text(rules)), Ok(pos));
        }
    }
}
