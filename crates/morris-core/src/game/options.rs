//! The choices made when a game is set up: flying on or off, where the variant
//! offers it, and who moves first. Applied once, here, for every front end.

use crate::color::Color;
use crate::game::Game;
use crate::position::Position;
use crate::position::setup::Setup;
use crate::rules::Rules;

/// How a table sets up a game of some rules. The default plays the rules as written.
///
/// ```
/// use std::sync::Arc;
/// use morris_core::{catalog, Color, GameOptions};
/// let rules = catalog::shipped("nine-mens-morris").unwrap();
/// let options = GameOptions { flying: Some(false), first: Some(Color::Black) };
/// let game = options.new_game(rules).unwrap();
/// assert!(!game.rules().flying_enabled());
/// assert_eq!(game.side_to_move(), Color::Black);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameOptions {
    /// Flying switched on or off; `None` keeps the rules file's choice.
    pub flying: Option<bool>,
    /// Who moves first; `None` keeps the rules file's first player.
    pub first: Option<Color>,
}

/// Asking for a game option the variant does not offer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionsError {
    #[error("{variant} has no flying rule to switch")]
    FlyingNotOffered { variant: String },
    #[error("{variant} does not let a game switch flying off")]
    FlyingNotOptional { variant: String },
}

impl Rules {
    /// These rules with flying switched on or off, where the variant offers the
    /// choice. Front ends ask through [`GameOptions`].
    pub(crate) fn with_flying(&self, enabled: bool) -> Result<Rules, OptionsError> {
        if enabled == self.flying_enabled() {
            return Ok(self.clone());
        }
        let variant = self.name().to_string();
        if self.movement.fly_at.is_none() {
            return Err(OptionsError::FlyingNotOffered { variant });
        }
        if !self.movement.fly_optional {
            return Err(OptionsError::FlyingNotOptional { variant });
        }
        let mut rules = self.clone();
        rules.movement.fly_enabled = enabled;
        Ok(rules)
    }
}

impl GameOptions {
    /// The rules a game with these options is played under.
    pub fn rules(&self, rules: Rules) -> Result<Rules, OptionsError> {
        match self.flying {
            Some(enabled) => rules.with_flying(enabled),
            None => Ok(rules),
        }
    }

    /// The start position of a game with these options under `rules`
    /// (rules these options were applied to).
    pub fn start(&self, rules: &Rules) -> Position {
        let mut setup = Setup::start(rules);
        if let Some(first) = self.first {
            setup.side = first;
        }
        // The start of valid rules is always a valid setup.
        Position::from_setup(rules, &setup).unwrap_or_else(|_| Position::start(rules))
    }

    /// A new game of `rules` with these options.
    pub fn new_game(&self, rules: Rules) -> Result<Game, OptionsError> {
        let rules = self.rules(rules)?;
        let start = self.start(&rules);
        Ok(Game::from_position(std::sync::Arc::new(rules), start))
    }

    /// The options `rules` (as a game plays them) and a game's `start` were set up with:
    /// what a record must say to set the same game up again.
    pub fn of_game(rules: &Rules, start: &Position) -> GameOptions {
        GameOptions {
            flying: (rules.flying_offered() && !rules.flying_enabled()).then_some(false),
            first: (start.side_to_move() != rules.first_player()).then_some(start.side_to_move()),
        }
    }
}
