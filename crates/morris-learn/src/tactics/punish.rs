//! What answers a wrong turn: after the attacker's turn that lets its goal
//! go, the other player's reply that keeps it out of reach (one that takes
//! a piece where there is one).

use morris_core::{Move, Position};

use super::aim::Tactic;
use super::prover::{OverBudget, Prover, removals_first};

/// The defender's reply in `pos` (after the attacker's wrong turn, the
/// defender to move) after which the attacker can no longer force `tactic`
/// within `turns` of its turns. `None` where every reply still loses to it,
/// or the defender is not to move.
pub fn spoiling_reply(
    prover: &mut Prover,
    tactic: &Tactic,
    pos: &Position,
    turns: u8,
) -> Result<Option<Move>, OverBudget> {
    let rules = prover.rules();
    if pos.side_to_move() == tactic.attacker || pos.outcome(rules).is_some() {
        return Ok(None);
    }
    // Removals come first, so the first reply found takes a piece if any does.
    for mv in removals_first(rules, pos) {
        let mut child = *pos;
        child.play_unchecked(rules, mv);
        if !prover.forced(tactic, &child, turns)? {
            return Ok(Some(mv));
        }
    }
    Ok(None)
}
