//! A file's pin on its base: `base_fingerprint: "…"` beside `base: "ID"`
//! names the game the file was written on. A base id means another game
//! where a user's file of that id stands in for the shipped variant, or in
//! another version of the program; a pinned file is then refused, where an
//! unpinned one would quietly play that other game.

use crate::rules::Rules;

/// The field that pins a file's base.
pub(crate) const PIN_FIELD: &str = "base_fingerprint";

/// The pin on `base` as a file writes it: its game fingerprint
/// ([`Rules::game_fingerprint`]) in 16 lower-case hex digits.
pub(crate) fn pin_of(base: &Rules) -> String {
    hex(base.game_fingerprint())
}

/// A fingerprint as pins and messages write it.
pub(crate) fn hex(fingerprint: u64) -> String {
    format!("{fingerprint:016x}")
}

/// The fingerprint a pin's value names: a string of 16 hex digits.
pub(crate) fn read_pin(value: &str) -> Option<u64> {
    let digits: String = ron::from_str(value).ok()?;
    let hex = digits.len() == 16 && digits.bytes().all(|b| b.is_ascii_hexdigit());
    hex.then(|| u64::from_str_radix(&digits, 16).ok()).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pin_reads_back_what_it_writes() {
        let six = crate::catalog::shipped("six-mens-morris").unwrap();
        let written = format!("{:?}", pin_of(&six));
        assert_eq!(read_pin(&written), Some(six.game_fingerprint()));
        assert_eq!(read_pin("\"00000000000000FF\""), Some(255));
    }

    #[test]
    fn a_pin_is_sixteen_hex_digits_in_quotes() {
        for bad in [
            "255",
            "\"ff\"",
            "\"0x000000000000ff\"",
            "\"000000000000000g\"",
        ] {
            assert_eq!(read_pin(bad), None, "{bad}");
        }
    }
}
