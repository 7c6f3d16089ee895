//! A `morris` process played as a person at a terminal: lines typed one at a
//! time, its output read as it comes.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Long enough for a busy machine; a test that waits this long has failed.
pub const PATIENCE: Duration = Duration::from_secs(30);

#[derive(Debug)]
pub struct Terminal {
    child: Child,
    stdin: ChildStdin,
    output: Arc<Mutex<String>>,
}

/// `morris` with `args`, in English without colour, every stream piped.
pub fn piped_morris(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_morris"));
    command
        .args(args)
        .env("NO_COLOR", "1")
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

impl Terminal {
    pub fn start(args: &[&str]) -> Terminal {
        Terminal::start_command(piped_morris(args))
    }

    /// A terminal running `command` (`piped_morris` with more set).
    pub fn start_command(mut command: Command) -> Terminal {
        let mut child = command.spawn().expect("morris starts");
        let stdin = child.stdin.take().expect("piped");
        let output = Arc::new(Mutex::new(String::new()));
        // Both streams into one text, in the order they come.
        for stream in [
            Box::new(child.stdout.take().expect("piped")) as Box<dyn std::io::Read + Send>,
            Box::new(child.stderr.take().expect("piped")),
        ] {
            let kept = Arc::clone(&output);
            std::thread::spawn(move || {
                for line in BufReader::new(stream).lines() {
                    let Ok(line) = line else { break };
                    let mut kept = kept.lock().unwrap();
                    kept.push_str(&line);
                    kept.push('\n');
                }
            });
        }
        Terminal {
            child,
            stdin,
            output,
        }
    }

    /// Types a line, as a player at the terminal does.
    pub fn type_line(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("morris reads its input");
    }

    /// Everything printed so far.
    pub fn output(&self) -> String {
        self.output.lock().unwrap().clone()
    }

    /// Waits until the output holds `text` after its first `after` bytes;
    /// returns where it ends.
    pub fn wait_for_after(&self, after: usize, text: &str) -> usize {
        let start = Instant::now();
        loop {
            let output = self.output();
            if let Some(at) = output.get(after..).and_then(|rest| rest.find(text)) {
                return after + at + text.len();
            }
            assert!(
                start.elapsed() < PATIENCE,
                "no {text:?} in time; the output:\n{output}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub fn wait_for(&self, text: &str) -> usize {
        self.wait_for_after(0, text)
    }

    /// The process's exit code once it ends, if it ends within `limit`.
    pub fn exit_within(&mut self, limit: Duration) -> Option<i32> {
        let start = Instant::now();
        while start.elapsed() < limit {
            if let Some(status) = self.child.try_wait().unwrap() {
                return Some(status.code().unwrap_or(-1));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }

    /// `kill -9`: the connection drops without a word.
    pub fn kill_9(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        self.kill_9();
    }
}
