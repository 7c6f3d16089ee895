//! Colour in the terminal: on or off once at startup, then ANSI codes or plain text.

use std::io::IsTerminal;

use crate::cli::ColorChoice;

/// The ANSI codes of what the program paints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paint {
    Plain,
    /// Board lines, drawn faintly so the pieces stand out.
    Line,
    /// Pieces drawn as stones: light on dark and dark on light read on any background.
    White,
    Black,
    /// The last move's marks.
    Mark,
    /// Point names in the legend.
    Name,
    Bold,
    Error,
}

impl Paint {
    fn code(self) -> &'static str {
        match self {
            Paint::Plain => "",
            Paint::Line => "2",
            Paint::White => "1;97;100",
            Paint::Black => "1;30;47",
            Paint::Mark => "1;33",
            Paint::Name => "36",
            Paint::Bold => "1",
            Paint::Error => "1;31",
        }
    }
}

/// Whether output is coloured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    pub color: bool,
}

impl Style {
    pub const PLAIN: Style = Style { color: false };

    /// `--color auto` colours a terminal unless `NO_COLOR` is set (and not empty) or `TERM=dumb`.
    pub fn for_stdout(choice: ColorChoice) -> Style {
        let color = match choice {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
                let dumb = std::env::var_os("TERM").is_some_and(|t| t == "dumb");
                std::io::stdout().is_terminal() && !no_color && !dumb
            }
        };
        Style { color }
    }

    /// `text` in `paint`, or as it is without colour.
    pub fn paint(self, paint: Paint, text: &str) -> String {
        if !self.color || paint == Paint::Plain || text.is_empty() {
            return text.to_string();
        }
        format!("\x1b[{}m{text}\x1b[0m", paint.code())
    }
}
