//! Any position string, in any shipped variant, gives a position or an error,
//! never a panic; a position read is written back to a string that reads
//! back to the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use morris_core::{Position, Setup, catalog};

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let (id, _) = catalog::SHIPPED[usize::from(selector) % catalog::SHIPPED.len()];
    let rules = catalog::shipped(id).unwrap();
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let _ = Setup::from_text(&rules, text);
    if let Ok(pos) = Position::from_text(&rules, text) {
        let again = pos.to_text(&rules);
        let back = Position::from_text(&rules, &again).expect("a written position reads back");
        assert_eq!(back.to_text(&rules), again);
        let _ = pos.legal_moves(&rules);
    }
});
