//! Which puzzle comes next: one never tried, rated near the player's rating
//! in the variant (the nearest to a target drawn within [`PICK_SPREAD`] of
//! it, ties drawn at random); once every one was tried, practice: one never
//! solved first, then any. A puzzle solved never comes back rated.

use morris_core::{Rules, SplitMix};

use super::Puzzle;
use super::standing::Standing;

/// How far from the player's rating the target of a choice may be drawn.
pub const PICK_SPREAD: f64 = 150.0;

/// The puzzle chosen, and whether it is practice (tried before: unrated).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pick {
    /// Its index in the set.
    pub index: usize,
    pub practice: bool,
}

/// The next puzzle among `candidates` (indices into `puzzles`, the theme's
/// or all), leaving out `current` where another is left; `None` with no
/// candidate.
pub fn next_puzzle(
    standing: &Standing,
    rules: &Rules,
    puzzles: &[Puzzle],
    candidates: &[usize],
    current: Option<usize>,
    rng: &mut SplitMix,
) -> Option<Pick> {
    let others: Vec<usize> = candidates
        .iter()
        .copied()
        .filter(|&i| Some(i) != current && i < puzzles.len())
        .collect();
    let pool = match others.is_empty() {
        true => candidates
            .iter()
            .copied()
            .filter(|&i| i < puzzles.len())
            .collect(),
        false => others,
    };
    let untried: Vec<usize> = pool
        .iter()
        .copied()
        .filter(|&i| standing.is_rated(rules, &puzzles[i]))
        .collect();
    if !untried.is_empty() {
        let player = standing.rating(rules).rating;
        let target = player + PICK_SPREAD * (2.0 * rng.next_f64() - 1.0);
        let distance =
            |i: usize| (standing.puzzle_rating(rules, &puzzles[i]).rating - target).abs();
        let nearest = untried
            .iter()
            .map(|&i| distance(i))
            .fold(f64::INFINITY, f64::min);
        let near: Vec<usize> = untried
            .into_iter()
            .filter(|&i| distance(i) <= nearest + 1.0)
            .collect();
        let index = near[rng.below(near.len())];
        return Some(Pick {
            index,
            practice: false,
        });
    }
    let unsolved: Vec<usize> = pool
        .iter()
        .copied()
        .filter(|&i| {
            standing
                .puzzle(rules, &puzzles[i])
                .is_none_or(|p| p.solved == 0)
        })
        .collect();
    let from = if unsolved.is_empty() { pool } else { unsolved };
    (!from.is_empty()).then(|| Pick {
        index: from[rng.below(from.len())],
        practice: true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{AttemptEnd, VariantRating, parse_set, shipped_set};

    fn set() -> (Rules, Vec<Puzzle>) {
        let read = parse_set("set.ron", shipped_set("nine-mens-morris").unwrap()).unwrap();
        (read.rules, read.set.puzzles)
    }

    fn at(rules: &Rules, rating: f64) -> Standing {
        let variant = super::super::variant_key(rules);
        Standing {
            ratings: vec![VariantRating {
                variant,
                rating: morris_rating::Rating {
                    rating,
                    ..Default::default()
                },
            }],
            ..Standing::default()
        }
    }

    /// Over many seeded picks, the puzzles offered are rated near the
    /// player: much nearer than the set's puzzles at random, and both
    /// players' picks are apart as their ratings are.
    #[test]
    fn the_next_puzzle_is_rated_near_the_player() {
        let (rules, puzzles) = set();
        let all: Vec<usize> = (0..puzzles.len()).collect();
        let mean_gap = |player: f64, picks: &[usize]| {
            picks
                .iter()
                .map(|&i| (puzzles[i].difficulty.rating() - player).abs())
                .sum::<f64>()
                / picks.len() as f64
        };
        let mut means = Vec::new();
        for player in [1200.0, 1800.0] {
            let standing = at(&rules, player);
            let mut rng = SplitMix::new(64);
            let picks: Vec<usize> = (0..400)
                .map(|_| next_puzzle(&standing, &rules, &puzzles, &all, None, &mut rng).unwrap())
                .inspect(|p| assert!(!p.practice))
                .map(|p| p.index)
                .collect();
            let gap = mean_gap(player, &picks);
            assert!(gap < mean_gap(player, &all) / 2.0, "{player}: {gap}");
            assert!(gap < PICK_SPREAD + 50.0, "{player}: {gap}");
            // A little spread: not always the same puzzle.
            let mut distinct = picks.clone();
            distinct.sort_unstable();
            distinct.dedup();
            assert!(distinct.len() > 10, "{player}: {}", distinct.len());
            let mean = picks
                .iter()
                .map(|&i| puzzles[i].difficulty.rating())
                .sum::<f64>()
                / 400.0;
            means.push(mean);
        }
        assert!(means[1] - means[0] > 400.0, "{means:?}");
    }

    #[test]
    fn a_puzzle_tried_comes_back_only_as_practice() {
        let (rules, puzzles) = set();
        let few = [0, 1, 2];
        let mut standing = Standing::default();
        let mut rng = SplitMix::new(7);
        let mut seen = Vec::new();
        for _ in 0..3 {
            let pick = next_puzzle(&standing, &rules, &puzzles, &few, None, &mut rng).unwrap();
            assert!(!pick.practice && !seen.contains(&pick.index));
            seen.push(pick.index);
            standing.record(&rules, &puzzles[pick.index], AttemptEnd::Solved);
        }
        let pick = next_puzzle(&standing, &rules, &puzzles, &few, Some(0), &mut rng).unwrap();
        assert!(pick.practice && pick.index != 0);
        // One missed (never solved) comes back first in practice.
        let mut missed = Standing::default();
        missed.record(&rules, &puzzles[0], AttemptEnd::Solved);
        missed.record(&rules, &puzzles[1], AttemptEnd::Missed);
        missed.record(&rules, &puzzles[2], AttemptEnd::Solved);
        for _ in 0..20 {
            let pick = next_puzzle(&missed, &rules, &puzzles, &few, None, &mut rng).unwrap();
            assert_eq!(
                pick,
                Pick {
                    index: 1,
                    practice: true
                }
            );
        }
        assert!(next_puzzle(&missed, &rules, &puzzles, &[], None, &mut rng).is_none());
    }
}
