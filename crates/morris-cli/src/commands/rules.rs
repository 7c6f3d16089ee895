//! `morris rules check FILE...` and `morris rules show VARIANT|FILE`.

use std::io::Write;
use std::process::ExitCode;

use morris_core::catalog::Catalog;
use morris_core::{LoadError, Within};
use serde_json::json;

use crate::board;
use crate::cli::VariantName;
use crate::exit::{CHECK_FAILED, USAGE};
use crate::style::Style;
use crate::text::wrap;
use crate::{describe, setup};

/// Checks every variant or file (as `rules show` names them); problems print
/// as `file:line:col: reason`, one per line.
pub fn check(targets: &[String], as_json: bool) -> anyhow::Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    let (mut invalid, mut unreadable) = (false, false);
    let mut reports = Vec::new();
    let catalog = Catalog::from_env();
    for target in targets {
        let file = target.clone();
        match catalog.resolve(target) {
            Ok(rules) => {
                let warnings: Vec<String> = rules
                    .warnings()
                    .iter()
                    .map(morris_i18n::records::load_warning)
                    .collect();
                if !as_json {
                    writeln!(
                        out,
                        "{file}: ok ({}, {} points, {} mills)",
                        rules.name(),
                        rules.point_count(),
                        rules.mills().len()
                    )?;
                    for warning in &warnings {
                        writeln!(out, "{file}: {warning}")?;
                    }
                }
                let mut report = json!({ "file": file, "valid": true, "name": rules.name() });
                if !warnings.is_empty() {
                    report["warnings"] = json!(warnings);
                }
                reports.push(report);
            }
            Err(LoadError::Rules(err)) => {
                invalid = true;
                if !as_json {
                    writeln!(out, "{err}")?;
                }
                let problems: Vec<_> = err
                    .problems
                    .iter()
                    .map(|p| {
                        let mut problem =
                            json!({ "line": p.line, "col": p.col, "message": p.kind.to_string() });
                        // A problem in a base or board: the line is in that file.
                        if let Some(elsewhere) = &p.elsewhere {
                            let (what, name) = match &elsewhere.within {
                                Within::Base(id) => ("base", id),
                                Within::Board(name) => ("board", name),
                            };
                            problem["in"] = json!({ "file": elsewhere.origin, what: name });
                        }
                        problem
                    })
                    .collect();
                reports.push(json!({ "file": file, "valid": false, "problems": problems }));
            }
            Err(err) => {
                unreadable = true;
                let message = setup::file_hint(&err, target)
                    .unwrap_or_else(|| morris_i18n::records::load_error(&err));
                if !as_json {
                    eprintln!("morris: {message}");
                }
                reports.push(json!({ "file": file, "valid": false, "error": message }));
            }
        }
    }
    if as_json {
        let doc = json!({ "valid": !invalid && !unreadable, "files": reports });
        writeln!(out, "{}", serde_json::to_string_pretty(&doc)?)?;
    }
    Ok(match (unreadable, invalid) {
        (true, _) => ExitCode::from(USAGE),
        (false, true) => ExitCode::from(CHECK_FAILED),
        (false, false) => ExitCode::SUCCESS,
    })
}

/// The board diagram with point names and the rules in plain words.
pub fn show(named: Option<&str>, choice: &VariantName, style: Style) -> anyhow::Result<ExitCode> {
    let rules = setup::named_rules(named, choice, false)?;
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "{} ({})",
        style.paint(crate::style::Paint::Bold, &describe::name(&rules)),
        rules.id()
    )?;
    writeln!(out)?;
    let description = wrap(&morris_i18n::words::variant_description(&rules), 78);
    for line in &description {
        writeln!(out, "{line}")?;
    }
    if !description.is_empty() {
        writeln!(out)?;
    }
    // Indented by four columns.
    let width = board::terminal_width().saturating_sub(4);
    for line in board::names(&rules, width).lines(style) {
        writeln!(out, "    {line}")?;
    }
    writeln!(out)?;
    for line in describe::rules(&rules) {
        writeln!(out, "{line}")?;
    }
    let titles = [
        (
            morris_i18n::t!("rules-notes"),
            rules.notes_in(morris_i18n::language().code),
        ),
        (morris_i18n::t!("rules-sources"), rules.sources()),
    ];
    for (title, items) in titles {
        if !items.is_empty() {
            // The heading's colon is the language's: "Notes:", "Remarques :".
            writeln!(out, "\n{title}")?;
            for item in items {
                for (i, line) in wrap(item, 76).iter().enumerate() {
                    writeln!(out, "{} {line}", if i == 0 { "-" } else { " " })?;
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
