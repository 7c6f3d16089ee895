//! Any text given to the record reader gives a record or an error, never a
//! panic; a record read is written again and reads back to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use morris_core::catalog::Catalog;
use morris_core::record::{read_record, write_annotated};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // Shipped variants only: a fuzzer must not read the machine's files.
    let catalog = Catalog::with_user_dir(None);
    let resolve = |id: &str| catalog.resolve_id(id);
    match read_record(text, resolve) {
        Ok(record) => {
            let written = write_annotated(&record.game, &record.tags, &record.notes);
            let back = read_record(&written, resolve).expect("a written record reads back");
            assert_eq!(back.game.moves(), record.game.moves());
            assert_eq!(back.game.start_position(), record.game.start_position());
        }
        Err(err) => {
            let _ = err.to_string();
        }
    }
});
