//! Deliberate, seeded randomness for the lower levels: a softmax over the root
//! moves' scores, so a move a little worse is often played and a much worse one rarely.

use morris_core::Move;

use super::iterate::RootMove;
use super::score::{FORCED, WIN};
use morris_core::SplitMix;

/// A forced win counts as this much (in hundredths of a piece) when choosing at random.
const FORCED_UTILITY: f64 = 2_000.0;

fn utility(value: i32) -> f64 {
    let distance = f64::from(WIN - value.abs());
    if value > FORCED {
        FORCED_UTILITY - distance
    } else if value < -FORCED {
        -FORCED_UTILITY + distance
    } else {
        f64::from(value).clamp(-1_500.0, 1_500.0)
    }
}

/// Picks among the root moves with an exact score, with probability
/// proportional to `exp(score / temperature)`.
pub(crate) fn pick(moves: &[RootMove], temperature: i32, rng: &mut SplitMix) -> Option<Move> {
    let scored: Vec<(Move, f64)> = moves
        .iter()
        .filter(|m| m.exact)
        .map(|m| (m.mv, utility(m.value)))
        .collect();
    let top = scored
        .iter()
        .map(|(_, u)| *u)
        .fold(f64::NEG_INFINITY, f64::max);
    let t = f64::from(temperature.max(1));
    let weights: Vec<f64> = scored.iter().map(|(_, u)| ((u - top) / t).exp()).collect();
    let total: f64 = weights.iter().sum();
    if scored.is_empty() || !total.is_finite() || total <= 0.0 {
        return None;
    }
    let mut target = rng.next_f64() * total;
    for ((mv, _), w) in scored.iter().zip(&weights) {
        if target < *w {
            return Some(*mv);
        }
        target -= w;
    }
    scored.last().map(|(mv, _)| *mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::Point;

    #[test]
    fn a_cold_choice_takes_the_best_and_a_hot_one_varies() {
        let moves: Vec<RootMove> = (0..4)
            .map(|i| RootMove {
                mv: Move::place(Point(i)),
                value: 100 - 50 * i32::from(i),
                exact: true,
                line: Vec::new(),
                draw: false,
            })
            .collect();
        let mut rng = SplitMix::new(7);
        for _ in 0..50 {
            assert_eq!(pick(&moves, 1, &mut rng), Some(Move::place(Point(0))));
        }
        let picked: std::collections::HashSet<_> = (0..200)
            .filter_map(|_| pick(&moves, 500, &mut rng))
            .collect();
        assert!(picked.len() >= 3);
    }
}
