//! Tactics proved by bounded exhaustive search, for any rules: finite goals
//! (win a piece, keep a running mill, block the other player) that the
//! player to move forces within a few of their own turns against every
//! defence, or that the other player forces unless one turn stops it.
//!
//! ```
//! use morris_core::{Color, Position, catalog};
//! use morris_learn::tactics::{Aim, Prover, Tactic, solve};
//! let rules = catalog::shipped("nine-mens-morris").unwrap();
//! let start = Position::start(&rules);
//! let tactic = Tactic::new(&start, Color::White, Aim::Gain(1));
//! let mut prover = Prover::new(&rules, 100_000);
//! // Nobody wins a piece by force from the empty board in two turns.
//! assert_eq!(solve(&mut prover, &tactic, &start, 2).unwrap(), None);
//! ```

// A goal and its standing; the search that proves it; a solution read off
// the search; the reply that punishes a wrong turn.
mod aim;
mod prover;
mod punish;
mod solution;

pub use aim::{Aim, Standing, Tactic};
pub use prover::{OverBudget, Prover};
pub use punish::spoiling_reply;
pub use solution::{Solution, forcing_turns, solve};

#[cfg(test)]
mod tests;
