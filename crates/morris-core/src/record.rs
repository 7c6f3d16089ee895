//! Game records: PGN-style text that saves and loads a [`Game`].
//!
//! ```text
//! [Variant "three-mens-morris"]
//! [White "Ann"]
//! [Black "Bob"]
//! [Result "1-0"]
//!
//! 1. a1 b1 2. b2 c1 3. c3 1-0
//! ```
//!
//! Tags come first, one per line: `[Name "value"]`. The writer always puts
//! `Variant` and `Result`, and `Position` (a position string) when the game does
//! not start from the variant's start position, and `Flying "off"` when flying
//! was switched off. Then the turns in move notation, numbered in pairs from 1,
//! and the result token (`1-0`, `0-1`, `1/2-1/2`, or `*` for a game in progress).
//!
//! The reader also accepts what other mill programs write: move numbers joined
//! to the move (`1.d6`), `{comments}` and `;` line comments, and a removal as a
//! token of its own after the move that closed the mill (`d6-d5 xd1`). A record
//! without a `Variant` tag is read as [`DEFAULT_VARIANT`].

use std::error::Error as StdError;
use std::fmt::Write as _;
use std::sync::Arc;

use crate::color::Color;
use crate::game::Game;
use crate::notation::{MoveParseError, move_text};
use crate::outcome::EndReason;
use crate::position::Position;
use crate::position_text::PositionError;
use crate::rules::{Rules, SetupError};

/// The variant of a record that has no `Variant` tag: the records of other
/// mill programs are Nine Men's Morris.
pub const DEFAULT_VARIANT: &str = "nine-mens-morris";

/// The tags the writer fills in from the game itself.
const COMPUTED_TAGS: [&str; 4] = ["Variant", "Result", "Position", "Flying"];
/// The caller's tags written first, in this order (the PGN roster).
const ROSTER: [&str; 6] = ["Event", "Site", "Date", "Round", "White", "Black"];
const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];
/// Movetext lines are wrapped before this width.
const LINE_WIDTH: usize = 80;

/// The tags of a record, in order. Names are case-sensitive, as in PGN.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tags(Vec<(String, String)>);

impl Tags {
    pub fn new() -> Tags {
        Tags(Vec::new())
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing its value where it is already present.
    pub fn set(&mut self, name: impl Into<String>, value: impl Into<String>) {
        let (name, value) = (name.into(), value.into());
        match self.0.iter_mut().find(|(n, _)| *n == name) {
            Some(entry) => entry.1 = value,
            None => self.0.push((name, value)),
        }
    }

    /// Builder form of [`Tags::set`].
    pub fn with(mut self, name: impl Into<String>, value: impl Into<String>) -> Tags {
        self.set(name, value);
        self
    }

    pub fn remove(&mut self, name: &str) -> Option<String> {
        let index = self.0.iter().position(|(n, _)| n == name)?;
        Some(self.0.remove(index).1)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// A record read back: its tags as written and the game they describe.
#[derive(Clone, Debug)]
pub struct Record {
    pub tags: Tags,
    pub game: Game,
}

/// Why a record cannot be read. Lines and columns count from 1.
///
/// Where another error is the cause (the move's [`MoveParseError`], the
/// variant's load error...) the message gives the context and
/// [`std::error::Error::source`] the cause: show the whole chain, e.g.
/// `move 2. a1 (White, line 4) cannot be played: a1 is not empty`.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    #[error("the record is empty")]
    Empty,
    #[error("line {line}, column {col}: {reason}")]
    TagSyntax {
        line: usize,
        col: usize,
        reason: String,
    },
    #[error("line {line}: tag {name} is given twice")]
    DuplicateTag { line: usize, name: String },
    #[error("cannot load variant {id:?}")]
    Variant {
        id: String,
        #[source]
        source: Box<dyn StdError + Send + Sync>,
    },
    #[error("tag Flying must be \"on\" or \"off\", not {0:?}")]
    BadFlying(String),
    #[error("tag Flying {0:?} does not fit the variant")]
    Flying(String, #[source] SetupError),
    #[error("tag Position is not a position of this variant")]
    Position(#[source] PositionError),
    #[error("line {line}: unexpected {text:?} in the moves")]
    Unexpected { line: usize, text: String },
    #[error("line {line}: the removal {text:?} follows no move")]
    StrayRemoval { line: usize, text: String },
    #[error("line {line}: a comment opened here is never closed; is the record cut short?")]
    UnclosedComment { line: usize },
    #[error("the record ends without a result (1-0, 0-1, 1/2-1/2 or *); is it cut short?")]
    Truncated,
    #[error("line {line}: {text:?} after the result; a record holds one game")]
    TextAfterResult { line: usize, text: String },
    #[error("the result token {token} contradicts the Result tag {tag}")]
    ResultTokenMismatch { token: String, tag: String },
    #[error("the record gives the result {written}, but the moves end in {actual}")]
    ResultMismatch { written: String, actual: String },
    #[error("move {label} {text} ({side}, line {line}) cannot be played")]
    IllegalMove {
        /// The turn's index from the record's first turn, from 1.
        turn: usize,
        /// The move number as written: `3.` or `3...`.
        label: String,
        side: Color,
        text: String,
        line: usize,
        #[source]
        reason: MoveParseError,
    },
}

impl RecordError {
    /// For a bad move: the turn (from 1) where the record goes wrong.
    pub fn turn(&self) -> Option<usize> {
        match self {
            RecordError::IllegalMove { turn, .. } => Some(*turn),
            _ => None,
        }
    }
}

/// The record of `game`. `tags` supplies the rest (players, date, event...);
/// `Variant`, `Position` and `Flying` always come from the game, and `Result`
/// too once the game is over.
///
/// ```
/// use std::sync::Arc;
/// use morris_core::{catalog, Game, record::{self, Tags}};
/// let mut game = Game::new(Arc::new(catalog::shipped("three-mens-morris").unwrap()));
/// for text in ["a1", "b1", "b2", "c1", "c3"] {
///     game.play_text(text).unwrap();
/// }
/// let text = record::write_record(&game, &Tags::new().with("White", "Ann"));
/// assert_eq!(text, "[Variant \"three-mens-morris\"]\n[White \"Ann\"]\n[Result \"1-0\"]\n\n1. a1 b1 2. b2 c1 3. c3 1-0\n");
/// let back = record::read_record(&text, catalog::resolve).unwrap();
/// assert_eq!(back.game.moves(), game.moves());
/// ```
pub fn write_record(game: &Game, tags: &Tags) -> String {
    let rules = game.rules();
    let result = match game.outcome() {
        Some(outcome) => outcome.score().to_string(),
        None => tags
            .get("Result")
            .filter(|r| RESULTS.contains(r))
            .unwrap_or("*")
            .to_string(),
    };
    let mut out = String::new();
    write_tag(&mut out, "Variant", rules.id());
    for name in ROSTER {
        if let Some(value) = tags.get(name) {
            write_tag(&mut out, name, value);
        }
    }
    write_tag(&mut out, "Result", &result);
    let start = game.start_position();
    if *start != Position::start(rules) {
        write_tag(&mut out, "Position", &start.to_text(rules));
    }
    if rules.flying_offered() && !rules.flying_enabled() {
        write_tag(&mut out, "Flying", "off");
    }
    for (name, value) in tags.iter() {
        let taken = ROSTER.contains(&name) || COMPUTED_TAGS.contains(&name);
        if !taken && is_tag_name(name) {
            write_tag(&mut out, name, value);
        }
    }
    out.push('\n');
    let mut tokens = Vec::new();
    let second_first = start.side_to_move() != rules.first_player();
    for (i, mv) in game.moves().iter().enumerate() {
        let (number, first) = numbering(i, second_first);
        if first {
            tokens.push(format!("{number}."));
        } else if i == 0 {
            tokens.push(format!("{number}..."));
        }
        tokens.push(move_text(rules, *mv));
    }
    tokens.push(result);
    let mut line_len = 0;
    for token in tokens {
        if line_len > 0 && line_len + 1 + token.len() > LINE_WIDTH {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        line_len += token.len();
        out.push_str(&token);
    }
    out.push('\n');
    out
}

/// The move number of turn `i` (from 0) and whether the first player makes it.
fn numbering(i: usize, second_first: bool) -> (usize, bool) {
    let k = i + usize::from(second_first);
    (k / 2 + 1, k.is_multiple_of(2))
}

fn write_tag(out: &mut String, name: &str, value: &str) {
    let mut escaped = String::with_capacity(value.len());
    for ch in value.chars() {
        match ch {
            '"' => escaped.push_str("\\\""),
            '\\' => escaped.push_str("\\\\"),
            // A tag is one line: control characters would break it.
            c if c.is_control() => escaped.push(' '),
            c => escaped.push(c),
        }
    }
    let _ = writeln!(out, "[{name} \"{escaped}\"]");
}

fn is_tag_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Reads a record and replays every move. `resolve` turns the `Variant` tag
/// into rules; [`crate::catalog::resolve`] does it for shipped and user variants.
///
/// The first move that cannot be played is reported with its number, its text
/// and the reason. A result tag or token that the moves contradict is an error;
/// a win the moves do not reach, with the loser to move, is read as a resignation.
pub fn read_record<E>(
    text: &str,
    resolve: impl Fn(&str) -> Result<Rules, E>,
) -> Result<Record, RecordError>
where
    E: Into<Box<dyn StdError + Send + Sync>>,
{
    // Editors on some systems start a text file with a byte order mark.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(RecordError::Empty);
    }
    let (tags, moves_start) = read_tags(text)?;
    let id = tags.get("Variant").unwrap_or(DEFAULT_VARIANT);
    let mut rules = resolve(id).map_err(|e| RecordError::Variant {
        id: id.to_string(),
        source: e.into(),
    })?;
    if let Some(value) = tags.get("Flying") {
        let enabled = match value {
            "on" => true,
            "off" => false,
            other => return Err(RecordError::BadFlying(other.to_string())),
        };
        rules = rules
            .with_flying(enabled)
            .map_err(|e| RecordError::Flying(value.to_string(), e))?;
    }
    let start = match tags.get("Position") {
        Some(text) => Position::from_text(&rules, text).map_err(RecordError::Position)?,
        None => Position::start(&rules),
    };
    let mut game = Game::from_position(Arc::new(rules), start);
    let movetext = read_movetext(text, moves_start)?;
    // Our records always end with a result; a bare move list from another
    // program (no tags at all) may leave it out.
    let token = match movetext.result {
        Some(token) => token,
        None if tags.is_empty() => "*",
        None => return Err(RecordError::Truncated),
    };
    play_turns(&mut game, &movetext.turns)?;
    let written = match tags.get("Result") {
        Some(tag) if tag != token && token != "*" => {
            return Err(RecordError::ResultTokenMismatch {
                token: token.to_string(),
                tag: tag.to_string(),
            });
        }
        Some(tag) => tag.to_string(),
        None => token.to_string(),
    };
    check_result(&mut game, &written)?;
    let mut tags = tags;
    tags.set("Result", written);
    Ok(Record { tags, game })
}

/// Plays turns written as in a record's move section (`1. d6 d2 2. d5`, removals
/// joined or separate, numbers optional, no result token) on `game`. The
/// command line's `--moves` uses it.
pub fn play_movetext(game: &mut Game, text: &str) -> Result<(), RecordError> {
    let movetext = read_movetext(text, Cursor { offset: 0, line: 1 })?;
    if let Some(result) = movetext.result {
        return Err(RecordError::Unexpected {
            line: movetext.result_line,
            text: result.to_string(),
        });
    }
    play_turns(game, &movetext.turns)
}

/// Checks the written result against the game; applies a resignation.
fn check_result(game: &mut Game, written: &str) -> Result<(), RecordError> {
    match game.outcome() {
        Some(outcome) if outcome.reason != EndReason::Resignation => {
            if written != outcome.score() && written != "*" {
                return Err(RecordError::ResultMismatch {
                    written: written.to_string(),
                    actual: outcome.to_string(),
                });
            }
        }
        _ => {
            let loser = match written {
                "1-0" => Some(Color::Black),
                "0-1" => Some(Color::White),
                _ => None,
            };
            if loser == Some(game.side_to_move()) {
                game.resign();
            }
        }
    }
    Ok(())
}

/// Where reading stands in the text.
#[derive(Clone, Copy, Debug)]
struct Cursor {
    offset: usize,
    line: usize,
}

/// Reads the tag lines at the top; returns them and where the moves begin.
fn read_tags(text: &str) -> Result<(Tags, Cursor), RecordError> {
    let mut tags = Tags::new();
    let mut offset = 0;
    for (i, raw) in text.split_inclusive('\n').enumerate() {
        let line = i + 1;
        let trimmed = raw.trim_start();
        if trimmed.is_empty() || trimmed.starts_with(';') {
            offset += raw.len();
            continue;
        }
        if !trimmed.starts_with('[') {
            return Ok((tags, Cursor { offset, line }));
        }
        let indent = raw.chars().count() - trimmed.chars().count();
        let (name, value) = read_tag(trimmed.trim_end(), line, indent)?;
        if tags.get(&name).is_some() {
            return Err(RecordError::DuplicateTag { line, name });
        }
        tags.set(name, value);
        offset += raw.len();
    }
    Ok((
        tags,
        Cursor {
            offset,
            line: text.split_inclusive('\n').count() + 1,
        },
    ))
}

/// Reads one `[Name "value"]` line; `indent` characters precede it.
fn read_tag(text: &str, line: usize, indent: usize) -> Result<(String, String), RecordError> {
    let chars: Vec<char> = text.chars().collect();
    let err = |at: usize, reason: &str| RecordError::TagSyntax {
        line,
        col: indent + at + 1,
        reason: reason.to_string(),
    };
    let mut i = 1;
    let name_start = i;
    while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
        i += 1;
    }
    if i == name_start {
        return Err(err(
            i,
            "a tag needs a name of letters, digits and '_': [Name \"value\"]",
        ));
    }
    let name: String = chars[name_start..i].iter().collect();
    while i < chars.len() && chars[i].is_whitespace() {
        i += 1;
    }
    if chars.get(i) != Some(&'"') {
        return Err(err(
            i,
            "the tag value must be in double quotes: [Name \"value\"]",
        ));
    }
    i += 1;
    let mut value = String::new();
    loop {
        match chars.get(i) {
            None => return Err(err(i, "the tag value has no closing quote")),
            Some('"') => break,
            Some('\\') => match chars.get(i + 1) {
                Some(&c @ ('"' | '\\')) => {
                    value.push(c);
                    i += 2;
                }
                _ => {
                    return Err(err(
                        i,
                        "only \\\" and \\\\ may follow a backslash in a tag value",
                    ));
                }
            },
            Some(&c) => {
                value.push(c);
                i += 1;
            }
        }
    }
    i += 1;
    while i < chars.len() && chars[i].is_whitespace() {
        i += 1;
    }
    if chars.get(i) != Some(&']') {
        return Err(err(i, "the tag must end with ']' after its value"));
    }
    if i + 1 != chars.len() {
        return Err(err(i + 1, "nothing may follow a tag on its line"));
    }
    Ok((name, value))
}

/// One turn's text with the line it starts on.
#[derive(Debug)]
struct TurnText {
    text: String,
    line: usize,
}

#[derive(Debug)]
struct Movetext<'a> {
    turns: Vec<TurnText>,
    result: Option<&'a str>,
    result_line: usize,
}

/// Splits the move section into turns, joining separate removal tokens to their move.
fn read_movetext(text: &str, start: Cursor) -> Result<Movetext<'_>, RecordError> {
    let rest = text.get(start.offset..).unwrap_or_default();
    let mut movetext = Movetext {
        turns: Vec::new(),
        result: None,
        result_line: 0,
    };
    let mut line = start.line;
    let mut chars = rest.char_indices().peekable();
    while let Some(&(at, ch)) = chars.peek() {
        if ch == '\n' {
            line += 1;
            chars.next();
        } else if ch.is_whitespace() {
            chars.next();
        } else if ch == '{' {
            let opened = line;
            loop {
                match chars.next() {
                    None => return Err(RecordError::UnclosedComment { line: opened }),
                    Some((_, '}')) => break,
                    Some((_, '\n')) => line += 1,
                    Some(_) => {}
                }
            }
        } else if ch == ';' {
            while chars.next_if(|&(_, c)| c != '\n').is_some() {}
        } else {
            let mut end = at;
            while let Some((i, c)) =
                chars.next_if(|&(_, c)| !c.is_whitespace() && c != '{' && c != ';')
            {
                end = i + c.len_utf8();
            }
            let token = &rest[at..end];
            if movetext.result.is_some() {
                return Err(RecordError::TextAfterResult {
                    line,
                    text: token.to_string(),
                });
            }
            read_token(token, line, &mut movetext)?;
        }
    }
    Ok(movetext)
}

fn read_token<'a>(
    token: &'a str,
    line: usize,
    movetext: &mut Movetext<'a>,
) -> Result<(), RecordError> {
    if RESULTS.contains(&token) {
        movetext.result = Some(token);
        movetext.result_line = line;
        return Ok(());
    }
    // A move number, alone (`12.`, `12...`) or joined to its move (`12.d6`).
    let digits = token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let after_digits = &token[digits..];
    let dots = after_digits.len() - after_digits.trim_start_matches('.').len();
    let token = if digits > 0 && dots > 0 {
        &after_digits[dots..]
    } else {
        token
    };
    if token.is_empty() {
        return Ok(());
    }
    if token.starts_with('.') {
        return Err(RecordError::Unexpected {
            line,
            text: token.to_string(),
        });
    }
    if token.starts_with(['x', 'X']) {
        return match movetext.turns.last_mut() {
            Some(turn) => {
                turn.text.push_str(token);
                Ok(())
            }
            None => Err(RecordError::StrayRemoval {
                line,
                text: token.to_string(),
            }),
        };
    }
    movetext.turns.push(TurnText {
        text: token.to_string(),
        line,
    });
    Ok(())
}

fn play_turns(game: &mut Game, turns: &[TurnText]) -> Result<(), RecordError> {
    let second_first = game.side_to_move() != game.rules().first_player();
    for (i, turn) in turns.iter().enumerate() {
        let side = game.side_to_move();
        if let Err(reason) = game.play_text(&turn.text) {
            let (number, first) = numbering(i, second_first);
            return Err(RecordError::IllegalMove {
                turn: i + 1,
                label: if first {
                    format!("{number}.")
                } else {
                    format!("{number}...")
                },
                side,
                text: turn.text.clone(),
                line: turn.line,
                reason,
            });
        }
    }
    Ok(())
}
