//! Reading a file dropped on the desktop window: only a regular file, and no
//! more than a record or a rules file can sensibly be.

use std::io::Read;
use std::path::Path;

use morris_i18n::t;

/// The most a dropped file may hold: records and rules files are far smaller.
pub const MAX_DROPPED_BYTES: u64 = 4 << 20;

/// The bytes of the regular file at `path`, or why they were not read.
pub fn read_dropped(path: &Path) -> Result<Vec<u8>, String> {
    let shown = path.display().to_string();
    let fail = |why: String| t!("gui-cannot-read", path = shown.as_str(), why = why);
    let file = std::fs::File::open(path).map_err(|e| fail(e.to_string()))?;
    let meta = file.metadata().map_err(|e| fail(e.to_string()))?;
    if !meta.is_file() {
        return Err(fail(t!("gui-not-a-file")));
    }
    let mut bytes = Vec::new();
    file.take(MAX_DROPPED_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| fail(e.to_string()))?;
    if bytes.len() as u64 > MAX_DROPPED_BYTES {
        return Err(fail(t!(
            "gui-file-too-big",
            limit = MAX_DROPPED_BYTES >> 20
        )));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_regular_files_within_the_cap_are_read() {
        let dir = tempfile::tempdir().unwrap();
        assert!(read_dropped(dir.path()).is_err(), "a folder is refused");
        let big = dir.path().join("big.txt");
        std::fs::write(&big, vec![b'x'; MAX_DROPPED_BYTES as usize + 1]).unwrap();
        assert!(read_dropped(&big).unwrap_err().contains("big.txt"));
        let small = dir.path().join("small.txt");
        std::fs::write(&small, "1. d6").unwrap();
        assert_eq!(read_dropped(&small).unwrap(), b"1. d6");
    }
}
