//! A suspected mistake searched again, deeper and deeper, until the drop
//! goes away or holds at the deepest step: the move played and the best
//! move scored by one search each time, never one line against another.

use morris_core::{Game, Move, Phase};

use super::marks::{CLEAR_DROP, SUSPECT_DROP, drop, searched_mark};
use super::{CONFIRM_STEPS, TurnReview};
use crate::Stop;
use crate::search::{Analysis, Engine, Limits, Score};

/// What the deepest search of a suspect found: the depth it reached and the
/// scores of the best move and of the move played, for the player who made
/// the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checked {
    pub depth: u32,
    pub best: Score,
    pub played: Score,
}

impl Checked {
    /// The scores of `played` and of the best move in `analysis`; `None`
    /// when the search stopped before it scored the move played.
    fn of(analysis: &Analysis, played: Move) -> Option<Checked> {
        let played = analysis
            .moves
            .iter()
            .find(|m| m.mv == played)
            .and_then(|m| m.score)?;
        Some(Checked {
            depth: analysis.depth,
            best: analysis.score.max(played),
            played,
        })
    }
}

/// Searches the position before `turn` (the position of `game`) at each of
/// [`CONFIRM_STEPS`] beyond the review's own depth: a search that sees a drop
/// under [`SUSPECT_DROP`] clears the turn, one that proves the result or
/// sees a drop of [`CLEAR_DROP`] marks it at once, and the last one decides. `None` when `stop`
/// was set before the check ended.
pub(super) fn check_deeper(
    engine: &mut Engine,
    game: &Game,
    limits: &Limits,
    turn: &mut TurnReview,
    phase: Phase,
    stop: &Stop,
) -> Option<()> {
    turn.mark = None;
    // A search stopped by its time gets as deep as the review asked for.
    let base = turn.depth.max(limits.depth.unwrap_or(0));
    for (step, extra) in CONFIRM_STEPS.iter().enumerate() {
        let deeper = deeper_limits(limits, base + extra);
        let analysis = engine.analyze(game, &deeper, stop, &mut |_| {});
        if stop.is_stopped() {
            return None;
        }
        // Not even the move played was scored: the suspicion stays unproven.
        let Some(checked) = Checked::of(&analysis, turn.played) else {
            return Some(());
        };
        turn.checked = Some(checked);
        let proven = matches!(checked.played, Score::Win { .. } | Score::Loss { .. })
            && matches!(checked.best, Score::Win { .. } | Score::Loss { .. });
        let last = step + 1 == CONFIRM_STEPS.len();
        let drop = drop(checked.best, checked.played, phase);
        if drop < SUSPECT_DROP {
            return Some(());
        }
        if last || proven || drop >= CLEAR_DROP {
            turn.mark = searched_mark(checked.best, checked.played, phase);
            if let (Some(_), Some(best)) = (turn.mark, analysis.best) {
                turn.best = best;
            }
            return Some(());
        }
    }
    Some(())
}

/// The limits of a search to `depth`, with more room than the review's own.
fn deeper_limits(limits: &Limits, depth: u32) -> Limits {
    Limits {
        depth: Some(depth),
        nodes: limits.nodes.map(|n| n.saturating_mul(4)),
        time: limits.time.map(|t| t * 4),
        fixed_time: limits.fixed_time,
    }
}
