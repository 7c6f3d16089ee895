//! Where tables are kept: the user's cache folder, one file per rules fingerprint.

use std::path::PathBuf;

use morris_core::Rules;

/// The environment variable that overrides the cache folder.
pub const CACHE_DIR_VAR: &str = "MORRIS_CACHE_DIR";

/// The cache folder: `$MORRIS_CACHE_DIR`, else `$XDG_CACHE_HOME/morris`, else `~/.cache/morris`.
pub fn cache_dir() -> Option<PathBuf> {
    let var = |name| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    var(CACHE_DIR_VAR)
        .or_else(|| var("XDG_CACHE_HOME").map(|d| d.join("morris")))
        .or_else(|| var("HOME").map(|h| h.join(".cache/morris")))
}

/// The table file for these rules: named by the rules fingerprint, so that a
/// changed rules file never finds a stale table.
pub fn table_path(rules: &Rules) -> Option<PathBuf> {
    cache_dir().map(|dir| dir.join(format!("{:016x}.morristable", rules.fingerprint())))
}
