//! The board as the rules text writes it (`points:` and `lines:`), read
//! without compiling, and changed in place (`edit.rs`): a point added,
//! moved, renamed or deleted, a line drawn or deleted. Only the entries
//! concerned are rewritten, so every comment around them stays.

use std::ops::Range;

use super::colour::{Kind, stretches};

mod edit;

pub use edit::write_out;

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

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::Rules;

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
