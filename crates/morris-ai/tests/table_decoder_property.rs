//! The table_decoder fuzz target's property (fuzz/fuzz_targets), run in the
//! normal test run: a sound table file with bytes changed, cut or added is
//! refused with a reason or read, never a panic; cut short, it is refused.

use std::sync::OnceLock;

use morris_ai::solve::{self, SolveOptions, Table};
use morris_core::{Position, Rules, catalog};
use proptest::prelude::*;

fn rules() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| catalog::shipped("three-mens-morris").unwrap())
}

/// The bytes of a sound table file for Three Men's Morris.
fn sound_file() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| {
        let table = solve::solve(rules(), &SolveOptions::default(), |_| {}).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.morristable");
        table.save(&path).unwrap();
        std::fs::read(&path).unwrap()
    })
}

/// fuzz_targets/table_decoder.rs
fn table_decoder(data: &[u8]) -> bool {
    match Table::from_bytes(rules(), data) {
        Ok(table) => {
            let _ = table.probe(&Position::start(rules()));
            let _ = table.summary();
            true
        }
        Err(reason) => {
            assert!(!reason.is_empty());
            false
        }
    }
}

#[test]
fn the_sound_file_reads() {
    assert!(table_decoder(sound_file()));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn a_changed_table_file_is_read_or_refused(at in any::<usize>(), byte in any::<u8>()) {
        let mut bytes = sound_file().to_vec();
        let i = at % bytes.len();
        bytes[i] = byte;
        table_decoder(&bytes);
    }

    #[test]
    fn a_table_file_cut_short_is_refused(len in any::<usize>()) {
        let bytes = sound_file();
        prop_assert!(!table_decoder(&bytes[..len % bytes.len()]));
    }

    #[test]
    fn a_header_of_any_numbers_is_refused(header in prop::collection::vec(any::<u8>(), 0..80)) {
        let mut bytes = b"MORRISTB".to_vec();
        bytes.extend(header);
        prop_assert!(!table_decoder(&bytes));
    }
}
