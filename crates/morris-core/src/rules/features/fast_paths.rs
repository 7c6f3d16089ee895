//! What each feature does to the move generator's fast paths, and the fast
//! paths a rules set keeps: derived from the features it uses, never written
//! out by hand.

use crate::color::Named;
use crate::rules::end::WhenFull;
use crate::rules::features::{Feature, FeatureSet, Parts};

impl Feature {
    /// What the rule does to the move generator's fast paths, in rules with these parts.
    fn paths(self, p: &Parts) -> Paths {
        const STEPS: Paths = Paths::leaves(Paths::PLAIN_STEPS);
        const PLAY: Paths = Paths::leaves(Paths::PLAIN_PLAY);
        const TURNS: Paths = Paths::leaves(Paths::PLAIN_TURNS);
        let names_first_mill = |named: Option<Named>| match named {
            Some(Named::FirstMill) => Paths::adds(Paths::FIRST_MILL),
            _ => Paths::NONE,
        };
        match self {
            // Said by the mills and the steps the board gives: nothing to check.
            Feature::MillLength
            | Feature::Links
            | Feature::ListedMills
            | Feature::ScoringMills
            | Feature::MillWins
            | Feature::RemovableAny
            | Feature::MoveInPlacement
            | Feature::FullBoardDraw
            | Feature::Flying
            | Feature::NeverInMills
            | Feature::ProtectingMills
            | Feature::BlockedDraws
            | Feature::EndgameDraw
            | Feature::StartPieces => Paths::NONE,
            // Steps the board allows that the rule forbids, or adds.
            Feature::LongerLinesNoMill
            | Feature::PlacedMillDoesNothing
            | Feature::ClosedWhilePlacing
            | Feature::FlyFrom
            | Feature::NoPlacing
            | Feature::OpeningPoints => STEPS,
            Feature::LongerLinesForbidden => STEPS.with(Paths::adds(Paths::RESTRICTS)),
            Feature::PlacedMillForbidden => STEPS.with(PLAY).with(Paths::adds(Paths::RESTRICTS)),
            Feature::PlacedMillPlacesAgain => {
                STEPS.with(PLAY).with(Paths::adds(Paths::EXTRA_TURNS))
            }
            Feature::PlacedMillMarks
            | Feature::PlacedMillTakesFromHand
            | Feature::OneTimeMills
            | Feature::NoImmediateReforming => STEPS.with(PLAY),
            Feature::PlacedMillCovers | Feature::PlacedMillsCounted => STEPS.with(PLAY).with(TURNS),
            Feature::MovedMillMovesAgain => PLAY.with(Paths::adds(Paths::EXTRA_TURNS)),
            Feature::MovementStarts => PLAY.with(names_first_mill(p.movement.first_mover)),
            Feature::StopPlacing => PLAY,
            Feature::FullBoardRemovals => {
                let named = match p.end.when_full {
                    WhenFull::BothRemove(who) | WhenFull::OneRemoves(who) => Some(who),
                    WhenFull::Blocked | WhenFull::Draw => None,
                };
                STEPS.with(PLAY).with(TURNS).with(names_first_mill(named))
            }
            Feature::BlockedPasses | Feature::BlockedFreed | Feature::BlockedRemovesAdjacent => {
                STEPS.with(PLAY).with(TURNS)
            }
            Feature::Captures => STEPS.with(TURNS),
            Feature::RemovalPerMill => TURNS,
        }
    }
}

/// The move generator's fast paths a rules set keeps, and the extra work its
/// rules ask for, derived from the features it uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Paths {
    /// Fast paths ruled out.
    left: u8,
    /// Extra work asked for.
    added: u8,
}

impl Paths {
    /// No rule beyond the board and removal settles which steps are legal or
    /// which mills count.
    const PLAIN_STEPS: u8 = 1;
    /// A turn is the step and its removals, then the other side moves.
    const PLAIN_PLAY: u8 = 2;
    /// The legal turns are the steps and one removal for each.
    const PLAIN_TURNS: u8 = 4;
    /// Some rule may forbid a step the board allows.
    const RESTRICTS: u8 = 1;
    /// Some rule may give the mover another turn.
    const EXTRA_TURNS: u8 = 2;
    /// Some rule asks who closed the first mill while placing.
    const FIRST_MILL: u8 = 4;

    const NONE: Paths = Paths { left: 0, added: 0 };

    const fn leaves(path: u8) -> Paths {
        Paths {
            left: path,
            added: 0,
        }
    }

    const fn adds(work: u8) -> Paths {
        Paths {
            left: 0,
            added: work,
        }
    }

    const fn with(self, other: Paths) -> Paths {
        Paths {
            left: self.left | other.left,
            added: self.added | other.added,
        }
    }
}

impl FeatureSet {
    /// The fast paths and extra work of these features in rules with these parts.
    pub(crate) fn paths(self, parts: &Parts) -> FastPaths {
        let all = self
            .iter()
            .fold(Paths::NONE, |acc, f| acc.with(f.paths(parts)));
        FastPaths {
            plain_steps: all.left & Paths::PLAIN_STEPS == 0,
            plain_play: all.left & Paths::PLAIN_PLAY == 0,
            plain_turns: all.left & Paths::PLAIN_TURNS == 0,
            restricts_steps: all.added & Paths::RESTRICTS != 0,
            extra_turns: all.added & Paths::EXTRA_TURNS != 0,
            tracks_first_mill: all.added & Paths::FIRST_MILL != 0,
        }
    }
}

/// What the move generator and the turn code may skip, derived from the
/// features (see [`FeatureSet::paths`]), never written out by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FastPaths {
    /// No rule beyond the board and removal settles which steps are legal or
    /// which mills count: the move generator's fast path.
    pub plain_steps: bool,
    /// A turn is the step and its removals, then the other side moves: no rule
    /// adds anything (the fast path of `Position::play_unchecked`).
    pub plain_play: bool,
    /// The legal turns are the steps and one removal for each: no turn of
    /// removals alone, no pass, no covering, no removal per mill (the counting
    /// shortcut of perft's last ply).
    pub plain_turns: bool,
    /// Some rule may forbid a placement or move that the board allows.
    pub restricts_steps: bool,
    /// Some rule may give the mover another turn.
    pub extra_turns: bool,
    /// Some rule asks who closed the first mill while placing.
    pub tracks_first_mill: bool,
}
