//! The files one command writes, checked together before its work starts:
//! none is one of the command's inputs, no two are the same file under two
//! spellings, none replaces a file the user did not name (unless forced),
//! and each could be saved. [`Outputs::write`] then writes them all or none.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::atomic_write::folder_of;

/// One file a command will write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    pub path: PathBuf,
    /// The user named this path (`--svg board.svg`), so an existing file
    /// there is theirs to replace; a path the command makes up beside it
    /// (`board-back.svg`) replaces nothing without `--force`.
    pub named: bool,
}

impl Output {
    /// A path the user named.
    pub fn named(path: impl Into<PathBuf>) -> Output {
        Output {
            path: path.into(),
            named: true,
        }
    }

    /// A path the command made up from one the user named.
    pub fn derived(path: impl Into<PathBuf>) -> Output {
        Output {
            path: path.into(),
            named: false,
        }
    }
}

/// Why a command's outputs were refused, before any work or after it.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    #[error("{output} is {input}, which this command reads")]
    IsAnInput { output: PathBuf, input: PathBuf },
    #[error("{first} and {second} are the same file")]
    SameFile { first: PathBuf, second: PathBuf },
    #[error("{path} exists and was not named; pass --force to replace it")]
    WouldReplace { path: PathBuf },
    #[error("cannot write {path}")]
    Unwritable {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
}

/// Outputs that passed [`Outputs::check`], in the order given.
#[derive(Debug)]
pub struct Outputs {
    files: Vec<Output>,
}

/// A file as the system knows it: its resolved path, and its device and
/// inode when it exists (a hard link is the same file under another name).
#[derive(PartialEq, Eq)]
struct Identity {
    resolved: PathBuf,
    inode: Option<(u64, u64)>,
}

impl Identity {
    fn same(&self, other: &Identity) -> bool {
        self.resolved == other.resolved || (self.inode.is_some() && self.inode == other.inode)
    }
}

#[cfg(unix)]
fn inode(meta: &fs::Metadata) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    Some((meta.dev(), meta.ino()))
}

#[cfg(not(unix))]
fn inode(_: &fs::Metadata) -> Option<(u64, u64)> {
    None
}

/// An output as it resolves: its folder's real path and its own name, so
/// `./x`, `dir/../x` and a linked folder all come to one path.
fn output_identity(path: &Path) -> io::Result<Identity> {
    let folder = fs::canonicalize(folder_of(path))?;
    let resolved = folder.join(path.file_name().unwrap_or_default());
    // Followed, so that a link to an input is caught as that input.
    let inode = fs::metadata(&resolved).ok().as_ref().and_then(inode);
    Ok(Identity { resolved, inode })
}

/// An input as it resolves; `None` when there is no such file to harm.
fn input_identity(path: &Path) -> Option<Identity> {
    let resolved = fs::canonicalize(path).ok()?;
    let inode = fs::metadata(&resolved).ok().as_ref().and_then(inode);
    Some(Identity { resolved, inode })
}

impl Outputs {
    /// Checks `files` against `inputs` and each other (see the module docs),
    /// before the work whose results they hold. `force` lets a file the user
    /// did not name be replaced. Nothing is written.
    pub fn check(
        inputs: &[&Path],
        files: Vec<Output>,
        force: bool,
    ) -> Result<Outputs, OutputError> {
        let unwritable = |path: &Path, source| OutputError::Unwritable {
            path: path.to_path_buf(),
            source,
        };
        let inputs: Vec<(&Path, Identity)> = inputs
            .iter()
            .filter_map(|&p| input_identity(p).map(|id| (p, id)))
            .collect();
        let mut seen: Vec<(&Path, Identity)> = Vec::new();
        for file in &files {
            let path = file.path.as_path();
            // A folder, a link or a read-only file is refused first, in words
            // that say which.
            let exists = super::existing_target(path).map_err(|e| unwritable(path, e))?;
            let identity = output_identity(path).map_err(|e| unwritable(path, e))?;
            if let Some((input, _)) = inputs.iter().find(|(_, id)| id.same(&identity)) {
                return Err(OutputError::IsAnInput {
                    output: path.to_path_buf(),
                    input: input.to_path_buf(),
                });
            }
            if let Some((first, _)) = seen.iter().find(|(_, id)| id.same(&identity)) {
                return Err(OutputError::SameFile {
                    first: first.to_path_buf(),
                    second: path.to_path_buf(),
                });
            }
            if exists && !file.named && !force {
                return Err(OutputError::WouldReplace {
                    path: path.to_path_buf(),
                });
            }
            super::check_writable(path).map_err(|e| unwritable(path, e))?;
            seen.push((path, identity));
        }
        Ok(Outputs { files })
    }

    /// The files, in the order given.
    pub fn files(&self) -> &[Output] {
        &self.files
    }

    /// Writes `contents[i]` to the `i`th file, all or none: each is written
    /// whole beside its target first, then all are moved into place; if one
    /// move fails, those already moved are put back as they were.
    pub fn write(&self, contents: &[&[u8]]) -> Result<(), OutputError> {
        if contents.len() != self.files.len() {
            return Err(OutputError::Unwritable {
                path: self
                    .files
                    .first()
                    .map(|f| f.path.clone())
                    .unwrap_or_default(),
                source: io::Error::new(
                    io::ErrorKind::InvalidInput,
                    "not one content for each output",
                ),
            });
        }
        let paths: Vec<&Path> = self.files.iter().map(|f| f.path.as_path()).collect();
        super::write_all::write_all(&paths, contents, |from, to| fs::rename(from, to)).map_err(
            |(i, source)| OutputError::Unwritable {
                path: self.files[i].path.clone(),
                source,
            },
        )
    }

    /// [`Outputs::write`] with the move given, so tests can make one fail.
    #[cfg(test)]
    pub(super) fn write_with(
        &self,
        contents: &[&[u8]],
        rename: impl FnMut(&Path, &Path) -> io::Result<()>,
    ) -> Result<(), (usize, io::Error)> {
        let paths: Vec<&Path> = self.files.iter().map(|f| f.path.as_path()).collect();
        super::write_all::write_all(&paths, contents, rename)
    }
}
