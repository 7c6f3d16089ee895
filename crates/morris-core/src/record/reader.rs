//! Reading a record: its tags decide the variant, options and start
//! position, its turns are replayed, and its result is checked against them.

use std::error::Error as StdError;
use std::sync::Arc;

use super::fen;
use super::movetext::read_movetext;
use super::replay::play_line;
use super::tags::read_tags;
use super::{Annotations, DEFAULT_VARIANT, Record, RecordError, variant_name};
use crate::color::Color;
use crate::game::Game;
use crate::game::options::GameOptions;
use crate::position::Position;
use crate::rules::Rules;
use crate::rules::outcome::EndReason;

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
            let pos =
                fen::read_fen(&rules, fen).map_err(|reason| RecordError::Fen { line, reason })?;
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
