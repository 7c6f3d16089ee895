//! `morris rules upgrade FILE`: a rules file rewritten in today's form.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::Context;
use morris_core::catalog::Catalog;
use morris_core::safe_file::{Output, Outputs, TEXT_CAP, read_regular_text};
use morris_core::{Bases, Rules, ShippedBases, Within};

/// Rewrites `file` (or prints it rewritten), and says what changed. The
/// file named is the one output, checked through `Outputs` before anything
/// is read (a link, a folder or a read-only file refused) and written whole.
pub fn run(file: &Path, print: bool) -> anyhow::Result<ExitCode> {
    let outputs = match print {
        true => None,
        false => Some(Outputs::check(&[], vec![Output::named(file)], false)?),
    };
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
    if let Some((base, path)) = passed_over(id, &origin, &text, &catalog) {
        // A base the file names already is left unpinned; another is not written.
        let message = match layer_of(&text) {
            Some(Within::Base(named)) if named == base => {
                morris_i18n::t!("upgrade-base-not-pinned", id = base, path = path)
            }
            _ => morris_i18n::t!("upgrade-base-stand-in", id = base, path = path),
        };
        // Said on stderr: with --print, stdout is the file.
        eprintln!("{origin}: {message}");
    }
    if print {
        out.write_all(upgraded.as_bytes())?;
        return Ok(ExitCode::SUCCESS);
    }
    if upgraded == text {
        match Rules::board_in_another_order(&text) {
            // The same board, which upgrade cannot name without changing the
            // compiled rules: the author decides.
            Some(board) => writeln!(
                out,
                "{origin}: already in today's form; its points and lines are those of the board \
                 {board:?}, its lines in another order: write `board: {board:?}` in their place \
                 to take the board (the game is the same; a table solved for this file is solved again)"
            )?,
            None => writeln!(out, "{origin}: already in today's form")?,
        }
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(outputs) = &outputs {
        outputs.write(&[upgraded.as_bytes()])?;
    }
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

/// The shipped base the file would be written on, or pinned to, but for a
/// user's file standing in for it, and that file's path.
fn passed_over(id: &str, origin: &str, text: &str, catalog: &Catalog) -> Option<(String, String)> {
    // Cheap when no user file has a shipped id: nothing to pass over.
    let shadowed = catalog
        .variants()
        .into_iter()
        .any(|e| catalog.stand_in(&e.id).is_some());
    if !shadowed {
        return None;
    }
    let on_shipped = Rules::upgrade_text(id, origin, text, &ShippedBases).ok()?;
    match layer_of(&on_shipped)? {
        Within::Base(base) => catalog.stand_in(&base).map(|path| (base, path)),
        Within::Board(_) => None,
    }
}

/// What the rewritten text builds on, as its `base:` or `board:` line says.
fn layer_of(text: &str) -> Option<Within> {
    // Only the quoted value: a comment may follow it on the line.
    let field = |name: &str| {
        let line = text.lines().find(|l| l.trim_start().starts_with(name))?;
        let value = line.split_once(':')?.1.trim_start().strip_prefix('"')?;
        Some(value.split_once('"')?.0.to_string())
    };
    field("base:")
        .map(Within::Base)
        .or_else(|| field("board:").map(Within::Board))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_layer_is_its_quoted_value_alone() {
        let text = "(\n    board: \"two-squares\", // the board\n    name: \"Mine\",\n)";
        assert_eq!(layer_of(text), Some(Within::Board("two-squares".into())));
    }
}
