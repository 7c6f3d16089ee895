//! The Elo difference a match result suggests, with its 95% error margin.

/// Wins, draws and losses of the first engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// Two standard deviations, nearly: the normal quantile of a 95% interval.
const Z95: f64 = 1.959_964;

impl Tally {
    pub fn games(self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points: a win 1, a draw a half.
    pub fn points(self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }

    /// The share of the points, 0 to 1; `None` before any game.
    pub fn score(self) -> Option<f64> {
        let n = self.games();
        (n > 0).then(|| self.points() / f64::from(n))
    }

    /// The Elo difference and its 95% margin. The difference is infinite when
    /// one engine took every point; the margin is `None` then.
    pub fn elo(self) -> Option<(f64, Option<f64>)> {
        let p = self.score()?;
        let n = f64::from(self.games());
        let diff = elo_of(p);
        if !diff.is_finite() {
            return Some((diff, None));
        }
        // The spread of one game's points about the mean, then of the mean.
        let var = (f64::from(self.wins) * (1.0 - p).powi(2)
            + f64::from(self.draws) * (0.5 - p).powi(2)
            + f64::from(self.losses) * p.powi(2))
            / n;
        let sigma = (var / n).sqrt();
        let (low, high) = (p - Z95 * sigma, p + Z95 * sigma);
        let margin = (elo_of(high) - elo_of(low)) / 2.0;
        Some((diff, margin.is_finite().then_some(margin)))
    }
}

/// The Elo difference whose expected score is `p`.
fn elo_of(p: f64) -> f64 {
    if p <= 0.0 {
        f64::NEG_INFINITY
    } else if p >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / p - 1.0).log10()
    }
}

/// `+191 ± 294`, `+inf`, or `0 ± 0`.
pub fn describe(tally: Tally) -> String {
    match tally.elo() {
        None => "no games".to_string(),
        Some((diff, _)) if diff == f64::INFINITY => "+inf (every point to engine 1)".to_string(),
        Some((diff, _)) if diff == f64::NEG_INFINITY => {
            "-inf (every point to engine 2)".to_string()
        }
        // `+ 0.0` writes an even result as +0, not -0.
        Some((diff, Some(margin))) => format!("{:+.0} ± {margin:.0} (95%)", diff + 0.0),
        Some((diff, None)) => format!("{diff:+.0} ± inf (95%)"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(wins: u32, draws: u32, losses: u32) -> Tally {
        Tally {
            wins,
            draws,
            losses,
        }
    }

    #[test]
    fn an_even_result_is_no_difference() {
        let (diff, margin) = tally(3, 4, 3).elo().unwrap();
        assert!(diff.abs() < 1e-9);
        assert!(margin.unwrap() > 50.0);
        assert_eq!(describe(tally(0, 2, 0)), "+0 ± 0 (95%)");
    }

    #[test]
    fn three_quarters_is_about_191_points() {
        let (diff, margin) = tally(30, 0, 10).elo().unwrap();
        assert!((diff - 190.85).abs() < 0.1, "{diff}");
        let (flip, _) = tally(10, 0, 30).elo().unwrap();
        assert!((diff + flip).abs() < 1e-9);
        // More games, a smaller margin.
        let (_, wider) = tally(3, 0, 1).elo().unwrap();
        assert!(wider.unwrap_or(f64::INFINITY) > margin.unwrap());
    }

    #[test]
    fn a_clean_sweep_has_no_finite_difference() {
        assert_eq!(describe(tally(4, 0, 0)), "+inf (every point to engine 1)");
        assert_eq!(describe(tally(0, 0, 2)), "-inf (every point to engine 2)");
        assert_eq!(describe(Tally::default()), "no games");
    }
}
