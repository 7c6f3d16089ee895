//! The engine's output: whole lines, flushed at once, from the reading thread
//! and the search thread alike.

use std::io::Write;
use std::sync::{Arc, Mutex, PoisonError};

/// A writer shared by the session and its search thread.
pub(crate) struct Output<W>(Arc<Mutex<W>>);

// Derived `Clone` would ask `W: Clone`; the handle is what is cloned.
impl<W> Clone for Output<W> {
    fn clone(&self) -> Output<W> {
        Output(Arc::clone(&self.0))
    }
}

impl<W> std::fmt::Debug for Output<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Output")
    }
}

impl<W: Write> Output<W> {
    pub fn new(out: W) -> Output<W> {
        Output(Arc::new(Mutex::new(out)))
    }

    /// Writes one line. A poisoned lock still writes: a line is never lost to a panic elsewhere.
    pub fn line(&self, text: &str) -> std::io::Result<()> {
        let mut out = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        writeln!(out, "{text}")?;
        out.flush()
    }

    /// `info string TEXT`, on one line whatever the text holds.
    pub fn info_string(&self, text: &str) -> std::io::Result<()> {
        let one_line: Vec<&str> = text.split_whitespace().collect();
        self.line(&format!("info string {}", one_line.join(" ")))
    }

    /// The writer back, once no search thread holds a copy of the handle.
    pub fn into_inner(self) -> Option<W> {
        let mutex = Arc::into_inner(self.0)?;
        Some(mutex.into_inner().unwrap_or_else(PoisonError::into_inner))
    }
}
