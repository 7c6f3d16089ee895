//! `--fit-patterns N`: the weights of the evaluation where both sides fly
//! (`search::patterns`), fitted to N random positions of the variant's
//! three-against-three sector, each labelled by the table, on the review's
//! scale of expected result (`Expectation`), so that a score read there means
//! the chance the table gives it.

use std::path::Path;

use morris_ai::search::patterns::{self, COUNT};
use morris_ai::search::{Expectation, features, weights};
use morris_ai::solve::{self, SectorChoice};
use morris_core::{Color, Phase, catalog};
use morris_testkit::{Rng, random_movement_position};

use crate::tables;

struct Sample {
    counts: [f64; COUNT],
    result: f64,
    /// The score of the evaluation by counts of pieces (`features`).
    before: i32,
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The expected result at a score of `pieces` on `scale` (kept off 0 and 1),
/// and its slope there: `Expectation::expected` in real numbers, for the
/// fit's gradient.
fn expected(scale: Expectation, pieces: f64) -> (f64, f64) {
    let win = sigmoid(scale.slope * (pieces - scale.draw_margin));
    let loss = sigmoid(-scale.slope * (pieces + scale.draw_margin));
    let p = (0.5 + 0.5 * (win - loss)).clamp(1e-9, 1.0 - 1e-9);
    let slope = 0.5 * scale.slope * (win * (1.0 - win) + loss * (1.0 - loss));
    (p, slope)
}

/// Fits and prints the weights.
pub fn run(id: &str, count: usize, seed: u64, dir: &Path) -> Result<(), String> {
    let rules = catalog::shipped(id).ok_or_else(|| format!("unknown variant {id}"))?;
    let scale = Expectation::of(Phase::Flying);
    let choice: SectorChoice = "3-3".parse().map_err(|e| format!("{e}"))?;
    let sectors = choice.sectors(&rules).map_err(|e| e.to_string())?;
    let table = solve::solve_sectors(&rules, &sectors, &tables::in_folder(dir), |_| {})
        .map_err(|e| e.to_string())?;
    let by_counts = weights::weights_for(&rules);
    let mut rng = Rng::new(seed);
    let (mut train, mut test) = (Vec::new(), Vec::new());
    while train.len() + test.len() < count {
        let side = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let pos = random_movement_position(&rules, 3, 3, side, &mut rng);
        if pos.outcome(&rules).is_some() {
            continue;
        }
        let Some(result) = tables::exact_result(&table, &pos) else {
            continue;
        };
        let counts = patterns::of(&rules, &pos).map(f64::from);
        let before = features::dot(&features::of(&rules, &pos), &by_counts);
        let sample = Sample {
            counts,
            result,
            before,
        };
        if (train.len() + test.len()).is_multiple_of(5) {
            test.push(sample);
        } else {
            train.push(sample);
        }
    }
    // Pieces per pattern, by Adam on the mean log-loss of the scale's
    // expected result.
    let mut w = [0.0; COUNT];
    let (mut m, mut v) = ([0.0; COUNT], [0.0; COUNT]);
    let (rate, b1, b2) = (0.05, 0.9, 0.999);
    for step in 1..=3_000 {
        let mut grad = [0.0; COUNT];
        for s in &train {
            let pieces: f64 = s.counts.iter().zip(&w).map(|(c, w)| c * w).sum();
            let (p, slope) = expected(scale, pieces);
            let err = (p - s.result) / (p * (1.0 - p)) * slope;
            for (g, c) in grad.iter_mut().zip(&s.counts) {
                *g += err * c;
            }
        }
        for i in 0..COUNT {
            let g = grad[i] / train.len() as f64 + 1e-4 * w[i];
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let (mh, vh) = (m[i] / (1.0 - b1.powi(step)), v[i] / (1.0 - b2.powi(step)));
            w[i] -= rate * mh / (vh.sqrt() + 1e-8);
        }
    }
    let weights = w.map(|x| (x * 100.0).round() as i32);
    let (loss, right) = judge(&test, |s: &Sample| s.before, scale);
    println!(
        "held out, the counts of pieces: log-loss {loss:.4}, outcome right {:.1}%",
        100.0 * right
    );
    let by_patterns = |s: &Sample| -> i32 {
        let score = s.counts.iter().zip(&weights);
        score.map(|(&c, &w)| c as i32 * w).sum()
    };
    for (name, set) in [("fitted", &train), ("held out", &test)] {
        let (loss, right) = judge(set, by_patterns, scale);
        println!(
            "{name}: {} positions, log-loss {loss:.4}, outcome right {:.1}%",
            set.len(),
            100.0 * right
        );
    }
    println!("\n{id}: {weights:?}");
    Ok(())
}

/// The mean log-loss of `samples` scored by `score` (hundredths of a piece)
/// and the share whose outcome, a win or not, it gets right (draws, 0.3% of
/// these positions, count as not a win).
fn judge(samples: &[Sample], score: impl Fn(&Sample) -> i32, scale: Expectation) -> (f64, f64) {
    let mut loss = 0.0;
    let mut right = 0;
    for s in samples {
        let p = scale.expected(score(s)).clamp(1e-9, 1.0 - 1e-9);
        loss -= s.result * p.ln() + (1.0 - s.result) * (1.0 - p).ln();
        right += usize::from((p > 0.5) == (s.result > 0.5));
    }
    let n = samples.len() as f64;
    (loss / n, right as f64 / n)
}
