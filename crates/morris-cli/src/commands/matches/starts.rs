//! `--positions FILE`: the positions the pairs of a match start from, one
//! position string a line. The file is a stranger's: a regular file of
//! bounded size, every line checked, the first bad one named.

use std::path::Path;

use anyhow::Context;
use morris_core::{Position, Rules, safe_file};
use morris_i18n::t;

/// The positions of `path`, each legal for `rules` and not over.
pub fn read(path: &Path, rules: &Rules) -> anyhow::Result<Vec<Position>> {
    let name = path.display().to_string();
    let text = safe_file::read_regular_text(path, safe_file::TEXT_CAP)
        .with_context(|| t!("match-positions-read", path = name.clone()))?;
    let mut starts = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or_default().trim();
        if line.is_empty() {
            continue;
        }
        let at = || t!("match-positions-line", path = name.clone(), line = n + 1);
        let pos = Position::from_text(rules, line).with_context(at)?;
        if pos.outcome(rules).is_some() {
            return Err(anyhow::anyhow!("{}", t!("match-positions-over")).context(at()));
        }
        starts.push(pos);
    }
    if starts.is_empty() {
        anyhow::bail!("{}", t!("match-positions-none", path = name));
    }
    Ok(starts)
}
