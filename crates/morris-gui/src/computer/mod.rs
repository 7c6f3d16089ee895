//! The computer's side of the game: its thinking as the app sees it, a
//! request out and an answer collected later (`thinking.rs`); the thinking
//! itself, with morris-ai (`engine.rs`), on a thread on the desktop
//! (`worker.rs`) or in a page's Web Worker, whose messages are written in
//! `wire.rs`; and the solve of a small variant for perfect play
//! (`solver.rs`). Its answers reach the board in `play/turns.rs`.

pub(crate) mod engine;
pub(crate) mod solver;
pub(crate) mod thinking;
pub(crate) mod wire;
pub(crate) mod worker;
