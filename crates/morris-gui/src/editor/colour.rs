//! The rules text in colour: comments, strings, numbers, field names and
//! the words of the format (`Some`, `Auto`...), each problem underlined in red.

use std::ops::Range;

use egui::text::{LayoutJob, TextFormat};
use egui::{Color32, FontId, Stroke};

/// What a stretch of rules text is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Comment,
    Text,
    Number,
    /// A name followed by `:` (a field).
    Field,
    /// Any other name: `Some`, `Auto`, `true`...
    Word,
    Punctuation,
    Space,
}

/// The text cut into stretches, in order, covering all of it.
pub fn stretches(text: &str) -> Vec<(Kind, Range<usize>)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let start = i;
        let rest = &text[i..];
        let c = rest.chars().next().unwrap_or(' ');
        let kind = if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
            Kind::Comment
        } else if rest.starts_with("/*") {
            i += rest.find("*/").map_or(rest.len(), |end| end + 2);
            Kind::Comment
        } else if c == '"' {
            i += string_length(rest);
            Kind::Text
        } else if c.is_ascii_digit()
            || (c == '-' && rest[1..].starts_with(|d: char| d.is_ascii_digit()))
        {
            i += 1 + rest[1..]
                .find(|d: char| !(d.is_ascii_alphanumeric() || d == '.' || d == '_'))
                .unwrap_or(rest.len() - 1);
            Kind::Number
        } else if c.is_alphabetic() || c == '_' {
            i += rest
                .find(|d: char| !(d.is_alphanumeric() || d == '_'))
                .unwrap_or(rest.len());
            let after = text[i..].trim_start_matches([' ', '\t']);
            if after.starts_with(':') {
                Kind::Field
            } else {
                Kind::Word
            }
        } else if c.is_whitespace() {
            i += rest
                .find(|d: char| !d.is_whitespace())
                .unwrap_or(rest.len());
            Kind::Space
        } else {
            i += c.len_utf8();
            Kind::Punctuation
        };
        debug_assert!(
            i > start && text.is_char_boundary(i),
            "{start}..{i} of {bytes:?}"
        );
        out.push((kind, start..i));
    }
    out
}

/// The length of the string `rest` starts with, quotes included (to the
/// end of the text when it is never closed).
fn string_length(rest: &str) -> usize {
    let mut escaped = false;
    for (i, c) in rest.char_indices().skip(1) {
        match c {
            '\\' if !escaped => escaped = true,
            '"' if !escaped => return i + 1,
            _ => escaped = false,
        }
    }
    rest.len()
}

/// The colours of each kind, for a light or a dark background.
fn colour(kind: Kind, dark: bool) -> Color32 {
    match (kind, dark) {
        (Kind::Comment, false) => Color32::from_rgb(110, 110, 110),
        (Kind::Comment, true) => Color32::from_rgb(150, 150, 150),
        (Kind::Text, false) => Color32::from_rgb(20, 120, 40),
        (Kind::Text, true) => Color32::from_rgb(140, 210, 130),
        (Kind::Number, false) => Color32::from_rgb(170, 80, 0),
        (Kind::Number, true) => Color32::from_rgb(240, 170, 90),
        (Kind::Field, false) => Color32::from_rgb(20, 70, 170),
        (Kind::Field, true) => Color32::from_rgb(130, 180, 250),
        (Kind::Word, false) => Color32::from_rgb(130, 40, 150),
        (Kind::Word, true) => Color32::from_rgb(210, 150, 230),
        (Kind::Punctuation | Kind::Space, false) => Color32::from_rgb(40, 40, 40),
        (Kind::Punctuation | Kind::Space, true) => Color32::from_rgb(220, 220, 220),
    }
}

/// The layout of the whole text in colour, `marked` ranges underlined.
pub fn layout(text: &str, marked: &[Range<usize>], dark: bool, font: FontId) -> LayoutJob {
    let mut job = LayoutJob::default();
    let underline = Stroke::new(2.0, Color32::from_rgb(220, 40, 40));
    for (kind, range) in stretches(text) {
        // A stretch is cut where a marked range starts or ends inside it.
        let mut cuts: Vec<usize> = vec![range.start, range.end];
        for m in marked {
            for at in [m.start, m.end] {
                if range.start < at && at < range.end && text.is_char_boundary(at) {
                    cuts.push(at);
                }
            }
        }
        cuts.sort_unstable();
        cuts.dedup();
        for part in cuts.windows(2) {
            let (from, to) = (part[0], part[1]);
            let is_marked = marked.iter().any(|m| m.start <= from && to <= m.end);
            let format = TextFormat {
                font_id: font.clone(),
                color: colour(kind, dark),
                underline: if is_marked { underline } else { Stroke::NONE },
                ..Default::default()
            };
            job.append(&text[from..to], 0.0, format);
        }
    }
    job
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(Kind, &str)> {
        stretches(text)
            .into_iter()
            .filter(|(k, _)| *k != Kind::Space)
            .map(|(k, r)| (k, &text[r]))
            .collect()
    }

    #[test]
    fn fields_words_strings_numbers_and_comments_are_told_apart() {
        assert_eq!(
            kinds("(name: \"a \\\" b\", flying: Some(3), x: -2) // end"),
            vec![
                (Kind::Punctuation, "("),
                (Kind::Field, "name"),
                (Kind::Punctuation, ":"),
                (Kind::Text, "\"a \\\" b\""),
                (Kind::Punctuation, ","),
                (Kind::Field, "flying"),
                (Kind::Punctuation, ":"),
                (Kind::Word, "Some"),
                (Kind::Punctuation, "("),
                (Kind::Number, "3"),
                (Kind::Punctuation, ")"),
                (Kind::Punctuation, ","),
                (Kind::Field, "x"),
                (Kind::Punctuation, ":"),
                (Kind::Number, "-2"),
                (Kind::Punctuation, ")"),
                (Kind::Comment, "// end"),
            ]
        );
    }

    #[test]
    fn every_shipped_file_is_covered_whole_and_in_order() {
        for (id, text) in morris_core::catalog::SHIPPED {
            let mut at = 0;
            for (_, range) in stretches(text) {
                assert_eq!(range.start, at, "{id}");
                at = range.end;
            }
            assert_eq!(at, text.len(), "{id}");
        }
    }

    #[test]
    fn an_unclosed_string_or_comment_runs_to_the_end() {
        assert_eq!(
            kinds("(name: \"x"),
            vec![
                (Kind::Punctuation, "("),
                (Kind::Field, "name"),
                (Kind::Punctuation, ":"),
                (Kind::Text, "\"x"),
            ]
        );
        assert_eq!(kinds("/* open"), vec![(Kind::Comment, "/* open")]);
    }

    #[test]
    fn a_marked_range_is_underlined_and_nothing_else() {
        let text = "(pieces: 0)";
        let marked = [Range { start: 9, end: 10 }];
        let job = layout(text, &marked, false, FontId::monospace(12.0));
        let underlined: String = job
            .sections
            .iter()
            .filter(|s| s.format.underline != Stroke::NONE)
            .map(|s| &text[s.byte_range.start.0..s.byte_range.end.0])
            .collect();
        assert_eq!(underlined, "0");
        assert_eq!(job.text, text);
    }
}
