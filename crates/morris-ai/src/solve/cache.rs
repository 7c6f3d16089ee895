//! Where tables are kept: the user's cache folder, one file per rules fingerprint.

use std::ffi::OsString;
use std::path::PathBuf;

use morris_core::Rules;

/// The environment variable that overrides the cache folder.
pub const CACHE_DIR_VAR: &str = "MORRIS_CACHE_DIR";

/// The cache folder: `$MORRIS_CACHE_DIR`, else `$XDG_CACHE_HOME/morris`, else `~/.cache/morris`.
pub fn cache_dir() -> Option<PathBuf> {
    cache_dir_with(|name| std::env::var_os(name))
}

/// [`cache_dir`] with the environment given as a lookup.
fn cache_dir_with(env: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    let var = |name| env(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    var(CACHE_DIR_VAR)
        // The XDG spec: a relative path there is invalid and ignored.
        .or_else(|| {
            var("XDG_CACHE_HOME")
                .filter(|d| d.is_absolute())
                .map(|d| d.join("morris"))
        })
        .or_else(|| var("HOME").map(|h| h.join(".cache/morris")))
}

/// The file name of the table for these rules: the rules fingerprint in hex,
/// so that a changed rules file never finds a stale table.
pub fn table_file_name(rules: &Rules) -> String {
    format!("{:016x}.morristable", rules.fingerprint())
}

/// The table file for these rules in the user's cache folder.
pub fn table_path(rules: &Rules) -> Option<PathBuf> {
    cache_dir().map(|dir| dir.join(table_file_name(rules)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(vars: &[(&str, &str)]) -> Option<PathBuf> {
        cache_dir_with(|name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| OsString::from(v))
        })
    }

    #[test]
    fn the_override_comes_first_then_xdg_then_home() {
        let all = [
            (CACHE_DIR_VAR, "/c"),
            ("XDG_CACHE_HOME", "/x"),
            ("HOME", "/h"),
        ];
        assert_eq!(with(&all), Some(PathBuf::from("/c")));
        assert_eq!(with(&all[1..]), Some(PathBuf::from("/x/morris")));
        assert_eq!(with(&all[2..]), Some(PathBuf::from("/h/.cache/morris")));
        assert_eq!(
            with(&[(CACHE_DIR_VAR, ""), ("HOME", "/h")]),
            Some(PathBuf::from("/h/.cache/morris"))
        );
        assert_eq!(with(&[]), None);
    }

    #[test]
    fn a_relative_xdg_folder_is_ignored() {
        let vars = [("XDG_CACHE_HOME", "relative/cache"), ("HOME", "/h")];
        assert_eq!(with(&vars), Some(PathBuf::from("/h/.cache/morris")));
    }
}
