//! Records on disk: saved whole or not at all, and loaded with their variant
//! found the way every program finds it.

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::{Annotations, Record, RecordError, Tags, read_record, write_annotated, write_record};
use crate::catalog::Catalog;
use crate::game::Game;
use crate::rules::Rules;
use crate::rules_error::LoadError;

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

/// Writes `text` to a temporary file in `path`'s folder, flushes it to disk,
/// then renames it over `path`: readers see the old file or the new one, never half.
pub fn write_atomic(path: &Path, text: &str) -> Result<(), FileError> {
    write_then_rename(path, text, |from, to| std::fs::rename(from, to))
}

fn write_then_rename(
    path: &Path,
    text: &str,
    rename: impl FnOnce(&Path, &Path) -> io::Result<()>,
) -> Result<(), FileError> {
    let error = |source| FileError::Write {
        path: path.to_path_buf(),
        source,
    };
    let name = path
        .file_name()
        .ok_or_else(|| error(io::Error::other("the path names no file")))?;
    let mut temp_name = OsString::from(".");
    temp_name.push(name);
    temp_name.push(format!(".{}.tmp", std::process::id()));
    let temp = path.with_file_name(temp_name);
    let result = File::create(&temp)
        .and_then(|mut file| {
            file.write_all(text.as_bytes())?;
            file.sync_all()
        })
        .and_then(|()| rename(&temp, path));
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    result.map_err(error)
}

/// Loads a record file. Its variant is found by [`Catalog::resolve`] (the user
/// folder, then the shipped files), then as a rules file of that name beside
/// the record, for games of a rules file kept with its records.
pub fn load_file(path: &Path, catalog: &Catalog) -> Result<Record, FileError> {
    let text = std::fs::read_to_string(path).map_err(|source| FileError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let resolve = |id: &str| -> Result<Rules, LoadError> {
        catalog
            .resolve(id)
            .or_else(|err| match rules_beside(path, id) {
                Some(file) => Rules::load_file(&file),
                None => Err(err),
            })
    };
    read_record(&text, resolve).map_err(|source| FileError::Record {
        path: path.to_path_buf(),
        source: Box::new(source),
    })
}

/// The rules file `<id>.ron` in the folder of the record at `record_path`, if
/// there is one: where a record of a game of a rules file finds its rules.
pub fn rules_beside(record_path: &Path, id: &str) -> Option<PathBuf> {
    let folder = record_path.parent().unwrap_or(Path::new("."));
    Some(folder.join(format!("{id}.ron"))).filter(|file| file.is_file())
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::catalog;

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
    fn a_failed_rename_leaves_the_old_file_whole_and_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.pgn");
        std::fs::write(&path, "the old record").unwrap();
        let mut renamed = false;
        let err = write_then_rename(&path, &"x".repeat(100_000), |_, _| {
            renamed = true;
            Err(io::Error::other("killed"))
        })
        .unwrap_err();
        assert!(renamed, "the write got as far as the rename");
        assert!(matches!(err, FileError::Write { .. }));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "the old record");
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
}
