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
//! - [`Outputs`] checks the files one command writes together, before its
//!   work: none is an input, no two are one file, none that the user did not
//!   name is replaced unless forced; then writes them all or none.
//!
//! Refusals come back as [`io::Error`]s whose inner error is a [`Refusal`]
//! (see [`refusal`]), so that every caller's error type keeps working.

mod atomic_write;
mod capped_read;
mod outputs;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_outputs;
mod write_all;

pub use atomic_write::{check_writable, existing_target, write_atomic};
pub use capped_read::{open_regular, read_regular, read_regular_here, read_regular_text};
pub use outputs::{Output, OutputError, Outputs};

use std::fs;
use std::io;

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
