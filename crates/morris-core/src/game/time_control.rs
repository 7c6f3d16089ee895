//! A time control, one for every command and the server: each side's time
//! and what a turn adds. Typed with units (`5m+3s`, `90s+2s`, `0.5s+0.1s`);
//! a number without a unit is minutes for the time and seconds for what a
//! turn adds (`5+3`: five minutes, three seconds more a turn), the same in
//! every command.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// Each side starts with `base_ms` and gains `inc_ms` after each of its turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TimeControl {
    pub base_ms: u64,
    pub inc_ms: u64,
}

/// Why a text is no time control.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    #[error(
        "{0:?} is not a clock: write TIME+ADDED with units, like 5m+3s, 90s+2s or 0.5s+0.1s (h, m, s or ms; 5+3 is five minutes and three seconds)"
    )]
    Form(String),
    #[error("{0:?}: a clock's time must be more than 0")]
    ZeroBase(String),
    #[error("{0:?}: a clock's time is at most a day, and a turn adds at most an hour")]
    TooLong(String),
}

/// A clock outside [`TimeControl::within_limits`], as the protocol writes
/// it (milliseconds).
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

impl TimeControl {
    /// The shortest clock people play on: a second (less is lost before
    /// the first turn). Engines in a match may have less.
    pub const MIN_BASE_MS: u64 = 1_000;
    /// The longest time a clock may have: a day.
    pub const MAX_BASE_MS: u64 = 24 * 60 * 60 * 1_000;
    /// The most a turn may add: an hour.
    pub const MAX_INC_MS: u64 = 60 * 60 * 1_000;

    /// The clock itself when people can play on it (see the limits above):
    /// the server refuses any other, and no front end lets one be typed.
    pub fn within_limits(self) -> Result<TimeControl, ClockOutOfRange> {
        let base_ok = (Self::MIN_BASE_MS..=Self::MAX_BASE_MS).contains(&self.base_ms);
        if base_ok && self.inc_ms <= Self::MAX_INC_MS {
            Ok(self)
        } else {
            Err(ClockOutOfRange(self))
        }
    }

    pub fn base(self) -> Duration {
        Duration::from_millis(self.base_ms)
    }

    pub fn increment(self) -> Duration {
        Duration::from_millis(self.inc_ms)
    }

    /// As a PGN `TimeControl` tag writes it, in seconds: `300+3`, `60`.
    pub fn pgn_tag(self) -> String {
        match self.inc_ms {
            0 => seconds_text(self.base_ms),
            inc => format!("{}+{}", seconds_text(self.base_ms), seconds_text(inc)),
        }
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let form = || TimeControlError::Form(text.to_string());
        let (base, inc) = match text.split_once('+') {
            Some((base, inc)) => (base, inc),
            None => (text, "0"),
        };
        let base_ms = millis(base, 60_000.0).ok_or_else(form)?;
        let inc_ms = millis(inc, 1_000.0).ok_or_else(form)?;
        if base_ms == 0 {
            return Err(TimeControlError::ZeroBase(text.to_string()));
        }
        if base_ms > TimeControl::MAX_BASE_MS || inc_ms > TimeControl::MAX_INC_MS {
            return Err(TimeControlError::TooLong(text.to_string()));
        }
        Ok(TimeControl { base_ms, inc_ms })
    }
}

/// A duration typed as a number and a unit (`5m`, `0.5s`, `250ms`, `1h`),
/// or a bare number in `bare_unit_ms`; `None` when it is neither.
fn millis(text: &str, bare_unit_ms: f64) -> Option<u64> {
    let text = text.trim();
    let (number, unit_ms) = [
        ("ms", 1.0),
        ("h", 3_600_000.0),
        ("m", 60_000.0),
        ("s", 1_000.0),
    ]
    .into_iter()
    .find_map(|(unit, ms)| text.strip_suffix(unit).map(|n| (n, ms)))
    .unwrap_or((text, bare_unit_ms));
    let plain = number.chars().all(|c| c.is_ascii_digit() || c == '.')
        && number.chars().any(|c| c.is_ascii_digit());
    let value: f64 = number.parse().ok().filter(|_| plain)?;
    // `as` saturates: a huge number becomes u64::MAX, past every limit.
    Some((value * unit_ms).round() as u64)
}

/// `5m+3s`, `90s+2s`, `0.5s+0.1s`: with units, so never read two ways.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.base_ms >= 60_000 && self.base_ms.is_multiple_of(60_000) {
            write!(f, "{}m", self.base_ms / 60_000)?;
        } else {
            write!(f, "{}s", seconds_text(self.base_ms))?;
        }
        write!(f, "+{}s", seconds_text(self.inc_ms))
    }
}

/// `6`, `0.06`, `2.5`: seconds with the decimals the milliseconds need.
fn seconds_text(ms: u64) -> String {
    let text = format!("{}.{:03}", ms / 1000, ms % 1000);
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(base_ms: u64, inc_ms: u64) -> TimeControl {
        TimeControl { base_ms, inc_ms }
    }

    #[test]
    fn units_are_read_and_a_bare_number_is_minutes_then_seconds() {
        for (text, expected) in [
            ("5m+3s", clock(300_000, 3_000)),
            ("90s+2s", clock(90_000, 2_000)),
            ("0.5s+0.1s", clock(500, 100)),
            ("5+3", clock(300_000, 3_000)),
            (" 0.5 + 0 ", clock(30_000, 0)),
            ("1h", clock(3_600_000, 0)),
            ("250ms+50ms", clock(250, 50)),
            ("2", clock(120_000, 0)),
        ] {
            assert_eq!(text.parse::<TimeControl>(), Ok(expected), "{text}");
            assert_eq!(expected.to_string().parse(), Ok(expected), "{text}");
        }
        assert_eq!(clock(300_000, 3_000).to_string(), "5m+3s");
        assert_eq!(clock(500, 100).to_string(), "0.5s+0.1s");
        assert_eq!(clock(90_000, 0).to_string(), "90s+0s");
        assert_eq!(clock(2_000, 50).pgn_tag(), "2+0.05");
        assert_eq!(clock(60_000, 0).pgn_tag(), "60");
    }

    #[test]
    fn bad_clocks_say_how_to_write_one() {
        for text in [
            "", "abc", "5+", "+3", "5x+3", "-1+0", "5+-1", "nan+1", "inf", "1e3s",
        ] {
            let err = text.parse::<TimeControl>().unwrap_err();
            assert_eq!(err, TimeControlError::Form(text.into()), "{text}");
            assert!(err.to_string().contains("5m+3s"), "{err}");
        }
        assert!(matches!(
            "0+3".parse::<TimeControl>(),
            Err(TimeControlError::ZeroBase(_))
        ));
        assert!(matches!(
            "0.0001ms".parse::<TimeControl>(),
            Err(TimeControlError::ZeroBase(_))
        ));
        for text in ["1441+0", "5+3601", "25h", "99999999999999999999999m"] {
            let err = text.parse::<TimeControl>().unwrap_err();
            assert_eq!(err, TimeControlError::TooLong(text.into()), "{text}");
        }
        assert!("1440+3600".parse::<TimeControl>().is_ok());
    }

    #[test]
    fn the_limits_people_play_on_hold_at_their_edges_and_the_error_says_them() {
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
        // Typed as less than a second, it parses (a match may use it) but is no room's.
        let quick: TimeControl = "0.5s+0.1s".parse().unwrap();
        assert!(quick.within_limits().is_err());
    }
}
