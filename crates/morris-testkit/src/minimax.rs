//! A plain minimax over the core's rules (no pruning, no table, nothing shared
//! with the search), to check forced results independently.

use morris_core::{Position, Rules};

/// Can the player to move force a win within `turns` turns (theirs and the
/// opponent's counted)?
pub fn forced_win_within(rules: &Rules, pos: &Position, turns: u32) -> bool {
    if turns == 0 {
        return false;
    }
    pos.legal_moves(rules).into_iter().any(|mv| {
        let mut child = *pos;
        child.play_unchecked(rules, mv);
        forced_loss_within(rules, &child, turns - 1)
    })
}

/// Does the player to move lose within `turns` turns whatever they do?
pub fn forced_loss_within(rules: &Rules, pos: &Position, turns: u32) -> bool {
    if let Some(outcome) = pos.outcome(rules) {
        return outcome.winner == Some(!pos.side_to_move());
    }
    if turns == 0 {
        return false;
    }
    pos.legal_moves(rules).into_iter().all(|mv| {
        let mut child = *pos;
        child.play_unchecked(rules, mv);
        forced_win_within(rules, &child, turns - 1)
    })
}
