//! An engine in a child process, spoken to over the UCI dialect of
//! `morris engine`. Every wait has a deadline; an engine that dies or stops
//! answering loses the game and is started again for the next one.

use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use morris_core::{Color, Game, Move, Position};

use crate::clock::{Clock, RefereeClock};
use crate::forfeit::Forfeit;
use crate::player::Player;
use crate::tokens::TokenGame;
use crate::with_causes;

/// How long an engine may take to start (`uciok`) or get ready (`readyok`),
/// on top of the per-move margin.
const STARTUP_TIME: Duration = Duration::from_secs(5);
/// How long a `quit` engine may take to exit before it is killed.
const QUIT_GRACE: Duration = Duration::from_millis(300);

/// The setup a child engine gets after `uci`.
#[derive(Clone, Debug)]
pub struct ChildConfig {
    /// The command and its arguments.
    pub argv: Vec<String>,
    /// `setoption` lines that choose the variant.
    pub options: Vec<String>,
    pub move_time: Duration,
    pub margin: Duration,
}

/// Why an engine command could not be started at all.
#[derive(Debug, thiserror::Error)]
pub enum SpawnError {
    #[error("the engine command is empty")]
    Empty,
    #[error("cannot start engine {command:?}")]
    Start {
        command: String,
        #[source]
        source: io::Error,
    },
    #[error("engine {command:?}: no pipes")]
    NoPipes { command: String },
}

#[derive(Debug)]
pub struct ChildEngine {
    config: ChildConfig,
    name: String,
    running: Option<Running>,
    restarts: u32,
    /// Why the first start failed the handshake, if it did.
    startup: Option<Forfeit>,
}

#[derive(Debug)]
struct Running {
    child: Child,
    stdin: ChildStdin,
    /// Output lines; `None` once the engine's stdout has closed.
    lines: Receiver<Option<String>>,
}

impl ChildEngine {
    /// Starts the engine once, to learn its name and to fail early on a
    /// command that cannot run at all.
    pub fn start(config: ChildConfig) -> Result<ChildEngine, SpawnError> {
        let mut engine = ChildEngine {
            name: config.argv.join(" "),
            config,
            running: None,
            restarts: 0,
            startup: None,
        };
        let running = spawn(&engine.config.argv)?;
        engine.running = Some(running);
        // An engine that starts but does not speak the protocol loses its
        // games instead: the match still runs and says why.
        if let Err(forfeit) = engine.handshake() {
            engine.startup = Some(forfeit);
            engine.reset();
        }
        Ok(engine)
    }

    /// Why the engine failed its first handshake; it will lose its games.
    pub fn startup_problem(&self) -> Option<&Forfeit> {
        self.startup.as_ref()
    }

    /// `uci` … `uciok`, the options, then `isready` … `readyok`.
    fn handshake(&mut self) -> Result<(), Forfeit> {
        self.send("uci")?;
        let deadline = Instant::now() + STARTUP_TIME + self.config.margin;
        loop {
            let line = self.next_line(deadline, "uciok")?;
            let mut words = line.split_whitespace();
            match (words.next(), words.next()) {
                (Some("uciok"), _) => break,
                (Some("id"), Some("name")) => {
                    let name: Vec<&str> = words.collect();
                    if !name.is_empty() {
                        self.name = name.join(" ");
                    }
                }
                _ => {}
            }
        }
        for option in self.config.options.clone() {
            self.send(&option)?;
        }
        self.ready()
    }

    fn ready(&mut self) -> Result<(), Forfeit> {
        self.send("isready")?;
        let deadline = Instant::now() + STARTUP_TIME + self.config.margin;
        while self.next_line(deadline, "readyok")?.trim() != "readyok" {}
        Ok(())
    }

    fn send(&mut self, line: &str) -> Result<(), Forfeit> {
        let running = self.running.as_mut().ok_or_else(|| Forfeit::Crashed {
            detail: "not running".to_string(),
        })?;
        let written = writeln!(running.stdin, "{line}").and_then(|()| running.stdin.flush());
        written.map_err(|e| self.crashed(&format!("cannot write to it ({e})")))
    }

    /// The next output line, or a forfeit when none comes before `deadline`.
    fn next_line(&mut self, deadline: Instant, expected: &'static str) -> Result<String, Forfeit> {
        let started = Instant::now();
        let Some(running) = self.running.as_mut() else {
            return Err(Forfeit::Crashed {
                detail: "not running".to_string(),
            });
        };
        let wait = deadline.saturating_duration_since(Instant::now());
        match running.lines.recv_timeout(wait) {
            Ok(Some(line)) => Ok(line),
            Ok(None) | Err(RecvTimeoutError::Disconnected) => {
                Err(self.crashed("its output closed"))
            }
            Err(RecvTimeoutError::Timeout) => Err(Forfeit::Timeout {
                waited: started.elapsed().max(wait),
                expected,
            }),
        }
    }

    /// A crash report with the exit status, when the process has ended.
    fn crashed(&mut self, what: &str) -> Forfeit {
        let status = self.running.as_mut().and_then(|r| {
            // Give a dying process a moment to be reaped.
            for _ in 0..20 {
                if let Ok(Some(status)) = r.child.try_wait() {
                    return Some(status);
                }
                std::thread::sleep(Duration::from_millis(5));
            }
            None
        });
        let detail = match status {
            Some(status) => format!("{what}; it exited ({status})"),
            None => what.to_string(),
        };
        Forfeit::Crashed { detail }
    }

    /// The `bestmove` token of the next line that has one.
    fn best_move(&mut self, deadline: Instant) -> Result<(String, String), Forfeit> {
        loop {
            let line = self.next_line(deadline, "bestmove")?;
            // Some engines end an `info` line with it: look at every word.
            let words: Vec<&str> = line.split_whitespace().collect();
            if let Some(i) = words.iter().position(|w| *w == "bestmove") {
                return match words.get(i + 1) {
                    Some(token) => Ok((token.to_string(), line.clone())),
                    None => Err(Forfeit::Malformed {
                        reason: "bestmove names no move".to_string(),
                        line,
                    }),
                };
            }
        }
    }

    /// Drops output left from before (late lines of an earlier search).
    fn drain(&mut self) {
        if let Some(running) = &self.running {
            while let Ok(Some(_)) = running.lines.try_recv() {}
        }
    }

    /// The engine's turn in `game`: one `go` per token, the move and then
    /// each removal it earns. Without a clock each `go` has the move time
    /// (plus the margin) to answer; on one, the turn may take the mover's
    /// time left plus the margin, and each `go` is told the time still left.
    fn turn(&mut self, game: &Game, clocks: Option<&Clock>) -> Result<Move, Forfeit> {
        let mut line = TokenGame::new(game.clone());
        let turns = game.moves().len();
        let started = Instant::now();
        let mover = game.side_to_move();
        loop {
            self.drain();
            self.send(&ChildEngine::position_command(&line))?;
            let (go, deadline) = match clocks {
                None => (
                    format!("go movetime {}", self.config.move_time.as_millis()),
                    Instant::now() + self.config.move_time + self.config.margin,
                ),
                Some(clocks) => {
                    let mut left = [Color::White, Color::Black].map(|c| clocks.left(c));
                    left[mover.index()] = left[mover.index()].saturating_sub(started.elapsed());
                    let increment = clocks.control().increment().as_millis();
                    let go = format!(
                        "go wtime {} btime {} winc {increment} binc {increment}",
                        left[0].as_millis(),
                        left[1].as_millis()
                    );
                    (go, started + clocks.left(mover) + self.config.margin)
                }
            };
            self.send(&go)?;
            let (token, reply) = self.best_move(deadline)?;
            if token == "(none)" || token == "0000" {
                return Err(Forfeit::Illegal {
                    line: reply,
                    reason: "it says it has no move, but it has".to_string(),
                });
            }
            line.play_token(&token).map_err(|e| Forfeit::Illegal {
                line: reply.clone(),
                reason: e.to_string(),
            })?;
            if line.pending().is_none() {
                return line
                    .game()
                    .moves()
                    .get(turns)
                    .copied()
                    .ok_or_else(|| Forfeit::Malformed {
                        line: reply,
                        reason: "no move was played".to_string(),
                    });
            }
        }
    }

    fn position_command(line: &TokenGame) -> String {
        let game = line.game();
        let rules = game.rules();
        let start = game.start_position();
        let head = if *start == Position::start(rules) {
            "position startpos".to_string()
        } else {
            format!("position fen {}", start.to_text(rules))
        };
        let tokens = line.tokens();
        if tokens.is_empty() {
            head
        } else {
            format!("{head} moves {}", tokens.join(" "))
        }
    }
}

impl Player for ChildEngine {
    fn name(&self) -> &str {
        &self.name
    }

    fn new_game(&mut self) -> Result<(), Forfeit> {
        if self.running.is_none() {
            let running = spawn(&self.config.argv).map_err(|e| Forfeit::Crashed {
                detail: format!("cannot restart it: {}", with_causes(&e)),
            })?;
            self.running = Some(running);
            self.restarts += 1;
            self.handshake()?;
        }
        self.drain();
        self.send("ucinewgame")?;
        self.ready()
    }

    fn choose(&mut self, game: &Game) -> Result<Move, Forfeit> {
        self.turn(game, None)
    }

    fn choose_on_clock(&mut self, game: &Game, clocks: &Clock) -> Result<Move, Forfeit> {
        self.turn(game, Some(clocks))
    }

    fn restarts(&self) -> u32 {
        self.restarts
    }

    fn reset(&mut self) {
        if let Some(mut running) = self.running.take() {
            let _ = running.child.kill();
            let _ = running.child.wait();
        }
    }
}

impl Drop for ChildEngine {
    fn drop(&mut self) {
        let Some(mut running) = self.running.take() else {
            return;
        };
        let _ = writeln!(running.stdin, "quit").and_then(|()| running.stdin.flush());
        let deadline = Instant::now() + QUIT_GRACE;
        while Instant::now() < deadline {
            if let Ok(Some(_)) = running.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = running.child.kill();
        let _ = running.child.wait();
    }
}

/// Starts the command with pipes, and a thread that forwards its output lines.
fn spawn(argv: &[String]) -> Result<Running, SpawnError> {
    let (program, args) = argv.split_first().ok_or(SpawnError::Empty)?;
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|source| SpawnError::Start {
            command: argv.join(" "),
            source,
        })?;
    let (stdin, stdout) = match (child.stdin.take(), child.stdout.take()) {
        (Some(stdin), Some(stdout)) => (stdin, stdout),
        _ => {
            return Err(SpawnError::NoPipes {
                command: argv.join(" "),
            });
        }
    };
    let (sender, lines) = channel();
    std::thread::spawn(move || {
        let mut reader = BufReader::new(stdout);
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            match reader.read_until(b'\n', &mut bytes) {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    let line = String::from_utf8_lossy(&bytes).trim_end().to_string();
                    if sender.send(Some(line)).is_err() {
                        return;
                    }
                }
            }
        }
        let _ = sender.send(None);
    });
    Ok(Running {
        child,
        stdin,
        lines,
    })
}
