//! Any bytes given to the table decoder give a table or a reason, never a
//! panic, and never an allocation sized by the file's own numbers.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use morris_ai::solve::Table;
use morris_core::{Position, Rules, catalog};

fn rules() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| catalog::shipped("three-mens-morris").unwrap())
}

fuzz_target!(|data: &[u8]| {
    let rules = rules();
    if let Ok(table) = Table::from_bytes(rules, data) {
        let _ = table.probe(&Position::start(rules));
        let _ = table.summary();
    }
});
