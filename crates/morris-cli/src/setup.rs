//! From arguments to what the commands work on: rules and start positions.

use std::sync::Arc;

use morris_core::catalog::Catalog;
use morris_core::record::play_movetext;
use morris_core::{Game, GameOptions, Position, Rules, catalog};

use crate::cli::{StartChoice, VariantChoice, VariantName};
use crate::exit::usage;

/// A variant by id or file, with flying switched off when asked.
pub fn rules(id_or_path: &str, no_flying: bool) -> anyhow::Result<Arc<Rules>> {
    let rules = catalog::resolve(id_or_path)?;
    with_flying(rules, no_flying)
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
        (Some(id_or_path), _) => catalog.resolve(id_or_path)?,
        (None, Some(path)) => catalog.load_file(path)?,
        (None, None) => catalog
            .resolve_id(choice.id())
            .map_err(|e| anyhow::Error::new(e).context(choice.failed()))?,
    };
    with_flying(rules, no_flying)
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
