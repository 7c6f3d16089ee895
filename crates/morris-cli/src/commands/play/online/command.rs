//! What a line typed during an online game asks for, in any language (the
//! words are the `.ftl` files', see `prompt_words`).

use crate::commands::play::prompt_words::Word;

/// Whether the session goes on after a line.
#[derive(Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

/// What a line typed during an online game asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    Empty,
    Help,
    Board,
    Quit,
    Resign,
    Draw,
    Takeback,
    Accept,
    Refuse,
    Rematch,
    Move,
}

impl Command {
    pub fn parse(line: &str) -> Command {
        if line.trim().is_empty() {
            return Command::Empty;
        }
        match Word::find(line, &Word::ONLINE) {
            Some(Word::Help) => Command::Help,
            Some(Word::Board) => Command::Board,
            Some(Word::Quit) => Command::Quit,
            Some(Word::Resign) => Command::Resign,
            Some(Word::Draw) => Command::Draw,
            Some(Word::Takeback) => Command::Takeback,
            Some(Word::Accept) => Command::Accept,
            Some(Word::Refuse) => Command::Refuse,
            Some(Word::Rematch) => Command::Rematch,
            _ => Command::Move,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_in_either_language_are_commands_and_the_rest_are_moves() {
        assert_eq!(Command::parse("  Accept "), Command::Accept);
        assert_eq!(Command::parse("oui"), Command::Accept);
        assert_eq!(Command::parse("revanche"), Command::Rematch);
        assert_eq!(Command::parse(""), Command::Empty);
        assert_eq!(Command::parse("d6-d5xd1"), Command::Move);
        assert_eq!(Command::parse("a1"), Command::Move);
    }
}
