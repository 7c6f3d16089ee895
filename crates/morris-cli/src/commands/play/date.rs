//! The date a record is saved on.

use morris_learn::drills::Day;

/// Today's date as a record writes it (`2026.11.30`), in UTC.
pub fn today() -> String {
    record_date(Day::from_days(crate::commands::puzzle::day() as i64))
}

/// A day as a record's `Date` tag writes it.
fn record_date(day: Day) -> String {
    let (y, m, d) = day.ymd();
    format!("{y:04}.{m:02}.{d:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(record_date(Day::from_days(0)), "1970.01.01");
        assert_eq!(record_date(Day::from_days(20_787)), "2026.11.30");
        assert_eq!(record_date(Day::from_days(11_016)), "2000.02.29");
    }
}
