//! A `morris-server` process the load generators start, and its memory.

use std::process::{Child, Command, Stdio};

/// A server process, killed when dropped.
pub struct Spawned {
    pub child: Child,
    /// `http://127.0.0.1:PORT`, as the server printed it.
    pub url: String,
}

impl Drop for Spawned {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `bin` on `database` listening on `listen`, with `options` more,
/// and waits for the address it prints.
pub fn spawn_server(bin: &str, database: &str, listen: &str, options: &[&str]) -> Spawned {
    let mut child = Command::new(bin)
        .args(["--listen", listen, "--database", database])
        .args(options)
        .stdout(Stdio::piped())
        .spawn()
        .expect("the server starts");
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut line,
    )
    .unwrap();
    let url = line
        .trim()
        .strip_prefix("morris-server: listening on ")
        .expect("the server prints its address")
        .to_string();
    Spawned { child, url }
}

/// The resident memory of process `pid`, in KiB (Linux's `/proc`).
pub fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}
