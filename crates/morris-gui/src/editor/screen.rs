//! The rules editor in the app: opened on a new variant or the one being
//! played, its variant played at once, saved to the user's rules folder (the
//! desktop) or the browser's storage (a page), exported and imported.

use morris_core::catalog::SHIPPED;
use morris_i18n::t;

use crate::app::MorrisApp;
use crate::editor::{EditorAction, RulesEditor};
use crate::files::dialog::{FileDialog, FileMode};
use crate::settings::{GameSetup, PlayerKind};

/// The largest rules file the editor imports, as the catalog reads one.
const IMPORT_CAP: u64 = 4 * 1024 * 1024;

impl MorrisApp {
    /// The editor on a new variant; an editor with unsaved text is shown
    /// again instead, so that nothing typed is lost.
    pub(crate) fn open_new_variant(&mut self) {
        match &mut self.editor {
            Some(editor) if editor.unsaved() => {
                editor.note = Some(t!("editor-kept-unsaved"));
            }
            _ => self.editor = Some(RulesEditor::new_variant(self.variants.catalog.clone())),
        }
        self.editor_shown = true;
    }

    /// The editor on the variant being played: its own file's text where
    /// there is one (comments and all), else the text its rules keep.
    pub(crate) fn edit_this_variant(&mut self) {
        let source = self.settings.setup.variant.clone();
        let same = self
            .editor
            .as_ref()
            .is_some_and(|e| e.name == source || e.id() == source);
        if !same {
            self.editor = Some(self.editor_on(&source));
        }
        self.editor_shown = true;
    }

    fn editor_on(&self, source: &str) -> RulesEditor {
        let catalog = self.variants.catalog.clone();
        if let Some(text) = self.variants.files.get(source) {
            let mut editor = RulesEditor::open(catalog, source, text);
            editor.saved = Some(text.clone());
            editor.note = Some(t!("editor-opened-in-page", name = source));
            return editor;
        }
        let user_file = catalog
            .variants()
            .into_iter()
            .find(|e| e.id == source)
            .and_then(|e| match e.origin {
                morris_core::catalog::Origin::User(path) => Some(path),
                morris_core::catalog::Origin::Shipped => None,
            });
        if let Some(path) = user_file
            && let Ok(text) = morris_core::safe_file::read_regular_text(&path, IMPORT_CAP)
        {
            let name = format!("{source}.ron");
            let mut editor = RulesEditor::open(catalog, &name, &text);
            editor.saved = Some(text);
            editor.note = Some(t!("editor-opened", path = path.display().to_string()));
            editor.file = Some(path);
            return editor;
        }
        let rules = self.table.rules();
        let text = SHIPPED
            .iter()
            .find(|(id, _)| *id == rules.id())
            .map_or_else(
                || rules.source().0.to_string(),
                |(_, text)| text.to_string(),
            );
        // A shipped variant is copied under a name of the player's own: saved,
        // it does not quietly replace the shipped one.
        RulesEditor::open(catalog, &format!("my-{}.ron", rules.id()), &text)
    }

    /// The editor, drawn in the whole window under the tool bar.
    pub(crate) fn editor_screen(&mut self, ui: &mut egui::Ui) {
        let palette = crate::board::theme::Palette::of(self.settings.theme);
        let in_page = self.page.is_some();
        let Some(editor) = &mut self.editor else {
            self.editor_shown = false;
            return;
        };
        if let Some(action) = editor.ui(ui, palette, in_page) {
            self.editor_action(action);
        }
    }

    fn editor_action(&mut self, action: EditorAction) {
        match action {
            EditorAction::Play {
                rules,
                against_computer,
            } => self.play_edited(*rules, against_computer),
            EditorAction::Save => self.save_edited(),
            EditorAction::Export => self.export_edited(),
            EditorAction::Import => match &mut self.page {
                Some(page) => page.choose_file(),
                None => self.open_rules_file_dialog(FileMode::ImportRules, String::new()),
            },
            EditorAction::Close => self.editor_shown = false,
        }
    }

    /// A game of the editor's variant, once any game in progress may be left.
    fn play_edited(&mut self, rules: morris_core::Rules, against_computer: bool) {
        let Some(editor) = &self.editor else {
            return;
        };
        let setup = GameSetup {
            // Saved, it is found again by its id (or its name in a page).
            variant: match (&self.page, editor.unsaved()) {
                (None, false) => editor.id().to_string(),
                _ => editor.name.clone(),
            },
            white: PlayerKind::Human,
            black: if against_computer {
                GameSetup::default().black
            } else {
                PlayerKind::Human
            },
            flying: None,
            ..self.settings.setup.clone()
        };
        let name = editor.name.clone();
        self.replace_game(
            move || t!("gui-leave-rules", name = name.as_str()),
            move |app| {
                app.editor_shown = false;
                app.start_game(rules, setup);
            },
        );
    }

    /// Keeps the text: a file of the user's rules folder on the desktop
    /// (asked first before replacing a file it did not come from), the
    /// browser's storage in a page. Either way the variant is then offered
    /// for a new game, online rooms included.
    fn save_edited(&mut self) {
        let Some(editor) = &mut self.editor else {
            return;
        };
        if self.page.is_some() {
            self.variants
                .files
                .insert(editor.name.clone(), editor.text.clone());
            editor.saved = Some(editor.text.clone());
            editor.note = Some(t!("editor-saved-in-page", name = editor.name.as_str()));
            return;
        }
        let Some(folder) = self.variants.catalog.user_dir().map(|d| d.to_path_buf()) else {
            editor.note = Some(t!("editor-no-folder"));
            return;
        };
        let path = folder.join(&editor.name);
        let confirmed = editor.replacing.take().is_some_and(|p| p == path);
        let ours = editor.file.as_ref() == Some(&path);
        if !confirmed && !ours && morris_core::safe_file::existing_target(&path).unwrap_or(false) {
            editor.replacing = Some(path);
            return;
        }
        let written = std::fs::create_dir_all(&folder)
            .and_then(|()| morris_core::safe_file::write_atomic(&path, editor.text.as_bytes()));
        let shown = path.display().to_string();
        editor.note = Some(match written {
            Ok(()) => {
                editor.saved = Some(editor.text.clone());
                editor.file = Some(path);
                t!("editor-saved-to", path = shown)
            }
            Err(e) => t!(
                "editor-not-saved",
                path = shown,
                why = morris_i18n::words::io_error(&e)
            ),
        });
    }

    fn export_edited(&mut self) {
        let Some(editor) = &mut self.editor else {
            return;
        };
        let (name, text) = (editor.name.clone(), editor.text.clone());
        match &mut self.page {
            Some(page) => {
                editor.note = page
                    .download(&name, text.as_bytes(), crate::page::TEXT)
                    .err()
            }
            None => self.open_rules_file_dialog(FileMode::ExportRules, name),
        }
    }

    fn open_rules_file_dialog(&mut self, mode: FileMode, name: String) {
        let folder = std::path::PathBuf::from(&self.settings.last_folder);
        self.file_dialog = Some(FileDialog::new(mode, &folder, &name));
    }

    /// The desktop's Export and Import through the file dialog.
    pub(crate) fn rules_file_chosen(
        &mut self,
        mode: FileMode,
        path: &std::path::Path,
    ) -> Result<(), String> {
        let Some(editor) = &mut self.editor else {
            return Ok(());
        };
        let shown = path.display().to_string();
        let why = |e: &std::io::Error| morris_i18n::words::io_error(e);
        if mode == FileMode::ExportRules {
            morris_core::safe_file::write_atomic(path, editor.text.as_bytes())
                .map_err(|e| t!("editor-not-saved", path = shown.as_str(), why = why(&e)))?;
            editor.note = Some(t!("editor-exported", path = shown));
            return Ok(());
        }
        let text = morris_core::safe_file::read_regular_text(path, IMPORT_CAP)
            .map_err(|e| t!("gui-cannot-read", path = shown.as_str(), why = why(&e)))?;
        let name = crate::files::game::file_name(&shown);
        editor.import(&name, &text);
        Ok(())
    }

    /// A rules file that arrived while the editor is shown goes into it.
    pub(crate) fn import_into_editor(&mut self, name: &str, bytes: &[u8]) -> bool {
        let Some(editor) = self.editor.as_mut().filter(|_| self.editor_shown) else {
            return false;
        };
        match std::str::from_utf8(bytes) {
            Ok(text) => editor.import(name, text),
            Err(_) => editor.note = Some(t!("gui-not-text", name = name)),
        }
        true
    }
}
