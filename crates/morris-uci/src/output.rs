//! The engine's output: whole lines, flushed at once, from the reading thread
//! and the search thread alike.

use std::io::Write;
use std::sync::{Arc, Mutex};

#[derive(Clone)]
pub struct Output(Arc<Mutex<Box<dyn Write + Send>>>);

impl std::fmt::Debug for Output {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Output")
    }
}

impl Output {
    pub fn new(out: impl Write + Send + 'static) -> Output {
        Output(Arc::new(Mutex::new(Box::new(out))))
    }

    /// Writes one line. A poisoned lock still writes: a line is never lost to a panic elsewhere.
    pub fn line(&self, text: &str) -> std::io::Result<()> {
        let mut out = self.0.lock().unwrap_or_else(|e| e.into_inner());
        writeln!(out, "{text}")?;
        out.flush()
    }

    /// `info string TEXT`, on one line whatever the text holds.
    pub fn info_string(&self, text: &str) -> std::io::Result<()> {
        let one_line: Vec<&str> = text.split_whitespace().collect();
        self.line(&format!("info string {}", one_line.join(" ")))
    }
}
