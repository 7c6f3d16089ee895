//! Perfect play from a solved table ([`crate::solve::Table`]): exact scores for
//! every move, the shortest win, a held draw, the longest loss.

use web_time::Instant;

use morris_core::{Move, Position};

use super::analysis::{Analysis, MoveScore, Source};
use super::line::extend_line;
use super::score::{Score, WIN};
use crate::solve::{Table, Value};

/// The longest line read from a table for an analysis.
const MAX_LINE: usize = 60;

pub(crate) fn score_of(value: Value) -> Score {
    match value {
        Value::Win(n) => Score::Win {
            turns: u32::from(n),
        },
        Value::Loss(n) => Score::Loss {
            turns: u32::from(n),
        },
        Value::Draw => Score::Draw,
    }
}

/// A table's value as a search score at `ply` turns below the root.
#[inline]
pub(crate) fn search_value(value: Value, ply: usize) -> i32 {
    let at = |n: u16| WIN - ply as i32 - i32::from(n);
    match value {
        Value::Win(n) => at(n),
        Value::Loss(n) => -at(n),
        Value::Draw => 0,
    }
}

/// The table's analysis of `pos`: `None` when the table does not cover it or it has no move.
pub(crate) fn analysis(table: &Table, pos: &Position) -> Option<Analysis> {
    let start = Instant::now();
    let mut values = table.move_values(pos)?;
    // Best first; among equals, keep the move generator's order.
    values.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
    let &(best, value) = values.first()?;
    Some(Analysis {
        best: Some(best),
        score: score_of(value),
        pv: line(table, pos, best),
        moves: values
            .iter()
            .map(|&(mv, v)| MoveScore {
                mv,
                score: Some(score_of(v)),
            })
            .collect(),
        depth: 0,
        nodes: values.len() as u64,
        elapsed: start.elapsed(),
        source: Source::Table,
    })
}

/// The line of best play from `pos` starting with `first`, until the game ends,
/// a position repeats, or [`MAX_LINE`] turns.
fn line(table: &Table, pos: &Position, first: Move) -> Vec<Move> {
    let mut line = vec![first];
    let mut pos = *pos;
    pos.play_unchecked(table.rules(), first);
    let mut seen = vec![pos.hash()];
    extend_line(
        table.rules(),
        &mut line,
        &mut pos,
        &mut seen,
        MAX_LINE,
        |p| table.best_move(p).map(|(mv, _)| mv),
    );
    line
}
