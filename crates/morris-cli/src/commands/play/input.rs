//! Reading lines: rustyline with editing and history on a terminal, plain
//! lines from a pipe or file (echoed after the prompt, so a transcript reads well).

use std::io::{BufRead, IsTerminal, Write};

use rustyline::DefaultEditor;
use rustyline::error::ReadlineError;

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
    Terminal(Box<DefaultEditor>),
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
            && let Ok(editor) = DefaultEditor::new()
        {
            return Input::Terminal(Box::new(editor));
        }
        Input::Piped(std::io::stdin().lock())
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
