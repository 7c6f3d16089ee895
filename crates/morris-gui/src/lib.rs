//! The desktop game of the mill (morris) family: every variant drawn from its
//! rules file, played by people or by morris-ai, with undo, hints, analysis,
//! the review of a game (an evaluation graph and marked mistakes), saved
//! games and settings that persist.
//!
//! [`MorrisApp`] is the whole app; `main.rs` only starts it, so tests drive
//! the real app headless with egui_kittest.

mod app;
mod board_view;
mod engine;
mod file_dialog;
mod geometry;
mod new_game;
mod panels;
mod preview;
mod review_graph;
mod review_notes;
mod review_view;
mod settings;
mod solver;
mod table;
mod theme;
mod variant;
mod worker;

pub use app::MorrisApp;
pub use settings::{FirstMove, GameSetup, PlayerKind, SavedGame, Settings, ThemeChoice};
pub use table::{Input, Table};
pub use worker::{Answer, Job, MoveValue, Progress, Request, Thinker};

/// The window title, also the name eframe files the settings under.
pub const APP_NAME: &str = "Morris";
