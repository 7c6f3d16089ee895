//! The player's files: the dialog that chooses where (`dialog.rs`), a game
//! as a file holds it (`game.rs`), a file dropped on the window read as a
//! stranger's (`dropped.rs`), and the app's saving and opening of records
//! and rules files, with the game kept for the next start (`open_save.rs`).

pub(crate) mod dialog;
pub(crate) mod dropped;
pub(crate) mod game;
mod open_save;
