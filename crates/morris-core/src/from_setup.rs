//! A [`Setup`] becomes a [`Position`] here, checked once against the rules,
//! and a position gives its setup back.

use crate::color::Color;
use crate::position::Position;
use crate::rules::Rules;
use crate::ruleset::MillEffect;
use crate::setup::{Setup, SetupError};

impl From<&Position> for Setup {
    fn from(pos: &Position) -> Setup {
        Setup {
            board: pos.board,
            in_hand: pos.in_hand,
            side: pos.side,
            no_removal: pos.no_removal,
            ply: pos.ply,
        }
    }
}

impl Position {
    /// The start of a game: the rules' starting pieces (usually none) on the
    /// board, the rest in hand.
    pub fn start(rules: &Rules) -> Position {
        let setup = Setup::start(rules);
        Position::from_parts(setup.board, setup.in_hand, setup.side, 0, 0)
    }

    /// The position `setup` describes, if it can occur under `rules`.
    pub fn from_setup(rules: &Rules, setup: &Setup) -> Result<Position, SetupError> {
        let board = setup.board;
        if let Some(p) = ((board.white | board.black) - rules.all_points()).first_point() {
            return Err(SetupError::OffBoard {
                index: p.0,
                points: rules.point_count(),
            });
        }
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
        if rules.mill_effect() == MillEffect::Win
            && Color::ALL
                .iter()
                .all(|&c| !rules.in_mills(board[c]).is_empty())
        {
            return Err(SetupError::BothWon);
        }
        Ok(Position::from_parts(
            board,
            setup.in_hand,
            setup.side,
            setup.no_removal,
            setup.ply,
        ))
    }
}
