//! The error that ended the program, in the player's language: the errors
//! the libraries type are worded again (they keep English for logs); a
//! cause nobody translates is shown as it is.

use std::error::Error;

use morris_core::LoadError;
use morris_core::record::{FileError, ImportError, RecordError};
use morris_i18n::{records, words};

use crate::exit::Usage;
use crate::records::RecordFileError;

/// `err` and its causes, `: `-separated, as `main` prints them.
pub fn words(err: &anyhow::Error) -> String {
    let mut parts = Vec::new();
    for cause in err.chain() {
        // A worded error already says its own causes.
        if let Some(text) = worded(cause) {
            parts.push(text);
            break;
        }
        parts.push(cause.to_string());
    }
    parts.join(": ")
}

fn worded(cause: &(dyn Error + 'static)) -> Option<String> {
    if let Some(usage) = cause.downcast_ref::<Usage>() {
        return Some(words(&usage.0));
    }
    if let Some(err) = cause.downcast_ref::<RecordFileError>() {
        return Some(err.words());
    }
    if let Some(err) = cause.downcast_ref::<FileError>() {
        return Some(words::file_error(err));
    }
    if let Some(err) = cause.downcast_ref::<ImportError>() {
        return Some(records::import_error(err, None));
    }
    if let Some(err) = cause.downcast_ref::<RecordError>() {
        return Some(records::record_error(err, None));
    }
    if let Some(err) = cause.downcast_ref::<LoadError>() {
        return Some(records::load_error(err));
    }
    if let Some(err) = cause.downcast_ref::<std::io::Error>() {
        return Some(words::io_error(err));
    }
    None
}
