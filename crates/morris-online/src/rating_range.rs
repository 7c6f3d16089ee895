//! A challenge's rating range: the ratings (absolute, in the challenge's
//! variant) of the players who may take it. One rule for the server, which
//! refuses a player outside it, and for the lists, which mark such a
//! challenge as not for the player who reads them.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The lowest and the highest rating that may take a challenge, both
/// included, compared with the rating as the lists show it (whole).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RatingRange {
    pub min: u32,
    pub max: u32,
}

/// A range that cannot be a challenge's.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RangeError {
    #[error("{text:?} is not a rating range: write it as MIN-MAX, as 1300-1700")]
    Unreadable { text: String },
    #[error("the range's lowest rating ({min}) is above its highest ({max})")]
    Reversed { min: u32, max: u32 },
}

impl RatingRange {
    /// The range from `min` to `max`, or why it cannot be one.
    ///
    /// ```
    /// use morris_online::RatingRange;
    /// let range = RatingRange::new(1300, 1700).unwrap();
    /// assert!(range.admits(1300.0) && range.admits(1700.4));
    /// assert!(!range.admits(1700.5) && !range.admits(1250.0));
    /// assert!(RatingRange::new(1700, 1300).is_err());
    /// ```
    pub fn new(min: u32, max: u32) -> Result<RatingRange, RangeError> {
        let range = RatingRange { min, max };
        range.check()?;
        Ok(range)
    }

    /// Whether this range (read from a stranger's message) can be one.
    pub fn check(self) -> Result<(), RangeError> {
        if self.min > self.max {
            return Err(RangeError::Reversed {
                min: self.min,
                max: self.max,
            });
        }
        Ok(())
    }

    /// Whether a player of `rating` may take the challenge.
    pub fn admits(self, rating: f64) -> bool {
        let shown = whole_rating(rating);
        i64::from(self.min) <= shown && shown <= i64::from(self.max)
    }
}

/// A rating as the lists show it: whole.
pub fn whole_rating(rating: f64) -> i64 {
    // Ratings are a few thousand at most; `as` saturates on anything else.
    rating.round() as i64
}

impl fmt::Display for RatingRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.min, self.max)
    }
}

impl FromStr for RatingRange {
    type Err = RangeError;

    /// `1300-1700`.
    fn from_str(text: &str) -> Result<RatingRange, RangeError> {
        let unreadable = || RangeError::Unreadable {
            text: text.to_string(),
        };
        let (min, max) = text.trim().split_once('-').ok_or_else(unreadable)?;
        let min = min.trim().parse().map_err(|_| unreadable())?;
        let max = max.trim().parse().map_err(|_| unreadable())?;
        RatingRange::new(min, max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_reads_as_it_is_written_and_refuses_what_is_not_one() {
        let range: RatingRange = "1300-1700".parse().unwrap();
        assert_eq!(
            range,
            RatingRange {
                min: 1300,
                max: 1700
            }
        );
        assert_eq!(range.to_string(), "1300-1700");
        assert_eq!(" 1500 - 1500 ".parse::<RatingRange>().unwrap().max, 1500);
        for bad in ["1300", "1300-", "-1700", "a-b", "1300-1700-1900", "-5-10"] {
            assert!(
                matches!(
                    bad.parse::<RatingRange>(),
                    Err(RangeError::Unreadable { .. })
                ),
                "{bad}"
            );
        }
        assert_eq!(
            "1700-1300".parse::<RatingRange>().unwrap_err().to_string(),
            "the range's lowest rating (1700) is above its highest (1300)"
        );
    }

    #[test]
    fn the_rating_is_compared_as_the_lists_show_it() {
        let range = RatingRange {
            min: 1400,
            max: 1600,
        };
        assert!(range.admits(1399.5));
        assert!(!range.admits(1399.4));
        assert!(range.admits(1600.49));
        assert!(!range.admits(1600.5));
        // A rating that is no number is in no range.
        assert!(!range.admits(f64::NAN));
    }
}
