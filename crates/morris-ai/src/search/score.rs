//! Scores: a forced result with its distance, or a heuristic estimate.
//!
//! Inside the search a score is an `i32` from the side to move's point of view:
//! a forced win in `n` turns is `WIN - n`, a forced loss `-(WIN - n)`, and a
//! heuristic score stays well inside `±HEURISTIC_MAX`.

use std::fmt;

use morris_core::Phase;

/// A forced win in `n` turns scores `WIN - n`.
pub(crate) const WIN: i32 = 1_000_000;
/// Scores above this (in absolute value) are forced results.
pub(crate) const FORCED: i32 = WIN - 100_000;
/// Heuristic scores are clamped to this, far from any forced result.
pub(crate) const HEURISTIC_MAX: i32 = 500_000;
/// Greater than every score: the bounds of a full window.
pub(crate) const INFINITE: i32 = WIN + 1;

/// The slope of the expected result in a heuristic score of 100: the `K` of
/// `sigmoid(K * score / 100)` that the tuner (`examples/tune`) fits to the
/// results of Nine Men's Morris match games with the shipped weights (0.1458
/// on the 1,234 games of the matches in `docs/strength.md`, positions from
/// the fifth turn). The tuner's scale; the review's is [`Expectation`].
pub const EXPECTATION_SCALE: f64 = 0.146;

/// How likely a heuristic score is to be a win, a draw or a loss under
/// perfect play: a win above the draw margin and a loss below minus it, each
/// on a logistic curve of the given slope; between them, a draw. The
/// expected result is the win's chance plus half the draw's.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Expectation {
    /// The logistic curve's slope, per piece of score.
    pub slope: f64,
    /// Half the width of the band of scores that are mostly draws, in pieces.
    pub draw_margin: f64,
}

impl Expectation {
    pub const fn new(slope: f64, draw_margin: f64) -> Expectation {
        Expectation { slope, draw_margin }
    }

    /// The scale of a position in `phase`, fitted to the solved tables (see
    /// `docs/review-merit.md`).
    pub fn of(phase: Phase) -> Expectation {
        match phase {
            Phase::Placement => PLACEMENT,
            Phase::Movement | Phase::Flying => MOVEMENT,
        }
    }

    /// The chances of a loss, a draw and a win for the player to move at `score`.
    pub fn chances(self, score: i32) -> [f64; 3] {
        let sigmoid = |x: f64| 1.0 / (1.0 + (-x).exp());
        let pieces = f64::from(score) / 100.0;
        let win = sigmoid(self.slope * (pieces - self.draw_margin));
        let loss = sigmoid(-self.slope * (pieces + self.draw_margin));
        [loss, (1.0 - win - loss).max(0.0), win]
    }

    /// The expected result at `score`: 1 a win, 0.5 a draw, 0 a loss.
    pub fn expected(self, score: i32) -> f64 {
        let [loss, _, win] = self.chances(score);
        0.5 + 0.5 * (win - loss)
    }
}

/// The scale while pieces are placed.
const PLACEMENT: Expectation = Expectation::new(0.44, 3.75);
/// The scale once pieces move (or fly).
const MOVEMENT: Expectation = Expectation::new(0.60, 3.00);

/// How good a position or move is for the player to move.
///
/// `Win` and `Loss` are forced results: the game ends after `turns` more turns
/// (both players' turns counted) under best play found. `Draw` is a draw proven
/// by a perfect-play table, by the rules, or by the no-removal count or a repetition
/// the search reaches with every other move losing. `Heuristic` is an estimate in
/// hundredths of a piece; it is never a proof of anything.
///
/// ```
/// use morris_ai::search::Score;
/// assert!(Score::Win { turns: 3 } > Score::Win { turns: 5 });
/// assert!(Score::Heuristic(250) > Score::Draw);
/// assert!(Score::Loss { turns: 9 } > Score::Loss { turns: 1 });
/// assert_eq!(Score::Win { turns: 3 }.to_string(), "win in 3");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    Win { turns: u32 },
    Loss { turns: u32 },
    Draw,
    Heuristic(i32),
}

impl Score {
    /// Reads an internal score (side to move's view).
    pub(crate) fn from_value(v: i32) -> Score {
        if v > FORCED {
            Score::Win {
                turns: (WIN - v).max(0) as u32,
            }
        } else if v < -FORCED {
            Score::Loss {
                turns: (WIN + v).max(0) as u32,
            }
        } else {
            Score::Heuristic(v)
        }
    }

    /// The internal score: orders like `Score` and keeps distances.
    pub(crate) fn value(self) -> i32 {
        let distance = |turns: u32| {
            i32::try_from(turns)
                .unwrap_or(i32::MAX)
                .min(WIN - FORCED - 1)
        };
        match self {
            Score::Win { turns } => WIN - distance(turns),
            Score::Loss { turns } => -(WIN - distance(turns)),
            Score::Draw => 0,
            Score::Heuristic(v) => v.clamp(-HEURISTIC_MAX, HEURISTIC_MAX),
        }
    }

    /// The expected result for the player to move: 1 for a win, 0.5 for a
    /// draw, 0 for a loss, and for a heuristic score the share of the points
    /// that perfect play gives positions so scored, on the moving phase's
    /// [`Expectation`] (see [`Score::expected_in`]). Unlike the score itself,
    /// a change of it means the same anywhere on the scale.
    ///
    /// ```
    /// use morris_ai::search::Score;
    /// assert_eq!(Score::Heuristic(0).expected(), 0.5);
    /// assert!(Score::Heuristic(300).expected() > 0.5);
    /// assert_eq!(Score::Loss { turns: 4 }.expected(), 0.0);
    /// ```
    pub fn expected(self) -> f64 {
        self.expected_in(Phase::Movement)
    }

    /// [`Score::expected`] of a position in `phase`, on that phase's [`Expectation`].
    pub fn expected_in(self, phase: Phase) -> f64 {
        match self {
            Score::Win { .. } => 1.0,
            Score::Loss { .. } => 0.0,
            Score::Draw => 0.5,
            Score::Heuristic(v) => Expectation::of(phase).expected(v),
        }
    }

    /// Is this a proven result (win, loss, or a draw from a table or the rules)?
    pub fn is_forced(self) -> bool {
        !matches!(self, Score::Heuristic(_))
    }

    /// The same score seen by the other player, one turn earlier: a win in
    /// `n` for the player to move is a loss in `n + 1` for the player who moved into it.
    pub fn for_previous_player(self) -> Score {
        match self {
            Score::Win { turns } => Score::Loss { turns: turns + 1 },
            Score::Loss { turns } => Score::Win { turns: turns + 1 },
            Score::Draw => Score::Draw,
            Score::Heuristic(v) => Score::Heuristic(-v),
        }
    }
}

impl PartialOrd for Score {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Score {
    /// Better for the player to move is greater; a proven draw equals a heuristic 0 in rank
    /// but sorts just below it so the order stays total and consistent with `Eq`.
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        let key = |s: &Score| (s.value(), !matches!(s, Score::Draw));
        key(self).cmp(&key(other))
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Score::Win { turns } => write!(f, "win in {turns}"),
            Score::Loss { turns } => write!(f, "loss in {turns}"),
            Score::Draw => f.write_str("draw"),
            Score::Heuristic(v) => write!(f, "{:+.2}", f64::from(v) / 100.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn internal_values_round_trip() {
        for s in [
            Score::Win { turns: 1 },
            Score::Loss { turns: 7 },
            Score::Heuristic(-340),
        ] {
            assert_eq!(Score::from_value(s.value()), s);
        }
    }

    #[test]
    fn shorter_wins_and_longer_losses_rank_higher() {
        assert!(Score::Win { turns: 1 } > Score::Win { turns: 2 });
        assert!(Score::Loss { turns: 2 } > Score::Loss { turns: 1 });
        assert!(Score::Heuristic(-HEURISTIC_MAX) > Score::Loss { turns: 90 });
    }
}
