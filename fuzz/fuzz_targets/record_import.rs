//! Any text given to the importer, in each format (ours, numbered points, a
//! mill FEN, or detected), gives a record or an error, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use morris_core::catalog::Catalog;
use morris_core::record::{Format, detect, import_record};

fuzz_target!(|data: &[u8]| {
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
    match import_record(text, format, |id: &str| catalog.resolve_id(id)) {
        Ok(record) => assert!(record.game.moves().len() <= text.len()),
        Err(err) => {
            let _ = err.to_string();
        }
    }
});
