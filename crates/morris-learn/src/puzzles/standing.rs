//! The player's standing at puzzles, kept across sessions: a Glicko-2
//! rating per variant, the streak and the best streak, how many puzzles they
//! tried and solved, and each puzzle's own rating. A puzzle is known by its
//! variant's id and its position text (unique within a set); it starts at
//! its difficulty's rating with `PUZZLE_DEVIATION` and plays the solver's
//! opponent: a solved puzzle lost.
//!
//! Only the first attempt at a puzzle is rated (see [`AttemptEnd`]): every
//! later one is practice, which moves no rating, no streak and no count of
//! the player's, so that a rating can be raised only by solving new puzzles.
//!
//! A standing remembers the attempts recorded since it was last saved, so
//! that a save can record them again on what another session saved since
//! (`Standing::save`): the attempts of both are kept, and where both
//! sessions tried one puzzle, the attempt saved first is its rated one.

use morris_core::Rules;
use serde::{Deserialize, Serialize};

use super::Puzzle;
use super::rating::{Outcome, Rating, puzzle_rating, variant_key};

/// The player's standing at puzzles; [`Standing::record`] adds an attempt.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(from = "StandingData")]
pub struct Standing {
    /// The player's rating in each variant they were rated in.
    pub ratings: Vec<VariantRating>,
    /// Puzzles solved in a row at their first attempt, to now.
    pub streak: u32,
    /// The longest streak so far.
    pub best_streak: u32,
    /// Puzzles rated: first attempts (a skipped puzzle is not one).
    pub attempts: u32,
    /// First attempts solved without a hint.
    pub solved: u32,
    /// The puzzles tried, each with its rating from the attempts at it.
    pub puzzles: Vec<PuzzleStanding>,
    /// The attempts recorded since the standing was read or saved.
    #[serde(skip)]
    pub unsaved: Unsaved,
}

/// Attempts not saved yet. They are how the standing came to be, not what
/// it is: two standings with the same numbers are equal whatever each has
/// still to save.
#[derive(Clone, Debug, Default)]
pub struct Unsaved(Vec<Attempted>);

impl PartialEq for Unsaved {
    fn eq(&self, _: &Unsaved) -> bool {
        true
    }
}

/// One attempt, with all [`Standing::record`] needs to record it again on
/// another copy of the standing.
#[derive(Clone, Debug)]
struct Attempted {
    /// The player's rating's key ([`variant_key`]).
    key: String,
    /// The variant's id and the puzzle's position text.
    variant: String,
    position: String,
    /// The puzzle's rating before anyone tried it.
    start: f64,
    end: AttemptEnd,
}

// Glicko-2 keeps every rating finite, never NaN: equality is total (the
// front ends' settings compare whole).
impl Eq for Standing {}

/// The player's rating in one variant: a shipped id or `rules-` and a game
/// fingerprint ([`variant_key`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VariantRating {
    pub variant: String,
    pub rating: Rating,
}

/// The standing as a file or the settings hold it: today's fields, and the
/// single rating the versions before kept for every variant.
#[derive(Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct StandingData {
    #[serde(deserialize_with = "some")]
    rating: Option<Rating>,
    ratings: Vec<VariantRating>,
    streak: u32,
    best_streak: u32,
    attempts: u32,
    solved: u32,
    puzzles: Vec<PuzzleStanding>,
}

/// A rating written bare (RON reads an `Option` only as `Some(...)`).
fn some<'de, D: serde::Deserializer<'de>>(read: D) -> Result<Option<Rating>, D::Error> {
    Rating::deserialize(read).map(Some)
}

impl From<StandingData> for Standing {
    /// An older standing's one rating carries over as the rating of every
    /// variant its puzzles were tried in, or of Nine Men's Morris (the
    /// default variant) when it names none.
    fn from(data: StandingData) -> Standing {
        let mut ratings = data.ratings;
        if let Some(old) = data.rating
            && ratings.is_empty()
        {
            let mut variants: Vec<&str> = data
                .puzzles
                .iter()
                .filter(|p| p.attempts > 0)
                .map(|p| p.variant.as_str())
                .collect();
            variants.dedup();
            if variants.is_empty() {
                variants.push(morris_core::catalog::DEFAULT_VARIANT);
            }
            for variant in variants {
                if !ratings.iter().any(|r| r.variant == variant) {
                    let variant = variant.to_string();
                    ratings.push(VariantRating {
                        variant,
                        rating: old,
                    });
                }
            }
        }
        Standing {
            ratings,
            streak: data.streak,
            best_streak: data.best_streak,
            attempts: data.attempts,
            solved: data.solved,
            puzzles: data.puzzles,
            unsaved: Unsaved::default(),
        }
    }
}

/// A puzzle tried, and its rating from the attempts at it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleStanding {
    /// The variant's id.
    pub variant: String,
    /// The puzzle's position text.
    pub position: String,
    pub rating: Rating,
    /// Every attempt, the first (rated) and the practice after it.
    #[serde(default)]
    pub attempts: u32,
    /// How many attempts solved it.
    #[serde(default)]
    pub solved: u32,
}

impl PuzzleStanding {
    /// Is this the standing of the puzzle at `position` of the variant `variant`?
    fn is_of(&self, variant: &str, position: &str) -> bool {
        self.variant == variant && self.position == position
    }
}

/// How an attempt at a puzzle ended, as the rating sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttemptEnd {
    /// Solved, with no hint and without the solution seen.
    Solved,
    /// A wrong turn.
    Missed,
    /// A hint was asked for: the attempt counts as a miss.
    Hinted,
    /// The solution was shown: a miss.
    SawSolution,
}

/// What [`Standing::record`] made of an attempt.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Recorded {
    /// The first attempt at the puzzle: the rating moved. Else practice.
    pub rated: bool,
    /// The player's rating in the variant, after it.
    pub rating: Rating,
}

impl Standing {
    /// The player's rating at `rules`' variant: a newcomer's before the first.
    pub fn rating(&self, rules: &Rules) -> Rating {
        self.rating_of(&variant_key(rules))
    }

    fn rating_of(&self, key: &str) -> Rating {
        self.ratings
            .iter()
            .find(|r| r.variant == key)
            .map_or_else(Rating::default, |r| r.rating)
    }

    /// The standing of `puzzle` (of `rules`' set), if anyone tried it.
    pub fn puzzle(&self, rules: &Rules, puzzle: &Puzzle) -> Option<&PuzzleStanding> {
        let position = puzzle.position.to_text(rules);
        self.puzzles.iter().find(|p| p.is_of(rules.id(), &position))
    }

    /// Would an attempt at `puzzle` now be rated (none was made before)?
    pub fn is_rated(&self, rules: &Rules, puzzle: &Puzzle) -> bool {
        self.puzzle(rules, puzzle).is_none_or(|p| p.attempts == 0)
    }

    /// The rating of `puzzle`: from its rated attempt, or its difficulty's
    /// before it.
    pub fn puzzle_rating(&self, rules: &Rules, puzzle: &Puzzle) -> Rating {
        self.puzzle(rules, puzzle)
            .map_or_else(|| puzzle_rating(puzzle.difficulty.rating()), |p| p.rating)
    }

    /// Records an attempt at `puzzle`. The first is rated: the player
    /// against the puzzle's rating as it stood, and the puzzle against the
    /// player's; the streak grows or starts again. Any later attempt is
    /// practice: only the puzzle's own counts change.
    pub fn record(&mut self, rules: &Rules, puzzle: &Puzzle, end: AttemptEnd) -> Recorded {
        let attempted = Attempted {
            key: variant_key(rules),
            variant: rules.id().to_string(),
            position: puzzle.position.to_text(rules),
            start: puzzle.difficulty.rating(),
            end,
        };
        let recorded = self.apply(&attempted);
        self.unsaved.0.push(attempted);
        recorded
    }

    /// This standing with the attempts `self` recorded since it was read
    /// recorded again on `theirs` (what another session saved since): the
    /// standing a save writes. Nothing is left to save in it.
    pub(super) fn replayed_on(&self, mut theirs: Standing) -> Standing {
        for attempted in &self.unsaved.0 {
            theirs.apply(attempted);
        }
        theirs.unsaved = Unsaved::default();
        theirs
    }

    /// Records `attempted` (see [`Standing::record`]).
    fn apply(&mut self, attempted: &Attempted) -> Recorded {
        let Attempted {
            key,
            variant,
            position,
            start,
            end,
        } = attempted;
        let index = match self.puzzles.iter().position(|p| p.is_of(variant, position)) {
            Some(index) => index,
            None => {
                self.puzzles.push(PuzzleStanding {
                    variant: variant.clone(),
                    position: position.clone(),
                    rating: puzzle_rating(*start).made_sound(),
                    attempts: 0,
                    solved: 0,
                });
                self.puzzles.len() - 1
            }
        };
        let solved = *end == AttemptEnd::Solved;
        let rated = self.puzzles[index].attempts == 0;
        let player = self.rating_of(key);
        let entry = &mut self.puzzles[index];
        entry.attempts = entry.attempts.saturating_add(1);
        entry.solved = entry.solved.saturating_add(u32::from(solved));
        if !rated {
            let rating = player;
            return Recorded { rated, rating };
        }
        let outcome = if solved { Outcome::Won } else { Outcome::Lost };
        let before = entry.rating;
        entry.rating = before.against(player, outcome.reversed()).made_sound();
        let rating = player.against(before, outcome).made_sound();
        match self.ratings.iter_mut().find(|r| r.variant == *key) {
            Some(kept) => kept.rating = rating,
            None => self.ratings.push(VariantRating {
                variant: key.clone(),
                rating,
            }),
        }
        self.attempts = self.attempts.saturating_add(1);
        if solved {
            self.solved = self.solved.saturating_add(1);
            self.streak = self.streak.saturating_add(1);
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
        Recorded { rated, rating }
    }

    /// Has the standing attempts it has not saved?
    pub fn has_unsaved(&self) -> bool {
        !self.unsaved.0.is_empty()
    }

    /// Forgets the attempts not saved: where the standing is kept whole
    /// (a page's settings), it is saved as it is.
    pub fn mark_saved(&mut self) {
        self.unsaved = Unsaved::default();
    }
}

#[cfg(test)]
#[path = "standing_tests.rs"]
mod tests;
