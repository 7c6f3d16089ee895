//! What the attacker wants, and whether a position has it: a finite goal
//! that is met, failed (the game ended otherwise) or still open.

use morris_core::{Color, EndReason, Position, Rules};

/// A goal of the attacker's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Aim {
    /// Come out this many pieces ahead of where the tactic started (a won
    /// game counts): 1 wins a piece, 2 keeps a running mill going.
    Gain(u8),
    /// Win the game by leaving the other player no legal turn.
    Block,
}

/// A goal for one player, measured from the position it starts in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tactic {
    pub attacker: Color,
    pub aim: Aim,
    /// The attacker's pieces minus the other player's, at the start.
    balance: i16,
}

/// Where a position stands for a tactic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    Met,
    /// The game is over and the goal was not met.
    Failed,
    Open,
}

impl Tactic {
    /// `attacker`'s goal `aim`, counted from `start`.
    pub fn new(start: &Position, attacker: Color, aim: Aim) -> Tactic {
        Tactic {
            attacker,
            aim,
            balance: balance(start, attacker),
        }
    }

    /// Is the goal met in `pos` (a position of the game started at the
    /// tactic's start)?
    pub fn standing(&self, rules: &Rules, pos: &Position) -> Standing {
        if let Some(outcome) = pos.outcome(rules) {
            let won = outcome.winner == Some(self.attacker);
            let met = match self.aim {
                Aim::Gain(_) => won,
                Aim::Block => won && outcome.reason == EndReason::Blocked,
            };
            return if met { Standing::Met } else { Standing::Failed };
        }
        match self.aim {
            Aim::Gain(n) if balance(pos, self.attacker) - self.balance >= i16::from(n) => {
                Standing::Met
            }
            _ => Standing::Open,
        }
    }
}

fn balance(pos: &Position, attacker: Color) -> i16 {
    i16::from(pos.piece_count(attacker)) - i16::from(pos.piece_count(!attacker))
}
