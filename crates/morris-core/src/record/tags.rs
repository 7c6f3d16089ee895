//! The tag section of a record: `[Name "value"]` lines.

use std::fmt::Write as _;

use super::RecordError;
use super::movetext::Cursor;

/// The tags of a record, in order. Names are case-sensitive, as in PGN.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tags(Vec<(String, String)>);

impl Tags {
    pub fn new() -> Tags {
        Tags(Vec::new())
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing its value where it is already present.
    pub fn set(&mut self, name: impl Into<String>, value: impl Into<String>) {
        let (name, value) = (name.into(), value.into());
        match self.0.iter_mut().find(|(n, _)| *n == name) {
            Some(entry) => entry.1 = value,
            None => self.0.push((name, value)),
        }
    }

    /// Builder form of [`Tags::set`].
    pub fn with(mut self, name: impl Into<String>, value: impl Into<String>) -> Tags {
        self.set(name, value);
        self
    }

    pub fn remove(&mut self, name: &str) -> Option<String> {
        let index = self.0.iter().position(|(n, _)| n == name)?;
        Some(self.0.remove(index).1)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Reads the tag lines at the top; returns them and where the moves begin.
pub(super) fn read_tags(text: &str) -> Result<(Tags, Cursor), RecordError> {
    let mut tags = Tags::new();
    let mut offset = 0;
    for (i, raw) in text.split_inclusive('\n').enumerate() {
        let line = i + 1;
        let trimmed = raw.trim_start();
        if trimmed.is_empty() || trimmed.starts_with(';') {
            offset += raw.len();
            continue;
        }
        if !trimmed.starts_with('[') {
            return Ok((tags, Cursor { offset, line }));
        }
        let indent = raw.chars().count() - trimmed.chars().count();
        let (name, value) = read_tag(trimmed.trim_end(), line, indent)?;
        if tags.get(&name).is_some() {
            return Err(RecordError::DuplicateTag { line, name });
        }
        tags.set(name, value);
        offset += raw.len();
    }
    Ok((
        tags,
        Cursor {
            offset,
            line: text.split_inclusive('\n').count() + 1,
        },
    ))
}

/// Reads one `[Name "value"]` line; `indent` characters precede it.
fn read_tag(text: &str, line: usize, indent: usize) -> Result<(String, String), RecordError> {
    let chars: Vec<char> = text.chars().collect();
    let err = |at: usize, reason: &str| RecordError::TagSyntax {
        line,
        col: indent + at + 1,
        reason: reason.to_string(),
    };
    let mut i = 1;
    let name_start = i;
    while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
        i += 1;
    }
    if i == name_start {
        return Err(err(
            i,
            "a tag needs a name of letters, digits and '_': [Name \"value\"]",
        ));
    }
    let name: String = chars[name_start..i].iter().collect();
    while i < chars.len() && chars[i].is_whitespace() {
        i += 1;
    }
    if chars.get(i) != Some(&'"') {
        return Err(err(
            i,
            "the tag value must be in double quotes: [Name \"value\"]",
        ));
    }
    i += 1;
    let mut value = String::new();
    loop {
        match chars.get(i) {
            None => return Err(err(i, "the tag value has no closing quote")),
            Some('"') => break,
            Some('\\') => match chars.get(i + 1) {
                Some(&c @ ('"' | '\\')) => {
                    value.push(c);
                    i += 2;
                }
                _ => {
                    return Err(err(
                        i,
                        "only \\\" and \\\\ may follow a backslash in a tag value",
                    ));
                }
            },
            Some(&c) => {
                value.push(c);
                i += 1;
            }
        }
    }
    i += 1;
    while i < chars.len() && chars[i].is_whitespace() {
        i += 1;
    }
    if chars.get(i) != Some(&']') {
        return Err(err(i, "the tag must end with ']' after its value"));
    }
    if i + 1 != chars.len() {
        return Err(err(i + 1, "nothing may follow a tag on its line"));
    }
    Ok((name, value))
}

pub(super) fn write_tag(out: &mut String, name: &str, value: &str) {
    let mut escaped = String::with_capacity(value.len());
    for ch in value.chars() {
        match ch {
            '"' => escaped.push_str("\\\""),
            '\\' => escaped.push_str("\\\\"),
            // A tag is one line: control characters would break it.
            c if c.is_control() => escaped.push(' '),
            c => escaped.push(c),
        }
    }
    let _ = writeln!(out, "[{name} \"{escaped}\"]");
}

pub(super) fn is_tag_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}
