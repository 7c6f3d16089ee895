//! A suspected mistake searched again, deeper and deeper, until the drop
//! goes away or holds at the deepest step: the position before the turn
//! searched for its best move and the position after it for the move
//! played, each by a search of its own as deep, never one line against
//! another. Two searches that look for one best move each are much cheaper
//! than one that scores every move exactly, so the last step can go six
//! turns deeper than the review within less time than four cost before.

use morris_core::{Game, Phase};

use super::marks::{CLEAR_DROP, DISMISS_DROP, drop, searched_mark};
use super::{CONFIRM_STEPS, TurnReview};
use crate::Stop;
use crate::search::{Engine, Limits, Score};

/// What the deepest search of a suspect found: the depth it reached and the
/// scores of the best move and of the move played, for the player who made
/// the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checked {
    pub depth: u32,
    pub best: Score,
    pub played: Score,
}

/// Searches the position before `turn` (the position of `game`) and the
/// position after it at each of [`CONFIRM_STEPS`] beyond the review's own
/// depth: a search that sees a drop under [`DISMISS_DROP`] clears the turn,
/// one that proves the result or sees a drop of [`CLEAR_DROP`] marks it at
/// once, and the last one decides. `None` when `stop` was set before the
/// check ended.
pub(super) fn check_deeper(
    engine: &mut Engine,
    game: &Game,
    limits: &Limits,
    turn: &mut TurnReview,
    phase: Phase,
    stop: &Stop,
) -> Option<()> {
    turn.mark = None;
    let side = game.side_to_move();
    let mut after = game.clone();
    if after.play(turn.played).is_err() {
        return Some(());
    }
    // A search stopped by its time gets as deep as the review asked for.
    let base = turn.depth.max(limits.depth.unwrap_or(0));
    for (step, extra) in CONFIRM_STEPS.iter().enumerate() {
        let depth = base + extra;
        let before = engine.search(game, &deeper_limits(limits, depth), stop, &mut |_| {});
        // One turn less deep after the turn: as deep as the move played was
        // seen from before it.
        let reply = engine.search(&after, &deeper_limits(limits, depth - 1), stop, &mut |_| {});
        if stop.is_stopped() {
            return None;
        }
        let Some(found) = before.best else {
            return Some(());
        };
        let played = super::seen_by(side, after.side_to_move(), reply.score);
        // Searches cut short by their time reach less far; a finished game
        // after the turn needs no search.
        let reached = match after.outcome() {
            Some(_) => before.depth,
            None => before.depth.min(reply.depth + 1),
        };
        let checked = Checked {
            depth: reached,
            best: if found == turn.played {
                played
            } else {
                before.score.max(played)
            },
            played,
        };
        turn.checked = Some(checked);
        let proven = matches!(checked.played, Score::Win { .. } | Score::Loss { .. })
            && matches!(checked.best, Score::Win { .. } | Score::Loss { .. });
        let last = step + 1 == CONFIRM_STEPS.len();
        let drop = drop(checked.best, checked.played, phase);
        if drop < DISMISS_DROP {
            return Some(());
        }
        if last || proven || drop >= CLEAR_DROP {
            turn.mark = searched_mark(
                checked.best,
                checked.played,
                phase,
                after.position(),
                after.rules(),
            );
            if turn.mark.is_some() {
                turn.best = found;
            }
            return Some(());
        }
    }
    Some(())
}

/// The limits of each of a check's two searches to `depth`: together they
/// get four times the review's own room, as the one search of a check did
/// before them.
fn deeper_limits(limits: &Limits, depth: u32) -> Limits {
    Limits {
        depth: Some(depth),
        nodes: limits.nodes.map(|n| n.saturating_mul(2)),
        time: limits.time.map(|t| t * 2),
        fixed_time: limits.fixed_time,
    }
}
