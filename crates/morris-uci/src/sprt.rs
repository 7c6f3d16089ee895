//! The sequential probability ratio test that stops a match once it can tell
//! H0 (engine 1 is `elo0` stronger) from H1 (`elo1` stronger), as fishtest does:
//! a game pair's score (0, ¼, ½, ¾ or 1, from engine 1's view) is one
//! observation, and the log-likelihood ratio is the normal (GSPRT)
//! approximation with logistic Elo.

use std::fmt;
use std::str::FromStr;

use crate::tally::Tally;

/// The chance of accepting H1 when H0 is true.
pub const ALPHA: f64 = 0.05;
/// The chance of accepting H0 when H1 is true.
pub const BETA: f64 = 0.05;

/// Pseudo-pairs mixed into the counts, spread evenly over the five pair
/// scores, so that the variance is never zero. It is one pair's weight, not
/// fishtest's 0.001 a missing score: with 0.001 a single pair of two wins
/// already gives an LLR near 7.5 for `0,20` and would decide after two games,
/// and with no prior a clean sweep (variance 0) would never decide at all.
const PRIOR_PAIRS: f64 = 1.0;

/// The five pair scores, in quarters of a point.
const PAIR_SCORES: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];

/// An SPRT of `elo0` against `elo1`, with `elo0 < elo1`, both finite.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    elo0: f64,
    elo1: f64,
}

/// Why the text of an SPRT is not one.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SprtError {
    #[error("{0:?} is not two Elo numbers: write ELO0,ELO1, e.g. 0,20")]
    NotTwoNumbers(String),
    #[error("the Elo bounds must be finite numbers")]
    NotFinite,
    #[error("elo0 ({elo0}) must be below elo1 ({elo1})")]
    NotIncreasing { elo0: f64, elo1: f64 },
}

/// What the test decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Engine 1 is `elo0` stronger (or less).
    H0,
    /// Engine 1 is `elo1` stronger (or more).
    H1,
}

impl Sprt {
    pub fn new(elo0: f64, elo1: f64) -> Result<Sprt, SprtError> {
        if !elo0.is_finite() || !elo1.is_finite() {
            return Err(SprtError::NotFinite);
        }
        if elo0 >= elo1 {
            return Err(SprtError::NotIncreasing { elo0, elo1 });
        }
        Ok(Sprt { elo0, elo1 })
    }

    pub fn elo0(self) -> f64 {
        self.elo0
    }

    pub fn elo1(self) -> f64 {
        self.elo1
    }

    /// The LLRs at which H0 and H1 are accepted: ln(β/(1-α)) and ln((1-β)/α).
    pub fn bounds() -> (f64, f64) {
        ((BETA / (1.0 - ALPHA)).ln(), ((1.0 - BETA) / ALPHA).ln())
    }

    /// The log-likelihood ratio of H1 to H0 given the pairs so far:
    /// N/2 · (s1 - s0)(2·mean - s0 - s1) / variance, over the pair scores with
    /// `PRIOR_PAIRS` mixed in. Always finite.
    pub fn llr(self, pairs: &Pairs) -> f64 {
        let counts = pairs.counts.map(|c| f64::from(c) + PRIOR_PAIRS / 5.0);
        let n: f64 = counts.iter().sum();
        let mean = weighted_sum(&counts, |x| x) / n;
        let variance = weighted_sum(&counts, |x| (x - mean).powi(2)) / n;
        let (s0, s1) = (expected_score(self.elo0), expected_score(self.elo1));
        n / 2.0 * (s1 - s0) * (2.0 * mean - s0 - s1) / variance
    }

    /// The verdict an LLR reaches, if any.
    pub fn verdict(llr: f64) -> Option<Verdict> {
        let (lower, upper) = Sprt::bounds();
        if llr >= upper {
            Some(Verdict::H1)
        } else if llr <= lower {
            Some(Verdict::H0)
        } else {
            None
        }
    }
}

/// `elo0=0 elo1=20`.
impl fmt::Display for Sprt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "elo0={} elo1={}", self.elo0, self.elo1)
    }
}

/// `ELO0,ELO1`, e.g. `0,20` or `-5, 5`.
impl FromStr for Sprt {
    type Err = SprtError;

    fn from_str(s: &str) -> Result<Sprt, SprtError> {
        let not_two = || SprtError::NotTwoNumbers(s.to_string());
        let (a, b) = s.split_once(',').ok_or_else(not_two)?;
        let number = |t: &str| t.trim().parse::<f64>().map_err(|_| not_two());
        Sprt::new(number(a)?, number(b)?)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::H0 => "H0 accepted",
            Verdict::H1 => "H1 accepted",
        })
    }
}

/// How many game pairs ended with each score for engine 1 (the pentanomial
/// counts): 0, ¼, ½, ¾ and 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pairs {
    pub counts: [u32; 5],
}

impl Pairs {
    /// Counts a pair from engine 1's tally of its two games; any other
    /// number of games is not a pair and is not counted.
    pub fn add(&mut self, pair: Tally) {
        if pair.games() == 2 {
            // Half points: 2 for a win, 1 for a draw; at most 4.
            let quarters = (2 * pair.wins + pair.draws) as usize;
            if let Some(count) = self.counts.get_mut(quarters) {
                *count += 1;
            }
        }
    }

    pub fn pairs(&self) -> u32 {
        self.counts.iter().sum()
    }
}

/// The logistic expected score of a player `elo` points stronger.
fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

fn weighted_sum(counts: &[f64; 5], f: impl Fn(f64) -> f64) -> f64 {
    counts.iter().zip(PAIR_SCORES).map(|(c, x)| c * f(x)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sprt(elo0: f64, elo1: f64) -> Sprt {
        Sprt::new(elo0, elo1).unwrap()
    }

    fn pairs(counts: [u32; 5]) -> Pairs {
        Pairs { counts }
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn bounds_are_about_2_94_for_five_percent_errors() {
        let (lower, upper) = Sprt::bounds();
        // ln(0.05 / 0.95) = -ln 19.
        assert!(close(lower, -19f64.ln()), "{lower}");
        assert!(close(upper, 19f64.ln()), "{upper}");
        assert!((upper - 2.944_438_979).abs() < 1e-8);
        assert_eq!(Sprt::verdict(upper), Some(Verdict::H1));
        assert_eq!(Sprt::verdict(lower), Some(Verdict::H0));
        assert_eq!(Sprt::verdict(2.94), None);
        assert_eq!(Sprt::verdict(-2.94), None);
        assert_eq!(Sprt::verdict(0.0), None);
    }

    #[test]
    fn a_hand_computed_case() {
        // Counts 0,1,3,4,2 plus 0.2 each: 0.2, 1.2, 3.2, 4.2, 2.2; N = 11.
        // mean = (0.25·1.2 + 0.5·3.2 + 0.75·4.2 + 2.2) / 11 = 7.25 / 11
        // E[x²] = (0.0625·1.2 + 0.25·3.2 + 0.5625·4.2 + 2.2) / 11 = 5.4375 / 11
        // variance = 5.4375/11 - (7.25/11)² = 0.0599173553719
        // s0 = 0.5, s1 = 1 / (1 + 10^-0.05) = 0.528750563892
        // LLR = 5.5 · 0.028750563892 · (14.5/11 - 1.028750563892) / 0.0599173553719
        let llr = sprt(0.0, 20.0).llr(&pairs([0, 1, 3, 4, 2]));
        assert!((llr - 0.763_839_032).abs() < 1e-8, "{llr}");
    }

    #[test]
    fn a_score_halfway_between_the_hypotheses_is_no_evidence() {
        // s(-10) + s(10) = 1: a mean of ½ favours neither.
        let llr = sprt(-10.0, 10.0).llr(&pairs([3, 1, 7, 1, 3]));
        assert!(close(llr, 0.0), "{llr}");
    }

    #[test]
    fn more_wins_raise_the_llr() {
        let test = sprt(0.0, 20.0);
        let mut last = f64::NEG_INFINITY;
        // Move one pair at a time from a lost pair towards a won one.
        for wins in 0..=10 {
            let llr = test.llr(&pairs([10 - wins, 5, 10, 5, wins]));
            assert!(llr > last, "{wins} won pairs: {llr} after {last}");
            last = llr;
        }
        let sweep = |n| test.llr(&pairs([0, 0, 0, 0, n]));
        assert!(sweep(5) > sweep(4));
        assert!(sweep(1) > 0.0);
    }

    #[test]
    fn lopsided_results_decide_and_even_ones_accept_h0() {
        let test = sprt(0.0, 20.0);
        // Nine swept pairs: 3.578 by the formula with the prior.
        let sweep = test.llr(&pairs([0, 0, 0, 0, 9]));
        assert!((sweep - 3.578_416_083).abs() < 1e-6, "{sweep}");
        assert_eq!(Sprt::verdict(sweep), Some(Verdict::H1));
        assert_eq!(
            Sprt::verdict(test.llr(&pairs([9, 0, 0, 0, 0]))),
            Some(Verdict::H0)
        );
        // A hundred even pairs: nothing near 20 points.
        let even = test.llr(&pairs([0, 0, 100, 0, 0]));
        assert_eq!(Sprt::verdict(even), Some(Verdict::H0), "{even}");
    }

    #[test]
    fn degenerate_counts_give_a_finite_llr() {
        let test = sprt(0.0, 20.0);
        // No pairs: the prior alone, mean ½ and variance ⅛.
        let none = test.llr(&Pairs::default());
        assert!(none.is_finite() && none < 0.0 && none > -0.01, "{none}");
        assert_eq!(Sprt::verdict(none), None);
        // One kind of pair only: zero variance without the prior.
        for score in 0..5 {
            let mut counts = [0; 5];
            counts[score] = 1;
            let llr = test.llr(&pairs(counts));
            assert!(llr.is_finite(), "{counts:?}: {llr}");
            assert_eq!(Sprt::verdict(llr), None, "one pair decides nothing");
        }
        let huge = test.llr(&pairs([u32::MAX, 0, 0, 0, u32::MAX]));
        assert!(huge.is_finite(), "{huge}");
    }

    #[test]
    fn pairs_are_counted_by_their_score() {
        let mut counted = Pairs::default();
        let tally = |wins, draws, losses| Tally {
            wins,
            draws,
            losses,
        };
        counted.add(tally(2, 0, 0));
        counted.add(tally(1, 1, 0));
        counted.add(tally(1, 0, 1));
        counted.add(tally(0, 2, 0));
        counted.add(tally(0, 1, 1));
        counted.add(tally(0, 0, 2));
        // Not a pair: left out.
        counted.add(tally(1, 0, 0));
        counted.add(tally(3, 0, 0));
        assert_eq!(counted.counts, [1, 1, 2, 1, 1]);
        assert_eq!(counted.pairs(), 6);
    }

    #[test]
    fn the_text_is_two_increasing_finite_numbers() {
        assert_eq!("0,20".parse(), Ok(sprt(0.0, 20.0)));
        assert_eq!(" -5 , 5.5 ".parse(), Ok(sprt(-5.0, 5.5)));
        assert_eq!(sprt(0.0, 20.0).to_string(), "elo0=0 elo1=20");
        assert_eq!(sprt(-2.5, 2.5).to_string(), "elo0=-2.5 elo1=2.5");
        for bad in ["20", "0,20,40", "a,b", "", ",", "0;20"] {
            assert!(
                matches!(bad.parse::<Sprt>(), Err(SprtError::NotTwoNumbers(_))),
                "{bad}"
            );
        }
        assert_eq!("0,inf".parse::<Sprt>(), Err(SprtError::NotFinite));
        assert_eq!("NaN,5".parse::<Sprt>(), Err(SprtError::NotFinite));
        assert!(matches!(
            "20,0".parse::<Sprt>(),
            Err(SprtError::NotIncreasing { .. })
        ));
        assert!(matches!(
            "5,5".parse::<Sprt>(),
            Err(SprtError::NotIncreasing { .. })
        ));
    }
}
