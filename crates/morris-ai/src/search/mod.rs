//! Alpha-beta search, evaluation and playing levels.
