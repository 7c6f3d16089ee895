//! A turn written out: `d6` (place), `d6-d5` (slide or fly), `d6-d5xd1` (with
//! a removal), `xd1` (a removal alone) and `pass`. Reading it back is
//! [`crate::parse_move`]'s.

use std::fmt::Write;

use crate::position::moves::Move;
use crate::rules::Rules;

/// The text of a pass.
pub(crate) const PASS: &str = "pass";

/// The text of a turn, e.g. `d6-d5xd1`.
pub fn move_text(rules: &Rules, mv: Move) -> String {
    let mut s = String::new();
    if mv.is_pass() {
        return PASS.to_string();
    }
    if let Some(from) = mv.from() {
        let _ = write!(s, "{}-", rules.point_name(from));
    }
    if mv.has_step() {
        s.push_str(rules.point_name(mv.to()));
    }
    for r in mv.removed() {
        let _ = write!(s, "x{}", rules.point_name(r));
    }
    s
}
