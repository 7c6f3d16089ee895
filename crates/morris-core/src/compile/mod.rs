//! Turns a parsed rules file into [`Rules`], checking everything a file can get wrong.

pub(crate) mod acts;
pub(crate) mod board;
pub(crate) mod bounds;
mod file_words;
pub(crate) mod mill_runs;
pub(crate) mod parts;
pub(crate) mod tags;

use crate::compile::acts::check_acts;
use crate::compile::board::check_board;
use crate::compile::bounds::check_bounds;
use crate::compile::parts::build;
use crate::position::zobrist::MAX_PIECES;
use crate::rules::Rules;
use crate::rules_file::bases::{Bases, ShippedBases, flatten};
use crate::rules_file::errors::{Locate, Problem, ProblemKind, Problems, RulesError};
use crate::rules_file::load_warning::LoadWarning;
use crate::rules_file::locate::{Seg, fields_at};
use crate::rules_file::ruleset::{Flying, FullBoard, PlacingMills, RuleSet};
use crate::rules_file::source_text::SourceText;

/// The no-removal count is kept in turns (two per move) in a `u16`.
const MAX_NO_REMOVAL_MOVES: u16 = 10_000;

impl Rules {
    /// Parses and compiles rules text. `id` names the variant; `origin` (a path,
    /// or `<name>`) prefixes error messages.
    ///
    /// ```
    /// use morris_core::Rules;
    /// let err = Rules::from_source("bad", "bad.ron", "(name: \"x\", points: [], lines: [], pieces: 0)")
    ///     .unwrap_err();
    /// assert_eq!(err.to_string(), "bad.ron:1:21: the board has no points\nbad.ron:1:44: pieces is 0; it must be from 1 to 32");
    /// ```
    pub fn from_source(id: &str, origin: &str, text: &str) -> Result<Rules, RulesError> {
        Rules::from_source_on(id, origin, text, &ShippedBases)
    }

    /// [`Rules::from_source`] for a text whose `base:` may be any variant
    /// `bases` knows (a text alone may build on the shipped variants only).
    /// The rules keep as their source one text that compiles on its own,
    /// the base's and the board's fields written into it.
    pub fn from_source_on(
        id: &str,
        origin: &str,
        text: &str,
        bases: &dyn Bases,
    ) -> Result<Rules, RulesError> {
        // A byte-order mark, as some editors write, is not part of the rules.
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let error = |problem: Problem| RulesError {
            origin: origin.to_string(),
            problems: vec![problem],
        };
        let flat = flatten(origin, text, bases).map_err(|p| error(*p))?;
        let (whole, locate): (&str, &dyn Locate) = match &flat {
            Some(flat) => (&flat.text, flat),
            None => (text, &text),
        };
        let set: RuleSet = ron::Options::default().from_str(whole).map_err(|e| {
            let (line, col) = (e.span.start.line.max(1), e.span.start.col.max(1));
            let (elsewhere, line, col) = match &flat {
                Some(flat) => flat.place(offset_of(whole, line, col)),
                None => (None, line, col),
            };
            let kind = match e.code {
                ron::Error::IntegerOutOfBounds => {
                    let (l, c) = (e.span.start.line.max(1), e.span.start.col.max(1));
                    number_out_of_range(whole, offset_of(whole, l, c))
                }
                _ => ProblemKind::Syntax(crate::rules_file::errors::syntax_message(text, &e.code)),
            };
            error(Problem {
                line,
                col,
                kind,
                elsewhere,
            })
        })?;
        let mut rules = compile(id, origin, whole, locate, &set)?;
        if let Some(flat) = &flat {
            let warnings = flat.unpinned_stand_ins().into_iter();
            rules.source.warnings = warnings.map(LoadWarning::BaseStandIn).collect();
        }
        Ok(rules)
    }

    /// Like [`Rules::from_source`] for bytes that may not be text at all.
    pub fn from_bytes(id: &str, origin: &str, bytes: &[u8]) -> Result<Rules, RulesError> {
        match std::str::from_utf8(bytes) {
            Ok(text) => Rules::from_source(id, origin, text),
            Err(e) => {
                let (line, col) = crate::rules_file::locate::line_col(
                    // The valid prefix locates the first bad byte.
                    std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or(""),
                    e.valid_up_to(),
                );
                Err(RulesError {
                    origin: origin.to_string(),
                    problems: vec![Problem {
                        line,
                        col,
                        kind: ProblemKind::NotText,
                        elsewhere: None,
                    }],
                })
            }
        }
    }
}

/// A whole number too large (or negative) for its field, named with the
/// range the field allows.
fn number_out_of_range(text: &str, offset: usize) -> ProblemKind {
    let path = fields_at(text, offset);
    let path: Vec<&str> = path.iter().map(String::as_str).collect();
    // ron's span starts after a minus sign.
    let offset = match text[..offset.min(text.len())].strip_suffix('-') {
        Some(before) => before.len(),
        None => offset,
    };
    let value: String = text[offset.min(text.len())..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '+' | '.' | '_'))
        .collect();
    let range = match path.as_slice() {
        ["pieces"] => "1 to 32",
        ["lose_below"] => "1 to pieces",
        ["mill_length"] => "3 to 5",
        ["stop_placing_at_empty"] => "0 to one less than the number of points",
        ["flying", "pieces"] | ["draws", "endgame", "pieces"] => "lose_below to pieces",
        ["draws", "repetition"] => "2 to 255",
        ["draws", "no_removal_moves"] | ["draws", "endgame", "moves"] => "1 to 10000",
        ["points", "x" | "y"] => "-10000 to 10000",
        _ => "0 to 255",
    };
    ProblemKind::NumberOutOfRange {
        field: path.join("."),
        value,
        range,
    }
}

/// The byte offset of a line and column (from 1) of `text`.
fn offset_of(text: &str, line: usize, col: usize) -> usize {
    let start: usize = text
        .split_inclusive('\n')
        .take(line - 1)
        .map(str::len)
        .sum();
    let rest = &text[start.min(text.len())..];
    start
        + rest
            .chars()
            .take(col - 1)
            .map(char::len_utf8)
            .sum::<usize>()
}

/// Checks a parsed rules file and builds its rules; `text` is the source the
/// rules keep, `locate` places the problems.
fn compile(
    id: &str,
    origin: &str,
    text: &str,
    locate: &dyn Locate,
    set: &RuleSet,
) -> Result<Rules, RulesError> {
    let mut problems = Problems::new(locate);
    let board = check_board(set, &mut problems);
    check_counts(set, &mut problems);
    check_bounds(set, &mut problems);
    if let Some(resolved) = &board {
        check_acts(set, resolved, &mut problems);
    }

    match board {
        Some(board) if problems.is_empty() => Ok(Rules {
            source: SourceText::new(origin, text),
            ..build(id, set, board)
        }),
        _ => Err(problems.into_error(origin)),
    }
}

fn check_counts(set: &RuleSet, problems: &mut Problems) {
    let points = set.points.len();
    if set.pieces == 0 {
        problems.at(&[Seg::Field("pieces")], ProblemKind::NoPieces);
    } else if points > 0 {
        let needed = 2 * usize::from(set.pieces);
        if needed > points || usize::from(set.pieces) > MAX_PIECES {
            problems.at(
                &[Seg::Field("pieces")],
                ProblemKind::TooManyPieces {
                    pieces: set.pieces,
                    needed,
                    points,
                },
            );
        }
    }
    if set.pieces > 0 && (set.lose_below == 0 || set.lose_below > set.pieces) {
        problems.at(
            &[Seg::Field("lose_below")],
            ProblemKind::LoseBelowOutOfRange {
                lose_below: set.lose_below,
                pieces: set.pieces,
            },
        );
    }
    if let Flying::At { pieces: at, .. } = set.flying
        && (at < set.lose_below || at > set.pieces)
    {
        problems.at(
            &[Seg::Field("flying"), Seg::Field("pieces")],
            ProblemKind::FlyingOutOfRange {
                at,
                lose_below: set.lose_below,
                pieces: set.pieces,
            },
        );
    }
    if let Some(n) = set.draws.repetition
        && n < 2
    {
        problems.at(
            &[Seg::Field("draws"), Seg::Field("repetition")],
            ProblemKind::RepetitionOutOfRange(n),
        );
    }
    if let Some(n) = set.draws.no_removal_moves
        && !(1..=MAX_NO_REMOVAL_MOVES).contains(&n)
    {
        problems.at(
            &[Seg::Field("draws"), Seg::Field("no_removal_moves")],
            ProblemKind::NoRemovalOutOfRange(n),
        );
    }
    if let Some(end) = set.draws.endgame {
        let at = |field| {
            [
                Seg::Field("draws"),
                Seg::Field("endgame"),
                Seg::Index(0),
                Seg::Field(field),
            ]
        };
        if end.pieces < set.lose_below || end.pieces > set.pieces {
            problems.at(
                &at("pieces"),
                ProblemKind::EndgamePiecesOutOfRange {
                    value: end.pieces,
                    lose_below: set.lose_below,
                    pieces: set.pieces,
                },
            );
        }
        if !(1..=MAX_NO_REMOVAL_MOVES).contains(&end.moves) {
            problems.at(&at("moves"), ProblemKind::EndgameMovesOutOfRange(end.moves));
        }
    }
    if let Some(empty) = set.stop_placing_at_empty
        && usize::from(empty) >= points
    {
        problems.at(
            &[Seg::Field("stop_placing_at_empty")],
            ProblemKind::StopPlacingOutOfRange(empty, points),
        );
    }
    if !set.captures.is_empty() && set.placing_mills == PlacingMills::Cover {
        problems.at(&[Seg::Field("captures")], ProblemKind::CapturesWithCover);
    }
    if matches!(
        set.full_board,
        FullBoard::BothRemove(_) | FullBoard::OneRemoves(_)
    ) {
        if set.full_board_draw {
            problems.at(&[Seg::Field("full_board")], ProblemKind::FullBoardConflict);
        }
        if set.placing_mills == PlacingMills::Counted {
            problems.at(
                &[Seg::Field("full_board")],
                ProblemKind::CountedWithFullBoard,
            );
        }
    }
}
