//! The check that makes a tactical puzzle a puzzle, by bounded exhaustive
//! search rather than a table ([`crate::tactics`]): the theme's goal is
//! forced within its turns and not sooner, each of the solver's turns is
//! the only one that keeps it forced (at the last turn of an "any winning
//! move" puzzle, every turn that meets it at once is right), each of the
//! defender's is a longest defence; a stopped threat's one turn is the only
//! one after which the other side cannot win a piece by force.

use morris_core::{Move, Position, Rules, move_text};

use super::certify::{CertifyError, Proof};
use super::theme::opens_and_closes;
use super::{Puzzle, Theme};
use crate::tactics::{Aim, OverBudget, Prover, Standing, Tactic, forcing_turns};

/// The most of the solver's turns a tactical puzzle takes.
pub const TACTIC_TURNS: u8 = 3;
/// The other side's turns within which a stopped threat would win a piece.
pub const THREAT_TURNS: u8 = 2;
/// The positions one proof may look at: the same for the generator and for
/// every check of a set, so that both reach the same verdict.
pub const TACTIC_BUDGET: u64 = 3_000_000;

impl From<OverBudget> for CertifyError {
    fn from(over: OverBudget) -> CertifyError {
        CertifyError::TooCostly { positions: over.0 }
    }
}

/// The solver's goal an attacking theme sets, counted from `pos`.
pub(crate) fn attack_of(theme: Theme, pos: &Position) -> Option<Tactic> {
    let aim = match theme {
        Theme::DoubleThreat | Theme::WinPiece => Aim::Gain(1),
        Theme::RunningMill => Aim::Gain(2),
        Theme::BlockIn => Aim::Block,
        _ => return None,
    };
    Some(Tactic::new(pos, pos.side_to_move(), aim))
}

/// The attacking theme of a goal forced in `turns` along `line`.
pub(crate) fn attack_theme(
    rules: &Rules,
    pos: &Position,
    aim: Aim,
    turns: u8,
    line: &[Move],
) -> Option<Theme> {
    match aim {
        Aim::Block => Some(Theme::BlockIn),
        Aim::Gain(1) if turns == 2 => Some(Theme::DoubleThreat),
        Aim::Gain(1) => Some(Theme::WinPiece),
        Aim::Gain(_) => running(rules, pos, line).then_some(Theme::RunningMill),
    }
}

/// Does a turn of the solver's in `line` step out of a mill and close one?
fn running(rules: &Rules, pos: &Position, line: &[Move]) -> bool {
    let solver = pos.side_to_move();
    let mut p = *pos;
    line.iter().any(|&mv| {
        let runs = p.side_to_move() == solver && opens_and_closes(rules, &p, mv);
        p.play_unchecked(rules, mv);
        runs
    })
}

/// The other side's threat after the solver's `mv` from `pos`: a piece won
/// by force within [`THREAT_TURNS`], counted from there.
pub(crate) fn threat_after(rules: &Rules, pos: &Position, mv: Move) -> (Tactic, Position) {
    let mut after = *pos;
    after.play_unchecked(rules, mv);
    (
        Tactic::new(&after, !pos.side_to_move(), Aim::Gain(1)),
        after,
    )
}

/// The solver's turns of `pos` after which the other side cannot win a piece
/// by force within [`THREAT_TURNS`].
pub(crate) fn stopping_turns(prover: &mut Prover, pos: &Position) -> Result<Vec<Move>, OverBudget> {
    let rules = prover.rules();
    let mut stops = Vec::new();
    for mv in pos.legal_moves(rules) {
        let (threat, after) = threat_after(rules, pos, mv);
        if !prover.forced(&threat, &after, THREAT_TURNS)? {
            stops.push(mv);
        }
    }
    Ok(stops)
}

/// Proves a tactical `puzzle` (see the module docs).
pub fn certify_tactic(rules: &Rules, puzzle: &Puzzle) -> Result<Proof, CertifyError> {
    let pos = puzzle.position;
    if pos.outcome(rules).is_some() {
        return Err(CertifyError::Over);
    }
    let mut prover = Prover::new(rules, TACTIC_BUDGET);
    if puzzle.theme == Theme::StopThreat {
        return certify_stop(&mut prover, puzzle);
    }
    let tactic = attack_of(puzzle.theme, &pos).ok_or(CertifyError::WrongTheme {
        claimed: puzzle.theme,
        found: Theme::Win,
    })?;
    let turns = prover
        .need(&tactic, &pos, TACTIC_TURNS)?
        .ok_or(CertifyError::NotForced {
            turns: TACTIC_TURNS,
        })?;
    // A blockade in one turn is a puzzle (the only move that leaves none);
    // a piece won in one is any mill closed.
    if turns < 2 && puzzle.theme != Theme::BlockIn {
        return Err(CertifyError::AtOnce);
    }
    let mut p = pos;
    let mut left = turns;
    for (i, &mv) in puzzle.line.iter().enumerate() {
        let turn = i + 1;
        let text = |m: Move| move_text(rules, m);
        if tactic.standing(rules, &p) != Standing::Open {
            return Err(CertifyError::PastTheEnd { turn });
        }
        if !p.is_legal(rules, mv) {
            return Err(CertifyError::Illegal {
                turn,
                text: text(mv),
            });
        }
        if p.side_to_move() == tactic.attacker {
            check_attack_turn(&mut prover, &tactic, puzzle, (turn, &p, mv), left)?;
            left -= 1;
        } else {
            check_defence(&mut prover, &tactic, turn, &p, mv, left)?;
        }
        p.play_unchecked(rules, mv);
    }
    if tactic.standing(rules, &p) != Standing::Met {
        return Err(CertifyError::Unfinished);
    }
    let found = attack_theme(rules, &pos, tactic.aim, turns, &puzzle.line);
    match found {
        Some(found) if found == puzzle.theme => Ok(Proof {
            theme: found,
            solver_turns: puzzle.solver_turns(rules),
        }),
        _ => Err(CertifyError::WrongTheme {
            claimed: puzzle.theme,
            found: found.unwrap_or(Theme::WinPiece),
        }),
    }
}

/// The solver's turn `mv` (turn `turn`, from `p`, `left` turns to go) keeps
/// the goal forced, and is the only one that does but where any is right.
fn check_attack_turn(
    prover: &mut Prover,
    tactic: &Tactic,
    puzzle: &Puzzle,
    (turn, p, mv): (usize, &Position, Move),
    left: u8,
) -> Result<(), CertifyError> {
    let rules = prover.rules();
    let text = |m: Move| move_text(rules, m);
    let forcing = forcing_turns(prover, tactic, p, left)?;
    if !forcing.contains(&mv) {
        return Err(CertifyError::NotForcing {
            turn,
            text: text(mv),
        });
    }
    let last = turn == puzzle.line.len();
    // The other forcing turns, when this is the last, meet the goal at once too.
    let any_ok = puzzle.any_winning_move && last && left == 1;
    match forcing.iter().find(|&&m| m != mv) {
        Some(&other) if !any_ok => Err(CertifyError::SecondWin {
            turn,
            text: text(mv),
            other: text(other),
        }),
        _ => Ok(()),
    }
}

/// The defender's turn `mv` from `p` holds out as long as any.
fn check_defence(
    prover: &mut Prover,
    tactic: &Tactic,
    turn: usize,
    p: &Position,
    mv: Move,
    left: u8,
) -> Result<(), CertifyError> {
    let rules = prover.rules();
    let mut lasts = |m: Move| {
        let mut child = *p;
        child.play_unchecked(rules, m);
        prover.need(tactic, &child, left)
    };
    let played = lasts(mv)?;
    for other in p.legal_moves(rules) {
        if lasts(other)? > played {
            return Err(CertifyError::ShortDefence {
                turn,
                text: move_text(rules, mv),
                longer: move_text(rules, other),
            });
        }
    }
    Ok(())
}

/// A stopped threat: one turn, the only one after which the other side
/// cannot win a piece by force.
fn certify_stop(prover: &mut Prover, puzzle: &Puzzle) -> Result<Proof, CertifyError> {
    let rules = prover.rules();
    let pos = puzzle.position;
    let [mv] = puzzle.line[..] else {
        return Err(CertifyError::LongHold {
            turns: puzzle.line.len(),
        });
    };
    if !pos.is_legal(rules, mv) {
        return Err(CertifyError::Illegal {
            turn: 1,
            text: move_text(rules, mv),
        });
    }
    let stops = stopping_turns(prover, &pos)?;
    if !stops.contains(&mv) {
        return Err(CertifyError::NotStopping {
            text: move_text(rules, mv),
        });
    }
    if let Some(&other) = stops.iter().find(|&&m| m != mv) {
        return Err(CertifyError::SecondHold {
            turn: 1,
            text: move_text(rules, mv),
            other: move_text(rules, other),
        });
    }
    Ok(Proof {
        theme: Theme::StopThreat,
        solver_turns: 1,
    })
}
