//! What is said about the turns of the game on the table: the comments and
//! marks of a loaded record, and the review the worker made. Each is kept
//! with the moves it was made for, and counts only for the turns the game
//! still shares with them: after an undo and another move, the notes of the
//! turns that changed are no longer shown.

use morris_ai::review::{Review, TurnReview};
use morris_core::record::{Annotations, Mark, Notes};
use morris_core::{Game, Move};
use morris_i18n::words;

/// Notes and a review, each with the moves it is about.
#[derive(Clone, Debug, Default)]
pub struct ReviewNotes {
    record: Option<(Vec<Move>, Annotations)>,
    review: Option<(Vec<Move>, Review)>,
}

/// How many first moves `a` and `b` share.
fn shared(a: &[Move], b: &[Move]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

impl ReviewNotes {
    /// The notes of a record just loaded as `game`; any review is forgotten.
    pub fn from_record(game: &Game, notes: Annotations) -> ReviewNotes {
        ReviewNotes {
            record: Some((game.moves().to_vec(), notes)),
            review: None,
        }
    }

    pub fn set_review(&mut self, game: &Game, review: Review) {
        self.review = Some((game.moves().to_vec(), review));
    }

    /// The review, when it is about the whole of `game` as it stands.
    pub fn review_of(&self, game: &Game) -> Option<&Review> {
        self.review
            .as_ref()
            .filter(|(moves, _)| moves.as_slice() == game.moves())
            .map(|(_, review)| review)
    }

    /// Has `game` a complete review?
    pub fn reviewed(&self, game: &Game) -> bool {
        self.review_of(game).is_some_and(|r| r.complete)
    }

    /// What the review says about turn `i` (from 0) of `game`.
    pub fn turn_review(&self, game: &Game, i: usize) -> Option<&TurnReview> {
        let (moves, review) = self.review.as_ref()?;
        (i < shared(moves, game.moves())).then_some(())?;
        review.turns.get(i)
    }

    /// What the loaded record says about turn `i` (from 0) of `game`.
    pub fn record_notes(&self, game: &Game, i: usize) -> Option<&Notes> {
        let (moves, notes) = self.record.as_ref()?;
        (i < shared(moves, game.moves())).then_some(())?;
        notes.turn(i)
    }

    /// The record's comments that go with no move.
    pub fn comments_alone(&self) -> &[String] {
        self.record.as_ref().map_or(&[], |(_, n)| &n.alone)
    }

    /// The mark of turn `i`: the review's when it has reviewed the turn,
    /// else the record's.
    pub fn mark(&self, game: &Game, i: usize) -> Option<Mark> {
        match self.turn_review(game, i) {
            Some(t) => t.mark,
            None => self.record_notes(game, i).and_then(|n| n.mark),
        }
    }

    /// The loaded record's notes for the turns `game` still shares with it.
    pub fn record_annotations(&self, game: &Game) -> Annotations {
        match &self.record {
            Some((moves, notes)) => {
                let mut kept = notes.clone();
                kept.turns.truncate(shared(moves, game.moves()));
                kept
            }
            None => Annotations::new(),
        }
    }

    /// The record's notes for `game` with the review's marks, in the words
    /// the terminal writes (records are language-neutral): earlier review
    /// marks are replaced, each marked turn says what was best and holds the
    /// best move as a variation.
    pub fn annotations(&self, game: &Game) -> Annotations {
        let notes = self.record_annotations(game);
        let turns: Vec<TurnReview> = (0..game.moves().len())
            .filter_map(|i| self.turn_review(game, i))
            .cloned()
            .collect();
        let review = Review {
            turns,
            complete: true,
        };
        morris_ai::review::annotate(game.rules(), &notes, &review)
    }
}

/// "Best was d6-d5 (win in 7)": the best move and its score for the player
/// who made the turn.
pub fn best_text(game: &Game, t: &TurnReview) -> String {
    words::best_instead(game.rules(), t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_ai::search::Score;
    use morris_core::Color;
    use std::sync::Arc;

    fn game(moves: &[&str]) -> Game {
        let rules = morris_core::catalog::shipped("three-mens-morris").unwrap();
        let mut game = Game::new(Arc::new(rules));
        for m in moves {
            game.play_text(m).unwrap();
        }
        game
    }

    fn turn(game: &Game, i: usize, mark: Option<Mark>) -> TurnReview {
        TurnReview {
            turn: i,
            side: if i.is_multiple_of(2) {
                Color::White
            } else {
                Color::Black
            },
            played: game.moves()[i],
            before: Score::Heuristic(0),
            after: Score::Heuristic(-200),
            best: game.moves()[0],
            exact: false,
            depth: 4,
            checked: None,
            mark,
        }
    }

    #[test]
    fn notes_count_only_for_the_moves_still_played() {
        let played = game(&["b2", "a1", "c1"]);
        let review = Review {
            turns: vec![
                turn(&played, 0, None),
                turn(&played, 1, Some(Mark::Mistake)),
                turn(&played, 2, Some(Mark::Blunder)),
            ],
            complete: true,
        };
        let mut notes = ReviewNotes::default();
        notes.set_review(&played, review);
        assert!(notes.reviewed(&played));
        assert_eq!(notes.mark(&played, 2), Some(Mark::Blunder));
        let other = game(&["b2", "a1", "a3"]);
        assert!(!notes.reviewed(&other));
        assert_eq!(notes.mark(&other, 1), Some(Mark::Mistake));
        assert_eq!(notes.mark(&other, 2), None, "turn 3 was played otherwise");
        let saved = notes.annotations(&other);
        assert_eq!(saved.turns.len(), 2);
        assert_eq!(saved.turns[1].mark, Some(Mark::Mistake));
        assert_eq!(saved.turns[1].variations.len(), 1);
    }

    #[test]
    fn the_record_marks_show_until_a_review_says_otherwise() {
        let played = game(&["b2", "a1"]);
        let mut record = Annotations::new();
        record.turn_mut(1).mark = Some(Mark::Dubious);
        record.turn_mut(1).after.push("hmm".into());
        let mut notes = ReviewNotes::from_record(&played, record);
        assert_eq!(notes.mark(&played, 1), Some(Mark::Dubious));
        assert_eq!(notes.record_notes(&played, 1).unwrap().after, ["hmm"]);
        let review = Review {
            turns: vec![turn(&played, 0, None), turn(&played, 1, None)],
            complete: true,
        };
        notes.set_review(&played, review);
        assert_eq!(notes.mark(&played, 1), None);
        assert_eq!(notes.annotations(&played).turns[1].after, ["hmm"]);
    }
}
