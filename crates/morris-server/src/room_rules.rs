//! The rules a room or a seek is opened with: a shipped variant by its id,
//! or an uploaded file checked as the program checks a file, within the
//! server's limits.

use morris_core::catalog;
use morris_core::record::variant_name;
use morris_online::{Refusal, RefusalCode, RulesText, VariantChoice, compile_rules};

use crate::limits::{MAX_BOARD_POINTS, MAX_RULES_BYTES};

/// The rules text of a room to open, checked as the program checks a file.
pub fn room_rules(variant: &VariantChoice, flying: Option<bool>) -> Result<RulesText, Refusal> {
    let text = match variant {
        VariantChoice::Shipped { id } => {
            let rules = catalog::shipped(id).ok_or_else(|| {
                Refusal::new(
                    RefusalCode::UnknownVariant,
                    format!("unknown variant {id:?}"),
                )
            })?;
            let (text, origin) = rules.source();
            RulesText {
                id: id.clone(),
                origin: origin.to_string(),
                text: text.to_string(),
            }
        }
        VariantChoice::Upload { name, text } => {
            // The name is shown to every client as the room's origin: a plain
            // file name only, as a record's Variant tag may name one (the
            // limits below are variant_name's).
            if variant_name(name).is_none() {
                // Echoed in part: a long name is not sent back whole.
                let shown: String = name.chars().take(64).collect();
                let cut = if shown.len() < name.len() { "..." } else { "" };
                return Err(Refusal::new(
                    RefusalCode::BadFileName,
                    format!(
                        "{shown:?}{cut} is not a plain file name (no '/', '\\' or ':', \
                         no \"..\", no leading dot, no control characters, \
                         not empty, at most 255 bytes)"
                    ),
                ));
            }
            if text.len() > MAX_RULES_BYTES {
                return Err(Refusal::new(
                    RefusalCode::RulesTooLarge,
                    format!("{} bytes; at most {MAX_RULES_BYTES}", text.len()),
                ));
            }
            RulesText {
                id: upload_id(name),
                origin: name.clone(),
                text: text.clone(),
            }
        }
    };
    let rules = compile_rules(&text, flying)
        .map_err(|e| Refusal::new(RefusalCode::BadRules, e.to_string()))?;
    if rules.point_count() > MAX_BOARD_POINTS {
        return Err(Refusal::new(
            RefusalCode::RulesTooLarge,
            format!("{} points; at most {MAX_BOARD_POINTS}", rules.point_count()),
        ));
    }
    Ok(text)
}

/// The variant id of an uploaded file: its name without folders or `.ron`,
/// reduced to letters, digits and dashes.
fn upload_id(name: &str) -> String {
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
    let stem = base.strip_suffix(".ron").unwrap_or(base);
    let id: String = stem
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .take(64)
        .collect();
    if id.is_empty() {
        "uploaded".to_string()
    } else {
        id
    }
}
