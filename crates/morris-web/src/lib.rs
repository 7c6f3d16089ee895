//! morris in a web page: the desktop game (`morris-gui`) compiled to
//! WebAssembly, drawn by eframe into a canvas, with its thinking in a Web
//! Worker that runs a second instance of the same wasm.
//!
//! Only the platform differs from the desktop, behind the app's own small
//! traits: `morris_gui::Thinking` (a Web Worker instead of a thread) and
//! `morris_gui::Page` (the browser's file chooser, downloads, a live
//! text of the game for screen readers, the WebSocket to a game server, a
//! Web Worker that proves a stranger's puzzle set, and one that loads the
//! board maker's wasm (`morris-make-web`) to make a board's files). `cargo xtask site` builds the
//! static site; `static/` holds its page, worker script, manifest and
//! service worker.
//!
//! [`bench`](mod@bench) is the same on every target, so that the worker's speed is
//! measured against the native build's on the same work.

pub mod bench;
pub mod mirror_tree;

#[cfg(target_arch = "wasm32")]
mod access_mirror;
#[cfg(target_arch = "wasm32")]
mod backing_store;

#[cfg(target_arch = "wasm32")]
mod browser_page;
#[cfg(target_arch = "wasm32")]
mod page_access;
#[cfg(target_arch = "wasm32")]
mod page_app;
#[cfg(target_arch = "wasm32")]
mod plain_page;
#[cfg(target_arch = "wasm32")]
mod start;
#[cfg(target_arch = "wasm32")]
mod web_fetch;
#[cfg(target_arch = "wasm32")]
mod web_socket;
#[cfg(target_arch = "wasm32")]
mod web_thinking;
#[cfg(target_arch = "wasm32")]
mod worker_ask;
#[cfg(target_arch = "wasm32")]
mod worker_make;
#[cfg(target_arch = "wasm32")]
mod worker_proof;
#[cfg(target_arch = "wasm32")]
mod worker_puzzles;
#[cfg(target_arch = "wasm32")]
mod worker_side;
