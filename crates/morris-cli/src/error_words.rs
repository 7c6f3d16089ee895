//! The error that ended the program, in the player's language: the
//! program's own errors here, the libraries' as `morris_i18n::errors` words
//! them for every front end; a cause nobody translates is shown as it is.

use std::error::Error;

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
    // The libraries' errors, worded as the desktop game words them.
    morris_i18n::errors::worded(cause)
}
