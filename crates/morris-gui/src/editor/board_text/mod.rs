//! The board as the rules text writes it (`points:` and `lines:`), read
//! without compiling, and changed in place: a point added, moved, renamed or
//! deleted, a line drawn or deleted. Only the entries concerned are
//! rewritten, so every comment around them stays.

use std::ops::Range;

use morris_core::Rules;

use super::colour::{Kind, stretches};

/// A point as written: its name, coordinates and where its entry stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenPoint {
    pub name: String,
    pub x: i32,
    pub y: i32,
    entry: Range<usize>,
    x_at: Range<usize>,
    y_at: Range<usize>,
}

/// A drawn line as written: its points' names and where its entry stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenLine {
    pub points: Vec<String>,
    entry: Range<usize>,
}

/// The points and lines a rules text writes itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenBoard {
    pub points: Vec<WrittenPoint>,
    pub lines: Vec<WrittenLine>,
    /// Drawn lines that make no mills (`links:`), drawn but changed in the text only.
    pub links: Vec<WrittenLine>,
    /// The `[...]` of each list, brackets included.
    points_list: Range<usize>,
    lines_list: Range<usize>,
}

/// The significant stretches of the text: no spaces, no comments.
fn tokens(text: &str) -> Vec<(Kind, Range<usize>)> {
    stretches(text)
        .into_iter()
        .filter(|(k, _)| !matches!(k, Kind::Space | Kind::Comment))
        .collect()
}

fn is_open(text: &str, r: &Range<usize>) -> bool {
    matches!(&text[r.clone()], "(" | "[" | "{")
}

fn is_close(text: &str, r: &Range<usize>) -> bool {
    matches!(&text[r.clone()], ")" | "]" | "}")
}

/// The index of the token closing the bracket opened at `open`.
fn closing(text: &str, tokens: &[(Kind, Range<usize>)], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, (kind, r)) in tokens.iter().enumerate().skip(open) {
        if *kind != Kind::Punctuation {
            continue;
        }
        if is_open(text, r) {
            depth += 1;
        } else if is_close(text, r) {
            depth -= 1;
            if depth == 0 {
                return Some(i);
            }
        }
    }
    None
}

/// The token range of the value of the top-level field `field`: its
/// opening bracket's and closing bracket's indexes.
fn top_level_list(
    text: &str,
    tokens: &[(Kind, Range<usize>)],
    field: &str,
) -> Option<(usize, usize)> {
    let mut depth = 0usize;
    for (i, (kind, r)) in tokens.iter().enumerate() {
        match kind {
            Kind::Punctuation if is_open(text, r) => depth += 1,
            Kind::Punctuation if is_close(text, r) => depth = depth.saturating_sub(1),
            Kind::Field if depth == 1 && &text[r.clone()] == field => {
                // `field` `:` `[`
                let open = i + 2;
                let (_, bracket) = tokens.get(open)?;
                if &text[bracket.clone()] != "[" {
                    return None;
                }
                return Some((open, closing(text, tokens, open)?));
            }
            _ => {}
        }
    }
    None
}

/// The entries of a list between token `open` and `close`: each one's
/// first and last token.
fn entries(
    text: &str,
    tokens: &[(Kind, Range<usize>)],
    open: usize,
    close: usize,
) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = open + 1;
    while i < close {
        let (_, r) = &tokens[i];
        if is_open(text, r) {
            let end = closing(text, tokens, i).unwrap_or(close - 1).min(close - 1);
            out.push((i, end));
            i = end + 1;
        } else {
            i += 1;
        }
    }
    out
}

fn unquote(s: &str) -> String {
    s.trim_matches('"').to_string()
}

/// The board the text writes itself, or `None` when its points come from
/// a board or a base (or the text is too broken to find them).
pub fn read(text: &str) -> Option<WrittenBoard> {
    let tokens = tokens(text);
    let (p_open, p_close) = top_level_list(text, &tokens, "points")?;
    let (l_open, l_close) = top_level_list(text, &tokens, "lines")?;
    let mut points = Vec::new();
    for (first, last) in entries(text, &tokens, p_open, p_close) {
        let inner = &tokens[first..=last];
        let value_of = |field: &str| {
            inner.windows(3).find_map(|w| {
                (w[0].0 == Kind::Field && &text[w[0].1.clone()] == field).then(|| w[2].clone())
            })
        };
        let (Some((_, name)), Some((Kind::Number, x)), Some((Kind::Number, y))) =
            (value_of("name"), value_of("x"), value_of("y"))
        else {
            continue;
        };
        let (Ok(xv), Ok(yv)) = (text[x.clone()].parse(), text[y.clone()].parse()) else {
            continue;
        };
        points.push(WrittenPoint {
            name: unquote(&text[name]),
            x: xv,
            y: yv,
            entry: tokens[first].1.start..tokens[last].1.end,
            x_at: x,
            y_at: y,
        });
    }
    let lines_of = |open: usize, close: usize| -> Vec<WrittenLine> {
        entries(text, &tokens, open, close)
            .into_iter()
            .map(|(first, last)| WrittenLine {
                points: tokens[first..=last]
                    .iter()
                    .filter(|(k, _)| *k == Kind::Text)
                    .map(|(_, r)| unquote(&text[r.clone()]))
                    .collect(),
                entry: tokens[first].1.start..tokens[last].1.end,
            })
            .collect()
    };
    let links = top_level_list(text, &tokens, "links")
        .map(|(open, close)| lines_of(open, close))
        .unwrap_or_default();
    Some(WrittenBoard {
        points,
        lines: lines_of(l_open, l_close),
        links,
        points_list: tokens[p_open].1.start..tokens[p_close].1.end,
        lines_list: tokens[l_open].1.start..tokens[l_close].1.end,
    })
}

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

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: &str = "// A small board.\n(\n    name: \"Small\",\n    points: [\n        // The bottom row.\n        (name: \"a1\", x: 0, y: 0), (name: \"b1\", x: 1, y: 0),\n        (name: \"c1\", x: 2, y: 0),\n    ],\n    lines: [\n        [\"a1\", \"b1\", \"c1\"], // the only line\n    ],\n    pieces: 1,\n    start: (white: [\"a1\"], black: []),\n)\n";

    #[test]
    fn the_written_board_is_read_without_compiling() {
        let board = read(SMALL).unwrap();
        let names: Vec<&str> = board.points.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["a1", "b1", "c1"]);
        assert_eq!((board.points[2].x, board.points[2].y), (2, 0));
        assert_eq!(board.lines.len(), 1);
        assert_eq!(board.lines[0].points, ["a1", "b1", "c1"]);
        assert!(read("(board: \"three-squares\", name: \"x\", pieces: 9)").is_none());
    }

    #[test]
    fn a_point_added_moved_and_renamed_keeps_every_comment() {
        let board = read(SMALL).unwrap();
        let added = board.add_point(SMALL, "d1", 3, 0);
        assert!(
            added.contains(
                "(name: \"c1\", x: 2, y: 0),\n        (name: \"d1\", x: 3, y: 0),\n    ],"
            ),
            "{added}"
        );
        let board = read(&added).unwrap();
        let moved = board.move_point(&added, "d1", 3, -2);
        assert!(moved.contains("(name: \"d1\", x: 3, y: -2)"), "{moved}");
        let renamed = WrittenBoard::rename_point(&moved, "a1", "z1");
        assert!(
            renamed.contains("[\"z1\", \"b1\", \"c1\"], // the only line"),
            "{renamed}"
        );
        assert!(renamed.contains("start: (white: [\"z1\"]"), "{renamed}");
        for comment in [
            "// A small board.",
            "// The bottom row.",
            "// the only line",
        ] {
            assert!(renamed.contains(comment), "{comment}");
        }
    }

    #[test]
    fn a_deleted_point_leaves_its_lines() {
        let board = read(SMALL).unwrap();
        let text = board.delete_point(SMALL, "c1");
        assert!(!text.contains("\"c1\""), "{text}");
        assert!(
            text.contains("[\"a1\", \"b1\"], // the only line"),
            "{text}"
        );
        let board = read(&text).unwrap();
        assert_eq!(board.points.len(), 2);
        let text = board.delete_point(&text, "b1");
        let board = read(&text).unwrap();
        assert!(board.lines.is_empty(), "{text}");
        assert_eq!(board.points.len(), 1);
    }

    #[test]
    fn a_line_is_drawn_and_deleted() {
        let board = read(SMALL).unwrap();
        let added = board.add_point(SMALL, "a2", 0, 1);
        let board = read(&added).unwrap();
        let drawn = board.add_line(&added, &["a1".into(), "a2".into()]);
        let board = read(&drawn).unwrap();
        assert_eq!(board.lines.len(), 2);
        assert_eq!(board.lines[1].points, ["a1", "a2"]);
        let deleted = board.delete_line(&drawn, 0);
        let board = read(&deleted).unwrap();
        assert_eq!(board.lines.len(), 1);
        assert!(!deleted.contains("the only line"), "{deleted}");
    }

    #[test]
    fn every_shipped_board_is_read_as_the_compiler_reads_it() {
        for (id, text) in morris_core::catalog::SHIPPED {
            let rules = morris_core::catalog::shipped(id).unwrap();
            let written = rules.source().0;
            let board = read(written).unwrap_or_else(|| panic!("{id}"));
            assert_eq!(board.points.len(), rules.point_count(), "{id}");
            assert_eq!(
                board.lines.len() + board.links.len(),
                rules.lines().len(),
                "{id}"
            );
            let _ = text;
        }
    }

    #[test]
    fn a_board_taken_by_name_is_written_out_and_compiles_the_same() {
        let text =
            "// Mine.\n(\n    board: \"three-by-three\",\n    name: \"Tiny\",\n    pieces: 3,\n)\n";
        let rules = Rules::from_source("tiny", "tiny.ron", text).unwrap();
        let out = write_out(text, &rules);
        assert!(!out.contains("board:"), "{out}");
        let again = Rules::from_source("tiny", "tiny.ron", &out).unwrap();
        assert_eq!(again.rules_facts(), rules.rules_facts());
        assert_eq!(read(&out).unwrap().points.len(), 9);
        assert!(out.starts_with("// Mine.\n("));
    }
}
