//! The mills part of the rules: what closing a mill does, by placing and by
//! moving, as one effect type; one-time mills; re-forming a mill at once;
//! removals when several close together; rows longer than a mill.

/// Removals when one turn closes several mills.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeveralMills {
    /// One piece, however many mills closed.
    OneRemoval,
    /// One piece per mill closed.
    RemovalPerMill,
}

/// What a straight run of one player's pieces longer than a mill does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LongRuns {
    /// Every mill-long stretch of it is a mill.
    Count,
    /// It is no mill at all: a mill is exactly a mill long.
    NoMill,
    /// No turn may make one.
    Forbidden,
}

/// What closing a mill does. `mill_closes` and `placing_mills` of the rules
/// file both say it, one for moves and one for placements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MillAction {
    /// The mover removes an opponent piece (one per mill under `RemovalPerMill`).
    Remove,
    /// The mover removes an opponent piece, then moves again.
    RemoveAndMoveAgain,
    /// Nothing is removed; the mover plays again (a placement: unless that
    /// was their last piece in hand).
    MoveAgain,
    /// The mover wins at once; any mill on the board wins, however it was made.
    Win,
    /// Nothing happens: the mill only stands (and protects).
    Nothing,
    /// No turn may close a mill.
    Forbidden,
    /// The piece taken is marked: lost at once, it blocks its point until
    /// placement ends.
    Mark,
    /// A piece leaves the opponent's hand (from the board once it is empty).
    TakeFromHand,
    /// The mover covers an opponent piece with a second piece from hand.
    Cover,
    /// Nothing at once; when placement ends, the mills on the board are
    /// counted and removals are owed by the counts.
    Counted,
}

impl MillAction {
    /// Does a mill closed with this action call for a piece to be chosen and taken
    /// from the board (or covered)?
    #[inline]
    pub fn removes(self) -> bool {
        matches!(
            self,
            MillAction::Remove
                | MillAction::RemoveAndMoveAgain
                | MillAction::Mark
                | MillAction::TakeFromHand
                | MillAction::Cover
        )
    }

    /// Does the mover play again after closing a mill?
    pub fn moves_again(self) -> bool {
        matches!(self, MillAction::RemoveAndMoveAgain | MillAction::MoveAgain)
    }
}

/// What mills do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MillRules {
    /// A mill closed by placing a piece from the hand.
    pub(crate) placing: MillAction,
    /// A mill closed by moving a piece (also while placing).
    pub(crate) moving: MillAction,
    /// A mill whose points all lie in mills its player has removed with removes nothing.
    pub(crate) one_time: bool,
    /// A piece that closed a mill by moving may not move straight back to close one.
    pub(crate) no_immediate_reforming: bool,
    pub(crate) double_mill: SeveralMills,
    pub(crate) longer_lines: LongRuns,
}

impl MillRules {
    /// What a mill closed by placing does.
    pub fn placing(&self) -> MillAction {
        self.placing
    }

    /// What a mill closed by moving does.
    pub fn moving(&self) -> MillAction {
        self.moving
    }

    /// What a mill closed by this step does: `placed` when the piece came from the hand.
    #[inline]
    pub fn action(&self, placed: bool) -> MillAction {
        if placed { self.placing } else { self.moving }
    }

    /// Does a mill on the board win the game?
    #[inline]
    pub fn wins(&self) -> bool {
        self.moving == MillAction::Win
    }

    pub fn one_time(&self) -> bool {
        self.one_time
    }

    pub fn no_immediate_reforming(&self) -> bool {
        self.no_immediate_reforming
    }

    /// Removals when one turn closes several mills.
    pub fn double_mill(&self) -> SeveralMills {
        self.double_mill
    }

    /// What a row of one player's pieces longer than a mill does.
    pub fn longer_lines(&self) -> LongRuns {
        self.longer_lines
    }
}
