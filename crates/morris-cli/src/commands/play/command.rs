//! What a player types at the prompt: a command (its words from the `.ftl`
//! files, see `prompt_words`) or a move.

use std::path::PathBuf;

use morris_core::{Examples, Rules};
use morris_i18n::t;

use super::prompt_words::Word;

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
    Threats,
    Pieces,
    /// The mills through the point named.
    Lines(String),
    Last,
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
    let intro = t!(
        "help-moves",
        placement = p.as_str(),
        step = step.as_str(),
        from = from,
        to = to,
        removal = removal.as_str(),
        gone = gone
    );
    format!(
        "{}\n{}\n  {}",
        crate::text::wrap(&intro, 74).join("\n"),
        t!("help-commands"),
        morris_i18n::coach::help()
    )
}

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
                Typed::Misused(t!("command-no-argument", word = word))
            }
        };
        let file = |make: fn(PathBuf) -> Typed| {
            if rest.is_empty() {
                Typed::Misused(t!("command-needs-file", word = word))
            } else {
                make(home_path(rest, std::env::var_os("HOME")))
            }
        };
        if word.is_empty() {
            return Typed::Empty;
        }
        match Word::find(word, &Word::LOCAL) {
            Some(Word::Help) => bare(Typed::Help),
            Some(Word::Moves) => bare(Typed::Moves),
            Some(Word::Undo) => bare(Typed::Undo),
            Some(Word::Redo) => bare(Typed::Redo),
            Some(Word::Hint) => bare(Typed::Hint),
            Some(Word::Resign) => bare(Typed::Resign),
            Some(Word::Board) => bare(Typed::Board),
            Some(Word::Rules) => bare(Typed::Rules),
            Some(Word::Position) => bare(Typed::Position),
            Some(Word::Threats) => bare(Typed::Threats),
            Some(Word::Pieces) => bare(Typed::Pieces),
            Some(Word::Lines) if rest.is_empty() => {
                Typed::Misused(t!("command-needs-point", word = word))
            }
            Some(Word::Lines) => Typed::Lines(rest.to_string()),
            Some(Word::Last) => bare(Typed::Last),
            Some(Word::Quit) => bare(Typed::Quit),
            Some(Word::Save) => file(Typed::Save),
            Some(Word::Load) => file(Typed::Load),
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
