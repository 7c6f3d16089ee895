//! Rules and random positions for the solver's unit tests.

use morris_core::{Color, Position, Rules, catalog};

use super::mechanics::State;

/// A shipped rules file with some settings replaced, compiled under a new id.
pub(crate) fn variant_of(base: &str, id: &str, changes: &[(&str, &str)]) -> Rules {
    let (_, text) = catalog::SHIPPED
        .iter()
        .find(|(name, _)| *name == base)
        .expect("shipped base");
    let mut text = text.to_string();
    for (from, to) in changes {
        assert!(text.contains(from), "{base} has no {from:?}");
        text = text.replacen(from, to, 1);
    }
    Rules::from_source(id, &format!("<{id}>"), &text).expect("test rules compile")
}

/// Small variants that between them switch on every rule the solver models.
pub(crate) fn small_variants() -> Vec<Rules> {
    vec![
        catalog::shipped("three-mens-morris").expect("shipped"),
        // Removals on the 3x3 board, where a placement can close two mills at once.
        variant_of(
            "three-mens-morris",
            "three-removal-per-mill",
            &[
                ("pieces: 3", "pieces: 4"),
                ("mill_closes: Win", "mill_closes: Remove"),
                ("double_mill: OneRemoval", "double_mill: RemovalPerMill"),
                ("full_board_draw: false", "full_board_draw: true"),
                ("first: White", "first: Black"),
            ],
        ),
        // Moves during placement, flying, any piece removable.
        variant_of(
            "three-mens-morris",
            "three-lasker-flying",
            &[
                ("pieces: 3", "pieces: 4"),
                ("mill_closes: Win", "mill_closes: Remove"),
                ("move_in_placement: false", "move_in_placement: true"),
                ("flying: Never", "flying: At(pieces: 3, optional: false)"),
                ("removable: NotInMills", "removable: Any"),
            ],
        ),
    ]
}

/// A small deterministic random generator (splitmix64).
pub(crate) struct Rng(pub u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// A position reached by up to `turns` random legal turns from the start.
pub(crate) fn random_playout(rules: &Rules, rng: &mut Rng, turns: usize) -> Position {
    let mut pos = Position::start(rules);
    for _ in 0..turns {
        let moves = pos.legal_moves(rules);
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[rng.below(moves.len())]);
    }
    pos
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
