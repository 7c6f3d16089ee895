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

    /// Brings the file's standing into the settings, and says where this
    /// session keeps it: the file, or the settings alone when the file
    /// cannot be saved (a link, a read-only file or folder), which is said
    /// now, before any answer. A file not there yet leaves the settings'
    /// standing, the first save starts it; one refused is renamed aside,
    /// said, and the settings' standing goes on.
    pub(crate) fn load(&self, settings: &mut Settings) -> (StandingStore, Option<String>) {
        let StandingStore::File(path) = self else {
            return (StandingStore::Settings, None);
        };
        let mut said = None;
        if std::fs::symlink_metadata(path).is_ok() {
            match puzzles::read_standing(path) {
                Ok(standing) => settings.puzzles = standing,
                Err(err) if err.is_refused() => {
                    let why = said::standing_error(&err);
                    said = Some(match puzzles::keep_aside(path) {
                        Ok(aside) => format!(
                            "{why}\n{}",
                            said::standing_kept_aside(&aside.display().to_string())
                        ),
                        Err(e) => format!("{why} ({e})"),
                    });
                }
                Err(err) => return (StandingStore::Settings, Some(said::standing_error(&err))),
            }
        }
        match puzzles::check_savable(path) {
            Ok(()) => (self.clone(), said),
            Err(err) => {
                let err: StandingFileError = err;
                let why = said::standing_error(&err);
                let said = said.map_or_else(|| why.clone(), |before| format!("{before}\n{why}"));
                (StandingStore::Settings, Some(said))
            }
        }
    }

    /// Keeps the settings' standing (with what another session saved in
    /// the file since), or says why it could not be.
    pub(crate) fn save(&self, settings: &mut Settings) -> Result<(), String> {
        match self {
            StandingStore::File(path) => settings
                .puzzles
                .save(path)
                .map_err(|e| said::standing_error(&e)),
            StandingStore::Settings => {
                settings.puzzles.mark_saved();
                Ok(())
            }
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
        assert_eq!(store.load(&mut settings), (store.clone(), None));
        assert_eq!(settings.puzzles.streak, 4);
        store.save(&mut settings).unwrap();
        let mut other = Settings::default();
        assert_eq!(store.load(&mut other), (store.clone(), None));
        assert_eq!(other.puzzles, settings.puzzles);
    }

    #[cfg(unix)]
    #[test]
    fn a_file_reached_through_a_link_is_said_at_once_and_the_settings_keep_it() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.ron");
        let link = dir.path().join("puzzles.ron");
        let mut kept = morris_learn::puzzles::Standing {
            streak: 3,
            ..Default::default()
        };
        kept.write(&real).unwrap();
        std::os::unix::fs::symlink(&real, &link).unwrap();
        let mut settings = Settings::default();
        let (store, said) = StandingStore::File(link).load(&mut settings);
        // Read, and said before any answer; this session keeps it in the settings.
        assert_eq!(settings.puzzles.streak, 3);
        let said = said.unwrap();
        assert!(
            said.contains("puzzles.ron") && said.contains("symbolic link"),
            "{said}"
        );
        assert_eq!(store, StandingStore::Settings);
        kept.streak = 9;
        settings.puzzles = kept;
        store.save(&mut settings).unwrap();
        assert_eq!(puzzles::read_standing(&real).unwrap().streak, 3);
    }

    #[test]
    fn a_refused_file_is_renamed_aside_and_the_settings_go_on() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("puzzles.ron");
        std::fs::write(&path, "(rating: oops").unwrap();
        let mut settings = Settings::default();
        settings.puzzles.streak = 2;
        let (store, said) = StandingStore::File(path.clone()).load(&mut settings);
        assert_eq!(store, StandingStore::File(path.clone()));
        let err = said.unwrap();
        assert!(err.contains("puzzles.ron:1:"), "{err}");
        assert!(err.contains(".corrupt"), "{err}");
        assert!(!path.exists());
        assert_eq!(settings.puzzles.streak, 2);
    }
}
