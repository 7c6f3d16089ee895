//! Records written by other mill programs and sites, turned into ours line
//! for line, so that an error still names the line of the file as written.
//! The formats and the numbering they use are described in `docs/records.md`.

use std::error::Error as StdError;
use std::str::FromStr;

use super::fen::{FenError, fen_of_line, read_fen};
use super::{DEFAULT_VARIANT, Record, RecordError, read_record, tags::read_tags};
use crate::point::Point;
use crate::rules::Rules;

/// The ways a game can be written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Our records (PGN-like), also with a removal as a separate token
    /// (`d6-d5 xd1`), commas between turns, and `:` for `-` (`d6:d5`).
    Record,
    /// Points as numbers 1 to N in reading order (top row first, left to
    /// right), as the popular online play sites write them: `12`, `5-4x20`.
    Numeric,
    /// A start position as another engine's mill FEN (a line of its own or a
    /// `FEN` tag), then the moves as in [`Format::Record`].
    Fen,
}

impl FromStr for Format {
    type Err = String;

    fn from_str(s: &str) -> Result<Format, String> {
        match s {
            "record" | "pgn" => Ok(Format::Record),
            "numeric" | "playok" => Ok(Format::Numeric),
            "fen" => Ok(Format::Fen),
            _ => Err(format!(
                "{s:?} is not a record format: use record, numeric or fen"
            )),
        }
    }
}

/// Why another program's record cannot be read. Lines count from 1.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("line {line}: {text:?} is not a point number (1 to {points})")]
    BadNumber {
        line: usize,
        text: String,
        points: usize,
    },
    #[error("line {line}: the mill FEN cannot be read: {reason}")]
    Fen { line: usize, reason: FenError },
    #[error(transparent)]
    Record(#[from] RecordError),
}

/// Which format `text` is in: a FEN line or tag makes [`Format::Fen`], moves
/// written only with numbers [`Format::Numeric`], anything else [`Format::Record`].
pub fn detect(text: &str) -> Format {
    if text.lines().any(|line| fen_of_line(line).is_some()) {
        return Format::Fen;
    }
    let mut moves = movetext_tokens(text).peekable();
    if moves.peek().is_some()
        && moves.all(|t| t.chars().any(|c| c.is_ascii_digit()) && is_numeric_move(&t))
    {
        Format::Numeric
    } else {
        Format::Record
    }
}

/// Reads a record in `format` (found by [`detect`] when `None`). `resolve`
/// turns the `Variant` tag (else [`DEFAULT_VARIANT`]) into rules.
pub fn import_record<E>(
    text: &str,
    format: Option<Format>,
    resolve: impl Fn(&str) -> Result<Rules, E>,
) -> Result<Record, ImportError>
where
    E: Into<Box<dyn StdError + Send + Sync>>,
{
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let text = &*super::unix_line_ends(text);
    let format = format.unwrap_or_else(|| detect(text));
    let tags = read_tags(text).map(|(tags, _)| tags).unwrap_or_default();
    let id = tags.get("Variant").unwrap_or(DEFAULT_VARIANT).to_string();
    let rules = |id: &str| {
        if super::variant_name(id).is_none() {
            return Err(RecordError::VariantNotAName { id: id.to_string() });
        }
        resolve(id).map_err(|e| RecordError::Variant {
            id: id.to_string(),
            source: e.into(),
        })
    };
    let ours = match format {
        Format::Record => convert(text, |token, _| Ok(plain_move(token)))?,
        Format::Numeric => {
            let rules = rules(&id)?;
            let names = reading_order(&rules);
            convert(text, |token, line| {
                numeric_move(&rules, &names, token, line)
            })?
        }
        Format::Fen => {
            let rules = rules(&id)?;
            let mut lines = Vec::new();
            for (i, line) in text.split_inclusive('\n').enumerate() {
                match fen_of_line(line) {
                    Some(fen) => {
                        let pos = read_fen(&rules, fen).map_err(|reason| ImportError::Fen {
                            line: i + 1,
                            reason,
                        })?;
                        let end = if line.ends_with('\n') { "\n" } else { "" };
                        lines.push(format!("[Position \"{}\"]{end}", pos.to_text(&rules)));
                    }
                    None => lines.push(line.to_string()),
                }
            }
            convert(&lines.concat(), |token, _| Ok(plain_move(token)))?
        }
    };
    let mut record = read_record(&ours, resolve)?;
    for name in ["FEN", "SetUp"] {
        record.tags.remove(name);
    }
    Ok(record)
}

/// A move in our notation with `:` read as `-`.
fn plain_move(token: &str) -> String {
    token.replace(':', "-")
}

/// The board's points in reading order: top row first, left to right.
fn reading_order(rules: &Rules) -> Vec<Point> {
    let mut points: Vec<Point> = rules.points().collect();
    points.sort_by_key(|&p| {
        let (x, y) = rules.coords(p);
        (-y, x)
    });
    points
}

fn is_numeric_move(token: &str) -> bool {
    let core = token.trim_end_matches(['!', '?']).replace(':', "-");
    !core.is_empty()
        && core.split(['-', 'x', 'X']).enumerate().all(|(i, part)| {
            (i == 0 && part.is_empty() && core.starts_with(['x', 'X']))
                || (!part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()))
        })
}

/// `5-4x20` as `d6-b6xd2` (on the Nine Men's Morris board).
fn numeric_move(
    rules: &Rules,
    names: &[Point],
    token: &str,
    line: usize,
) -> Result<String, ImportError> {
    let core = token.trim_end_matches(['!', '?']);
    let mark = &token[core.len()..];
    let core = core.replace(':', "-");
    let mut out = String::new();
    let mut number = String::new();
    let flush = |number: &mut String, out: &mut String| -> Result<(), ImportError> {
        if number.is_empty() {
            return Ok(());
        }
        let point = number
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| names.get(i))
            .ok_or_else(|| ImportError::BadNumber {
                line,
                text: token.to_string(),
                points: names.len(),
            })?;
        out.push_str(rules.point_name(*point));
        number.clear();
        Ok(())
    };
    for c in core.chars() {
        match c {
            '-' | 'x' | 'X' => {
                flush(&mut number, &mut out)?;
                out.push(c);
            }
            c if c.is_ascii_digit() => number.push(c),
            _ => {
                return Err(ImportError::BadNumber {
                    line,
                    text: token.to_string(),
                    points: names.len(),
                });
            }
        }
    }
    flush(&mut number, &mut out)?;
    out.push_str(mark);
    Ok(out)
}

/// The move tokens of `text`: not tags, comments, move numbers or results.
fn movetext_tokens(text: &str) -> impl Iterator<Item = String> + '_ {
    let mut in_comment = false;
    text.lines()
        .filter(|line| !line.trim_start().starts_with('['))
        .flat_map(|line| line.split(|c: char| c.is_whitespace() || c == ','))
        .filter_map(move |token| {
            if in_comment {
                in_comment = !token.contains('}');
                return None;
            }
            if token.starts_with('{') {
                in_comment = !token.contains('}');
                return None;
            }
            let rest = strip_number(token).1;
            let skip = rest.is_empty()
                || super::RESULTS.contains(&rest)
                || rest.starts_with(['(', ')', ';', '$']);
            (!skip).then(|| rest.to_string())
        })
}

/// `12.d6` as (`12.`, `d6`); a token without a move number as (``, token).
fn strip_number(token: &str) -> (&str, &str) {
    let digits = token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let dots = token[digits..].len() - token[digits..].trim_start_matches('.').len();
    if digits > 0 && dots > 0 {
        token.split_at(digits + dots)
    } else {
        ("", token)
    }
}

/// Copies `text`, passing each move token of the move section through `map`:
/// tag lines, comments, move numbers, results and line breaks stay as they are;
/// commas between turns become spaces.
fn convert(
    text: &str,
    map: impl Fn(&str, usize) -> Result<String, ImportError>,
) -> Result<String, ImportError> {
    let mut out = String::with_capacity(text.len());
    let mut in_comment = false;
    for (i, raw) in text.split_inclusive('\n').enumerate() {
        if !in_comment && raw.trim_start().starts_with('[') {
            out.push_str(raw);
            continue;
        }
        let mut token = String::new();
        let mut line_comment = false;
        for c in raw.chars() {
            if in_comment || line_comment {
                out.push(c);
                in_comment &= c != '}';
                continue;
            }
            let ends = c.is_whitespace() || matches!(c, ',' | '{' | '}' | '(' | ')' | ';');
            if !ends {
                token.push(c);
                continue;
            }
            map_token(&token, i + 1, &map, &mut out)?;
            token.clear();
            out.push(if c == ',' { ' ' } else { c });
            in_comment = c == '{';
            line_comment = c == ';';
        }
        map_token(&token, i + 1, &map, &mut out)?;
    }
    Ok(out)
}

fn map_token(
    token: &str,
    line: usize,
    map: &impl Fn(&str, usize) -> Result<String, ImportError>,
    out: &mut String,
) -> Result<(), ImportError> {
    let (number, rest) = strip_number(token);
    out.push_str(number);
    let keep =
        rest.is_empty() || super::RESULTS.contains(&rest) || rest.starts_with(['$', '!', '?', '.']);
    if keep {
        out.push_str(rest);
    } else {
        out.push_str(&map(rest, line)?);
    }
    Ok(())
}
