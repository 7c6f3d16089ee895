//! From arguments to what the commands work on: rules and start positions.

use std::sync::Arc;

use morris_core::catalog::Catalog;
use morris_core::record::play_movetext;
use morris_core::{Game, GameOptions, Position, Rules};

use crate::cli::{StartChoice, VariantChoice, VariantName};
use crate::exit::usage;

/// A variant by id or file; an unknown id that names a file here says so.
fn resolve(catalog: &Catalog, id_or_path: &str) -> anyhow::Result<Rules> {
    catalog
        .resolve(id_or_path)
        .map_err(|e| match file_hint(&e, id_or_path) {
            Some(hint) => usage(anyhow::anyhow!("{hint}")),
            None => anyhow::Error::new(e),
        })
}

/// The rules chosen by `--variant` or `--rules`.
pub fn chosen_rules(choice: &VariantChoice) -> anyhow::Result<Arc<Rules>> {
    named_rules(None, &choice.name, choice.no_flying)
}

/// The rules a command names: by a bare VARIANT|FILE argument where it takes
/// one, else by `--variant` or `--rules`; the same lookup everywhere.
pub fn named_rules(
    named: Option<&str>,
    choice: &VariantName,
    no_flying: bool,
) -> anyhow::Result<Arc<Rules>> {
    let catalog = Catalog::from_env();
    let rules = match (named, &choice.rules) {
        (Some(id_or_path), _) => resolve(&catalog, id_or_path)?,
        (None, Some(path)) => catalog.load_file(path)?,
        (None, None) => catalog
            .resolve_id(choice.id())
            .map_err(|e| anyhow::Error::new(e).context(choice.failed()))?,
    };
    crate::records::say_warnings(&rules);
    with_flying(rules, no_flying)
}

/// For an unknown variant named like a file of the current folder (`mine`
/// for `mine.ron`, or a file without `.ron`): the error, and how to name
/// that file, in the player's language.
pub fn file_hint(err: &morris_core::LoadError, named: &str) -> Option<String> {
    if !matches!(err, morris_core::LoadError::UnknownVariant { .. }) {
        return None;
    }
    let path = [named.to_string(), format!("{named}.ron")]
        .into_iter()
        .find(|name| std::path::Path::new(name).is_file())?;
    let unknown = morris_i18n::records::load_error(err);
    let hint = morris_i18n::t!("variant-file-here", path = format!("./{path}"));
    Some(format!("{unknown}; {hint}"))
}

fn with_flying(rules: Rules, no_flying: bool) -> anyhow::Result<Arc<Rules>> {
    let options = GameOptions {
        flying: no_flying.then_some(false),
        first: None,
    };
    let rules = options
        .rules(rules)
        .map_err(|e| usage(anyhow::Error::new(e).context("--no-flying")))?;
    Ok(Arc::new(rules))
}

/// The game at the start chosen by `--position` or `--moves`.
pub fn start_game(rules: Arc<Rules>, start: &StartChoice) -> anyhow::Result<Game> {
    let mut game = match &start.position {
        Some(text) => {
            let pos = Position::from_text(&rules, text).map_err(|e| {
                let why = morris_i18n::records::position_error(&e);
                usage(anyhow::anyhow!("--position {text:?}: {why}"))
            })?;
            Game::from_position(rules, pos)
        }
        None => Game::new(rules),
    };
    if let Some(moves) = &start.moves {
        let rules = game.rules().clone();
        play_movetext(&mut game, moves).map_err(|e| {
            let why = morris_i18n::records::record_error(&e, Some(&*rules));
            usage(anyhow::anyhow!("--moves: {why}"))
        })?;
    }
    Ok(game)
}
