//! The check that makes a puzzle a puzzle: its line, turn by turn, against
//! an exact table. The generator keeps only what passes it, and a set read
//! from a file passes it again before it is believed.

use morris_ai::solve::{Table, Value};
use morris_core::{Move, Position, move_text};

use super::{Puzzle, Theme};

/// The solver wins within this many of their own turns.
pub const MAX_SOLVER_TURNS: usize = 9;

/// What a proved line shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    pub theme: Theme,
    pub solver_turns: usize,
}

/// Why a puzzle's line is not proved. `turn` counts the line's turns from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CertifyError {
    #[error("the game is already over in this position")]
    Over,
    #[error("turn {turn}: the table does not cover this position")]
    NotCovered { turn: usize },
    #[error("the position is {value} for the side to move: a puzzle is a win or a draw to hold")]
    NotAPuzzle { value: Value },
    #[error("the position is {value} for the side to move, not {claimed}")]
    WrongGoal { value: Value, claimed: &'static str },
    #[error("turn {turn}: {text} is not a legal turn here")]
    Illegal { turn: usize, text: String },
    #[error("turn {turn}: {text} does not win (it is a {value} for the solver)")]
    NotWinning {
        turn: usize,
        text: String,
        value: Value,
    },
    #[error("turn {turn}: {text} does not hold the draw (it is a {value} for the solver)")]
    NotHolding {
        turn: usize,
        text: String,
        value: Value,
    },
    #[error("turn {turn}: {other} wins too, so {text} is not the only winning turn")]
    SecondWin {
        turn: usize,
        text: String,
        other: String,
    },
    #[error("turn {turn}: {other} holds the draw too, so {text} is not the only one")]
    SecondHold {
        turn: usize,
        text: String,
        other: String,
    },
    #[error("turn {turn}: {text} is not a longest defence ({longer} lasts longer)")]
    ShortDefence {
        turn: usize,
        text: String,
        longer: String,
    },
    #[error("the line ends before the game is won")]
    Unfinished,
    #[error("turn {turn}: the game is already over, the line goes on")]
    PastTheEnd { turn: usize },
    #[error("the line holds the draw in one turn; it has {turns} turns")]
    LongHold { turns: usize },
    #[error("the solver needs {turns} turns, more than {MAX_SOLVER_TURNS}")]
    TooLong { turns: usize },
    #[error("the line's theme is {found}, not {claimed}")]
    WrongTheme { claimed: Theme, found: Theme },
    #[error("the theme's goal is not forced within {turns} of the solver's turns")]
    NotForced { turns: u8 },
    #[error("the theme's goal is met in one turn: that is no puzzle")]
    AtOnce,
    #[error("turn {turn}: {text} does not force the theme's goal in the turns left")]
    NotForcing { turn: usize, text: String },
    #[error("{text} does not stop the other side's threat")]
    NotStopping { text: String },
    #[error("the proof looks at more than {positions} positions")]
    TooCostly { positions: u64 },
}

impl CertifyError {
    /// The line's turn the error is about (from 1), if it is about one.
    pub fn turn(&self) -> Option<usize> {
        match self {
            CertifyError::NotCovered { turn }
            | CertifyError::Illegal { turn, .. }
            | CertifyError::NotWinning { turn, .. }
            | CertifyError::NotHolding { turn, .. }
            | CertifyError::SecondWin { turn, .. }
            | CertifyError::SecondHold { turn, .. }
            | CertifyError::ShortDefence { turn, .. }
            | CertifyError::NotForcing { turn, .. }
            | CertifyError::PastTheEnd { turn } => Some(*turn),
            _ => None,
        }
    }
}

/// Proves `puzzle` against `table`: its goal is the position's value, each
/// of the solver's turns is the only one that wins or holds (at the last
/// turn of an "any winning move" puzzle, every winning turn wins at once),
/// each of the defender's is a longest defence, a win ends the game within
/// [`MAX_SOLVER_TURNS`] of the solver's turns, and the theme is the line's.
pub fn certify(table: &Table, puzzle: &Puzzle) -> Result<Proof, CertifyError> {
    let rules = table.rules();
    let pos = puzzle.position;
    if pos.outcome(rules).is_some() {
        return Err(CertifyError::Over);
    }
    let value = table
        .probe(&pos)
        .ok_or(CertifyError::NotCovered { turn: 1 })?;
    let holds = match value {
        Value::Win(_) => false,
        Value::Draw => true,
        Value::Loss(_) => return Err(CertifyError::NotAPuzzle { value }),
    };
    if holds != puzzle.theme.holds() {
        let claimed = if puzzle.theme.holds() {
            "a draw"
        } else {
            "a win"
        };
        return Err(CertifyError::WrongGoal { value, claimed });
    }
    if holds && puzzle.line.len() != 1 {
        return Err(CertifyError::LongHold {
            turns: puzzle.line.len(),
        });
    }
    let mut p = pos;
    for (i, &mv) in puzzle.line.iter().enumerate() {
        check_turn(table, puzzle, i, &p, mv, holds)?;
        p.play_unchecked(rules, mv);
    }
    let won = p
        .outcome(rules)
        .is_some_and(|o| o.winner == Some(puzzle.solver()));
    if !holds && !won {
        return Err(CertifyError::Unfinished);
    }
    let solver_turns = puzzle.solver_turns(rules);
    if solver_turns > MAX_SOLVER_TURNS {
        return Err(CertifyError::TooLong {
            turns: solver_turns,
        });
    }
    let found = Theme::of_line(rules, &pos, &puzzle.line, holds);
    if found != puzzle.theme {
        return Err(CertifyError::WrongTheme {
            claimed: puzzle.theme,
            found,
        });
    }
    Ok(Proof {
        theme: found,
        solver_turns,
    })
}

/// Checks turn `i` of the line, `mv`, played from `p`.
fn check_turn(
    table: &Table,
    puzzle: &Puzzle,
    i: usize,
    p: &Position,
    mv: Move,
    holds: bool,
) -> Result<(), CertifyError> {
    let rules = table.rules();
    let turn = i + 1;
    let text = |m: Move| move_text(rules, m);
    if p.outcome(rules).is_some() {
        return Err(CertifyError::PastTheEnd { turn });
    }
    if !p.is_legal(rules, mv) {
        return Err(CertifyError::Illegal {
            turn,
            text: text(mv),
        });
    }
    let values = table
        .move_values(p)
        .ok_or(CertifyError::NotCovered { turn })?;
    let value_of = |m: Move| values.iter().find(|(x, _)| *x == m).map(|&(_, v)| v);
    let value = value_of(mv).ok_or(CertifyError::NotCovered { turn })?;
    if p.side_to_move() != puzzle.solver() {
        let best = values.iter().max_by_key(|(_, v)| *v);
        return match best {
            Some(&(longer, v)) if v > value => Err(CertifyError::ShortDefence {
                turn,
                text: text(mv),
                longer: text(longer),
            }),
            _ => Ok(()),
        };
    }
    let right = |v: Value| match holds {
        true => v == Value::Draw,
        false => matches!(v, Value::Win(_)),
    };
    if !right(value) {
        return Err(match holds {
            true => CertifyError::NotHolding {
                turn,
                text: text(mv),
                value,
            },
            false => CertifyError::NotWinning {
                turn,
                text: text(mv),
                value,
            },
        });
    }
    let last = turn == puzzle.line.len();
    let others: Vec<(Move, Value)> = values
        .iter()
        .copied()
        .filter(|&(m, v)| m != mv && right(v))
        .collect();
    // Several winning turns are fine only at the last turn of an "any
    // winning move" puzzle, where each of them ends the game.
    let any_ok = puzzle.any_winning_move
        && last
        && value == Value::Win(1)
        && others.iter().all(|&(_, v)| v == Value::Win(1));
    match others.first() {
        Some(&(other, _)) if !any_ok => Err(match holds {
            true => CertifyError::SecondHold {
                turn,
                text: text(mv),
                other: text(other),
            },
            false => CertifyError::SecondWin {
                turn,
                text: text(mv),
                other: text(other),
            },
        }),
        _ => Ok(()),
    }
}
