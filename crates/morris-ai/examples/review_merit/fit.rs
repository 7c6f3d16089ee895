//! The expected result of a heuristic score, fitted to perfect play: each
//! position that a table judges (win, draw or loss for the player to move)
//! and that the search scored heuristically is a sample, and the slope and
//! draw margin of [`Expectation`] that make the table's results most likely
//! are found by a grid search (two parameters: a grid is exact enough and
//! cannot wander off).

use morris_ai::search::Expectation;

/// A position's heuristic score and its result under perfect play.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub score: i32,
    /// 0 a loss, 1 a draw, 2 a win, for the player to move.
    pub result: u8,
}

/// The mean log-likelihood of `samples` under `model`.
pub fn log_likelihood(model: Expectation, samples: &[Sample]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let [loss, draw, win] = model.chances(s.score);
            let p = [loss, draw, win][usize::from(s.result)];
            p.max(1e-9).ln()
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// The model that makes `samples` most likely, on a grid of slopes (per
/// piece of score) and draw margins (in pieces).
pub fn fit(samples: &[Sample]) -> Expectation {
    let mut best = (f64::NEG_INFINITY, Expectation::new(0.1, 0.0));
    for slope_step in 1..=150 {
        for margin_step in 0..=120 {
            let model =
                Expectation::new(f64::from(slope_step) * 0.01, f64::from(margin_step) * 0.25);
            let fit = log_likelihood(model, samples);
            if fit > best.0 {
                best = (fit, model);
            }
        }
    }
    best.1
}
