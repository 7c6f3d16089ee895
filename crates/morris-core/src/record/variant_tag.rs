//! What a record's `Variant` tag may name: a variant id, or the plain file
//! name of a rules file in the record's own folder. Never a path: a record
//! from a stranger must not choose which of the user's files is read.

use std::path::Path;

use crate::rules::Rules;
use crate::rules_file::catalog::Catalog;
use crate::rules_file::errors::LoadError;

/// The longest `Variant` tag read (a file name's usual limit).
const MAX_LEN: usize = 255;

/// A `Variant` tag that passed [`variant_name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VariantName<'a> {
    /// A variant id (`nine-mens-morris`): the catalog, then `<id>.ron` beside the record.
    Id(&'a str),
    /// A rules file's name (`my-mill.ron`): only in the record's own folder.
    FileBeside(&'a str),
}

/// Checks a `Variant` tag without opening anything: `None` when it is not a
/// plain name (a separator, `..`, a leading `.`, a drive, a control
/// character, empty or too long).
///
/// ```
/// use morris_core::record::{VariantName, variant_name};
/// assert_eq!(variant_name("six-mens-morris"), Some(VariantName::Id("six-mens-morris")));
/// assert_eq!(variant_name("mine.ron"), Some(VariantName::FileBeside("mine.ron")));
/// assert_eq!(variant_name("/etc/passwd"), None);
/// assert_eq!(variant_name("../../rules/x.ron"), None);
/// ```
pub fn variant_name(tag: &str) -> Option<VariantName<'_>> {
    let plain = !tag.is_empty()
        && tag.len() <= MAX_LEN
        && !tag.starts_with('.')
        && !tag.contains("..")
        && !tag
            .chars()
            .any(|c| matches!(c, '/' | '\\' | ':') || c.is_control());
    if !plain {
        return None;
    }
    Some(match tag.strip_suffix(".ron") {
        Some(stem) if !stem.is_empty() => VariantName::FileBeside(tag),
        _ => VariantName::Id(tag),
    })
}

/// The rules a record's `Variant` tag names, found as every program finds
/// them: an id in `catalog` (the user folder, then the shipped variants),
/// else `<id>.ron` in the folder of the record at `record_path`; a file name
/// only in that folder, and only a regular file there, not a link out of it.
/// A tag that is not a plain name is refused before anything is opened.
pub fn resolve_variant(
    catalog: &Catalog,
    record_path: Option<&Path>,
    tag: &str,
) -> Result<Rules, LoadError> {
    let unknown = || LoadError::UnknownVariant {
        id: tag.to_string(),
        known: catalog.variants().into_iter().map(|e| e.id).collect(),
    };
    match variant_name(tag).ok_or_else(unknown)? {
        VariantName::Id(id) => catalog.resolve_id(id).or_else(|err| {
            match record_path.and_then(|path| rules_beside(path, id)) {
                Some(file) => catalog.load_named_file(&file),
                None => Err(err),
            }
        }),
        VariantName::FileBeside(name) => match record_path {
            Some(path) => catalog.load_named_file(&folder_of(path).join(name)),
            None => Err(unknown()),
        },
    }
}

fn folder_of(record_path: &Path) -> &Path {
    match record_path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// The rules file `<id>.ron` in the folder of the record at `record_path`, if
/// something of that name is there (a link or a FIFO too, so that loading it
/// says what it is) and `id` is a plain variant id (see [`variant_name`]):
/// where a record of a game of a rules file finds its rules.
pub fn rules_beside(record_path: &Path, id: &str) -> Option<std::path::PathBuf> {
    let VariantName::Id(id) = variant_name(id)? else {
        return None;
    };
    Some(folder_of(record_path).join(format!("{id}.ron")))
        .filter(|file| std::fs::symlink_metadata(file).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_names_pass() {
        for bad in [
            "",
            "/etc/passwd",
            "../x",
            "a/b",
            "a\\b",
            "..",
            ".",
            ".x.ron",
            "c:x",
            "a..b",
            "a\0b",
            "a\nb",
            ".ron",
        ] {
            assert_eq!(variant_name(bad), None, "{bad:?}");
        }
        assert_eq!(variant_name(&"x".repeat(256)), None);
        assert_eq!(
            variant_name("my mill.ron"),
            Some(VariantName::FileBeside("my mill.ron"))
        );
        assert_eq!(
            variant_name("morabaraba"),
            Some(VariantName::Id("morabaraba"))
        );
    }

    #[test]
    fn a_path_is_never_resolved() {
        let catalog = Catalog::with_user_dir(None);
        let err = resolve_variant(&catalog, None, "/dev/zero").unwrap_err();
        assert!(matches!(err, LoadError::UnknownVariant { .. }), "{err:?}");
        assert!(rules_beside(Path::new("/tmp/game.pgn"), "../etc/passwd").is_none());
    }
}
