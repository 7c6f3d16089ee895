//! What a turn does that several parts of the crate ask about: the mills it
//! closes as core counts them, and the result once a position is reached.

use morris_core::{EndReason, Move, Outcome, PointSet, Position, Rules};

/// How many mills the step of `mv` closes for the mover.
pub(crate) fn mills_closed(rules: &Rules, pos: &Position, mv: Move) -> usize {
    if !mv.has_step() {
        return 0;
    }
    rules.mills_closed_at(mv.to(), mill_pieces_after(pos, mv))
}

/// The mover's pieces that can stand in a mill once the step of `mv` is
/// made: as core counts them, a piece that covers a lost one is in no mill.
pub(crate) fn mill_pieces_after(pos: &Position, mv: Move) -> PointSet {
    let own = pos.pieces(pos.side_to_move());
    let own = mv.from().map_or(own, |from| own - from.bit()) | mv.to().bit();
    let lost = pos.marked() | pos.covered();
    own - lost
}

/// The result once `after` is reached, as a game started there decides it
/// (the position, then the move counters; a fresh game has no repetition).
pub(crate) fn outcome(rules: &Rules, after: &Position) -> Option<Outcome> {
    after.outcome(rules).or_else(|| {
        rules
            .drawn_by_count(after)
            .then_some(Outcome::draw(EndReason::NoRemoval))
    })
}
