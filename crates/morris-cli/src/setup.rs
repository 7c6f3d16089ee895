//! From arguments to what the commands work on: rules and start positions.

use std::path::Path;
use std::sync::Arc;

use anyhow::Context;
use morris_core::record::{Record, play_movetext, read_record};
use morris_core::{Game, Position, Rules, catalog};

use crate::cli::{StartChoice, VariantChoice};
use crate::exit::usage;

/// A variant by id or file, with flying switched off when asked.
pub fn rules(id_or_path: &str, no_flying: bool) -> anyhow::Result<Arc<Rules>> {
    let rules = catalog::resolve(id_or_path)?;
    with_flying(rules, no_flying)
}

/// The rules chosen by `--variant` or `--rules`.
pub fn chosen_rules(choice: &VariantChoice) -> anyhow::Result<Arc<Rules>> {
    match &choice.rules {
        Some(path) => with_flying(Rules::load_file(path)?, choice.no_flying),
        None => rules(&choice.variant, choice.no_flying),
    }
}

fn with_flying(rules: Rules, no_flying: bool) -> anyhow::Result<Arc<Rules>> {
    if !no_flying {
        return Ok(Arc::new(rules));
    }
    Ok(Arc::new(rules.with_flying(false).map_err(|e| {
        usage(anyhow::Error::new(e).context("--no-flying"))
    })?))
}

/// The game at the start chosen by `--position` or `--moves`.
pub fn start_game(rules: Arc<Rules>, start: &StartChoice) -> anyhow::Result<Game> {
    let mut game = match &start.position {
        Some(text) => {
            let pos = Position::from_text(&rules, text).map_err(|e| {
                usage(anyhow::Error::new(e).context(format!("--position {text:?}")))
            })?;
            Game::from_position(rules, pos)
        }
        None => Game::new(rules),
    };
    if let Some(moves) = &start.moves {
        play_movetext(&mut game, moves)
            .map_err(|e| usage(anyhow::Error::new(e).context("--moves")))?;
    }
    Ok(game)
}

/// The whole text of a file, with its name in the error.
pub fn read_text(path: &Path) -> anyhow::Result<String> {
    std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))
}

/// A saved game. Its variant is looked up among the known variants, then as a
/// rules file of that name beside the record (for games of a `--rules` file).
pub fn read_game(path: &Path) -> anyhow::Result<Record> {
    let text = read_text(path)?;
    let beside = path.parent().unwrap_or(Path::new("."));
    let resolve = |id: &str| {
        catalog::resolve(id).or_else(|err| {
            let file = beside.join(format!("{id}.ron"));
            if file.is_file() {
                Rules::load_file(&file)
            } else {
                Err(err)
            }
        })
    };
    read_record(&text, resolve).with_context(|| format!("cannot load {}", path.display()))
}
