//! Two server processes on one PostgreSQL database behind one address (a
//! forwarder, as a reverse proxy would be), and two players at real
//! terminals (`morris play`) that know only that address. The host's server
//! is killed with SIGKILL; the figures are how long the host's terminal
//! takes to be back in the room through the same address, and how long a
//! turn takes from one terminal to the other, before and after.
//!
//! ```sh
//! cargo build -p morris-server --bins --examples && cargo build -p morris-cli
//! target/debug/examples/failover --server-bin target/debug/morris-server \
//!     --morris-bin target/debug/morris --database postgres://postgres@127.0.0.1:55432/postgres
//! ```

use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use morris_testkit::Forwarder;

/// Long enough for a busy machine: a step that waits this long has failed.
const PATIENCE: Duration = Duration::from_secs(60);

struct Options {
    server_bin: String,
    morris_bin: String,
    database: String,
    rounds: usize,
}

fn options() -> Options {
    let mut o = Options {
        server_bin: "target/debug/morris-server".into(),
        morris_bin: "target/debug/morris".into(),
        database: String::new(),
        rounds: 5,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).cloned().unwrap_or_default();
        match pair[0].as_str() {
            "--server-bin" => o.server_bin = value,
            "--morris-bin" => o.morris_bin = value,
            "--database" => o.database = value,
            "--rounds" => o.rounds = value.parse().expect("--rounds N"),
            other => panic!("unknown option {other}"),
        }
    }
    assert!(
        o.database.starts_with("postgres"),
        "--database postgres://..."
    );
    o
}

/// A process whose output lines are kept with the moment each came.
struct Watched {
    child: Child,
    stdin: ChildStdin,
    lines: Arc<Mutex<Vec<(Instant, String)>>>,
}

impl Watched {
    fn start(program: &str, args: &[&str]) -> Watched {
        let mut child = Command::new(program)
            .args(args)
            .env("NO_COLOR", "1")
            .env("LANG", "C.UTF-8")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {program}: {e}"));
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let lines = Arc::new(Mutex::new(Vec::new()));
        let kept = Arc::clone(&lines);
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                kept.lock().unwrap().push((Instant::now(), line));
            }
        });
        Watched {
            child,
            stdin,
            lines,
        }
    }

    fn type_line(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the terminal reads");
    }

    /// The first line from `from` on holding `text`: its index and when it came.
    fn wait_for(&self, from: usize, text: &str) -> (usize, Instant) {
        let start = Instant::now();
        loop {
            {
                let lines = self.lines.lock().unwrap();
                if let Some(i) = (from..lines.len()).find(|&i| lines[i].1.contains(text)) {
                    return (i, lines[i].0);
                }
            }
            assert!(start.elapsed() < PATIENCE, "no {text:?} in time");
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    fn line_count(&self) -> usize {
        self.lines.lock().unwrap().len()
    }

    fn text_after(&self, text: &str) -> String {
        let (i, _) = self.wait_for(0, text);
        let line = self.lines.lock().unwrap()[i].1.clone();
        let at = line.find(text).unwrap() + text.len();
        line[at..]
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_string()
    }

    fn kill_9(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Watched {
    fn drop(&mut self) {
        self.kill_9();
    }
}

fn start_server(options: &Options) -> (Watched, SocketAddr) {
    let server = Watched::start(
        &options.server_bin,
        &["--listen", "127.0.0.1:0", "--database", &options.database],
    );
    let addr = server.text_after("listening on http://");
    (server, addr.parse().expect("the server's address"))
}

struct Round {
    turn_before: Duration,
    back: Duration,
    turn_after: Duration,
}

fn round(options: &Options) -> Round {
    let (mut a, a_addr) = start_server(options);
    let (_b, b_addr) = start_server(options);
    // In turn: the host's connection goes to A, the guest's to B.
    let forwarder = Forwarder::start("127.0.0.1:0".parse().unwrap(), vec![a_addr, b_addr])
        .expect("the forwarder listens");
    let name = format!("http://{}", forwarder.addr());
    let morris = &options.morris_bin;
    let mut host = Watched::start(morris, &["play", "--host", &name]);
    let invite = host.text_after("Send this link to your opponent: ");
    let mut guest = Watched::start(morris, &["play", "--join", &invite]);
    host.wait_for(0, "Your opponent has joined.");

    let (from, sent) = (guest.line_count(), Instant::now());
    host.type_line("d6");
    let (_, seen) = guest.wait_for(from, "White d6");
    let turn_before = seen - sent;

    let from = host.line_count();
    let killed = Instant::now();
    a.kill_9();
    let (_, back) = host.wait_for(from, "Back in the room.");
    let back = back - killed;

    let (from, sent) = (host.line_count(), Instant::now());
    guest.type_line("d2");
    let (_, seen) = host.wait_for(from, "Black d2");
    Round {
        turn_before,
        back,
        turn_after: seen - sent,
    }
}

fn ms(d: Duration) -> String {
    format!("{:.0} ms", d.as_secs_f64() * 1000.0)
}

/// `min / median / max`.
fn spread(mut values: Vec<Duration>) -> String {
    values.sort();
    format!(
        "{} / {} / {}",
        ms(values[0]),
        ms(values[values.len() / 2]),
        ms(values[values.len() - 1])
    )
}

fn main() {
    let options = options();
    let rounds: Vec<Round> = (0..options.rounds)
        .map(|i| {
            let r = round(&options);
            println!(
                "round {}: a turn across {}, back in the room {} after the kill, a turn across {}",
                i + 1,
                ms(r.turn_before),
                ms(r.back),
                ms(r.turn_after)
            );
            r
        })
        .collect();
    println!("min / median / max over {} rounds:", rounds.len());
    println!(
        "a turn from one terminal to the other (two processes): {}",
        spread(rounds.iter().map(|r| r.turn_before).collect())
    );
    println!(
        "the host back in the room through the same address after its server's SIGKILL: {}",
        spread(rounds.iter().map(|r| r.back).collect())
    );
    println!(
        "a turn from one terminal to the other after that: {}",
        spread(rounds.iter().map(|r| r.turn_after).collect())
    );
}
