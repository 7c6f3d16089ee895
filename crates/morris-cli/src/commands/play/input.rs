//! Reading lines: rustyline with editing and history on a terminal, plain
//! lines from a pipe or file (echoed after the prompt, so a transcript reads well).

use std::io::{BufRead, IsTerminal, Write};

use rustyline::completion::Completer;
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{Context, Editor, Helper};

/// Tab completion of commands and point names.
#[derive(Debug, Default)]
pub struct Words(Vec<String>);

impl Completer for Words {
    type Candidate = String;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<String>)> {
        let before = line.get(..pos).unwrap_or(line);
        // A word starts after a space, or after the `-` and `x` inside a move.
        let start = before.rfind([' ', '-', 'x', 'X']).map_or(0, |i| i + 1);
        let prefix = &before[start..];
        let found = self
            .0
            .iter()
            .filter(|w| w.starts_with(prefix))
            .cloned()
            .collect();
        Ok((start, found))
    }
}

impl Hinter for Words {
    type Hint = String;
}
impl Highlighter for Words {}
impl Validator for Words {}
impl Helper for Words {}

type LineEditor = Editor<Words, DefaultHistory>;

/// What a read gave.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    Text(String),
    /// Ctrl-C at the terminal.
    Interrupted,
    /// End of input (Ctrl-D, or the end of a script).
    End,
}

pub enum Input {
    Terminal(Box<LineEditor>),
    Piped(std::io::StdinLock<'static>),
}

impl std::fmt::Debug for Input {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.is_terminal() {
            "Input::Terminal"
        } else {
            "Input::Piped"
        })
    }
}

impl Input {
    /// Line editing when both ends are a terminal; plain lines otherwise.
    pub fn open() -> Input {
        if std::io::stdin().is_terminal()
            && std::io::stdout().is_terminal()
            && let Ok(editor) = LineEditor::new()
        {
            return Input::Terminal(Box::new(editor));
        }
        Input::Piped(std::io::stdin().lock())
    }

    /// The words Tab completes: commands and the current board's point names.
    pub fn set_words(&mut self, words: Vec<String>) {
        if let Input::Terminal(editor) = self {
            editor.set_helper(Some(Words(words)));
        }
    }

    pub fn is_terminal(&self) -> bool {
        matches!(self, Input::Terminal(_))
    }

    /// Shows `prompt` and reads one line, trimmed.
    pub fn read(&mut self, prompt: &str) -> std::io::Result<Line> {
        match self {
            Input::Terminal(editor) => match editor.readline(prompt) {
                Ok(line) => {
                    if !line.trim().is_empty() {
                        let _ = editor.add_history_entry(line.as_str());
                    }
                    Ok(Line::Text(line.trim().to_string()))
                }
                Err(ReadlineError::Interrupted) => Ok(Line::Interrupted),
                Err(ReadlineError::Eof) => Ok(Line::End),
                Err(ReadlineError::Io(e)) => Err(e),
                Err(e) => Err(std::io::Error::other(e)),
            },
            Input::Piped(stdin) => {
                let mut out = std::io::stdout().lock();
                write!(out, "{prompt}")?;
                let mut line = String::new();
                if stdin.read_line(&mut line)? == 0 {
                    writeln!(out)?;
                    return Ok(Line::End);
                }
                let line = line.trim().to_string();
                writeln!(out, "{line}")?;
                Ok(Line::Text(line))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completes_the_word_under_the_cursor() {
        let history = DefaultHistory::new();
        let ctx = Context::new(&history);
        let words = Words(["d6", "d5", "undo", "a1"].map(String::from).to_vec());
        assert_eq!(
            words.complete("un", 2, &ctx).unwrap(),
            (0, vec!["undo".to_string()])
        );
        assert_eq!(
            words.complete("d6-d", 4, &ctx).unwrap(),
            (3, vec!["d6".to_string(), "d5".to_string()])
        );
        assert_eq!(
            words.complete("d6-d5xa", 7, &ctx).unwrap(),
            (6, vec!["a1".to_string()])
        );
        assert_eq!(
            words.complete("save q", 6, &ctx).unwrap(),
            (5, Vec::<String>::new())
        );
    }
}
