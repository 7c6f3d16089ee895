//! Where the drills file lives: `$MORRIS_DRILLS_FILE`, else
//! `$XDG_DATA_HOME/morris/drills.ron`, else `~/.local/share/morris/drills.ron`.
//! It is the player's own data, not settings nor a cache that can be rebuilt.

use std::path::PathBuf;

/// The environment variable that names the drills file (tests point it at a temporary file).
pub const DRILLS_FILE_VAR: &str = "MORRIS_DRILLS_FILE";

/// The drills file's path, from the environment; `None` without a home.
pub fn drills_file() -> Option<PathBuf> {
    crate::data_file::data_file(DRILLS_FILE_VAR, "drills.ron")
}
