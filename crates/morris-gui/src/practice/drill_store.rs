//! Where the player's drills are kept: on the desktop, the drills file the
//! terminal's `morris review --drills` and `morris drills` use too; in a
//! page, which has no files, the settings in the browser's storage, as the
//! same RON text. Either is read like a stranger's file (morris-learn checks
//! it); one refused is kept aside, never written over.

use std::path::PathBuf;

use morris_core::catalog::Catalog;
use morris_i18n::drills as said;
use morris_learn::drills::{self, DrillsFile};

use crate::settings::Settings;

/// The name the page's drills go by in what is said about them.
const PAGE_DRILLS: &str = "drills.ron";

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum DrillStore {
    /// A drills file on disk.
    File(PathBuf),
    /// The settings' `drills` text (in a page, or without a home folder).
    Settings,
}

impl DrillStore {
    /// The drills file of the environment, else the settings.
    pub(crate) fn desktop() -> DrillStore {
        drills::drills_file().map_or(DrillStore::Settings, DrillStore::File)
    }

    /// How the store is named to the player.
    pub(crate) fn name(&self) -> String {
        match self {
            DrillStore::File(path) => path.display().to_string(),
            DrillStore::Settings => morris_i18n::t!("gui-drills-in-settings"),
        }
    }

    /// The drills kept, or why they cannot be read (in the player's words);
    /// drills refused are first kept aside, and that is said too.
    pub(crate) fn read(
        &self,
        settings: &mut Settings,
        catalog: &Catalog,
    ) -> Result<DrillsFile, String> {
        match self {
            DrillStore::File(path) => match drills::read_drills(path, catalog) {
                Ok(file) => Ok(file),
                Err(err) if err.is_refused() => {
                    let why = said::file_error(&err);
                    match drills::keep_aside(path) {
                        Ok(aside) => Err(format!(
                            "{why}\n{}",
                            said::kept_aside(&aside.display().to_string())
                        )),
                        Err(e) => Err(format!("{why} ({e})")),
                    }
                }
                Err(err) => Err(said::file_error(&err)),
            },
            DrillStore::Settings if settings.drills.is_empty() => Ok(DrillsFile::default()),
            DrillStore::Settings => drills::parse_drills(PAGE_DRILLS, &settings.drills, catalog)
                .map_err(|err| {
                    let why = said::file_error(&err);
                    settings.drills_refused = std::mem::take(&mut settings.drills);
                    format!("{why}\n{}", morris_i18n::t!("gui-drills-kept-aside"))
                }),
        }
    }

    /// Can the drills be saved? Asked when a session opens, so that it is
    /// said before any answer.
    pub(crate) fn check_savable(&self) -> Result<(), String> {
        match self {
            DrillStore::File(path) => drills::check_savable(path).map_err(|e| said::file_error(&e)),
            DrillStore::Settings => Ok(()),
        }
    }

    /// Keeps `file` (in a file, with what another session saved there
    /// since: `file` becomes what was saved), or says why it could not be.
    pub(crate) fn save(
        &self,
        file: &mut DrillsFile,
        settings: &mut Settings,
        catalog: &Catalog,
    ) -> Result<(), String> {
        match self {
            DrillStore::File(path) => file.save(path, catalog).map_err(|e| said::file_error(&e)),
            DrillStore::Settings => {
                settings.drills = file.to_ron(catalog);
                file.mark_saved();
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drills_refused_in_the_settings_are_kept_aside_and_a_new_list_starts() {
        let catalog = Catalog::with_user_dir(None);
        let mut settings = Settings {
            drills: "(drills: [ (variant: \"nine-mens-morris\"".to_string(),
            ..Settings::default()
        };
        let err = DrillStore::Settings
            .read(&mut settings, &catalog)
            .unwrap_err();
        assert!(err.contains("drills.ron:1:"), "{err}");
        assert!(settings.drills.is_empty());
        assert!(settings.drills_refused.starts_with("(drills:"));
        let file = DrillStore::Settings.read(&mut settings, &catalog).unwrap();
        assert!(file.drills.is_empty());
    }

    #[test]
    fn a_drills_file_refused_is_renamed_aside() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("drills.ron");
        std::fs::write(&path, "not ron").unwrap();
        let store = DrillStore::File(path.clone());
        let mut settings = Settings::default();
        let err = store
            .read(&mut settings, &Catalog::with_user_dir(None))
            .unwrap_err();
        assert!(err.contains(".corrupt"), "{err}");
        assert!(!path.exists());
        assert!(dir.path().join("drills.ron.corrupt").exists());
    }
}
