//! The one place that knows which rules a rules set uses beyond a plain game
//! of Nine Men's Morris, and what each one means to the rest of the program:
//! whether the solver models it, which fast paths of the move generator it
//! rules out, and what it adds to the rules' fingerprint. The words for each
//! are the front ends' (`morris-i18n`), chosen by an exhaustive match too, so
//! a rule added here cannot be forgotten by any of them.

mod fast_paths;
mod fingerprint;

pub(crate) use fast_paths::FastPaths;

use crate::rules::board::Board;
use crate::rules::captures::Captures;
use crate::rules::end::{End, WhenBlocked, WhenFull};
use crate::rules::mills::{LongRuns, MillAction, MillRules, SeveralMills};
use crate::rules::movement::Movement;
use crate::rules::placement::Placement;
use crate::rules::protection::{Protection, RemovablePieces};

/// Declares the features in their order: the order of the descriptions and
/// of the solver's refusal (it names the first rule it does not model).
macro_rules! features {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        /// A rule beyond a plain game of Nine Men's Morris.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Feature {
            $($(#[$doc])* $name,)*
        }

        impl Feature {
            /// Every feature, in order.
            pub const ALL: &[Feature] = &[$(Feature::$name,)*];
        }
    };
}

features! {
    /// Mills are not three points long (`mill_length`, or listed mills).
    MillLength,
    /// A row longer than a mill is no mill (`longer_lines: NoMill`).
    LongerLinesNoMill,
    /// No turn may make a row longer than a mill (`longer_lines: Forbidden`).
    LongerLinesForbidden,
    /// A mill made by placing does nothing (`placing_mills: Nothing`).
    PlacedMillDoesNothing,
    /// No placement may close a mill (`placing_mills: Forbidden`).
    PlacedMillForbidden,
    /// A mill made by placing marks the piece it takes (`placing_mills: Mark`).
    PlacedMillMarks,
    /// A mill made by placing takes from the hand (`placing_mills: TakeFromHand`).
    PlacedMillTakesFromHand,
    /// A mill made by placing gives another placement (`placing_mills: ExtraTurn`).
    PlacedMillPlacesAgain,
    /// A mill made by placing covers a piece (`placing_mills: Cover`).
    PlacedMillCovers,
    /// Mills made by placing are counted when placement ends (`placing_mills: Counted`).
    PlacedMillsCounted,
    /// A mill removes only the first time its points are used (`one_time_mills`).
    OneTimeMills,
    /// A mill made by moving gives another move (`mill_closes: RemoveAndMoveAgain`).
    MovedMillMovesAgain,
    /// A rule names who moves first once every piece is placed (`movement_starts`).
    MovementStarts,
    /// Placement that fills the board ends with removals (`full_board`).
    FullBoardRemovals,
    /// A blocked player draws (`blocked: Draw`).
    BlockedDraws,
    /// A blocked player passes (`blocked: Passes`).
    BlockedPasses,
    /// A blocked player passes and must be freed (`blocked: Freed`).
    BlockedFreed,
    /// A blocked player removes a piece next to theirs (`blocked: RemovesAdjacent`).
    BlockedRemovesAdjacent,
    /// A shorter move limit once a player is down to a few pieces (`draws: endgame`).
    EndgameDraw,
    /// Points closed while the player has pieces in hand (`closed_while_placing`).
    ClosedWhilePlacing,
    /// Points from which a piece flies (`fly_from`).
    FlyFrom,
    /// Pieces on the board at the start (`start`).
    StartPieces,
    /// Points where no piece is placed (`no_placing`).
    NoPlacing,
    /// The first placement goes on one of some points (`opening_points`).
    OpeningPoints,
    /// Placement stops with points still empty (`stop_placing_at_empty`).
    StopPlacing,
    /// No moving straight back into a mill (`no_immediate_reforming`).
    NoImmediateReforming,
    /// Not every mill protects its pieces (`protecting_mills`).
    ProtectingMills,
    /// Pieces taken without a mill (`captures`).
    Captures,
    /// A mill protects nothing when all are in mills (`removable: NeverInMills`).
    NeverInMills,
    /// Drawn lines that make no mills (`links`).
    Links,
    /// The mills are listed (`mills: Listed`).
    ListedMills,
    /// Only mills with some tags score (`scoring_mills`).
    ScoringMills,
    /// A mill wins the game (`mill_closes: Win`).
    MillWins,
    /// A mill may remove any opponent piece (`removable: Any`).
    RemovableAny,
    /// A turn closing several mills removes one piece for each (`double_mill`).
    RemovalPerMill,
    /// A player may move instead of placing (`move_in_placement`).
    MoveInPlacement,
    /// A full board where nobody can move is a draw (`full_board: Draw`).
    FullBoardDraw,
    /// A player low on pieces flies (`flying`).
    Flying,
}

/// The compiled parts the features are read from.
pub(crate) struct Parts<'a> {
    pub board: &'a Board,
    pub placement: &'a Placement,
    pub movement: &'a Movement,
    pub mills: &'a MillRules,
    pub protection: &'a Protection,
    pub captures: &'a Captures,
    pub end: &'a End,
}

impl Feature {
    /// Does a rules set with these parts use this feature?
    fn used_in(self, p: &Parts) -> bool {
        let (placing, moving) = (p.mills.placing, p.mills.moving);
        let blocked = p.end.blocked;
        match self {
            Feature::MillLength => p.board.mills.first().is_some_and(|m| m.len() != 3),
            Feature::LongerLinesNoMill => p.mills.longer_lines == LongRuns::NoMill,
            Feature::LongerLinesForbidden => p.mills.longer_lines == LongRuns::Forbidden,
            Feature::PlacedMillDoesNothing => placing == MillAction::Nothing,
            Feature::PlacedMillForbidden => placing == MillAction::Forbidden,
            Feature::PlacedMillMarks => placing == MillAction::Mark,
            Feature::PlacedMillTakesFromHand => placing == MillAction::TakeFromHand,
            Feature::PlacedMillPlacesAgain => placing == MillAction::MoveAgain,
            Feature::PlacedMillCovers => placing == MillAction::Cover,
            Feature::PlacedMillsCounted => placing == MillAction::Counted,
            Feature::OneTimeMills => p.mills.one_time,
            Feature::MovedMillMovesAgain => moving == MillAction::RemoveAndMoveAgain,
            Feature::MovementStarts => p.movement.first_mover.is_some(),
            Feature::FullBoardRemovals => matches!(
                p.end.when_full,
                WhenFull::BothRemove(_) | WhenFull::OneRemoves(_)
            ),
            Feature::BlockedDraws => blocked == WhenBlocked::Draw,
            Feature::BlockedPasses => blocked == WhenBlocked::Passes,
            Feature::BlockedFreed => blocked == WhenBlocked::Freed,
            Feature::BlockedRemovesAdjacent => blocked == WhenBlocked::RemovesAdjacent,
            Feature::EndgameDraw => p.end.draws.endgame.is_some(),
            Feature::ClosedWhilePlacing => !p.placement.closed_while_placing.is_empty(),
            Feature::FlyFrom => !p.movement.fly_from.is_empty(),
            Feature::StartPieces => !(p.placement.start.white | p.placement.start.black).is_empty(),
            Feature::NoPlacing => !p.placement.no_placing.is_empty(),
            Feature::OpeningPoints => !p.placement.opening_points.is_empty(),
            Feature::StopPlacing => p.placement.stop_at_empty.is_some(),
            Feature::NoImmediateReforming => p.mills.no_immediate_reforming,
            Feature::ProtectingMills => p.protection.protecting.is_some(),
            Feature::Captures => !p.captures.is_empty(),
            Feature::NeverInMills => p.protection.removable == RemovablePieces::NeverInMills,
            Feature::Links => p.board.links > 0,
            Feature::ListedMills => p.board.listed,
            Feature::ScoringMills => p.board.tagged,
            Feature::MillWins => moving == MillAction::Win,
            Feature::RemovableAny => p.protection.removable == RemovablePieces::Any,
            Feature::RemovalPerMill => p.mills.double_mill == SeveralMills::RemovalPerMill,
            Feature::MoveInPlacement => p.movement.move_in_placement,
            Feature::FullBoardDraw => p.end.when_full == WhenFull::Draw,
            Feature::Flying => p.movement.fly_at.is_some(),
        }
    }

    /// How the rules file writes it: the solver's refusal names it so.
    pub fn name(self) -> &'static str {
        match self {
            Feature::MillLength => "mill_length",
            Feature::LongerLinesNoMill => "longer_lines: NoMill",
            Feature::LongerLinesForbidden => "longer_lines: Forbidden",
            Feature::PlacedMillDoesNothing => "placing_mills: Nothing",
            Feature::PlacedMillForbidden => "placing_mills: Forbidden",
            Feature::PlacedMillMarks => "placing_mills: Mark",
            Feature::PlacedMillTakesFromHand => "placing_mills: TakeFromHand",
            Feature::PlacedMillPlacesAgain => "placing_mills: ExtraTurn",
            Feature::PlacedMillCovers => "placing_mills: Cover",
            Feature::PlacedMillsCounted => "placing_mills: Counted",
            Feature::OneTimeMills => "one_time_mills",
            Feature::MovedMillMovesAgain => "mill_closes: RemoveAndMoveAgain",
            Feature::MovementStarts => "movement_starts",
            Feature::FullBoardRemovals => "full_board",
            Feature::BlockedDraws => "blocked: Draw",
            Feature::BlockedPasses => "blocked: Passes",
            Feature::BlockedFreed => "blocked: Freed",
            Feature::BlockedRemovesAdjacent => "blocked: RemovesAdjacent",
            Feature::EndgameDraw => "draws: endgame",
            Feature::ClosedWhilePlacing => "closed_while_placing",
            Feature::FlyFrom => "fly_from",
            Feature::StartPieces => "start",
            Feature::NoPlacing => "no_placing",
            Feature::OpeningPoints => "opening_points",
            Feature::StopPlacing => "stop_placing_at_empty",
            Feature::NoImmediateReforming => "no_immediate_reforming",
            Feature::ProtectingMills => "protecting_mills",
            Feature::Captures => "captures",
            Feature::NeverInMills => "removable: NeverInMills",
            Feature::Links => "links",
            Feature::ListedMills => "mills: Listed",
            Feature::ScoringMills => "scoring_mills",
            Feature::MillWins => "mill_closes: Win",
            Feature::RemovableAny => "removable: Any",
            Feature::RemovalPerMill => "double_mill: RemovalPerMill",
            Feature::MoveInPlacement => "move_in_placement",
            Feature::FullBoardDraw => "full_board: Draw",
            Feature::Flying => "flying",
        }
    }

    /// Does the rule depend on the game's history alone, not on the position?
    /// Perft and the solver ignore such rules, and the fingerprint leaves
    /// them out: a stored table fits the game with or without them.
    pub fn history_only(self) -> bool {
        matches!(self, Feature::EndgameDraw)
    }

    /// Does the perfect-play solver model this rule? (The search plays every rule.)
    pub fn solver_models(self) -> bool {
        match self {
            Feature::MillLength
            | Feature::ClosedWhilePlacing
            | Feature::StartPieces
            | Feature::Links
            | Feature::ListedMills
            | Feature::ScoringMills
            | Feature::MillWins
            | Feature::RemovableAny
            | Feature::RemovalPerMill
            | Feature::MoveInPlacement
            | Feature::FullBoardDraw
            | Feature::Flying => true,
            // History draws: the solver ignores them, as perft does.
            Feature::EndgameDraw => true,
            Feature::LongerLinesNoMill
            | Feature::LongerLinesForbidden
            | Feature::PlacedMillDoesNothing
            | Feature::PlacedMillForbidden
            | Feature::PlacedMillMarks
            | Feature::PlacedMillTakesFromHand
            | Feature::PlacedMillPlacesAgain
            | Feature::PlacedMillCovers
            | Feature::PlacedMillsCounted
            | Feature::OneTimeMills
            | Feature::MovedMillMovesAgain
            | Feature::MovementStarts
            | Feature::FullBoardRemovals
            | Feature::BlockedDraws
            | Feature::BlockedPasses
            | Feature::BlockedFreed
            | Feature::BlockedRemovesAdjacent
            | Feature::FlyFrom
            | Feature::NoPlacing
            | Feature::OpeningPoints
            | Feature::StopPlacing
            | Feature::NoImmediateReforming
            | Feature::ProtectingMills
            | Feature::Captures
            | Feature::NeverInMills => false,
        }
    }
}

/// The features a rules set uses, and what they make of the fast paths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FeatureSet(u64);

impl FeatureSet {
    /// The features rules with these parts use.
    pub(crate) fn of(parts: &Parts) -> FeatureSet {
        let mut set = FeatureSet(0);
        for &f in Feature::ALL {
            if f.used_in(parts) {
                set.0 |= 1 << f as u8;
            }
        }
        set
    }

    pub fn contains(self, f: Feature) -> bool {
        self.0 & (1 << f as u8) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The features, in order.
    pub fn iter(self) -> impl Iterator<Item = Feature> {
        Feature::ALL
            .iter()
            .copied()
            .filter(move |&f| self.contains(f))
    }

    /// The first rule the solver does not model, if any.
    pub fn unsolvable(self) -> Option<Feature> {
        self.iter().find(|f| !f.solver_models())
    }
}
