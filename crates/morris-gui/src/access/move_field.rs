//! The move field under the board: a turn typed in the terminal's notation
//! (`d6`, `d6-d5`, `d6-d5xa1`), or one of the terminal's words (`threats`,
//! `pieces`, `lines d6`, `last`, `help`...; in any language), so that the
//! game is played and heard without the board. What a word answers is
//! shown under the field and announced.

use egui::Ui;
use morris_i18n::prompt_words::Word;
use morris_i18n::t;

/// What the field understood when Enter was pressed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    Move(String),
    /// A word and what follows it (`lines d6`).
    Word(Word, String),
}

/// The words the field knows: the terminal's, less those about its files
/// and its own screen.
pub const FIELD_WORDS: [Word; 12] = [
    Word::Help,
    Word::Moves,
    Word::Undo,
    Word::Redo,
    Word::Hint,
    Word::Rules,
    Word::Position,
    Word::Threats,
    Word::Pieces,
    Word::Lines,
    Word::Last,
    Word::Clocks,
];

/// The field's id, for the shortcut that puts the keyboard there.
pub fn field_id() -> egui::Id {
    egui::Id::unique("morris-move-field")
}

impl Typed {
    pub fn parse(line: &str) -> Option<Typed> {
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        if word.is_empty() {
            return None;
        }
        Some(match Word::find(word, &FIELD_WORDS) {
            Some(word) => Typed::Word(word, rest.trim().to_string()),
            None => Typed::Move(line.to_string()),
        })
    }
}

/// The field's text and the last answer to a word.
#[derive(Clone, Debug, Default)]
pub struct MoveField {
    pub text: String,
    pub answer: Vec<String>,
}

impl MoveField {
    /// The field on one line, with the button that lists the keys (`keys`
    /// is set when it is pressed); what was typed when Enter is pressed.
    /// The keyboard stays in the field for the next turn.
    pub fn ui(&mut self, ui: &mut Ui, keys: &mut bool) -> Option<Typed> {
        let mut typed = None;
        ui.horizontal(|ui| {
            let caption = ui.label(t!("gui-move-field"));
            // The field gives up width before the Keys button leaves a
            // phone's screen (or takes a second row from the board).
            let keys_text = egui::WidgetText::from(t!("gui-keys-menu")).into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                egui::TextStyle::Button,
            );
            let keys_width = keys_text.size().x + 2.0 * ui.spacing().button_padding.x;
            let width = (ui.available_width() - keys_width - 2.0 * ui.spacing().item_spacing.x)
                .clamp(60.0, 160.0);
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.text)
                        .id(field_id())
                        .hint_text(t!("gui-move-field-hint"))
                        .desired_width(width),
                )
                .labelled_by(caption.id);
            if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                typed = Typed::parse(&std::mem::take(&mut self.text));
                response.request_focus();
            }
            if ui
                .button(t!("gui-keys-menu"))
                .on_hover_text(t!("gui-keys-menu-hover"))
                .clicked()
            {
                *keys = true;
            }
        });
        typed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_in_any_language_and_moves_are_told_apart() {
        assert_eq!(
            Typed::parse("  d6-d5xa1 "),
            Some(Typed::Move("d6-d5xa1".into()))
        );
        assert_eq!(
            Typed::parse("MENACES"),
            Some(Typed::Word(Word::Threats, String::new()))
        );
        assert_eq!(
            Typed::parse("lines d6"),
            Some(Typed::Word(Word::Lines, "d6".into()))
        );
        assert_eq!(
            Typed::parse("pions"),
            Some(Typed::Word(Word::Pieces, String::new()))
        );
        // The terminal's files are not the field's: "save" is read as a move (and refused).
        assert_eq!(Typed::parse("save"), Some(Typed::Move("save".into())));
        assert_eq!(Typed::parse("   "), None);
    }
}
