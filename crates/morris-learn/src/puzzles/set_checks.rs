//! What a set file must hold beyond legal positions and lines, as the docs
//! state it (docs/puzzles.md): at least one puzzle, each once (up to the
//! board's symmetries), positions with their counters at zero, a difficulty
//! the search can have measured, and `any_winning_move` only on a puzzle
//! whose last turn has more than one win at once and whose solver plays
//! more than one turn. None of these needs a table, so a set that is played
//! without being proved is held to them too.

use std::collections::HashMap;

use morris_core::{Rules, Setup};

use super::canonical::{Canonical, Key};
use super::{MAX_DEPTH, Puzzle};

/// What is wrong with one puzzle of a set, apart from its position and line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleProblem {
    #[error(
        "puzzle {puzzle} is puzzle {first} again (the same position, up to the board's symmetries)"
    )]
    Repeated { puzzle: usize, first: usize },
    #[error(
        "puzzle {puzzle}: the position's counters are {no_removal} and {ply}; a puzzle's are 0 and 0"
    )]
    Counters {
        puzzle: usize,
        no_removal: u16,
        ply: u16,
    },
    #[error(
        "puzzle {puzzle}: the difficulty's depth is {depth}; it is from 1 to {MAX_DEPTH}, or None"
    )]
    Depth { puzzle: usize, depth: u32 },
    #[error(
        "puzzle {puzzle}: the difficulty counts {tempting} tempting wrong turns, but the position has {turns} turns"
    )]
    Tempting {
        puzzle: usize,
        tempting: u32,
        turns: usize,
    },
    #[error("puzzle {puzzle}: any_winning_move, but only the line's last turn wins at once there")]
    OneWinAtOnce { puzzle: usize },
    #[error(
        "puzzle {puzzle}: any_winning_move on a win in one turn (\"close any mill\" is no puzzle)"
    )]
    AnyMillAtOnce { puzzle: usize },
}

/// Checks each puzzle as it is read, with those read before it.
pub(crate) struct SetChecks {
    canonical: Canonical,
    seen: HashMap<Key, usize>,
}

impl SetChecks {
    pub(crate) fn new(rules: &Rules) -> SetChecks {
        SetChecks {
            canonical: Canonical::of(rules),
            seen: HashMap::new(),
        }
    }

    /// Checks puzzle `number` (from 1), whose line is legal.
    pub(crate) fn check(
        &mut self,
        rules: &Rules,
        number: usize,
        puzzle: &Puzzle,
    ) -> Result<(), PuzzleProblem> {
        let setup = Setup::from(&puzzle.position);
        if setup.no_removal != 0 || setup.ply != 0 {
            return Err(PuzzleProblem::Counters {
                puzzle: number,
                no_removal: setup.no_removal,
                ply: setup.ply,
            });
        }
        let key = self.canonical.key(rules, &puzzle.position);
        if let Some(&first) = self.seen.get(&key) {
            return Err(PuzzleProblem::Repeated {
                puzzle: number,
                first,
            });
        }
        self.seen.insert(key, number);
        if let Some(depth) = puzzle.difficulty.depth
            && !(1..=MAX_DEPTH).contains(&depth)
        {
            return Err(PuzzleProblem::Depth {
                puzzle: number,
                depth,
            });
        }
        // The tempting turns are wrong turns of the position, the right one apart.
        let turns = puzzle.position.legal_moves(rules).len();
        if puzzle.difficulty.tempting as usize >= turns.max(1) {
            return Err(PuzzleProblem::Tempting {
                puzzle: number,
                tempting: puzzle.difficulty.tempting,
                turns,
            });
        }
        if puzzle.any_winning_move {
            check_any_win(rules, number, puzzle)?;
        }
        Ok(())
    }
}

/// An "any winning move" puzzle: another turn wins at once at the last
/// turn, and the solver has played before it.
fn check_any_win(rules: &Rules, number: usize, puzzle: &Puzzle) -> Result<(), PuzzleProblem> {
    let positions = puzzle.positions(rules);
    let (Some(last), Some(&played)) = (positions.last(), puzzle.line.last()) else {
        return Ok(());
    };
    let others = last
        .legal_moves(rules)
        .iter()
        .filter(|&&mv| mv != played && puzzle.ends_at_once(rules, last, mv))
        .count();
    if others == 0 {
        return Err(PuzzleProblem::OneWinAtOnce { puzzle: number });
    }
    if puzzle.solver_turns(rules) < 2 {
        return Err(PuzzleProblem::AnyMillAtOnce { puzzle: number });
    }
    Ok(())
}
