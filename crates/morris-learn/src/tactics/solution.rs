//! A tactic solved from a position: how many of the attacker's turns it
//! takes, every first turn that forces it that soon, and a principal line
//! (the attacker's quickest turns against the longest defences).

use morris_core::{Move, Position};

use super::aim::{Standing, Tactic};
use super::prover::{OverBudget, Prover, removals_first};

/// A tactic forced from a position where its attacker is to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The fewest of the attacker's turns that force it.
    pub turns: u8,
    /// Every first turn that forces it within `turns`, in the order of the
    /// legal turns (those that remove first).
    pub firsts: Vec<Move>,
    /// The first of `firsts`, then the longest defence and the quickest
    /// answer at every turn, until the goal is met.
    pub line: Vec<Move>,
}

impl Solution {
    /// The one first turn that forces it, if there is only one ("any" else).
    pub fn unique_first(&self) -> Option<Move> {
        match self.firsts.as_slice() {
            [only] => Some(*only),
            _ => None,
        }
    }
}

/// Solves `tactic` from `pos` (its attacker to move) within `most` of the
/// attacker's turns: `None` where it cannot be forced that soon, or is met
/// already.
pub fn solve(
    prover: &mut Prover,
    tactic: &Tactic,
    pos: &Position,
    most: u8,
) -> Result<Option<Solution>, OverBudget> {
    if pos.side_to_move() != tactic.attacker {
        return Ok(None);
    }
    let Some(turns) = prover.need(tactic, pos, most)? else {
        return Ok(None);
    };
    if turns == 0 {
        return Ok(None);
    }
    let firsts = forcing_turns(prover, tactic, pos, turns)?;
    let Some(&first) = firsts.first() else {
        return Ok(None);
    };
    let line = line_from(prover, tactic, pos, first, turns)?;
    Ok(Some(Solution {
        turns,
        firsts,
        line,
    }))
}

/// The attacker's turns from `pos` after which it still forces `tactic`
/// within `turns` of its turns (this one counted).
pub fn forcing_turns(
    prover: &mut Prover,
    tactic: &Tactic,
    pos: &Position,
    turns: u8,
) -> Result<Vec<Move>, OverBudget> {
    let rules = prover.rules();
    let mut found = Vec::new();
    if turns == 0 || pos.side_to_move() != tactic.attacker {
        return Ok(found);
    }
    for mv in removals_first(rules, pos) {
        let mut child = *pos;
        child.play_unchecked(rules, mv);
        if prover.forced(tactic, &child, turns - 1)? {
            found.push(mv);
        }
    }
    Ok(found)
}

/// The line that starts with `first` from `pos`, where the attacker forces
/// `tactic` within `turns`: then at each turn the defence that holds out
/// longest and the attacker's quickest answer, the first of equals.
fn line_from(
    prover: &mut Prover,
    tactic: &Tactic,
    pos: &Position,
    first: Move,
    turns: u8,
) -> Result<Vec<Move>, OverBudget> {
    let rules = prover.rules();
    let mut line = vec![first];
    let mut p = *pos;
    p.play_unchecked(rules, first);
    let mut left = turns - 1;
    while tactic.standing(rules, &p) == Standing::Open && line.len() < 4 * usize::from(turns) + 4 {
        let attacking = p.side_to_move() == tactic.attacker;
        let mut best: Option<(Move, u8)> = None;
        for mv in removals_first(rules, &p) {
            let mut child = p;
            child.play_unchecked(rules, mv);
            let budget = if attacking {
                left.saturating_sub(1)
            } else {
                left
            };
            let Some(need) = prover.need(tactic, &child, budget)? else {
                continue;
            };
            let better = match best {
                None => true,
                Some((_, n)) if attacking => need < n,
                Some((_, n)) => need > n,
            };
            if better {
                best = Some((mv, need));
            }
        }
        let Some((mv, _)) = best else { break };
        line.push(mv);
        p.play_unchecked(rules, mv);
        if attacking {
            left = left.saturating_sub(1);
        }
    }
    Ok(line)
}
