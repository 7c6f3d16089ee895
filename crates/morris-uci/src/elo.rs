//! The Elo difference a match result suggests, with its 95% error margin.

use crate::tally::Tally;

/// Two standard deviations, nearly: the normal quantile of a 95% interval.
const Z95: f64 = 1.959_964;

impl Tally {
    /// The Elo difference with the bounds of its 95% interval. The difference
    /// is infinite when one engine took every point; a bound is when the
    /// interval reaches a score of 0 or 1.
    pub fn elo(self) -> Option<Estimate> {
        let p = self.score()?;
        let n = f64::from(self.games());
        // The spread of one game's points about the mean, then of the mean.
        let var = (f64::from(self.wins) * (1.0 - p).powi(2)
            + f64::from(self.draws) * (0.5 - p).powi(2)
            + f64::from(self.losses) * p.powi(2))
            / n;
        let sigma = (var / n).sqrt();
        Some(Estimate {
            diff: elo_of(p),
            low: elo_of(p - Z95 * sigma),
            high: elo_of(p + Z95 * sigma),
        })
    }
}

/// An Elo difference and its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub diff: f64,
    pub low: f64,
    pub high: f64,
}

impl Estimate {
    /// Half the interval's width, when it is finite.
    pub fn margin(self) -> Option<f64> {
        let margin = (self.high - self.low) / 2.0;
        margin.is_finite().then_some(margin)
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
        let e = tally(3, 4, 3).elo().unwrap();
        assert!(e.diff.abs() < 1e-9);
        assert!(e.margin().unwrap() > 50.0);
    }

    #[test]
    fn three_quarters_is_about_191_points() {
        let e = tally(30, 0, 10).elo().unwrap();
        assert!((e.diff - 190.85).abs() < 0.1, "{}", e.diff);
        assert!(e.low < e.diff && e.diff < e.high);
        let flip = tally(10, 0, 30).elo().unwrap();
        assert!((e.diff + flip.diff).abs() < 1e-9);
        // More games, a smaller margin.
        let wider = tally(3, 0, 1).elo().unwrap();
        assert!(wider.margin().unwrap_or(f64::INFINITY) > e.margin().unwrap());
    }
}
