//! Lines from stdin on a thread of their own, so that the opponent's turns
//! are shown while the player has not typed anything.

use std::io::BufRead;
use std::sync::mpsc;

/// What stdin gave: a line, or its end.
#[derive(Debug, PartialEq, Eq)]
pub enum Typed {
    Line(String),
    End,
}

/// Starts reading stdin; lines arrive on the receiver, trimmed.
pub fn read_stdin() -> mpsc::Receiver<Typed> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let stdin = std::io::stdin();
        for line in stdin.lock().lines() {
            let Ok(line) = line else { break };
            if tx.send(Typed::Line(line.trim().to_string())).is_err() {
                return;
            }
        }
        let _ = tx.send(Typed::End);
    });
    rx
}
