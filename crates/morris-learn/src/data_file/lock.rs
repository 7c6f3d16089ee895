//! One session at a time reads, merges and writes a data file: a lock held
//! on the file's folder for that moment. The file itself cannot carry the
//! lock (each save renames a new file into its place), and a lock file of
//! its own would be a file left behind; a folder can be locked where it is
//! (`flock` on Unix). Elsewhere a lock file beside the data file stands in.
//! Where the system has no locks at all (a browser's), saves go unlocked:
//! the page keeps its data in its settings, never in these files.

use std::fs::File;
use std::io;
use std::path::Path;

/// The lock, held until it is dropped (the file closed).
#[derive(Debug)]
pub(crate) struct FolderLock {
    _held: Option<File>,
}

/// Waits for, then takes, the lock on `folder` (which exists).
pub(crate) fn lock_folder(folder: &Path) -> io::Result<FolderLock> {
    let file = open_lock(folder)?;
    match file.lock() {
        Ok(()) => Ok(FolderLock { _held: Some(file) }),
        Err(e) if e.kind() == io::ErrorKind::Unsupported => Ok(FolderLock { _held: None }),
        Err(e) => Err(e),
    }
}

#[cfg(unix)]
fn open_lock(folder: &Path) -> io::Result<File> {
    File::open(folder)
}

#[cfg(not(unix))]
fn open_lock(folder: &Path) -> io::Result<File> {
    std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(false)
        .open(folder.join(".morris-data.lock"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_lock_waits_for_the_first() {
        let dir = tempfile::tempdir().unwrap();
        let first = lock_folder(dir.path()).unwrap();
        let other = open_lock(dir.path()).unwrap();
        assert!(other.try_lock().is_err(), "taken while held");
        drop(first);
        assert!(other.try_lock().is_ok(), "free once dropped");
    }
}
