//! The other end of an online game in the browser tests: the real game
//! server (serving the built site, so that a room's link opens the page)
//! and the terminal program as the friend at another computer.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::PATIENCE;

/// The workspace's built programs: `MORRIS_BIN_DIR` (`cargo xtask test` builds them), else `target/debug`.
fn program(name: &str) -> PathBuf {
    let dir = std::env::var_os("MORRIS_BIN_DIR").map_or_else(
        || super::workspace_root().join("target/debug"),
        PathBuf::from,
    );
    let path = dir.join(name);
    assert!(
        path.is_file(),
        "{} is missing: run `cargo build -p morris-cli -p morris-server` (cargo xtask test does it)",
        path.display()
    );
    path
}

/// `morris-server --site SITE` on a free port, its rooms in a folder of its own.
pub struct GameServer {
    child: Child,
    pub url: String,
    _dir: tempfile::TempDir,
}

impl GameServer {
    pub fn start(site: &Path) -> GameServer {
        GameServer::start_with(site, &[])
    }

    /// The same, with more of the server's options (`--shared-address-rated`).
    pub fn start_with(site: &Path, options: &[&str]) -> GameServer {
        let dir = tempfile::tempdir().expect("a folder for the rooms");
        let mut child = Command::new(program("morris-server"))
            .args(["--listen", "127.0.0.1:0", "--database"])
            .arg(dir.path().join("rooms.db"))
            .arg("--site")
            .arg(site)
            .args(options)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("morris-server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("piped"))
            .read_line(&mut line)
            .expect("the server prints its address");
        let url = line
            .trim()
            .strip_prefix("morris-server: listening on ")
            .unwrap_or_else(|| panic!("the server did not start: {line:?}"))
            .to_string();
        GameServer {
            child,
            url,
            _dir: dir,
        }
    }
}

impl Drop for GameServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `morris ARGS` in English, without colours.
fn morris(args: &[&str]) -> Command {
    let mut command = Command::new(program("morris"));
    command
        .args(args)
        .env("NO_COLOR", "1")
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    command
}

/// `morris ARGS` as the lobby player whose file is `player`, run to its
/// end: what it printed, once it succeeded.
pub fn morris_as(player: &Path, args: &[&str]) -> String {
    let out = morris(args)
        .env("MORRIS_PLAYER_FILE", player)
        .output()
        .expect("morris runs");
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "morris {args:?}: {said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    said
}

/// `morris play ...` with its input typed by the test and its output read as it comes.
pub struct Terminal {
    child: Child,
    stdin: ChildStdin,
    output: Arc<Mutex<String>>,
}

impl Terminal {
    pub fn start(args: &[&str]) -> Terminal {
        Terminal::spawn(morris(args))
    }

    /// `morris ...` as the lobby player whose file is `player`.
    pub fn start_as(player: &Path, args: &[&str]) -> Terminal {
        let mut command = morris(args);
        command.env("MORRIS_PLAYER_FILE", player);
        Terminal::spawn(command)
    }

    fn spawn(mut command: Command) -> Terminal {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("morris starts");
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let output = Arc::new(Mutex::new(String::new()));
        let kept = Arc::clone(&output);
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let mut kept = kept.lock().unwrap();
                kept.push_str(&line);
                kept.push('\n');
            }
        });
        Terminal {
            child,
            stdin,
            output,
        }
    }

    /// Types a line, as a player at the terminal does.
    pub fn type_line(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("morris reads its input");
        self.stdin.flush().expect("flushed");
    }

    /// Waits until the output has a line holding `wanted`, and returns that line.
    pub async fn line_containing(&self, wanted: &str) -> String {
        let started = Instant::now();
        loop {
            let output = self.output.lock().unwrap().clone();
            if let Some(line) = output.lines().find(|l| l.contains(wanted)) {
                return line.to_string();
            }
            assert!(
                started.elapsed() < PATIENCE,
                "the terminal never said {wanted:?}; it said:\n{output}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Everything it printed so far.
    pub fn output(&self) -> String {
        self.output.lock().unwrap().clone()
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
