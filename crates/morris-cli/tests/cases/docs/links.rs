//! Every relative link of the README and `docs/` leads to a file that exists,
//! and to a heading of it where the link names one (`file.md#heading`).

use std::path::Path;

use super::markdown::{anchors, link_targets, parse};
use super::{markdown_files, shown};

#[test]
fn every_relative_link_leads_somewhere() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for file in markdown_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        for target in link_targets(&parse(&text).prose) {
            if is_external(&target) {
                continue;
            }
            checked += 1;
            if let Err(why) = resolves(&file, &target) {
                broken.push(format!("{}: ({target}) {why}", shown(&file)));
            }
        }
    }
    // A parser that found no links would pass everything.
    assert!(checked > 100, "only {checked} links found");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

fn is_external(target: &str) -> bool {
    ["http://", "https://", "mailto:"]
        .iter()
        .any(|scheme| target.starts_with(scheme))
}

/// Whether `target`, written in `file`, names an existing file (or folder)
/// and, for a Markdown file, an existing heading.
fn resolves(file: &Path, target: &str) -> Result<(), String> {
    let (path, anchor) = target.split_once('#').unwrap_or((target, ""));
    let linked = if path.is_empty() {
        file.to_path_buf()
    } else {
        file.parent().unwrap().join(path)
    };
    if !linked.exists() {
        return Err("no such file".to_string());
    }
    let is_markdown = linked.extension().is_some_and(|e| e == "md");
    if anchor.is_empty() || !is_markdown {
        return Ok(());
    }
    let text = std::fs::read_to_string(&linked).unwrap();
    if anchors(&parse(&text).prose).iter().any(|a| a == anchor) {
        Ok(())
    } else {
        Err(format!("no heading #{anchor} in {}", shown(&linked)))
    }
}
