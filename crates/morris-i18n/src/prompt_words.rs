//! The words typed at the prompt, local or online, as the `.ftl` files spell
//! them (`prompt-word-*`, comma separated): a translator adds a language's
//! words there. Every language's words are understood whatever the language
//! chosen, so that a player's habit works in any. The terminal's prompt and
//! the desktop game's and the page's move field read the same words.

use crate::{LANGUAGES, t, with_language};

/// A command word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    Help,
    Moves,
    Undo,
    Redo,
    Hint,
    Save,
    Load,
    Resign,
    Board,
    Rules,
    Position,
    Threats,
    /// Each side's pieces in words.
    Pieces,
    /// The mills through a point, and who holds them.
    Lines,
    /// The last turns in words.
    Last,
    /// The clocks, where the game has them.
    Clocks,
    Quit,
    Draw,
    Takeback,
    Accept,
    Refuse,
    Rematch,
    Skip,
}

impl Word {
    /// The words of a game against the computer or at one terminal.
    pub const LOCAL: [Word; 16] = [
        Word::Help,
        Word::Moves,
        Word::Undo,
        Word::Redo,
        Word::Hint,
        Word::Save,
        Word::Load,
        Word::Resign,
        Word::Board,
        Word::Rules,
        Word::Position,
        Word::Threats,
        Word::Pieces,
        Word::Lines,
        Word::Last,
        Word::Quit,
    ];

    /// The words of a lesson (`morris learn`).
    pub const LEARN: [Word; 3] = [Word::Hint, Word::Skip, Word::Quit];

    /// The words of a game in a room online.
    pub const ONLINE: [Word; 9] = [
        Word::Help,
        Word::Board,
        Word::Quit,
        Word::Resign,
        Word::Draw,
        Word::Takeback,
        Word::Accept,
        Word::Refuse,
        Word::Rematch,
    ];

    /// The word's spellings in the current language, as its `.ftl` file lists them.
    fn listed(self) -> String {
        match self {
            Word::Help => t!("prompt-word-help"),
            Word::Moves => t!("prompt-word-moves"),
            Word::Undo => t!("prompt-word-undo"),
            Word::Redo => t!("prompt-word-redo"),
            Word::Hint => t!("prompt-word-hint"),
            Word::Save => t!("prompt-word-save"),
            Word::Load => t!("prompt-word-load"),
            Word::Resign => t!("prompt-word-resign"),
            Word::Board => t!("prompt-word-board"),
            Word::Rules => t!("prompt-word-rules"),
            Word::Position => t!("prompt-word-position"),
            Word::Threats => t!("prompt-word-threats"),
            Word::Pieces => t!("prompt-word-pieces"),
            Word::Lines => t!("prompt-word-lines"),
            Word::Last => t!("prompt-word-last"),
            Word::Clocks => t!("prompt-word-clocks"),
            Word::Quit => t!("prompt-word-quit"),
            Word::Draw => t!("prompt-word-draw"),
            Word::Takeback => t!("prompt-word-takeback"),
            Word::Accept => t!("prompt-word-accept"),
            Word::Refuse => t!("prompt-word-refuse"),
            Word::Rematch => t!("prompt-word-rematch"),
            Word::Skip => t!("prompt-word-skip"),
        }
    }

    /// The word as the current language first spells it.
    pub fn spelled(self) -> String {
        let listed = self.listed();
        listed
            .split(',')
            .next()
            .unwrap_or_default()
            .trim()
            .to_string()
    }

    /// Every language's spellings of the word, in lower case.
    pub fn spellings(self) -> Vec<String> {
        LANGUAGES
            .iter()
            .filter_map(|lang| with_language(lang.code, || self.listed()).ok())
            .flat_map(|list| {
                list.split(',')
                    .map(|w| w.trim().to_lowercase())
                    .filter(|w| !w.is_empty())
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    /// The word among `words` that `typed` spells, in any language and case.
    pub fn find(typed: &str, words: &[Word]) -> Option<Word> {
        let typed = typed.trim().to_lowercase();
        words
            .iter()
            .copied()
            .find(|word| word.spellings().contains(&typed))
    }
}

/// The removal prompt's words (it asks only for a point, so it keeps its own
/// few): cancel the turn, quit, help.
pub const REMOVAL_CANCEL: [&str; 2] = ["cancel", "annuler"];
pub const REMOVAL_QUIT: [&str; 3] = ["quit", "exit", "quitter"];
pub const REMOVAL_HELP: [&str; 2] = ["help", "aide"];

/// The local game's words in every language, for Tab completion.
pub fn completions() -> Vec<String> {
    let mut words: Vec<String> = Word::LOCAL
        .iter()
        .flat_map(|w| w.spellings())
        .filter(|w| w.chars().all(char::is_alphabetic))
        .collect();
    words.sort();
    words.dedup();
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_is_understood_in_every_language_and_case() {
        assert_eq!(Word::find("UNDO", &Word::LOCAL), Some(Word::Undo));
        assert_eq!(Word::find("annuler", &Word::LOCAL), Some(Word::Undo));
        assert_eq!(Word::find("règles", &Word::LOCAL), Some(Word::Rules));
        assert_eq!(Word::find("?", &Word::LOCAL), Some(Word::Help));
        assert_eq!(Word::find("Menaces", &Word::LOCAL), Some(Word::Threats));
        // Online, "undo" and "annuler" ask the opponent to take back.
        assert_eq!(Word::find("annuler", &Word::ONLINE), Some(Word::Takeback));
        assert_eq!(Word::find("oui", &Word::ONLINE), Some(Word::Accept));
        // A word of the other list, or a move, is no word here.
        assert_eq!(Word::find("hint", &Word::ONLINE), None);
        assert_eq!(Word::find("d6-d5", &Word::LOCAL), None);
    }

    #[test]
    fn no_spelling_means_two_words_in_one_list() {
        for list in [&Word::LOCAL[..], &Word::ONLINE[..], &Word::LEARN[..]] {
            let mut seen = std::collections::BTreeMap::new();
            for &word in list {
                for spelling in word.spellings() {
                    if let Some(other) = seen.insert(spelling.clone(), word) {
                        assert_eq!(other, word, "{spelling:?} spells {other:?} and {word:?}");
                    }
                }
            }
        }
    }

    /// Every word a prompt reads instead of a move is one core refuses as a
    /// point name, so that no board has a point the terminal cannot play.
    #[test]
    fn every_prompt_word_is_reserved_in_core() {
        let all = [
            Word::Help,
            Word::Moves,
            Word::Undo,
            Word::Redo,
            Word::Hint,
            Word::Save,
            Word::Load,
            Word::Resign,
            Word::Board,
            Word::Rules,
            Word::Position,
            Word::Threats,
            Word::Pieces,
            Word::Lines,
            Word::Last,
            Word::Clocks,
            Word::Quit,
            Word::Draw,
            Word::Takeback,
            Word::Accept,
            Word::Refuse,
            Word::Rematch,
            Word::Skip,
        ];
        // The exhaustive match makes a new word fail to compile until listed above.
        for word in all {
            match word {
                Word::Help | Word::Moves | Word::Undo | Word::Redo | Word::Hint => {}
                Word::Save | Word::Load | Word::Resign | Word::Board | Word::Rules => {}
                Word::Position | Word::Threats | Word::Quit | Word::Draw => {}
                Word::Pieces | Word::Lines | Word::Last | Word::Clocks => {}
                Word::Takeback | Word::Accept | Word::Refuse | Word::Rematch | Word::Skip => {}
            }
        }
        let removal = [&REMOVAL_CANCEL[..], &REMOVAL_QUIT[..], &REMOVAL_HELP[..]].concat();
        let spellings = all
            .iter()
            .flat_map(|w| w.spellings())
            .chain(removal.iter().map(|w| w.to_string()));
        let reserved = morris_core::RESERVED_POINT_NAMES;
        for spelling in spellings {
            // "?" or "règles" could never be a point's name anyway.
            let nameable = spelling
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_');
            assert!(
                !nameable || reserved.contains(&spelling.as_str()),
                "{spelling:?} is a prompt word core does not reserve"
            );
        }
    }

    #[test]
    fn tab_completes_the_words_of_both_languages() {
        let words = completions();
        for word in ["undo", "annuler", "quit", "quitter", "position"] {
            assert!(words.contains(&word.to_string()), "{word}: {words:?}");
        }
        assert!(!words.contains(&"?".to_string()));
    }
}
