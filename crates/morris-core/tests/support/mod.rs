//! Helpers shared by the integration tests.
#![allow(dead_code)]

use morris_core::{Game, Move, Position, Rules, catalog};
use std::sync::Arc;

/// Every shipped variant, compiled.
pub fn all_variants() -> Vec<Arc<Rules>> {
    catalog::SHIPPED
        .iter()
        .map(|(id, _)| Arc::new(catalog::shipped(id).expect("shipped rules compile")))
        .collect()
}

/// A small deterministic random generator (splitmix64), so playouts repeat.
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
        (self.next() % n as u64) as usize
    }
}

/// Plays up to `turns` random legal turns from the start and returns the game.
pub fn random_game(rules: &Arc<Rules>, seed: u64, turns: usize) -> Game {
    let mut rng = Rng(seed);
    let mut game = Game::new(rules.clone());
    for _ in 0..turns {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv: Move = moves[rng.below(moves.len())];
        game.play(mv).expect("generated moves are legal");
    }
    game
}

/// Random positions reached by playouts, for perft and parser checks.
pub fn random_positions(rules: &Arc<Rules>, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng(seed);
    (0..count)
        .map(|i| {
            let turns = rng.below(60);
            *random_game(rules, seed ^ (i as u64 * 7919), turns).position()
        })
        .collect()
}

pub mod reference;
