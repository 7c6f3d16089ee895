//! Reading a file dropped on the desktop window as every file from a stranger
//! is read: only a regular file, and no more than a record or a rules file
//! can sensibly be ([`safe_file::TEXT_CAP`]).

use std::path::Path;

use morris_core::safe_file;
use morris_i18n::{t, words};

/// The bytes of the regular file at `path`, or why they were not read, in the player's words.
pub fn read_dropped(path: &Path) -> Result<Vec<u8>, String> {
    safe_file::read_regular(path, safe_file::TEXT_CAP).map_err(|e| {
        let path = path.display().to_string();
        t!("gui-cannot-read", path = path, why = words::io_error(&e))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_regular_files_within_the_cap_are_read() {
        let dir = tempfile::tempdir().unwrap();
        assert!(read_dropped(dir.path()).is_err(), "a folder is refused");
        let big = dir.path().join("big.txt");
        std::fs::write(&big, vec![b'x'; safe_file::TEXT_CAP as usize + 1]).unwrap();
        assert!(read_dropped(&big).unwrap_err().contains("big.txt"));
        let small = dir.path().join("small.txt");
        std::fs::write(&small, "1. d6").unwrap();
        assert_eq!(read_dropped(&small).unwrap(), b"1. d6");
    }
}
