//! The words a player types at the terminal's prompt instead of a move, in
//! every language the terminal speaks: a point named so could never be
//! played there (typing it gives the command), so no point may be.
//!
//! The terminal's words are its `.ftl` files' (`prompt-word-*`); a test in
//! morris-cli proves each of them is here.

/// Every reserved word, in lower case: a point name is refused when its
/// lower case is one of them (the prompt reads its words in any case).
pub const RESERVED_POINT_NAMES: &[&str] = &[
    // A turn that passes (move text).
    "pass",
    // The game's prompt, English then French.
    "help",
    "moves",
    "undo",
    "redo",
    "hint",
    "save",
    "load",
    "resign",
    "board",
    "rules",
    "position",
    "threats",
    "pieces",
    "hand",
    "lines",
    "mills",
    "last",
    "clocks",
    "quit",
    "exit",
    "aide",
    "coups",
    "annuler",
    "rejouer",
    "conseil",
    "enregistrer",
    "ouvrir",
    "abandonner",
    "abandon",
    "plateau",
    "regles",
    "quitter",
    "menaces",
    "pions",
    "main",
    "lignes",
    "moulins",
    "derniers",
    "pendules",
    // The removal prompt.
    "cancel",
    // A game online.
    "draw",
    "takeback",
    "accept",
    "yes",
    "refuse",
    "decline",
    "no",
    "rematch",
    "nulle",
    "reprise",
    "accepter",
    "oui",
    "refuser",
    "non",
    "revanche",
    // A lesson or a puzzle.
    "skip",
    "next",
    "suivant",
    "passer",
];

/// Is `name` a word of the prompt, in any case?
pub(crate) fn is_reserved(name: &str) -> bool {
    let lower = name.to_lowercase();
    RESERVED_POINT_NAMES.contains(&lower.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pass_of_move_text_is_reserved() {
        assert!(is_reserved(crate::notation::write::PASS));
        assert!(is_reserved("Undo"));
        assert!(!is_reserved("a1"));
    }
}
