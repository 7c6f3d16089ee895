//! Openings: a few random turns from the start, so that the games of a match
//! are not one game played over and over.

use std::sync::Arc;

use morris_core::{Game, Move, Rules};

/// Tries before an opening that keeps ending the game is given up for a shorter one.
const TRIES: usize = 100;

/// A small seeded generator (SplitMix64): the same seed, the same openings.
#[derive(Clone, Debug)]
pub struct Random(u64);

impl Random {
    pub fn new(seed: u64) -> Random {
        Random(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// `plies` random turns from the start that leave the game going; fewer when
/// no such line turns up (a tiny board may end that soon).
pub fn random_opening(rules: &Arc<Rules>, plies: usize, random: &mut Random) -> Vec<Move> {
    for length in (0..=plies).rev() {
        for _ in 0..TRIES {
            let mut game = Game::new(rules.clone());
            for _ in 0..length {
                let legal = game.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let mv = legal[random.below(legal.len())];
                if game.play(mv).is_err() {
                    break;
                }
            }
            if game.moves().len() == length && game.outcome().is_none() {
                return game.moves().to_vec();
            }
        }
    }
    Vec::new()
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
        assert_eq!(one, two);
        assert_eq!(one.len(), 4);
        let mut game = Game::new(rules.clone());
        for mv in &one {
            game.play(*mv).unwrap();
        }
        assert!(game.outcome().is_none());
        // A long opening goes into the moving phase and still leaves the game going.
        let long = random_opening(&rules, 30, &mut Random::new(1));
        let mut game = Game::new(rules.clone());
        for mv in &long {
            game.play(*mv).unwrap();
        }
        assert!(game.outcome().is_none());
        assert!(!long.is_empty() && long.len() <= 30);
    }
}
