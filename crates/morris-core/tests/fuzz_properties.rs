//! The fuzz targets' properties (fuzz/fuzz_targets), run in the normal test
//! run on the targets' seed corpora (fuzz/seeds) with random edits, so that a
//! regression shows in CI without a nightly toolchain or cargo-fuzz.

use std::path::PathBuf;

use morris_core::catalog::{self, Catalog};
use morris_core::record::{Format, detect, import_record, read_record, write_annotated};
use morris_core::{Position, Setup};
use proptest::prelude::*;

/// The seed files of a fuzz target.
fn seeds(target: &str) -> Vec<Vec<u8>> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/seeds")
        .join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no seeds in {}", dir.display());
    files.iter().map(|f| std::fs::read(f).unwrap()).collect()
}

/// A seed with a few bytes replaced, inserted or removed.
fn edited(seeds: Vec<Vec<u8>>) -> impl Strategy<Value = Vec<u8>> {
    let n = seeds.len();
    (
        0..n,
        prop::collection::vec((any::<usize>(), 0u8..3, any::<u8>()), 0..6),
    )
        .prop_map(move |(pick, edits)| {
            let mut bytes = seeds[pick].clone();
            for (at, kind, byte) in edits {
                let i = if bytes.is_empty() {
                    0
                } else {
                    at % bytes.len()
                };
                match kind {
                    0 if !bytes.is_empty() => bytes[i] = byte,
                    1 => bytes.insert(i, byte),
                    _ if !bytes.is_empty() => {
                        bytes.remove(i);
                    }
                    _ => {}
                }
            }
            bytes
        })
}

/// fuzz_targets/record_reader.rs
fn record_reader(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let catalog = Catalog::with_user_dir(None);
    let resolve = |id: &str| catalog.resolve_id(id);
    if let Ok(record) = read_record(text, resolve) {
        let written = write_annotated(&record.game, &record.tags, &record.notes);
        let back = read_record(&written, resolve).expect("a written record reads back");
        assert_eq!(back.game.moves(), record.game.moves());
        assert_eq!(back.game.start_position(), record.game.start_position());
    }
}

/// fuzz_targets/record_import.rs
fn record_import(data: &[u8]) {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let format = [
        None,
        Some(Format::Record),
        Some(Format::Numeric),
        Some(Format::Fen),
    ][usize::from(selector) % 4];
    let _ = detect(text);
    let catalog = Catalog::with_user_dir(None);
    if let Ok(record) = import_record(text, format, |id: &str| catalog.resolve_id(id)) {
        assert!(record.game.moves().len() <= text.len());
    }
}

/// fuzz_targets/position_text.rs
fn position_text(data: &[u8]) {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let (id, _) = catalog::SHIPPED[usize::from(selector) % catalog::SHIPPED.len()];
    let rules = catalog::shipped(id).unwrap();
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let _ = Setup::from_text(&rules, text);
    if let Ok(pos) = Position::from_text(&rules, text) {
        let again = pos.to_text(&rules);
        let back = Position::from_text(&rules, &again).expect("a written position reads back");
        assert_eq!(back.to_text(&rules), again);
        let _ = pos.legal_moves(&rules);
    }
}

#[test]
fn every_seed_passes_as_it_is() {
    seeds("record_reader").iter().for_each(|s| record_reader(s));
    seeds("record_import").iter().for_each(|s| record_import(s));
    seeds("position_text").iter().for_each(|s| position_text(s));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn edited_records_read_or_are_refused(data in edited(seeds("record_reader"))) {
        record_reader(&data);
    }

    #[test]
    fn edited_records_of_every_format_import_or_are_refused(data in edited(seeds("record_import"))) {
        record_import(&data);
    }

    #[test]
    fn edited_position_strings_read_or_are_refused(data in edited(seeds("position_text"))) {
        position_text(&data);
    }
}
