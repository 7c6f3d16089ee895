//! Openings: a few random turns from the start, so that the games of a match
//! are not one game played over and over.

use std::sync::Arc;

use morris_core::{Game, Position, Rules};

/// Tries before an opening that keeps ending the game is given up for a shorter one.
const TRIES: usize = 100;

/// The seeded generator of openings: the same seed, the same openings.
pub use morris_core::SplitMix as Random;

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

/// A game `plies` random turns from `start` (the rules' start if `None`) that
/// is still going; fewer turns when no such line turns up (a tiny board may
/// end that soon).
pub fn random_opening(
    rules: &Arc<Rules>,
    start: Option<&Position>,
    plies: usize,
    random: &mut Random,
) -> Game {
    let fresh = || match start {
        Some(pos) => Game::from_position(rules.clone(), *pos),
        None => Game::new(rules.clone()),
    };
    for length in (0..=plies).rev() {
        for _ in 0..TRIES {
            let mut game = fresh();
            play_random_turns(&mut game, length, random);
            if game.moves().len() == length && game.outcome().is_none() {
                return game;
            }
        }
    }
    fresh()
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::catalog;

    #[test]
    fn openings_are_legal_unfinished_and_repeatable() {
        let rules = Arc::new(catalog::shipped("three-mens-morris").unwrap());
        let one = random_opening(&rules, None, 4, &mut Random::new(9));
        let two = random_opening(&rules, None, 4, &mut Random::new(9));
        assert_eq!(one.moves(), two.moves());
        assert_eq!(one.moves().len(), 4);
        assert!(one.outcome().is_none());
        // A long opening goes into the moving phase and still leaves the game going.
        let long = random_opening(&rules, None, 30, &mut Random::new(1));
        assert!(long.outcome().is_none());
        assert!(!long.moves().is_empty() && long.moves().len() <= 30);
    }

    #[test]
    fn an_opening_from_a_start_begins_there() {
        let rules = Arc::new(catalog::shipped("nine-mens-morris").unwrap());
        let start = Position::from_text(&rules, "WWW.B.B..B......B....... b 0 0").unwrap();
        let game = random_opening(&rules, Some(&start), 2, &mut Random::new(4));
        assert_eq!(game.position_at(0), Some(&start));
        assert_eq!(game.moves().len(), 2);
        assert!(game.outcome().is_none());
    }
}
