//! What a player types at the prompt: a command or a move.

use std::path::PathBuf;

use morris_core::{Examples, Rules};

/// One line of input.
#[derive(Debug, PartialEq, Eq)]
pub enum Typed {
    Help,
    Moves,
    Undo,
    Redo,
    Hint,
    Save(PathBuf),
    Load(PathBuf),
    Resign,
    Board,
    Rules,
    Position,
    Quit,
    Empty,
    /// A command word used wrongly, with what to type instead.
    Misused(String),
    /// Anything else is read as a move.
    Move(String),
}

/// The help text, its example moves taken from the board in play.
pub fn help(rules: &Rules) -> String {
    let Examples {
        placement: p,
        step,
        removal,
    } = Examples::of(rules);
    let (from, to) = step.split_once('-').unwrap_or((&p, &p));
    let gone = removal.rsplit('x').next().unwrap_or(&p);
    let intro = format!(
        "Type a move: {p} places a piece on {p}, {step} moves one from {from} to {to}, and \
         {removal} also removes the piece on {gone} when the move closes a mill (if you leave \
         the removal out, you are asked for it). Point names are on the right."
    );
    format!("{}\n{COMMANDS}", crate::text::wrap(&intro, 74).join("\n"))
}

const COMMANDS: &str = "\
On the board, [W] or [B] is where the last move went, (.) where it came from,
and (x) the point of a piece it removed.
Commands:
  moves        list the legal moves
  undo, redo   take back a move, or play it again
  hint         ask the AI for a move
  save FILE    save the game as a record (load it with load FILE)
  load FILE    continue a saved game
  resign       give up this game
  board        draw the board again
  position     the position string (for morris analyze --position)
  rules        the rules of this variant
  help         this text
  quit         leave the program";

/// The command words, for Tab completion.
pub const WORDS: &[&str] = &[
    "help", "moves", "undo", "redo", "hint", "save", "load", "resign", "board", "position",
    "rules", "quit",
];

impl Typed {
    pub fn parse(line: &str) -> Typed {
        let line = line.trim();
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((w, r)) => (w, r.trim()),
            None => (line, ""),
        };
        let bare = |typed: Typed| {
            if rest.is_empty() {
                typed
            } else {
                Typed::Misused(format!("{word} takes no argument"))
            }
        };
        let file = |make: fn(PathBuf) -> Typed| {
            if rest.is_empty() {
                Typed::Misused(format!("{word} needs a file name: {word} FILE"))
            } else {
                make(home_path(rest, std::env::var_os("HOME")))
            }
        };
        match word.to_ascii_lowercase().as_str() {
            "" => Typed::Empty,
            "help" | "?" => bare(Typed::Help),
            "moves" => bare(Typed::Moves),
            "undo" => bare(Typed::Undo),
            "redo" => bare(Typed::Redo),
            "hint" => bare(Typed::Hint),
            "resign" => bare(Typed::Resign),
            "board" => bare(Typed::Board),
            "rules" => bare(Typed::Rules),
            "position" => bare(Typed::Position),
            "quit" | "exit" => bare(Typed::Quit),
            "save" => file(Typed::Save),
            "load" => file(Typed::Load),
            _ => Typed::Move(line.to_string()),
        }
    }
}

/// A file name as typed, with a leading `~/` for the home folder as a shell
/// would read it (the prompt is no shell, but people type it there too).
pub(super) fn home_path(typed: &str, home: Option<std::ffi::OsString>) -> PathBuf {
    match (typed.strip_prefix("~/"), home) {
        (Some(rest), Some(home)) => PathBuf::from(home).join(rest),
        _ => PathBuf::from(typed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_and_moves() {
        assert_eq!(Typed::parse("  undo "), Typed::Undo);
        assert_eq!(
            Typed::parse("SAVE my game.txt"),
            Typed::Save(PathBuf::from("my game.txt"))
        );
        assert_eq!(
            Typed::parse("save"),
            Typed::Misused("save needs a file name: save FILE".into())
        );
        assert_eq!(
            Typed::parse("quit now"),
            Typed::Misused("quit takes no argument".into())
        );
        assert_eq!(Typed::parse("d6-d5 xd1"), Typed::Move("d6-d5 xd1".into()));
        assert_eq!(Typed::parse(""), Typed::Empty);
    }

    #[test]
    fn a_tilde_names_the_home_folder() {
        let home = Some(std::ffi::OsString::from("/home/ada"));
        assert_eq!(
            home_path("~/games/g.txt", home.clone()),
            PathBuf::from("/home/ada/games/g.txt")
        );
        assert_eq!(home_path("g~/x", home.clone()), PathBuf::from("g~/x"));
        assert_eq!(home_path("~/x", None), PathBuf::from("~/x"));
    }
}
