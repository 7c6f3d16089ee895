//! Game review: every position of a game analysed, each turn scored before
//! and after, the best move named, and the turns that threw something away marked.
//!
//! Marks, for the player who made the turn:
//! - `??` (blunder): the exact value got worse in kind, a win turned into a
//!   draw or a loss, or a draw into a loss. Exact where a solved table covers
//!   the position; without a table, a proven win given up, or a proven loss
//!   walked into from a position that was not lost, is a blunder too.
//! - `?` (mistake): the expected result ([`Score::expected`]) fell by
//!   [`MISTAKE_DROP`] or more against the best move of the same search.
//! - `?!` (inaccuracy): it fell by [`INACCURACY_DROP`] or more.
//!
//! The drops are measured in expected result, not in score, so that the same
//! loss of score weighs less where the game is decided already.
//!
//! Scores from a table are never marked for a slower win or a quicker loss:
//! the result is what counts.

use morris_core::record::{Annotations, Mark, NotedMove, Notes, Variation};
use morris_core::{Color, Game, Move, Rules, move_text};

use crate::Stop;
use crate::search::{Analysis, Engine, Limits, Score, Source};

/// A drop of the expected result this large (a tenth of a point) is a mistake.
pub const MISTAKE_DROP: f64 = 0.10;
/// A drop this large (a twentieth of a point) is an inaccuracy.
pub const INACCURACY_DROP: f64 = 0.05;

/// What the review says about one turn of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnReview {
    /// The turn's index from the game's first turn, from 0.
    pub turn: usize,
    /// Who made the turn.
    pub side: Color,
    pub played: Move,
    /// The score of the position before the turn, for `side` (the best move's score).
    pub before: Score,
    /// The score of the turn played, for `side`.
    pub after: Score,
    /// The best move found; it may be the move played.
    pub best: Move,
    /// Do the scores come from a solved table?
    pub exact: bool,
    pub mark: Option<Mark>,
}

/// The review of a game, turn by turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Review {
    pub turns: Vec<TurnReview>,
    /// False when the review was stopped before the last turn.
    pub complete: bool,
}

/// How far a review has gone: `done` of `total` turns analysed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewProgress {
    pub done: usize,
    pub total: usize,
}

/// Reviews every turn of `game` with `engine` (its tables give exact scores),
/// searching each position within `limits`. `progress` is called after each
/// turn with that turn's review, so that a caller can show the review as it
/// grows. When `stop` is set the turns reviewed so far are returned, with
/// `complete` false.
///
/// ```
/// use std::sync::Arc;
/// use morris_core::{catalog, Game};
/// use morris_ai::{review::review, search::{Engine, Limits}, Stop};
/// let mut game = Game::new(Arc::new(catalog::shipped("three-mens-morris").unwrap()));
/// for text in ["a1", "a3", "b1"] {
///     game.play_text(text).unwrap();
/// }
/// let review = review(&mut Engine::with_table_size(1), &game, &Limits::depth(4), &Stop::new(), &mut |_, _| {});
/// assert!(review.complete);
/// assert_eq!(review.turns.len(), 3);
/// ```
pub fn review(
    engine: &mut Engine,
    game: &Game,
    limits: &Limits,
    stop: &Stop,
    progress: &mut dyn FnMut(ReviewProgress, &TurnReview),
) -> Review {
    let total = game.moves().len();
    let mut replay = Game::from_position(game.rules().clone(), *game.start_position());
    let mut turns = Vec::with_capacity(total);
    for (turn, &played) in game.moves().iter().enumerate() {
        if stop.is_stopped() {
            return Review {
                turns,
                complete: false,
            };
        }
        let side = replay.side_to_move();
        let analysis = engine.analyze(&replay, limits, stop, &mut |_| {});
        let Some(reviewed) = judge(turn, side, played, &analysis) else {
            return Review {
                turns,
                complete: false,
            };
        };
        if replay.play(played).is_err() {
            // A game's own moves always replay; stop rather than panic if not.
            return Review {
                turns,
                complete: false,
            };
        }
        let done = ReviewProgress {
            done: turn + 1,
            total,
        };
        progress(done, &reviewed);
        turns.push(reviewed);
    }
    Review {
        turns,
        complete: true,
    }
}

/// The review of one turn from the analysis of the position before it;
/// `None` when the search stopped before scoring the move played.
fn judge(turn: usize, side: Color, played: Move, analysis: &Analysis) -> Option<TurnReview> {
    let best = analysis.best?;
    let after = analysis
        .moves
        .iter()
        .find(|m| m.mv == played)
        .and_then(|m| m.score)?;
    let before = analysis.score.max(after);
    let exact = analysis.source == Source::Table;
    Some(TurnReview {
        turn,
        side,
        played,
        before,
        after,
        best,
        exact,
        mark: mark(before, after, exact),
    })
}

/// Win, draw or loss: 2, 1, 0; `None` for a heuristic score.
fn kind(score: Score) -> Option<u8> {
    match score {
        Score::Win { .. } => Some(2),
        Score::Draw => Some(1),
        Score::Loss { .. } => Some(0),
        Score::Heuristic(_) => None,
    }
}

/// The mark of a turn scored `after` where the best move scored `before`.
pub fn mark(before: Score, after: Score, exact: bool) -> Option<Mark> {
    if exact {
        return match (kind(before), kind(after)) {
            (Some(b), Some(a)) if a < b => Some(Mark::Blunder),
            _ => None,
        };
    }
    let gave_up_win = matches!(before, Score::Win { .. }) && !matches!(after, Score::Win { .. });
    let walked_into_loss =
        matches!(after, Score::Loss { .. }) && !matches!(before, Score::Loss { .. });
    if gave_up_win || walked_into_loss {
        return Some(Mark::Blunder);
    }
    let drop = before.expected() - after.expected();
    if drop >= MISTAKE_DROP {
        Some(Mark::Mistake)
    } else if drop >= INACCURACY_DROP {
        Some(Mark::Dubious)
    } else {
        None
    }
}

/// The comment a review writes after a marked turn, in English like every
/// record (records are language-neutral): `+0.35 -> -1.20; best d6`.
pub fn review_comment(rules: &Rules, turn: &TurnReview) -> String {
    format!(
        "{} -> {}; best {}",
        turn.before,
        turn.after,
        move_text(rules, turn.best)
    )
}

/// `notes` with the marks of `review`: each marked turn gets its mark, a
/// [`review_comment`] and the best move as a variation. What an earlier
/// review wrote ([`without_review`]) is replaced, not added to, so that a
/// reviewed record reviewed again is written the same. Every front end saves
/// a review's marks through this.
pub fn annotate(rules: &Rules, notes: &Annotations, review: &Review) -> Annotations {
    let mut notes = without_review(rules, notes);
    for t in review.turns.iter().filter(|t| t.mark.is_some()) {
        let turn = notes.turn_mut(t.turn);
        turn.mark = t.mark;
        turn.after.push(review_comment(rules, t));
        turn.variations.push(Variation {
            turns: vec![NotedMove::new(t.best)],
        });
    }
    notes
}

/// `notes` without what a review wrote: on each turn with a
/// [`review_comment`], that comment, the mark, and the one-move variation of
/// the best move the comment names. The author's own comments, marks and
/// variations elsewhere are kept.
pub fn without_review(rules: &Rules, notes: &Annotations) -> Annotations {
    let mut out = notes.clone();
    for turn in &mut out.turns {
        strip_review(rules, turn);
    }
    out
}

fn strip_review(rules: &Rules, turn: &mut Notes) {
    let Some(i) = turn.after.iter().position(|c| reviewed_best(c).is_some()) else {
        return;
    };
    let comment = turn.after.remove(i);
    let best = reviewed_best(&comment).unwrap_or_default();
    turn.mark = None;
    let is_best = |v: &Variation| matches!(v.turns.as_slice(), [only] if only.notes.is_empty() && move_text(rules, only.mv) == best);
    if let Some(k) = turn.variations.iter().position(is_best) {
        turn.variations.remove(k);
    }
}

/// The best move a [`review_comment`] names, if `comment` is one.
fn reviewed_best(comment: &str) -> Option<&str> {
    let (before, rest) = comment.split_once(" -> ")?;
    let (after, best) = rest.split_once("; best ")?;
    let plain_move = !best.is_empty() && !best.contains(char::is_whitespace);
    (is_score_text(before) && is_score_text(after) && plain_move).then_some(best)
}

/// A [`Score`] as its `Display` writes it.
fn is_score_text(text: &str) -> bool {
    let number = |n: &str| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit());
    if let Some(n) = text
        .strip_prefix("win in ")
        .or(text.strip_prefix("loss in "))
    {
        return number(n);
    }
    if text == "draw" {
        return true;
    }
    let Some(value) = text.strip_prefix(['+', '-']) else {
        return false;
    };
    value
        .split_once('.')
        .is_some_and(|(whole, cents)| number(whole) && cents.len() == 2 && number(cents))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::EXPECTATION_SCALE;

    #[test]
    fn exact_marks_count_only_a_change_of_result() {
        let win = |turns| Score::Win { turns };
        let loss = |turns| Score::Loss { turns };
        assert_eq!(mark(win(3), Score::Draw, true), Some(Mark::Blunder));
        assert_eq!(mark(win(3), loss(8), true), Some(Mark::Blunder));
        assert_eq!(mark(Score::Draw, loss(8), true), Some(Mark::Blunder));
        assert_eq!(mark(win(3), win(41), true), None);
        assert_eq!(mark(loss(9), loss(1), true), None);
        assert_eq!(mark(Score::Draw, Score::Draw, true), None);
    }

    #[test]
    fn heuristic_drops_are_mistakes_or_inaccuracies() {
        let h = Score::Heuristic;
        // The heuristic score whose expected result is `e`.
        let at = |e: f64| h((100.0 * (e / (1.0 - e)).ln() / EXPECTATION_SCALE).round() as i32);
        assert_eq!(
            mark(h(0), at(0.5 - MISTAKE_DROP - 0.01), false),
            Some(Mark::Mistake)
        );
        assert_eq!(
            mark(h(0), at(0.5 - INACCURACY_DROP - 0.01), false),
            Some(Mark::Dubious)
        );
        assert_eq!(mark(h(0), at(0.5 - INACCURACY_DROP + 0.01), false), None);
        assert_eq!(
            mark(h(30), Score::Loss { turns: 5 }, false),
            Some(Mark::Blunder)
        );
        assert_eq!(
            mark(Score::Win { turns: 5 }, h(400), false),
            Some(Mark::Blunder)
        );
        // A draw by repetition against a small edge is a drop like any other.
        assert_eq!(
            mark(at(0.5 + MISTAKE_DROP + 0.01), Score::Draw, false),
            Some(Mark::Mistake)
        );
    }

    #[test]
    fn the_same_drop_of_score_weighs_less_where_the_game_is_decided() {
        let h = Score::Heuristic;
        let drop = 300;
        assert!(mark(h(0), h(-drop), false).is_some());
        assert_eq!(mark(h(3000), h(3000 - drop), false), None);
    }

    #[test]
    fn review_comments_are_recognised_and_others_kept() {
        assert_eq!(reviewed_best("+0.35 -> -1.20; best d6"), Some("d6"));
        assert_eq!(
            reviewed_best("win in 3 -> draw; best a1-b1xc3"),
            Some("a1-b1xc3")
        );
        assert_eq!(reviewed_best("draw -> loss in 12; best b2"), Some("b2"));
        assert_eq!(reviewed_best("a fine move -> really; best ever"), None);
        assert_eq!(reviewed_best("+0.35 -> -1.20; best d6 or d2"), None);
    }
}
