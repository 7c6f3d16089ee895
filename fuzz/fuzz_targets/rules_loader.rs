//! Any bytes given to the rules loader give rules or a located error, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(err) = morris_core::Rules::from_bytes("fuzz", "fuzz.ron", data) {
        assert!(!err.problems.is_empty());
        let _ = err.to_string();
    }
});
