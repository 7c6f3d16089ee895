//! Small helpers for text meant for people.

use morris_i18n::numbers::decimal;
use morris_i18n::t;

pub use morris_i18n::words::wrap;

/// A count in thousands or millions, for speeds: `2.41 M`, `2,41 M`.
pub fn si(value: f64) -> String {
    if value >= 1e6 {
        format!("{} M", decimal(value / 1e6, 2))
    } else if value >= 1e3 {
        format!("{} k", decimal(value / 1e3, 1))
    } else {
        format!("{value:.0} ")
    }
}

/// A whole number with its thousands apart: `49,985,417`, `49 985 417`.
pub use morris_i18n::numbers::grouped;

/// A size in bytes for people: `11 MB`, `2.0 GB`, `68 GB` (`Mo`, `Go` in French).
pub fn megabytes(bytes: u128) -> String {
    let mb = bytes.div_ceil(1 << 20);
    let gb = bytes as f64 / f64::from(1u32 << 30);
    if mb < 1 << 10 {
        t!("size-mb", mb = mb.to_string())
    } else if gb < 10.0 {
        t!("size-gb", gb = decimal(gb, 1))
    } else {
        t!("size-gb", gb = grouped(gb.ceil() as u128))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_thousands_and_sizes() {
        assert_eq!(grouped(0u32), "0");
        assert_eq!(grouped(999u32), "999");
        assert_eq!(grouped(1_000u32), "1,000");
        assert_eq!(grouped(49_985_417u64), "49,985,417");
        assert_eq!(grouped(428_025_849_227u64), "428,025,849,227");
        assert_eq!(megabytes(11 << 20), "11 MB");
        assert_eq!(megabytes(1), "1 MB");
        assert_eq!(megabytes(1 << 31), "2.0 GB");
        assert_eq!(megabytes(72_448_198_914), "68 GB");
    }

    #[test]
    fn wraps_at_spaces() {
        assert_eq!(wrap("aa bb cc dd", 5), vec!["aa bb", "cc dd"]);
        assert_eq!(wrap("  ", 5), Vec::<String>::new());
        assert_eq!(wrap("longword x", 3), vec!["longword", "x"]);
        // Never at a no-break space: the colon stays with its word.
        assert_eq!(
            wrap("Vol\u{202f}: jamais", 5),
            vec!["Vol\u{202f}:", "jamais"]
        );
    }
}
