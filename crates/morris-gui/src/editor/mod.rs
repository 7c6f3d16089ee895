//! The rules editor: a variant's file written in the game, checked as it is
//! typed (`check.rs`), in colour with its problems underlined (`colour.rs`),
//! its board drawn beside it by the game's own board view (`view.rs`) or
//! changed with the mouse (`board_sketch.rs`, through `board_text.rs`), from
//! a template (`templates.rs`) to a game at once or a file kept; in the
//! app, in place of the board, its variant played, saved and exported
//! (`screen.rs`).

pub mod board_sketch;
pub mod board_text;
pub mod check;
pub mod colour;
mod screen;
pub mod templates;
pub mod view;

use morris_core::Rules;
use morris_core::catalog::Catalog;

use crate::settings::GameSetup;
use crate::table::Table;
use check::Checked;

/// The editor's state while it is open (and its text while a game of it is played).
#[derive(Debug)]
pub struct RulesEditor {
    /// The rules text: the file is the source of truth.
    pub(crate) text: String,
    /// The file's name (`my-variant.ron`): the variant's id without `.ron`.
    pub(crate) name: String,
    /// The text as it was last saved, to tell whether it has changed since.
    pub(crate) saved: Option<String>,
    /// What the last Save, Export or Import did, or why it could not.
    pub(crate) note: Option<String>,
    /// Where bases are found: the checks of `morris rules check` use the same.
    catalog: Catalog,
    checked: Checked,
    /// The board of the last text that compiled, drawn while the text is broken.
    preview: Option<Table>,
    /// Asked to replace a file of the user folder it did not open: the path.
    pub(crate) replacing: Option<std::path::PathBuf>,
    /// The file of the user folder the text was read from or last saved to:
    /// saving there again asks nothing.
    pub(crate) file: Option<std::path::PathBuf>,
    /// Is the board changed with the mouse (drawn from the text as written)?
    editing_board: bool,
    sketch: board_sketch::Sketch,
}

/// What the editor asks the app to do.
#[derive(Debug)]
pub enum EditorAction {
    /// Play the variant now, against the computer or two players at the board.
    Play {
        rules: Box<Rules>,
        against_computer: bool,
    },
    Save,
    Export,
    Import,
    Close,
}

impl RulesEditor {
    /// The editor on `text`, to be saved as the file `name`.
    pub fn open(catalog: Catalog, name: &str, text: &str) -> RulesEditor {
        let checked = check::check(&catalog, name, text);
        let mut editor = RulesEditor {
            text: text.to_string(),
            name: name.to_string(),
            saved: None,
            note: None,
            catalog,
            checked,
            preview: None,
            replacing: None,
            file: None,
            editing_board: false,
            sketch: board_sketch::Sketch::default(),
        };
        editor.keep_preview();
        editor
    }

    /// A new variant, from the first template.
    pub fn new_variant(catalog: Catalog) -> RulesEditor {
        let template = templates::first();
        RulesEditor::open(catalog, &template.name, &template.text)
    }

    /// Replaces the text with a file the player chose (Import).
    pub fn import(&mut self, name: &str, text: &str) {
        self.name = name.to_string();
        self.text = text.to_string();
        self.saved = None;
        self.note = None;
        self.file = None;
        self.recheck();
    }

    /// The variant's id: the file name without `.ron`.
    pub fn id(&self) -> &str {
        crate::variant::file_id(&self.name)
    }

    /// Checks the text again when it changed since the last check.
    pub(crate) fn recheck(&mut self) {
        if self.checked.text != self.text {
            self.checked = check::check(&self.catalog, &self.name, &self.text);
            self.keep_preview();
        }
    }

    /// A changed file name: the text is checked again under it.
    pub(crate) fn renamed(&mut self) {
        self.checked = check::check(&self.catalog, &self.name, &self.text);
        self.keep_preview();
    }

    fn keep_preview(&mut self) {
        if let Ok(rules) = &self.checked.rules {
            let both_play = GameSetup {
                variant: self.name.clone(),
                white: crate::settings::PlayerKind::Human,
                black: crate::settings::PlayerKind::Human,
                ..GameSetup::default()
            };
            self.preview = Some(Table::new(rules.clone(), both_play));
        }
    }

    /// Is the file name one the editor can save under: a plain name ending
    /// in `.ron`, no folder (the user folder is the only place it goes)?
    pub fn name_is_plain(&self) -> bool {
        let Some(id) = self.name.strip_suffix(".ron") else {
            return false;
        };
        !id.is_empty()
            && id.len() <= 64
            && id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    }

    /// Has the text changed since it was last saved (or was it never saved)?
    pub fn unsaved(&self) -> bool {
        self.saved.as_deref() != Some(self.text.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_broken_text_keeps_the_last_board_that_compiled() {
        let mut editor = RulesEditor::new_variant(Catalog::with_user_dir(None));
        assert!(editor.checked.rules.is_ok());
        assert_eq!(editor.preview.as_ref().unwrap().rules().point_count(), 24);
        editor.text = editor.text.replacen("pieces: 9", "pieces: 0", 1);
        editor.recheck();
        assert!(editor.checked.rules.is_err());
        assert_eq!(editor.preview.as_ref().unwrap().rules().pieces(), 9);
    }

    #[test]
    fn only_a_plain_file_name_is_saved() {
        let mut editor = RulesEditor::new_variant(Catalog::with_user_dir(None));
        assert!(editor.name_is_plain());
        for name in ["../x.ron", "x", ".ron", "a/b.ron", "x y.ron"] {
            editor.name = name.to_string();
            assert!(!editor.name_is_plain(), "{name}");
        }
    }
}
