//! Game review: every position of a game analysed once, each turn scored
//! before and after by the values of the positions around it (so that one
//! turn's "after" is the next turn's "before", seen from the other side), the
//! best move named, and the turns that threw something away marked
//! (`??` and `?`: [`searched_mark`], [`exact_mark`]).
//!
//! A turn a solved table covers on both sides is judged exactly. Otherwise
//! the review's own search only raises a suspicion (a drop of
//! [`SUSPECT_DROP`] in expected result); the suspect is searched again
//! deeper ([`CONFIRM_STEPS`]) and marked only when the drop holds at the
//! deepest step ([`Checked`] holds its evidence). Marks are counted against the tables by
//! `examples/review_merit` (`docs/review-merit.md`).

mod confirm;
mod marks;
mod notes;

use morris_core::record::Mark;
use morris_core::{Color, Game, Move, Phase};

pub use confirm::Checked;
pub use marks::{
    CLEAR_DROP, DISMISS_DROP, MISTAKE_DROP, STILL_AHEAD, SUSPECT_DROP, drop, exact_mark,
    searched_mark,
};
pub use notes::{annotate, review_comment, without_review};

use crate::Stop;
use crate::search::{Analysis, Engine, Limits, Score, Source};

/// How much deeper than the review's own search a suspect is searched, step
/// by step: each step either clears it or goes on; the last one decides.
pub const CONFIRM_STEPS: [u32; 2] = [2, 6];

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
    /// What the deeper search of a suspected mistake found, when the turn
    /// was one: the evidence of its mark, or of none.
    pub checked: Option<Checked>,
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
    let mut before = engine.analyze(&alone(&replay), limits, stop, &mut |_| {});
    for (turn, &played) in game.moves().iter().enumerate() {
        let side = replay.side_to_move();
        // Drops are weighed on the scale of the position the turn was played from.
        let phase = replay.position().phase(replay.rules());
        // A game's own moves always replay; stop rather than panic if not.
        if stop.is_stopped() || replay.play(played).is_err() {
            return stopped(turns);
        }
        let after = engine.analyze(&alone(&replay), limits, stop, &mut |_| {});
        let after_score = seen_by(side, replay.side_to_move(), after.score);
        replay.undo();
        if stop.is_stopped() {
            return stopped(turns);
        }
        let Some(mut reviewed) = judge(turn, side, played, &before, &after, after_score) else {
            return stopped(turns);
        };
        if !reviewed.exact && suspected(&before, &reviewed, phase) {
            let checked =
                confirm::check_deeper(engine, &alone(&replay), limits, &mut reviewed, phase, stop);
            if checked.is_none() {
                return stopped(turns);
            }
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

/// The review of one turn from the analyses of the positions before and
/// after it (`after_score` is the second's score seen by `side`, who made
/// the turn); `None` when the search stopped before it found a move.
fn judge(
    turn: usize,
    side: Color,
    played: Move,
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
        // A heuristic turn is marked only once a deeper search agrees.
        mark: if exact {
            exact_mark(before.score, after_score)
        } else {
            None
        },
        depth: before.depth,
        checked: None,
    })
}

/// The game's position without the turns that led to it, as a solved table
/// judges it, unless the game is over there. A search with the game's history
/// calls a move back to an earlier position a draw (a search must not walk
/// in circles), which is the search's convention, not the position's value:
/// measured against the tables, those draws hid a fifth of the mistakes and
/// made more marks wrong (`docs/review-merit.md`).
fn alone(game: &Game) -> Game {
    if game.outcome().is_some() {
        return game.clone();
    }
    Game::from_position(game.rules().clone(), *game.position())
}

/// A score for the player to move in the position after a turn, seen by
/// `mover`, who made the turn (and moves again where the rules say so).
pub(super) fn seen_by(mover: Color, to_move: Color, score: Score) -> Score {
    if mover != to_move {
        return score.for_previous_player();
    }
    match score {
        Score::Win { turns } => Score::Win { turns: turns + 1 },
        Score::Loss { turns } => Score::Loss { turns: turns + 1 },
        other => other,
    }
}

/// Does the turn look like a mistake to the review's own search: a drop
/// between the positions before and after it, or between the move played
/// and the best one in the search of the position before it?
fn suspected(before: &Analysis, turn: &TurnReview, phase: Phase) -> bool {
    let in_one_search = before
        .moves
        .iter()
        .find(|m| m.mv == turn.played)
        .and_then(|m| m.score)
        .is_some_and(|played| drop(before.score, played, phase) >= SUSPECT_DROP);
    in_one_search || drop(turn.before, turn.after, phase) >= SUSPECT_DROP
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game of Nine Men's Morris.
    fn searched_game() -> Game {
        let rules = std::sync::Arc::new(morris_core::catalog::shipped("nine-mens-morris").unwrap());
        let mut game = Game::new(rules);
        for text in ["d6", "d2", "b4", "f4", "d7", "a1", "g7", "d1", "f2"] {
            game.play_text(text).unwrap();
        }
        game
    }

    /// [`searched_game`] reviewed by the search alone.
    fn searched_review() -> Review {
        by_search(&searched_game(), 3)
    }

    /// The review of `game` by the search alone, to `depth`.
    fn by_search(game: &Game, depth: u32) -> Review {
        let mut engine = Engine::with_table_size(1);
        engine.set_table_lookup(false);
        review(
            &mut engine,
            game,
            &Limits::depth(depth),
            &Stop::new(),
            &mut |_, _| {},
        )
    }

    #[test]
    fn each_position_is_scored_once_on_both_sides_of_a_turn() {
        let review = searched_review();
        assert!(review.complete);
        assert_eq!(review.turns.len(), 9);
        for pair in review.turns.windows(2) {
            let (turn, next) = (&pair[0], &pair[1]);
            assert_eq!(
                turn.after,
                next.before.for_previous_player(),
                "{turn:?} {next:?}"
            );
            assert_eq!(turn.depth, 3);
        }
    }

    #[test]
    fn a_turn_back_to_an_earlier_position_is_judged_by_the_position_not_called_a_draw() {
        // Black is three pieces up; both players step out and back, and
        // Black's step back returns to the start.
        let rules = morris_testkit::rules("nine-mens-morris");
        let white = ["a1", "d2", "f4", "g7", "b6"];
        let black = ["g1", "d6", "b4", "a7", "f2", "e3", "c5", "d7"];
        let start = morris_testkit::text_of(&rules, &white, &black, 'w', (0, 0));
        let mut game = morris_testkit::game_at(&rules, &start);
        for text in ["a1-a4", "g1-g4", "a4-a1", "g4-g1"] {
            game.play_text(text).unwrap();
        }
        let review = by_search(&game, 4);
        assert!(review.complete);
        // With the game's history a search calls the step back a draw, and
        // a draw from three pieces up looks like a mistake; the review judges
        // the position the turn reached, as a table would.
        for turn in &review.turns {
            let checked = turn.checked.map(|c| [c.best, c.played]);
            let scores = [turn.before, turn.after]
                .into_iter()
                .chain(checked.into_iter().flatten());
            for score in scores {
                assert!(matches!(score, Score::Heuristic(_)), "{turn:?}");
            }
        }
        assert_eq!(review.turns[3].mark, None, "{:?}", review.turns[3]);
    }

    #[test]
    fn a_heuristic_mark_is_what_the_deepest_check_found() {
        let game = searched_game();
        let review = by_search(&game, 3);
        assert!(review.turns.iter().any(|t| t.checked.is_some()));
        let mut replay = Game::new(game.rules().clone());
        for t in &review.turns {
            replay.play(t.played).unwrap();
            let Some(mark) = t.mark else { continue };
            let checked = t.checked.expect("a heuristic mark has its evidence");
            assert!(checked.depth > t.depth, "{t:?}");
            let phase = Phase::Placement;
            assert_eq!(
                searched_mark(
                    checked.best,
                    checked.played,
                    phase,
                    replay.position(),
                    replay.rules()
                ),
                Some(mark)
            );
        }
        for t in review.turns.iter().filter(|t| t.checked.is_none()) {
            assert_eq!(t.mark, None, "{t:?}");
        }
    }
}
