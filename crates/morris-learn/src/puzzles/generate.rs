//! Making puzzles: positions from a seeded source, one of each symmetry
//! class, each made into a line by the table (the solver's fastest win, the
//! defender's longest defence) and kept only if [`certify`] proves it.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use web_time::Instant;

use morris_ai::search::Engine;
use morris_ai::solve::{Table, Value};
use morris_core::{Move, Position, Rules};

use super::canonical::Canonical;
use super::certify::{CertifyError, MAX_SOLVER_TURNS, certify};
use super::difficulty::Difficulty;
use super::proving_table::ProvingTable;
use super::source::{Source, fresh};
use super::{Puzzle, Theme};

/// The search's table, in megabytes, for the difficulty estimates.
const SEARCH_MB: usize = 16;

/// Why a position makes no puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Rejection {
    #[error("the game is over")]
    Over,
    #[error("the table does not cover the position")]
    NotCovered,
    #[error("the side to move loses")]
    Lost,
    #[error("the side to move has one legal turn")]
    OneTurn,
    #[error("the win takes {0} turns")]
    Far(u16),
    #[error("several turns win at once")]
    AnyMill,
    #[error("no tactic is forced, and none is to be stopped")]
    NoTactic,
    #[error("more than one turn solves it")]
    SecondSolution,
    #[error(transparent)]
    Refused(#[from] CertifyError),
}

/// The puzzle `pos` makes, proved against `table`, or why it makes none.
/// Its difficulty is left at the default (see [`generate`]).
pub fn consider(table: &Table, pos: &Position) -> Result<Puzzle, Rejection> {
    let rules = table.rules();
    if pos.outcome(rules).is_some() {
        return Err(Rejection::Over);
    }
    let value = table.probe(pos).ok_or(Rejection::NotCovered)?;
    let values = table.move_values(pos).ok_or(Rejection::NotCovered)?;
    if values.len() < 2 {
        return Err(Rejection::OneTurn);
    }
    let (line, holds) = match value {
        Value::Loss(_) => return Err(Rejection::Lost),
        // Mills may give a player several turns in a row, so the solver's
        // turns are counted by certify; this only skips the far wins cheaply.
        Value::Win(n) if usize::from(n) > 3 * MAX_SOLVER_TURNS => return Err(Rejection::Far(n)),
        Value::Win(_) => (line_of(table, pos).ok_or(Rejection::NotCovered)?, false),
        Value::Draw => {
            let best = values.iter().find(|(_, v)| *v == Value::Draw);
            (best.map(|&(m, _)| vec![m]).unwrap_or_default(), true)
        }
    };
    let puzzle = Puzzle {
        position: *pos,
        theme: Theme::of_line(rules, pos, &line, holds),
        any_winning_move: !holds && several_win_at_once(table, pos, &line),
        line,
        difficulty: Difficulty::default(),
    };
    let proof = certify(table, &puzzle)?;
    // "Close any mill" teaches nothing: a one-turn win has one answer.
    if puzzle.any_winning_move && proof.solver_turns == 1 {
        return Err(Rejection::AnyMill);
    }
    Ok(puzzle)
}

/// The table's line from a won `pos`: the fastest win, the longest defence,
/// the first such turn where several are as good.
fn line_of(table: &Table, pos: &Position) -> Option<Vec<Move>> {
    let rules = table.rules();
    let mut p = *pos;
    let mut line = Vec::new();
    while p.outcome(rules).is_none() && line.len() <= 4 * MAX_SOLVER_TURNS {
        let (mv, _) = table.best_move(&p)?;
        line.push(mv);
        p.play_unchecked(rules, mv);
    }
    Some(line)
}

/// Does the last turn of `line` have other turns that win at once too?
fn several_win_at_once(table: &Table, pos: &Position, line: &[Move]) -> bool {
    let rules = table.rules();
    let Some((&last, before)) = line.split_last() else {
        return false;
    };
    let mut p = *pos;
    for &mv in before {
        p.play_unchecked(rules, mv);
    }
    let winners = table.move_values(&p).map_or(0, |values| {
        values.iter().filter(|(_, v)| *v == Value::Win(1)).count()
    });
    winners > 1
        && table
            .move_values(&p)
            .is_some_and(|values| values.iter().any(|&(m, v)| m == last && v == Value::Win(1)))
}

/// What a generation made, and what it cost.
#[derive(Clone, Debug)]
pub struct Generated {
    /// Easiest first.
    pub puzzles: Vec<Puzzle>,
    /// Positions drawn from the source, twins and finished games included.
    pub drawn: u64,
    /// Distinct positions (up to symmetry) looked at in the table.
    pub examined: u64,
    pub elapsed: Duration,
}

/// Up to `count` puzzles of `rules` from the source (every position of a
/// small game, else seeded random ones), looking at no more than `draws`
/// positions.
pub fn generate(
    rules: &Arc<Rules>,
    proving: &ProvingTable,
    count: usize,
    draws: u64,
    seed: u64,
) -> Generated {
    let started = Instant::now();
    let canonical = Canonical::of(rules);
    let stored = proving.table.stored_positions();
    let mut source = Source::new(rules, &proving.kind, stored, &canonical, seed);
    let mut seen = HashSet::new();
    let mut engine = Engine::with_table_size(SEARCH_MB);
    engine.set_table_lookup(false);
    let (mut drawn, mut examined) = (0, 0);
    let mut puzzles: Vec<Puzzle> = Vec::new();
    // No theme takes more than three quarters of a set that others could share.
    let most_of_a_theme = count.div_ceil(4) * 3;
    let mut per_theme = std::collections::HashMap::new();
    while puzzles.len() < count && drawn < draws {
        drawn += 1;
        let Some(pos) = source.next_position() else {
            break;
        };
        let pos = fresh(rules, &pos);
        if pos.outcome(rules).is_some() || !seen.insert(canonical.key(rules, &pos)) {
            continue;
        }
        examined += 1;
        if let Ok(mut puzzle) = consider(&proving.table, &pos) {
            let kept = per_theme.entry(puzzle.theme).or_insert(0);
            if *kept >= most_of_a_theme {
                continue;
            }
            *kept += 1;
            puzzle.difficulty = Difficulty::estimate(&mut engine, rules, &puzzle);
            puzzles.push(puzzle);
        }
    }
    puzzles.sort_by(|a, b| {
        let key = |p: &Puzzle| (p.difficulty.rating(), p.line.len());
        key(a)
            .partial_cmp(&key(b))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    Generated {
        puzzles,
        drawn,
        examined,
        elapsed: started.elapsed(),
    }
}
