//! The text in the editor checked as `morris rules check` checks a file: the
//! same compiler, the same bases, the same words; and where each problem of
//! the text itself stands, to underline it.

use std::ops::Range;

use morris_core::catalog::Catalog;
use morris_core::{Problem, Rules, RulesError};

use crate::variant::file_id;

/// The editor's text compiled, or every problem found in it.
#[derive(Clone, Debug)]
pub struct Checked {
    /// The text this result is for.
    pub text: String,
    pub rules: Result<Rules, RulesError>,
}

/// Compiles `text` as the file `name` of `catalog`'s user folder would be
/// compiled: its `base:` may be any variant the catalog knows.
pub fn check(catalog: &Catalog, name: &str, text: &str) -> Checked {
    Checked {
        text: text.to_string(),
        rules: Rules::from_source_on(file_id(name), name, text, catalog),
    }
}

impl Checked {
    /// The problems, each as `line:col: reason` (or, for a problem in the
    /// base or board the text builds on, with that file's name as well).
    pub fn problems(&self) -> Vec<String> {
        match &self.rules {
            Ok(_) => Vec::new(),
            Err(err) => err.to_string().lines().map(str::to_string).collect(),
        }
    }

    /// The byte ranges of the text to underline: each problem of the text
    /// itself, from its line and column to the end of the word there.
    pub fn marked(&self) -> Vec<Range<usize>> {
        let Err(err) = &self.rules else {
            return Vec::new();
        };
        err.problems
            .iter()
            .filter(|p| p.elsewhere.is_none())
            .filter_map(|p| span_at(&self.text, p))
            .collect()
    }
}

/// The word at a problem's line and column (the column counts characters).
fn span_at(text: &str, problem: &Problem) -> Option<Range<usize>> {
    let line_start = match problem.line {
        0 | 1 => 0,
        n => text.match_indices('\n').nth(n - 2)?.0 + 1,
    };
    let line = &text[line_start..];
    let line = &line[..line.find('\n').unwrap_or(line.len())];
    let start = line
        .char_indices()
        .nth(problem.col.saturating_sub(1))
        .map_or(line.len(), |(i, _)| i);
    let rest = &line[start..];
    let length = word_length(rest);
    // At the end of a line: the line's last character, so that something shows.
    if length == 0 {
        let last = line.char_indices().last()?;
        return Some(line_start + last.0..line_start + line.len());
    }
    Some(line_start + start..line_start + start + length)
}

/// The length of the word, string or number `rest` starts with (one
/// character for anything else).
fn word_length(rest: &str) -> usize {
    let mut chars = rest.char_indices();
    let Some((_, first)) = chars.next() else {
        return 0;
    };
    if first == '"' {
        // A string to its closing quote (an escaped quote does not close it).
        let mut escaped = false;
        for (i, c) in chars {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => return i + 1,
                _ => escaped = false,
            }
        }
        return rest.len();
    }
    let is_word = |c: char| c.is_alphanumeric() || c == '_' || c == '-' || c == '.';
    if is_word(first) {
        return rest
            .char_indices()
            .find(|&(_, c)| !is_word(c))
            .map_or(rest.len(), |(i, _)| i);
    }
    first.len_utf8()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped(id: &str) -> &'static str {
        morris_core::catalog::SHIPPED
            .iter()
            .find(|(name, _)| *name == id)
            .map(|(_, text)| *text)
            .unwrap()
    }

    #[test]
    fn a_shipped_file_checks_and_a_broken_number_is_underlined_where_it_stands() {
        let catalog = Catalog::with_user_dir(None);
        let good = shipped("six-mens-morris");
        assert!(check(&catalog, "six.ron", good).rules.is_ok());
        let broken = good.replacen("pieces: 6", "pieces: 0", 1);
        assert_ne!(broken, good, "the file has a `pieces: 6` to break");
        let checked = check(&catalog, "six.ron", &broken);
        let problems = checked.problems();
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(
            problems[0].starts_with("six.ron:") && problems[0].contains("pieces is 0"),
            "{problems:?}"
        );
        let marked = checked.marked();
        assert_eq!(marked.len(), 1);
        assert_eq!(&broken[marked[0].clone()], "0");
    }

    #[test]
    fn an_unknown_point_is_underlined_as_the_whole_string() {
        let text = "(name: \"x\", points: [(name: \"a\", x: 0, y: 0), (name: \"b\", x: 1, y: 0), (name: \"c\", x: 2, y: 0)],\n lines: [[\"a\", \"b\", \"zz\"]], pieces: 1)";
        let checked = check(&Catalog::with_user_dir(None), "x.ron", text);
        let marked = checked.marked();
        assert!(
            marked.iter().any(|r| &text[r.clone()] == "\"zz\""),
            "{:?} {marked:?}",
            checked.problems()
        );
    }

    #[test]
    fn a_problem_at_a_lines_end_marks_its_last_character() {
        let text = "(\n  name: \"x\",\n";
        let checked = check(&Catalog::with_user_dir(None), "x.ron", text);
        assert!(checked.rules.is_err());
        for range in checked.marked() {
            assert!(
                range.start < range.end && range.end <= text.len(),
                "{range:?}"
            );
        }
    }
}

/// Random edits of the shipped files, as an author makes them by mistake:
/// the editor's problems are `morris rules check`'s, word for word.
#[cfg(test)]
mod same_as_rules_check {
    use super::*;
    use proptest::prelude::*;

    /// An edit: a line deleted, a point's name changed where it is written
    /// once, or a number changed.
    #[derive(Clone, Debug)]
    enum Edit {
        DeleteLine(usize),
        RenamePoint { nth: usize, to: &'static str },
        ChangeNumber { nth: usize, to: u32 },
    }

    fn edit() -> impl Strategy<Value = Edit> {
        prop_oneof![
            (0usize..200).prop_map(Edit::DeleteLine),
            (
                0usize..200,
                prop::sample::select(vec!["zz", "a1", "x1", "help", ""])
            )
                .prop_map(|(nth, to)| Edit::RenamePoint { nth, to }),
            (0usize..200, 0u32..300).prop_map(|(nth, to)| Edit::ChangeNumber { nth, to }),
        ]
    }

    fn apply(text: &str, edit: &Edit) -> String {
        match edit {
            Edit::DeleteLine(n) => {
                let lines: Vec<&str> = text.lines().collect();
                let gone = n % lines.len();
                let kept: Vec<&str> = lines
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != gone)
                    .map(|(_, l)| *l)
                    .collect();
                kept.join("\n")
            }
            Edit::RenamePoint { nth, to } => {
                let names: Vec<(usize, &str)> = text.match_indices("(name: \"").collect();
                if names.is_empty() {
                    return text.to_string();
                }
                let start = names[nth % names.len()].0 + "(name: \"".len();
                let end = start + text[start..].find('"').unwrap_or(0);
                format!("{}{to}{}", &text[..start], &text[end..])
            }
            Edit::ChangeNumber { nth, to } => {
                let digits: Vec<usize> = text
                    .char_indices()
                    .filter(|&(i, c)| {
                        c.is_ascii_digit()
                            && !text[..i].ends_with(|p: char| p.is_ascii_alphanumeric())
                    })
                    .map(|(i, _)| i)
                    .collect();
                if digits.is_empty() {
                    return text.to_string();
                }
                let start = digits[nth % digits.len()];
                let end = start
                    + text[start..]
                        .find(|c: char| !c.is_ascii_digit())
                        .unwrap_or(text.len() - start);
                format!("{}{to}{}", &text[..start], &text[end..])
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn the_editors_problems_are_rules_checks(
            file in 0usize..morris_core::catalog::SHIPPED.len(),
            edits in prop::collection::vec(edit(), 1..3),
        ) {
            let (id, shipped) = morris_core::catalog::SHIPPED[file];
            let text = edits.iter().fold(shipped.to_string(), |t, e| apply(&t, e));
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join(format!("{id}-edited.ron"));
            std::fs::write(&path, &text).unwrap();
            let catalog = Catalog::with_user_dir(Some(dir.path().join("rules")));
            let name = path.display().to_string();
            let editor = check(&catalog, &name, &text);
            let checked = catalog.load_file(&path);
            match (&editor.rules, checked) {
                (Ok(a), Ok(b)) => prop_assert_eq!(a.rules_facts(), b.rules_facts()),
                (Err(a), Err(morris_core::LoadError::Rules(b))) => {
                    prop_assert_eq!(a, &b);
                    prop_assert_eq!(
                        editor.problems(),
                        b.to_string().lines().map(str::to_string).collect::<Vec<_>>()
                    );
                }
                (a, b) => prop_assert!(false, "editor {:?}, rules check {:?}", a.as_ref().err(), b.err()),
            }
        }
    }
}
