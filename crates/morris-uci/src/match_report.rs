//! What a match leaves when it ends.

use crate::sprt::{Pairs, Sprt, Verdict};
use crate::tally::Tally;

/// What a match leaves: the score of engine 1, a record of every game, and
/// the SPRT with its pairs and verdict.
#[derive(Clone, Debug)]
pub struct MatchReport {
    pub tally: Tally,
    pub records: Vec<String>,
    /// The test the match ran, if any.
    pub sprt: Option<Sprt>,
    pub pairs: Pairs,
    /// `None` without an SPRT or when it did not decide.
    pub verdict: Option<Verdict>,
}

impl MatchReport {
    /// The test's log-likelihood ratio at the end, with an SPRT.
    pub fn llr(&self) -> Option<f64> {
        self.sprt.map(|sprt| sprt.llr(&self.pairs))
    }
}
