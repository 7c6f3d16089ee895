//! Where the player's standing at puzzles is kept: on the desktop, the
//! standing file the terminal's `morris puzzle` keeps too, so that a streak
//! and a rating go on from one to the other; in a page, or for an app made
//! by a test, the settings alone. The settings always hold the standing as
//! it stands (the panel reads it there): the file is read into them when
//! the puzzles open, and written after every change.

use std::path::PathBuf;

use morris_i18n::puzzles as said;
use morris_learn::puzzles::{self, StandingFileError};

use crate::settings::Settings;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum StandingStore {
    /// The standing file on disk.
    File(PathBuf),
    /// The settings' `puzzles` only.
    Settings,
}

impl StandingStore {
    /// The terminal's standing file, else the settings.
    pub(crate) fn desktop() -> StandingStore {
        puzzles::standing_file().map_or(StandingStore::Settings, StandingStore::File)
    }

    /// Brings the file's standing into the settings. A file not there yet
    /// leaves the settings' standing, the first write starts it; one refused
    /// is renamed aside, said, and the settings' standing goes on.
    pub(crate) fn load(&self, settings: &mut Settings) -> Result<(), String> {
        let StandingStore::File(path) = self else {
            return Ok(());
        };
        if std::fs::symlink_metadata(path).is_err() {
            return Ok(());
        }
        match puzzles::read_standing(path) {
            Ok(standing) => {
                settings.puzzles = standing;
                Ok(())
            }
            Err(err @ StandingFileError::At { .. }) => {
                let why = said::standing_error(&err);
                Err(match puzzles::keep_aside(path) {
                    Ok(aside) => format!(
                        "{why}\n{}",
                        said::standing_kept_aside(&aside.display().to_string())
                    ),
                    Err(e) => format!("{why} ({e})"),
                })
            }
            Err(err) => Err(said::standing_error(&err)),
        }
    }

    /// Keeps the settings' standing, or says why it could not be.
    pub(crate) fn save(&self, settings: &Settings) -> Result<(), String> {
        match self {
            StandingStore::File(path) => settings
                .puzzles
                .write(path)
                .map_err(|e| said::standing_error(&e)),
            StandingStore::Settings => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_file_is_read_into_the_settings_and_written_back() {
        let dir = tempfile::tempdir().unwrap();
        let store = StandingStore::File(dir.path().join("puzzles.ron"));
        let mut settings = Settings::default();
        settings.puzzles.streak = 4;
        // No file yet: the settings' standing stands, and starts the file.
        store.load(&mut settings).unwrap();
        assert_eq!(settings.puzzles.streak, 4);
        store.save(&settings).unwrap();
        let mut other = Settings::default();
        store.load(&mut other).unwrap();
        assert_eq!(other.puzzles, settings.puzzles);
    }

    #[test]
    fn a_refused_file_is_renamed_aside_and_the_settings_go_on() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("puzzles.ron");
        std::fs::write(&path, "(rating: oops").unwrap();
        let mut settings = Settings::default();
        settings.puzzles.streak = 2;
        let err = StandingStore::File(path.clone())
            .load(&mut settings)
            .unwrap_err();
        assert!(err.contains("puzzles.ron:1:"), "{err}");
        assert!(err.contains(".corrupt"), "{err}");
        assert!(!path.exists());
        assert_eq!(settings.puzzles.streak, 2);
    }
}
