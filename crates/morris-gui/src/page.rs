//! What a web page does for the app where the desktop uses its own file dialog
//! and nothing else: files chosen and saved through the browser, a short
//! live text of the game in the page (for screen readers and tests), and
//! what each tab keeps for itself. The
//! `morris-web` crate gives the app one; the desktop game has none.

/// A file dropped on the window, as egui hands it over.
pub type DroppedFile = std::sync::Arc<dyn egui::DroppedFile + Send + Sync>;

/// The media type of a text download (records, rules files).
pub const TEXT: &str = "text/plain;charset=utf-8";

/// The page around the app.
pub trait Page: std::fmt::Debug {
    /// Opens the browser's file chooser; the file arrives through [`Page::take_file`].
    fn choose_file(&mut self);

    /// Reads a file dropped on the page; it arrives through [`Page::take_file`].
    fn read_dropped(&mut self, file: DroppedFile);

    /// A file the player chose, once the browser has read it: its name and bytes.
    fn take_file(&mut self) -> Option<(String, Vec<u8>)>;

    /// Offers `bytes` (of the media type `mime`) to the player as a download named `name`.
    fn download(&mut self, name: &str, bytes: &[u8], mime: &str) -> Result<(), String>;

    /// Shows `text` as the page's live text.
    fn show_text(&mut self, text: &str);

    /// Names the page's own move field, the one a screen reader types in.
    fn show_access(&mut self, field_label: &str);

    /// A line typed in the page's move field, in turn.
    fn take_access(&mut self) -> Option<String>;

    /// Proves a stranger's puzzle set (its `text`, named `file`) away from the page's thread.
    fn prove_set(&mut self, file: &str, text: &str) -> Box<dyn crate::SetProof>;

    /// Makes a puzzle set for `rules` (a variant that ships none) away from the page's thread.
    fn make_puzzles(&mut self, rules: &morris_core::Rules) -> Box<dyn crate::SetMaking>;

    /// Makes a board's files away from the page's thread and first load
    /// (the PDF's writer is the maker's own wasm).
    fn make_board(&mut self, job: &morris_make::MakeJob) -> Box<dyn crate::BoardMaking>;

    /// The link back to the room this tab is in, kept by the tab alone (the
    /// tabs of a browser share the settings, not their rooms).
    fn tab_room_link(&self) -> Option<String>;

    /// Keeps (or, with `None`, forgets) this tab's link back to its room.
    fn keep_tab_room_link(&mut self, link: Option<&str>);

    /// A connection to a game server's WebSocket at `ws_url`.
    fn connect(&mut self, ws_url: &str) -> Box<dyn crate::Transport>;

    /// A GET of `url` (a game server's lists), answered through [`crate::Fetch::poll`].
    fn fetch(&mut self, url: &str) -> Box<dyn crate::Fetch>;

    /// `bytes` filled from the browser's cryptographic randomness, or why not.
    fn random(&mut self, bytes: &mut [u8]) -> Result<(), String>;
}
