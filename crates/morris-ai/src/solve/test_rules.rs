//! Rules and random positions for the solver's unit tests.

use morris_core::{Color, Position, Rules, catalog};

use super::mechanics::State;
pub(crate) use super::test_variants::Rng;
pub(crate) use super::test_variants::random_playout;
use super::test_variants::{three_lasker_flying, three_removal_per_mill};

/// Small variants that between them switch on every rule the solver models.
pub(crate) fn small_variants() -> Vec<Rules> {
    vec![
        catalog::shipped("three-mens-morris").expect("shipped"),
        three_removal_per_mill(),
        three_lasker_flying(),
    ]
}

/// A random arrangement (reachable or not) that the core accepts as a position.
pub(crate) fn random_arrangement(rules: &Rules, rng: &mut Rng) -> Position {
    let pieces = usize::from(rules.pieces());
    let n = rules.point_count();
    loop {
        let mut s = State {
            own: 0,
            opp: 0,
            own_hand: 0,
            opp_hand: 0,
        };
        s.own_hand = rng.below(pieces + 1) as u8;
        s.opp_hand = rng.below(pieces + 1) as u8;
        for (count, hand) in [(&mut s.own, s.own_hand), (&mut s.opp, s.opp_hand)] {
            let on_board = rng.below(pieces - usize::from(hand) + 1);
            for _ in 0..on_board {
                *count |= 1 << rng.below(n);
            }
        }
        s.opp &= !s.own;
        let side = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        if let Some(pos) = s.to_position(rules, side) {
            return pos;
        }
    }
}
