//! Saving one of the player's files while another session may have saved
//! it since this one read it (a drills session open while a review adds
//! drills, two puzzle sessions): under the folder's lock, the file is read
//! again and this session's own changes are added to what is there, so
//! that neither session's additions are lost.

use std::path::Path;

use super::lock::lock_folder;
use super::{DataFileError, keep_aside, read_text, write_text};

/// Saves `mine` at `path` and returns what was written. Under the lock the
/// file is read again with `parse`: what it holds becomes, by `replay`, the
/// value to write (this session's changes added to it); with no file there,
/// `mine` is. A file refused by then (another program wrote it) is kept
/// aside and `mine` written in its place. `bounded` makes the value to write
/// and its text, within what `parse` accepts.
pub(crate) fn save_merged<T: Clone, P>(
    path: &Path,
    mine: &T,
    parse: impl FnOnce(&str, &str) -> Result<T, DataFileError<P>>,
    replay: impl FnOnce(T) -> T,
    bounded: impl FnOnce(T) -> (T, String),
) -> Result<T, DataFileError<P>> {
    let failed = |source| DataFileError::Write {
        file: path.display().to_string(),
        source,
    };
    let folder = match path.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(dir) => dir,
        None => Path::new("."),
    };
    std::fs::create_dir_all(folder).map_err(failed)?;
    let _lock = lock_folder(folder).map_err(failed)?;
    let merged = match read_text(path)? {
        None => mine.clone(),
        Some(text) => match parse(&path.display().to_string(), &text) {
            Ok(theirs) => replay(theirs),
            Err(DataFileError::At { .. }) => {
                keep_aside(path).map_err(failed)?;
                mine.clone()
            }
            Err(other) => return Err(other),
        },
    };
    let (merged, text) = bounded(merged);
    write_text(path, &text)?;
    Ok(merged)
}
