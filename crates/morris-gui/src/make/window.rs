//! "Make this board…" in the app: the form in a window, its files saved
//! through the file dialog (the desktop) or downloaded (a page). On the
//! desktop every file it writes goes through `Outputs`, as `morris board`'s
//! do; an existing file among them (the back beside the front too) is named
//! in the dialog's question before anything is replaced.

use std::path::{Path, PathBuf};

use morris_core::safe_file::{Output, Outputs};
use morris_i18n::t;
use morris_make::{MadeFile, MakeJob, Making};

use crate::app::MorrisApp;
use crate::files::dialog::{FileDialog, FileMode};
use crate::make::{MakeBoardForm, MakeChoice};

impl MorrisApp {
    pub(crate) fn open_make_board(&mut self) {
        self.make_board = Some(MakeBoardForm::new());
    }

    /// The form, while it is open, and the page's files once its maker has made them.
    pub(crate) fn make_board_dialog(&mut self, ctx: &egui::Context) {
        self.take_made_board();
        let Some(form) = &mut self.make_board else {
            return;
        };
        let making = self.board_making.is_some();
        let mut choice = None;
        egui::Window::new(t!(
            "make-title",
            variant = morris_i18n::words::variant_name(self.table.rules())
        ))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.add_enabled_ui(!making, |ui| choice = form.ui(ui));
            if making {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(t!("make-making"));
                });
            }
        });
        let making = match choice {
            None => return,
            Some(MakeChoice::Close) => {
                self.make_board = None;
                return;
            }
            Some(MakeChoice::Laser) => Making::Laser,
            Some(MakeChoice::Pdf) => Making::Pdf,
        };
        let request = form.request(making);
        let rules = self.table.rules();
        if let Some(page) = &mut self.page {
            // The PDF's writer is not in the page's first load: its own worker makes the files.
            self.board_making = Some(page.make_board(&MakeJob::new(rules, request)));
            return;
        }
        match morris_make::request::make(rules, &request) {
            Ok(files) => {
                let mode = match making {
                    Making::Laser => FileMode::ExportLaser,
                    Making::Pdf => FileMode::ExportPdf,
                };
                let folder = std::path::PathBuf::from(&self.settings.last_folder);
                self.file_dialog = Some(FileDialog::new(mode, &folder, &files[0].name));
                self.made_files = files;
            }
            Err(why) => self.notice = Some(why.to_string()),
        }
    }

    /// The page's files, downloaded once its maker answers.
    fn take_made_board(&mut self) {
        let Some(outcome) = self.board_making.as_mut().and_then(|m| m.outcome()) else {
            return;
        };
        self.board_making = None;
        let files = match outcome {
            Ok(files) => files,
            Err(why) => {
                self.notice = Some(why);
                return;
            }
        };
        if let Some(page) = &mut self.page {
            for file in &files {
                if let Err(why) = page.download(&file.name, &file.bytes, &file.mime) {
                    self.notice = Some(why);
                }
            }
        }
        self.make_board = None;
    }

    /// The files the made board goes to when the player chooses `path`:
    /// the laser's front there and its back beside it, or the PDF.
    pub(crate) fn made_files_at(&self, path: &Path) -> Vec<PathBuf> {
        let at = |(i, file)| match i {
            0 => path.to_path_buf(),
            _ => beside(path, file),
        };
        self.made_files.iter().enumerate().map(at).collect()
    }

    /// The desktop's files written where the player chose, through the one
    /// checked path every writer takes: never over the rules file the board
    /// is made from, never one file over another, and a file the player did
    /// not name (the back beside the front) replaced only once the player
    /// said yes to replacing it (`replace_asked`); all written or none.
    pub(crate) fn made_files_chosen(
        &mut self,
        path: &Path,
        replace_asked: bool,
    ) -> Result<(), String> {
        let targets = self.made_files_at(path);
        let outputs = targets
            .iter()
            .enumerate()
            .map(|(i, target)| match i {
                0 => Output::named(target),
                _ => Output::derived(target),
            })
            .collect();
        let source = PathBuf::from(&self.table.setup().variant);
        let inputs: Vec<&Path> = match source.is_file() {
            true => vec![source.as_path()],
            false => Vec::new(),
        };
        let contents: Vec<&[u8]> = self.made_files.iter().map(|f| f.bytes.as_slice()).collect();
        Outputs::check(&inputs, outputs, replace_asked)
            .and_then(|outputs| outputs.write(&contents))
            .map_err(|e| morris_i18n::words::output_error(&e))?;
        self.made_files.clear();
        let written: Vec<String> = targets.iter().map(|t| t.display().to_string()).collect();
        self.make_board = None;
        self.notice = Some(t!("make-written", files = written.join(", ")));
        Ok(())
    }
}

/// The back side's file beside the front's: `board.svg` → `board-back.svg`.
fn beside(front: &Path, file: &MadeFile) -> PathBuf {
    let stem = front.file_stem().map_or_else(
        || file.name.clone(),
        |s| format!("{}-back.svg", s.to_string_lossy()),
    );
    front.with_file_name(stem)
}
