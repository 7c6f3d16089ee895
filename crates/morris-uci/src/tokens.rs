//! Move tokens in the dialect of other mill engines: a placement `d6`, a slide
//! `d6-d5`, and a removal as a token of its own, `xd1`, after the move that
//! closed the mill. Our joined form `d6-d5xd1` is read too.
//!
//! The core plays whole turns (a move with its removals), so a game read token
//! by token may stand between the two: the move played, its removal still to come.

use morris_core::{Game, Move, MoveParseError, PointSet, Rules, move_text, parse_move};

/// The part of a turn given so far: a move that closed a mill, and the
/// removals already named (a turn may remove more than one piece).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pending {
    pub step: Move,
    pub removed: PointSet,
}

/// A game read from move tokens: whole turns, and perhaps a turn half given.
#[derive(Clone, Debug)]
pub struct TokenGame {
    game: Game,
    pending: Option<Pending>,
}

/// Why a move token cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    /// The token is not a move here (bad syntax, unknown point, illegal move).
    #[error("{token}: {reason}")]
    Move { token: String, reason: String },
    /// A removal token with no mill-closing move before it.
    #[error("{token}: no move before it closed a mill")]
    StrayRemoval { token: String },
    /// A move token while the previous move still waits for its removal.
    #[error("{token}: the last move closed a mill, so a removal comes first ({})", choices.join(", "))]
    RemovalExpected { token: String, choices: Vec<String> },
}

impl TokenGame {
    pub fn new(game: Game) -> TokenGame {
        TokenGame {
            game,
            pending: None,
        }
    }

    /// The whole turns played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    pub fn rules(&self) -> &Rules {
        self.game.rules()
    }

    /// The legal turns that agree with what has been given of the current turn.
    pub fn candidates(&self) -> Vec<Move> {
        let legal = self.game.legal_moves();
        match self.pending {
            None => legal.to_vec(),
            Some(p) => legal.into_iter().filter(|m| extends(*m, p)).collect(),
        }
    }

    /// Plays one token: a move, a removal, or a move joined with its removals.
    pub fn play_token(&mut self, token: &str) -> Result<(), TokenError> {
        let (step, removals) = split_removals(token);
        if !step.is_empty() && !removals.is_empty() && self.pending.is_none() {
            // A whole turn in our joined form: the core reads it, with its own messages.
            let rules = self.game.rules().clone();
            let error = |reason: String| TokenError::Move {
                token: token.to_string(),
                reason,
            };
            let mv = parse_move(&rules, self.game.position(), token)
                .map_err(|e| error(e.to_string()))?;
            return self.game.play(mv).map_err(|e| error(e.to_string()));
        }
        if !step.is_empty() {
            self.play_step(token, step)?;
        } else if self.pending.is_none() {
            return Err(TokenError::StrayRemoval {
                token: token.to_string(),
            });
        }
        for name in removals {
            self.play_removal(token, name)?;
        }
        Ok(())
    }

    fn play_step(&mut self, token: &str, step: &str) -> Result<(), TokenError> {
        if self.pending.is_some() {
            return Err(self.removal_expected(token));
        }
        let error = |reason: String| TokenError::Move {
            token: token.to_string(),
            reason,
        };
        if self.game.outcome().is_some() {
            return Err(error(MoveParseError::GameOver.to_string()));
        }
        let rules = self.game.rules().clone();
        match parse_move(&rules, self.game.position(), step) {
            Ok(mv) => self.game.play(mv).map_err(|e| error(e.to_string())),
            Err(MoveParseError::RemovalMissing { .. }) => {
                // The parser accepted the step, so its point names are known.
                let points: Vec<_> = step
                    .split('-')
                    .filter_map(|n| rules.point_by_name(n))
                    .collect();
                let step_move = match points.as_slice() {
                    [to] => Move::new(None, *to, PointSet::EMPTY),
                    [from, to] => Move::new(Some(*from), *to, PointSet::EMPTY),
                    _ => return Err(error(format!("cannot read {step:?}"))),
                };
                self.pending = Some(Pending {
                    step: step_move,
                    removed: PointSet::EMPTY,
                });
                Ok(())
            }
            Err(e) => Err(error(e.to_string())),
        }
    }

    fn play_removal(&mut self, token: &str, name: &str) -> Result<(), TokenError> {
        let Some(mut pending) = self.pending else {
            return Err(TokenError::StrayRemoval {
                token: token.to_string(),
            });
        };
        let rules = self.game.rules().clone();
        let point = rules.point_by_name(name).ok_or_else(|| TokenError::Move {
            token: token.to_string(),
            reason: MoveParseError::UnknownPoint(name.to_string()).to_string(),
        })?;
        pending.removed.insert(point);
        let candidates: Vec<Move> = self
            .game
            .legal_moves()
            .into_iter()
            .filter(|m| extends(*m, pending))
            .collect();
        if candidates.is_empty() {
            // The core's parser says best why this removal is wrong.
            let joined = move_text(&rules, pending.step.with_removed(pending.removed));
            let reason = match parse_move(&rules, self.game.position(), &joined) {
                Err(e) => e.to_string(),
                Ok(_) => format!("{name} cannot be removed here"),
            };
            return Err(TokenError::Move {
                token: token.to_string(),
                reason,
            });
        }
        match candidates.iter().find(|m| m.removed() == pending.removed) {
            Some(&mv) => {
                self.pending = None;
                self.game.play(mv).map_err(|e| TokenError::Move {
                    token: token.to_string(),
                    reason: e.to_string(),
                })
            }
            None => {
                self.pending = Some(pending);
                Ok(())
            }
        }
    }

    fn removal_expected(&self, token: &str) -> TokenError {
        let rules = self.rules();
        let mut choices: Vec<String> = Vec::new();
        for m in self.candidates() {
            let pending_removed = self.pending.map_or(PointSet::EMPTY, |p| p.removed);
            for r in m.removed() - pending_removed {
                let text = format!("x{}", rules.point_name(r));
                if !choices.contains(&text) {
                    choices.push(text);
                }
            }
        }
        TokenError::RemovalExpected {
            token: token.to_string(),
            choices,
        }
    }

    /// The tokens of every turn played, then those of the half-given turn.
    pub fn tokens(&self) -> Vec<String> {
        let rules = self.rules();
        let mut tokens: Vec<String> = self
            .game
            .moves()
            .iter()
            .flat_map(|m| turn_tokens(rules, *m))
            .collect();
        if let Some(p) = self.pending {
            tokens.extend(turn_tokens(rules, p.step.with_removed(p.removed)));
        }
        tokens
    }

    /// The tokens of `mv` still to be given: all of them, or only its
    /// remaining removals when its move has been played already.
    pub fn remaining_tokens(&self, mv: Move) -> Vec<String> {
        let rules = self.rules();
        match self.pending {
            Some(p) if extends(mv, p) => (mv.removed() - p.removed)
                .map(|r| format!("x{}", rules.point_name(r)))
                .collect(),
            _ => turn_tokens(rules, mv),
        }
    }
}

/// The tokens of one turn: its move, then one `x` token per removal.
pub fn turn_tokens(rules: &Rules, mv: Move) -> Vec<String> {
    let mut tokens = vec![move_text(rules, mv.with_removed(PointSet::EMPTY))];
    tokens.extend(mv.removed().map(|r| format!("x{}", rules.point_name(r))));
    tokens
}

/// Does the turn `mv` begin with what `pending` has given?
fn extends(mv: Move, pending: Pending) -> bool {
    mv.with_removed(PointSet::EMPTY) == pending.step && pending.removed.is_subset(mv.removed())
}

/// `d6-d5xd1` as (`d6-d5`, [`d1`]); `xd1` as (``, [`d1`]).
fn split_removals(token: &str) -> (&str, Vec<&str>) {
    let mut parts = token.split(['x', 'X']);
    let step = parts.next().unwrap_or_default();
    (step, parts.collect())
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use morris_core::catalog;

    use super::*;

    fn nine() -> TokenGame {
        TokenGame::new(Game::new(Arc::new(
            catalog::shipped("nine-mens-morris").unwrap(),
        )))
    }

    fn played(tokens: &[&str]) -> TokenGame {
        let mut line = nine();
        for token in tokens {
            line.play_token(token).unwrap();
        }
        line
    }

    #[test]
    fn a_mill_waits_for_its_removal() {
        let line = played(&["a7", "d2", "d7", "f6", "g7"]);
        let pending = line.pending().unwrap();
        assert_eq!(move_text(line.rules(), pending.step), "g7");
        assert_eq!(line.game().moves().len(), 4);
        let candidates = line.candidates();
        assert_eq!(candidates.len(), 2);
        let tokens: Vec<Vec<String>> = candidates
            .iter()
            .map(|m| line.remaining_tokens(*m))
            .collect();
        assert!(tokens.contains(&vec!["xf6".to_string()]), "{tokens:?}");
        assert_eq!(line.tokens(), ["a7", "d2", "d7", "f6", "g7"]);
    }

    #[test]
    fn separate_and_joined_removals_are_one_turn() {
        let separate = played(&["a7", "d2", "d7", "f6", "g7", "xf6"]);
        let joined = played(&["a7", "d2", "d7", "f6", "g7xf6"]);
        assert_eq!(separate.game().moves(), joined.game().moves());
        assert!(separate.pending().is_none());
        assert_eq!(separate.tokens(), ["a7", "d2", "d7", "f6", "g7", "xf6"]);
        // The tokens played again give the same game.
        let again = played(
            &separate
                .tokens()
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>(),
        );
        assert_eq!(again.game().position(), separate.game().position());
    }

    #[test]
    fn out_of_place_tokens_are_refused_and_change_nothing() {
        let mut line = played(&["a7", "d2", "d7", "f6", "g7"]);
        let err = line.play_token("b4").unwrap_err();
        assert!(matches!(err, TokenError::RemovalExpected { .. }), "{err}");
        assert_eq!(
            line.play_token("xa7").unwrap_err().to_string(),
            "xa7: a7 holds no piece of the opponent"
        );
        assert!(line.pending().is_some());
        let mut fresh = nine();
        assert!(matches!(
            fresh.play_token("xd1"),
            Err(TokenError::StrayRemoval { .. })
        ));
        assert_eq!(
            fresh.play_token("d6xd1").unwrap_err().to_string(),
            "d6xd1: d6 closes no mill, so nothing may be removed"
        );
        assert_eq!(
            fresh.play_token("d6-d5").unwrap_err().to_string(),
            "d6-d5: White must place a piece first (pieces in hand: 9)"
        );
        assert!(fresh.play_token("zz").is_err());
        assert!(fresh.game().moves().is_empty());
    }

    #[test]
    fn turn_tokens_split_the_removal_off() {
        let line = played(&["a7", "d2", "d7", "f6", "g7xf6"]);
        let mv = line.game().moves()[4];
        assert_eq!(turn_tokens(line.rules(), mv), ["g7", "xf6"]);
    }
}
