//! Choosing a file to save or load a game, drawn with egui itself so that it
//! works with no desktop portal: a folder listing and a file name field.

use std::path::{Path, PathBuf};

use egui::{RichText, Ui};
use morris_i18n::{t, words};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileMode {
    Save,
    /// Save with the review's marks and the record's comments.
    SaveReview,
    Load,
    /// The rules editor's text written to a file, or a file read into it.
    ExportRules,
    ImportRules,
    /// The files "Make this board…" made: the laser's, or the PDF.
    ExportLaser,
    ExportPdf,
    /// A records file for the opening explorer to read.
    ExplorerRecords,
    /// Records a server sent, saved.
    SaveDownload,
}

impl FileMode {
    /// Does the dialog read the file chosen (else it writes one)?
    pub fn reads(self) -> bool {
        matches!(
            self,
            FileMode::Load | FileMode::ImportRules | FileMode::ExplorerRecords
        )
    }
}

#[derive(Debug)]
pub struct FileDialog {
    mode: FileMode,
    folder: PathBuf,
    name: String,
    /// Sub-folders and files of `folder`, sorted, folders first.
    entries: Vec<(String, bool)>,
    error: Option<String>,
    /// The file chosen, and the existing files the save would replace
    /// (a made board's back beside its front too), waiting for the player's yes.
    replacing: Option<(PathBuf, Vec<PathBuf>)>,
}

#[derive(Debug, PartialEq, Eq)]
pub enum FileAction {
    Chosen(PathBuf),
    /// Save over this existing file: the player said yes.
    Replace(PathBuf),
    Cancel,
}

impl FileDialog {
    pub fn new(mode: FileMode, folder: &Path, name: &str) -> FileDialog {
        let folder = if folder.is_dir() {
            folder.to_path_buf()
        } else {
            std::env::current_dir().unwrap_or_default()
        };
        let mut dialog = FileDialog {
            mode,
            folder,
            name: name.to_string(),
            entries: Vec::new(),
            error: None,
            replacing: None,
        };
        dialog.list();
        dialog
    }

    pub fn mode(&self) -> FileMode {
        self.mode
    }

    pub fn title(&self) -> String {
        match self.mode {
            FileMode::Save => t!("gui-save-game"),
            FileMode::SaveReview => t!("review-view-save-title"),
            FileMode::Load => t!("gui-load-game"),
            FileMode::ExportRules => t!("editor-export-title"),
            FileMode::ImportRules => t!("editor-import-title"),
            FileMode::ExportLaser => t!("make-laser"),
            FileMode::ExportPdf => t!("make-pdf"),
            FileMode::ExplorerRecords => t!("gui-explorer-records-title"),
            FileMode::SaveDownload => t!("gui-lobby-download-title"),
        }
    }

    /// Asks whether to save to `path`, replacing the files `existing`,
    /// each named.
    pub fn ask_to_replace(&mut self, path: PathBuf, existing: Vec<PathBuf>) {
        self.replacing = Some((path, existing));
    }

    /// Shows why the chosen file could not be used; the dialog stays open.
    pub fn set_error(&mut self, error: String) {
        self.error = Some(error);
    }

    fn list(&mut self) {
        self.entries.clear();
        match std::fs::read_dir(&self.folder) {
            Ok(dir) => {
                for entry in dir.flatten() {
                    let name = entry.file_name().to_string_lossy().into_owned();
                    if name.starts_with('.') {
                        continue;
                    }
                    self.entries.push((name, entry.path().is_dir()));
                }
                self.entries
                    .sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
            }
            Err(e) => {
                let folder = self.folder.display().to_string();
                self.error = Some(t!(
                    "gui-cannot-list",
                    path = folder,
                    why = words::io_error(&e)
                ));
            }
        }
    }

    fn enter(&mut self, folder: PathBuf) {
        self.folder = folder;
        self.error = None;
        self.list();
    }

    /// `space` is the room the dialog has in the window: the list of files
    /// shrinks to leave the name and the buttons in sight.
    pub fn ui(&mut self, ui: &mut Ui, space: egui::Vec2) -> Option<FileAction> {
        if let Some((path, existing)) = self.replacing.clone() {
            return self.replace_ui(ui, path, &existing);
        }
        let mut action = None;
        ui.set_max_width(space.x);
        ui.label(t!("gui-folder", path = self.folder.display().to_string()));
        let mut go = None;
        let width = space.x.min(380.0);
        // The folder, the name's caption and field, an error and the buttons.
        let rest = 6.0 * ui.spacing().interact_size.y;
        let list_height = (space.y - rest).clamp(40.0, 240.0);
        egui::ScrollArea::vertical()
            .id_salt("files")
            .max_height(list_height)
            .min_scrolled_height(list_height)
            .show(ui, |ui| {
                ui.set_min_width(width);
                if let Some(parent) = self.folder.parent()
                    && ui.selectable_label(false, "../").clicked()
                {
                    go = Some(parent.to_path_buf());
                }
                for (name, is_dir) in &self.entries {
                    if *is_dir {
                        if ui.selectable_label(false, format!("{name}/")).clicked() {
                            go = Some(self.folder.join(name));
                        }
                    } else {
                        let response = ui.selectable_label(self.name == *name, name.as_str());
                        if response.clicked() {
                            self.name = name.clone();
                        }
                        if response.double_clicked() {
                            action = Some(FileAction::Chosen(self.folder.join(name)));
                        }
                    }
                }
            });
        if let Some(folder) = go {
            self.enter(folder);
        }
        let caption = ui.label(t!("gui-file-name"));
        let response = ui
            .add(egui::TextEdit::singleline(&mut self.name).desired_width(width))
            .labelled_by(caption.id);
        let entered = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if let Some(error) = &self.error {
            ui.colored_label(
                ui.visuals().error_fg_color,
                RichText::new(error).monospace(),
            );
        }
        ui.horizontal(|ui| {
            let verb = match self.mode.reads() {
                true => t!("gui-load-button"),
                false => t!("gui-save-button"),
            };
            let ready = !self.name.trim().is_empty();
            if (ui.add_enabled(ready, egui::Button::new(verb)).clicked() || (entered && ready))
                && action.is_none()
            {
                let typed = PathBuf::from(self.name.trim());
                let path = if typed.is_absolute() {
                    typed
                } else {
                    self.folder.join(typed)
                };
                if path.is_dir() {
                    self.name.clear();
                    self.enter(path);
                } else {
                    action = Some(FileAction::Chosen(path));
                }
            }
            if ui.button(t!("gui-cancel")).clicked() {
                action = Some(FileAction::Cancel);
            }
        });
        action
    }

    /// "FILE exists: replace it?" (or every file that does) with Replace
    /// and Cancel (back to the list).
    fn replace_ui(
        &mut self,
        ui: &mut Ui,
        path: PathBuf,
        existing: &[PathBuf],
    ) -> Option<FileAction> {
        let names: Vec<String> = existing.iter().map(|p| p.display().to_string()).collect();
        ui.label(match names.as_slice() {
            [one] => t!("gui-replace-question", path = one.as_str()),
            many => t!("gui-replace-question-many", paths = many.join(", ")),
        });
        let mut action = None;
        ui.horizontal(|ui| {
            if ui.button(t!("gui-replace")).clicked() {
                action = Some(FileAction::Replace(path.clone()));
            }
            if ui.button(t!("gui-cancel")).clicked() {
                self.replacing = None;
            }
        });
        action
    }
}
