//! A [`Setup`] becomes a [`Position`] here, checked once against the rules,
//! and a position gives its setup back.

use crate::color::{ByColor, Color};
use crate::point::PointSet;
use crate::position::Position;
use crate::position::setup::{MAX_OWED, Owed, OwedFrom, RuleState, Setup, SetupError};
use crate::rules::Rules;
use crate::rules::end::WhenFull;
use crate::rules::mills::MillAction;

impl From<&Position> for Setup {
    fn from(pos: &Position) -> Setup {
        Setup {
            board: pos.board,
            in_hand: pos.in_hand,
            side: pos.side,
            no_removal: pos.no_removal,
            ply: pos.ply,
            used_mills: pos.used,
            marked: pos.marked(),
            covered: pos.covered(),
            owed: pos.owed,
            first_mill: pos.first_mill,
            mill_step: pos.mill_step,
        }
    }
}

impl Position {
    /// The start of a game: the rules' starting pieces (usually none) on the
    /// board, the rest in hand.
    pub fn start(rules: &Rules) -> Position {
        Position::from_checked(&Setup::start(rules))
    }

    /// The position `setup` describes, if it can occur under `rules`.
    pub fn from_setup(rules: &Rules, setup: &Setup) -> Result<Position, SetupError> {
        check_pieces(rules, setup)?;
        check_rule_state(rules, setup)?;
        Ok(Position::from_checked(setup))
    }

    /// The position of a setup already checked.
    fn from_checked(setup: &Setup) -> Position {
        // A count of none owes nothing, whoever's pieces it names.
        let owed = |c: Color| match setup.owed[c] {
            Owed { count: 0, .. } => Owed::default(),
            owed => owed,
        };
        let mut pos = Position {
            board: setup.board,
            in_hand: setup.in_hand,
            side: setup.side,
            no_removal: setup.no_removal,
            ply: setup.ply,
            used: setup.used_mills,
            lost: setup.marked | setup.covered,
            owed: ByColor::new(owed(Color::White), owed(Color::Black)),
            first_mill: setup.first_mill,
            mill_step: setup.mill_step,
            hash: 0,
        };
        pos.hash = pos.compute_hash();
        pos
    }
}

/// The pieces on the board and in hand.
fn check_pieces(rules: &Rules, setup: &Setup) -> Result<(), SetupError> {
    let board = setup.board;
    on_board(rules, board.white | board.black)?;
    if let Some(p) = (board.white & board.black).first_point() {
        return Err(SetupError::Overlap {
            point: rules.point_name(p).to_string(),
        });
    }
    for color in Color::ALL {
        let count = board[color].len() as usize + usize::from(setup.in_hand[color]);
        if count > usize::from(rules.pieces()) {
            return Err(SetupError::TooManyPieces {
                color,
                count,
                max: rules.pieces(),
            });
        }
    }
    if rules.mills.wins()
        && Color::ALL
            .iter()
            .all(|&c| !rules.in_mills(board[c]).is_empty())
    {
        return Err(SetupError::BothWon);
    }
    Ok(())
}

/// The state only some rules keep: each part only under its rule, and only
/// in the phase where it can stand.
fn check_rule_state(rules: &Rules, setup: &Setup) -> Result<(), SetupError> {
    let placing = setup.in_hand != ByColor::splat(0);
    let pieces = setup.board.white | setup.board.black;
    let needs = |state: RuleState, rule: bool| match rule {
        true => Ok(()),
        false => Err(SetupError::NotInRules(state)),
    };
    let while_placing = |state: RuleState| match placing {
        true => Ok(()),
        false => Err(SetupError::OnlyWhilePlacing(state)),
    };

    let used = setup.used_mills.white | setup.used_mills.black;
    if !used.is_empty() {
        needs(RuleState::UsedMills, rules.mills.one_time)?;
        on_board(rules, used)?;
    }
    if !setup.marked.is_empty() {
        // A covering piece that moved on leaves its lost piece marked.
        let marks = matches!(rules.mills.placing, MillAction::Mark | MillAction::Cover);
        needs(RuleState::Marked, marks)?;
        while_placing(RuleState::Marked)?;
        on_board(rules, setup.marked)?;
        if let Some(p) = (setup.marked & pieces).first_point() {
            return Err(SetupError::MarkedHoldsPiece {
                point: rules.point_name(p).to_string(),
            });
        }
    }
    if !setup.covered.is_empty() {
        needs(RuleState::Covered, rules.mills.placing == MillAction::Cover)?;
        while_placing(RuleState::Covered)?;
        on_board(rules, setup.covered)?;
        if let Some(p) = (setup.covered - pieces).first_point() {
            return Err(SetupError::CoveredEmpty {
                point: rules.point_name(p).to_string(),
            });
        }
    }
    for color in Color::ALL {
        let Owed { count, from } = setup.owed[color];
        if count == 0 {
            continue;
        }
        let counted = rules.mills.placing == MillAction::Counted;
        let full_board = matches!(
            rules.end.when_full,
            WhenFull::BothRemove(_) | WhenFull::OneRemoves(_)
        );
        needs(RuleState::Owed, counted || full_board)?;
        if placing {
            return Err(SetupError::OnlyAfterPlacing(RuleState::Owed));
        }
        if count > MAX_OWED {
            return Err(SetupError::TooManyOwed { color, count });
        }
        if from == OwedFrom::Own {
            needs(RuleState::OwedOwnPieces, counted)?;
        }
    }
    if setup.first_mill.is_some() {
        needs(RuleState::FirstMill, rules.fast.tracks_first_mill)?;
    }
    for color in Color::ALL {
        let Some((from, to)) = setup.mill_step[color] else {
            continue;
        };
        needs(RuleState::MillStep, rules.mills.no_immediate_reforming)?;
        for p in [from, to] {
            // A point past 64 is in no set, so it is checked by its index.
            if p.index() >= rules.point_count() {
                return Err(SetupError::OffBoard {
                    index: p.0,
                    points: rules.point_count(),
                });
            }
        }
        if from == to {
            return Err(SetupError::MillStepInPlace {
                color,
                point: rules.point_name(from).to_string(),
            });
        }
    }
    Ok(())
}

/// Are `points` all on the board?
fn on_board(rules: &Rules, points: PointSet) -> Result<(), SetupError> {
    match (points - rules.all_points()).first_point() {
        Some(p) => Err(SetupError::OffBoard {
            index: p.0,
            points: rules.point_count(),
        }),
        None => Ok(()),
    }
}
