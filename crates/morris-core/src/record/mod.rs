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
//! Comments (`{...}`, `; ...`), marks (`d5??`) and variations (`( ... )`) are
//! kept as PGN keeps them (see [`annotations`]): [`read_record`] returns them in
//! [`Record::notes`] and [`write_annotated`] writes them back.
//!
//! The reader also accepts what other mill programs write: move numbers joined
//! to the move (`1.d6`) and a removal as a token of its own after the move
//! that closed the mill (`d6-d5 xd1`). A record without a `Variant` tag is
//! read as [`DEFAULT_VARIANT`].

pub mod annotations;
mod file;
mod foreign;
mod movetext;
mod tags;
mod variant_tag;

use std::error::Error as StdError;
use std::sync::Arc;

use crate::color::Color;
use crate::game::Game;
use crate::game::options::{GameOptions, OptionsError};
use crate::notation::position_text::PositionError;
use crate::notation::read::MoveParseError;
use crate::notation::write::move_text;
use crate::position::Position;
use crate::position::moves::Move;
use crate::rules::Rules;
use crate::rules::outcome::EndReason;

use annotations::comment_token;
pub use annotations::{Annotations, Mark, NotedMove, Notes, Variation};
pub use file::{
    FileError, check_destination, load_file, read_record_text, save_annotated, save_file,
    write_atomic,
};
pub use foreign::{FenError, FenField, Format, ImportError, detect, import_record};
use movetext::{Cursor, TurnText, read_movetext};
pub use tags::Tags;
use tags::{is_tag_name, read_tags, write_tag};
pub use variant_tag::{VariantName, resolve_variant, rules_beside, variant_name};

/// The variant of a record that has no `Variant` tag: the records of other
/// mill programs are Nine Men's Morris, the default variant.
pub use crate::rules_file::catalog::DEFAULT_VARIANT;

/// The tags the writer fills in from the game itself.
const COMPUTED_TAGS: [&str; 4] = ["Variant", "Result", "Position", "Flying"];
/// The caller's tags written first, in this order (the PGN roster).
const ROSTER: [&str; 6] = ["Event", "Site", "Date", "Round", "White", "Black"];
const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];
/// Movetext lines are wrapped before this width.
const LINE_WIDTH: usize = 80;

/// A record read back: its tags as written, the game they describe, and what
/// the record says about the game's turns.
#[derive(Clone, Debug)]
pub struct Record {
    pub tags: Tags,
    pub game: Game,
    pub notes: Annotations,
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
    #[error(
        "tag Variant {id:?} is not a variant id or the file name of a rules file beside the record; a record never names a path"
    )]
    VariantNotAName { id: String },
    #[error("cannot load variant {id:?}")]
    Variant {
        id: String,
        #[source]
        source: Box<dyn StdError + Send + Sync>,
    },
    #[error("tag Flying must be \"on\" or \"off\", not {0:?}")]
    BadFlying(String),
    #[error("tag Flying {0:?} does not fit the variant")]
    Flying(String, #[source] OptionsError),
    #[error("tag Position is not a position of this variant")]
    Position(#[source] PositionError),
    #[error("line {line}: the FEN tag cannot be read")]
    Fen {
        line: usize,
        #[source]
        reason: FenError,
    },
    #[error("line {line}: tags Position and FEN give different start positions")]
    PositionTagsDisagree { line: usize },
    #[error("line {line}: unexpected {text:?} in the moves")]
    Unexpected { line: usize, text: String },
    #[error("line {line}: the removal {text:?} follows no move")]
    StrayRemoval { line: usize, text: String },
    #[error("line {line}: a comment opened here is never closed; is the record cut short?")]
    UnclosedComment { line: usize },
    #[error("line {line}: a variation opened here is never closed; is the record cut short?")]
    UnclosedVariation { line: usize },
    #[error("line {line}: a variation must follow the move it replaces")]
    StrayVariation { line: usize },
    #[error("line {line}: a variation holds no move")]
    EmptyVariation { line: usize },
    #[error("line {line}: variations nested too deep")]
    VariationTooDeep { line: usize },
    #[error("line {line}: {text:?} is not a mark (!, ?, !!, ??, !?, ?! or $0 to $255)")]
    BadMark { line: usize, text: String },
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
        reason: Box<MoveParseError>,
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
    write_annotated(game, tags, &Annotations::new())
}

/// The record of `game` with `notes`: comments, marks and variations written
/// as [`read_record`] reads them back. Notes about turns past the game's end
/// are left out.
pub fn write_annotated(game: &Game, tags: &Tags, notes: &Annotations) -> String {
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
    if GameOptions::of_game(rules, start).flying == Some(false) {
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
    let empty = Notes::default();
    let mut line = game
        .moves()
        .iter()
        .enumerate()
        .map(|(i, mv)| (*mv, notes.turns.get(i).unwrap_or(&empty)));
    line_tokens(game, 0, &mut line, &mut tokens);
    tokens.extend(notes.alone.iter().map(|c| comment_token(c)));
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

/// The tokens of a line of turns from the game's turn `first` (from 0).
fn line_tokens(
    game: &Game,
    first: usize,
    line: &mut dyn Iterator<Item = (Move, &Notes)>,
    tokens: &mut Vec<String>,
) {
    let rules = game.rules();
    let mut need_number = true;
    for (k, (mv, notes)) in line.enumerate() {
        let i = first + k;
        let (number, first_player) = game.move_number(i);
        if first_player {
            tokens.push(format!("{number}."));
        } else if need_number || !notes.before.is_empty() {
            tokens.push(format!("{number}..."));
        }
        tokens.extend(notes.before.iter().map(|c| comment_token(c)));
        let mark = notes.mark.map_or("", Mark::symbol);
        tokens.push(format!("{}{mark}", move_text(rules, mv)));
        tokens.extend(notes.codes.iter().map(|code| format!("${code}")));
        tokens.extend(notes.after.iter().map(|c| comment_token(c)));
        for variation in notes.variations.iter().filter(|v| !v.turns.is_empty()) {
            let mut inner = Vec::new();
            let mut turns = variation.turns.iter().map(|t| (t.mv, &t.notes));
            line_tokens(game, i, &mut turns, &mut inner);
            if let Some(head) = inner.first_mut() {
                head.insert(0, '(');
            }
            if let Some(tail) = inner.last_mut() {
                tail.push(')');
            }
            tokens.append(&mut inner);
        }
        need_number = !notes.after.is_empty() || !notes.variations.is_empty();
    }
}

/// Reads a record and replays every move. `resolve` turns the `Variant` tag
/// into rules; [`crate::rules_file::catalog::resolve`] does it for shipped and user variants.
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
    let text = &*unix_line_ends(text);
    if text.trim().is_empty() {
        return Err(RecordError::Empty);
    }
    let (tags, moves_start) = read_tags(text)?;
    let id = tags.get("Variant").unwrap_or(DEFAULT_VARIANT);
    if variant_name(id).is_none() {
        return Err(RecordError::VariantNotAName { id: id.to_string() });
    }
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
        let options = GameOptions {
            flying: Some(enabled),
            first: None,
        };
        rules = options
            .rules(rules)
            .map_err(|e| RecordError::Flying(value.to_string(), e))?;
    }
    let from_fen = match tags.get("FEN") {
        Some(fen) => {
            let line = tag_line(text, "FEN");
            let pos = foreign::read_fen(&rules, fen)
                .map_err(|reason| RecordError::Fen { line, reason })?;
            Some((pos, line))
        }
        None => None,
    };
    let start = match (tags.get("Position"), from_fen) {
        (Some(text), fen) => {
            let pos = Position::from_text(&rules, text).map_err(RecordError::Position)?;
            if let Some((_, line)) = fen.filter(|(f, _)| *f != pos) {
                return Err(RecordError::PositionTagsDisagree { line });
            }
            pos
        }
        (None, Some((pos, _))) => pos,
        (None, None) => Position::start(&rules),
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
    let noted = play_line(&mut game, &movetext.turns)?;
    let notes = Annotations {
        turns: noted,
        alone: movetext.alone,
    };
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
    // A FEN tag is read into the game's start, which the writer puts as Position.
    if tags.remove("FEN").is_some() {
        tags.remove("SetUp");
    }
    Ok(Record { tags, game, notes })
}

/// `text` with its line ends as `\n`: `\r\n` (Windows) and a lone `\r`
/// (old Macs) are line ends too, so lines are counted as an editor counts them.
pub(super) fn unix_line_ends(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains('\r') {
        text.replace("\r\n", "\n").replace('\r', "\n").into()
    } else {
        text.into()
    }
}

/// The line of the tag `name` (from 1), for an error about its value.
fn tag_line(text: &str, name: &str) -> usize {
    let opening = format!("[{name}");
    text.lines()
        .position(|line| {
            line.trim_start()
                .strip_prefix(&opening)
                .is_some_and(|rest| rest.starts_with(|c: char| c.is_whitespace() || c == '"'))
        })
        .map_or(1, |i| i + 1)
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
    play_line(game, &movetext.turns).map(drop)
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

/// Plays `turns` on `game` and their variations on copies of it; returns
/// the notes of each turn played. A turn's text may play more than one turn
/// (removals owed when placement ends): its comments before go with the
/// first, its mark and comments after with the last, its variations replace
/// the first.
fn play_line(game: &mut Game, turns: &[TurnText]) -> Result<Vec<Notes>, RecordError> {
    let mut out = Vec::new();
    let mut rest = turns;
    while let Some((first, after)) = rest.split_first() {
        let joined = join_removal(game, first, after.first());
        let turn = match &joined {
            Some(joined) => {
                rest = &after[1..];
                joined
            }
            None => {
                rest = after;
                first
            }
        };
        let side = game.side_to_move();
        let before = (!turn.notes.variations.is_empty()).then(|| game.clone());
        let played = game.moves().len();
        let n = play_turn_text(game, &turn.text).map_err(|reason| RecordError::IllegalMove {
            turn: played + 1,
            label: game.move_label(played),
            side,
            text: turn.text.clone(),
            line: turn.line,
            reason: Box::new(reason),
        })?;
        let mut notes = vec![Notes::default(); n];
        notes[0].before.clone_from(&turn.notes.before);
        notes[n - 1].mark = turn.notes.mark;
        notes[n - 1].codes.clone_from(&turn.notes.codes);
        notes[n - 1].after.clone_from(&turn.notes.after);
        for variation in &turn.notes.variations {
            let mut alternative = before.clone().unwrap_or_else(|| game.clone());
            let start = alternative.moves().len();
            let noted = play_line(&mut alternative, variation)?;
            let turns = alternative.moves()[start..]
                .iter()
                .zip(noted)
                .map(|(&mv, notes)| NotedMove { mv, notes })
                .collect();
            notes[0].variations.push(Variation { turns });
        }
        out.append(&mut notes);
    }
    Ok(out)
}

/// A move cut from its removal by a comment or a variation (`g7 {mill} xa1`):
/// the reader keeps a removal token said after such a move as a turn of its
/// own, since it may be a removal owed when placement ends. When the move
/// cannot be played without a removal and the two together can, they are one
/// turn, with the notes of both.
fn join_removal(game: &Game, turn: &TurnText, next: Option<&TurnText>) -> Option<TurnText> {
    let next = next.filter(|n| crate::notation::read::is_removal_token(&n.text))?;
    if !next.notes.before.is_empty() || play_turn_text(&mut game.clone(), &turn.text).is_ok() {
        return None;
    }
    let text = format!("{}{}", turn.text, next.text);
    play_turn_text(&mut game.clone(), &text).ok()?;
    let mut joined = turn.clone();
    joined.text = text;
    joined.notes.mark = next.notes.mark.or(turn.notes.mark);
    joined.notes.codes.extend(next.notes.codes.iter().copied());
    joined.notes.after.extend(next.notes.after.iter().cloned());
    joined
        .notes
        .variations
        .extend(next.notes.variations.iter().cloned());
    Some(joined)
}

/// Plays one turn's text with the removal tokens that followed it; returns
/// how many turns it was. Removal tokens the turn cannot take are turns of
/// their own (removals owed when placement ends): `c5 xc4 xb2` may be `c5`,
/// then `xc4`, then `xb2`. On error the game is unchanged.
fn play_turn_text(game: &mut Game, text: &str) -> Result<usize, crate::MoveParseError> {
    let first_error = match game.play_text(text) {
        Ok(_) => return Ok(1),
        Err(e) => e,
    };
    let (step, removals) = crate::split_removals(text);
    // The step keeps as many removals as it takes (at least one for a removal alone).
    let least = usize::from(step.is_empty());
    for keep in (least..removals.len()).rev() {
        let mut trial = game.clone();
        let head: String = std::iter::once(step.to_string())
            .chain(removals[..keep].iter().map(|r| format!("x{r}")))
            .collect();
        if trial.play_text(&head).is_err() {
            continue;
        }
        let rest = removals[keep..].iter().map(|r| format!("x{r}"));
        if rest.clone().all(|r| trial.play_text(&r).is_ok()) {
            *game = trial;
            return Ok(1 + removals.len() - keep);
        }
    }
    Err(first_error)
}
