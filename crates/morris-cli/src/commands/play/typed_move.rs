//! A move typed at the prompt: played, or refused with the reason in the
//! player's language; when it closes a mill without saying which piece goes,
//! the question which one, asked until answered or cancelled.

use std::sync::Arc;

use morris_core::{MoveParseError, PartialTurn, TurnProgress, move_text, parse_move};
use morris_i18n::{t, words};

use super::input::Line;
use super::prompt_words;
use super::session::{Flow, Session};

/// Longer input is no move (the longest, with removals, is a few points long):
/// it is refused without being echoed back to fill the screen.
const MAX_MOVE_CHARS: usize = 40;

impl Session {
    pub(super) fn play_text(&mut self, text: &str) -> anyhow::Result<Flow> {
        if text.chars().count() > MAX_MOVE_CHARS {
            self.complain(&too_long(text))?;
            return Ok(Flow::Continue);
        }
        match self.game.play_text(text) {
            Ok(_) => self.changed(),
            Err(MoveParseError::RemovalMissing { mv, step, .. }) => {
                let rules = Arc::clone(self.game.rules());
                match PartialTurn::start(&rules, self.game.position(), step) {
                    Ok(TurnProgress::Removing(turn)) => {
                        return self.ask_removal(turn, &mv);
                    }
                    Ok(TurnProgress::Complete(_)) => {
                        self.complain(&t!("move-not-played", mv = mv.as_str()))?
                    }
                    Err(e) => self.complain(&self.refusal(&e))?,
                }
            }
            Err(MoveParseError::UnknownPoint(name)) if !text.contains(['-', 'x', 'X', ' ']) => {
                self.complain(&t!("not-a-command", word = name.as_str()))?
            }
            Err(e) => self.complain(&self.refusal(&e))?,
        }
        Ok(Flow::Continue)
    }

    /// A move closed a mill and no removal was typed: ask which piece goes.
    fn ask_removal(&mut self, mut turn: PartialTurn, mv: &str) -> anyhow::Result<Flow> {
        // In the order of the move list, so a point is easy to find.
        let mut choices = self.removable_names(&turn);
        let (rules, pos) = (self.game.rules(), self.game.position());
        let owed = turn
            .turns(rules, pos)
            .iter()
            .map(|m| (m.removed() - turn.removed()).len())
            .max()
            .unwrap_or(1) as usize;
        // Two mills closed at once may remove two pieces: said, with an example of both.
        let question = if owed > 1 {
            let example = choices.iter().take(owed).cloned().collect::<Vec<_>>();
            t!(
                "ask-removals",
                mv = mv,
                count = owed,
                example = format!("{mv}x{}", example.join("x")),
                choices = choices.join(", ")
            )
        } else {
            t!("ask-removal", mv = mv, choices = choices.join(", "))
        };
        self.say(&question)?;
        loop {
            let answer = match self.input.read(&format!("{}> ", t!("prompt-remove")))? {
                Line::Text(answer) => answer,
                Line::Leave => return self.quit(),
                Line::End => return Ok(Flow::Quit),
            };
            let lower = answer.to_ascii_lowercase();
            match lower.as_str() {
                word if word.is_empty() || prompt_words::REMOVAL_CANCEL.contains(&word) => {
                    self.say(&t!("removal-cancelled", mv = mv))?;
                    return Ok(Flow::Continue);
                }
                word if prompt_words::REMOVAL_QUIT.contains(&word) => return self.quit(),
                word if prompt_words::REMOVAL_HELP.contains(&word) => {
                    self.say(&t!("removal-help", choices = choices.join(", "), mv = mv))?;
                    continue;
                }
                _ if answer.chars().count() > MAX_MOVE_CHARS => {
                    self.complain(&t!(
                        "removal-retry",
                        why = too_long(&answer),
                        choices = choices.join(", ")
                    ))?;
                    continue;
                }
                _ => {}
            }
            match self.finish_turn(turn, &answer) {
                Ok(TurnProgress::Complete(mv)) => {
                    // A turn from the game's own legal moves.
                    let _ = self.game.play(mv);
                    self.changed();
                    return Ok(Flow::Continue);
                }
                Ok(TurnProgress::Removing(more)) => {
                    // Some of the pieces named: ask for the rest.
                    turn = more;
                    choices = self.removable_names(&turn);
                    self.say(&t!(
                        "ask-removal-more",
                        mv = mv,
                        choices = choices.join(", ")
                    ))?;
                }
                Err(e) => self.complain(&t!(
                    "removal-retry",
                    why = self.refusal(&e),
                    choices = choices.join(", ")
                ))?,
            }
        }
    }

    /// The pieces `turn` may remove next, by name, sorted.
    fn removable_names(&self, turn: &PartialTurn) -> Vec<String> {
        let rules = self.game.rules();
        let removable = turn.removable(rules, self.game.position());
        let mut names: Vec<String> = removable.map(|p| rules.point_name(p).to_string()).collect();
        names.sort();
        names
    }

    /// Why a move was refused, in the player's language.
    fn refusal(&self, err: &MoveParseError) -> String {
        words::move_error(self.game.rules(), self.game.position(), err)
    }

    /// The turn `turn` completed with the removals named in `answer` (`b6`, `b6 f6`, `xb6xf6`).
    fn finish_turn(&self, turn: PartialTurn, answer: &str) -> Result<TurnProgress, MoveParseError> {
        let rules = self.game.rules();
        let pos = self.game.position();
        // The whole turn typed again (as the question's example shows it) names its removals.
        let step = move_text(rules, turn.step());
        let trimmed = answer.trim();
        let answer = match trimmed.get(..step.len()).zip(trimmed.get(step.len()..)) {
            Some((start, rest))
                if start.eq_ignore_ascii_case(&step) && rest.starts_with(['x', 'X']) =>
            {
                rest
            }
            _ => answer,
        };
        let names: Vec<&str> = answer
            .split(|c: char| c.is_whitespace() || c == 'x' || c == 'X')
            .filter(|s| !s.is_empty())
            .collect();
        let mut progress = TurnProgress::Removing(turn);
        for name in &names {
            let p = rules
                .point_by_name(name)
                .ok_or_else(|| MoveParseError::UnknownPoint(name.to_string()))?;
            progress = match progress {
                TurnProgress::Removing(turn) => turn.remove(rules, pos, p)?,
                // More names than the turn removes: the whole text says why.
                TurnProgress::Complete(_) => {
                    let full = format!("{}x{}", move_text(rules, turn.step()), names.join("x"));
                    parse_move(rules, pos, &full)?;
                    progress
                }
            };
        }
        // Fewer names than the turn removes: the rest are asked for.
        Ok(progress)
    }
}

/// The complaint about a line too long to be a move, quoting only its start.
fn too_long(text: &str) -> String {
    let start: String = text.chars().take(12).collect();
    t!("too-long", start = start, count = text.chars().count())
}
