//! `morris variants`: the shipped variants and those in the user rules folder.

use std::io::Write;
use std::process::ExitCode;

use morris_core::catalog::{self, Origin, VariantEntry};
use morris_core::{LoadError, Rules};
use morris_i18n::t;
use serde_json::json;

use crate::cli::VariantsArgs;

pub fn run(args: &VariantsArgs) -> anyhow::Result<ExitCode> {
    let entries: Vec<(VariantEntry, Result<Rules, String>)> = catalog::variants()
        .into_iter()
        .map(|e| {
            let rules = load(&e);
            (e, rules)
        })
        .collect();
    let mut out = std::io::stdout().lock();
    if args.json {
        let list: Vec<_> = entries
            .iter()
            .map(|(e, rules)| entry_json(e, rules))
            .collect();
        let folder = catalog::user_rules_dir().map(|d| d.display().to_string());
        writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&json!({ "user_rules_dir": folder, "variants": list }))?
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    let id_width = entries.iter().map(|(e, _)| e.id.len()).max().unwrap_or(0);
    let name_width = entries
        .iter()
        .filter_map(|(_, rules)| rules.as_ref().ok())
        .map(|r| morris_i18n::words::variant_name(r).chars().count())
        .max()
        .unwrap_or(0);
    for (entry, rules) in &entries {
        let what = match rules {
            Ok(r) => format!(
                "{:<name_width$}  {}",
                morris_i18n::words::variant_name(r),
                t!(
                    "variant-size",
                    points = r.point_count(),
                    pieces = r.pieces()
                )
            ),
            Err(e) => t!("variant-invalid", why = e.as_str()),
        };
        // An invalid file's message already names it.
        let origin = match (&entry.origin, rules) {
            (Origin::User(path), Ok(_)) => {
                t!("variant-user-file", path = path.display().to_string())
            }
            _ => String::new(),
        };
        writeln!(out, "{:<id_width$}  {what}{origin}", entry.id)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The rules of an entry, or the first line of what is wrong with its file.
fn load(entry: &VariantEntry) -> Result<Rules, String> {
    match &entry.origin {
        Origin::Shipped => catalog::shipped(&entry.id).ok_or_else(|| "not shipped".to_string()),
        Origin::User(path) => catalog::Catalog::from_env()
            .load_file(path)
            .map_err(|e| first_line(&e)),
    }
}

/// The first line of what is wrong, with the reason a file could not be read
/// (too large, not found) said too.
fn first_line(err: &LoadError) -> String {
    morris_i18n::records::load_error(err)
        .lines()
        .next()
        .unwrap_or_default()
        .to_string()
}

fn entry_json(entry: &VariantEntry, rules: &Result<Rules, String>) -> serde_json::Value {
    let (origin, path) = match &entry.origin {
        Origin::Shipped => ("shipped", None),
        Origin::User(path) => ("user", Some(path.display().to_string())),
    };
    match rules {
        Ok(r) => json!({
            "id": entry.id, "origin": origin, "path": path, "valid": true,
            "name": r.name(), "points": r.point_count(), "pieces": r.pieces(), "mills": r.mills().len(),
        }),
        Err(e) => {
            json!({ "id": entry.id, "origin": origin, "path": path, "valid": false, "error": e })
        }
    }
}
