//! The one-line position string, like chess's FEN:
//! `<board> <side> <white in hand> <black in hand> [<turns without removal> [<turns played>]]`.
//!
//! The board has one character per point in the rules file's point order:
//! `W` white, `B` black, `.` empty. The Nine Men's Morris start is
//! `........................ w 9 9 0 0`.

use crate::color::{ByColor, Color};
use crate::point::{Point, PointSet};
use crate::position::Position;
use crate::rules::Rules;
use crate::setup::{Setup, SetupError};

/// Why a position string was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error(
        "a position has 4 to 6 fields (board, side, white in hand, black in hand, turns without removal, turns played), found {0}"
    )]
    FieldCount(usize),
    #[error("the board has {found} points, this variant has {expected}")]
    BoardLength { found: usize, expected: usize },
    #[error("board character {ch:?} at point {point} is not W, B or .")]
    BadPiece { ch: char, point: String },
    #[error("side to move must be w or b, not {0:?}")]
    BadSide(String),
    #[error("{field} must be a whole number, not {text:?}")]
    BadNumber { field: &'static str, text: String },
    #[error(
        "used={0:?} is not two lists of this board's points (white/black) of a variant with one-time mills"
    )]
    BadUsed(String),
    #[error(
        "X marks a piece taken while placing: only in a variant with `placing_mills: Mark`, while pieces are in hand"
    )]
    BadMark,
    #[error(transparent)]
    Invalid(#[from] SetupError),
}

impl Position {
    /// The position string. See the module docs for the format.
    ///
    /// ```
    /// use morris_core::{catalog, Position};
    /// let rules = catalog::shipped("nine-mens-morris").unwrap();
    /// let start = Position::start(&rules);
    /// assert_eq!(start.to_text(&rules), "........................ w 9 9 0 0");
    /// assert_eq!(Position::from_text(&rules, &start.to_text(&rules)), Ok(start));
    /// ```
    pub fn to_text(&self, rules: &Rules) -> String {
        let board: String = rules
            .points()
            .map(|p| match self.piece_at(p) {
                Some(Color::White) => 'W',
                Some(Color::Black) => 'B',
                None if self.marked.contains(p) => MARK,
                None => '.',
            })
            .collect();
        let mut text = format!(
            "{board} {} {} {} {} {}",
            self.side.letter(),
            self.in_hand.white,
            self.in_hand.black,
            self.no_removal,
            self.ply
        );
        if !(self.used.white | self.used.black).is_empty() {
            let names = |set: PointSet| {
                set.map(|p| rules.point_name(p).to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            };
            text += &format!(
                " {USED}{}/{}",
                names(self.used.white),
                names(self.used.black)
            );
        }
        text
    }

    /// Reads and checks a position string for these rules.
    pub fn from_text(rules: &Rules, text: &str) -> Result<Position, PositionError> {
        let mut used = None;
        let mut rest = Vec::new();
        for field in text.split_whitespace() {
            match field.strip_prefix(USED) {
                Some(sets) => used = Some(sets),
                None => rest.push(field),
            }
        }
        // Marked points read as empty for the setup, then are marked.
        let marked: PointSet = rest
            .first()
            .map(|board| {
                let marks = board.chars().enumerate().filter(|(_, c)| *c == MARK);
                marks
                    .map(|(i, _)| Point(i as u8).bit())
                    .fold(PointSet::EMPTY, |a, b| a | b)
            })
            .unwrap_or(PointSet::EMPTY);
        let board = rest.first().map(|b| b.replace(MARK, "."));
        if let Some(board) = &board {
            rest[0] = board;
        }
        let setup = Setup::from_text(rules, &rest.join(" "))?;
        let mut pos = Position::from_setup(rules, &setup)?;
        if !marked.is_empty() {
            if rules.placing_mills() != crate::ruleset::PlacingMills::Mark
                || (setup.in_hand.white == 0 && setup.in_hand.black == 0)
            {
                return Err(PositionError::BadMark);
            }
            pos.marked = marked & rules.all_points();
        }
        if let Some(sets) = used {
            pos.used = used_points(rules, sets)?;
        }
        pos.hash = pos.compute_hash();
        Ok(pos)
    }
}

/// A marked point on the board of a position string.
const MARK: char = 'X';

/// The prefix of the field that lists the points of used one-time mills:
/// `used=a1,a4,a7/g1,g4,g7` (White's, then Black's).
const USED: &str = "used=";

fn used_points(rules: &Rules, sets: &str) -> Result<ByColor<PointSet>, PositionError> {
    let bad = || PositionError::BadUsed(sets.to_string());
    if !rules.one_time_mills() {
        return Err(bad());
    }
    let (white, black) = sets.split_once('/').ok_or_else(bad)?;
    let read = |list: &str| -> Result<PointSet, PositionError> {
        list.split(',')
            .filter(|name| !name.is_empty())
            .map(|name| rules.point_by_name(name).map(Point::bit).ok_or_else(bad))
            .try_fold(PointSet::EMPTY, |acc, p| Ok(acc | p?))
    };
    Ok(ByColor::new(read(white)?, read(black)?))
}

impl Setup {
    /// Reads a position string for these rules without checking that the
    /// position can occur (see [`Position::from_text`]).
    pub fn from_text(rules: &Rules, text: &str) -> Result<Setup, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if !(4..=6).contains(&fields.len()) {
            return Err(PositionError::FieldCount(fields.len()));
        }
        let cells: Vec<char> = fields[0].chars().collect();
        if cells.len() != rules.point_count() {
            return Err(PositionError::BoardLength {
                found: cells.len(),
                expected: rules.point_count(),
            });
        }
        let mut board = ByColor::splat(PointSet::EMPTY);
        for (i, &ch) in cells.iter().enumerate() {
            let p = Point(i as u8);
            match ch {
                'W' | 'w' => board.white.insert(p),
                'B' | 'b' => board.black.insert(p),
                '.' => {}
                _ => {
                    return Err(PositionError::BadPiece {
                        ch,
                        point: rules.point_name(p).to_string(),
                    });
                }
            }
        }
        let side = match fields[1] {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            other => return Err(PositionError::BadSide(other.to_string())),
        };
        let number = |i: usize, field: &'static str| -> Result<u16, PositionError> {
            match fields.get(i) {
                None => Ok(0),
                Some(text) => text.parse().map_err(|_| PositionError::BadNumber {
                    field,
                    text: text.to_string(),
                }),
            }
        };
        let hand_of = |i, field| -> Result<u8, PositionError> {
            let n = number(i, field)?;
            u8::try_from(n).map_err(|_| PositionError::BadNumber {
                field,
                text: n.to_string(),
            })
        };
        let in_hand = ByColor::new(hand_of(2, "white in hand")?, hand_of(3, "black in hand")?);
        let no_removal = number(4, "turns without removal")?;
        let ply = number(5, "turns played")?;
        Ok(Setup {
            board,
            in_hand,
            side,
            no_removal,
            ply,
        })
    }
}
