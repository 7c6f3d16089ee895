//! The reply that punishes a wrong turn in a tactical puzzle, from the
//! proving search: after a wrong attacking turn, a reply after which the
//! goal is out of reach in the turns left (one that takes a piece where one
//! does); after a turn that fails to stop a threat, the other side's quickest
//! forcing turn.

use morris_core::{Move, Position, Rules};

use super::tactical::{TACTIC_BUDGET, THREAT_TURNS, attack_of, threat_after};
use super::{Puzzle, Theme};
use crate::tactics::{Prover, solve, spoiling_reply};

/// The reply to `wrong`, played from `before` (a position of `puzzle`'s
/// line, the solver to move), if the search finds one within its budget.
pub(crate) fn tactical_reply(
    rules: &Rules,
    puzzle: &Puzzle,
    before: &Position,
    wrong: Move,
) -> Option<Move> {
    let mut prover = Prover::new(rules, TACTIC_BUDGET);
    if puzzle.theme == Theme::StopThreat {
        let (threat, after) = threat_after(rules, before, wrong);
        let solution = solve(&mut prover, &threat, &after, THREAT_TURNS).ok()??;
        return solution.line.first().copied();
    }
    let tactic = attack_of(puzzle.theme, &puzzle.position)?;
    let mut after = *before;
    after.play_unchecked(rules, wrong);
    let left = turns_left(rules, puzzle, before).saturating_sub(1);
    spoiling_reply(&mut prover, &tactic, &after, left).ok()?
}

/// The solver's turns of the line from `before` on (all of them where
/// `before` is not on the line).
fn turns_left(rules: &Rules, puzzle: &Puzzle, before: &Position) -> u8 {
    let positions = puzzle.positions(rules);
    let from = positions
        .iter()
        .position(|p| p.same_position(before))
        .unwrap_or(0);
    let left = positions[from..]
        .iter()
        .filter(|p| p.side_to_move() == puzzle.solver())
        .count();
    u8::try_from(left).unwrap_or(u8::MAX)
}
