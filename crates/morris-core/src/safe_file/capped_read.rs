//! Reading a file on a user's behalf: only a regular file, opened without
//! blocking on a FIFO, without following a link where another file named
//! it, and never more than a cap.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read};
use std::path::Path;

use super::{Refusal, kind_of};

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
