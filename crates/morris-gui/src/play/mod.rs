//! Playing a game at the window: the panels around the board (`panels.rs`:
//! the side panel with the players, the move list (`move_list.rs`) and the
//! analysis, the status line, the game-over banner), the tool bar
//! (`toolbar.rs`) and what of it fits (`window_fit.rs`); the turns played,
//! the computer's and the keyboard's shortcuts (`turns.rs`); the dialogs
//! over the board (`dialogs.rs`, sized in `dialog_size.rs`): a new game
//! (`new_game.rs`), and the question before a game in progress is left
//! (`leave_game.rs`, `leaving.rs`).

pub(crate) mod dialog_size;
mod dialogs;
mod leave_game;
pub(crate) mod leaving;
mod move_list;
pub(crate) mod new_game;
pub(crate) mod panels;
mod toolbar;
mod turns;
pub(crate) mod window_fit;
