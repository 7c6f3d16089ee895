//! Is an answer to a drill right? The review's best move is; so is any
//! other legal move no worse than it: of the same value class (win, draw,
//! loss) where a solved table covers the position, else within
//! [`DISMISS_DROP`] of the best score of a search as deep as a review's.
//! The move played in the game is always wrong: the drill asks for a better one.

use morris_ai::Stop;
use morris_ai::budgets;
use morris_ai::review::{DISMISS_DROP, drop};
use morris_ai::search::{Engine, Score, Source};
use morris_core::{Move, Rules};

use super::drill::DrillBoard;

/// What an answer is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The review's best move.
    Best,
    /// Another move as good as the best: by the table when `exact`, else by search.
    AsGood { exact: bool },
    /// The move played in the game.
    Played,
    /// A move that gives away value against the best: by the table when `exact`.
    Worse { exact: bool },
    /// The search ran out of time before it scored the answer.
    Unscored,
}

impl Verdict {
    pub fn is_right(self) -> bool {
        matches!(self, Verdict::Best | Verdict::AsGood { .. })
    }
}

/// Checks `answer` (a legal move in the drill's position) with `engine`,
/// which finds tables as the review's does.
pub fn check(engine: &mut Engine, rules: &Rules, board: &DrillBoard, answer: Move) -> Verdict {
    if answer == board.played {
        return Verdict::Played;
    }
    if answer == board.best {
        return Verdict::Best;
    }
    let pos = &board.position;
    let analysis = engine.analyze_position(
        rules,
        pos,
        &[],
        &budgets::review_turn(),
        &Stop::new(),
        &mut |_| {},
    );
    let score_of = |mv: Move| {
        analysis
            .moves
            .iter()
            .find(|m| m.mv == mv)
            .and_then(|m| m.score)
    };
    let Some(score) = score_of(answer) else {
        return Verdict::Unscored;
    };
    let exact = analysis.source == Source::Table;
    let good = if exact {
        // The review's best move is the one to match, by the value's kind.
        let best = score_of(board.best).unwrap_or(analysis.score);
        kind(score) >= kind(best)
    } else {
        drop(analysis.score, score, pos.phase(rules)) < DISMISS_DROP
    };
    match good {
        true => Verdict::AsGood { exact },
        false => Verdict::Worse { exact },
    }
}

/// Win, draw or loss as 2, 1, 0 (a heuristic score, never from a table, as a draw).
fn kind(score: Score) -> u8 {
    match score {
        Score::Win { .. } => 2,
        Score::Loss { .. } => 0,
        Score::Draw | Score::Heuristic(_) => 1,
    }
}
