//! Any error the libraries type, in the player's language, the same in every
//! front end: the terminal's last words and the desktop game's notices. The
//! error types keep English for logs; a cause nobody translates is shown as
//! it is.

use std::error::Error;

use morris_core::LoadError;
use morris_core::record::{FileError, ImportError, RecordError};

/// `err` and its causes, `: `-separated; a worded cause already says its own
/// causes, so the chain stops there.
///
/// ```
/// use std::io;
/// morris_i18n::set_language("fr").unwrap();
/// let missing = io::Error::from(io::ErrorKind::NotFound);
/// assert_eq!(morris_i18n::errors::error_words(&missing), "fichier ou dossier introuvable");
/// ```
pub fn error_words(err: &(dyn Error + 'static)) -> String {
    let mut parts = Vec::new();
    let mut cause = Some(err);
    while let Some(c) = cause {
        if let Some(text) = worded(c) {
            parts.push(text);
            break;
        }
        parts.push(c.to_string());
        cause = c.source();
    }
    parts.join(": ")
}

/// One error in the player's words, when its type is one the libraries define.
pub fn worded(cause: &(dyn Error + 'static)) -> Option<String> {
    if let Some(err) = cause.downcast_ref::<FileError>() {
        return Some(crate::records::file_error(err));
    }
    if let Some(err) = cause.downcast_ref::<ImportError>() {
        return Some(crate::records::import_error(err, None));
    }
    if let Some(err) = cause.downcast_ref::<RecordError>() {
        return Some(crate::records::record_error(err, None));
    }
    if let Some(err) = cause.downcast_ref::<LoadError>() {
        return Some(crate::records::load_error(err));
    }
    if let Some(err) = cause.downcast_ref::<morris_learn::puzzles::SetFileError>() {
        return Some(crate::puzzles::set_error(err));
    }
    if let Some(err) = cause.downcast_ref::<morris_learn::drills::DrillsFileError>() {
        return Some(crate::drills::file_error(err));
    }
    if let Some(err) = cause.downcast_ref::<morris_learn::puzzles::StandingFileError>() {
        return Some(crate::puzzles::standing_error(err));
    }
    if let Some(err) = cause.downcast_ref::<morris_core::safe_file::OutputError>() {
        return Some(crate::words::output_error(err));
    }
    if let Some(err) = cause.downcast_ref::<std::io::Error>() {
        return Some(crate::words::io_error(err));
    }
    None
}
