//! The one-line position string, like chess's FEN:
//! `<board> <side> <white in hand> <black in hand> [<turns without removal> [<turns played>]]`.
//!
//! The board has one character per point in the rules file's point order:
//! `W` white, `B` black, `.` empty. The Nine Men's Morris start is
//! `........................ w 9 9 0 0`.

use crate::color::{ByColor, Color};
use crate::point::{Point, PointSet};
use crate::position::{OWN_PIECES, Position};
use crate::rules::Rules;
use crate::ruleset::{FullBoard, PlacingMills};
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
        "X marks a piece taken while placing: only in a variant with `placing_mills: Mark` or `Cover`, while pieces are in hand"
    )]
    BadMark,
    #[error(
        "covered={0:?} is not a list of points holding pieces, in a variant with `placing_mills: Cover` while pieces are in hand"
    )]
    BadCovered(String),
    #[error(
        "owes={0:?} is not two counts of removals (white/black, `o` for own pieces), in a variant whose placement can end with removals, once every piece is placed"
    )]
    BadOwed(String),
    #[error("first_mill={0:?} is not w or b, in a variant that asks who closed the first mill")]
    BadFirstMill(String),
    #[error(
        "mill_step={0:?} is not two moves (white/black, `-` for none), in a variant with no_immediate_reforming"
    )]
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
        let covered = self.covered();
        if !covered.is_empty() {
            text += &format!(" {COVERED}{}", point_list(rules, covered));
        }
        if self.owed != ByColor::splat(0) {
            let owed = |c: Color| {
                let own = if self.owes_own_pieces(c) { "o" } else { "" };
                format!("{}{own}", self.owed_removals(c))
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
        if !(self.used.white | self.used.black).is_empty() {
            text += &format!(
                " {USED}{}/{}",
                point_list(rules, self.used.white),
                point_list(rules, self.used.black)
            );
        }
        text
    }

    /// Reads and checks a position string for these rules.
    pub fn from_text(rules: &Rules, text: &str) -> Result<Position, PositionError> {
        let mut used = None;
        let mut covered = None;
        let mut owes = None;
        let mut first_mill = None;
        let mut mill_step = None;
        let mut rest = Vec::new();
        for field in text.split_whitespace() {
            if let Some(sets) = field.strip_prefix(USED) {
                used = Some(sets);
            } else if let Some(list) = field.strip_prefix(COVERED) {
                covered = Some(list);
            } else if let Some(counts) = field.strip_prefix(OWES) {
                owes = Some(counts);
            } else if let Some(side) = field.strip_prefix(FIRST_MILL) {
                first_mill = Some(side);
            } else if let Some(steps) = field.strip_prefix(MILL_STEP) {
                mill_step = Some(steps);
            } else {
                rest.push(field);
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
            // A covering piece that moved on leaves its lost piece marked.
            if !matches!(
                rules.placing_mills(),
                PlacingMills::Mark | PlacingMills::Cover
            ) || (setup.in_hand.white == 0 && setup.in_hand.black == 0)
            {
                return Err(PositionError::BadMark);
            }
            pos.marked = marked & rules.all_points();
        }
        if let Some(sets) = used {
            pos.used = used_points(rules, sets)?;
        }
        let placing = setup.in_hand != ByColor::splat(0);
        if let Some(list) = covered {
            let bad = || PositionError::BadCovered(list.to_string());
            let points = read_points(rules, list).ok_or_else(bad)?;
            let pieces = setup.board.white | setup.board.black;
            if rules.placing_mills() != PlacingMills::Cover || !placing || !points.is_subset(pieces)
            {
                return Err(bad());
            }
            pos.marked |= points;
        }
        if let Some(counts) = owes {
            let bad = || PositionError::BadOwed(counts.to_string());
            let owes_at_all = rules.placing_mills() == PlacingMills::Counted
                || rules.full_board() != FullBoard::Blocked;
            if !owes_at_all || placing {
                return Err(bad());
            }
            let (white, black) = counts.split_once('/').ok_or_else(bad)?;
            let read = |text: &str| -> Option<u8> {
                let (n, own) = match text.strip_suffix('o') {
                    Some(n) => (n, OWN_PIECES),
                    None => (text, 0),
                };
                let n: u8 = n.parse().ok().filter(|n| (1..=30).contains(n))?;
                let counted = rules.placing_mills() == PlacingMills::Counted;
                (own == 0 || counted).then_some(n | own)
            };
            for (c, text) in [(Color::White, white), (Color::Black, black)] {
                if text != "0" {
                    pos.owed[c] = read(text).ok_or_else(bad)?;
                }
            }
        }
        if let Some(side) = first_mill {
            let bad = || PositionError::BadFirstMill(side.to_string());
            if !rules.tracks_first_mill {
                return Err(bad());
            }
            pos.first_mill = Some(match side {
                "w" | "W" => Color::White,
                "b" | "B" => Color::Black,
                _ => return Err(bad()),
            });
        }
        if let Some(steps) = mill_step {
            pos.mill_step = mill_steps(rules, steps)?;
        }
        pos.hash = pos.compute_hash();
        Ok(pos)
    }
}

/// The moves of a `mill_step=` field: `d2-d3/-`.
fn mill_steps(
    rules: &Rules,
    steps: &str,
) -> Result<ByColor<Option<(Point, Point)>>, PositionError> {
    let bad = || PositionError::BadMillStep(steps.to_string());
    if !rules.no_immediate_reforming {
        return Err(bad());
    }
    let (white, black) = steps.split_once('/').ok_or_else(bad)?;
    let read = |text: &str| -> Result<Option<(Point, Point)>, PositionError> {
        if text == "-" {
            return Ok(None);
        }
        let (from, to) = text.split_once('-').ok_or_else(bad)?;
        let point = |name| rules.point_by_name(name).ok_or_else(bad);
        let (from, to) = (point(from)?, point(to)?);
        if from == to {
            return Err(bad());
        }
        Ok(Some((from, to)))
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
    if !rules.one_time_mills() {
        return Err(bad());
    }
    let (white, black) = sets.split_once('/').ok_or_else(bad)?;
    let read = |list: &str| read_points(rules, list).ok_or_else(bad);
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
