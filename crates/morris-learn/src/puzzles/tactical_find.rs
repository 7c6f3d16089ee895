//! Making a tactical puzzle of a position: the first tactic the side to move
//! forces (a running mill, a piece won, a blockade), else the only turn that
//! stops the other side's; kept only if [`certify_tactic`] proves it.

use morris_core::{Position, Rules};

use super::difficulty::Difficulty;
use super::generate::Rejection;
use super::tactical::{TACTIC_BUDGET, TACTIC_TURNS, attack_theme, certify_tactic, stopping_turns};
use super::{Puzzle, Theme};
use crate::tactics::{Aim, OverBudget, Prover, Tactic, solve};

impl From<OverBudget> for Rejection {
    fn from(over: OverBudget) -> Rejection {
        Rejection::Refused(over.into())
    }
}

/// The tactical puzzle `pos` makes, proved, or why it makes none. Its
/// difficulty is left at the default.
pub fn consider_tactic(rules: &Rules, pos: &Position) -> Result<Puzzle, Rejection> {
    if pos.outcome(rules).is_some() {
        return Err(Rejection::Over);
    }
    if pos.legal_moves(rules).len() < 2 {
        return Err(Rejection::OneTurn);
    }
    let mut prover = Prover::new(rules, TACTIC_BUDGET);
    let puzzle = match attack(&mut prover, pos)? {
        Some(puzzle) => puzzle,
        None => stop(&mut prover, pos)?.ok_or(Rejection::NoTactic)?,
    };
    certify_tactic(rules, &puzzle)?;
    Ok(puzzle)
}

/// The solver's attack, if one is forced: a blockade first (it wins the
/// game), once all pieces are on the board; else a piece won (at once is
/// none, but may start a running mill).
fn attack(prover: &mut Prover, pos: &Position) -> Result<Option<Puzzle>, Rejection> {
    let rules = prover.rules();
    let solver = pos.side_to_move();
    let placed = pos.in_hand(solver) == 0 && pos.in_hand(!solver) == 0;
    let piece = Tactic::new(pos, solver, Aim::Gain(1));
    let mut aims = match placed {
        true => vec![Aim::Block],
        false => vec![],
    };
    match prover.need(&piece, pos, TACTIC_TURNS)? {
        Some(1) => aims.push(Aim::Gain(2)),
        Some(_) => aims.push(Aim::Gain(1)),
        None => {}
    }
    for aim in aims {
        let tactic = Tactic::new(pos, solver, aim);
        let solution = match aim {
            // Looked for on a budget of its own: a blockade too costly to
            // prove is none, and the pieces can still be looked at.
            Aim::Block => {
                let mut own = Prover::new(rules, TACTIC_BUDGET);
                solve(&mut own, &tactic, pos, TACTIC_TURNS).unwrap_or(None)
            }
            _ => solve(prover, &tactic, pos, TACTIC_TURNS)?,
        };
        let Some(solution) = solution else {
            continue;
        };
        if solution.turns < 2 && aim != Aim::Block {
            return Err(Rejection::AnyMill);
        }
        let Some(theme) = attack_theme(rules, pos, aim, solution.turns, &solution.line) else {
            continue;
        };
        match (solution.unique_first(), aim) {
            (Some(_), _) => {}
            // Blocked in more than one way: a piece may still be won in one.
            (None, Aim::Block) => continue,
            (None, _) => return Err(Rejection::SecondSolution),
        }
        let mut puzzle = Puzzle {
            position: *pos,
            theme,
            line: solution.line,
            any_winning_move: false,
            difficulty: Difficulty::default(),
        };
        puzzle.any_winning_move = several_end_it(rules, &puzzle);
        return Ok(Some(puzzle));
    }
    Ok(None)
}

/// The one turn that stops the other side winning a piece, if there is one.
fn stop(prover: &mut Prover, pos: &Position) -> Result<Option<Puzzle>, Rejection> {
    let stops = stopping_turns(prover, pos)?;
    Ok(match stops[..] {
        [only] => Some(Puzzle {
            position: *pos,
            theme: Theme::StopThreat,
            line: vec![only],
            any_winning_move: false,
            difficulty: Difficulty::default(),
        }),
        [] => None,
        _ => return Err(Rejection::SecondSolution),
    })
}

/// Does another turn than the line's last meet the goal at once there?
fn several_end_it(rules: &Rules, puzzle: &Puzzle) -> bool {
    let (Some(last), Some(&played)) = (puzzle.positions(rules).pop(), puzzle.line.last()) else {
        return false;
    };
    last.legal_moves(rules)
        .iter()
        .any(|&mv| mv != played && puzzle.ends_at_once(rules, &last, mv))
}
