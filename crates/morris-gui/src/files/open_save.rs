//! The app's files: the save and open dialogs, a record or a rules file
//! opened, the record written with its tags and marks, the game kept for the
//! next start.

use std::sync::Arc;

use morris_core::record::{self, Tags};
use morris_core::{Color, GameOptions};
use morris_i18n::t;

use crate::app::MorrisApp;
use crate::files::dialog::{FileAction, FileDialog, FileMode};
use crate::files::game::{file_name, read_game, save_error};
use crate::review::notes::ReviewNotes;
use crate::settings::{PlayerKind, SavedGame};
use crate::table::Table;
use crate::variant;

impl MorrisApp {
    /// Saves or loads a game: with the app's own file dialog on the desktop,
    /// with the browser's file chooser or a download in a page.
    pub(crate) fn open_file_dialog(&mut self, mode: FileMode) {
        let name = match mode {
            FileMode::Save => format!("{}.txt", self.table.rules().id()),
            FileMode::SaveReview => format!("{}-review.txt", self.table.rules().id()),
            _ => String::new(),
        };
        if self.page.is_some() {
            let text =
                (mode != FileMode::Load).then(|| self.record_text(mode == FileMode::SaveReview));
            if let Some(page) = &mut self.page {
                self.notice = match text {
                    None => {
                        page.choose_file();
                        None
                    }
                    Some(text) => page
                        .download(&name, text.as_bytes(), crate::page::TEXT)
                        .err(),
                };
            }
            return;
        }
        let folder = std::path::PathBuf::from(&self.settings.last_folder);
        self.file_dialog = Some(FileDialog::new(mode, &folder, &name));
    }

    /// The game as a record, with the review's marks and the record's comments when `marks`.
    pub(crate) fn record_text(&self, marks: bool) -> String {
        if let Some(record) = self.online_record() {
            return record;
        }
        let game = self.table.game();
        if marks {
            record::write_annotated(game, &self.record_tags(), &self.notes.annotations(game))
        } else {
            record::write_record(game, &self.record_tags())
        }
    }

    /// Opens a file the player chose or dropped on the window: a rules file
    /// (`.ron`) starts a game of its variant, a puzzle set (`.ron` too) is
    /// proved and then played, anything else is read as a record. What
    /// cannot be read is said in the notice, with where and why.
    pub fn open_bytes(&mut self, name: &str, bytes: &[u8]) {
        let name = file_name(name);
        let set = std::str::from_utf8(bytes)
            .ok()
            .filter(|text| name.ends_with(".ron") && morris_learn::puzzles::is_set_text(text));
        let result = if std::mem::take(&mut self.records_for_explorer) {
            self.explore_records(&name, bytes)
        } else if let Some(text) = set {
            self.prove_puzzle_set(&name, text.to_string());
            Ok(())
        } else if name.ends_with(".ron") && self.import_into_editor(&name, bytes) {
            Ok(())
        } else if name.ends_with(".ron") {
            self.open_rules_file(&name, bytes)
        } else {
            match std::str::from_utf8(bytes) {
                Ok(text) => self.load_record_text(&name, text, None),
                Err(_) => Err(t!("gui-not-text", name = name.as_str())),
            }
        };
        match result {
            Ok(()) => self.notice = None,
            Err(why) => self.notice = Some(why),
        }
    }

    /// Starts a game of the rules file's variant, once any game in progress may be left.
    pub(crate) fn open_rules_file(&mut self, name: &str, bytes: &[u8]) -> Result<(), String> {
        let rules = morris_core::Rules::from_bytes(variant::file_id(name), name, bytes)
            .map_err(|e| e.to_string())?;
        let text = std::str::from_utf8(bytes).ok().map(str::to_string);
        let name = name.to_string();
        let what = {
            let name = name.clone();
            move || t!("gui-leave-rules", name = name.as_str())
        };
        self.replace_game(what, move |app| {
            if let Some(text) = text {
                app.variants.files.insert(name.clone(), text);
            }
            let mut setup = app.settings.setup.clone();
            setup.variant = name;
            setup.flying = None;
            app.start_game(rules, setup);
        });
        Ok(())
    }

    pub(crate) fn file_action(&mut self, action: FileAction) {
        let Some(dialog) = &mut self.file_dialog else {
            return;
        };
        let (path, confirmed) = match action {
            FileAction::Chosen(path) => (path, false),
            FileAction::Replace(path) => (path, true),
            FileAction::Cancel => {
                self.file_dialog = None;
                self.download = None;
                return;
            }
        };
        let mode = dialog.mode();
        let saving = !mode.reads();
        // Every file the save writes, the made board's back beside its front too.
        let targets = match mode {
            FileMode::ExportLaser | FileMode::ExportPdf => self.made_files_at(&path),
            _ => vec![path.clone()],
        };
        let existing: Vec<_> = targets
            .into_iter()
            .filter(|t| morris_core::safe_file::existing_target(t).unwrap_or(false))
            .collect();
        if saving
            && !confirmed
            && !existing.is_empty()
            && let Some(dialog) = &mut self.file_dialog
        {
            dialog.ask_to_replace(path, existing);
            return;
        }
        let result = match mode {
            FileMode::Save => record::save_file(&path, self.table.game(), &self.record_tags())
                .map_err(|e| save_error(&e)),
            FileMode::SaveReview => {
                let game = self.table.game();
                let notes = self.notes.annotations(game);
                record::save_annotated(&path, game, &self.record_tags(), &notes)
                    .map_err(|e| save_error(&e))
            }
            FileMode::Load => self.load_record(&path),
            FileMode::ExplorerRecords => self.explorer_records_file(&path),
            FileMode::SaveDownload => self.download_chosen(&path),
            mode @ (FileMode::ExportRules | FileMode::ImportRules) => {
                self.rules_file_chosen(mode, &path)
            }
            FileMode::ExportLaser | FileMode::ExportPdf => self.made_files_chosen(&path, confirmed),
        };
        match result {
            Ok(()) => {
                if let Some(folder) = path.parent() {
                    self.settings.last_folder = folder.display().to_string();
                }
                self.file_dialog = None;
            }
            Err(e) => {
                if let Some(dialog) = &mut self.file_dialog {
                    dialog.set_error(e);
                }
            }
        }
    }

    /// The tags a saved record gets: a loaded record's own tags (its players,
    /// date, event...), else the players at the table.
    pub(crate) fn record_tags(&self) -> Tags {
        match &self.loaded_tags {
            Some(tags) => tags.clone(),
            None => Tags::new()
                .with("White", self.table.player(Color::White).describe())
                .with("Black", self.table.player(Color::Black).describe()),
        }
    }

    pub(crate) fn load_record(&mut self, path: &std::path::Path) -> Result<(), String> {
        let text = record::read_record_text(path).map_err(|e| {
            let path = path.display().to_string();
            morris_i18n::t!(
                "gui-cannot-read",
                path = path,
                why = morris_i18n::words::io_error(&e)
            )
        })?;
        let name = file_name(&path.display().to_string());
        self.load_record_text(&name, &text, Some(path))
    }

    /// Loads a record's text (the file `name`, at `path` if it came from
    /// one), once any game in progress may be left.
    pub(crate) fn load_record_text(
        &mut self,
        name: &str,
        text: &str,
        path: Option<&std::path::Path>,
    ) -> Result<(), String> {
        let current = Arc::clone(self.table.rules());
        let current_source = self.table.setup().variant.clone();
        let record = read_game(text, &current, &current_source, &self.variants, path)?;
        let game = record.game;
        let mut setup = self.table.setup().clone();
        setup.variant = if game.rules().id() == current.id() {
            current_source
        } else {
            // A variant found beside the record is remembered by its file.
            let id = game.rules().id();
            // Only the regular file itself: it is opened again by its path later.
            path.and_then(|path| record::rules_beside(path, id))
                .filter(|file| std::fs::symlink_metadata(file).is_ok_and(|m| m.is_file()))
                .filter(|_| self.variants.resolve(id).is_err())
                .map_or_else(|| id.to_string(), |file| file.display().to_string())
        };
        setup.flying = GameOptions::of_game(game.rules(), game.start_position()).flying;
        // The record's players play on, not the last game's.
        setup.white = PlayerKind::from_record_name(record.tags.get("White"));
        setup.black = PlayerKind::from_record_name(record.tags.get("Black"));
        let (tags, notes) = (record.tags, record.notes);
        let what = || t!("gui-leave-record", name = name);
        self.replace_game(what, move |app| {
            app.leave_room();
            app.practice = None;
            app.notes = ReviewNotes::from_record(&game, notes);
            app.loaded_tags = Some(tags);
            app.table = Table::from_game(game, setup);
            app.announcer = crate::access::announce::Announcer::synced(&app.table);
            app.animation = None;
            app.close_review();
            app.game_changed();
        });
        Ok(())
    }

    /// The game to restore next time, with the comments and marks of the
    /// record it was loaded from (a review is not kept: it is made again).
    pub(crate) fn saved_game(&self) -> SavedGame {
        let game = self.table.game();
        let notes = self.notes.record_annotations(game);
        SavedGame {
            setup: self.table.setup().clone(),
            record: record::write_annotated(game, &self.record_tags(), &notes),
        }
    }
}
