//! Lessons made from the rules: for any variant, a short course of steps (the
//! board, placing, mills, moving, flying, one step for each rule of the
//! feature registry the variant uses, and how the game ends). Each step is a
//! position core reached by seeded random play from the start, where the
//! step's rule acts on the learner's turn, and a goal: what a right answer
//! does. Nothing is written per variant, and the same rules always give the
//! same lesson.
//!
//! The lesson is data (step kinds, positions, goals, verdicts); the words are
//! morris-i18n's.
//!
//! ```
//! use morris_core::catalog;
//! use morris_learn::{Lesson, Verdict};
//! let rules = catalog::shipped("three-mens-morris").unwrap();
//! let lesson = Lesson::of(&rules);
//! let step = lesson.steps().iter().find(|s| s.answer().is_some()).unwrap();
//! let right = morris_core::move_text(&rules, step.answer().unwrap());
//! assert!(matches!(step.check(&rules, &right), Verdict::Right(_)));
//! assert!(matches!(step.check(&rules, "z9"), Verdict::Illegal(_)));
//! ```

// The coach judges a person's turn by the mills each side could close.
pub mod coach;
// The player's own files (drills, the puzzle standing) are read and written
// in one place, below everything that keeps one.
mod data_file;
// A goal says what a right answer does; the search finds a position where a
// goal can be met; a lesson is the steps made from both.
mod goal;
mod lesson;
pub mod puzzles;
// Drills stand apart too: a review's marked turns, checked and scheduled.
pub mod drills;
mod forced;
mod search;
// Tactics proved by bounded exhaustive search, for puzzles and lessons.
pub mod tactics;
mod text_place;
mod turn_facts;

pub use data_file::{DATA_CAP, DataFileError};
pub use goal::{Event, Goal, Refusal};
pub use lesson::{Lesson, Step, StepKind, Strategy, Verdict, feature_goal};
