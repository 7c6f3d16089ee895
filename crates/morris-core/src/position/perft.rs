//! Counting the turns of a game tree: the standard check of a move generator.

use crate::position::Position;
use crate::position::moves::MoveList;
use crate::rules::Rules;

/// The number of turn sequences of length `depth` from `pos`. Like chess perft it
/// ignores the draws that depend on history (repetition, no-removal count);
/// finished positions have no turns.
///
/// ```
/// use morris_core::{catalog, perft, Position};
/// let rules = catalog::shipped("nine-mens-morris").unwrap();
/// assert_eq!(perft(&rules, &Position::start(&rules), 2), 552);
/// ```
pub fn perft(rules: &Rules, pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(rules) as u64,
        _ => {
            let mut list = MoveList::new();
            pos.legal_moves_into(rules, &mut list);
            list.iter()
                .map(|&mv| {
                    let mut child = *pos;
                    child.play_unchecked(rules, mv);
                    perft(rules, &child, depth - 1)
                })
                .sum()
        }
    }
}

/// Perft split by first turn, for finding where two generators disagree.
pub fn perft_divide(rules: &Rules, pos: &Position, depth: u32) -> Vec<(crate::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves(rules)
        .iter()
        .map(|&mv| {
            let mut child = *pos;
            child.play_unchecked(rules, mv);
            (mv, perft(rules, &child, depth - 1))
        })
        .collect()
}
