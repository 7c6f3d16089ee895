//! Where a text stands in a file a person may have written: the RON files
//! of puzzle sets and drills report a problem as `file:line:col`.

/// The byte offset of `"needle"` in `text` at or after `from`, pointing at its opening quote.
pub(crate) fn find_quoted(text: &str, from: usize, needle: &str) -> Option<usize> {
    let quoted = format!("\"{needle}\"");
    text.get(from..)?.find(&quoted).map(|i| from + i)
}

/// The line and column (from 1, in characters) of a byte offset.
pub(crate) fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}
