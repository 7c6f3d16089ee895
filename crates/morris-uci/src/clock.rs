//! Chess clocks for refereed games: a time control (`10+0.1`: ten seconds
//! each, a tenth more after every turn), and both sides' time left as the
//! referee keeps it.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use morris_core::Color;

use crate::player::Forfeit;

/// The longest base time or increment, so that no deadline overflows.
const MAX_SECONDS: u64 = 86_400;

/// Each side starts with `base` and gains `increment` after each of its turns.
/// Written as PGN's `TimeControl` tag writes it, in seconds: `10+0.1`, or
/// `60` without an increment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    pub base: Duration,
    pub increment: Duration,
}

/// Why a text is not a time control.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    #[error("{0:?} is not a time control: write BASE+INC in seconds, e.g. 10+0.1, or BASE alone")]
    Form(String),
    #[error("{0:?} is not a number of seconds: write BASE+INC, e.g. 10+0.1, or BASE alone")]
    Seconds(String),
    #[error("the base time must be at least 1 ms")]
    ZeroBase,
    #[error("{0:?} is more than a day ({MAX_SECONDS} s)")]
    TooLong(String),
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let (base, increment) = match text.split_once('+') {
            Some((base, increment)) => (base, increment),
            None => (text, "0"),
        };
        if base.is_empty() || increment.is_empty() {
            return Err(TimeControlError::Form(text.to_string()));
        }
        let base = seconds(base)?;
        if base.is_zero() {
            return Err(TimeControlError::ZeroBase);
        }
        Ok(TimeControl {
            base,
            increment: seconds(increment)?,
        })
    }
}

/// Seconds written with digits and at most one decimal point, to the millisecond.
fn seconds(text: &str) -> Result<Duration, TimeControlError> {
    let plain = text.chars().all(|c| c.is_ascii_digit() || c == '.')
        && text.chars().any(|c| c.is_ascii_digit());
    let value: f64 = match text.parse() {
        Ok(value) if plain => value,
        _ => return Err(TimeControlError::Seconds(text.to_string())),
    };
    if value > MAX_SECONDS as f64 {
        return Err(TimeControlError::TooLong(text.to_string()));
    }
    // At most a day in milliseconds: the cast cannot overflow.
    Ok(Duration::from_millis((value * 1000.0).round() as u64))
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", seconds_text(self.base))?;
        if !self.increment.is_zero() {
            write!(f, "+{}", seconds_text(self.increment))?;
        }
        Ok(())
    }
}

/// `6`, `0.06`, `2.5`: seconds with the decimals the milliseconds need.
fn seconds_text(d: Duration) -> String {
    let ms = d.as_millis();
    let text = format!("{}.{:03}", ms / 1000, ms % 1000);
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// Both sides' time left in a game, kept by the referee.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clocks {
    control: TimeControl,
    left: [Duration; 2],
}

impl Clocks {
    /// Both clocks at the base time.
    pub fn new(control: TimeControl) -> Clocks {
        Clocks {
            control,
            left: [control.base; 2],
        }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The time `side` has left.
    pub fn left(&self, side: Color) -> Duration {
        self.left[side.index()]
    }

    /// Charges `side` the `elapsed` time of its turn and adds the increment.
    /// A turn that took more than the time left plus `margin` loses on time;
    /// within the margin the clock stops at zero before the increment.
    pub fn charge(
        &mut self,
        side: Color,
        elapsed: Duration,
        margin: Duration,
    ) -> Result<(), Forfeit> {
        let left = &mut self.left[side.index()];
        if elapsed > *left + margin {
            return Err(Forfeit::OutOfTime {
                used: elapsed,
                left: *left,
            });
        }
        *left = left.saturating_sub(elapsed) + self.control.increment;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(ms: u64) -> Duration {
        Duration::from_millis(ms)
    }

    fn control(base: u64, increment: u64) -> TimeControl {
        TimeControl {
            base: ms(base),
            increment: ms(increment),
        }
    }

    #[test]
    fn base_and_increment_are_read_in_seconds() {
        assert_eq!("10+0.1".parse(), Ok(control(10_000, 100)));
        assert_eq!("60".parse(), Ok(control(60_000, 0)));
        assert_eq!("6+0.06".parse(), Ok(control(6_000, 60)));
        assert_eq!("0.5+0".parse(), Ok(control(500, 0)));
        assert_eq!(".25+1.".parse(), Ok(control(250, 1_000)));
        // Milliseconds are the protocol's unit: finer is rounded.
        assert_eq!("1.0004+0.0006".parse(), Ok(control(1_000, 1)));
    }

    #[test]
    fn a_time_control_is_written_as_it_is_read() {
        for text in ["10+0.1", "60", "6+0.06", "0.5", "1.25+2", "86400+86400"] {
            let control: TimeControl = text.parse().unwrap();
            assert_eq!(control.to_string(), text);
        }
        assert_eq!(control(60_000, 0).to_string(), "60");
    }

    #[test]
    fn bad_time_controls_say_why() {
        use TimeControlError::*;
        let error = |text: &str| text.parse::<TimeControl>().unwrap_err();
        assert_eq!(error("abc"), Seconds("abc".into()));
        assert_eq!(error("0"), ZeroBase);
        assert_eq!(error("0.0004+1"), ZeroBase);
        assert_eq!(error("5+-1"), Seconds("-1".into()));
        assert_eq!(error("-5"), Seconds("-5".into()));
        assert_eq!(error("5+"), Form("5+".into()));
        assert_eq!(error("+5"), Form("+5".into()));
        assert_eq!(error(""), Form("".into()));
        assert_eq!(error("5+1+1"), Seconds("1+1".into()));
        assert_eq!(error("inf"), Seconds("inf".into()));
        assert_eq!(error("NaN"), Seconds("NaN".into()));
        assert_eq!(error("1e3"), Seconds("1e3".into()));
        assert_eq!(error("1..2"), Seconds("1..2".into()));
        assert_eq!(error("."), Seconds(".".into()));
        assert_eq!(error("86401"), TooLong("86401".into()));
        assert_eq!(
            error("5+x").to_string(),
            "\"x\" is not a number of seconds: write BASE+INC, e.g. 10+0.1, or BASE alone"
        );
    }

    #[test]
    fn a_turn_costs_its_time_and_earns_the_increment() {
        let mut clocks = Clocks::new(control(1_000, 100));
        let margin = ms(50);
        clocks.charge(Color::White, ms(300), margin).unwrap();
        assert_eq!(clocks.left(Color::White), ms(800));
        // Black's clock did not run on White's turn.
        assert_eq!(clocks.left(Color::Black), ms(1_000));
        clocks.charge(Color::Black, ms(0), margin).unwrap();
        assert_eq!(clocks.left(Color::Black), ms(1_100));
        // Exactly the time left: the clock stops at zero, then gains the increment.
        clocks.charge(Color::White, ms(800), margin).unwrap();
        assert_eq!(clocks.left(Color::White), ms(100));
    }

    #[test]
    fn the_margin_forgives_a_little_and_no_more() {
        let margin = ms(50);
        let mut clocks = Clocks::new(control(1_000, 100));
        clocks.charge(Color::White, ms(1_050), margin).unwrap();
        assert_eq!(clocks.left(Color::White), ms(100));
        let mut clocks = Clocks::new(control(1_000, 100));
        let flag = clocks.charge(Color::Black, ms(1_051), margin);
        assert_eq!(
            flag,
            Err(Forfeit::OutOfTime {
                used: ms(1_051),
                left: ms(1_000),
            })
        );
        // A flag fall changes no clock.
        assert_eq!(clocks.left(Color::Black), ms(1_000));
        assert_eq!(
            flag.unwrap_err().to_string(),
            "its turn took 1051 ms with 1000 ms on its clock"
        );
    }
}
