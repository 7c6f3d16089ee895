//! The explorer in the app's side panel: it follows the board, a move
//! clicked in it is played on the board as a typed one is, and a records
//! file chosen (the desktop's file dialog, the browser's file chooser)
//! replaces the server's archive.

use morris_core::parse_move;
use morris_i18n::{t, words};

use crate::app::MorrisApp;
use crate::files::dialog::{FileDialog, FileMode};
use crate::lobby::explorer::ExplorerClick;
use crate::online::follow::get;
use crate::online::setup::LOCAL_SERVER;

impl MorrisApp {
    /// The explorer's list of the board's position, from its records file
    /// or asked of the last server used (the page's own in a page).
    pub(crate) fn explorer_list(&mut self, ui: &mut egui::Ui) {
        let server = match self.settings.online.server.trim() {
            "" => LOCAL_SERVER.to_string(),
            typed => morris_online::http_url(typed).unwrap_or_else(|_| typed.to_string()),
        };
        let ctx = ui.ctx().clone();
        let page = &mut self.page;
        let game = self.table.game();
        self.explorer.follow(&server, game, &mut |path: &str| {
            get(page, &server, path, &ctx)
        });
        match self.explorer.ui(ui, game, self.analysis.as_deref()) {
            Some(ExplorerClick::Play(turn)) => {
                if let Ok(mv) = parse_move(self.table.rules(), self.table.game().position(), &turn)
                    && self.table.play(mv).is_ok()
                {
                    self.game_changed();
                }
            }
            Some(ExplorerClick::ChooseRecords) => match &mut self.page {
                Some(page) => {
                    self.records_for_explorer = true;
                    page.choose_file();
                }
                None => {
                    let folder = std::path::PathBuf::from(&self.settings.last_folder);
                    self.file_dialog =
                        Some(FileDialog::new(FileMode::ExplorerRecords, &folder, ""));
                }
            },
            Some(ExplorerClick::UseServer) => self.explorer = Default::default(),
            None => {}
        }
    }

    /// Explores the records file at `path` (a regular file, up to the explorer's cap).
    pub(crate) fn explorer_records_file(&mut self, path: &std::path::Path) -> Result<(), String> {
        let text = morris_core::safe_file::read_regular_text(path, morris_explorer::RECORDS_CAP)
            .map_err(|e| {
                let path = path.display().to_string();
                t!("gui-cannot-read", path = path, why = words::io_error(&e))
            })?;
        let name = crate::files::game::file_name(&path.display().to_string());
        self.explore_records(&name, text.as_bytes())
    }

    /// Explores the records file `name` (its `bytes`) instead of the archive.
    pub fn explore_records(&mut self, name: &str, bytes: &[u8]) -> Result<(), String> {
        let text = std::str::from_utf8(bytes).map_err(|_| t!("gui-not-text", name = name))?;
        self.explorer.use_records(name, text.to_string());
        self.settings.explorer = true;
        Ok(())
    }
}
