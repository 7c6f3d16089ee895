//! Another engine's mill FEN: a start position on a board of three rings
//! of eight, found on a line of its own or in a `FEN` tag, read into a
//! [`Position`] with each field checked.

use crate::color::{ByColor, Color};
use crate::point::{Point, PointSet};
use crate::position::Position;
use crate::position::setup::Setup;
use crate::rules::Rules;

/// What is wrong with a mill FEN.
#[derive(Debug, thiserror::Error)]
pub enum FenError {
    #[error("it needs a board of three rings of eight points; this variant has {0} points")]
    Board(usize),
    #[error("the board must be three groups of eight of O, @ and * separated by /")]
    Pieces,
    #[error("the side to move must be w or b, not {0:?}")]
    Side(String),
    #[error("it has fewer fields than a mill FEN (board, side, phase, action, then numbers)")]
    Short,
    #[error(
        "it has {0} fields after the action; a mill FEN has 8 numbers there, or 12 with the last mills"
    )]
    NumberCount(usize),
    #[error("{field} is {text:?}; it must be a whole number from {} to {}", field.range().start(), field.range().end())]
    OutOfRange { field: FenField, text: String },
    #[error("{field} is {said}, but the board shows {shown}")]
    Count {
        field: FenField,
        said: u64,
        shown: u32,
    },
    #[error(
        "the position is in the middle of a turn (a removal is owed); start from the turn before"
    )]
    MidTurn,
    #[error("marked points (X) have no counterpart here")]
    Marked,
    #[error("it is not a position of this variant")]
    Setup(#[source] crate::position::setup::SetupError),
}

/// The FEN on a line: the line itself, or the value of a `FEN` tag.
pub(super) fn fen_of_line(line: &str) -> Option<&str> {
    let line = line.trim();
    let fen = match line.strip_prefix("[FEN \"") {
        Some(rest) => rest.strip_suffix("\"]")?,
        None => line,
    };
    let board = fen.split_whitespace().next()?;
    let rings: Vec<&str> = board.split('/').collect();
    let looks = rings.len() == 3
        && rings
            .iter()
            .all(|r| r.chars().count() == 8 && r.chars().all(|c| "O@*X".contains(c)));
    looks.then_some(fen)
}

/// The points of a board of three rings of eight, as the mill FEN lists
/// them: inner ring first, each ring from its top middle point clockwise.
fn fen_order(rules: &Rules) -> Result<Vec<Point>, FenError> {
    let points: Vec<Point> = rules.points().collect();
    if points.len() != 24 {
        return Err(FenError::Board(points.len()));
    }
    let (sx, sy) = points.iter().fold((0, 0), |(sx, sy), &p| {
        let (x, y) = rules.coords(p);
        (sx + x, sy + y)
    });
    // Coordinates doubled around the centre so that it is a whole point.
    let centred = |p: Point| {
        let (x, y) = rules.coords(p);
        (x * 24 - sx, y * 24 - sy)
    };
    let mut keyed: Vec<(i32, f64, Point)> = points
        .iter()
        .map(|&p| {
            let (dx, dy) = centred(p);
            let ring = dx.abs().max(dy.abs());
            // Clockwise from straight up.
            let angle = f64::from(dx)
                .atan2(f64::from(dy))
                .rem_euclid(std::f64::consts::TAU);
            (ring, angle, p)
        })
        .collect();
    keyed.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
    let mut rings: Vec<i32> = keyed.iter().map(|k| k.0).collect();
    rings.dedup();
    if rings.len() != 3 {
        return Err(FenError::Board(points.len()));
    }
    Ok(keyed.into_iter().map(|k| k.2).collect())
}

/// A mill FEN as a position: board, side, phase, action, then White on
/// board, White in hand, Black on board, Black in hand, White and Black
/// removals owed, (four last-mill fields in newer versions,) the no-removal
/// count and the move number.
pub(super) fn read_fen(rules: &Rules, fen: &str) -> Result<Position, FenError> {
    let order = fen_order(rules)?;
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let [board, side, _phase, action, numbers @ ..] = fields.as_slice() else {
        return Err(FenError::Short);
    };
    let numbers = fen_numbers(numbers)?;
    let side = match *side {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(FenError::Side(other.to_string())),
    };
    if *action == "r" || numbers.owed != [0, 0] {
        return Err(FenError::MidTurn);
    }
    let mut on_board = ByColor::new(PointSet::EMPTY, PointSet::EMPTY);
    let cells: Vec<char> = board.chars().filter(|&c| c != '/').collect();
    if cells.len() != 24 {
        return Err(FenError::Pieces);
    }
    for (&point, cell) in order.iter().zip(cells) {
        match cell {
            'O' => on_board[Color::White].insert(point),
            '@' => on_board[Color::Black].insert(point),
            'X' => return Err(FenError::Marked),
            _ => {}
        }
    }
    for color in [Color::White, Color::Black] {
        let said = numbers.on_board[color];
        let shown = on_board[color].len();
        if said != u64::from(shown) {
            return Err(FenError::Count {
                field: FenField::OnBoard(color),
                said,
                shown,
            });
        }
    }
    let hand = |n: u64| u8::try_from(n).unwrap_or(u8::MAX);
    let setup = Setup {
        board: on_board,
        in_hand: ByColor::new(
            hand(numbers.in_hand[Color::White]),
            hand(numbers.in_hand[Color::Black]),
        ),
        side,
        no_removal: u16::try_from(numbers.no_removal).unwrap_or(u16::MAX),
        ply: u16::try_from((numbers.move_number - 1) * 2 + u64::from(side == Color::Black))
            .unwrap_or(u16::MAX),
        ..Default::default()
    };
    Position::from_setup(rules, &setup).map_err(FenError::Setup)
}

/// A number field of a mill FEN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenField {
    OnBoard(Color),
    InHand(Color),
    Owed(Color),
    /// The last mill's two squares (a square, or -1 for none), of newer versions.
    LastMillFrom(Color),
    LastMillTo(Color),
    NoRemoval,
    MoveNumber,
}

impl std::fmt::Display for FenField {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FenField::OnBoard(c) => write!(f, "the number of {c}'s pieces on the board"),
            FenField::InHand(c) => write!(f, "the number of {c}'s pieces in hand"),
            FenField::Owed(c) => write!(f, "the number of {c}'s removals owed"),
            FenField::LastMillFrom(c) => write!(f, "{c}'s last mill (from)"),
            FenField::LastMillTo(c) => write!(f, "{c}'s last mill (to)"),
            FenField::NoRemoval => f.write_str("the number of moves without removal"),
            FenField::MoveNumber => f.write_str("the move number"),
        }
    }
}

impl FenField {
    /// The values the field may take.
    pub fn range(self) -> std::ops::RangeInclusive<i64> {
        match self {
            FenField::OnBoard(_) => 0..=24,
            FenField::InHand(_) | FenField::Owed(_) => 0..=i64::from(u8::MAX),
            FenField::LastMillFrom(_) | FenField::LastMillTo(_) => -1..=63,
            FenField::NoRemoval => 0..=i64::from(u16::MAX),
            // The turn counted from it must fit: (number - 1) * 2 + 1 <= u16::MAX.
            FenField::MoveNumber => 1..=32_768,
        }
    }
}

const W: Color = Color::White;
const B: Color = Color::Black;

/// The numbers after the action, in order; the four last-mill fields of
/// newer versions come after the removals owed.
const NUMBER_FIELDS: [FenField; 12] = [
    FenField::OnBoard(W),
    FenField::InHand(W),
    FenField::OnBoard(B),
    FenField::InHand(B),
    FenField::Owed(W),
    FenField::Owed(B),
    FenField::LastMillFrom(W),
    FenField::LastMillTo(W),
    FenField::LastMillFrom(B),
    FenField::LastMillTo(B),
    FenField::NoRemoval,
    FenField::MoveNumber,
];

/// The numbers of a mill FEN that a position needs, each checked.
struct FenNumbers {
    on_board: ByColor<u64>,
    in_hand: ByColor<u64>,
    owed: [u64; 2],
    no_removal: u64,
    move_number: u64,
}

fn fen_numbers(texts: &[&str]) -> Result<FenNumbers, FenError> {
    let fields: Vec<FenField> = match texts.len() {
        8 => NUMBER_FIELDS[..6]
            .iter()
            .chain(&NUMBER_FIELDS[10..])
            .copied()
            .collect(),
        12 => NUMBER_FIELDS.to_vec(),
        n if n < 8 => return Err(FenError::Short),
        n => return Err(FenError::NumberCount(n)),
    };
    let mut values = Vec::with_capacity(texts.len());
    for (text, field) in texts.iter().zip(fields) {
        let value = text
            .parse::<i64>()
            .ok()
            .filter(|v| field.range().contains(v))
            .ok_or_else(|| FenError::OutOfRange {
                field,
                text: text.to_string(),
            })?;
        values.push(value);
    }
    // Every kept field has a minimum of at least 0.
    let at = |i: usize| values[i] as u64;
    let last = values.len();
    Ok(FenNumbers {
        on_board: ByColor::new(at(0), at(2)),
        in_hand: ByColor::new(at(1), at(3)),
        owed: [at(4), at(5)],
        no_removal: at(last - 2),
        move_number: at(last - 1),
    })
}
