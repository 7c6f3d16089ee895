//! Is an answer to a drill right? Whatever the drills file says, the
//! verdict and the best move it names come from a solved table where one
//! covers the position, else from a search as deep as a review's: a file
//! edited by hand cannot make the program call a worse move the best one,
//! nor name the move played as the better one to find.
//!
//! By a table, an answer is right when its value is of the same class (win,
//! draw, loss) as the best move's. By a search, it is right within
//! [`DISMISS_DROP`] of the best of the other moves, and the move played in
//! the game is always wrong: the review's deeper search found it worse,
//! and the drill asks for a better one. By a table the move played is
//! judged as any other: where the table finds it as good as the best, the
//! drill was wrong, and the answer is right.

use morris_ai::Stop;
use morris_ai::budgets;
use morris_ai::review::{DISMISS_DROP, drop};
use morris_ai::search::{Engine, Score, Source};
use morris_core::{Move, Rules};

use super::drill::DrillBoard;

/// What an answer is worth, and the best move the table or the search
/// found (never the move answered, nor the move played where it is wrong).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The best move there is.
    Best,
    /// Another move as good as `best`: by the table when `exact`, else by search.
    AsGood { exact: bool, best: Move },
    /// The move played in the game, worse than `best` (none when it was the
    /// only legal move).
    Played { best: Option<Move> },
    /// A move that gives away value against `best`: by the table when `exact`.
    Worse { exact: bool, best: Move },
    /// The search ran out of time before it scored the answer.
    Unscored { best: Option<Move> },
}

impl Verdict {
    pub fn is_right(self) -> bool {
        matches!(self, Verdict::Best | Verdict::AsGood { .. })
    }

    /// The best move the verdict names, where it names one.
    pub fn best(self) -> Option<Move> {
        match self {
            Verdict::Best => None,
            Verdict::AsGood { best, .. } | Verdict::Worse { best, .. } => Some(best),
            Verdict::Played { best } | Verdict::Unscored { best } => best,
        }
    }
}

/// What the table or the search says of the drill's position: every move
/// scored, and the best (by a search, the best of the moves other than the
/// one played; the first of equals, as the analysis lists them).
struct Scores {
    exact: bool,
    scored: Vec<(Move, Score)>,
    top: Option<(Move, Score)>,
}

fn scores(engine: &mut Engine, rules: &Rules, board: &DrillBoard) -> Scores {
    let analysis = engine.analyze_position(
        rules,
        &board.position,
        &[],
        &budgets::review_turn(),
        &Stop::new(),
        &mut |_| {},
    );
    let exact = analysis.source == Source::Table;
    let scored: Vec<(Move, Score)> = analysis
        .moves
        .iter()
        .filter_map(|m| m.score.map(|s| (m.mv, s)))
        .collect();
    let top = scored
        .iter()
        .filter(|(mv, _)| exact || *mv != board.played)
        .fold(None, |top: Option<(Move, Score)>, &(mv, s)| match top {
            Some(kept) if kept.1 >= s => Some(kept),
            _ => Some((mv, s)),
        });
    Scores { exact, scored, top }
}

/// The best move of the drill's position as the table or the search finds
/// it (what a hint points to), else the drill's own.
pub fn best_move(engine: &mut Engine, rules: &Rules, board: &DrillBoard) -> Move {
    scores(engine, rules, board)
        .top
        .map_or(board.best, |(mv, _)| mv)
}

/// Checks `answer` (a legal move in the drill's position) with `engine`,
/// which finds tables as the review's does.
pub fn check(engine: &mut Engine, rules: &Rules, board: &DrillBoard, answer: Move) -> Verdict {
    let Scores { exact, scored, top } = scores(engine, rules, board);
    let phase = board.position.phase(rules);
    let good = |score: Score, best: Score| match exact {
        true => kind(score) >= kind(best),
        false => drop(best, score, phase) < DISMISS_DROP,
    };
    let Some((best, best_score)) = top else {
        return match answer == board.played {
            true => Verdict::Played { best: None },
            false => Verdict::Unscored { best: None },
        };
    };
    let score = scored.iter().find(|(m, _)| *m == answer).map(|&(_, s)| s);
    let played_wrong =
        answer == board.played && !(exact && score.is_some_and(|s| good(s, best_score)));
    if played_wrong {
        return Verdict::Played { best: Some(best) };
    }
    match score {
        _ if answer == best => Verdict::Best,
        None => Verdict::Unscored { best: Some(best) },
        Some(score) if good(score, best_score) => Verdict::AsGood { exact, best },
        Some(_) => Verdict::Worse { exact, best },
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
