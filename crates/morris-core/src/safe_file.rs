//! Files read and written on a user's behalf, so that a file from a stranger
//! or a file planted by another local user cannot be turned against them.
//!
//! - [`read_regular`] opens only regular files, without blocking on a FIFO,
//!   and reads at most a cap: a path naming `/dev/zero`, a FIFO or a folder is
//!   refused at once with a [`Refusal`].
//! - [`read_regular_here`] does the same for a file that another file names
//!   (a record's rules file beside it): a symbolic link there is not followed.
//! - [`write_atomic`] writes a temporary file created exclusively under an
//!   unpredictable name in the target's folder (so a planted symlink is never
//!   followed), keeps the old file's permissions, renames it into place and
//!   syncs the folder. A symlink, a read-only file, a folder or a path ending
//!   in `/` is refused rather than replaced.
//!
//! Refusals come back as [`io::Error`]s whose inner error is a [`Refusal`]
//! (see [`refusal`]), so that every caller's error type keeps working.

use std::fs::{self, File, OpenOptions};
use std::hash::{BuildHasher, Hasher};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// The most bytes a rules file or a game record may hold: 4 MiB, far above
/// any real one (the largest shipped rules file is a few kilobytes).
pub const TEXT_CAP: u64 = 4 << 20;

/// Why a path was refused before anything was read or written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("it is not a regular file but {0}")]
    NotRegular(FileKind),
    #[error("it is larger than {cap} bytes")]
    TooLarge { cap: u64 },
    #[error("the path ends with a separator, so it names a folder")]
    NamesFolder,
    #[error("it is a symbolic link; save to the file it points to instead")]
    Symlink,
    #[error("it is read-only")]
    ReadOnly,
    #[error(
        "it is a symbolic link, and a file named by another file is opened only if it is a regular file there"
    )]
    LinkNotFollowed,
}

/// What a path names when it is not a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Folder,
    Fifo,
    Device,
    Socket,
    Other,
}

impl std::fmt::Display for FileKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FileKind::Folder => "a folder",
            FileKind::Fifo => "a FIFO",
            FileKind::Device => "a device",
            FileKind::Socket => "a socket",
            FileKind::Other => "a special file",
        })
    }
}

impl Refusal {
    fn into_io(self) -> io::Error {
        let kind = match self {
            Refusal::NotRegular(FileKind::Folder) | Refusal::NamesFolder => {
                io::ErrorKind::IsADirectory
            }
            Refusal::TooLarge { .. } => io::ErrorKind::FileTooLarge,
            Refusal::ReadOnly => io::ErrorKind::PermissionDenied,
            Refusal::NotRegular(_) | Refusal::Symlink | Refusal::LinkNotFollowed => {
                io::ErrorKind::InvalidInput
            }
        };
        io::Error::new(kind, self)
    }
}

/// The [`Refusal`] inside an error of [`read_regular`] or [`write_atomic`], if
/// the error is one.
pub fn refusal(err: &io::Error) -> Option<&Refusal> {
    err.get_ref().and_then(|e| e.downcast_ref::<Refusal>())
}

fn kind_of(file_type: fs::FileType) -> FileKind {
    if file_type.is_dir() {
        return FileKind::Folder;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return FileKind::Fifo;
        }
        if file_type.is_block_device() || file_type.is_char_device() {
            return FileKind::Device;
        }
        if file_type.is_socket() {
            return FileKind::Socket;
        }
    }
    FileKind::Other
}

/// Opens `path` for reading only if it is a regular file. Opening never
/// blocks: a FIFO is opened without waiting for a writer, then refused.
pub fn open_regular(path: &Path) -> io::Result<(File, fs::Metadata)> {
    open(path, Links::Follow)
}

/// Whether the last part of a path may be a symbolic link.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Links {
    Follow,
    Refuse,
}

fn open(path: &Path, links: Links) -> io::Result<(File, fs::Metadata)> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        let no_follow = match links {
            Links::Follow => 0,
            Links::Refuse => libc::O_NOFOLLOW,
        };
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY | no_follow);
    }
    // Checked first too, for systems without O_NOFOLLOW and for a clear refusal.
    if links == Links::Refuse && fs::symlink_metadata(path)?.file_type().is_symlink() {
        return Err(Refusal::LinkNotFollowed.into_io());
    }
    let file = options.open(path).map_err(|e| {
        // A link put in place between the check and the open, which
        // O_NOFOLLOW refused (each system with its own error number).
        let linked = links == Links::Refuse
            && fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
        if linked {
            Refusal::LinkNotFollowed.into_io()
        } else {
            e
        }
    })?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(Refusal::NotRegular(kind_of(meta.file_type())).into_io());
    }
    Ok((file, meta))
}

/// The bytes of the regular file at `path`, refused when it holds more than
/// `cap` bytes (checked on its size first, then while reading, since a file
/// can grow).
pub fn read_regular(path: &Path, cap: u64) -> io::Result<Vec<u8>> {
    read_capped(open(path, Links::Follow)?, cap)
}

/// [`read_regular`] for a file that another file names: the path's last
/// part must be the regular file itself, not a symbolic link to one, so a
/// name in a stranger's file never leads out of the folder it was found in.
pub fn read_regular_here(path: &Path, cap: u64) -> io::Result<Vec<u8>> {
    read_capped(open(path, Links::Refuse)?, cap)
}

fn read_capped((file, meta): (File, fs::Metadata), cap: u64) -> io::Result<Vec<u8>> {
    if meta.len() > cap {
        return Err(Refusal::TooLarge { cap }.into_io());
    }
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.take(cap.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > cap {
        return Err(Refusal::TooLarge { cap }.into_io());
    }
    Ok(bytes)
}

/// [`read_regular`] for text: the file must be UTF-8.
pub fn read_regular_text(path: &Path, cap: u64) -> io::Result<String> {
    String::from_utf8(read_regular(path, cap)?).map_err(|_| {
        io::Error::new(
            io::ErrorKind::InvalidData,
            "stream did not contain valid UTF-8",
        )
    })
}

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
    let folder = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let (temp, mut file) = create_temporary(&folder, &name.to_string_lossy())?;
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
    sync_folder(&folder)
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
    let folder = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    // The file itself is closed at once (`_`), then removed.
    let (temp, _) = create_temporary(folder, &name)?;
    fs::remove_file(temp)
}

/// The checks of a save's target: its metadata when a file is there.
fn target(path: &Path) -> io::Result<Option<fs::Metadata>> {
    let ends_with_separator = path
        .as_os_str()
        .to_string_lossy()
        .ends_with(std::path::is_separator);
    if path.file_name().is_none() || ends_with_separator {
        return Err(Refusal::NamesFolder.into_io());
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
fn create_temporary(folder: &Path, name: &str) -> io::Result<(PathBuf, File)> {
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
fn sync_folder(folder: &Path) -> io::Result<()> {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn files_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_file_larger_than_the_cap_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.ron");
        fs::write(&path, vec![b'x'; 101]).unwrap();
        let err = read_regular(&path, 100).unwrap_err();
        assert_eq!(refusal(&err), Some(&Refusal::TooLarge { cap: 100 }));
        assert_eq!(read_regular(&path, 101).unwrap().len(), 101);
    }

    #[test]
    fn a_folder_is_not_read() {
        let dir = tempfile::tempdir().unwrap();
        let err = read_regular(dir.path(), TEXT_CAP).unwrap_err();
        assert_eq!(refusal(&err), Some(&Refusal::NotRegular(FileKind::Folder)));
    }

    #[cfg(unix)]
    #[test]
    fn dev_zero_is_refused_at_once() {
        let err = read_regular(Path::new("/dev/zero"), TEXT_CAP).unwrap_err();
        assert_eq!(refusal(&err), Some(&Refusal::NotRegular(FileKind::Device)));
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_without_waiting_for_a_writer() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("pipe");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if !made.is_ok_and(|s| s.success()) {
            // No mkfifo on this system: nothing to test.
            return;
        }
        let err = read_regular(&fifo, TEXT_CAP).unwrap_err();
        assert_eq!(refusal(&err), Some(&Refusal::NotRegular(FileKind::Fifo)));
    }

    #[test]
    fn a_save_leaves_no_temporary_file_and_a_failed_one_the_old_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.pgn");
        write_atomic(&path, b"one").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"one");
        let err =
            write_then_rename(&path, b"two", |_, _| Err(io::Error::other("killed"))).unwrap_err();
        assert_eq!(err.to_string(), "killed");
        assert_eq!(fs::read(&path).unwrap(), b"one");
        assert_eq!(files_in(dir.path()), ["game.pgn"]);
    }

    #[test]
    fn a_path_ending_with_a_separator_names_a_folder() {
        let dir = tempfile::tempdir().unwrap();
        let path = PathBuf::from(format!("{}/game.pgn/", dir.path().display()));
        let err = write_atomic(&path, b"x").unwrap_err();
        assert_eq!(refusal(&err), Some(&Refusal::NamesFolder));
        assert!(files_in(dir.path()).is_empty());
    }

    #[test]
    fn existing_target_says_whether_to_ask_first() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.pgn");
        assert!(!existing_target(&path).unwrap());
        fs::write(&path, "old").unwrap();
        assert!(existing_target(&path).unwrap());
        let err = existing_target(dir.path()).unwrap_err();
        assert_eq!(refusal(&err), Some(&Refusal::NotRegular(FileKind::Folder)));
        assert_eq!(fs::read_to_string(&path).unwrap(), "old");
    }

    #[test]
    fn a_save_is_checked_before_the_work_and_leaves_nothing() {
        let dir = tempfile::tempdir().unwrap();
        check_writable(&dir.path().join("game.pgn")).unwrap();
        assert!(files_in(dir.path()).is_empty());
        let err = check_writable(&dir.path().join("no-folder/game.pgn")).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::NotFound);
        let err = check_writable(dir.path()).unwrap_err();
        assert_eq!(refusal(&err), Some(&Refusal::NotRegular(FileKind::Folder)));
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink("/etc/passwd", dir.path().join("link.pgn")).unwrap();
            let err = check_writable(&dir.path().join("link.pgn")).unwrap_err();
            assert_eq!(refusal(&err), Some(&Refusal::Symlink));
        }
    }

    #[test]
    fn a_folder_is_not_replaced() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir(dir.path().join("games")).unwrap();
        let err = write_atomic(&dir.path().join("games"), b"x").unwrap_err();
        assert_eq!(refusal(&err), Some(&Refusal::NotRegular(FileKind::Folder)));
    }

    #[cfg(unix)]
    #[test]
    fn a_symlink_is_refused_and_its_target_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("precious");
        fs::write(&target, "keep me").unwrap();
        let link = dir.path().join("game.pgn");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        let err = write_atomic(&link, b"x").unwrap_err();
        assert_eq!(refusal(&err), Some(&Refusal::Symlink));
        assert_eq!(fs::read_to_string(&target).unwrap(), "keep me");
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_file_named_by_another_is_not_read_through_a_link() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("secret");
        fs::write(&target, "not yours").unwrap();
        let link = dir.path().join("notes.ron");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        let err = read_regular_here(&link, TEXT_CAP).unwrap_err();
        assert_eq!(refusal(&err), Some(&Refusal::LinkNotFollowed));
        assert!(!err.to_string().contains("not yours"));
        assert_eq!(read_regular(&link, TEXT_CAP).unwrap(), b"not yours");
        assert_eq!(read_regular_here(&target, TEXT_CAP).unwrap(), b"not yours");
    }

    #[cfg(unix)]
    #[test]
    fn a_planted_symlink_at_a_temporary_name_is_never_followed() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("precious");
        fs::write(&target, "keep me").unwrap();
        // The old predictable name, and a few more guesses.
        for guess in [
            format!(".game.pgn.{}.tmp", std::process::id()),
            ".game.pgn.tmp".to_string(),
        ] {
            std::os::unix::fs::symlink(&target, dir.path().join(guess)).unwrap();
        }
        write_atomic(&dir.path().join("game.pgn"), b"the record").unwrap();
        assert_eq!(fs::read_to_string(&target).unwrap(), "keep me");
        assert_eq!(
            fs::read_to_string(dir.path().join("game.pgn")).unwrap(),
            "the record"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_saved_file_keeps_its_permissions_and_a_read_only_one_is_refused() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.pgn");
        fs::write(&path, "old").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
        write_atomic(&path, b"new").unwrap();
        let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).unwrap();
        let err = write_atomic(&path, b"newer").unwrap_err();
        assert_eq!(refusal(&err), Some(&Refusal::ReadOnly));
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o444);
    }
}
