//! Test rules and helpers shared by the unit tests (as `solve::test_variants`)
//! and the integration tests (through `#[path]`): nothing here uses the crate itself.

use morris_core::{Position, Rules, catalog};

/// A shipped rules file with some settings replaced, compiled under a new id.
pub fn variant_of(base: &str, id: &str, changes: &[(&str, &str)]) -> Rules {
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

/// Removals on the 3x3 board, where one placement can close two mills; one
/// removal per mill, a full board draws, Black starts.
pub fn three_removal_per_mill() -> Rules {
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
    )
}

/// Moves during placement (Lasker style), flying at three, any piece removable.
pub fn three_lasker_flying() -> Rules {
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
    )
}

/// A small deterministic random generator (splitmix64).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// The board of a position as a position string's first field.
pub fn board_text(rules: &Rules, white: u64, black: u64) -> String {
    (0..rules.point_count())
        .map(|p| {
            if white >> p & 1 == 1 {
                'W'
            } else if black >> p & 1 == 1 {
                'B'
            } else {
                '.'
            }
        })
        .collect()
}

/// A position reached by up to `turns` random legal turns from the start.
pub fn random_playout(rules: &Rules, rng: &mut Rng, turns: usize) -> Position {
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
