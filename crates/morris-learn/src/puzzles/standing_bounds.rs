//! What a standing file may hold, and its text, for its reader and its
//! writer alike: the reader refuses a file beyond these bounds
//! (`parse_standing`), and the writer keeps within them
//! ([`Standing::bounded`]), so that the program never writes a standing it
//! would later refuse.

use serde::Serialize;

use super::standing::Standing;
use crate::data_file::{DATA_CAP, names_a_path};

/// The most puzzles a standing file may hold.
pub(super) const MAX_PUZZLES: usize = 100_000;

/// Is `variant` a key a player's rating may be kept under (an id or a
/// fingerprint, never a path)?
pub(super) fn is_rating_key(variant: &str) -> bool {
    !variant.is_empty() && !names_a_path(variant)
}

/// May a puzzle tried name its variant so (an id, never a path)?
pub(super) fn is_puzzle_variant(variant: &str) -> bool {
    !names_a_path(variant)
}

impl Standing {
    /// The text of the standing as it is, with no bound applied.
    pub(super) fn text(&self) -> String {
        let lines = |items: Vec<String>| -> String { items.iter().map(|i| line(i)).collect() };
        let ratings = lines(self.ratings.iter().map(compact).collect());
        let puzzles = lines(self.puzzles.iter().map(compact).collect());
        format!(
            "(\n    ratings: [\n{}    ],\n    streak: {},\n    best_streak: {},\n    attempts: {},\n    solved: {},\n    puzzles: [\n{}    ],\n)\n",
            ratings, self.streak, self.best_streak, self.attempts, self.solved, puzzles
        )
    }

    /// The standing as its file may hold it, and the file's text. What the
    /// reader refuses is mended where it can be (a rating brought within
    /// Glicko-2's bounds, more solved than tried cut to what was tried)
    /// and let go where it cannot (a variant named by a path). When the
    /// text would pass the file's cap, or the puzzles their number, the
    /// oldest puzzles tried are let go (then the oldest ratings) until the
    /// text is an eighth under the cap, so that the next saves have room:
    /// a puzzle let go may be rated again, nothing else changes.
    pub fn bounded(mut self) -> (Standing, String) {
        self.ratings.retain(|r| is_rating_key(&r.variant));
        for kept in &mut self.ratings {
            kept.rating = kept.rating.made_sound();
        }
        self.solved = self.solved.min(self.attempts);
        self.puzzles.retain(|p| is_puzzle_variant(&p.variant));
        for entry in &mut self.puzzles {
            entry.rating = entry.rating.made_sound();
            entry.solved = entry.solved.min(entry.attempts);
        }
        let extra = self.puzzles.len().saturating_sub(MAX_PUZZLES);
        self.puzzles.drain(..extra);
        let text = self.text();
        let cap = DATA_CAP as usize;
        if text.len() <= cap {
            return (self, text);
        }
        let mut size = text.len();
        let room = cap - cap / 8;
        let size_of = |item: String| line(&item).len();
        let mut gone = 0;
        while size > room && gone < self.puzzles.len() {
            size -= size_of(compact(&self.puzzles[gone]));
            gone += 1;
        }
        self.puzzles.drain(..gone);
        let mut gone = 0;
        while size > room && gone < self.ratings.len() {
            size -= size_of(compact(&self.ratings[gone]));
            gone += 1;
        }
        self.ratings.drain(..gone);
        let text = self.text();
        (self, text)
    }
}

/// One value as compact RON, for a line of its own.
pub(super) fn compact<T: Serialize>(value: &T) -> String {
    ron::to_string(value).unwrap_or_default()
}

/// One item's line in a list of the file.
pub(super) fn line(item: &str) -> String {
    format!("        {item},\n")
}
