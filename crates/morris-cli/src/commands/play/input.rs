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
    /// The player asks to leave: Ctrl-C or Ctrl-D at the terminal (an unsaved
    /// game is offered to be saved first).
    Leave,
    /// The end of a script on piped stdin.
    End,
}

pub enum Input {
    Terminal(Box<LineEditor>),
    /// Plain lines; `echo` when they come from a file or pipe, not from a
    /// terminal that already shows what is typed (`morris play | tee game.log`).
    Piped {
        stdin: std::io::StdinLock<'static>,
        echo: bool,
    },
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
        Input::Piped {
            stdin: std::io::stdin().lock(),
            echo: !std::io::stdin().is_terminal(),
        }
    }

    /// The words Tab completes: commands and the current board's point names.
    pub fn set_words(&mut self, words: Vec<String>) {
        if let Input::Terminal(editor) = self {
            editor.set_helper(Some(Words(words)));
        }
    }

    /// The words of a lesson, puzzle or drill prompt: its commands and the
    /// board's point names.
    pub fn set_learning_words(&mut self, rules: &morris_core::Rules) {
        let words = super::prompt_words::Word::LEARN
            .iter()
            .flat_map(|w| w.spellings());
        let points = rules.points().map(|p| rules.point_name(p).to_string());
        self.set_words(words.chain(points).collect());
    }

    pub fn is_terminal(&self) -> bool {
        matches!(self, Input::Terminal(_))
    }

    /// Shows `prompt` and reads one line, trimmed.
    pub fn read(&mut self, prompt: &str) -> std::io::Result<Line> {
        match self {
            Input::Terminal(editor) => {
                let read = editor.readline(prompt);
                if let Ok(line) = &read
                    && !line.trim().is_empty()
                {
                    let _ = editor.add_history_entry(line.as_str());
                }
                from_editor(read)
            }
            Input::Piped { stdin, echo } => {
                let mut out = std::io::stdout().lock();
                // Flushed: stdout to a pipe holds a line without its newline back.
                write!(out, "{prompt}")?;
                out.flush()?;
                let mut line = String::new();
                if stdin.read_line(&mut line)? == 0 {
                    writeln!(out)?;
                    return Ok(Line::End);
                }
                let line = line.trim().to_string();
                if *echo {
                    writeln!(out, "{line}")?;
                }
                Ok(Line::Text(line))
            }
        }
    }
}

/// What a read at the terminal means. Ctrl-D there is a key the player pressed,
/// like Ctrl-C, not the end of a script: both leave through the offer to save.
fn from_editor(read: Result<String, ReadlineError>) -> std::io::Result<Line> {
    match read {
        Ok(line) => Ok(Line::Text(line.trim().to_string())),
        Err(ReadlineError::Interrupted | ReadlineError::Eof) => Ok(Line::Leave),
        Err(ReadlineError::Io(e)) => Err(e),
        Err(e) => Err(std::io::Error::other(e)),
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

    #[test]
    fn ctrl_d_at_the_terminal_leaves_like_ctrl_c() {
        assert_eq!(from_editor(Err(ReadlineError::Eof)).unwrap(), Line::Leave);
        assert_eq!(
            from_editor(Err(ReadlineError::Interrupted)).unwrap(),
            Line::Leave
        );
        assert_eq!(
            from_editor(Ok("  d6 ".to_string())).unwrap(),
            Line::Text("d6".to_string())
        );
    }
}
