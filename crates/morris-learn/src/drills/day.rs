//! A calendar day, counted from 1970-01-01 and written `2026-12-04`. The
//! library never reads the clock: callers say which day it is. Days run
//! from 0000-01-01 to 9999-12-31, the dates four digits write: a day read
//! beyond them is refused, and one counted beyond them stops at the bound.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A day since 1970-01-01 (UTC).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Day(i64);

/// The first and last days: 0000-01-01 and 9999-12-31.
const FIRST: i64 = -719_528;
const LAST: i64 = 2_932_896;

impl Day {
    /// The day `days` after 1970-01-01, within the first and last days.
    pub const fn from_days(days: i64) -> Day {
        match days {
            ..FIRST => Day(FIRST),
            LAST.. => Day(LAST),
            _ => Day(days),
        }
    }

    pub fn days(self) -> i64 {
        self.0
    }

    /// The day `days` later (the last day at most).
    pub fn plus(self, days: u32) -> Day {
        Day::from_days(self.0.saturating_add(i64::from(days)))
    }

    /// The day of a date, if the date exists and has a year of four digits.
    pub fn from_ymd(year: i64, month: u32, day: u32) -> Option<Day> {
        if !(0..=9999).contains(&year) {
            return None;
        }
        let in_month = match month {
            2 if leap(year) => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            1..=12 => 31,
            _ => return None,
        };
        if !(1..=in_month).contains(&day) {
            return None;
        }
        // Days from civil: a year that starts in March puts the leap day last.
        let y = if month <= 2 { year - 1 } else { year };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = i64::from(month);
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        Some(Day(era * 146_097 + doe - 719_468))
    }

    /// The year, month and day.
    pub fn ymd(self) -> (i64, u32, u32) {
        let z = self.0 + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = yoe + era * 400 + i64::from(month <= 2);
        (year, month, day)
    }
}

fn leap(year: i64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.ymd();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

impl TryFrom<String> for Day {
    type Error = String;

    fn try_from(text: String) -> Result<Day, String> {
        let mut parts = text.splitn(3, '-');
        let mut next = || parts.next().and_then(|p| p.parse::<i64>().ok());
        let date = (next(), next(), next());
        let (Some(y), Some(m), Some(d)) = date else {
            return Err(format!("{text:?} is not a date (YYYY-MM-DD)"));
        };
        let (Ok(m), Ok(d)) = (u32::try_from(m), u32::try_from(d)) else {
            return Err(format!("{text:?} is not a date (YYYY-MM-DD)"));
        };
        Day::from_ymd(y, m, d).ok_or_else(|| format!("{text:?} is not a day of the calendar"))
    }
}

impl From<Day> for String {
    fn from(day: Day) -> String {
        day.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_round_trip() {
        assert_eq!(Day::from_ymd(1970, 1, 1), Some(Day(0)));
        assert_eq!(Day::from_ymd(2000, 3, 1).unwrap().to_string(), "2000-03-01");
        let day = Day::from_ymd(2026, 12, 4).unwrap();
        assert_eq!(day.plus(28).to_string(), "2027-01-01");
        assert_eq!(
            Day::try_from("2024-02-29".to_string()),
            Ok(Day::from_ymd(2024, 2, 29).unwrap())
        );
        assert!(Day::try_from("2023-02-29".to_string()).is_err());
        assert!(Day::try_from("soon".to_string()).is_err());
    }

    #[test]
    fn days_stay_within_four_digit_years() {
        assert_eq!(Day::from_ymd(0, 1, 1), Some(Day(FIRST)));
        assert_eq!(Day::from_ymd(9999, 12, 31), Some(Day(LAST)));
        let far = "9223372036854775807-01-01".to_string();
        assert!(Day::try_from(far).is_err());
        assert!(Day::try_from("10000-01-01".to_string()).is_err());
        let last = Day::from_days(i64::MAX);
        assert_eq!(last.to_string(), "9999-12-31");
        assert_eq!(last.plus(u32::MAX), last);
        assert_eq!(Day::from_days(i64::MIN).to_string(), "0000-01-01");
        assert_eq!(Day::try_from(last.to_string()), Ok(last));
    }
}
