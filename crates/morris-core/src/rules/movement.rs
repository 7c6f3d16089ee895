//! The movement part of the rules: how pieces move once on the board
//! (sliding, flying), who may move while placing, and who moves first.

use crate::color::Named;
use crate::point::PointSet;

/// How pieces move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Movement {
    /// The piece count at or below which a player flies (`flying: At`).
    pub(crate) fly_at: Option<u8>,
    /// May a game switch flying off?
    pub(crate) fly_optional: bool,
    /// Is flying on in this game (see [`crate::GameOptions`])?
    pub(crate) fly_enabled: bool,
    /// Points from which a piece moves to any empty point.
    pub(crate) fly_from: PointSet,
    /// May a player move instead of placing while pieces are in hand?
    pub(crate) move_in_placement: bool,
    /// Who makes the first move once every piece is placed; `None`: turns
    /// simply alternate.
    pub(crate) first_mover: Option<Named>,
}

impl Movement {
    /// The piece count at or below which a player flies, when flying is on in this game.
    #[inline]
    pub fn flying_threshold(&self) -> Option<u8> {
        self.fly_at.filter(|_| self.fly_enabled)
    }

    /// Does the variant let a game switch flying off at setup?
    pub fn flying_offered(&self) -> bool {
        self.fly_at.is_some() && self.fly_optional
    }

    /// Is flying on for this game?
    pub fn flying_enabled(&self) -> bool {
        self.flying_threshold().is_some()
    }

    /// The flying threshold the rules file gives, whether or not this game flies.
    pub fn flying_rule(&self) -> Option<u8> {
        self.fly_at
    }

    /// Points from which a piece may move to any empty point.
    pub fn fly_from(&self) -> PointSet {
        self.fly_from
    }

    /// May a player move a piece instead of placing one while pieces are in hand?
    pub fn move_in_placement(&self) -> bool {
        self.move_in_placement
    }

    /// Who makes the first move once every piece is placed; `None` when
    /// turns simply alternate.
    pub fn first_mover(&self) -> Option<Named> {
        self.first_mover
    }
}
