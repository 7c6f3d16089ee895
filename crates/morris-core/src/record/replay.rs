//! Replaying a record's turns on a game: a turn's text with the removal
//! tokens after it, the notes each turn carries, and variations played on
//! copies of the game.

use super::movetext::{Cursor, TurnText, read_movetext};
use super::{NotedMove, Notes, RecordError, Variation};
use crate::game::Game;

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

/// Plays `turns` on `game` and their variations on copies of it; returns
/// the notes of each turn played. A turn's text may play more than one turn
/// (removals owed when placement ends): its comments before go with the
/// first, its mark and comments after with the last, its variations replace
/// the first.
pub(super) fn play_line(game: &mut Game, turns: &[TurnText]) -> Result<Vec<Notes>, RecordError> {
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
