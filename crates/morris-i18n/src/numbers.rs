//! Numbers for people, written as the language writes them: `1.35` and
//! `49,985,417` in English, `1,35` and `49 985 417` in French. The separators
//! are messages of each language's file, so a translator sets them there.
//! Machine output (JSON, records, the engine protocol) never comes here.

use crate::t;

/// `value` with `places` decimals: `1.35`, `1,35`.
pub fn decimal(value: f64, places: usize) -> String {
    localize(&format!("{value:.places$}"))
}

/// `value` with `places` decimals and its sign always shown: `+1.35`, `-0,20`.
pub fn signed_decimal(value: f64, places: usize) -> String {
    localize(&format!("{value:+.places$}"))
}

/// A whole number with its thousands apart: `49,985,417`, `49 985 417`.
pub fn grouped(value: impl Into<u128>) -> String {
    let digits = value.into().to_string();
    let separator = t!("number-group-separator");
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push_str(&separator);
        }
        out.push(digit);
    }
    out
}

/// A number Rust wrote (`-12.5`), with the language's decimal separator.
fn localize(text: &str) -> String {
    text.replace('.', &t!("number-decimal-separator"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::with_language;

    #[test]
    fn english_writes_a_point_and_commas() {
        with_language("en", || {
            assert_eq!(decimal(1.354, 2), "1.35");
            assert_eq!(decimal(28.0, 1), "28.0");
            assert_eq!(signed_decimal(1.35, 2), "+1.35");
            assert_eq!(signed_decimal(-0.2, 2), "-0.20");
            assert_eq!(decimal(7.0, 0), "7");
            assert_eq!(grouped(49_985_417u64), "49,985,417");
            assert_eq!(grouped(999u32), "999");
        })
        .unwrap();
    }

    #[test]
    fn french_writes_a_comma_and_spaces() {
        with_language("fr", || {
            assert_eq!(decimal(1.354, 2), "1,35");
            assert_eq!(decimal(28.0, 1), "28,0");
            assert_eq!(signed_decimal(1.35, 2), "+1,35");
            assert_eq!(signed_decimal(-0.2, 2), "-0,20");
            assert_eq!(grouped(49_985_417u64), "49\u{202f}985\u{202f}417");
            assert_eq!(grouped(1_000u32), "1\u{202f}000");
        })
        .unwrap();
    }
}
