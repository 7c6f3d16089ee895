//! The game without the mouse and without the eyes: the turns announced as
//! they are played (`announce.rs`), the move field where a turn or a word is
//! typed (`move_field.rs`), the keys and what the field's words answer
//! (`keyboard.rs`), and the short live text a page keeps for screen readers
//! and tests, with the files that arrive from the page (`live.rs`).

pub(crate) mod announce;
mod keyboard;
mod live;
pub(crate) mod move_field;
