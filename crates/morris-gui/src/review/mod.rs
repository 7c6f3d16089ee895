//! The review of a game: what is said about its turns, a loaded record's
//! comments and marks and the review the computer made (`notes.rs`); the
//! evaluation graph (`graph.rs`); and the panel under the board that shows
//! them, with the review started, stopped and closed (`view.rs`).

mod graph;
pub(crate) mod notes;
mod view;
