//! When a turn earns a mark, from the scores of the best move and of the
//! move played.
//!
//! - `??` (blunder): the exact value got worse in kind, a win turned into a
//!   draw or a loss, or a draw into a loss. Exact where a solved table covers
//!   the position; without a table, only a proven win turned into a proven
//!   loss: a search cannot prove that a position was not lost already.
//! - `?` (mistake): without a table, the expected result ([`Score::expected_in`],
//!   on the scale fitted to the solved tables) fell by [`MISTAKE_DROP`] or
//!   more against the best move, in the deepest search of the turn, and
//!   that search no longer scores the move played ahead ([`STILL_AHEAD`],
//!   where no side flies).
//!
//! A heuristic review writes no `?!`: measured against the tables, most
//! small drops were the horizon's, not the player's (`docs/review-merit.md`).

use morris_core::record::Mark;
use morris_core::{Color, Phase, Position, Rules};

use crate::search::Score;

/// A drop of the expected result this large, found by the review's own
/// search (between the positions before and after the turn, or between the
/// move played and the best one), makes the turn a suspect, searched again
/// deeper.
pub const SUSPECT_DROP: f64 = 0.05;

/// A deeper search of a suspect that finds a drop under this dismisses it:
/// the move played was as good as the best, as far as a search can tell.
pub const DISMISS_DROP: f64 = 0.10;

/// A drop this large in the deepest search of a suspect is a mistake. Chosen
/// with [`SUSPECT_DROP`], [`DISMISS_DROP`], [`CLEAR_DROP`], [`STILL_AHEAD`]
/// and [`super::CONFIRM_STEPS`] on games of Seven Men's Morris judged by its
/// table (seeds 1000 to 1029 of `review_merit`, not the games the README
/// measures; `docs/review-merit.md`): two in three exact mistakes marked,
/// about one mark in five wrong.
pub const MISTAKE_DROP: f64 = 0.20;

/// A drop this large at a confirming step before the last is clear enough:
/// the turn is marked without the last, dearest search.
pub const CLEAR_DROP: f64 = 0.40;

/// A deeper search that still scores the move played at least this far
/// ahead for its player (a quarter of a piece) finds no mistake, however far
/// the best move was ahead: measured against the tables, nearly every such
/// mark was a won position kept won, more slowly (`docs/review-merit.md`).
/// Not where a side flies (see [`searched_mark`]).
pub const STILL_AHEAD: i32 = 25;

/// How much the expected result of `played` falls short of `best`, for the
/// player who chooses between them in a position in `phase` (never below 0).
pub fn drop(best: Score, played: Score, phase: Phase) -> f64 {
    (best.expected_in(phase) - played.expected_in(phase)).max(0.0)
}

/// Does the deepest search still score the move played, into `after`, ahead
/// for its player ([`STILL_AHEAD`])? Not where a side flies: a piece up
/// against three that fly is no edge, and in Morabaraba's endgames a quarter
/// of the mistakes found were a proven win given up for such a piece.
fn still_ahead(played: Score, after: &Position, rules: &Rules) -> bool {
    let flying = Color::ALL.iter().any(|&c| after.can_fly(rules, c));
    !flying && matches!(played, Score::Heuristic(v) if v >= STILL_AHEAD)
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

/// The mark of a turn whose exact value went from `before` to `after`:
/// a blunder when the result got worse in kind, never for a slower win or
/// a quicker loss.
pub fn exact_mark(before: Score, after: Score) -> Option<Mark> {
    match (kind(before), kind(after)) {
        (Some(b), Some(a)) if a < b => Some(Mark::Blunder),
        _ => None,
    }
}

/// The mark of a turn scored `played` by a search in which the best move
/// scored `best`, played from a position in `phase` into `after`.
pub fn searched_mark(
    best: Score,
    played: Score,
    phase: Phase,
    after: &Position,
    rules: &Rules,
) -> Option<Mark> {
    if matches!(best, Score::Win { .. }) && matches!(played, Score::Loss { .. }) {
        return Some(Mark::Blunder);
    }
    if still_ahead(played, after, rules) {
        return None;
    }
    (drop(best, played, phase) >= MISTAKE_DROP).then_some(Mark::Mistake)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Expectation;

    #[test]
    fn exact_marks_count_only_a_change_of_result() {
        let win = |turns| Score::Win { turns };
        let loss = |turns| Score::Loss { turns };
        assert_eq!(exact_mark(win(3), Score::Draw), Some(Mark::Blunder));
        assert_eq!(exact_mark(win(3), loss(8)), Some(Mark::Blunder));
        assert_eq!(exact_mark(Score::Draw, loss(8)), Some(Mark::Blunder));
        assert_eq!(exact_mark(win(3), win(41)), None);
        assert_eq!(exact_mark(loss(9), loss(1)), None);
        assert_eq!(exact_mark(Score::Draw, Score::Draw), None);
    }

    /// Nine Men's Morris, and positions after a turn: four pieces against
    /// four (nobody flies) and four against three (Black flies).
    fn nine() -> Rules {
        morris_core::catalog::shipped("nine-mens-morris").unwrap()
    }
    fn four_against_four(rules: &Rules) -> Position {
        Position::from_text(rules, "W.W.W.W.B.B.B.B......... b 0 0").unwrap()
    }
    fn four_against_three(rules: &Rules) -> Position {
        Position::from_text(rules, "W.W.W.W.B.B.B........... b 0 0").unwrap()
    }

    /// The lowest heuristic score whose expected result is at least `e`.
    fn at(e: f64) -> Score {
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
        Score::Heuristic(low)
    }

    #[test]
    fn a_searched_drop_is_a_mistake_from_the_threshold_on() {
        let rules = nine();
        let searched_mark = |best, played, phase| {
            searched_mark(best, played, phase, &four_against_four(&rules), &rules)
        };
        let even = Score::Heuristic(0);
        let m = Phase::Movement;
        assert_eq!(
            searched_mark(even, at(0.5 - MISTAKE_DROP - 0.01), m),
            Some(Mark::Mistake)
        );
        assert_eq!(searched_mark(even, at(0.5 - MISTAKE_DROP + 0.01), m), None);
        // A proven loss walked into, or a proven win given up, from a
        // position the search could not judge: a mistake, not a certainty.
        assert_eq!(
            searched_mark(Score::Heuristic(30), Score::Loss { turns: 5 }, m),
            Some(Mark::Mistake)
        );
        // Against pieces that fly, a piece or two up is no edge.
        let flying = four_against_three(&rules);
        assert_eq!(
            super::searched_mark(
                Score::Win { turns: 5 },
                Score::Heuristic(200),
                m,
                &flying,
                &rules
            ),
            Some(Mark::Mistake)
        );
        assert_eq!(
            searched_mark(Score::Win { turns: 5 }, Score::Loss { turns: 8 }, m),
            Some(Mark::Blunder)
        );
        // A draw by repetition against a clear edge is a drop like any other.
        assert_eq!(
            searched_mark(at(0.5 + MISTAKE_DROP + 0.01), Score::Draw, m),
            Some(Mark::Mistake)
        );
    }

    #[test]
    fn a_turn_that_leaves_its_player_ahead_is_not_marked_unless_a_side_flies() {
        let rules = nine();
        let four_against_four = four_against_four(&rules);
        let four_against_three = four_against_three(&rules);
        let ahead = Score::Heuristic(STILL_AHEAD);
        assert!(still_ahead(ahead, &four_against_four, &rules));
        assert!(still_ahead(
            Score::Heuristic(900),
            &four_against_four,
            &rules
        ));
        assert!(!still_ahead(
            Score::Heuristic(STILL_AHEAD - 1),
            &four_against_four,
            &rules
        ));
        assert!(!still_ahead(
            Score::Win { turns: 3 },
            &four_against_four,
            &rules
        ));
        assert!(!still_ahead(ahead, &four_against_three, &rules));
        let win = Score::Win { turns: 5 };
        let m = Phase::Movement;
        let mark = |after: &Position| searched_mark(win, Score::Heuristic(200), m, after, &rules);
        assert_eq!(mark(&four_against_four), None);
        assert_eq!(mark(&four_against_three), Some(Mark::Mistake));
    }

    #[test]
    fn the_same_drop_of_score_weighs_less_where_the_game_is_decided() {
        let rules = nine();
        let searched_mark = |best, played, phase| {
            searched_mark(best, played, phase, &four_against_three(&rules), &rules)
        };
        let h = Score::Heuristic;
        let m = Phase::Movement;
        assert!(searched_mark(h(0), h(-400), m).is_some());
        assert_eq!(searched_mark(h(3000), h(2600), m), None);
    }

    #[test]
    fn a_move_better_than_the_best_drops_nothing() {
        assert_eq!(
            drop(
                Score::Heuristic(-200),
                Score::Heuristic(100),
                Phase::Placement
            ),
            0.0
        );
    }
}
