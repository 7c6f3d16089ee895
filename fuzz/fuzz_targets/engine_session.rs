//! Any stream of protocol lines given to an engine session is answered or
//! refused line by line, never a panic. Searches are kept to depth 1 and
//! the rules-file option is left out, so that a run stays fast and reads
//! no file of the machine.
#![no_main]

use libfuzzer_sys::fuzz_target;
use morris_uci::{DEFAULT_ENGINE_LEVEL, Options, Session, protocol};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
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
            Ok(morris_uci::Flow::Quit) => break,
            Ok(_) => {}
            Err(_) => return,
        }
    }
    let _ = session.finish();
});
