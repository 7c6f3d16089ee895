//! A rules file rewritten in today's form: `full_board_draw` said as
//! `full_board`, a board or a whole variant that the file copies named
//! instead (`board: "three-squares"`, `base: "nine-mens-morris"`), and a
//! shipped base pinned (`base_fingerprint`), so that the file stays the game
//! it is wherever it goes. The rewritten file keeps its comments and compiles
//! to the same rules, or it is not offered.

use crate::rules::Rules;
use crate::rules_file::base_pin::{PIN_FIELD, pin_of};
use crate::rules_file::bases::{Bases, WORDS, layering, shipped_variant};
use crate::rules_file::errors::{Problem, ProblemKind, RulesError};
use crate::rules_file::locate::{TopField, top_level_fields};
use crate::rules_file::ruleset::RuleSet;
use crate::rules_file::shipped::{BOARDS, SHIPPED};

impl Rules {
    /// The rules text `text` (of the variant `id`, from `origin`) in today's
    /// form; the same text when it already is. The result compiles to rules
    /// equal to the text's own.
    ///
    /// ```
    /// use morris_core::{Rules, ShippedBases};
    /// let old = r#"(
    ///     name: "Mine",
    ///     points: [
    ///         (name: "a1", x: 0, y: 0), (name: "b1", x: 1, y: 0),
    ///         (name: "c1", x: 2, y: 0), (name: "d1", x: 3, y: 0),
    ///     ],
    ///     lines: [["a1", "b1", "c1", "d1"]],
    ///     pieces: 2,
    ///     lose_below: 1,
    ///     full_board_draw: true,
    /// )"#;
    /// let new = Rules::upgrade_text("mine", "mine.ron", old, &ShippedBases).unwrap();
    /// assert!(new.contains("full_board: Draw,") && !new.contains("full_board_draw"));
    /// ```
    pub fn upgrade_text(
        id: &str,
        origin: &str,
        text: &str,
        bases: &dyn Bases,
    ) -> Result<String, RulesError> {
        let rules = Rules::from_source_on(id, origin, text, bases)?;
        let same = |candidate: &str| {
            Rules::from_source_on(id, origin, candidate, bases).is_ok_and(|r| r == rules)
        };
        let mut best = text.to_string();
        if let Some(said) = full_board_said_once(&best).filter(|t| same(t)) {
            best = said;
        }
        let Some(fields) = top_level_fields(&best) else {
            return Ok(best);
        };
        if fields.iter().any(|f| layering(&f.name)) {
            return Ok(pinned(&best, &fields, bases)
                .filter(|t| same(t))
                .unwrap_or(best));
        }
        // Every field's value as the file means it, defaults written out.
        let set: RuleSet = ron::from_str(&best).map_err(|_| Rules::unreadable(origin))?;
        let effective = ron::ser::to_string(&set).unwrap_or_default();
        // The fewest rule fields left to write wins; a base before a board,
        // which leaves the rules to write; the shorter text last.
        let mut chosen: Option<((usize, bool, usize), String)> = None;
        let layers = BOARDS
            .iter()
            .map(|(name, text)| ("board", *name, Under::Board(text.to_string())))
            .chain(
                SHIPPED
                    .iter()
                    // A base a user's file stands in for would not mean the
                    // shipped game: the file would change with theirs.
                    .filter(|(v, _)| *v != id && bases.stand_in(v).is_none())
                    .filter_map(|(v, text)| {
                        let base = Rules::from_source(v, v, text).ok()?;
                        let set: RuleSet = ron::from_str(base.source().0).ok()?;
                        let fields = ron::ser::to_string(&set).ok()?;
                        Some((
                            "base",
                            *v,
                            Under::Base {
                                fields,
                                pin: pin_of(&base),
                            },
                        ))
                    }),
            );
        for (field, name, under) in layers {
            let Some(candidate) = laid_on(&best, &fields, &effective, (field, name), &under) else {
                continue;
            };
            let fields_left = rule_fields(&candidate);
            // A file is written on a family's game, as the shipped relatives
            // are (Russian Mill on Nine Men's Morris), not sideways on another
            // relative; unless it is a copy of that relative.
            if field == "base" && fields_left > 0 && !is_family_head(name) {
                continue;
            }
            let key = (fields_left, field == "board", candidate.len());
            let better = chosen.as_ref().is_none_or(|(k, _)| key < *k);
            if better && same(&candidate) {
                chosen = Some((key, candidate));
            }
        }
        let shortest = chosen.map(|(_, text)| text);
        Ok(shortest.unwrap_or(best))
    }
}

impl Rules {
    /// The error of a text that compiled but does not read as a plain rules
    /// file (which cannot happen: it compiled).
    fn unreadable(origin: &str) -> RulesError {
        RulesError {
            origin: origin.to_string(),
            problems: vec![Problem {
                line: 1,
                col: 1,
                kind: ProblemKind::Syntax("the file does not read on its own".to_string()),
                elsewhere: None,
            }],
        }
    }
}

/// The base a rules text is written on, if any.
fn base_of(text: &str) -> Option<String> {
    let field = top_level_fields(text)?
        .into_iter()
        .find(|f| f.name == "base")?;
    ron::from_str(&text[field.value]).ok()
}

/// `text`, on an unpinned base that is the shipped variant here, with the
/// pin on that variant written after its `base:`; `None` when there is
/// nothing to pin. A base a user's file stands in for is left unpinned: the
/// pin would name the shipped game, and the file would not load here.
fn pinned(text: &str, fields: &[TopField], bases: &dyn Bases) -> Option<String> {
    if fields.iter().any(|f| f.name == PIN_FIELD) {
        return None;
    }
    let base = fields.iter().find(|f| f.name == "base")?;
    let id: String = ron::from_str(&text[base.value.clone()]).ok()?;
    if bases.stand_in(&id).is_some() {
        return None;
    }
    let (origin, shipped) = shipped_variant(&id)?;
    let pin = pin_of(&Rules::from_source(&id, &origin, &shipped).ok()?);
    let line_start = text[..base.start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[base.end..]
        .find('\n')
        .map_or(text.len(), |i| base.end + i + 1);
    let indent = &text[line_start..base.start];
    let after = text[base.end..line_end].trim();
    let own_line = indent.trim().is_empty() && (after.is_empty() || after.starts_with("//"));
    let comma = text[base.value.end..base.end].contains(',');
    let (at, written) = match (own_line && line_end > base.end, comma) {
        // On a line of its own after the base's, a comment there included.
        (true, true) => (line_end, format!("{indent}{PIN_FIELD}: \"{pin}\",\n")),
        (_, true) => (base.end, format!(" {PIN_FIELD}: \"{pin}\",")),
        (_, false) => (base.value.end, format!(", {PIN_FIELD}: \"{pin}\"")),
    };
    Some(format!("{}{written}{}", &text[..at], &text[at..]))
}

/// Is `id` the base of some shipped variant?
fn is_family_head(id: &str) -> bool {
    SHIPPED
        .iter()
        .any(|(_, text)| base_of(text).as_deref() == Some(id))
}

/// How many fields of rules (not words, not the base or board) `text` writes.
fn rule_fields(text: &str) -> usize {
    top_level_fields(text).map_or(usize::MAX, |fields| {
        let rule = |f: &&TopField| !WORDS.contains(&f.name.as_str()) && !layering(&f.name);
        fields.iter().filter(rule).count()
    })
}

/// `full_board_draw` said as `full_board`, if the file uses it.
fn full_board_said_once(text: &str) -> Option<String> {
    let fields = top_level_fields(text)?;
    let draw = fields.iter().find(|f| f.name == "full_board_draw")?;
    let drawn = normal(&text[draw.value.clone()]) == "true";
    match fields.iter().find(|f| f.name == "full_board") {
        None => {
            let said = if drawn { "Draw" } else { "Blocked" };
            Some(replace_value(text, draw, "full_board", said))
        }
        Some(full) if drawn && normal(&text[full.value.clone()]) == "Blocked" => {
            let said = replace_value(text, full, "full_board", "Draw");
            let fields = top_level_fields(&said)?;
            let draw = fields.iter().find(|f| f.name == "full_board_draw")?;
            Some(remove(&said, &[draw]))
        }
        Some(_) => Some(remove(text, &[draw])),
    }
}

/// What a layer under a file gives: a board's text, or a base's every field
/// as it means it (defaults written out) and the pin on it.
enum Under {
    Board(String),
    Base { fields: String, pin: String },
}

/// `text` written on a board or a base (`field: "name"`): the fields it
/// repeats left out, and, on a base, those it leaves at a default the base
/// does not have written out. `effective` is every field of `text` as it
/// means it. `None` when the text does not even repeat the board.
fn laid_on(
    text: &str,
    fields: &[TopField],
    effective: &str,
    (field, name): (&str, &str),
    under: &Under,
) -> Option<String> {
    let values = |text: &str| -> Option<Vec<(String, String, String)>> {
        let fields = top_level_fields(text)?;
        let value = |f: &TopField| text[f.value.clone()].to_string();
        Some(
            fields
                .iter()
                .map(|f| (f.name.clone(), normal(&value(f)), value(f)))
                .collect(),
        )
    };
    let (meant, below) = match under {
        Under::Board(board) => (values(text)?, values(board)?),
        Under::Base { fields: base, .. } => (values(effective)?, values(base)?),
    };
    let same = |name: &str| {
        let mine = meant.iter().find(|m| m.0 == name).map(|m| &m.1);
        let theirs = below.iter().find(|b| b.0 == name).map(|b| &b.1);
        mine.is_some() && mine == theirs
    };
    let rule = |name: &str| !WORDS.contains(&name) && !layering(name);
    let repeated: Vec<&TopField> = fields
        .iter()
        .filter(|f| rule(&f.name) && same(&f.name))
        .collect();
    if !(same("points") && same("lines")) {
        return None;
    }
    let first = fields.first()?;
    let line_start = text[..first.start].rfind('\n').map_or(0, |i| i + 1);
    let indent = &text[line_start..first.start];
    let mut named = format!("{indent}{field}: \"{name}\",\n");
    if let Under::Base { pin, .. } = under {
        named += &format!("{indent}{PIN_FIELD}: \"{pin}\",\n");
        // What the base sets otherwise and the file leaves at its default.
        for (name, _, value) in &meant {
            let written = fields.iter().any(|f| f.name == *name);
            if rule(name) && !written && !same(name) {
                named += &format!("{indent}{name}: {value},\n");
            }
        }
    }
    let without = remove(text, &repeated);
    let at = without
        .find(&text[first.start..first.value.end])
        .map(|i| without[..i].rfind('\n').map_or(0, |n| n + 1))
        .unwrap_or(line_start);
    Some(format!("{}{named}{}", &without[..at], &without[at..]))
}

/// `text` with `field` set to `value` in place of the field `old`.
fn replace_value(text: &str, old: &TopField, field: &str, value: &str) -> String {
    format!(
        "{}{field}: {value}{}",
        &text[..old.start],
        &text[old.value.end..]
    )
}

/// `text` without `fields` (each with its comma, and its line when it has one
/// to itself, a comment after it included).
fn remove(text: &str, fields: &[&TopField]) -> String {
    let mut cuts: Vec<(usize, usize)> = fields
        .iter()
        .map(|f| {
            let line_start = text[..f.start].rfind('\n').map_or(0, |i| i + 1);
            let line_end = text[f.end..]
                .find('\n')
                .map_or(text.len(), |i| f.end + i + 1);
            let alone_before = text[line_start..f.start].trim().is_empty();
            let after = text[f.end..line_end].trim();
            let alone_after = after.is_empty() || after.starts_with("//");
            if alone_before && alone_after {
                (line_start, line_end)
            } else {
                (f.start, f.end)
            }
        })
        .collect();
    cuts.sort_unstable();
    let mut out = String::new();
    let mut from = 0;
    for (start, end) in cuts {
        if start >= from {
            out.push_str(&text[from..start]);
            from = end;
        }
    }
    out.push_str(&text[from..]);
    out
}

/// A value as written, without comments, blanks or trailing commas: two
/// writings of one value compare equal.
fn normal(value: &str) -> String {
    let mut out = String::new();
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                out.push(c);
                while let Some(s) = chars.next() {
                    out.push(s);
                    if s == '\\' {
                        out.extend(chars.next());
                    } else if s == '"' {
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'/') => {
                for s in chars.by_ref() {
                    if s == '\n' {
                        break;
                    }
                }
            }
            c if c.is_whitespace() => {}
            _ => out.push(c),
        }
    }
    out.replace(",]", "]").replace(",)", ")").replace(",}", "}")
}

/// A named board's points and lines, as its file writes them.
#[derive(serde::Deserialize)]
struct WrittenBoard {
    points: Vec<crate::rules_file::ruleset::PointSpec>,
    lines: Vec<Vec<String>>,
    #[serde(default)]
    links: Vec<Vec<String>>,
}

/// Lines as a set: each line read from its smaller end, the lines sorted.
fn line_set(lines: &[Vec<String>]) -> Vec<Vec<String>> {
    let mut set: Vec<Vec<String>> = lines
        .iter()
        .map(|line| {
            let reversed: Vec<String> = line.iter().rev().cloned().collect();
            line.clone().min(reversed)
        })
        .collect();
    set.sort();
    set
}

impl Rules {
    /// The named board whose points a plain rules text writes, and whose
    /// lines it draws in another order or direction: the same board, which
    /// [`Rules::upgrade_text`] does not name because the order of the lines
    /// is part of the compiled rules (and of a solved table's fingerprint).
    pub fn board_in_another_order(text: &str) -> Option<&'static str> {
        let fields = top_level_fields(text)?;
        if fields.iter().any(|f| f.name == "base" || f.name == "board") {
            return None;
        }
        let set: RuleSet = ron::from_str(text).ok()?;
        BOARDS.iter().find_map(|(name, board)| {
            let board: WrittenBoard = ron::Options::default().from_str(board).ok()?;
            let same_points = board.points == set.points;
            let same_lines = line_set(&board.lines) == line_set(&set.lines)
                && line_set(&board.links) == line_set(&set.links);
            let same_order = board.lines == set.lines && board.links == set.links;
            (same_points && same_lines && !same_order).then_some(*name)
        })
    }
}

#[cfg(test)]
mod another_order {
    use super::*;

    fn two_squares() -> &'static str {
        BOARDS.iter().find(|(n, _)| *n == "two-squares").unwrap().1
    }

    /// The board file as a variant: a name and pieces after its `(`.
    fn variant_of(board: &str) -> String {
        let open = board.find("\n(").unwrap() + 2;
        format!(
            "{}\n    name: \"Six\",\n    pieces: 6,{}",
            &board[..open],
            &board[open..]
        )
    }

    #[test]
    fn a_board_with_its_lines_swapped_or_reversed_is_told() {
        let text = variant_of(two_squares());
        assert_eq!(
            Rules::board_in_another_order(&text),
            None,
            "the board's own order"
        );
        let set: RuleSet = ron::from_str(&text).unwrap();
        let (first, second) = (&set.lines[0], &set.lines[1]);
        let quoted = |line: &Vec<String>| {
            let names: Vec<String> = line.iter().map(|p| format!("\"{p}\"")).collect();
            format!("[{}]", names.join(", "))
        };
        let (a, b) = (quoted(first), quoted(second));
        let swapped = text
            .replacen(&a, "@", 1)
            .replacen(&b, &a, 1)
            .replacen('@', &b, 1);
        assert_ne!(swapped, text);
        assert_eq!(Rules::board_in_another_order(&swapped), Some("two-squares"));
        let mut reversed_line = first.clone();
        reversed_line.reverse();
        let reversed = text.replacen(&a, &quoted(&reversed_line), 1);
        assert_eq!(
            Rules::board_in_another_order(&reversed),
            Some("two-squares")
        );
        // The same game, though upgrade keeps the file as it is.
        let rules = Rules::from_source("six", "six.ron", &swapped).unwrap();
        let upgraded =
            Rules::upgrade_text("six", "six.ron", &swapped, &crate::ShippedBases).unwrap();
        assert_eq!(upgraded, swapped);
        assert_eq!(rules.point_count(), 16);
    }
}
