//! The player's own files (the drills, the puzzle standing): where they live,
//! how they are read and written, and what becomes of one refused.
//!
//! A file lives at `$VAR` (tests point it at a temporary file), else
//! `$XDG_DATA_HOME/morris/NAME`, else `~/.local/share/morris/NAME`: it is the
//! player's own data, not settings nor a cache that can be rebuilt. It is
//! read like a stranger's file (it may have been edited by hand): a regular
//! file of at most [`DATA_CAP`] bytes, RON, a problem reported as
//! `file:line:col: reason` ([`DataFileError::At`]). A file refused is never
//! written over: [`keep_aside`] renames it first; writes are atomic, so a
//! crash leaves the old file whole.
//!
//! A session says at its start whether its file can be saved
//! ([`check_savable`]), not after the player's first answer; it saves by
//! reading the file again under a lock and adding its own changes to what
//! another session wrote since (`merged_save`), and what it writes is within
//! what its reader accepts: the same bounds on both sides.

use std::io;
use std::path::{Path, PathBuf};

use morris_core::safe_file::{self, TEXT_CAP};
use serde::de::DeserializeOwned;

mod lock;
mod merged_save;

pub(crate) use merged_save::save_merged;

/// The most bytes a data file may hold.
pub const DATA_CAP: u64 = TEXT_CAP;

/// Why one of the player's files could not be read or written; `P` says what
/// is wrong at a place in it.
#[derive(Debug, thiserror::Error)]
pub enum DataFileError<P> {
    #[error("{file}: {source}")]
    Io {
        file: String,
        #[source]
        source: io::Error,
    },
    #[error("{file}:{line}:{col}: {problem}")]
    At {
        file: String,
        line: usize,
        col: usize,
        problem: Box<P>,
    },
    #[error("{file}: cannot write: {source}")]
    Write {
        file: String,
        #[source]
        source: io::Error,
    },
}

impl<P> DataFileError<P> {
    /// Is the file's content refused (a problem at a place in it, or a file
    /// larger than the cap), rather than the file unreachable? A refused
    /// file is kept aside and the player's data starts afresh.
    pub fn is_refused(&self) -> bool {
        match self {
            DataFileError::At { .. } => true,
            DataFileError::Io { source, .. } => matches!(
                safe_file::refusal(source),
                Some(safe_file::Refusal::TooLarge { .. })
            ),
            DataFileError::Write { .. } => false,
        }
    }

    /// `problem` at `line`:`col` of `file`.
    pub(crate) fn at(file: &str, (line, col): (usize, usize), problem: P) -> DataFileError<P> {
        DataFileError::At {
            file: file.to_string(),
            line,
            col,
            problem: Box::new(problem),
        }
    }
}

/// The path of the data file `name`, from the environment (see the module
/// docs); `None` without a home.
pub(crate) fn data_file(var: &str, name: &str) -> Option<PathBuf> {
    let value = |name| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(file) = value(var) {
        return Some(PathBuf::from(file));
    }
    // The XDG spec: a relative path there is invalid and ignored.
    value("XDG_DATA_HOME")
        .map(PathBuf::from)
        .filter(|data| data.is_absolute())
        .or_else(|| value("HOME").map(|home| PathBuf::from(home).join(".local/share")))
        .map(|data| data.join("morris").join(name))
}

/// Does a variant id read from a file name a path? Files name variants by id only.
pub(crate) fn names_a_path(id: &str) -> bool {
    id.contains(['/', '\\']) || id.ends_with(".ron")
}

/// The text of the file at `path`; `None` when there is no file yet.
pub(crate) fn read_text<P>(path: &Path) -> Result<Option<String>, DataFileError<P>> {
    match safe_file::read_regular_text(path, DATA_CAP) {
        Ok(text) => Ok(Some(text)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(source) => Err(DataFileError::Io {
            file: path.display().to_string(),
            source,
        }),
    }
}

/// Reads RON `text`; a syntax error becomes `syntax(message)` where it stands.
pub(crate) fn parse_ron<T: DeserializeOwned, P>(
    file: &str,
    text: &str,
    syntax: impl FnOnce(String) -> P,
) -> Result<T, DataFileError<P>> {
    ron::from_str(text).map_err(|e| {
        let place = (e.span.start.line.max(1), e.span.start.col.max(1));
        DataFileError::at(file, place, syntax(e.code.to_string()))
    })
}

/// Writes `text` to `path` atomically, making its folder if needed.
pub(crate) fn write_text<P>(path: &Path, text: &str) -> Result<(), DataFileError<P>> {
    let failed = |source| DataFileError::Write {
        file: path.display().to_string(),
        source,
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(failed)?;
    }
    safe_file::write_atomic(path, text.as_bytes()).map_err(failed)
}

/// Can a save to `path` succeed? Asked when a session starts, so that the
/// player hears it before any answer: its folder is made if needed, and a
/// link, a folder, a read-only file or a folder that cannot be written in
/// is said as [`DataFileError::Write`]. Nothing else is written.
pub fn check_savable<P>(path: &Path) -> Result<(), DataFileError<P>> {
    let failed = |source| DataFileError::Write {
        file: path.display().to_string(),
        source,
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(failed)?;
    }
    safe_file::check_writable(path).map_err(failed)
}

/// Moves a refused file aside, to `FILE.corrupt` (or `FILE.corrupt.2`, ...
/// when that is taken), so that nothing is lost when a new file is written.
pub fn keep_aside(path: &Path) -> io::Result<PathBuf> {
    let mut name = path.as_os_str().to_owned();
    name.push(".corrupt");
    let first = PathBuf::from(&name);
    let mut aside = first.clone();
    let mut n = 1;
    while aside.symlink_metadata().is_ok() {
        n += 1;
        let mut numbered = first.clone().into_os_string();
        numbered.push(format!(".{n}"));
        aside = PathBuf::from(numbered);
    }
    std::fs::rename(path, &aside)?;
    Ok(aside)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_over_the_cap_is_refused_as_its_content_is() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.ron");
        let big = std::fs::File::create(&path).unwrap();
        big.set_len(DATA_CAP + 1).unwrap();
        let err = read_text::<String>(&path).unwrap_err();
        assert!(err.is_refused(), "{err}");
        let folder = read_text::<String>(dir.path()).unwrap_err();
        assert!(!folder.is_refused(), "{folder}");
    }

    #[test]
    fn a_missing_file_is_none_and_a_folder_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let none: Result<_, DataFileError<String>> = read_text(&dir.path().join("none.ron"));
        assert!(matches!(none, Ok(None)));
        let folder: Result<_, DataFileError<String>> = read_text(dir.path());
        assert!(matches!(folder, Err(DataFileError::Io { .. })));
    }

    #[test]
    fn a_written_file_reads_back_and_a_syntax_error_says_where() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("deep/er/file.ron");
        write_text::<String>(&path, "(\n  a: 1,\n)\n").unwrap();
        let text = read_text::<String>(&path).unwrap().unwrap();
        assert_eq!(text, "(\n  a: 1,\n)\n");
        let err = parse_ron::<Vec<u8>, String>("f.ron", "[1,\n 2,\n x]", |m| m).unwrap_err();
        match err {
            DataFileError::At { line, col, .. } => assert_eq!((line, col), (3, 2)),
            other => panic!("{other}"),
        }
    }
}
