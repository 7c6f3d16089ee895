//! One try at a puzzle, as the rating sees it: it is recorded in the
//! player's standing once, at the first thing that decides it (a hint, a
//! wrong turn, the solution seen, or the puzzle solved); whatever follows in
//! the same try changes nothing.

use morris_core::Rules;

use super::Puzzle;
use super::standing::{AttemptEnd, Recorded, Standing};

/// A try at one puzzle, from its position: a front end makes one for every
/// puzzle shown and every retry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PuzzleTry {
    hints: u8,
    decided: Option<AttemptEnd>,
}

impl PuzzleTry {
    pub fn new() -> PuzzleTry {
        PuzzleTry::default()
    }

    /// How many hints were given in this try.
    pub fn hints(&self) -> u8 {
        self.hints
    }

    /// How the try was decided, once it is.
    pub fn decided(&self) -> Option<AttemptEnd> {
        self.decided
    }

    /// A hint given: the try counts as a miss from the first. Returns what
    /// was recorded, when this decided the try.
    pub fn hint(
        &mut self,
        standing: &mut Standing,
        rules: &Rules,
        puzzle: &Puzzle,
    ) -> Option<Recorded> {
        self.hints = self.hints.saturating_add(1);
        self.end(standing, rules, puzzle, AttemptEnd::Hinted)
    }

    /// The try ends (or is decided) as `end`; recorded only if nothing
    /// decided it before. Returns what was recorded.
    pub fn end(
        &mut self,
        standing: &mut Standing,
        rules: &Rules,
        puzzle: &Puzzle,
        end: AttemptEnd,
    ) -> Option<Recorded> {
        if self.decided.is_some() {
            return None;
        }
        self.decided = Some(end);
        Some(standing.record(rules, puzzle, end))
    }
}

/// What a hint gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// What the puzzle's theme is about.
    Theme,
    /// The piece to move (or that a piece is placed) for the line's turn.
    Piece(morris_core::Move),
}

/// The `number`th hint (from 1) at turn `ply` of `puzzle`'s line: the theme
/// first, then the piece to move; where the player chose the theme (it is
/// shown already), the piece at once.
pub fn hint(puzzle: &Puzzle, ply: usize, number: u8, theme_chosen: bool) -> Hint {
    match (number, puzzle.line.get(ply)) {
        (1, _) if !theme_chosen => Hint::Theme,
        (_, Some(&mv)) => Hint::Piece(mv),
        (_, None) => Hint::Theme,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{parse_set, shipped_set};

    #[test]
    fn a_theme_already_chosen_is_not_the_first_hint() {
        let read = parse_set("three.ron", shipped_set("three-mens-morris").unwrap()).unwrap();
        let puzzle = &read.set.puzzles[0];
        let piece = Hint::Piece(puzzle.line[0]);
        assert_eq!(hint(puzzle, 0, 1, false), Hint::Theme);
        assert_eq!(hint(puzzle, 0, 2, false), piece);
        assert_eq!(hint(puzzle, 0, 1, true), piece);
        assert_eq!(hint(puzzle, 0, 2, true), piece);
    }
}
