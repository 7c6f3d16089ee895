//! The bounded AND-OR search: can the attacker force a tactic within so
//! many of its own turns, whatever the other player does? Every turn of the
//! other player is looked at (never a heuristic's choice); the attacker's
//! turns are counted by who is to move, so a mill that gives another turn
//! is counted as the turn it is.

use std::collections::HashMap;

use morris_core::{Move, MoveList, Position, Rules};

use super::aim::{Standing, Tactic};

/// The search looked at more positions than its budget allowed: no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the tactical search passed its budget of {0} positions")]
pub struct OverBudget(pub u64);

/// The search, with what it has learned about one tactic.
pub struct Prover<'r> {
    rules: &'r Rules,
    /// (position hash, attacker's turns left) → forced, for `tactic`.
    memo: HashMap<(u64, u8), bool>,
    tactic: Option<Tactic>,
    nodes: u64,
    budget: u64,
}

impl std::fmt::Debug for Prover<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Prover")
            .field("tactic", &self.tactic)
            .field("nodes", &self.nodes)
            .field("budget", &self.budget)
            .finish_non_exhaustive()
    }
}

impl<'r> Prover<'r> {
    /// A prover that looks at no more than `budget` positions over its life
    /// (the same budget gives the same answers every time).
    pub fn new(rules: &'r Rules, budget: u64) -> Prover<'r> {
        Prover {
            rules,
            memo: HashMap::new(),
            tactic: None,
            nodes: 0,
            budget,
        }
    }

    pub fn rules(&self) -> &'r Rules {
        self.rules
    }

    /// Positions looked at so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Can `tactic`'s attacker force it from `pos` within `turns` of its own
    /// turns, against every defence?
    pub fn forced(
        &mut self,
        tactic: &Tactic,
        pos: &Position,
        turns: u8,
    ) -> Result<bool, OverBudget> {
        if self.tactic != Some(*tactic) {
            self.memo.clear();
            self.tactic = Some(*tactic);
        }
        self.search(tactic, pos, turns)
    }

    /// The fewest of the attacker's turns that force `tactic` from `pos`
    /// (0 where it is met already), if no more than `most`.
    pub fn need(
        &mut self,
        tactic: &Tactic,
        pos: &Position,
        most: u8,
    ) -> Result<Option<u8>, OverBudget> {
        for turns in 0..=most {
            if self.forced(tactic, pos, turns)? {
                return Ok(Some(turns));
            }
        }
        Ok(None)
    }

    fn search(&mut self, tactic: &Tactic, pos: &Position, turns: u8) -> Result<bool, OverBudget> {
        match tactic.standing(self.rules, pos) {
            Standing::Met => return Ok(true),
            Standing::Failed => return Ok(false),
            Standing::Open => {}
        }
        // Only the attacker's turns meet the goal: with none left, it is not.
        if turns == 0 {
            return Ok(false);
        }
        let key = (pos.hash(), turns);
        if let Some(&known) = self.memo.get(&key) {
            return Ok(known);
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(OverBudget(self.budget));
        }
        let attacking = pos.side_to_move() == tactic.attacker;
        let left = if attacking { turns - 1 } else { turns };
        let mut result = !attacking;
        for mv in removals_first(self.rules, pos) {
            let mut child = *pos;
            child.play_unchecked(self.rules, mv);
            let forced = self.search(tactic, &child, left)?;
            // The attacker needs one turn that forces it; the defender, one that does not.
            if forced == attacking {
                result = attacking;
                break;
            }
        }
        self.memo.insert(key, result);
        Ok(result)
    }
}

/// The legal turns of `pos`, those that remove a piece first: they decide
/// most searches soonest, whoever plays them.
pub(crate) fn removals_first(rules: &Rules, pos: &Position) -> MoveList {
    let mut moves = pos.legal_moves(rules);
    moves.sort_by_key(|m: &Move| m.removed().is_empty());
    moves
}
