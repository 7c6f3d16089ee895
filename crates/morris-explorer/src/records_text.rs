//! A file of many records: each starts with its tags, after the movetext
//! of the one before.

/// The records of `text`, each from its first tag line to the line before
/// the next record's tags.
pub fn split_records(text: &str) -> Vec<&str> {
    let mut starts = Vec::new();
    let mut in_moves = true;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            if in_moves {
                starts.push(offset);
            }
            in_moves = false;
        } else if !trimmed.is_empty() {
            in_moves = true;
        }
        offset += line.len();
    }
    let mut records = Vec::with_capacity(starts.len());
    for (i, &start) in starts.iter().enumerate() {
        let end = starts.get(i + 1).copied().unwrap_or(text.len());
        records.push(&text[start..end]);
    }
    records
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_split_where_tags_follow_moves() {
        let text = "[Event \"a\"]\n[Round \"1\"]\n\n1. d6 d2 1-0\n\n[Event \"b\"]\n\n1. a1 *\n";
        let records = split_records(text);
        assert_eq!(records.len(), 2);
        assert!(records[0].starts_with("[Event \"a\"]") && records[0].contains("d6 d2"));
        assert!(records[1].starts_with("[Event \"b\"]") && records[1].contains("a1"));
        assert!(split_records("").is_empty());
    }
}
