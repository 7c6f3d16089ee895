//! A game: the moves played from a start position, with undo, redo and the
//! draws that depend on history.

pub mod clock;
pub(crate) mod options;
pub mod time_control;

use std::sync::Arc;

use crate::color::Color;
use crate::notation::read::{MoveParseError, parse_move};
use crate::notation::write::move_text;
use crate::position::moves::Move;
use crate::position::{PlayError, Position, Unplayable};
use crate::rules::Rules;
use crate::rules::outcome::{EndReason, Outcome};

impl Rules {
    /// Has `pos` reached a draw by counting moves: the no-removal limit, or the
    /// endgame's shorter one? (A draw only if the position is not decided first.)
    pub fn drawn_by_count(&self, pos: &Position) -> bool {
        let quiet = pos.no_removal_turns();
        let draws = self.end.draws;
        if let Some(n) = draws.no_removal_moves
            && quiet >= n.saturating_mul(2)
        {
            return true;
        }
        draws.endgame.is_some_and(|end| {
            quiet >= end.moves.saturating_mul(2)
                && Color::ALL.iter().all(|&c| pos.in_hand(c) == 0)
                && Color::ALL.iter().any(|&c| pos.piece_count(c) <= end.pieces)
        })
    }
}

/// A game in progress or finished.
///
/// ```
/// use std::sync::Arc;
/// use morris_core::{catalog, Game};
/// let mut game = Game::new(Arc::new(catalog::shipped("three-mens-morris").unwrap()));
/// for text in ["a1", "b1", "b2", "c1", "c3"] {
///     game.play_text(text).unwrap();
/// }
/// assert_eq!(game.outcome().unwrap().to_string(), "White wins (three in a row)");
/// game.undo();
/// assert!(game.outcome().is_none());
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    rules: Arc<Rules>,
    /// `positions[0]` is the start; `positions[i]` follows `moves[i - 1]`.
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// Moves taken back, the next one last.
    redo: Vec<Move>,
    resigned: Option<Color>,
}

impl Game {
    pub fn new(rules: Arc<Rules>) -> Game {
        let start = Position::start(&rules);
        Game::from_position(rules, start)
    }

    pub fn from_position(rules: Arc<Rules>, start: Position) -> Game {
        Game {
            rules,
            positions: vec![start],
            moves: Vec::new(),
            redo: Vec::new(),
            resigned: None,
        }
    }

    pub fn rules(&self) -> &Arc<Rules> {
        &self.rules
    }

    pub fn start_position(&self) -> &Position {
        &self.positions[0]
    }

    /// The move number of turn `i` (from 0) of the game, and whether the
    /// first player makes it: numbered in pairs from 1, counted on from the
    /// turns the start position says were played (a record's position from
    /// move 12 goes on with `12.`). A number is shared only by a first
    /// player's turn and the other's reply: a player given another turn (a
    /// mill in Nerenchi) starts a new number.
    ///
    /// ```
    /// use std::sync::Arc;
    /// use morris_core::{catalog, Game, Position};
    /// let rules = Arc::new(catalog::shipped("nine-mens-morris").unwrap());
    /// assert_eq!(Game::new(rules.clone()).move_number(3), (2, false));
    /// let later = Position::from_text(&rules, "........................ w 9 9 0 22").unwrap();
    /// assert_eq!(Game::from_position(rules, later).move_number(0), (12, true));
    /// ```
    pub fn move_number(&self, i: usize) -> (usize, bool) {
        let first = self.rules.first_player();
        let start = self.start_position();
        let ply = usize::from(start.ply());
        let second_first = start.side_to_move() != first;
        // The side to move decides who makes the first turn; the turns played
        // give the number, rounded up where they disagree with the side.
        let base = ply + usize::from((ply % 2 == 1) != second_first);
        let (mut number, mut by_first) = (base / 2 + 1, base.is_multiple_of(2));
        for j in 1..=i {
            let now_first = self.player_at(j) == first;
            // The same number only for the other's reply to the first player.
            if !by_first || now_first {
                number += 1;
            }
            by_first = now_first;
        }
        (number, by_first)
    }

    /// Who plays turn `j`: the game's player for the turns played and the
    /// next one; beyond, as a line of analysis goes, in turn.
    fn player_at(&self, j: usize) -> Color {
        match self.positions.get(j) {
            Some(position) => position.side_to_move(),
            None if (j - self.moves.len()).is_multiple_of(2) => self.side_to_move(),
            None => !self.side_to_move(),
        }
    }

    /// Turn `i`'s label as a record writes it: `12.` for the first player's
    /// turns, `12...` for the other's.
    pub fn move_label(&self, i: usize) -> String {
        match self.move_number(i) {
            (number, true) => format!("{number}."),
            (number, false) => format!("{number}..."),
        }
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    /// The position after the first `n` moves.
    pub fn position_at(&self, n: usize) -> Option<&Position> {
        self.positions.get(n)
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn side_to_move(&self) -> Color {
        self.position().side_to_move()
    }

    /// Who played turn `i` (from 0): the side to move before it. Turns do
    /// not always alternate (a mill can give the same player another turn, a
    /// blocked player can pass), so this is never worked out from `i`.
    pub fn player_of(&self, i: usize) -> Option<Color> {
        self.moves.get(i).map(|_| self.positions[i].side_to_move())
    }

    /// The index of `side`'s last turn, if it has played one.
    pub fn last_turn_of(&self, side: Color) -> Option<usize> {
        (0..self.moves.len())
            .rev()
            .find(|&i| self.player_of(i) == Some(side))
    }

    /// How many turns a take-back of `side`'s last turn removes: that turn
    /// and every turn after it (the opponent's replies), so that `side` is
    /// to move again where it was. `None` when `side` has not played.
    pub fn takeback_turns(&self, side: Color) -> Option<usize> {
        self.last_turn_of(side).map(|i| self.moves.len() - i)
    }

    /// The result, when the game is over: by the rules of the position, by
    /// resignation, by repetition or by the no-removal count.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(loser) = self.resigned {
            return Some(Outcome::win(!loser, EndReason::Resignation));
        }
        let pos = self.position();
        if let Some(outcome) = pos.outcome(&self.rules) {
            return Some(outcome);
        }
        let draws = self.rules.end().draws();
        if let Some(n) = draws.repetition
            && self.repetitions() >= usize::from(n)
        {
            return Some(Outcome::draw(EndReason::Repetition));
        }
        if self.rules.drawn_by_count(pos) {
            return Some(Outcome::draw(EndReason::NoRemoval));
        }
        None
    }

    /// How many times the current position has stood on the board, now included.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        self.positions
            .iter()
            .filter(|p| p.same_position(now))
            .count()
    }

    /// The legal turns now; none once the game is over.
    pub fn legal_moves(&self) -> crate::MoveList {
        if self.outcome().is_some() {
            return crate::MoveList::new();
        }
        self.position().legal_moves(&self.rules)
    }

    /// Plays a turn; an illegal one changes nothing. Clears the redo list unless
    /// the move is the one redo would play.
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        if self.outcome().is_some() || !self.position().is_legal(&self.rules, mv) {
            return Err(PlayError {
                mv,
                text: move_text(&self.rules, mv),
                reason: if self.outcome().is_some() {
                    Unplayable::GameOver
                } else {
                    Unplayable::NotLegal
                },
            });
        }
        self.push(mv);
        if self.redo.last() == Some(&mv) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        Ok(())
    }

    /// Parses and plays move text such as `d6-d5xd1`.
    pub fn play_text(&mut self, text: &str) -> Result<Move, MoveParseError> {
        if self.outcome().is_some() {
            return Err(MoveParseError::GameOver);
        }
        let mv = parse_move(&self.rules, self.position(), text)?;
        // The position allows it and the game is not over, so this cannot fail.
        self.play(mv).map_err(|_| MoveParseError::GameOver)?;
        Ok(mv)
    }

    fn push(&mut self, mv: Move) {
        let mut next = *self.position();
        next.play_unchecked(&self.rules, mv);
        self.positions.push(next);
        self.moves.push(mv);
    }

    /// Takes back the last move (or a resignation). Returns the move taken back.
    pub fn undo(&mut self) -> Option<Move> {
        if self.resigned.take().is_some() {
            return None;
        }
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.redo.push(mv);
        Some(mv)
    }

    /// Plays again the last move taken back (not into a resigned game).
    pub fn redo(&mut self) -> Option<Move> {
        if self.resigned.is_some() {
            return None;
        }
        let mv = self.redo.pop()?;
        self.push(mv);
        Some(mv)
    }

    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty() || self.resigned.is_some()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty() && self.resigned.is_none()
    }

    /// The player to move gives up.
    pub fn resign(&mut self) {
        if self.outcome().is_none() {
            self.resigned = Some(self.side_to_move());
        }
    }
}
