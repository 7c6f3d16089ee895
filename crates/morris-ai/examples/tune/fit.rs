//! The logistic fit: the expected result of a position is
//! `sigmoid(K * eval / 100)`; K is fitted first with the weights as they are,
//! then the weights by a coordinate search with shrinking steps.

use morris_ai::search::features::{self, BASE, COUNT, PIECES};

use crate::sample::Sample;

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean squared error between the predicted and the real results.
pub fn loss(samples: &[Sample], weights: &[i32; COUNT], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let eval = f64::from(features::dot(&s.features, weights));
            let err = s.result - sigmoid(k * eval / 100.0);
            err * err
        })
        .sum();
    sum / samples.len() as f64
}

/// The K in `(0.01, 10)` with the least loss, by golden-section search.
pub fn fit_k(samples: &[Sample], weights: &[i32; COUNT]) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let (mut lo, mut hi) = (0.01f64, 10.0f64);
    for _ in 0..60 {
        let a = hi - ratio * (hi - lo);
        let b = lo + ratio * (hi - lo);
        if loss(samples, weights, a) < loss(samples, weights, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// No weight goes beyond five pieces: a rare feature whose positions were all
/// lost would otherwise grow without bound.
const LARGEST: i32 = 500;

/// Weights with less loss, from `start`: each weight but the pieces' (the
/// unit, in every phase) and those in `fixed` moves by a step while that helps; the step halves
/// when no weight moves, from 16 down to 1.
pub fn fit_weights(
    samples: &[Sample],
    start: [i32; COUNT],
    k: f64,
    fixed: &[usize],
) -> [i32; COUNT] {
    let mut weights = start;
    let mut best = loss(samples, &weights, k);
    let mut step = 16;
    while step >= 1 {
        let mut moved = true;
        while moved {
            moved = false;
            for i in 0..COUNT {
                if i % BASE == PIECES || fixed.contains(&i) {
                    continue;
                }
                for delta in [step, -step] {
                    let mut trial = weights;
                    trial[i] += delta;
                    if trial[i].abs() > LARGEST {
                        continue;
                    }
                    let l = loss(samples, &trial, k);
                    if l < best {
                        best = l;
                        weights = trial;
                        moved = true;
                        break;
                    }
                }
            }
        }
        step /= 2;
    }
    weights
}
