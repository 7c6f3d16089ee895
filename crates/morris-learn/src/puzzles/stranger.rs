//! A set from a stranger, believed only once proved: whether a file's text
//! is a set at all (a `.ron` file may as well be rules), and the whole check
//! a front end runs before offering its puzzles: read, checked against its
//! rules, and every line proved against the variant's table, loaded from the
//! cache or solved.

use morris_ai::solve::{SolveError, SolveOptions};

use super::file::{ReadSet, SetFileError, parse_set};
use super::proving_table::ProvingTable;

/// Why a stranger's set was not believed.
#[derive(Debug, thiserror::Error)]
pub enum ProveSetError {
    /// The file, or a puzzle in it, is wrong: where and why.
    #[error(transparent)]
    Set(#[from] SetFileError),
    /// The table that would prove it could not be had.
    #[error("{file}: no table to prove it with: {source}")]
    Table {
        file: String,
        #[source]
        source: SolveError,
    },
}

/// Does `text` claim to be a puzzle set? A set has a `puzzles` field, which
/// no rules file has. A text too broken to read claims it if it names the
/// field at all, so that a broken set's own errors are reported, not a rules
/// file's.
pub fn is_set_text(text: &str) -> bool {
    match ron::from_str::<ron::Value>(text) {
        Ok(ron::Value::Map(fields)) => fields
            .keys()
            .any(|key| *key == ron::Value::String("puzzles".into())),
        Ok(_) => false,
        Err(_) => names_puzzles_field(text),
    }
}

/// `puzzles` written as a field name: the word, then a colon.
fn names_puzzles_field(text: &str) -> bool {
    text.match_indices("puzzles").any(|(at, word)| {
        let before = text[..at].chars().next_back();
        let starts_word = before.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        starts_word && text[at + word.len()..].trim_start().starts_with(':')
    })
}

/// Reads `text` (named `file` in errors) as a set, checks it against its
/// rules and proves every puzzle against the table.
pub fn read_and_prove(
    file: &str,
    text: &str,
    options: &SolveOptions,
) -> Result<ReadSet, ProveSetError> {
    let read = parse_set(file, text)?;
    // A set of tactics alone is proved without a table.
    let table = read
        .needs_table()
        .then(|| ProvingTable::get(&read.rules, options, |_| {}))
        .transpose()
        .map_err(|source| ProveSetError::Table {
            file: file.to_string(),
            source,
        })?;
    read.prove(table.as_ref().map(|t| &t.table))?;
    Ok(read)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{SetProblem, shipped_set};

    #[test]
    fn a_set_is_told_from_a_rules_file() {
        assert!(is_set_text(shipped_set("three-mens-morris").unwrap()));
        assert!(is_set_text("(variant: \"x\", puzzles: [ (broken"));
        let rules = include_str!("../../../../rules/three-mens-morris.ron");
        assert!(!is_set_text(rules));
        assert!(!is_set_text("(name: \"my puzzles: a board\")"));
        assert!(!is_set_text("(no_puzzles: 1)"));
    }

    #[test]
    fn a_shipped_set_is_proved_and_a_wrong_line_is_refused_where_it_stands() {
        let text = shipped_set("three-mens-morris").unwrap();
        let options = SolveOptions {
            cache_dir: Some(tempfile::tempdir().unwrap().path().to_path_buf()),
            ..SolveOptions::default()
        };
        let read = read_and_prove("three.ron", text, &options).unwrap();
        assert!(!read.set.puzzles.is_empty());

        // The first puzzle's stopping turn moved to an empty point that does not stop it.
        let first = text.find("line:[\"c3\"]").unwrap();
        let wrong = format!("{}line:[\"a3\"]{}", &text[..first], &text[first + 11..]);
        let err = read_and_prove("three.ron", &wrong, &options).unwrap_err();
        let ProveSetError::Set(SetFileError::At {
            file,
            line,
            problem,
            ..
        }) = err
        else {
            panic!("not refused at a place: {err}");
        };
        assert_eq!((file.as_str(), line), ("three.ron", 5));
        assert!(
            matches!(*problem, SetProblem::Proof { puzzle: 1, .. }),
            "{problem}"
        );
    }
}
