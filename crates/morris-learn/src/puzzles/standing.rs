//! The player's standing at puzzles, kept across sessions: their Glicko-2
//! rating, the streak and the best streak, how many puzzles they tried and
//! solved, and each puzzle's own rating from the attempts at it. A puzzle is
//! known by its variant's id and its position text (unique within a set);
//! it starts at its difficulty's rating with `PUZZLE_DEVIATION` and plays
//! the solver's opponent: a solved puzzle lost.

use morris_core::Rules;
use serde::{Deserialize, Serialize};

use super::Puzzle;
use super::rating::Rating;

/// The player's standing at puzzles; [`Standing::record`] adds an attempt.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Standing {
    pub rating: Rating,
    /// Puzzles solved in a row, to now.
    pub streak: u32,
    /// The longest streak so far.
    pub best_streak: u32,
    /// Puzzles tried (a skipped puzzle is not).
    pub attempts: u32,
    pub solved: u32,
    /// The puzzles tried, each with its rating from the attempts at it.
    pub puzzles: Vec<PuzzleStanding>,
}

// Glicko-2 keeps every rating finite, never NaN: equality is total (the
// front ends' settings compare whole).
impl Eq for Standing {}

/// A puzzle tried, and its rating from the attempts at it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleStanding {
    /// The variant's id.
    pub variant: String,
    /// The puzzle's position text.
    pub position: String,
    pub rating: Rating,
    #[serde(default)]
    pub attempts: u32,
    /// How many attempts solved it.
    #[serde(default)]
    pub solved: u32,
}

impl PuzzleStanding {
    /// Is this the standing of `puzzle` under `rules`?
    fn is_of(&self, rules: &Rules, position: &str) -> bool {
        self.variant == rules.id() && self.position == position
    }
}

impl Standing {
    /// The standing of `puzzle` (of `rules`' set), if anyone tried it.
    pub fn puzzle(&self, rules: &Rules, puzzle: &Puzzle) -> Option<&PuzzleStanding> {
        let position = puzzle.position.to_text(rules);
        self.puzzles.iter().find(|p| p.is_of(rules, &position))
    }

    /// The rating of `puzzle`: from the attempts at it, or its difficulty's
    /// before the first.
    pub fn puzzle_rating(&self, rules: &Rules, puzzle: &Puzzle) -> Rating {
        self.puzzle(rules, puzzle)
            .map_or_else(|| Rating::puzzle(puzzle.difficulty.rating()), |p| p.rating)
    }

    /// Records an attempt at `puzzle`: the player is rated against the
    /// puzzle's rating as it stood, and the puzzle against the player's; the
    /// streak grows or starts again. Returns the puzzle's standing after it.
    pub fn record(&mut self, rules: &Rules, puzzle: &Puzzle, solved: bool) -> &PuzzleStanding {
        let position = puzzle.position.to_text(rules);
        let index = match self.puzzles.iter().position(|p| p.is_of(rules, &position)) {
            Some(index) => index,
            None => {
                self.puzzles.push(PuzzleStanding {
                    variant: rules.id().to_string(),
                    position,
                    rating: Rating::puzzle(puzzle.difficulty.rating()),
                    attempts: 0,
                    solved: 0,
                });
                self.puzzles.len() - 1
            }
        };
        let (player, before) = (self.rating, self.puzzles[index].rating);
        self.rating = player.against(before, solved);
        self.attempts = self.attempts.saturating_add(1);
        if solved {
            self.solved = self.solved.saturating_add(1);
            self.streak = self.streak.saturating_add(1);
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
        let entry = &mut self.puzzles[index];
        entry.rating = before.against(player, !solved);
        entry.attempts = entry.attempts.saturating_add(1);
        entry.solved = entry.solved.saturating_add(u32::from(solved));
        entry
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{parse_set, shipped_set};

    fn first_two() -> (Rules, Puzzle, Puzzle) {
        let text = shipped_set("three-mens-morris").unwrap();
        let read = parse_set("three.ron", text).unwrap();
        let (a, b) = (read.set.puzzles[0].clone(), read.set.puzzles[1].clone());
        (read.rules, a, b)
    }

    #[test]
    fn a_puzzle_starts_at_its_difficulty_and_loses_when_solved() {
        let (rules, puzzle, _) = first_two();
        let mut standing = Standing::default();
        let start = puzzle.difficulty.rating();
        assert_eq!(standing.puzzle_rating(&rules, &puzzle).rating, start);
        assert!(standing.puzzle(&rules, &puzzle).is_none());
        let after = standing.record(&rules, &puzzle, true).clone();
        assert_eq!(after.attempts, 1);
        assert_eq!(after.solved, 1);
        assert!(after.rating.rating < start, "{after:?}");
        assert!(after.rating.deviation < 100.0);
        assert!(standing.rating.rating > 1500.0);
        assert_eq!(standing.puzzle_rating(&rules, &puzzle), after.rating);
    }

    #[test]
    fn the_player_is_rated_against_the_puzzles_rating_as_it_stood() {
        let (rules, puzzle, _) = first_two();
        let mut standing = Standing::default();
        standing.record(&rules, &puzzle, false);
        let player = standing.rating;
        let stood = standing.puzzle_rating(&rules, &puzzle);
        assert!(stood.rating > puzzle.difficulty.rating());
        standing.record(&rules, &puzzle, true);
        assert_eq!(standing.rating, player.against(stood, true));
        assert_eq!(
            standing.puzzle_rating(&rules, &puzzle),
            stood.against(player, false)
        );
        assert_eq!(standing.puzzles.len(), 1);
        assert_eq!(standing.puzzles[0].attempts, 2);
        assert_eq!(standing.puzzles[0].solved, 1);
    }

    #[test]
    fn the_streak_counts_solved_puzzles_in_a_row_and_the_best_stays() {
        let (rules, a, b) = first_two();
        let mut standing = Standing::default();
        for solved in [true, true, false, true] {
            standing.record(&rules, &a, solved);
        }
        standing.record(&rules, &b, true);
        assert_eq!(standing.streak, 2);
        assert_eq!(standing.best_streak, 2);
        assert_eq!((standing.attempts, standing.solved), (5, 4));
        assert_eq!(standing.puzzles.len(), 2);
        assert_eq!(standing.puzzles[1].variant, "three-mens-morris");
        assert_eq!(standing.puzzles[1].position, b.position.to_text(&rules));
    }
}
