//! Any text given to the move parser and the position reader, in any shipped
//! variant, gives a legal move or an error, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use morris_core::{Position, catalog, parse_move};

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else { return };
    let (id, _) = catalog::SHIPPED[usize::from(selector) % catalog::SHIPPED.len()];
    let rules = catalog::shipped(id).unwrap();
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let (position_text, move_text) = text.split_once('|').unwrap_or(("", text));
    let pos = Position::from_text(&rules, position_text).unwrap_or_else(|_| Position::start(&rules));
    if let Ok(mv) = parse_move(&rules, &pos, move_text) {
        assert!(pos.is_legal(&rules, mv));
    }
});
