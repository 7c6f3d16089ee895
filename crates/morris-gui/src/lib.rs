//! The desktop game of the mill (morris) family: every variant drawn from its
//! rules file, played by people or by morris-ai, with undo, hints, analysis,
//! the review of a game (an evaluation graph and marked mistakes), saved
//! games and settings that persist.
//!
//! [`MorrisApp`] is the whole app; `main.rs` only starts it, so tests drive
//! the real app headless with egui_kittest. `app.rs` holds the app's state
//! and routes each frame; the rest is in folders that follow what a player
//! does:
//!
//! - `table/`: the game at the table, the turn entered, the status line;
//! - `board/`: the board drawn, where its points go, their names, the arrow
//!   keys on it, the themes' colours;
//! - `computer/`: the computer's thinking (on a thread, or in a page's
//!   worker through its wire format), and the solver of small variants;
//! - `play/`: the panels, the tool bar, the move list, the turns played, a
//!   new game, and leaving a game;
//! - `practice/`: lessons, puzzles and drills, and the coach;
//! - `review/`: the review of a game, its notes and its graph;
//! - `files/`: games and rules files saved and opened;
//! - `online/`: a room on a game server;
//! - `lobby/`: finding an opponent on a server (challenges, games to
//!   watch, the leaderboard), a pairing then played in `online/`'s room;
//! - `editor/`: the rules editor;
//! - `make/`: "Make this board…";
//! - `access/`: the game by keyboard and by ear.
//!
//! Beside them: what the app remembers (`settings.rs`), the variants it
//! offers (`variant.rs`), and what a web page does for it (`page.rs`).

mod access;
mod app;
mod board;
mod computer;
mod editor;
mod files;
mod lobby;
mod make;
mod online;
mod page;
mod play;
mod practice;
mod review;
mod settings;
mod table;
mod variant;

pub use app::MorrisApp;
pub use computer::engine::think;
pub use computer::thinking::{
    Answer, Job, MoveValue, Progress, Reply, Request, Step, Thinker, Thinking,
};
pub use computer::wire::{
    Incoming, WireError, decode_reply, decode_request, encode_answer, encode_request, encode_step,
};
pub use make::BoardMaking;
pub use morris_online::ConnectionState;
pub use online::fetch::Fetch;
pub use online::room::OnlineRoom;
pub use online::transport::{NetEvent, Transport};
pub use page::{DroppedFile, Page};
pub use practice::set_making::{SetMaking, make_puzzle_set};
pub use practice::set_proof::{SetProof, prove_set};
pub use settings::{
    FirstMove, GameSetup, LobbyPlayer, OnlineSettings, PlayerKind, SavedGame, Settings, ThemeChoice,
};
pub use table::{Input, Table};
pub use variant::Variants;

/// The window title, also the name eframe files the settings under.
pub const APP_NAME: &str = "Morris";
