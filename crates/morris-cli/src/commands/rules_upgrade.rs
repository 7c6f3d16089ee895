//! `morris rules upgrade FILE`: a rules file rewritten in today's form.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::Context;
use morris_core::catalog::Catalog;
use morris_core::record::write_atomic;
use morris_core::safe_file::{TEXT_CAP, read_regular_text};
use morris_core::{Rules, Within};

/// Rewrites `file` (or prints it rewritten), and says what changed.
pub fn run(file: &Path, print: bool) -> anyhow::Result<ExitCode> {
    let text = read_regular_text(file, TEXT_CAP)
        .with_context(|| format!("cannot read {}", file.display()))?;
    let id = file
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("custom");
    let origin = file.display().to_string();
    let catalog = Catalog::from_env();
    let upgraded = Rules::upgrade_text(id, &origin, &text, &catalog)?;
    let mut out = std::io::stdout().lock();
    if print {
        out.write_all(upgraded.as_bytes())?;
        return Ok(ExitCode::SUCCESS);
    }
    if upgraded == text {
        writeln!(out, "{origin}: already in today's form")?;
        return Ok(ExitCode::SUCCESS);
    }
    write_atomic(file, &upgraded)?;
    let on = layer_of(&upgraded)
        .map(|within| match within {
            Within::Base(id) => format!(", written on the base {id:?}"),
            Within::Board(name) => format!(", written on the board {name:?}"),
        })
        .unwrap_or_default();
    writeln!(
        out,
        "{origin}: rewritten in today's form ({} lines, was {}{on})",
        upgraded.lines().count(),
        text.lines().count()
    )?;
    Ok(ExitCode::SUCCESS)
}

/// What the rewritten text builds on, as its `base:` or `board:` line says.
fn layer_of(text: &str) -> Option<Within> {
    let field = |name: &str| {
        let line = text.lines().find(|l| l.trim_start().starts_with(name))?;
        let value = line.split_once(':')?.1.trim().trim_end_matches(',');
        Some(value.trim_matches('"').to_string())
    };
    field("base:")
        .map(Within::Base)
        .or_else(|| field("board:").map(Within::Board))
}
