//! Move tokens in the dialect of other mill engines: a placement `d6`, a slide
//! `d6-d5`, and a removal as a token of its own, `xd1`, after the move that
//! closed the mill. Our joined form `d6-d5xd1` is read too.
//!
//! The core plays whole turns (a move with its removals), so a game read token
//! by token may stand between the two: the move played, its removal still to come.

use std::fmt;

use morris_core::{
    Game, Move, MoveParseError, PartialTurn, PointSet, Rules, TurnProgress, move_text, parse_move,
    split_removals,
};

/// A game read from move tokens: whole turns, and perhaps a turn half given
/// (core's [`PartialTurn`]: the move played, its removal still to come).
#[derive(Clone, Debug)]
pub struct TokenGame {
    game: Game,
    pending: Option<PartialTurn>,
}

/// Why a move token cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenError {
    /// The token is not a move here (bad syntax, unknown point, illegal move).
    Move { token: String, reason: String },
    /// A removal token with no mill-closing move before it.
    StrayRemoval { token: String },
    /// A move token while the previous move still waits for its removal.
    RemovalExpected { token: String, choices: Vec<String> },
}

impl fmt::Display for TokenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TokenError::Move { token, reason } => write!(f, "{token}: {reason}"),
            TokenError::StrayRemoval { token } => {
                write!(f, "{token}: no move before it closed a mill")
            }
            TokenError::RemovalExpected { token, choices } => write!(
                f,
                "{token}: the last move closed a mill, so a removal comes first ({})",
                choices.join(", ")
            ),
        }
    }
}

impl std::error::Error for TokenError {}

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

    /// The turn half given: a move that closed a mill and the removals named so far.
    pub fn pending(&self) -> Option<PartialTurn> {
        self.pending
    }

    pub fn rules(&self) -> &Rules {
        self.game.rules()
    }

    /// The legal turns that agree with what has been given of the current turn.
    pub fn candidates(&self) -> Vec<Move> {
        match self.pending {
            None => self.game.legal_moves().to_vec(),
            Some(turn) => turn.turns(self.game.rules(), self.game.position()),
        }
    }

    /// Plays one token: a move, a removal, or a move joined with its removals.
    /// On an error nothing changes.
    pub fn play_token(&mut self, token: &str) -> Result<(), TokenError> {
        // Worked on a copy, so a token that fails half-way (`xf6xb4` after a
        // single mill) leaves the game as it was.
        let mut next = self.clone();
        next.play_parts(token)?;
        *self = next;
        Ok(())
    }

    fn play_parts(&mut self, token: &str) -> Result<(), TokenError> {
        let error = |e: MoveParseError| TokenError::Move {
            token: token.to_string(),
            reason: e.to_string(),
        };
        let (step, removals) = split_removals(token);
        if !step.is_empty() && !removals.is_empty() && self.pending.is_none() {
            // A whole turn in our joined form: the core reads it, with its own messages.
            let mv = parse_move(self.game.rules(), self.game.position(), token).map_err(error)?;
            return self.finish(token, mv);
        }
        if !step.is_empty() {
            if self.pending.is_some() {
                return Err(self.removal_expected(token));
            }
            if self.game.outcome().is_some() {
                return Err(error(MoveParseError::GameOver));
            }
            let rules = self.game.rules();
            let step_move = match parse_move(rules, self.game.position(), step) {
                Ok(mv) => mv,
                Err(MoveParseError::RemovalMissing { step, .. }) => step,
                Err(e) => return Err(error(e)),
            };
            match PartialTurn::start(rules, self.game.position(), step_move).map_err(error)? {
                TurnProgress::Complete(mv) => self.finish(token, mv)?,
                TurnProgress::Removing(turn) => self.pending = Some(turn),
            }
        } else if self.pending.is_none() {
            // A removal alone: a turn of its own where one is due (owed, or a blocked player's).
            let due = self.game.legal_moves().iter().any(|m| !m.has_step());
            if !due {
                return Err(TokenError::StrayRemoval {
                    token: token.to_string(),
                });
            }
            let mv = parse_move(self.game.rules(), self.game.position(), token).map_err(error)?;
            return self.finish(token, mv);
        }
        for name in removals {
            let Some(turn) = self.pending else {
                return Err(TokenError::StrayRemoval {
                    token: token.to_string(),
                });
            };
            let rules = self.game.rules();
            let point = rules
                .point_by_name(name)
                .ok_or_else(|| error(MoveParseError::UnknownPoint(name.to_string())))?;
            match turn
                .remove(rules, self.game.position(), point)
                .map_err(error)?
            {
                TurnProgress::Complete(mv) => self.finish(token, mv)?,
                TurnProgress::Removing(next) => self.pending = Some(next),
            }
        }
        Ok(())
    }

    /// Plays a whole turn taken from the legal moves.
    fn finish(&mut self, token: &str, mv: Move) -> Result<(), TokenError> {
        self.pending = None;
        self.game.play(mv).map_err(|e| TokenError::Move {
            token: token.to_string(),
            reason: e.to_string(),
        })
    }

    fn removal_expected(&self, token: &str) -> TokenError {
        let rules = self.rules();
        let choices = self.pending.map_or(PointSet::EMPTY, |turn| {
            turn.removable(rules, self.game.position())
        });
        TokenError::RemovalExpected {
            token: token.to_string(),
            choices: choices
                .map(|p| format!("x{}", rules.point_name(p)))
                .collect(),
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
        if let Some(turn) = self.pending {
            tokens.extend(turn_tokens(rules, turn.step().with_removed(turn.removed())));
        }
        tokens
    }

    /// The tokens of `mv` still to be given: all of them, or only its
    /// remaining removals when its move has been played already.
    pub fn remaining_tokens(&self, mv: Move) -> Vec<String> {
        let rules = self.rules();
        match self.pending {
            Some(turn) if turn.extends(mv) => (mv.removed() - turn.removed())
                .map(|r| format!("x{}", rules.point_name(r)))
                .collect(),
            _ => turn_tokens(rules, mv),
        }
    }
}

/// The tokens of one turn: its move, then one `x` token per removal.
pub fn turn_tokens(rules: &Rules, mv: Move) -> Vec<String> {
    if !mv.has_step() {
        return vec![move_text(rules, mv)];
    }
    let mut tokens = vec![move_text(rules, mv.with_removed(PointSet::EMPTY))];
    tokens.extend(mv.removed().map(|r| format!("x{}", rules.point_name(r))));
    tokens
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
        assert_eq!(move_text(line.rules(), pending.step()), "g7");
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
        // One removal too many fails whole: the mill still waits for its removal.
        assert!(matches!(
            line.play_token("xf6xb4"),
            Err(TokenError::StrayRemoval { .. })
        ));
        assert_eq!(line.game().moves().len(), 4);
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
