//! What a line typed during an online game asks for, in English or French.

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
        match line.trim().to_lowercase().as_str() {
            "" => Command::Empty,
            "help" | "aide" | "?" => Command::Help,
            "board" | "plateau" => Command::Board,
            "quit" | "exit" | "quitter" => Command::Quit,
            "resign" | "abandon" | "abandonner" => Command::Resign,
            "draw" | "nulle" => Command::Draw,
            "takeback" | "undo" | "reprise" | "annuler" => Command::Takeback,
            "accept" | "yes" | "accepter" | "oui" => Command::Accept,
            "refuse" | "decline" | "no" | "refuser" | "non" => Command::Refuse,
            "rematch" | "revanche" => Command::Rematch,
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
