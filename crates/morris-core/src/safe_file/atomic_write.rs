//! Writing a file on a user's behalf: whole or not at all, through a
//! temporary file nothing planted can redirect, and only where a save would
//! not replace a link, a folder or a read-only file.

use std::fs::{self, File, OpenOptions};
use std::hash::{BuildHasher, Hasher};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::{Refusal, kind_of};

/// Writes `bytes` to `path` so that a crash part-way leaves the old file
/// whole and nothing planted can redirect the write: see the module docs.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_then_rename(path, bytes, |from, to| fs::rename(from, to))
}

/// [`write_atomic`] with the rename given, so tests can make it fail.
// A browser's `File` holds nothing to close, so dropping it there is a no-op.
#[cfg_attr(target_arch = "wasm32", allow(clippy::drop_non_drop))]
pub(crate) fn write_then_rename(
    path: &Path,
    bytes: &[u8],
    rename: impl FnOnce(&Path, &Path) -> io::Result<()>,
) -> io::Result<()> {
    let keep = target(path)?.map(|meta| meta.permissions());
    let name = path.file_name().unwrap_or_default();
    let folder = folder_of(path);
    let (temp, mut file) = create_temporary(folder, &name.to_string_lossy())?;
    let written = (|| {
        if let Some(permissions) = keep {
            file.set_permissions(permissions)?;
        }
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        rename(&temp, path)
    })();
    if let Err(e) = written {
        let _ = fs::remove_file(&temp);
        return Err(e);
    }
    sync_folder(folder)
}

/// Whether [`write_atomic`] would write `path`: `Ok(true)` when a regular
/// file is there (a front end asks before replacing it), `Ok(false)` when
/// nothing is, and the [`Refusal`] (or the error reading the folder) when a
/// save there would be refused. Nothing is written.
pub fn existing_target(path: &Path) -> io::Result<bool> {
    target(path).map(|meta| meta.is_some())
}

/// Whether a save to `path` can succeed, asked before long work whose result
/// goes there: the checks of [`existing_target`], and a file can be created
/// in its folder (a temporary one, removed at once). The write checks again.
pub fn check_writable(path: &Path) -> io::Result<()> {
    target(path)?;
    let folder = folder_of(path);
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    // The file itself is closed at once (`_`), then removed.
    let (temp, _) = create_temporary(folder, &name)?;
    fs::remove_file(temp)
}

/// The folder a path's file is in (`.` for a bare name).
pub(super) fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// The checks of a save's target: its metadata when a file is there.
pub(super) fn target(path: &Path) -> io::Result<Option<fs::Metadata>> {
    let ends_with_separator = path
        .as_os_str()
        .to_string_lossy()
        .ends_with(std::path::is_separator);
    if ends_with_separator {
        return Err(Refusal::NamesFolder.into_io());
    }
    // `.`, `..` and `/` end without a separator, but name a folder all the same.
    if path.file_name().is_none() {
        return Err(Refusal::NotRegular(super::FileKind::Folder).into_io());
    }
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => Err(Refusal::Symlink.into_io()),
        Ok(meta) if !meta.is_file() => {
            Err(Refusal::NotRegular(kind_of(meta.file_type())).into_io())
        }
        Ok(meta) if meta.permissions().readonly() => Err(Refusal::ReadOnly.into_io()),
        Ok(meta) => Ok(Some(meta)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// A new file `.NAME.RANDOM.tmp` in `folder`, created exclusively: an
/// existing file or symlink of that name is never opened.
pub(super) fn create_temporary(folder: &Path, name: &str) -> io::Result<(PathBuf, File)> {
    let mut last = None;
    for attempt in 0u32..16 {
        let mut hasher = std::hash::RandomState::new().build_hasher();
        hasher.write_u32(std::process::id());
        hasher.write_u32(attempt);
        if let Ok(now) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
            hasher.write_u128(now.as_nanos());
        }
        let temp = folder.join(format!(".{name}.{:016x}.tmp", hasher.finish()));
        match OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(file) => return Ok((temp, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| io::Error::other("no free temporary name")))
}

/// Makes the rename itself durable: the folder's entry is synced too.
pub(super) fn sync_folder(folder: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        match File::open(folder).and_then(|dir| dir.sync_all()) {
            // Some file systems cannot sync a folder; the rename still happened.
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::InvalidInput | io::ErrorKind::Unsupported
                ) =>
            {
                Ok(())
            }
            other => other,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = folder;
        Ok(())
    }
}
