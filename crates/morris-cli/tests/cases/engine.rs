//! `morris engine`: the UCI dialect on stdin and stdout, scripted.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc::channel;
use std::time::{Duration, Instant};

use super::Morris;

/// The output with what varies from run to run (counts, speed, time, the
/// version) replaced by `*`.
fn steady(stdout: &str) -> String {
    let mut lines = Vec::new();
    for line in stdout.lines() {
        let mut words: Vec<String> = line.split_whitespace().map(str::to_string).collect();
        for i in 1..words.len() {
            if words[0] != "info" || words[1] == "string" {
                break;
            }
            if ["nodes", "nps", "time"].contains(&words[i - 1].as_str()) {
                words[i] = "*".to_string();
            }
        }
        if line.starts_with("id name morris ") {
            words[3] = "*".to_string();
        }
        lines.push(words.join(" "));
    }
    lines.join("\n")
}

/// Runs a session script; every line is echoed with `> ` before the output
/// so that the snapshot reads as a conversation.
fn session(script: &[&str]) -> (String, String) {
    let run = Morris::new()
        .stdin(&(script.join("\n") + "\n"))
        .run(&["engine"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let input: Vec<String> = script.iter().map(|l| format!("> {l}")).collect();
    (input.join("\n"), steady(&run.stdout))
}

#[test]
fn a_scripted_session_with_bad_input() {
    // Every search here has one answer whatever the evaluation: a win in one
    // turn, or a removal with a single candidate.
    let script = [
        "uci",
        "isready",
        // Three Men's Morris: White a1 b2 and Black b1 c1; c3 closes the diagonal and wins.
        "setoption name Variant value three-mens-morris",
        "position startpos moves a1 b1 b2 c1",
        "go depth 2",
        "position startpos moves a1 b1 b2 c1 c3",
        "go depth 2",
        // Nine Men's Morris: g7 closes a mill and its removal is a token of its own.
        "setoption name variant value nine-mens-morris",
        "position startpos moves a7 d2 d7 f6 g7",
        "d",
        // White a7 d7 and Black d2 alone: after g7 the engine can only answer xd2.
        "position fen ....B................WW. w 7 8 0 3 moves g7",
        "go depth 1",
        // Bad input, each answered by one info string line.
        "",
        "hello engine",
        "uci now",
        "position startpos moves a7 a7",
        "position startpos moves xd1",
        "position startpos moves a7 d2 d7 f6 g7 b4",
        "position startpos moves a7 d2 d7 f6 g7 xa7",
        "position startpos moves d6xd1",
        "position startpos moves h9",
        "position fen WWW w 9 9",
        "position",
        "setoption name Hash value 16",
        "setoption name SkillLevel value 11",
        "setoption name Variant value no-such-game",
        "setoption value 3",
        "d",
        // Our position string, then a move from it.
        "position fen ........................ b 9 9 0 0 moves d6",
        "d",
        // White a7 d7 g4 against Black's mill b2 d2 f2: g4-g7 wins at once.
        "position fen ...BBB........W......WW. w 0 0 0 30",
        "go depth 1 ponder",
        "position fen ...BBB........W......WW. w 0 0 0 30 moves g4-g7",
        "d",
        // The input ends: a search with limits would still answer.
    ];
    let (input, output) = session(&script);
    insta::assert_snapshot!(format!("{input}\n---\n{output}"));
}

#[test]
fn every_go_gets_exactly_one_bestmove() {
    let script = [
        "position startpos",
        "go depth 2",
        "go nodes 300",
        "go movetime 20",
        "go infinite",
        "stop",
        "setoption name SkillLevel value 2",
        "go depth 3",
        "go wtime 1000 btime 1000",
        "go infinite",
        "position startpos moves a7 d2 d7 f6 g7",
        "go movetime 10",
    ];
    let run = Morris::new()
        .stdin(&(script.join("\n") + "\n"))
        .run(&["engine"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let answers: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("bestmove "))
        .collect();
    assert_eq!(answers.len(), 8, "{}", run.stdout);
    // The last go asks for the removal of the mill g7 closed: one of Black's two pieces.
    let last = answers.last().unwrap();
    assert!(
        *last == "bestmove xd2" || *last == "bestmove xf6",
        "{}",
        run.stdout
    );
}

#[test]
fn engine_threads_sets_the_default_of_the_threads_option() {
    let run = Morris::new()
        .stdin("uci\nposition startpos moves d6\ngo depth 4\n")
        .run(&["engine", "--threads", "2"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("option name Threads type spin default 2 min 1 max 64"),
        "{}",
        run.stdout
    );
    assert_eq!(
        run.stdout
            .lines()
            .last()
            .map(|l| l.starts_with("bestmove ")),
        Some(true)
    );
    let run = Morris::new().run(&["engine", "--threads", "0"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
}

#[test]
fn the_joined_and_separate_removals_lead_to_the_same_position() {
    let run = Morris::new()
        .stdin(
            "position startpos moves a7 d2 d7 f6 g7 xf6\nd\n\
             position startpos moves a7 d2 d7 f6 g7xf6\nd\n",
        )
        .run(&["engine"]);
    let shown: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| l.contains("position"))
        .collect();
    assert_eq!(shown.len(), 2, "{}", run.stdout);
    assert_eq!(shown[0], shown[1]);
    assert!(shown[0].ends_with(" b 6 7 0 5"), "{}", shown[0]);
}

/// A live session over pipes: `stop` and `isready` are read while it searches.
#[test]
fn stop_ends_an_endless_search_at_once() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (sender, lines) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    let wait_for = |prefix: &str| -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs(10);
        let mut seen = Vec::new();
        while let Ok(line) = lines.recv_timeout(deadline.saturating_duration_since(Instant::now()))
        {
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
        panic!("no {prefix:?} line; got {seen:?}");
    };
    writeln!(stdin, "position startpos\ngo infinite").unwrap();
    // The first finished depth shows the search is running.
    wait_for("info depth");
    writeln!(stdin, "no such command\nisready").unwrap();
    let before = wait_for("readyok");
    assert!(
        before
            .iter()
            .any(|l| l.starts_with("info string unknown command")),
        "{before:?}"
    );
    assert!(
        !before.iter().any(|l| l.starts_with("bestmove")),
        "{before:?}"
    );
    let asked = Instant::now();
    writeln!(stdin, "stop").unwrap();
    let after = wait_for("bestmove");
    assert!(asked.elapsed() < Duration::from_secs(2));
    assert!(
        after.last().unwrap().split_whitespace().count() == 2,
        "{after:?}"
    );
    writeln!(stdin, "quit").unwrap();
    let status = child.wait().unwrap();
    assert!(status.success());
}

#[test]
fn a_rules_file_is_an_option() {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("tiny-triangle.ron");
    std::fs::write(&rules, super::TRIANGLE).unwrap();
    let script = format!(
        "setoption name RulesFile value {}\nposition startpos moves a1 b2 c1\nd\n\
         setoption name RulesFile value {}\nd\n",
        rules.display(),
        dir.path().join("missing.ron").display()
    );
    let run = Morris::new().stdin(&script).run(&["engine"]);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[0], "info string variant tiny-triangle position WW.B.. b 1 2 3 3",
        "{}",
        run.stdout
    );
    assert!(lines[2].contains("cannot read"), "{}", run.stdout);
    assert!(
        lines[2].ends_with("the rules are unchanged"),
        "{}",
        run.stdout
    );
    assert_eq!(lines[3], lines[0]);
}
