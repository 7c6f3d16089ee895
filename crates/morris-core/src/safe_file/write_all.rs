//! Several files written as one: each whole in a temporary file beside its
//! target, then all moved into place, and put back if one move fails.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::atomic_write::{create_temporary, folder_of, sync_folder, target};

/// A file written beside its target, not yet moved into place.
struct Staged {
    temp: PathBuf,
    /// A second name for the file it replaces, to put it back.
    backup: Option<PathBuf>,
}

/// Writes `contents[i]` to `paths[i]`, all or none; the error says which
/// path failed. `rename` moves a file into place (a test's may fail).
pub(super) fn write_all(
    paths: &[&Path],
    contents: &[&[u8]],
    mut rename: impl FnMut(&Path, &Path) -> io::Result<()>,
) -> Result<(), (usize, io::Error)> {
    let mut staged: Vec<Staged> = Vec::with_capacity(paths.len());
    for (i, (path, bytes)) in paths.iter().zip(contents).enumerate() {
        match stage(path, bytes) {
            Ok(file) => staged.push(file),
            Err(e) => {
                discard(&staged);
                return Err((i, e));
            }
        }
    }
    for i in 0..staged.len() {
        if let Err(e) = rename(&staged[i].temp, paths[i]) {
            // Those moved already go back as they were; the rest are dropped.
            for (done, path) in staged[..i].iter().zip(paths) {
                match &done.backup {
                    Some(backup) => {
                        let _ = fs::rename(backup, path);
                    }
                    None => {
                        let _ = fs::remove_file(path);
                    }
                }
            }
            discard(&staged[i..]);
            return Err((i, e));
        }
    }
    for file in &staged {
        if let Some(backup) = &file.backup {
            let _ = fs::remove_file(backup);
        }
    }
    for (i, path) in paths.iter().enumerate() {
        sync_folder(folder_of(path)).map_err(|e| (i, e))?;
    }
    Ok(())
}

/// Writes `bytes` to `file` with `permissions`, synced; the file is closed
/// when this returns.
fn write_synced(
    mut file: fs::File,
    permissions: Option<fs::Permissions>,
    bytes: &[u8],
) -> io::Result<()> {
    if let Some(permissions) = permissions {
        file.set_permissions(permissions)?;
    }
    file.write_all(bytes)?;
    file.sync_all()
}

/// `bytes` written and synced in a temporary file beside `path`, with the
/// replaced file's permissions, and a second name for that file.
fn stage(path: &Path, bytes: &[u8]) -> io::Result<Staged> {
    let keep = target(path)?.map(|meta| meta.permissions());
    let folder = folder_of(path);
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let (temp, file) = create_temporary(folder, &name)?;
    if let Err(e) = write_synced(file, keep.clone(), bytes) {
        let _ = fs::remove_file(&temp);
        return Err(e);
    }
    let backup = match keep {
        Some(_) => match backup_of(path, folder, &name) {
            Ok(backup) => Some(backup),
            Err(e) => {
                let _ = fs::remove_file(&temp);
                return Err(e);
            }
        },
        None => None,
    };
    Ok(Staged { temp, backup })
}

/// A second name for the file at `path`: a fresh temporary name.
fn backup_of(path: &Path, folder: &Path, name: &str) -> io::Result<PathBuf> {
    // A fresh name is made by creating it; the link takes its place.
    let (backup, _) = create_temporary(folder, name)?;
    fs::remove_file(&backup)?;
    // A copy where the file system has no hard links.
    if fs::hard_link(path, &backup).is_err() {
        fs::copy(path, &backup)?;
    }
    Ok(backup)
}

fn discard(staged: &[Staged]) {
    for file in staged {
        let _ = fs::remove_file(&file.temp);
        if let Some(backup) = &file.backup {
            let _ = fs::remove_file(backup);
        }
    }
}
