//! Finds where a value stands in RON text, so that errors found after parsing
//! (unknown point, bad mill...) can name a line and column like a compiler.
//!
//! serde forgets positions; this walks the text again with a small tokenizer.
//! It only runs on text that already parsed, and answers `None` when lost.

/// One step of a path into the document: a struct field or a list/tuple index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seg {
    Field(&'static str),
    Index(usize),
}

/// Line and column (from 1) where the value at `path` starts.
pub fn locate(text: &str, path: &[Seg]) -> Option<(usize, usize)> {
    let tokens = tokenize(text)?;
    let mut walker = Walker {
        tokens: &tokens,
        pos: 0,
        target: path,
        found: None,
        steps: 0,
    };
    let mut current = Vec::new();
    let _ = walker.value(&mut current);
    walker.found.map(|offset| line_col(text, offset))
}

/// Line and column (from 1) of a byte offset.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// A field of the top-level struct, by byte offsets into the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TopField {
    pub name: String,
    /// Where the field's name starts.
    pub start: usize,
    /// Where its value starts and ends (before the `,` or `)` that follows).
    pub value: std::ops::Range<usize>,
    /// Past the field's `,` when it has one, else its value's end.
    pub end: usize,
}

/// The fields of the top-level struct `( name: value, ... )`, in order;
/// `None` when the text is not such a struct.
pub(crate) fn top_level_fields(text: &str) -> Option<Vec<TopField>> {
    let tokens = tokenize(text)?;
    let mut i = match tokens.first()? {
        (Tok::Punct(b'('), _) => 1,
        _ => return None,
    };
    let mut fields = Vec::new();
    loop {
        match tokens.get(i)?.0 {
            Tok::Punct(b')') => return (i + 1 == tokens.len()).then_some(fields),
            Tok::Ident(name) if tokens.get(i + 1)?.0 == Tok::Punct(b':') => {
                let start = tokens[i].1;
                let value_start = tokens.get(i + 2)?.1;
                let mut depth = 0usize;
                let mut j = i + 2;
                // The value runs to the first `,` or `)` outside brackets.
                loop {
                    match tokens.get(j)?.0 {
                        Tok::Punct(b'(' | b'[' | b'{') => depth += 1,
                        Tok::Punct(b')') if depth == 0 => break,
                        Tok::Punct(b',') if depth == 0 => break,
                        // A second `name:` before any comma: not a field list.
                        Tok::Punct(b':') if depth == 0 => return None,
                        Tok::Punct(b')' | b']' | b'}') => depth = depth.checked_sub(1)?,
                        _ => {}
                    }
                    j += 1;
                }
                let value_end = text[..tokens[j].1].trim_end().len();
                let comma = tokens[j].0 == Tok::Punct(b',');
                fields.push(TopField {
                    name: name.to_string(),
                    start,
                    value: value_start..value_end.max(value_start),
                    end: if comma { tokens[j].1 + 1 } else { value_end },
                });
                i = if comma { j + 1 } else { j };
            }
            _ => return None,
        }
    }
}

/// The names of the struct fields whose values hold byte `offset` of `text`,
/// outermost first: `["flying", "pieces"]` inside `flying: At(pieces: 300)`.
pub(crate) fn fields_at(text: &str, offset: usize) -> Vec<String> {
    let Some(tokens) = tokenize(text) else {
        return Vec::new();
    };
    // Each field with the bracket depth it was named at.
    let mut fields: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    for (i, &(tok, at)) in tokens.iter().enumerate() {
        if at >= offset {
            break;
        }
        match tok {
            Tok::Punct(b'(' | b'[' | b'{') => depth += 1,
            Tok::Punct(b')' | b']' | b'}') => {
                depth = depth.saturating_sub(1);
                fields.retain(|&(_, d)| d <= depth);
            }
            Tok::Ident(name) if tokens.get(i + 1).map(|t| t.0) == Some(Tok::Punct(b':')) => {
                fields.retain(|&(_, d)| d < depth);
                fields.push((name.to_string(), depth));
            }
            _ => {}
        }
    }
    fields.into_iter().map(|(name, _)| name).collect()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok<'a> {
    Punct(u8),
    Ident(&'a str),
    Atom,
}

fn tokenize(text: &str) -> Option<Vec<(Tok<'_>, usize)>> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b' ' | b'\t' | b'\r' | b'\n' => i += 1,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                let mut depth = 0usize;
                loop {
                    if i + 1 >= bytes.len() {
                        return None;
                    }
                    if bytes[i] == b'/' && bytes[i + 1] == b'*' {
                        depth += 1;
                        i += 2;
                    } else if bytes[i] == b'*' && bytes[i + 1] == b'/' {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
            }
            b'"' | b'\'' => {
                let start = i;
                i += 1;
                while i < bytes.len() && bytes[i] != c {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                out.push((Tok::Atom, start));
            }
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b',' | b':' => {
                out.push((Tok::Punct(c), i));
                i += 1;
            }
            _ => {
                let start = i;
                while i < bytes.len() && !b" \t\r\n()[]{},:\"'".contains(&bytes[i]) {
                    i += 1;
                }
                let word = &text[start..i];
                let is_ident = word.starts_with(|ch: char| ch.is_ascii_alphabetic() || ch == '_')
                    && word != "true"
                    && word != "false";
                out.push((
                    if is_ident {
                        Tok::Ident(word)
                    } else {
                        Tok::Atom
                    },
                    start,
                ));
            }
        }
    }
    Some(out)
}

struct Walker<'t, 'a> {
    tokens: &'t [(Tok<'a>, usize)],
    pos: usize,
    target: &'t [Seg],
    found: Option<usize>,
    steps: usize,
}

impl Walker<'_, '_> {
    fn peek(&self, ahead: usize) -> Option<Tok<'_>> {
        self.tokens.get(self.pos + ahead).map(|t| t.0)
    }

    fn next(&mut self) -> Option<Tok<'_>> {
        self.steps += 1;
        let t = self.tokens.get(self.pos)?.0;
        self.pos += 1;
        Some(t)
    }

    fn value(&mut self, path: &mut Vec<Seg>) -> Option<()> {
        // `None` unwinds the walk: the target is found, or the text is not what we expect.
        if self.found.is_some() || self.steps > 1_000_000 {
            return None;
        }
        if path.as_slice() == self.target {
            self.found = Some(self.tokens.get(self.pos)?.1);
            return None;
        }
        match self.next()? {
            Tok::Ident(_) => {
                if self.peek(0) == Some(Tok::Punct(b'(')) {
                    self.next();
                    self.parenthesised(path)?;
                }
            }
            Tok::Punct(b'(') => self.parenthesised(path)?,
            Tok::Punct(b'[') => self.items(path, b']')?,
            Tok::Punct(b'{') => self.map(path)?,
            Tok::Atom => {}
            Tok::Punct(_) => return None,
        }
        Some(())
    }

    /// After `(`: a struct when it starts with `name:`, else a tuple.
    fn parenthesised(&mut self, path: &mut Vec<Seg>) -> Option<()> {
        let is_struct =
            matches!(self.peek(0), Some(Tok::Ident(_))) && self.peek(1) == Some(Tok::Punct(b':'));
        if !is_struct {
            return self.items(path, b')');
        }
        loop {
            match self.next()? {
                Tok::Punct(b')') => return Some(()),
                Tok::Punct(b',') => continue,
                Tok::Ident(name) => {
                    let name = name.to_string();
                    if self.next()? != Tok::Punct(b':') {
                        return None;
                    }
                    match self.target.get(path.len()) {
                        Some(Seg::Field(want)) if *want == name => {
                            path.push(Seg::Field(want));
                            self.value(path)?;
                            path.pop();
                        }
                        _ => {
                            // Not on the way to the target: walk over it with a dummy path.
                            path.push(Seg::Index(usize::MAX));
                            self.value(path)?;
                            path.pop();
                        }
                    }
                }
                _ => return None,
            }
        }
    }

    fn items(&mut self, path: &mut Vec<Seg>, close: u8) -> Option<()> {
        let mut index = 0;
        loop {
            match self.peek(0)? {
                Tok::Punct(c) if c == close => {
                    self.next();
                    return Some(());
                }
                Tok::Punct(b',') => {
                    self.next();
                }
                _ => {
                    path.push(Seg::Index(index));
                    self.value(path)?;
                    path.pop();
                    index += 1;
                }
            }
        }
    }

    fn map(&mut self, path: &mut Vec<Seg>) -> Option<()> {
        loop {
            match self.peek(0)? {
                Tok::Punct(b'}') => {
                    self.next();
                    return Some(());
                }
                Tok::Punct(b',') | Tok::Punct(b':') => {
                    self.next();
                }
                _ => {
                    path.push(Seg::Index(usize::MAX));
                    self.value(path)?;
                    path.pop();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "// comment (with [brackets]\n(\n    name: \"x\",\n    lines: [\n        [\"a1\", \"b1\"],\n        [\"b1\", /* c1 */ \"c1\"],\n    ],\n    flying: At(pieces: 3, optional: true),\n)\n";

    #[test]
    fn finds_nested_values() {
        assert_eq!(locate(TEXT, &[Seg::Field("name")]), Some((3, 11)));
        assert_eq!(
            locate(TEXT, &[Seg::Field("lines"), Seg::Index(1), Seg::Index(1)]),
            Some((6, 25))
        );
        assert_eq!(
            locate(TEXT, &[Seg::Field("flying"), Seg::Field("pieces")]),
            Some((8, 24))
        );
        assert_eq!(locate(TEXT, &[]), Some((2, 1)));
    }

    #[test]
    fn top_level_fields_are_found_with_their_values() {
        let fields = top_level_fields(TEXT).unwrap();
        let names: Vec<&str> = fields.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["name", "lines", "flying"]);
        assert_eq!(&TEXT[fields[0].value.clone()], "\"x\"");
        assert_eq!(
            &TEXT[fields[2].value.clone()],
            "At(pieces: 3, optional: true)"
        );
        assert!(TEXT[fields[1].value.clone()].ends_with("],\n    ]"));
        assert_eq!(top_level_fields("(a: 1 b: 2)"), None);
        assert_eq!(top_level_fields("[1, 2]"), None);
        let last = top_level_fields("(a: 1, b: (c: 2))").unwrap();
        assert_eq!(last[1].value, 10..16);
    }

    #[test]
    fn the_fields_around_an_offset_are_named() {
        let at = TEXT.find("3,").unwrap();
        assert_eq!(fields_at(TEXT, at), ["flying", "pieces"]);
        let at = TEXT.find("\"x\"").unwrap();
        assert_eq!(fields_at(TEXT, at), ["name"]);
        let at = TEXT.find("c1").unwrap();
        assert_eq!(fields_at(TEXT, at), ["lines"]);
    }

    #[test]
    fn missing_paths_and_garbage_give_none() {
        assert_eq!(locate(TEXT, &[Seg::Field("mills")]), None);
        assert_eq!(locate("(a: [1, 2", &[Seg::Field("b")]), None);
        assert_eq!(locate("/* never closed", &[]), None);
    }
}
