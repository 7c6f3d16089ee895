//! A turn given in parts, as a player clicks it or another engine sends it:
//! first its step (a placement or a move), then each removal the step owes.
//! The core plays whole turns; this is the one place a half-given turn lives.

use crate::notation::read::{MoveParseError, parse_move};
use crate::notation::write::move_text;
use crate::point::{Point, PointSet};
use crate::position::Position;
use crate::position::moves::Move;
use crate::rules::Rules;

/// A step that closed a mill and the removals named so far.
///
/// ```
/// use std::sync::Arc;
/// use morris_core::{catalog, Game, Move, PartialTurn, PointSet, TurnProgress};
/// let rules = catalog::shipped("nine-mens-morris").unwrap();
/// let mut game = Game::new(Arc::new(rules.clone()));
/// for text in ["a7", "b6", "d7", "b4"] {
///     game.play_text(text).unwrap();
/// }
/// let g7 = rules.point_by_name("g7").unwrap();
/// let b6 = rules.point_by_name("b6").unwrap();
/// let step = Move::new(None, g7, PointSet::EMPTY);
/// let Ok(TurnProgress::Removing(turn)) = PartialTurn::start(&rules, game.position(), step) else {
///     panic!("g7 closes a mill");
/// };
/// assert!(turn.removable(&rules, game.position()).contains(b6));
/// let done = turn.remove(&rules, game.position(), b6).unwrap();
/// assert_eq!(done, TurnProgress::Complete(step.with_removed(b6.bit())));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PartialTurn {
    step: Move,
    removed: PointSet,
}

/// Where a turn given in parts stands after one more part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnProgress {
    /// The turn is whole: play it.
    Complete(Move),
    /// The step closed a mill: a removal is still owed.
    Removing(PartialTurn),
}

impl PartialTurn {
    /// Starts a turn with `step` (its removals, if any, are ignored). Refused
    /// with the core's reason when no legal turn begins with that step.
    pub fn start(
        rules: &Rules,
        pos: &Position,
        step: Move,
    ) -> Result<TurnProgress, MoveParseError> {
        if !step.has_step() {
            // A removal alone or a pass is whole as given.
            return parse_move(rules, pos, &move_text(rules, step)).map(TurnProgress::Complete);
        }
        let step = step.with_removed(PointSet::EMPTY);
        // Pieces taken without a mill go with the step itself.
        let turn = PartialTurn {
            step,
            removed: pos.forced_captures(rules, step),
        };
        let turns = turn.turns(rules, pos);
        match turns.as_slice() {
            [] => Err(parse_move(rules, pos, &move_text(rules, turn.step))
                .err()
                .unwrap_or(MoveParseError::GameOver)),
            [only] if only.removed() == turn.removed => Ok(TurnProgress::Complete(*only)),
            _ => Ok(TurnProgress::Removing(turn)),
        }
    }

    /// Names one more piece to remove. Refused with the core's reason when no
    /// legal turn removes it after what was given.
    pub fn remove(
        self,
        rules: &Rules,
        pos: &Position,
        p: Point,
    ) -> Result<TurnProgress, MoveParseError> {
        let next = PartialTurn {
            removed: self.removed | p.bit(),
            ..self
        };
        let turns = next.turns(rules, pos);
        if turns.is_empty() {
            let joined = move_text(rules, next.step.with_removed(next.removed));
            return Err(parse_move(rules, pos, &joined).err().unwrap_or_else(|| {
                MoveParseError::BadRemoval {
                    step: self.step,
                    removed: next.removed,
                    reason: crate::notation::read::RemovalReason::Protected,
                    text: format!("{} cannot be removed here", rules.point_name(p)),
                }
            }));
        }
        Ok(match turns.iter().find(|m| m.removed() == next.removed) {
            Some(&mv) => TurnProgress::Complete(mv),
            None => TurnProgress::Removing(next),
        })
    }

    /// The step: the placement or move, without removals.
    pub fn step(&self) -> Move {
        self.step
    }

    /// The removals named so far.
    pub fn removed(&self) -> PointSet {
        self.removed
    }

    /// Does the turn `mv` begin with what has been given?
    pub fn extends(&self, mv: Move) -> bool {
        mv.with_removed(PointSet::EMPTY) == self.step && self.removed.is_subset(mv.removed())
    }

    /// The legal turns that begin with what has been given.
    pub fn turns(&self, rules: &Rules, pos: &Position) -> Vec<Move> {
        pos.legal_moves(rules)
            .into_iter()
            .filter(|m| self.extends(*m))
            .collect()
    }

    /// The opponent pieces that may be named next.
    pub fn removable(&self, rules: &Rules, pos: &Position) -> PointSet {
        self.turns(rules, pos)
            .iter()
            .fold(PointSet::EMPTY, |set, m| set | (m.removed() - self.removed))
    }

    /// `pos` with the step and the removals named so far made: the board to
    /// show between the parts of the turn (the turn has passed to the opponent).
    pub fn board_after(&self, rules: &Rules, pos: &Position) -> Position {
        let mut shown = *pos;
        shown.play_unchecked(rules, self.step.with_removed(self.removed));
        shown
    }
}
