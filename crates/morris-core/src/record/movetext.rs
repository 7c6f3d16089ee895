//! The move section of a record: numbered turns, comments, marks, variations,
//! removal tokens and the result.

use super::annotations::Mark;
use super::{RESULTS, RecordError};
use crate::notation::read::is_removal_token;

/// Variations nested deeper than this are refused rather than read with an
/// ever deeper stack.
const MAX_DEPTH: usize = 64;

/// Where reading stands in the text.
#[derive(Clone, Copy, Debug)]
pub(super) struct Cursor {
    pub(super) offset: usize,
    pub(super) line: usize,
}

/// One turn's text with the line it starts on and what is said about it.
#[derive(Clone, Debug)]
pub(super) struct TurnText {
    pub(super) text: String,
    pub(super) line: usize,
    pub(super) notes: TextNotes,
}

/// The annotations of a turn as read, its variations not yet played.
#[derive(Clone, Debug, Default)]
pub(super) struct TextNotes {
    pub(super) before: Vec<String>,
    pub(super) mark: Option<Mark>,
    pub(super) codes: Vec<u8>,
    pub(super) after: Vec<String>,
    pub(super) variations: Vec<Vec<TurnText>>,
}

#[derive(Debug)]
pub(super) struct Movetext<'a> {
    pub(super) turns: Vec<TurnText>,
    pub(super) result: Option<&'a str>,
    pub(super) result_line: usize,
    /// Comments with no move to go with.
    pub(super) alone: Vec<String>,
}

/// Splits the move section into turns, joining separate removal tokens to their move.
pub(super) fn read_movetext(text: &str, start: Cursor) -> Result<Movetext<'_>, RecordError> {
    let rest = text.get(start.offset..).unwrap_or_default();
    let mut reader = Reader {
        text: rest,
        at: 0,
        line: start.line,
        result: None,
        result_line: 0,
        open: Vec::new(),
    };
    let (turns, alone) = reader.read_line(0)?;
    Ok(Movetext {
        turns,
        result: reader.result,
        result_line: reader.result_line,
        alone,
    })
}

struct Reader<'a> {
    text: &'a str,
    at: usize,
    line: usize,
    result: Option<&'a str>,
    result_line: usize,
    /// The lines of the variations open, innermost last.
    open: Vec<usize>,
}

impl<'a> Reader<'a> {
    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    /// Reads turns until the end of the text (`depth` 0) or the `)` that
    /// closes a variation. Returns the turns and the comments left with no move.
    fn read_line(&mut self, depth: usize) -> Result<(Vec<TurnText>, Vec<String>), RecordError> {
        let mut turns: Vec<TurnText> = Vec::new();
        // Comments waiting for the move they come before.
        let mut pending: Vec<String> = Vec::new();
        // A move number was read: what follows until the move comes before it.
        let mut numbered = false;
        while let Some(ch) = self.peek() {
            if ch.is_whitespace() {
                self.bump();
            } else if ch == '{' || ch == ';' {
                let comment = self.read_comment()?;
                match turns.last_mut() {
                    Some(turn) if !numbered => turn.notes.after.push(comment),
                    _ => pending.push(comment),
                }
            } else if ch == '(' {
                let line = self.line;
                self.bump();
                if self.result.is_some() {
                    return Err(RecordError::TextAfterResult {
                        line,
                        text: "(".to_string(),
                    });
                }
                let Some(turn) = turns.last_mut() else {
                    return Err(RecordError::StrayVariation { line });
                };
                if depth + 1 > MAX_DEPTH {
                    return Err(RecordError::VariationTooDeep { line });
                }
                self.open.push(line);
                let (variation, _) = self.read_line(depth + 1)?;
                self.open.pop();
                if self.bump() != Some(')') {
                    return Err(RecordError::UnclosedVariation { line });
                }
                if variation.is_empty() {
                    return Err(RecordError::EmptyVariation { line });
                }
                turn.notes.variations.push(variation);
            } else if ch == '}' {
                return Err(RecordError::Unexpected {
                    line: self.line,
                    text: "}".to_string(),
                });
            } else if ch == ')' {
                if depth == 0 {
                    return Err(RecordError::Unexpected {
                        line: self.line,
                        text: ")".to_string(),
                    });
                }
                break;
            } else {
                let line = self.line;
                let start = self.at;
                while self
                    .peek()
                    .is_some_and(|c| !c.is_whitespace() && !"{};()".contains(c))
                {
                    self.bump();
                }
                let token = &self.text[start..self.at];
                if self.result.is_some() {
                    return Err(RecordError::TextAfterResult {
                        line,
                        text: token.to_string(),
                    });
                }
                if RESULTS.contains(&token) {
                    if depth > 0 {
                        // The result inside a variation that nothing after
                        // closes: the record ended before the variation did.
                        let closing = self.text[self.at..].matches(')').count();
                        if closing < self.open.len() {
                            let line = self.open.last().copied().unwrap_or(line);
                            return Err(RecordError::UnclosedVariation { line });
                        }
                        return Err(RecordError::Unexpected {
                            line,
                            text: token.to_string(),
                        });
                    }
                    self.result = Some(token);
                    self.result_line = line;
                    continue;
                }
                self.read_token(token, line, &mut turns, &mut pending, &mut numbered)?;
            }
        }
        // Comments at the end of a line are said after its last move.
        match turns.last_mut() {
            Some(turn) => {
                turn.notes.after.append(&mut pending);
                Ok((turns, Vec::new()))
            }
            None => Ok((turns, pending)),
        }
    }

    /// Reads `{...}` or `; ...` to the end of the line; returns the text inside.
    fn read_comment(&mut self) -> Result<String, RecordError> {
        let opened = self.line;
        let braced = self.bump() == Some('{');
        let start = self.at;
        loop {
            match self.peek() {
                None if braced => return Err(RecordError::UnclosedComment { line: opened }),
                None => return Ok(self.text[start..].trim().to_string()),
                Some('}') if braced => {
                    let text = self.text[start..self.at].trim().to_string();
                    self.bump();
                    return Ok(text);
                }
                Some('\n') if !braced => return Ok(self.text[start..self.at].trim().to_string()),
                Some(_) => {
                    self.bump();
                }
            }
        }
    }

    fn read_token(
        &mut self,
        token: &str,
        line: usize,
        turns: &mut Vec<TurnText>,
        pending: &mut Vec<String>,
        numbered: &mut bool,
    ) -> Result<(), RecordError> {
        // A move number, alone (`12.`, `12...`) or joined to its move (`12.d6`).
        let digits = token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let after_digits = &token[digits..];
        let dots = after_digits.len() - after_digits.trim_start_matches('.').len();
        let token = if digits > 0 && dots > 0 {
            *numbered = true;
            &after_digits[dots..]
        } else {
            token
        };
        if token.is_empty() {
            return Ok(());
        }
        let unexpected = || RecordError::Unexpected {
            line,
            text: token.to_string(),
        };
        if token.starts_with('.') {
            return Err(unexpected());
        }
        // A mark alone (`d5 ??`, `d5 $4`) goes with the move before it; the
        // PGN codes other than $1 to $6 are kept as they are.
        if token.starts_with('$') || token.starts_with(['!', '?']) {
            let bad_mark = || RecordError::BadMark {
                line,
                text: token.to_string(),
            };
            let code = match Mark::from_text(token) {
                Some(mark) => Err(mark),
                None => Ok(annotation_code(token).ok_or_else(bad_mark)?),
            };
            let turn = turns.last_mut().ok_or_else(unexpected)?;
            match code {
                Err(mark) => turn.notes.mark = Some(mark),
                Ok(code) => turn.notes.codes.push(code),
            }
            return Ok(());
        }
        let step = token.trim_end_matches(['!', '?']);
        let mark = match &token[step.len()..] {
            "" => None,
            suffix => Some(Mark::from_text(suffix).ok_or_else(|| RecordError::BadMark {
                line,
                text: token.to_string(),
            })?),
        };
        // A removal token completes the move before it (`d6-d5 xd1`), unless
        // something was said after that move: then it is a turn of its own (a
        // removal owed when placement ends); both are tried when playing.
        if is_removal_token(step) {
            match turns.last_mut() {
                None => {
                    return Err(RecordError::StrayRemoval {
                        line,
                        text: token.to_string(),
                    });
                }
                Some(turn) if turn.notes.after.is_empty() && turn.notes.variations.is_empty() => {
                    turn.text.push_str(step);
                    turn.notes.mark = mark.or(turn.notes.mark);
                    *numbered = false;
                    return Ok(());
                }
                Some(_) => {}
            }
        }
        turns.push(TurnText {
            text: step.to_string(),
            line,
            notes: TextNotes {
                before: std::mem::take(pending),
                mark,
                ..TextNotes::default()
            },
        });
        *numbered = false;
        Ok(())
    }
}

/// A PGN numeric annotation `$0` to `$255`, written without leading zeros
/// beyond one digit's worth (`$007` is refused, as PGN has it).
pub(super) fn annotation_code(token: &str) -> Option<u8> {
    let digits = token.strip_prefix('$')?;
    let plain = !digits.is_empty()
        && digits.len() <= 3
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'));
    plain.then(|| digits.parse().ok()).flatten()
}
