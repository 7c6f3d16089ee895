//! Following a line of best moves from a position (from the transposition
//! table or a solved table) until it ends, repeats, or grows too long.

use morris_core::{Move, Position, Rules};

/// Extends `line`, whose moves led to `pos` through the positions hashed in
/// `seen`, with the moves `next` gives, until it gives none, a position repeats
/// (the move into the repeat is kept), or the line has `max_len` moves.
pub(crate) fn extend_line(
    rules: &Rules,
    line: &mut Vec<Move>,
    pos: &mut Position,
    seen: &mut Vec<u64>,
    max_len: usize,
    mut next: impl FnMut(&Position) -> Option<Move>,
) {
    while line.len() < max_len {
        let Some(mv) = next(pos) else { break };
        pos.play_unchecked(rules, mv);
        line.push(mv);
        if seen.contains(&pos.hash()) {
            break;
        }
        seen.push(pos.hash());
    }
}
