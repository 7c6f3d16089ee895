//! A game as a file holds it: a record read with its variant, the game the
//! app restores at start (or a fresh one when it cannot), and the words of a
//! file's name and of a failed save.

use std::sync::Arc;

use morris_core::Rules;
use morris_core::catalog;
use morris_core::record;

use crate::review::notes::ReviewNotes;
use crate::settings::{GameSetup, SavedGame};
use crate::table::Table;
use crate::variant::Variants;

/// Reads a record, ours or another program's; its variant is the variant of
/// the game on the table when the ids match (a rules file opened by path),
/// else it is found as [`record::load_file`] finds it: in the catalog, then
/// beside the record.
pub(crate) fn read_game(
    text: &str,
    current: &Arc<Rules>,
    current_source: &str,
    variants: &Variants,
    record_path: Option<&std::path::Path>,
) -> Result<record::Record, String> {
    let resolve = |id: &str| -> Result<Rules, morris_core::LoadError> {
        if id == current.id() {
            return variants
                .resolve(current_source)
                .or_else(|_| Ok((**current).clone()));
        }
        // A rules file opened in the page, else as every program finds a record's variant.
        match variants.files.contains_key(id) {
            true => variants.resolve(id),
            false => record::resolve_variant(&variants.catalog, record_path, id),
        }
    };
    record::import_record(text, None, resolve)
        .map_err(|e| morris_i18n::records::import_error(&e, None))
}

/// The saved game's table, and the notes its record carries.
pub(crate) fn restore(
    saved: &SavedGame,
    variants: &Variants,
) -> Result<(Table, ReviewNotes), String> {
    let rules = variants
        .resolve(&saved.setup.variant)
        .map_err(|e| morris_i18n::records::load_error(&e))?;
    let record = read_game(
        &saved.record,
        &Arc::new(rules),
        &saved.setup.variant,
        variants,
        None,
    )?;
    let notes = ReviewNotes::from_record(&record.game, record.notes);
    Ok((Table::from_game(record.game, saved.setup.clone()), notes))
}

pub(crate) fn fallback_table(setup: &GameSetup) -> Table {
    let rules = catalog::shipped(catalog::DEFAULT_VARIANT).or_else(|| {
        catalog::SHIPPED
            .iter()
            .find_map(|(id, _)| catalog::shipped(id))
    });
    match rules {
        Some(rules) => Table::new(rules, setup.clone()),
        // The shipped rules are checked by morris-core's tests; this cannot happen in a release.
        None => unreachable!("no shipped variant compiles"),
    }
}

/// The last part of a file's name as a browser or a desktop gives it.
pub(crate) fn file_name(name: &str) -> String {
    name.rsplit(['/', '\\']).next().unwrap_or(name).to_string()
}

/// Why a save failed, in the player's words as the terminal says it.
pub(crate) fn save_error(e: &record::FileError) -> String {
    morris_i18n::records::file_error(e)
}
