//! The board changed in place in the rules text: a point added, moved,
//! renamed or deleted, a line drawn or deleted, a named board written out
//! as its points and lines. Only the entries concerned are rewritten, so
//! every comment around them stays.

use std::ops::Range;

use morris_core::Rules;

use super::{Kind, WrittenBoard, WrittenPoint, tokens};

fn splice(text: &str, at: Range<usize>, with: &str) -> String {
    format!("{}{with}{}", &text[..at.start], &text[at.end..])
}

/// The text with `entry` added at the end of the list `list` (on a line
/// of its own, indented like the entry before it).
fn append(
    text: &str,
    list: &Range<usize>,
    last_entry: Option<&Range<usize>>,
    entry: &str,
) -> String {
    let close = list.end - 1;
    match last_entry {
        None => {
            let indent = indent_before(text, list.start);
            splice(
                text,
                list.start + 1..close,
                &format!("\n{indent}    {entry},\n{indent}"),
            )
        }
        Some(last) => {
            let indent = indent_before(text, last.start);
            // After the last entry and its comma, if it has one.
            let after = text[last.end..close].trim_start();
            let (mut at, comma) = if after.starts_with(',') {
                (last.end + text[last.end..].find(',').unwrap_or(0) + 1, "")
            } else {
                (last.end, ",")
            };
            // A comment closing the last entry's line stays on that line.
            let line_end = at + text[at..].find('\n').unwrap_or(text.len() - at);
            if text[at..line_end].trim_start().starts_with("//") && comma.is_empty() {
                at = line_end;
            }
            splice(text, at..at, &format!("{comma}\n{indent}{entry},"))
        }
    }
}

/// The spaces that open the line `at` is on.
fn indent_before(text: &str, at: usize) -> String {
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    text[line_start..at]
        .chars()
        .take_while(|c| *c == ' ' || *c == '\t')
        .collect()
}

/// The text without `entry`, its comma and, when it stood alone on its
/// line, the line.
fn remove(text: &str, entry: &Range<usize>) -> String {
    let mut end = entry.end;
    let rest = &text[end..];
    let spaces = rest.len() - rest.trim_start_matches([' ', '\t']).len();
    if rest[spaces..].starts_with(',') {
        end += spaces + 1;
        let rest = &text[end..];
        end += rest.len() - rest.trim_start_matches([' ', '\t']).len();
        // A comment after the entry, to the end of its line, is the entry's.
        if text[end..].starts_with("//") {
            end += text[end..].find('\n').unwrap_or(text.len() - end);
        }
    }
    let line_start = text[..entry.start].rfind('\n').map_or(0, |i| i + 1);
    let alone_before = text[line_start..entry.start].trim().is_empty();
    let alone_after = text[end..].starts_with('\n');
    if alone_before && alone_after {
        return splice(text, line_start..end + 1, "");
    }
    splice(text, entry.start..end, "")
}

fn point_entry(name: &str, x: i32, y: i32) -> String {
    format!("(name: \"{name}\", x: {x}, y: {y})")
}

fn line_entry(points: &[String]) -> String {
    let names: Vec<String> = points.iter().map(|p| format!("\"{p}\"")).collect();
    format!("[{}]", names.join(", "))
}

impl WrittenBoard {
    pub fn point(&self, name: &str) -> Option<&WrittenPoint> {
        self.points.iter().find(|p| p.name == name)
    }

    /// A name no point has yet: `p1`, `p2`...
    pub fn free_name(&self) -> String {
        (1..)
            .map(|i| format!("p{i}"))
            .find(|name| self.point(name).is_none())
            .unwrap_or_default()
    }

    pub fn add_point(&self, text: &str, name: &str, x: i32, y: i32) -> String {
        let last = self.points.iter().map(|p| &p.entry).max_by_key(|r| r.end);
        append(text, &self.points_list, last, &point_entry(name, x, y))
    }

    pub fn move_point(&self, text: &str, name: &str, x: i32, y: i32) -> String {
        let Some(point) = self.point(name) else {
            return text.to_string();
        };
        // y comes after x in the text, or before: the later one first.
        let mut edits = [(point.x_at.clone(), x), (point.y_at.clone(), y)];
        edits.sort_by_key(|(r, _)| std::cmp::Reverse(r.start));
        edits
            .into_iter()
            .fold(text.to_string(), |t, (r, v)| splice(&t, r, &v.to_string()))
    }

    /// Every `"old"` in the text (outside comments) becomes `"new"`: the
    /// point's entry, its lines, and every rule that names it.
    pub fn rename_point(text: &str, old: &str, new: &str) -> String {
        let quoted = format!("\"{old}\"");
        let mut out = text.to_string();
        let mut spots: Vec<Range<usize>> = tokens(text)
            .into_iter()
            .filter(|(k, r)| *k == Kind::Text && text[r.clone()] == quoted)
            .map(|(_, r)| r)
            .collect();
        spots.reverse();
        for r in spots {
            out = splice(&out, r, &format!("\"{new}\""));
        }
        out
    }

    /// The point's entry gone, and the point gone from every line (a line
    /// left with fewer than two points gone too).
    pub fn delete_point(&self, text: &str, name: &str) -> String {
        let Some(point) = self.point(name) else {
            return text.to_string();
        };
        let mut edits: Vec<(Range<usize>, Option<String>)> = vec![(point.entry.clone(), None)];
        for line in &self.lines {
            if line.points.iter().any(|p| p == name) {
                let kept: Vec<String> =
                    line.points.iter().filter(|p| *p != name).cloned().collect();
                let with = (kept.len() >= 2).then(|| line_entry(&kept));
                edits.push((line.entry.clone(), with));
            }
        }
        apply(text, edits)
    }

    /// A line through `points`, in order, at the end of `lines`.
    pub fn add_line(&self, text: &str, points: &[String]) -> String {
        let last = self.lines.iter().map(|l| &l.entry).max_by_key(|r| r.end);
        append(text, &self.lines_list, last, &line_entry(points))
    }

    pub fn delete_line(&self, text: &str, index: usize) -> String {
        match self.lines.get(index) {
            Some(line) => remove(text, &line.entry),
            None => text.to_string(),
        }
    }
}

/// Edits made from the end of the text back, so that each range still
/// means what it meant: `None` removes the entry, `Some` rewrites it.
fn apply(text: &str, mut edits: Vec<(Range<usize>, Option<String>)>) -> String {
    edits.sort_by_key(|(r, _)| std::cmp::Reverse(r.start));
    edits
        .into_iter()
        .fold(text.to_string(), |t, (r, with)| match with {
            Some(with) => splice(&t, r, &with),
            None => remove(&t, &r),
        })
}

/// The text with the board of `rules` written into it, so that it can be
/// changed point by point: its `points` and `lines` after the opening
/// parenthesis, and a `board:` field it took them from gone.
pub fn write_out(text: &str, rules: &Rules) -> String {
    let points: Vec<String> = rules
        .points()
        .map(|p| {
            let (x, y) = rules.coords(p);
            format!("        {},\n", point_entry(rules.point_name(p), x, y))
        })
        .collect();
    let lines: Vec<String> = rules
        .lines()
        .iter()
        .map(|line| {
            let names: Vec<String> = line
                .iter()
                .map(|&p| rules.point_name(p).to_string())
                .collect();
            format!("        {},\n", line_entry(&names))
        })
        .collect();
    let fields = format!(
        "\n    points: [\n{}    ],\n    lines: [\n{}    ],",
        points.concat(),
        lines.concat()
    );
    let tokens = tokens(text);
    let mut text = text.to_string();
    // The `board: "name",` field goes: its points are now written here.
    if let Some(i) = tokens
        .iter()
        .position(|(k, r)| *k == Kind::Field && &text[r.clone()] == "board")
        && let Some((Kind::Text, value)) = tokens.get(i + 2)
    {
        text = remove(&text, &(tokens[i].1.start..value.end));
    }
    let open = self::tokens(&text)
        .into_iter()
        .find(|(k, r)| *k == Kind::Punctuation && &text[r.clone()] == "(");
    match open {
        Some((_, r)) => splice(&text, r.end..r.end, &fields),
        None => text,
    }
}
