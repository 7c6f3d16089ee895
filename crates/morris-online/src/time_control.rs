//! A time control as people type it: `MINUTES+SECONDS` (`5+3`: five minutes
//! each, three seconds more after each turn), the same in every front end.

use std::fmt;
use std::str::FromStr;

use crate::message::TimeControl;

/// The longest game clock offered: a day.
const MAX_MINUTES: f64 = 24.0 * 60.0;
/// The largest increment offered: an hour.
const MAX_SECONDS: f64 = 3600.0;

/// Why a text is no time control.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{0:?} is not a clock: use MINUTES+SECONDS, like 5+3 or 0.5+0 (more than 0 and at most 1440 minutes, at most 3600 seconds)"
)]
pub struct TimeControlError(pub String);

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(s: &str) -> Result<TimeControl, TimeControlError> {
        let bad = || TimeControlError(s.to_string());
        let (base, inc) = s.split_once('+').ok_or_else(bad)?;
        let minutes: f64 = base.trim().parse().map_err(|_| bad())?;
        let seconds: f64 = inc.trim().parse().map_err(|_| bad())?;
        let within = |v: f64, max: f64| v.is_finite() && (0.0..=max).contains(&v);
        if !within(minutes, MAX_MINUTES) || minutes == 0.0 || !within(seconds, MAX_SECONDS) {
            return Err(bad());
        }
        Ok(TimeControl {
            base_ms: (minutes * 60_000.0).round() as u64,
            inc_ms: (seconds * 1000.0).round() as u64,
        })
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
}
