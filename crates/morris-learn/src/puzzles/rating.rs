//! A solver's puzzle rating: Glicko-2 (Glickman, 2012), one attempt at a
//! time, the puzzle playing the opponent with its estimated rating; and the
//! puzzle's own, rated the same way with the solver as its opponent.

use serde::{Deserialize, Serialize};

/// Glicko-2's scale factor between the displayed and the internal scale.
const SCALE: f64 = 173.7178;
/// How much the volatility may change (the paper's τ; 0.3 to 1.2 are usual).
const TAU: f64 = 0.5;
/// A puzzle's rating deviation: its estimate is rough.
pub const PUZZLE_DEVIATION: f64 = 100.0;

/// A rating, its deviation and its volatility, on the displayed scale.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A newcomer: 1500 ± 350.
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

impl Rating {
    /// The rating after one attempt at a puzzle rated `puzzle`: `solved` is a
    /// win, a miss a loss.
    ///
    /// ```
    /// use morris_learn::puzzles::Rating;
    /// let start = Rating::default();
    /// assert!(start.after(1500.0, true).rating > 1500.0);
    /// assert!(start.after(1500.0, false).rating < 1500.0);
    /// assert!(start.after(1500.0, true).deviation < 350.0);
    /// ```
    pub fn after(self, puzzle: f64, solved: bool) -> Rating {
        self.against(Rating::puzzle(puzzle), solved)
    }

    /// A puzzle's rating before anyone tried it: `rating`, with
    /// [`PUZZLE_DEVIATION`].
    pub fn puzzle(rating: f64) -> Rating {
        Rating {
            rating,
            deviation: PUZZLE_DEVIATION,
            ..Rating::default()
        }
    }

    /// The rating after one game against `opponent` (a solver against a
    /// puzzle, or a puzzle against its solver): `won` or lost.
    ///
    /// ```
    /// use morris_learn::puzzles::Rating;
    /// let puzzle = Rating::puzzle(1500.0);
    /// let solver = Rating::default();
    /// // A solved puzzle lost; a rough rating moves further than a sure one.
    /// assert!(puzzle.against(solver, false).rating < 1500.0);
    /// let (moved_solver, moved_puzzle) = (
    ///     solver.against(puzzle, true).rating - 1500.0,
    ///     1500.0 - puzzle.against(solver, false).rating,
    /// );
    /// assert!(moved_solver > moved_puzzle);
    /// ```
    pub fn against(self, opponent: Rating, won: bool) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let mu_j = (opponent.rating - 1500.0) / SCALE;
        let phi_j = opponent.deviation / SCALE;
        let score = if won { 1.0 } else { 0.0 };
        let g = 1.0 / (1.0 + 3.0 * phi_j * phi_j / std::f64::consts::PI.powi(2)).sqrt();
        let e = 1.0 / (1.0 + (-g * (mu - mu_j)).exp());
        let v = 1.0 / (g * g * e * (1.0 - e));
        let delta = v * g * (score - e);
        let sigma = new_volatility(self.volatility, phi, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * g * (score - e);
        Rating {
            rating: 1500.0 + SCALE * mu_new,
            deviation: SCALE * phi_new,
            volatility: sigma,
        }
    }
}

impl Rating {
    /// Are these numbers Glicko-2 could have written (from a file a person
    /// may have edited)?
    pub(crate) fn is_sound(self) -> bool {
        self.rating.is_finite()
            && self.rating.abs() < 100_000.0
            && self.deviation > 0.0
            && self.deviation <= 1_000.0
            && self.volatility > 0.0
            && self.volatility < 10.0
    }
}

/// The paper's step 5: the new volatility, by the Illinois method.
fn new_volatility(sigma: f64, phi: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - d + ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 && k < 100.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    for _ in 0..100 {
        if (big_b - big_a).abs() <= 1e-6 {
            break;
        }
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}
