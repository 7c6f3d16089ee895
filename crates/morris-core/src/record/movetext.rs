//! The move section of a record: numbered turns, comments, removal tokens and the result.

use super::{RESULTS, RecordError};
use crate::notation::is_removal_token;

/// Where reading stands in the text.
#[derive(Clone, Copy, Debug)]
pub(super) struct Cursor {
    pub(super) offset: usize,
    pub(super) line: usize,
}

/// One turn's text with the line it starts on.
#[derive(Debug)]
pub(super) struct TurnText {
    pub(super) text: String,
    pub(super) line: usize,
}

#[derive(Debug)]
pub(super) struct Movetext<'a> {
    pub(super) turns: Vec<TurnText>,
    pub(super) result: Option<&'a str>,
    pub(super) result_line: usize,
}

/// Splits the move section into turns, joining separate removal tokens to their move.
pub(super) fn read_movetext(text: &str, start: Cursor) -> Result<Movetext<'_>, RecordError> {
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
    if is_removal_token(token) {
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
