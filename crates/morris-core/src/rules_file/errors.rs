//! Errors from loading a rules file, located like a compiler's.

use std::fmt;
use std::path::PathBuf;

use crate::rules_file::base_pin::hex;
use crate::rules_file::locate::{Seg, locate};

/// One thing wrong with a rules file, at a line and column (both from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub line: usize,
    pub col: usize,
    pub kind: ProblemKind,
    /// The file the line and column are in, when it is not the checked file
    /// but its base or board.
    pub elsewhere: Option<Elsewhere>,
}

/// A file a rules file builds on, where a problem lies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Elsewhere {
    /// Its path, or `rules/ID.ron` for a shipped one.
    pub origin: String,
    pub within: Within,
}

/// What a rules file takes from another file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Within {
    /// A variant it is written on (`base: "nine-mens-morris"`).
    Base(String),
    /// A named board (`board: "three-squares"`).
    Board(String),
}

/// What is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProblemKind {
    #[error("{0}")]
    Syntax(String),
    #[error("the file is not UTF-8 text")]
    NotText,
    #[error("the board has no points")]
    NoPoints,
    #[error("the board has {0} points; at most 64 are supported")]
    TooManyPoints(usize),
    #[error(
        "point name {0:?} is not allowed: use letters, digits and '_', without the letter 'x' (it marks removals in move text)"
    )]
    BadPointName(String),
    #[error("point name {start:?}… is {length} characters long; a point name has at most 16")]
    LongPointName { start: String, length: usize },
    #[error(
        "point name {0:?} is a word of the terminal's prompt: typed there it gives a command, not a move"
    )]
    ReservedPointName(String),
    #[error("{field} is {length} characters long; it may have at most {max}")]
    LongText {
        field: &'static str,
        length: usize,
        max: usize,
    },
    #[error("{field} lists {count} entries; it may list at most {max}")]
    TooManyEntries {
        field: &'static str,
        count: usize,
        max: usize,
    },
    #[error(
        "{field} holds U+{code:04X}: a control character (a tab or line break only in a description or a note) or a noncharacter, which a drawing or a print of the board cannot carry"
    )]
    BadCharacter { field: &'static str, code: u32 },
    #[error(
        "the board spans {spread} times the distance between its two closest points; at most {max}, or its pieces are drawn too small to make"
    )]
    BoardTooSpread { spread: i64, max: i64 },
    #[error("point {0:?} is declared twice")]
    DuplicatePoint(String),
    #[error("points {0:?} and {1:?} have the same coordinates ({2}, {3})")]
    DuplicateCoordinates(String, String, i32, i32),
    #[error("{field} is {value}; it must be from -10000 to 10000")]
    CoordinateOutOfRange { field: &'static str, value: i32 },
    #[error("{what} names unknown point {name:?}")]
    UnknownPoint { what: String, name: String },
    #[error(
        "line {line} is not straight: its {length} points make no mill (draw it under `links` if it should make none)"
    )]
    CrookedLine { line: usize, length: usize },
    #[error("line {0} has fewer than two points")]
    ShortLine(usize),
    #[error("line {line} passes through {name:?} twice")]
    RepeatedOnLine { line: usize, name: String },
    #[error("point {0:?} is on no line")]
    PointOnNoLine(String),
    #[error("the board is not connected: {0:?} cannot be reached from {1:?}")]
    Disconnected(String, String),
    #[error("mill {0} is not 3 to 5 distinct points")]
    BadMill(usize),
    #[error("mill {0} is listed twice")]
    DuplicateMill(usize),
    #[error("mill_length is {0}; it must be from 3 to 5")]
    MillLengthOutOfRange(u8),
    #[error("longer_lines needs `mills: Auto`: listed mills have no line to extend")]
    LongerLinesNeedAuto,
    #[error("{0:?} is named twice in the start")]
    StartRepeated(String),
    #[error("{0:?} is in both players' start")]
    StartOverlap(String),
    #[error("{side} starts with {count} pieces on the board, but pieces is {pieces}")]
    StartTooManyPieces {
        side: &'static str,
        count: usize,
        pieces: u8,
    },
    #[error("pieces is 0; it must be from 1 to 32")]
    NoPieces,
    #[error("{pieces} pieces each need {needed} points, but the board has {points}")]
    TooManyPieces {
        pieces: u8,
        needed: usize,
        points: usize,
    },
    #[error("lose_below is {lose_below}; it must be from 1 to pieces ({pieces})")]
    LoseBelowOutOfRange { lose_below: u8, pieces: u8 },
    #[error(
        "flying at {at} pieces is out of range: it must be from lose_below ({lose_below}) to pieces ({pieces})"
    )]
    FlyingOutOfRange { at: u8, lose_below: u8, pieces: u8 },
    #[error("draws.repetition is {0}; it must be from 2 (a position seen twice) to 255")]
    RepetitionOutOfRange(u8),
    #[error("draws.no_removal_moves is {0}; it must be from 1 to 10000")]
    NoRemovalOutOfRange(u16),
    #[error(
        "draws.endgame.pieces is {value}; it must be from lose_below ({lose_below}) to pieces ({pieces})"
    )]
    EndgamePiecesOutOfRange {
        value: u8,
        lose_below: u8,
        pieces: u8,
    },
    #[error("draws.endgame.moves is {0}; it must be from 1 to 10000")]
    EndgameMovesOutOfRange(u16),
    #[error("{field} is {value}; it must be from {range}")]
    NumberOutOfRange {
        field: String,
        value: String,
        range: &'static str,
    },
    #[error("full_board_draw and full_board removals contradict each other: keep one")]
    FullBoardConflict,
    #[error(
        "placing_mills: Counted settles the end of placement itself: full_board removals cannot follow it"
    )]
    CountedWithFullBoard,
    #[error("unknown tag {0:?}; tags are orthogonal, diagonal and those under `tags`")]
    UnknownTag(String),
    #[error("tag {0:?} is defined twice, or is the name of a built-in tag")]
    DuplicateTag(String),
    #[error("stop_placing_at_empty is {0}; it must be less than the number of points ({1})")]
    StopPlacingOutOfRange(u8, usize),
    #[error("a leap is a move: it cannot capture `by: Placing`")]
    LeapWhilePlacing,
    #[error("captures cannot be combined with placing_mills: Cover")]
    CapturesWithCover,
    #[error("base is the id of a variant, in double quotes: base: \"nine-mens-morris\"")]
    BaseName,
    #[error("board is the name of a board, in double quotes: board: \"three-squares\"")]
    BoardName,
    #[error("unknown base {id:?}: a base is a shipped variant or one in the user rules folder{}",
        if *board { format!("; {id:?} is a board: write board: {id:?}") } else { String::new() })]
    UnknownBase { id: String, board: bool },
    #[error(
        "base_fingerprint is 16 hex digits in double quotes, as `morris rules upgrade` writes it: base_fingerprint: \"5c1f0e9a7b3d2e48\""
    )]
    BasePinSyntax,
    #[error(
        "base_fingerprint pins a base, but the file names none: write base: \"ID\" beside it, or leave base_fingerprint out"
    )]
    PinWithoutBase,
    #[error(
        "base {id:?} is not the game this file pins: expected base_fingerprint {:?}, found {} in {origin}{}",
        hex(*pinned),
        found.map_or("rules that do not compile".to_string(), |f| format!("{:?}", hex(f))),
        if *stand_in { " (your file stands in for the shipped variant)" } else { "" }
    )]
    BaseChanged {
        id: String,
        /// The base file found for the id.
        origin: String,
        pinned: u64,
        /// The found base's game fingerprint; `None` when it does not compile on its own.
        found: Option<u64>,
        /// Is the found base a user's file in place of the shipped variant?
        stand_in: bool,
    },
    #[error("base {0:?} closes a circle: the bases lead back to it")]
    CircularBase(String),
    #[error("field `{0}` is written twice")]
    FieldTwice(String),
    #[error("bases may build on bases at most {0} deep")]
    BasesTooDeep(usize),
    #[error("unknown board {name:?}; the boards are {}", known.join(", "))]
    UnknownBoard { name: String, known: Vec<String> },
    #[error("tag {tag:?} picks no {what} of this board: the rule naming it can never act")]
    TagPicksNothing { tag: String, what: &'static str },
    #[error("{what} names {name:?} twice")]
    RepeatedInList { what: String, name: String },
    #[error(
        "the rules make no mill and take no piece without one: nothing can ever be removed or won"
    )]
    NoMills,
    #[error("no three points lie straight along a drawn line: this capture can never act")]
    CaptureNowhere,
    #[error("every opening point is closed to placing: the first piece can never be placed")]
    OpeningPointsClosed,
    #[error("every point is closed to placing: no piece can ever be placed")]
    NoPlacingPoint,
    #[error("{0} says what a mill takes, but a mill wins this game: it can never act")]
    MillEffectWithWin(&'static str),
    #[error(
        "a mill wins this game, so none is ever re-formed: no_immediate_reforming can never act"
    )]
    ReformingWithWin,
    #[error("{pieces} pieces each never fill the {points} points: a full-board rule can never act")]
    FullBoardNeverFull { pieces: u8, points: usize },
    #[error("placement stops with points still empty: a full-board rule can never act")]
    FullBoardAfterStop,
    #[error(
        "points closed to placing stay empty while pieces are placed: a full-board rule can never act"
    )]
    FullBoardClosedPoints,
    #[error(
        "no two mills share a point, so no move closes two at once: double_mill: RemovalPerMill can never act"
    )]
    NoMillsMeet,
    #[error(
        "placement always ends with at least {fewest} points empty: stop_placing_at_empty: Some({empty}) can never act (it must be more than {fewest})"
    )]
    StopPlacingNeverReached { empty: u8, fewest: usize },
    #[error("opening_points allows every point open to placing: it can never act")]
    OpeningPointsEverywhere,
    #[error(
        "{0:?} is in no_placing and in closed_while_placing, which can then never act on it: no piece is placed there, and none moves while its player has pieces in hand"
    )]
    ClosedAndNoPlacing(String),
}

/// A rules file that does not compile: every problem found, in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError {
    /// The file's path, or `<name>` for text that came from elsewhere.
    pub origin: String,
    pub problems: Vec<Problem>,
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            match &p.elsewhere {
                None => write!(f, "{}:{}:{}: {}", self.origin, p.line, p.col, p.kind)?,
                Some(at) => {
                    let within = match &at.within {
                        Within::Base(id) => format!("the base {id:?}"),
                        Within::Board(name) => format!("the board {name:?}"),
                    };
                    write!(
                        f,
                        "{}:{}:{}: {} (in {within} of {})",
                        at.origin, p.line, p.col, p.kind, self.origin
                    )?
                }
            }
        }
        Ok(())
    }
}

impl std::error::Error for RulesError {}

/// Where the value at a path of a rules text was written: the file (when it
/// is not the checked one), the line and the column.
pub(crate) trait Locate {
    fn place_of(&self, path: &[Seg]) -> (Option<Elsewhere>, usize, usize);
}

impl Locate for &str {
    fn place_of(&self, path: &[Seg]) -> (Option<Elsewhere>, usize, usize) {
        let (line, col) = locate(self, path).unwrap_or((1, 1));
        (None, line, col)
    }
}

/// The problems found so far in one rules text, each located by its path in the text.
pub(crate) struct Problems<'a> {
    text: &'a dyn Locate,
    list: Vec<Problem>,
}

impl<'a> Problems<'a> {
    /// The problems of `text`, a file on its own or one laid over its base
    /// and board (each problem then located in the file its field came from).
    pub(crate) fn new(text: &'a dyn Locate) -> Problems<'a> {
        Problems {
            text,
            list: Vec::new(),
        }
    }

    /// Records a problem at the value `path` leads to (the file's start when the path is not found).
    pub(crate) fn at(&mut self, path: &[Seg], kind: ProblemKind) {
        let (elsewhere, line, col) = self.text.place_of(path);
        self.list.push(Problem {
            line,
            col,
            kind,
            elsewhere,
        });
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The error of the file at `origin`, its problems in file order.
    pub(crate) fn into_error(mut self, origin: &str) -> RulesError {
        // The file's own problems first, then each file it builds on.
        self.list.sort_by_key(|p| {
            let origin = p.elsewhere.as_ref().map(|at| at.origin.clone());
            (origin, p.line, p.col)
        });
        RulesError {
            origin: origin.to_string(),
            problems: self.list,
        }
    }
}

/// Loading a rules file or a variant by name.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("cannot read {}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error("unknown variant {id:?}; known variants: {}", known.join(", "))]
    UnknownVariant { id: String, known: Vec<String> },
}

/// ron's message in the style of ours: lower case, and without the names of
/// internal types where they would puzzle an author.
pub(crate) fn syntax_message(text: &str, code: &ron::error::Error) -> String {
    let only_comments = text
        .lines()
        .all(|l| l.trim().is_empty() || l.trim_start().starts_with("//"));
    if only_comments {
        return "the file has no rules: it should hold `( name: ..., points: [...], ... )`".into();
    }
    if let ron::Error::MissingStructField { field, outer } = code {
        let of = match outer.as_deref() {
            Some("PointSpec") => " from a point",
            _ => "",
        };
        return format!("the field `{field}` is missing{of}");
    }
    let message = code
        .to_string()
        .replace("Expected option", "expected `Some(...)` or `None`")
        .replace(
            "Expected struct `RuleSet`",
            "expected a rules file `( name: ..., ... )`",
        )
        .replace(" in `RuleSet`", "")
        .replace(" for struct `RuleSet`", "")
        .replace(" for struct `PointSpec`", " for a point")
        // The fields a file on a base or a board begins with.
        .replace(
            "expected one of `name`,",
            "expected one of `base`, `base_fingerprint`, `board`, `name`,",
        );
    let mut chars = message.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => message,
    }
}
