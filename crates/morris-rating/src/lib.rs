//! Ratings: Glicko-2 (Glickman, 2012) through the `skillratings` crate, for
//! the server's rated games and the learner's puzzles alike, so that the
//! program has one formula. A rating is kept per variant by its caller (a
//! shipped variant's id, or a user variant's rules fingerprint).

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// A deviation above this is a provisional rating: too few games to trust.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// The bounds of a rating Glicko-2 could have written (see [`Rating::is_sound`]):
/// a rating below this in size, a deviation up to this, a volatility below this.
pub const MAX_RATING: f64 = 100_000.0;
pub const MAX_DEVIATION: f64 = 1_000.0;
pub const MAX_VOLATILITY: f64 = 10.0;

/// A rating, its deviation and its volatility, on the displayed scale.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// How a game ended for the side rated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won,
    Drew,
    Lost,
}

impl Outcome {
    /// The same game seen from the other side.
    pub fn reversed(self) -> Outcome {
        match self {
            Outcome::Won => Outcome::Lost,
            Outcome::Drew => Outcome::Drew,
            Outcome::Lost => Outcome::Won,
        }
    }
}

impl Default for Rating {
    /// A newcomer: 1500 ± 350.
    fn default() -> Rating {
        from_glicko2(Glicko2Rating::new())
    }
}

impl Rating {
    /// Both ratings after one game between `white` and `black`, `white`'s
    /// outcome given: (white's, black's).
    ///
    /// ```
    /// use morris_rating::{Outcome, Rating};
    /// let (won, lost) = Rating::after_game(Rating::default(), Rating::default(), Outcome::Won);
    /// assert!(won.rating > 1500.0 && lost.rating < 1500.0);
    /// assert!(won.deviation < 350.0);
    /// ```
    pub fn after_game(white: Rating, black: Rating, outcome: Outcome) -> (Rating, Rating) {
        let outcome = match outcome {
            Outcome::Won => Outcomes::WIN,
            Outcome::Drew => Outcomes::DRAW,
            Outcome::Lost => Outcomes::LOSS,
        };
        let (white, black) = glicko2(
            &to_glicko2(white),
            &to_glicko2(black),
            &outcome,
            &Glicko2Config::new(),
        );
        (from_glicko2(white), from_glicko2(black))
    }

    /// This rating after one game against `opponent` (whose own rating is
    /// not wanted: a puzzle against its solver, or a solver against a puzzle).
    pub fn against(self, opponent: Rating, outcome: Outcome) -> Rating {
        Rating::after_game(self, opponent, outcome).0
    }

    /// Whether the deviation is still too high to trust the number.
    pub fn is_provisional(self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// Are these numbers Glicko-2 could have written (read from a file or a
    /// database a person may have edited)?
    pub fn is_sound(self) -> bool {
        self.rating.is_finite()
            && self.rating.abs() < MAX_RATING
            && self.deviation > 0.0
            && self.deviation <= MAX_DEVIATION
            && self.volatility > 0.0
            && self.volatility < MAX_VOLATILITY
    }

    /// The nearest rating [`Rating::is_sound`] accepts (a number it refuses
    /// is brought to its bound, one that is not a number to a newcomer's), so
    /// that a writer never writes what its reader refuses.
    ///
    /// ```
    /// use morris_rating::Rating;
    /// let wild = Rating { rating: 4.8e11, deviation: f64::NAN, volatility: 0.0 };
    /// assert!(!wild.is_sound());
    /// assert!(wild.made_sound().is_sound());
    /// assert_eq!(Rating::default().made_sound(), Rating::default());
    /// // A sound rating, however near its bounds, stays as it is.
    /// let tiny = Rating { volatility: 4.29e-309, ..Rating::default() };
    /// assert_eq!(tiny.made_sound(), tiny);
    /// ```
    pub fn made_sound(self) -> Rating {
        let start = Rating::default();
        let within = |value: f64, low: f64, high: f64, otherwise: f64| match value.is_finite() {
            true => value.clamp(low, high),
            false => otherwise,
        };
        // The open bounds are kept by the smallest step inside them; above
        // zero, the least number there is, so that no sound one moves.
        let below = |bound: f64| bound - bound * f64::EPSILON;
        let least = f64::from_bits(1);
        let sound = Rating {
            rating: within(
                self.rating,
                -below(MAX_RATING),
                below(MAX_RATING),
                start.rating,
            ),
            deviation: within(self.deviation, least, MAX_DEVIATION, start.deviation),
            volatility: within(
                self.volatility,
                least,
                below(MAX_VOLATILITY),
                start.volatility,
            ),
        };
        match sound.is_sound() {
            true => sound,
            false => start,
        }
    }

    /// The number shown: whole, with `?` while provisional (as lichess does).
    pub fn shown(self) -> String {
        let mark = if self.is_provisional() { "?" } else { "" };
        format!("{:.0}{mark}", self.rating)
    }
}

fn to_glicko2(r: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

fn from_glicko2(r: Glicko2Rating) -> Rating {
    Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example (glicko2.pdf, p. 4), against one opponent
    /// at a time: the first game, 1500 ± 200 beating 1400 ± 30.
    #[test]
    fn one_win_moves_as_the_paper_says() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = Rating {
            rating: 1400.0,
            deviation: 30.0,
            volatility: 0.06,
        };
        let after = player.against(opponent, Outcome::Won);
        // E = 0.639 against 1400 ± 30; the win is worth 0.361 · g · φ'² · scale.
        assert!((after.rating - 1563.56).abs() < 0.1, "{after:?}");
        assert!((after.deviation - 175.40).abs() < 0.1, "{after:?}");
        assert!(after.is_sound());
    }

    #[test]
    fn a_draw_between_equals_changes_no_rating_and_narrows_both() {
        let (a, b) = Rating::after_game(Rating::default(), Rating::default(), Outcome::Drew);
        assert!((a.rating - 1500.0).abs() < 1e-9 && (b.rating - 1500.0).abs() < 1e-9);
        assert!(a.deviation < 350.0 && b.deviation < 350.0);
        assert!(Rating::default().is_provisional());
        assert_eq!(Rating::default().shown(), "1500?");
    }

    #[test]
    fn numbers_glicko2_never_writes_are_not_sound() {
        let bad = Rating {
            rating: f64::NAN,
            ..Rating::default()
        };
        assert!(!bad.is_sound());
        assert!(
            !Rating {
                deviation: 0.0,
                ..Rating::default()
            }
            .is_sound()
        );
    }
}
