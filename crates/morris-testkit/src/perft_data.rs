//! The lines of a perft data file (`crates/morris-core/tests/data/perft.txt`):
//! `variant depth nodes [position string]`, with `#` comments and blank lines.

/// One counted case of a perft data file.
#[derive(Clone, Debug)]
pub struct PerftCase<'a> {
    /// The line number (from 1) and the line, for failure messages.
    pub line: usize,
    pub text: &'a str,
    pub variant: &'a str,
    pub depth: u32,
    pub nodes: u64,
    /// A position string to count from; the start position when `None`.
    pub position: Option<&'a str>,
}

/// Every case of `data`; panics on a malformed line (test data).
pub fn perft_cases(data: &str) -> Vec<PerftCase<'_>> {
    data.lines()
        .enumerate()
        .map(|(n, line)| (n + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
        .map(|(line, text)| {
            let mut fields = text.splitn(4, ' ');
            let variant = fields.next().unwrap_or_else(|| malformed(line, text));
            let depth = fields
                .next()
                .and_then(|d| d.parse().ok())
                .unwrap_or_else(|| malformed(line, text));
            let nodes = fields
                .next()
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| malformed(line, text));
            PerftCase {
                line,
                text,
                variant,
                depth,
                nodes,
                position: fields.next(),
            }
        })
        .collect()
}

fn malformed(line: usize, text: &str) -> ! {
    panic!("line {line}: {text:?} is not `variant depth nodes [position]`")
}
