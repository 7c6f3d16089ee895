//! The player's files: the dialog that chooses where (`dialog.rs`), a game
//! as a file holds it (`game.rs`), a file dropped on the window read as a
//! stranger's (`dropped.rs`), the app's saving and opening of records and
//! rules files, with the game kept for the next start (`open_save.rs`), and
//! records a server sent saved (`download.rs`).

pub(crate) mod dialog;
mod download;
pub(crate) mod dropped;
pub(crate) mod game;
mod open_save;
