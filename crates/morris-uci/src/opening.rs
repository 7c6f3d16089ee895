//! Openings: a few random turns from the start, so that the games of a match
//! are not one game played over and over.

use std::sync::Arc;

use morris_core::{Game, Rules};

/// Tries before an opening that keeps ending the game is given up for a shorter one.
const TRIES: usize = 100;

/// A small seeded generator (SplitMix64): the same seed, the same openings.
#[derive(Clone, Debug)]
pub struct Random(u64);

impl Random {
    pub fn new(seed: u64) -> Random {
        Random(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

/// Plays up to `turns` turns chosen at random, fewer when the game ends first.
pub fn play_random_turns(game: &mut Game, turns: usize, random: &mut Random) {
    for _ in 0..turns {
        let legal = game.legal_moves();
        if legal.is_empty() {
            return;
        }
        let mv = legal[random.below(legal.len())];
        if game.play(mv).is_err() {
            return;
        }
    }
}

/// A game `plies` random turns from the start that is still going; fewer
/// turns when no such line turns up (a tiny board may end that soon).
pub fn random_opening(rules: &Arc<Rules>, plies: usize, random: &mut Random) -> Game {
    for length in (0..=plies).rev() {
        for _ in 0..TRIES {
            let mut game = Game::new(rules.clone());
            play_random_turns(&mut game, length, random);
            if game.moves().len() == length && game.outcome().is_none() {
                return game;
            }
        }
    }
    Game::new(rules.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::catalog;

    #[test]
    fn openings_are_legal_unfinished_and_repeatable() {
        let rules = Arc::new(catalog::shipped("three-mens-morris").unwrap());
        let one = random_opening(&rules, 4, &mut Random::new(9));
        let two = random_opening(&rules, 4, &mut Random::new(9));
        assert_eq!(one.moves(), two.moves());
        assert_eq!(one.moves().len(), 4);
        assert!(one.outcome().is_none());
        // A long opening goes into the moving phase and still leaves the game going.
        let long = random_opening(&rules, 30, &mut Random::new(1));
        assert!(long.outcome().is_none());
        assert!(!long.moves().is_empty() && long.moves().len() <= 30);
    }
}
