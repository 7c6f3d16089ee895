//! The engine_session fuzz target's property (fuzz/fuzz_targets), run in the
//! normal test run on its seed corpus (fuzz/seeds/engine_session) with lines
//! edited, dropped and repeated: every stream of protocol lines is answered
//! or refused line by line, never a panic.

use std::path::PathBuf;

use morris_uci::{DEFAULT_ENGINE_LEVEL, Flow, Options, Session, protocol};
use proptest::prelude::*;

fn seed_lines() -> Vec<String> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/seeds/engine_session");
    let mut lines: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flat_map(|e| {
            let text = std::fs::read(e.unwrap().path()).unwrap();
            String::from_utf8_lossy(&text)
                .lines()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect();
    lines.sort();
    lines.dedup();
    assert!(!lines.is_empty());
    lines
}

/// fuzz_targets/engine_session.rs
fn engine_session(text: &str) {
    let options = Options::new("three-mens-morris", DEFAULT_ENGINE_LEVEL);
    let Ok(mut session) = Session::new(options, 1, Vec::new()) else {
        return;
    };
    for line in text.lines().take(64) {
        let _ = protocol::parse(line);
        let lower = line.to_ascii_lowercase();
        let first = lower.split_whitespace().next().unwrap_or("");
        let line = if first == "go" { "go depth 1" } else { line };
        if lower.contains("rulesfile") || lower.contains("threads") {
            continue;
        }
        match session.handle(line) {
            Ok(Flow::Quit) => break,
            Ok(_) => {}
            Err(_) => return,
        }
    }
    let _ = session.finish();
}

/// A line with one character replaced, inserted or cut.
fn edit(line: &str, at: usize, kind: u8, c: char) -> String {
    let mut chars: Vec<char> = line.chars().collect();
    let i = if chars.is_empty() {
        0
    } else {
        at % chars.len()
    };
    match kind {
        0 if !chars.is_empty() => chars[i] = c,
        1 => chars.insert(i, c),
        _ if !chars.is_empty() => {
            chars.remove(i);
        }
        _ => {}
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn edited_protocol_streams_never_panic(
        picks in prop::collection::vec((any::<usize>(), any::<usize>(), 0u8..4, any::<char>()), 1..12)
    ) {
        let lines = seed_lines();
        let text: Vec<String> = picks
            .iter()
            .map(|&(pick, at, kind, c)| edit(&lines[pick % lines.len()], at, kind, c))
            .collect();
        engine_session(&text.join("\n"));
    }
}
