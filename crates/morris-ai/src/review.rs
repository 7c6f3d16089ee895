//! Game review: every position of a game analysed once, each turn scored
//! before and after by the values of the positions around it (so that one
//! turn's "after" is the next turn's "before", seen from the other side), the
//! best move named, and the turns that threw something away marked.
//!
//! Marks, for the player who made the turn:
//! - `??` (blunder): the exact value got worse in kind, a win turned into a
//!   draw or a loss, or a draw into a loss. Exact where a solved table covers
//!   the position; without a table, only a proven win turned into a proven
//!   loss: a search cannot prove that a position was not lost already.
//! - `?` (mistake): the expected result ([`Score::expected_in`], on the scale
//!   fitted to the solved tables: [`crate::search::Expectation`]) fell by
//!   [`MISTAKE_DROP`] or more against the best move.
//! - `?!` (inaccuracy): it fell by [`INACCURACY_DROP`] or more.
//!
//! The drops are measured in expected result, not in score, so that the same
//! loss of score weighs less where the game is decided already. Two searches
//! can disagree by the search's horizon alone, so a heuristic drop (between
//! the values of the positions before and after the turn, or of the move
//! played against the best one in the search of the position before it) is
//! only a suspicion: it is searched again [`CONFIRM_DEPTH`] turns deeper,
//! which scores the move played against the best one, and marked as that
//! search finds it.
//!
//! Scores from a table are never marked for a slower win or a quicker loss:
//! the result is what counts.

use morris_core::record::{Annotations, Mark, NotedMove, Notes, Variation};
use morris_core::{Color, Game, Move, Phase, Rules, move_text};

use crate::Stop;
use crate::search::{Analysis, Engine, Limits, Score, Source};

/// A drop of the expected result this large is a mistake. On the scale
/// fitted to the tables, 0.15 and 0.10 keep about two thirds of the mistakes
/// found with fewer wrong marks than 0.10 and 0.05 (`docs/review-merit.md`).
pub const MISTAKE_DROP: f64 = 0.15;
/// A drop this large is an inaccuracy.
pub const INACCURACY_DROP: f64 = 0.10;
/// How much deeper than the review's own search a suspected mistake is
/// searched again before it is marked.
pub const CONFIRM_DEPTH: u32 = 2;

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
    /// The depth the position before the turn was searched to (0 when exact).
    pub depth: u32,
    /// The depth of the search that confirmed or dismissed a suspected
    /// mistake, when the turn was one.
    pub checked_depth: Option<u32>,
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
    let stopped = |turns| Review {
        turns,
        complete: false,
    };
    // Each position is analysed once: as the position after one turn and
    // before the next.
    let mut before = engine.analyze(&replay, limits, stop, &mut |_| {});
    for (turn, &played) in game.moves().iter().enumerate() {
        let side = replay.side_to_move();
        // Drops are weighed on the scale of the position the turn was played from.
        let phase = replay.position().phase(replay.rules());
        // A game's own moves always replay; stop rather than panic if not.
        if stop.is_stopped() || replay.play(played).is_err() {
            return stopped(turns);
        }
        let after = engine.analyze(&replay, limits, stop, &mut |_| {});
        let after_score = seen_by(side, replay.side_to_move(), after.score);
        replay.undo();
        if stop.is_stopped() {
            return stopped(turns);
        }
        let Some(mut reviewed) = judge(turn, side, played, phase, &before, &after, after_score)
        else {
            return stopped(turns);
        };
        // A drop between the two positions' values, or of the move played
        // against the best in the search of the position before it, is a
        // suspicion; the deeper search decides.
        if !reviewed.exact
            && (reviewed.mark.is_some() || drops_in_one_search(&before, played, phase))
        {
            let deeper = deeper_limits(limits, before.depth);
            let check = engine.analyze(&replay, &deeper, stop, &mut |_| {});
            if stop.is_stopped() {
                return stopped(turns);
            }
            confirm(&mut reviewed, &check, phase);
        }
        if replay.play(played).is_err() {
            return stopped(turns);
        }
        let done = ReviewProgress {
            done: turn + 1,
            total,
        };
        progress(done, &reviewed);
        turns.push(reviewed);
        before = after;
    }
    Review {
        turns,
        complete: true,
    }
}

/// The limits of a search [`CONFIRM_DEPTH`] turns deeper than one that
/// reached `reached`, with room to get there.
fn deeper_limits(limits: &Limits, reached: u32) -> Limits {
    Limits {
        depth: Some(reached + CONFIRM_DEPTH),
        nodes: limits.nodes.map(|n| n.saturating_mul(4)),
        time: limits.time.map(|t| t * 4),
        fixed_time: limits.fixed_time,
    }
}

/// The review of one turn from the analyses of the positions before and
/// after it (`after_score` is the second's score seen by `side`, who made
/// the turn); `None` when the search stopped before it found a move.
fn judge(
    turn: usize,
    side: Color,
    played: Move,
    phase: Phase,
    before: &Analysis,
    after: &Analysis,
    after_score: Score,
) -> Option<TurnReview> {
    let best = before.best?;
    let exact =
        before.source == Source::Table && matches!(after.source, Source::Table | Source::GameOver);
    Some(TurnReview {
        turn,
        side,
        played,
        before: before.score,
        after: after_score,
        best,
        exact,
        mark: mark(before.score, after_score, exact, phase),
        depth: before.depth,
        checked_depth: None,
    })
}

/// Does the move `played` score a mark below the best move in `analysis`?
fn drops_in_one_search(analysis: &Analysis, played: Move, phase: Phase) -> bool {
    let score = analysis
        .moves
        .iter()
        .find(|m| m.mv == played)
        .and_then(|m| m.score);
    score.is_some_and(|after| mark(analysis.score.max(after), after, false, phase).is_some())
}

/// A score for the player to move in the position after a turn, seen by
/// `mover`, who made the turn (and moves again where the rules say so).
fn seen_by(mover: Color, to_move: Color, score: Score) -> Score {
    if mover != to_move {
        return score.for_previous_player();
    }
    match score {
        Score::Win { turns } => Score::Win { turns: turns + 1 },
        Score::Loss { turns } => Score::Loss { turns: turns + 1 },
        other => other,
    }
}

/// Marks `turn` as the deeper search `check` of the position before it
/// finds it: the move played against the best, both scored by that one search.
fn confirm(turn: &mut TurnReview, check: &Analysis, phase: Phase) {
    let played = check
        .moves
        .iter()
        .find(|m| m.mv == turn.played)
        .and_then(|m| m.score);
    turn.checked_depth = Some(check.depth);
    turn.mark = match (played, check.best) {
        (Some(played), Some(best)) => {
            let found = mark(check.score.max(played), played, false, phase);
            if found.is_some() {
                turn.best = best;
            }
            found
        }
        // Stopped before it scored the move: the suspicion stays unproven.
        _ => None,
    };
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

/// The mark of a turn scored `after` where the best move scored `before`,
/// played from a position in `phase`.
pub fn mark(before: Score, after: Score, exact: bool, phase: Phase) -> Option<Mark> {
    if exact {
        return match (kind(before), kind(after)) {
            (Some(b), Some(a)) if a < b => Some(Mark::Blunder),
            _ => None,
        };
    }
    // Without a table only a proven win turned into a proven loss is
    // certain; any other drop may be the horizon's, and is weighed.
    if matches!(before, Score::Win { .. }) && matches!(after, Score::Loss { .. }) {
        return Some(Mark::Blunder);
    }
    let drop = before.expected_in(phase) - after.expected_in(phase);
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
    use crate::search::Expectation;

    #[test]
    fn exact_marks_count_only_a_change_of_result() {
        let win = |turns| Score::Win { turns };
        let loss = |turns| Score::Loss { turns };
        assert_eq!(
            mark(win(3), Score::Draw, true, Phase::Movement),
            Some(Mark::Blunder)
        );
        assert_eq!(
            mark(win(3), loss(8), true, Phase::Movement),
            Some(Mark::Blunder)
        );
        assert_eq!(
            mark(Score::Draw, loss(8), true, Phase::Movement),
            Some(Mark::Blunder)
        );
        assert_eq!(mark(win(3), win(41), true, Phase::Movement), None);
        assert_eq!(mark(loss(9), loss(1), true, Phase::Movement), None);
        assert_eq!(mark(Score::Draw, Score::Draw, true, Phase::Movement), None);
    }

    #[test]
    fn heuristic_drops_are_mistakes_or_inaccuracies() {
        let h = Score::Heuristic;
        // The lowest heuristic score whose expected result is at least `e`.
        let at = |e: f64| {
            let scale = Expectation::of(Phase::Movement);
            let (mut low, mut high) = (-100_000, 100_000);
            while low < high {
                let mid = low + (high - low) / 2;
                if scale.expected(mid) < e {
                    low = mid + 1;
                } else {
                    high = mid;
                }
            }
            h(low)
        };
        assert_eq!(
            mark(h(0), at(0.5 - MISTAKE_DROP - 0.01), false, Phase::Movement),
            Some(Mark::Mistake)
        );
        assert_eq!(
            mark(
                h(0),
                at(0.5 - INACCURACY_DROP - 0.01),
                false,
                Phase::Movement
            ),
            Some(Mark::Dubious)
        );
        assert_eq!(
            mark(
                h(0),
                at(0.5 - INACCURACY_DROP + 0.01),
                false,
                Phase::Movement
            ),
            None
        );
        // A proven loss walked into, or a proven win given up, from a
        // position the search could not judge: a mistake, not a certainty.
        assert_eq!(
            mark(h(30), Score::Loss { turns: 5 }, false, Phase::Movement),
            Some(Mark::Mistake)
        );
        assert_eq!(
            mark(Score::Win { turns: 5 }, h(400), false, Phase::Movement),
            Some(Mark::Mistake)
        );
        assert_eq!(
            mark(
                Score::Win { turns: 5 },
                Score::Loss { turns: 8 },
                false,
                Phase::Movement
            ),
            Some(Mark::Blunder)
        );
        // A draw by repetition against a small edge is a drop like any other.
        assert_eq!(
            mark(
                at(0.5 + MISTAKE_DROP + 0.01),
                Score::Draw,
                false,
                Phase::Movement
            ),
            Some(Mark::Mistake)
        );
    }

    #[test]
    fn the_same_drop_of_score_weighs_less_where_the_game_is_decided() {
        let h = Score::Heuristic;
        let drop = 300;
        assert!(mark(h(0), h(-drop), false, Phase::Movement).is_some());
        assert_eq!(mark(h(3000), h(3000 - drop), false, Phase::Movement), None);
    }

    /// A game of Nine Men's Morris, reviewed by the search alone.
    fn searched_review() -> Review {
        let rules = std::sync::Arc::new(morris_core::catalog::shipped("nine-mens-morris").unwrap());
        let mut game = Game::new(rules);
        for text in ["d6", "d2", "b4", "f4", "d7", "a1", "g7"] {
            game.play_text(text).unwrap();
        }
        let mut engine = Engine::with_table_size(1);
        review(
            &mut engine,
            &game,
            &Limits::depth(3),
            &Stop::new(),
            &mut |_, _| {},
        )
    }

    #[test]
    fn each_position_is_scored_once_on_both_sides_of_a_turn() {
        let review = searched_review();
        assert!(review.complete);
        assert_eq!(review.turns.len(), 7);
        for pair in review.turns.windows(2) {
            let (turn, next) = (&pair[0], &pair[1]);
            assert_eq!(
                turn.after,
                next.before.for_previous_player(),
                "{turn:?} {next:?}"
            );
            assert_eq!(turn.depth, 3);
        }
        for t in &review.turns {
            // A mark is only made after the deeper search agreed.
            if t.mark.is_some() {
                assert_eq!(t.checked_depth, Some(3 + CONFIRM_DEPTH), "{t:?}");
            }
        }
    }

    /// An analysis of a position where `best` scores `best_score` and the
    /// move `played` scores `played_score`.
    fn analysis(best: Move, best_score: Score, played: Move, played_score: Score) -> Analysis {
        Analysis {
            best: Some(best),
            score: best_score,
            pv: vec![best],
            moves: vec![
                crate::search::MoveScore {
                    mv: best,
                    score: Some(best_score),
                },
                crate::search::MoveScore {
                    mv: played,
                    score: Some(played_score),
                },
            ],
            depth: 7,
            nodes: 1,
            elapsed: std::time::Duration::ZERO,
            source: Source::Search,
        }
    }

    #[test]
    fn a_suspected_mistake_is_marked_only_as_the_deeper_search_finds_it() {
        let rules = morris_core::catalog::shipped("nine-mens-morris").unwrap();
        let place = |name| {
            let point = rules.point_by_name(name).unwrap();
            Move::new(None, point, morris_core::PointSet::EMPTY)
        };
        let (a, b) = (place("d6"), place("d2"));
        let suspect = TurnReview {
            turn: 0,
            side: Color::White,
            played: b,
            before: Score::Heuristic(300),
            after: Score::Heuristic(-300),
            best: a,
            exact: false,
            mark: Some(Mark::Mistake),
            depth: 5,
            checked_depth: None,
        };
        // Deeper, the move played is as good as the best: no mark.
        let mut dismissed = suspect.clone();
        confirm(
            &mut dismissed,
            &analysis(a, Score::Heuristic(20), b, Score::Heuristic(15)),
            Phase::Placement,
        );
        assert_eq!((dismissed.mark, dismissed.checked_depth), (None, Some(7)));
        // Deeper, it loses: a mistake (nothing proves the position before
        // was not lost already), with the deeper search's best move.
        let mut confirmed = suspect;
        confirm(
            &mut confirmed,
            &analysis(a, Score::Heuristic(20), b, Score::Loss { turns: 4 }),
            Phase::Placement,
        );
        assert_eq!(confirmed.mark, Some(Mark::Mistake));
        assert_eq!(confirmed.best, a);
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
