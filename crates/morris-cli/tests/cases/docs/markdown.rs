//! Just enough Markdown for the checks: fenced code blocks apart from the
//! prose, link targets in the prose, and headings as GitHub anchors them.

/// A fenced code block: its language tag (`sh`, `text`, or empty) and its lines.
#[derive(Debug)]
pub struct CodeBlock {
    pub tag: String,
    pub lines: Vec<String>,
}

/// A document split into its prose and its fenced code blocks.
#[derive(Debug, Default)]
pub struct Document {
    pub prose: Vec<String>,
    pub blocks: Vec<CodeBlock>,
}

/// Splits `text` at its fences (```` ``` ````, indented too, as inside a list item).
pub fn parse(text: &str) -> Document {
    let mut doc = Document::default();
    let mut open: Option<CodeBlock> = None;
    for line in text.lines() {
        let fence = line.trim_start().strip_prefix("```");
        match (&mut open, fence) {
            (None, Some(tag)) => {
                open = Some(CodeBlock {
                    tag: tag.trim().to_string(),
                    lines: Vec::new(),
                })
            }
            (Some(_), Some(_)) => doc.blocks.extend(open.take()),
            (Some(block), None) => block.lines.push(line.to_string()),
            (None, None) => doc.prose.push(line.to_string()),
        }
    }
    doc
}

/// Every link target in the prose: `[text](target)`, `![alt](target)` and
/// `<img src="target">`. Inline code is left out: `` `[a](b)` `` is not a link.
pub fn link_targets(prose: &[String]) -> Vec<String> {
    let text = outside_inline_code(&prose.join("\n"));
    let mut targets = Vec::new();
    for (opener, closer) in [("](", ')'), ("src=\"", '"')] {
        let mut rest = text.as_str();
        while let Some(at) = rest.find(opener) {
            rest = &rest[at + opener.len()..];
            let end = rest.find(closer).unwrap_or(rest.len());
            // A title may follow the target: `[a](b "title")`.
            let target = rest[..end].split_whitespace().next().unwrap_or("");
            targets.push(target.trim_matches(['<', '>']).to_string());
        }
    }
    targets
}

/// The text with every `code span` taken out (spans may cross lines).
fn outside_inline_code(text: &str) -> String {
    let mut inside = false;
    text.chars()
        .filter(|&c| {
            if c == '`' {
                inside = !inside;
            }
            !inside && c != '`'
        })
        .collect()
}

/// The anchors of the document's headings, as GitHub makes them: lower case,
/// punctuation dropped, spaces as hyphens, `-1`, `-2`... after a repeat.
pub fn anchors(prose: &[String]) -> Vec<String> {
    let mut anchors: Vec<String> = Vec::new();
    for line in prose {
        let Some(title) = heading(line) else {
            continue;
        };
        let slug = slug(title);
        let repeats = anchors
            .iter()
            .filter(|a| **a == slug || a.strip_prefix(&slug).is_some_and(is_repeat_suffix))
            .count();
        anchors.push(match repeats {
            0 => slug,
            n => format!("{slug}-{n}"),
        });
    }
    anchors
}

fn heading(line: &str) -> Option<&str> {
    let title = line.trim_start_matches('#');
    let level = line.len() - title.len();
    ((1..=6).contains(&level) && title.starts_with(' ')).then(|| title.trim())
}

fn slug(title: &str) -> String {
    title
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

fn is_repeat_suffix(rest: &str) -> bool {
    rest.strip_prefix('-')
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

#[test]
fn anchors_are_made_as_github_makes_them() {
    let prose: Vec<String> = [
        "# Playing online",
        "## 2026-12-06: Morabaraba — accepted, H1",
        "### `morris match`, and the *Elo*",
        "## Notes",
        "## Notes",
        "#not a heading",
    ]
    .map(String::from)
    .to_vec();
    assert_eq!(
        anchors(&prose),
        [
            "playing-online",
            "2026-12-06-morabaraba--accepted-h1",
            "morris-match-and-the-elo",
            "notes",
            "notes-1",
        ]
    );
}

#[test]
fn links_in_code_are_not_links() {
    let doc = parse(
        "See [a](a.md) and `[b](b.md)`,\n![c](c.png) <img src=\"d.png\" width=\"3\">\n```sh\n[e](e.md)\n```\n",
    );
    assert_eq!(link_targets(&doc.prose), ["a.md", "c.png", "d.png"]);
    assert_eq!(doc.blocks.len(), 1);
    assert_eq!(doc.blocks[0].tag, "sh");
}
