//! The rules a room plays, compiled from the text that travels with it: the
//! server and every client compile the same text the same way.

use morris_core::{GameOptions, OptionsError, Rules, RulesError};

use crate::message::RulesText;

/// Why a room's rules do not compile.
#[derive(Debug, thiserror::Error)]
pub enum RoomRulesError {
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error(transparent)]
    Options(#[from] OptionsError),
}

/// Compiles a room's rules, with flying switched as the room says.
pub fn compile_rules(text: &RulesText, flying: Option<bool>) -> Result<Rules, RoomRulesError> {
    let rules = Rules::from_source(&text.id, &text.origin, &text.text)?;
    let options = GameOptions {
        flying,
        first: None,
    };
    Ok(options.rules(rules)?)
}
