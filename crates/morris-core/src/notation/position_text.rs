//! The one-line position string, like chess's FEN:
//! `<board> <side> <white in hand> <black in hand> [<turns without removal> [<turns played>]]`.
//!
//! The board has one character per point in the rules file's point order:
//! `W` white, `B` black, `.` empty, `X` marked. The Nine Men's Morris start is
//! `........................ w 9 9 0 0`. The rule state some rules keep
//! follows as named fields (`used=`, `covered=`, `owes=`, `first_mill=`,
//! `mill_step=`), written only when not empty. Text is read into a [`Setup`];
//! [`Position::from_setup`] checks it.

use crate::color::{ByColor, Color};
use crate::point::{Point, PointSet};
use crate::position::Position;
use crate::position::setup::{Owed, OwedFrom, Setup, SetupError};
use crate::rules::Rules;

/// Why a position string was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error(
        "a position has 4 to 6 fields (board, side, white in hand, black in hand, turns without removal, turns played), found {0}"
    )]
    FieldCount(usize),
    #[error("the board has {found} points, this variant has {expected}")]
    BoardLength { found: usize, expected: usize },
    #[error(
        "{text:?} is not a board: the first field has one of W, B, . or X for each of the {expected} points"
    )]
    NotABoard { text: String, expected: usize },
    #[error("board character {ch:?} at point {point} is not W, B or .")]
    BadPiece { ch: char, point: String },
    #[error("side to move must be w or b, not {0:?}")]
    BadSide(String),
    #[error("{field} must be a whole number, not {text:?}")]
    BadNumber { field: &'static str, text: String },
    #[error("used={0:?} is not two lists of this board's points (white/black)")]
    BadUsed(String),
    #[error("covered={0:?} is not a list of this board's points")]
    BadCovered(String),
    #[error("owes={0:?} is not two counts of removals (white/black, `o` for own pieces)")]
    BadOwed(String),
    #[error("first_mill={0:?} is not w or b")]
    BadFirstMill(String),
    #[error("mill_step={0:?} is not two moves (white/black, `-` for none)")]
    BadMillStep(String),
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
        Setup::from(self).to_text(rules)
    }

    /// Reads and checks a position string for these rules.
    pub fn from_text(rules: &Rules, text: &str) -> Result<Position, PositionError> {
        let setup = Setup::from_text(rules, text)?;
        Ok(Position::from_setup(rules, &setup)?)
    }
}

impl Setup {
    /// The position string of this setup. See the module docs for the format.
    pub fn to_text(&self, rules: &Rules) -> String {
        let board: String = rules
            .points()
            .map(|p| {
                if self.board.white.contains(p) {
                    'W'
                } else if self.board.black.contains(p) {
                    'B'
                } else if self.marked.contains(p) {
                    MARK
                } else {
                    '.'
                }
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
        if !self.covered.is_empty() {
            text += &format!(" {COVERED}{}", point_list(rules, self.covered));
        }
        if self.owed.white.count > 0 || self.owed.black.count > 0 {
            let owed = |c: Color| {
                let owed = self.owed[c];
                let own = if owed.from == OwedFrom::Own { "o" } else { "" };
                format!("{}{own}", owed.count)
            };
            text += &format!(" {OWES}{}/{}", owed(Color::White), owed(Color::Black));
        }
        if let Some(c) = self.first_mill {
            text += &format!(" {FIRST_MILL}{}", c.letter());
        }
        if self.mill_step != ByColor::splat(None) {
            let step = |c: Color| match self.mill_step[c] {
                Some((from, to)) => format!("{}-{}", rules.point_name(from), rules.point_name(to)),
                None => "-".to_string(),
            };
            text += &format!(" {MILL_STEP}{}/{}", step(Color::White), step(Color::Black));
        }
        let used = self.used_mills;
        if !(used.white | used.black).is_empty() {
            text += &format!(
                " {USED}{}/{}",
                point_list(rules, used.white),
                point_list(rules, used.black)
            );
        }
        text
    }

    /// Reads a position string for these rules without checking that the
    /// position can occur (see [`Position::from_text`]).
    pub fn from_text(rules: &Rules, text: &str) -> Result<Setup, PositionError> {
        let mut setup = Setup::default();
        let mut fields = Vec::new();
        for field in text.split_whitespace() {
            if let Some(sets) = field.strip_prefix(USED) {
                setup.used_mills = used_points(rules, sets)?;
            } else if let Some(list) = field.strip_prefix(COVERED) {
                let bad = || PositionError::BadCovered(list.to_string());
                setup.covered = read_points(rules, list).ok_or_else(bad)?;
            } else if let Some(counts) = field.strip_prefix(OWES) {
                setup.owed = owed_counts(counts)?;
            } else if let Some(side) = field.strip_prefix(FIRST_MILL) {
                setup.first_mill =
                    Some(read_side(side).ok_or_else(|| PositionError::BadFirstMill(side.into()))?);
            } else if let Some(steps) = field.strip_prefix(MILL_STEP) {
                setup.mill_step = mill_steps(rules, steps)?;
            } else {
                fields.push(field);
            }
        }
        read_main_fields(rules, &fields, &mut setup)?;
        Ok(setup)
    }
}

/// The board, the side to move, the hands and the counters.
fn read_main_fields(
    rules: &Rules,
    fields: &[&str],
    setup: &mut Setup,
) -> Result<(), PositionError> {
    if !(4..=6).contains(&fields.len()) {
        return Err(PositionError::FieldCount(fields.len()));
    }
    let cells: Vec<char> = fields[0].chars().collect();
    let is_cell = |c: &char| matches!(c, 'W' | 'w' | 'B' | 'b' | '.') || *c == MARK;
    // A first field of other letters and the wrong length is no board at all.
    if cells.len() != rules.point_count() && !cells.iter().all(is_cell) {
        return Err(PositionError::NotABoard {
            // Shown in part: a long field is not echoed back whole.
            text: fields[0].chars().take(40).collect(),
            expected: rules.point_count(),
        });
    }
    if cells.len() != rules.point_count() {
        return Err(PositionError::BoardLength {
            found: cells.len(),
            expected: rules.point_count(),
        });
    }
    for (i, &ch) in cells.iter().enumerate() {
        let p = Point(i as u8);
        match ch {
            'W' | 'w' => setup.board.white.insert(p),
            'B' | 'b' => setup.board.black.insert(p),
            MARK => setup.marked.insert(p),
            '.' => {}
            _ => {
                return Err(PositionError::BadPiece {
                    ch,
                    point: rules.point_name(p).to_string(),
                });
            }
        }
    }
    setup.side = read_side(fields[1]).ok_or_else(|| PositionError::BadSide(fields[1].into()))?;
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
    setup.in_hand = ByColor::new(hand_of(2, "white in hand")?, hand_of(3, "black in hand")?);
    setup.no_removal = number(4, "turns without removal")?;
    setup.ply = number(5, "turns played")?;
    Ok(())
}

fn read_side(text: &str) -> Option<Color> {
    match text {
        "w" | "W" => Some(Color::White),
        "b" | "B" => Some(Color::Black),
        _ => None,
    }
}

/// The counts of an `owes=` field: `2/1`, `1o/1o`.
fn owed_counts(counts: &str) -> Result<ByColor<Owed>, PositionError> {
    let bad = || PositionError::BadOwed(counts.to_string());
    let (white, black) = counts.split_once('/').ok_or_else(bad)?;
    let read = |text: &str| -> Result<Owed, PositionError> {
        let (n, from) = match text.strip_suffix('o') {
            Some(n) => (n, OwedFrom::Own),
            None => (text, OwedFrom::Opponent),
        };
        let count = n.parse().map_err(|_| bad())?;
        Ok(Owed { count, from })
    };
    Ok(ByColor::new(read(white)?, read(black)?))
}

/// The moves of a `mill_step=` field: `d2-d3/-`.
fn mill_steps(
    rules: &Rules,
    steps: &str,
) -> Result<ByColor<Option<(Point, Point)>>, PositionError> {
    let bad = || PositionError::BadMillStep(steps.to_string());
    let (white, black) = steps.split_once('/').ok_or_else(bad)?;
    let read = |text: &str| -> Result<Option<(Point, Point)>, PositionError> {
        if text == "-" {
            return Ok(None);
        }
        let (from, to) = text.split_once('-').ok_or_else(bad)?;
        let point = |name| rules.point_by_name(name).ok_or_else(bad);
        Ok(Some((point(from)?, point(to)?)))
    };
    Ok(ByColor::new(read(white)?, read(black)?))
}

/// `a1,a4,a7`.
fn point_list(rules: &Rules, set: PointSet) -> String {
    set.map(|p| rules.point_name(p).to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// The points of a list written by [`point_list`]; `None` for an unknown name.
fn read_points(rules: &Rules, list: &str) -> Option<PointSet> {
    list.split(',')
        .filter(|name| !name.is_empty())
        .map(|name| rules.point_by_name(name).map(Point::bit))
        .try_fold(PointSet::EMPTY, |acc, p| Some(acc | p?))
}

/// A marked point on the board of a position string.
const MARK: char = 'X';

/// The prefix of the field that lists covered points (the covering piece is on the board).
const COVERED: &str = "covered=";

/// The prefix of the field of removals owed: `owes=2/1` (White's, then
/// Black's; `1o` for a removal of one's own piece).
const OWES: &str = "owes=";

/// The prefix of the field naming who closed the first mill while placing.
const FIRST_MILL: &str = "first_mill=";

/// The prefix of the field of the moves by which each player's last turn
/// closed a mill: `mill_step=d2-d3/-` (White's, then Black's).
const MILL_STEP: &str = "mill_step=";

/// The prefix of the field that lists the points of used one-time mills:
/// `used=a1,a4,a7/g1,g4,g7` (White's, then Black's).
const USED: &str = "used=";

fn used_points(rules: &Rules, sets: &str) -> Result<ByColor<PointSet>, PositionError> {
    let bad = || PositionError::BadUsed(sets.to_string());
    let (white, black) = sets.split_once('/').ok_or_else(bad)?;
    let read = |list: &str| read_points(rules, list).ok_or_else(bad);
    Ok(ByColor::new(read(white)?, read(black)?))
}
