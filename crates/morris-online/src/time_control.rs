//! A time control as people type it: `MINUTES+SECONDS` (`5+3`: five minutes
//! each, three seconds more after each turn), the same in every front end,
//! and the limits of a clock, the same for every front end and the server.

use std::fmt;
use std::str::FromStr;

use crate::message::TimeControl;

impl TimeControl {
    /// The shortest game clock: a second (less is lost before the first turn).
    pub const MIN_BASE_MS: u64 = 1_000;
    /// The longest game clock: a day.
    pub const MAX_BASE_MS: u64 = 24 * 60 * 60 * 1_000;
    /// The largest increment: an hour.
    pub const MAX_INC_MS: u64 = 60 * 60 * 1_000;

    /// The clock itself when it is within the limits; the server refuses
    /// any other, and no front end lets one be typed.
    pub fn within_limits(self) -> Result<TimeControl, ClockOutOfRange> {
        let base_ok = (Self::MIN_BASE_MS..=Self::MAX_BASE_MS).contains(&self.base_ms);
        if base_ok && self.inc_ms <= Self::MAX_INC_MS {
            Ok(self)
        } else {
            Err(ClockOutOfRange(self))
        }
    }
}

/// A clock outside the limits, as the protocol writes it (milliseconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "base_ms {base} and inc_ms {inc}: a clock's base is from {min_base} to {max_base} ms (1 second to a day), its increment at most {max_inc} ms (an hour)",
    base = .0.base_ms,
    inc = .0.inc_ms,
    min_base = TimeControl::MIN_BASE_MS,
    max_base = TimeControl::MAX_BASE_MS,
    max_inc = TimeControl::MAX_INC_MS
)]
pub struct ClockOutOfRange(pub TimeControl);

/// Why a text is no time control.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{0:?} is not a clock: use MINUTES+SECONDS, like 5+3 or 0.5+0 (from {min_seconds} second to {max_minutes} minutes, at most {max_seconds} seconds)",
    min_seconds = TimeControl::MIN_BASE_MS / 1_000,
    max_minutes = TimeControl::MAX_BASE_MS / 60_000,
    max_seconds = TimeControl::MAX_INC_MS / 1_000
)]
pub struct TimeControlError(pub String);

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(s: &str) -> Result<TimeControl, TimeControlError> {
        let bad = || TimeControlError(s.to_string());
        let (base, inc) = s.split_once('+').ok_or_else(bad)?;
        let minutes: f64 = base.trim().parse().map_err(|_| bad())?;
        let seconds: f64 = inc.trim().parse().map_err(|_| bad())?;
        // `as` saturates: a huge number becomes u64::MAX, past every limit.
        let ms = |v: f64, unit: f64| (v.is_finite() && v >= 0.0).then(|| (v * unit).round() as u64);
        let clock = TimeControl {
            base_ms: ms(minutes, 60_000.0).ok_or_else(bad)?,
            inc_ms: ms(seconds, 1_000.0).ok_or_else(bad)?,
        };
        clock.within_limits().map_err(|_| bad())
    }
}

/// `5+3`, `0.5+0`: as it is typed.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let minutes = self.base_ms as f64 / 60_000.0;
        let seconds = self.inc_ms as f64 / 1000.0;
        write!(f, "{minutes}+{seconds}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_are_read_as_minutes_plus_seconds_and_written_back() {
        let clock: TimeControl = "5+3".parse().unwrap();
        assert_eq!(
            clock,
            TimeControl {
                base_ms: 300_000,
                inc_ms: 3_000
            }
        );
        assert_eq!(clock.to_string(), "5+3");
        let quick: TimeControl = " 0.5 + 0 ".parse().unwrap();
        assert_eq!(quick.base_ms, 30_000);
        assert_eq!(quick.to_string().parse::<TimeControl>().unwrap(), quick);
    }

    #[test]
    fn bad_clocks_say_how_to_write_one() {
        for text in [
            "5", "0+3", "-1+0", "5+-1", "1441+0", "5+3601", "nan+1", "inf+0", "a+b",
        ] {
            let err = text.parse::<TimeControl>().unwrap_err();
            assert!(err.to_string().contains("MINUTES+SECONDS"), "{text}: {err}");
        }
    }

    /// Under a second is no clock, even when it is typed as more than 0 (it
    /// used to round to a clock of 0 ms, lost before the first turn).
    #[test]
    fn a_clock_under_a_second_is_refused_as_typed() {
        for text in ["0.000001+0", "0.01+0", "1e-300+0"] {
            assert!(text.parse::<TimeControl>().is_err(), "{text}");
        }
        let second: TimeControl = "0.0166667+0".parse().unwrap();
        assert_eq!(second.base_ms, 1_000);
        assert!("1440+3600".parse::<TimeControl>().is_ok());
        assert!("1e300+0".parse::<TimeControl>().is_err());
    }

    #[test]
    fn the_limits_hold_at_their_edges_and_the_error_says_them() {
        let clock = |base_ms, inc_ms| TimeControl { base_ms, inc_ms };
        for good in [
            clock(TimeControl::MIN_BASE_MS, 0),
            clock(TimeControl::MAX_BASE_MS, TimeControl::MAX_INC_MS),
        ] {
            assert_eq!(good.within_limits(), Ok(good));
        }
        for bad in [
            clock(0, 0),
            clock(TimeControl::MIN_BASE_MS - 1, 0),
            clock(TimeControl::MAX_BASE_MS + 1, 0),
            clock(60_000, TimeControl::MAX_INC_MS + 1),
            clock(u64::MAX, 0),
            clock(60_000, u64::MAX),
        ] {
            assert_eq!(bad.within_limits(), Err(ClockOutOfRange(bad)));
        }
        let err = clock(0, 0).within_limits().unwrap_err().to_string();
        assert!(
            err.contains("base_ms 0") && err.contains("from 1000 to 86400000 ms"),
            "{err}"
        );
        assert!(err.contains("at most 3600000 ms"), "{err}");
    }
}
