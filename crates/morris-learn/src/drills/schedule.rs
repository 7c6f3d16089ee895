//! When a drill comes back: SM-2 (Wozniak's SuperMemo 2), written here
//! because it is twenty lines. A right answer counts as quality 4 (the
//! interval grows: 1 day, 6 days, then times the ease); a wrong one as
//! quality 1 (the ease falls, and it is due again today: a wrong answer
//! always comes back sooner than a right one, as a relearning step does).

use serde::{Deserialize, Serialize};

use super::day::Day;

/// SM-2's starting ease, and the lowest it may fall to.
const START_EASE: f64 = 2.5;
const MIN_EASE: f64 = 1.3;
/// The highest ease and longest interval a file may hold: beyond them it is corrupt.
pub(super) const MAX_EASE: f64 = 10.0;
pub(super) const MAX_INTERVAL: u32 = 36_500;

/// The quality SM-2 is given for a right and a wrong answer (0 to 5).
const RIGHT: u8 = 4;
const WRONG: u8 = 1;

/// A drill's place in the repetition: how easy it has been, how long it
/// waits, how many times in a row it was answered right, and when it is due.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Schedule {
    pub ease: f64,
    /// Days between the last answer and `due`.
    pub interval: u32,
    pub repetitions: u32,
    pub due: Day,
}

impl Schedule {
    /// A new drill, due `today`.
    pub fn new(today: Day) -> Schedule {
        Schedule {
            ease: START_EASE,
            interval: 0,
            repetitions: 0,
            due: today,
        }
    }

    pub fn is_due(&self, today: Day) -> bool {
        self.due <= today
    }

    /// The schedule after an answer given `today`.
    pub fn after(self, right: bool, today: Day) -> Schedule {
        let quality = if right { RIGHT } else { WRONG };
        let (repetitions, interval) = match (right, self.repetitions) {
            (false, _) => (0, 0),
            (true, 0) => (1, 1),
            (true, 1) => (2, 6),
            (true, n) => {
                let grown = (f64::from(self.interval) * self.ease).round();
                // A count at its limit stays there: a file may say anything.
                (n.saturating_add(1), (grown as u32).clamp(1, MAX_INTERVAL))
            }
        };
        let q = f64::from(5 - quality);
        let ease = mended_ease(self.ease + 0.1 - q * (0.08 + q * 0.02));
        Schedule {
            ease,
            interval,
            repetitions,
            due: today.plus(interval),
        }
    }

    /// Does the schedule hold numbers SM-2 could have written?
    pub(super) fn is_sound(&self) -> bool {
        self.ease.is_finite()
            && (MIN_EASE..=MAX_EASE).contains(&self.ease)
            && self.interval <= MAX_INTERVAL
    }

    /// The nearest schedule [`Schedule::is_sound`] accepts: what a writer
    /// writes, so that its reader never refuses it.
    pub(super) fn mended(self) -> Schedule {
        Schedule {
            ease: mended_ease(self.ease),
            interval: self.interval.min(MAX_INTERVAL),
            ..self
        }
    }
}

/// An ease within SM-2's bounds (a starting ease for one that is no number).
fn mended_ease(ease: f64) -> f64 {
    match ease.is_finite() {
        true => ease.clamp(MIN_EASE, MAX_EASE),
        false => START_EASE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_at_its_limit_does_not_wrap() {
        let today = Day::from_ymd(2026, 12, 4).unwrap();
        let worn = Schedule {
            ease: 2.5,
            interval: MAX_INTERVAL,
            repetitions: u32::MAX,
            due: today,
        };
        let after = worn.after(true, today);
        assert_eq!(after.repetitions, u32::MAX);
        assert_eq!(after.interval, MAX_INTERVAL);
        assert!(after.is_sound());
        let wild = Schedule {
            ease: f64::NAN,
            interval: u32::MAX,
            ..worn
        };
        assert!(!wild.is_sound());
        assert!(wild.mended().is_sound());
        assert!(wild.after(false, today).is_sound());
    }
}
