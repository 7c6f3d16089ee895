//! Records on disk: saved whole or not at all, and loaded with their variant
//! found the way every program finds it.

use std::io;
use std::path::{Path, PathBuf};

use super::variant_tag::resolve_variant;
use super::{Annotations, Record, RecordError, Tags, read_record, write_annotated, write_record};
use crate::game::Game;
use crate::rules_file::catalog::Catalog;
use crate::safe_file::{self, TEXT_CAP};

/// Why a record file could not be read, understood or written.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error("cannot read {}", path.display())]
    Read {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("cannot load {}", path.display())]
    Record {
        path: PathBuf,
        #[source]
        source: Box<RecordError>,
    },
    #[error("cannot write {}", path.display())]
    Write {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
}

/// Saves the record of `game` (see [`write_record`]) so that an error or a
/// crash part-way leaves the file as it was: see [`write_atomic`].
pub fn save_file(path: &Path, game: &Game, tags: &Tags) -> Result<(), FileError> {
    write_atomic(path, &write_record(game, tags))
}

/// Saves the record of `game` with its comments, marks and variations (see
/// [`write_annotated`]), as safely as [`save_file`].
pub fn save_annotated(
    path: &Path,
    game: &Game,
    tags: &Tags,
    notes: &Annotations,
) -> Result<(), FileError> {
    write_atomic(path, &write_annotated(game, tags, notes))
}

/// Writes `text` to `path` as [`safe_file::write_atomic`] does: readers see
/// the old file or the new one, never half, and nothing planted in the folder
/// can redirect the write. A symlink, a read-only file or a folder is refused.
pub fn write_atomic(path: &Path, text: &str) -> Result<(), FileError> {
    safe_file::write_atomic(path, text.as_bytes()).map_err(|source| FileError::Write {
        path: path.to_path_buf(),
        source,
    })
}

/// Whether a record can be saved at `path` (see
/// [`safe_file::check_writable`]): asked before the work that makes it.
pub fn check_destination(path: &Path) -> Result<(), FileError> {
    safe_file::check_writable(path).map_err(|source| FileError::Write {
        path: path.to_path_buf(),
        source,
    })
}

/// The text of a record file: a regular file of at most [`TEXT_CAP`] bytes.
pub fn read_record_text(path: &Path) -> io::Result<String> {
    safe_file::read_regular_text(path, TEXT_CAP)
}

/// Loads a record file. Its variant is found by [`super::resolve_variant`]:
/// an id in the catalog (the user folder, then the shipped files), then as a
/// rules file of that name beside the record, for games of a rules file kept
/// with its records; never a path the record names.
pub fn load_file(path: &Path, catalog: &Catalog) -> Result<Record, FileError> {
    let text = read_record_text(path).map_err(|source| FileError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let resolve = |tag: &str| resolve_variant(catalog, Some(path), tag);
    read_record(&text, resolve).map_err(|source| FileError::Record {
        path: path.to_path_buf(),
        source: Box::new(source),
    })
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::rules::Rules;
    use crate::rules_file::catalog;

    fn load_file(path: &Path) -> Result<Record, FileError> {
        super::load_file(path, &Catalog::with_user_dir(None))
    }

    fn game() -> Game {
        let mut game = Game::new(Arc::new(catalog::shipped("three-mens-morris").unwrap()));
        game.play_text("b2").unwrap();
        game
    }

    fn files_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_save_round_trips() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.pgn");
        save_file(&path, &game(), &Tags::new().with("White", "Ann")).unwrap();
        let record = load_file(&path).unwrap();
        assert_eq!(record.game.moves(), game().moves());
        assert_eq!(record.tags.get("White"), Some("Ann"));
        assert_eq!(files_in(dir.path()), ["game.pgn"]);
    }

    #[test]
    fn a_save_into_a_missing_folder_fails_and_says_where() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("missing/game.pgn");
        let err = save_file(&path, &game(), &Tags::new()).unwrap_err();
        assert!(err.to_string().contains("missing/game.pgn"), "{err}");
        assert!(files_in(dir.path()).is_empty());
    }

    #[test]
    fn a_variant_beside_the_record_is_found() {
        let dir = tempfile::tempdir().unwrap();
        let rules_text = catalog::SHIPPED
            .iter()
            .find(|(id, _)| *id == "three-mens-morris")
            .unwrap()
            .1;
        std::fs::write(dir.path().join("my-three.ron"), rules_text).unwrap();
        let rules = Rules::load_file(&dir.path().join("my-three.ron")).unwrap();
        let mut game = Game::new(Arc::new(rules));
        game.play_text("a1").unwrap();
        let path = dir.path().join("game.pgn");
        save_file(&path, &game, &Tags::new()).unwrap();
        assert_eq!(load_file(&path).unwrap().game.rules().id(), "my-three");
    }

    fn three_rules_text() -> &'static str {
        catalog::SHIPPED
            .iter()
            .find(|(id, _)| *id == "three-mens-morris")
            .unwrap()
            .1
    }

    fn record_naming(variant: &str) -> String {
        format!("[Variant \"{variant}\"]\n[Result \"*\"]\n\n1. a1 *\n")
    }

    #[test]
    fn a_variant_tag_naming_an_absolute_path_opens_nothing() {
        let dir = tempfile::tempdir().unwrap();
        // A file whose first word the old error echoed.
        let secret = dir.path().join("secret.ron");
        std::fs::write(&secret, "hunter2 and more").unwrap();
        let path = dir.path().join("game.pgn");
        std::fs::write(&path, record_naming(&secret.display().to_string())).unwrap();
        let err = load_file(&path).unwrap_err();
        let FileError::Record { source, .. } = &err else {
            panic!("{err:?}")
        };
        assert!(
            matches!(**source, RecordError::VariantNotAName { .. }),
            "{source:?}"
        );
        assert!(!format!("{source:?}").contains("hunter2"));
    }

    #[test]
    fn a_variant_tag_climbing_out_of_the_record_folder_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("games")).unwrap();
        std::fs::write(dir.path().join("outside.ron"), three_rules_text()).unwrap();
        let path = dir.path().join("games/game.pgn");
        for tag in [
            "../outside",
            "../outside.ron",
            "..",
            ".hidden",
            "c:x",
            "/etc/x",
        ] {
            std::fs::write(&path, record_naming(tag)).unwrap();
            let err = load_file(&path).unwrap_err();
            let FileError::Record { source, .. } = &err else {
                panic!("{tag}: {err:?}")
            };
            assert!(
                matches!(**source, RecordError::VariantNotAName { .. }),
                "{tag}: {source:?}"
            );
        }
    }

    #[test]
    fn a_variant_tag_may_name_a_rules_file_beside_the_record() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("my-three.ron"), three_rules_text()).unwrap();
        let path = dir.path().join("game.pgn");
        std::fs::write(&path, record_naming("my-three.ron")).unwrap();
        assert_eq!(load_file(&path).unwrap().game.rules().id(), "my-three");
        // The same name from elsewhere is not found beside this record.
        let other = tempfile::tempdir().unwrap();
        let path = other.path().join("game.pgn");
        std::fs::write(&path, record_naming("my-three.ron")).unwrap();
        assert!(load_file(&path).is_err());
    }

    #[cfg(unix)]
    #[test]
    fn a_record_that_is_not_a_regular_file_is_refused_at_once() {
        let err = load_file(Path::new("/dev/zero")).unwrap_err();
        let FileError::Read { source, .. } = &err else {
            panic!("{err:?}")
        };
        assert!(crate::safe_file::refusal(source).is_some(), "{source:?}");
    }

    #[cfg(unix)]
    #[test]
    fn a_save_over_a_symlink_leaves_its_target_alone() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("precious");
        std::fs::write(&target, "keep me").unwrap();
        let link = dir.path().join("game.pgn");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        let err = save_file(&link, &game(), &Tags::new()).unwrap_err();
        assert!(err.to_string().contains("game.pgn"), "{err}");
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep me");
    }
}
