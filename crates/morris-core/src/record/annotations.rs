//! What a record says about its moves besides the moves: comments, marks and
//! variations, kept as PGN keeps them.
//!
//! ```text
//! 1. d6 {a quiet start} d2 2. d5?! (2. f4 {keeps the centre}) 2... d3
//! ```
//!
//! A comment `{...}` (or `; ...` to the end of the line) right after a move is
//! said after it; one at the start of the moves, of a variation, or between a
//! move number and its move is said before the move. A mark (`!`, `?`, `!!`,
//! `??`, `!?`, `?!`, or the PGN codes `$1` to `$6`) follows its move; the other
//! PGN codes (`$0`, `$7` to `$255`) are kept as numbers and written back. A
//! variation `( ... )` after a move is played instead of that move, from the
//! position before it; variations nest.

use std::fmt;

use crate::position::moves::Move;

/// A judgement of a move, as chess annotators write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// `!`
    Good,
    /// `?`
    Mistake,
    /// `!!`
    Brilliant,
    /// `??`
    Blunder,
    /// `!?`
    Interesting,
    /// `?!`
    Dubious,
}

impl Mark {
    pub const ALL: [Mark; 6] = [
        Mark::Good,
        Mark::Mistake,
        Mark::Brilliant,
        Mark::Blunder,
        Mark::Interesting,
        Mark::Dubious,
    ];

    /// The mark as written after a move: `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Good => "!",
            Mark::Mistake => "?",
            Mark::Brilliant => "!!",
            Mark::Blunder => "??",
            Mark::Interesting => "!?",
            Mark::Dubious => "?!",
        }
    }

    /// Reads a mark written as a symbol (`?!`) or a PGN code (`$6`).
    pub fn from_text(text: &str) -> Option<Mark> {
        Mark::ALL.into_iter().enumerate().find_map(|(i, mark)| {
            (text == mark.symbol() || text == format!("${}", i + 1)).then_some(mark)
        })
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// What is said about one turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// Comments before the move.
    pub before: Vec<String>,
    pub mark: Option<Mark>,
    /// PGN numeric annotations other than the marks (`$0`, `$7` to `$255`),
    /// kept as read and written back after the mark.
    pub codes: Vec<u8>,
    /// Comments after the move (and its mark).
    pub after: Vec<String>,
    /// Lines played instead of this move, from the position before it.
    pub variations: Vec<Variation>,
}

impl Notes {
    pub fn is_empty(&self) -> bool {
        self == &Notes::default()
    }
}

/// A line of turns played instead of a turn of the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Variation {
    pub turns: Vec<NotedMove>,
}

/// A turn of a variation and what is said about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotedMove {
    pub mv: Move,
    pub notes: Notes,
}

impl NotedMove {
    pub fn new(mv: Move) -> NotedMove {
        NotedMove {
            mv,
            notes: Notes::default(),
        }
    }
}

/// The annotations of a whole game: one [`Notes`] per turn of the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotations {
    /// `turns[i]` is about the game's turn `i` (from 0); turns past the end
    /// have nothing said about them.
    pub turns: Vec<Notes>,
    /// Comments in a record with no move to say them about.
    pub alone: Vec<String>,
}

impl Annotations {
    pub fn new() -> Annotations {
        Annotations::default()
    }

    /// What is said about turn `i` (from 0), if anything.
    pub fn turn(&self, i: usize) -> Option<&Notes> {
        self.turns.get(i).filter(|n| !n.is_empty())
    }

    /// The notes of turn `i`, made if missing.
    pub fn turn_mut(&mut self, i: usize) -> &mut Notes {
        if self.turns.len() <= i {
            self.turns.resize_with(i + 1, Notes::default);
        }
        &mut self.turns[i]
    }

    pub fn is_empty(&self) -> bool {
        self.alone.is_empty() && self.turns.iter().all(Notes::is_empty)
    }
}

/// The text of a comment as written between braces: a `}` inside would end
/// it early, so it becomes `)`; line breaks become spaces.
pub(super) fn comment_token(text: &str) -> String {
    let text: String = text
        .chars()
        .map(|c| match c {
            '}' => ')',
            '\n' | '\r' => ' ',
            c => c,
        })
        .collect();
    format!("{{{}}}", text.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_read_their_symbols_and_codes() {
        for mark in Mark::ALL {
            assert_eq!(Mark::from_text(mark.symbol()), Some(mark));
        }
        assert_eq!(Mark::from_text("$4"), Some(Mark::Blunder));
        assert_eq!(Mark::from_text("$6"), Some(Mark::Dubious));
        assert_eq!(Mark::from_text("???"), None);
        assert_eq!(Mark::from_text("$7"), None);
    }

    #[test]
    fn a_comment_cannot_close_itself_early() {
        assert_eq!(comment_token(" a } b\nc "), "{a ) b c}");
    }
}
