//! Records a server sent (a player's or a variant's games) saved where the
//! player chooses: through the app's file dialog on the desktop, as the
//! browser's download in a page.

use std::path::{Path, PathBuf};

use morris_core::record;

use crate::app::MorrisApp;
use crate::files::dialog::{FileDialog, FileMode};
use crate::files::game::save_error;

impl MorrisApp {
    /// Saves `text` under the file name `name`, asked where first on the desktop.
    pub(crate) fn save_download(&mut self, name: &str, text: String) {
        if let Some(page) = &mut self.page {
            self.notice = page
                .download(name, text.as_bytes(), crate::page::TEXT)
                .err();
            return;
        }
        let folder = PathBuf::from(&self.settings.last_folder);
        self.file_dialog = Some(FileDialog::new(FileMode::SaveDownload, &folder, name));
        self.download = Some(text);
    }

    /// Writes the download waiting to `path`.
    pub(crate) fn download_chosen(&mut self, path: &Path) -> Result<(), String> {
        let text = self.download.as_deref().unwrap_or_default();
        record::write_atomic(path, text).map_err(|e| save_error(&e))?;
        self.download = None;
        Ok(())
    }
}
