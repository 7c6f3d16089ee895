//! The turn a person enters at the table: clicks and drags on the board's
//! points, or a whole turn typed, each checked against the game's legal
//! moves; what the board marks for the next click, and why a click did
//! nothing (the complaint).

use std::sync::Arc;

use morris_core::{
    Move, MoveParseError, PartialTurn, Phase, Point, PointSet, Position, Rules, TurnProgress,
    parse_move,
};
use morris_i18n::{t, words};

use super::{Input, Table};

impl Table {
    /// The legal turns that start with the step `from`-`to` (one per choice of removal).
    fn turns_for(&self, from: Option<Point>, to: Point) -> Vec<Move> {
        self.game
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == from && m.to() == to)
            .collect()
    }

    /// The points to highlight as targets of the player's next click.
    pub fn targets(&self) -> PointSet {
        if self.view.is_some() || !self.human_to_move() {
            return PointSet::EMPTY;
        }
        let legal = self.game.legal_moves();
        match self.input {
            // Placements, or removals alone (owed, or a blocked player's).
            Input::Idle => legal
                .iter()
                .filter(|m| m.is_placement() || (!m.has_step() && !m.is_pass()))
                .map(|m| m.to())
                .collect(),
            Input::Selected(from) => legal
                .iter()
                .filter(|m| m.from() == Some(from))
                .map(|m| m.to())
                .collect(),
            Input::Removing(turn) => turn.removable(self.game.rules(), self.game.position()),
        }
    }

    /// Is the player to choose a piece to remove: after closing a mill, or for
    /// a removal due on its own?
    pub fn removing(&self) -> bool {
        match self.input {
            Input::Removing(_) => true,
            _ => self.view.is_none() && self.human_to_move() && self.removal_due(),
        }
    }

    /// Is the turn a removal alone (owed when placement ends, or a blocked player's)?
    pub(super) fn removal_due(&self) -> bool {
        let legal = self.game.legal_moves();
        legal.first().is_some_and(|m| !m.has_step() && !m.is_pass())
    }

    /// May the player to move only pass (blocked, where the rules say so)?
    pub fn must_pass(&self) -> bool {
        self.view.is_none()
            && self.human_to_move()
            && self.game.legal_moves().as_slice() == [Move::pass()]
    }

    /// The player to move passes, when that is the only turn.
    pub fn pass(&mut self) -> Option<Move> {
        if !self.must_pass() {
            return None;
        }
        self.complaint = None;
        self.play(Move::pass()).ok().map(|()| Move::pass())
    }

    /// The player's pieces that have a legal move (to show what may be picked up).
    pub fn movable(&self) -> PointSet {
        if self.view.is_some() || !self.human_to_move() || matches!(self.input, Input::Removing(_))
        {
            return PointSet::EMPTY;
        }
        self.game
            .legal_moves()
            .iter()
            .filter_map(|m| m.from())
            .collect()
    }

    /// Why the person cannot play a turn now (an earlier position shown, the
    /// game over, the computer to move), said as the complaint.
    fn turn_refused(&mut self) -> bool {
        self.complaint = None;
        if let Some(n) = self.view {
            if n < self.game.moves().len() {
                self.complaint = Some(t!("gui-earlier-position"));
                return true;
            }
            self.view = None;
        }
        if let Some(outcome) = self.game.outcome() {
            self.complaint = Some(t!("gui-game-is-over", outcome = words::outcome(outcome)));
            return true;
        }
        if !self.human_to_move() {
            self.complaint = Some(t!("gui-wait-for-computer"));
            return true;
        }
        false
    }

    /// A whole turn typed in the terminal's notation by the player to move;
    /// the turn played, or `None` with the complaint saying why not.
    pub fn type_move(&mut self, text: &str) -> Option<Move> {
        if self.turn_refused() {
            return None;
        }
        let pos = *self.game.position();
        match parse_move(self.rules(), &pos, text) {
            Ok(mv) if self.play(mv).is_ok() => Some(mv),
            Ok(_) => {
                self.complaint = Some(t!("gui-cannot-play", mv = text));
                None
            }
            Err(e) => {
                self.complaint = Some(words::move_error(self.rules(), &pos, &e));
                None
            }
        }
    }

    /// A click on a point by the player to move. Returns the turn when it completes one.
    pub fn click(&mut self, p: Point) -> Option<Move> {
        if self.turn_refused() {
            return None;
        }
        let rules = Arc::clone(self.game.rules());
        let pos = *self.game.position();
        let me = words::color(pos.side_to_move());
        let name = rules.point_name(p).to_string();
        if self.must_pass() {
            self.complaint = Some(t!("gui-must-pass", side = me.as_str()));
            return None;
        }
        if self.removal_due() {
            // The core says why a point may not be taken, and which may.
            let progress = PartialTurn::start(&rules, &pos, Move::removal(p));
            return self.advance(progress);
        }
        match self.input {
            Input::Removing(turn) => self.choose_removal(turn, p),
            Input::Selected(from) if from == p => {
                self.input = Input::Idle;
                None
            }
            Input::Selected(from) if pos.piece_at(p).is_none() => {
                if !self.turns_for(Some(from), p).is_empty() {
                    return self.step(Some(from), p);
                }
                if !self.turns_for(None, p).is_empty() {
                    return self.step(None, p);
                }
                let text = format!("{}-{name}", rules.point_name(from));
                self.complaint = Some(why_not(&rules, &pos, &text));
                None
            }
            _ => match pos.piece_at(p) {
                Some(c) if c == pos.side_to_move() => {
                    let has_moves = self.game.legal_moves().iter().any(|m| m.from() == Some(p));
                    if has_moves {
                        self.input = Input::Selected(p);
                    } else if pos.phase(&rules) == Phase::Placement && !rules.move_in_placement() {
                        self.complaint = Some(t!(
                            "gui-place-first",
                            side = me.as_str(),
                            count = pos.in_hand(pos.side_to_move())
                        ));
                    } else {
                        self.complaint = Some(t!("gui-cannot-move", point = name.as_str()));
                    }
                    None
                }
                // While placing, any piece in the way is only that: the point is taken.
                Some(_) if pos.phase(&rules) == Phase::Placement && !rules.move_in_placement() => {
                    self.complaint = Some(why_not(&rules, &pos, &name));
                    None
                }
                Some(c) => {
                    self.complaint = Some(t!(
                        "gui-not-your-piece",
                        point = name.as_str(),
                        owner = words::color(c),
                        side = me.as_str()
                    ));
                    None
                }
                None if !self.turns_for(None, p).is_empty() => self.step(None, p),
                None => {
                    self.complaint = Some(if pos.phase(&rules) == Phase::Placement {
                        why_not(&rules, &pos, &name)
                    } else {
                        t!(
                            "gui-click-own-first",
                            side = me.as_str(),
                            point = name.as_str()
                        )
                    });
                    None
                }
            },
        }
    }

    /// A piece dragged from `from` and dropped on `to`.
    pub fn drag(&mut self, from: Point, to: Point) -> Option<Move> {
        if from == to {
            return None;
        }
        self.input = Input::Idle;
        self.complaint = None;
        if self.game.position().piece_at(from) != Some(self.game.side_to_move()) {
            return self.click(from);
        }
        self.click(from);
        if self.input != Input::Selected(from) {
            return None;
        }
        self.click(to)
    }

    /// The step `from`-`to` (or a placement on `to`) chosen: play it, or wait for a removal.
    fn step(&mut self, from: Option<Point>, to: Point) -> Option<Move> {
        let rules = Arc::clone(self.game.rules());
        let step = Move::new(from, to, PointSet::EMPTY);
        let progress = PartialTurn::start(&rules, self.game.position(), step);
        self.advance(progress)
    }

    /// Plays a completed turn, or waits for the next removal, or says why not.
    fn advance(&mut self, progress: Result<TurnProgress, MoveParseError>) -> Option<Move> {
        match progress {
            Ok(TurnProgress::Complete(mv)) => {
                self.input = Input::Idle;
                self.play(mv).ok().map(|()| mv)
            }
            Ok(TurnProgress::Removing(turn)) => {
                self.input = Input::Removing(turn);
                None
            }
            Err(e) => {
                let rules = Arc::clone(self.game.rules());
                self.complaint = Some(words::move_error(&rules, self.game.position(), &e));
                None
            }
        }
    }

    fn choose_removal(&mut self, turn: PartialTurn, p: Point) -> Option<Move> {
        let rules = Arc::clone(self.game.rules());
        let pos = *self.game.position();
        if !turn.removable(&rules, &pos).contains(p) {
            let them = !pos.side_to_move();
            self.complaint = Some(if pos.piece_at(p) == Some(them) {
                t!(
                    "gui-protected",
                    side = words::color(them),
                    point = rules.point_name(p)
                )
            } else {
                t!("gui-remove-marked", side = words::color(them))
            });
            return None;
        }
        self.advance(turn.remove(&rules, &pos, p))
    }

    /// Drops the selection or the move waiting for its removal.
    pub fn cancel(&mut self) {
        self.input = Input::Idle;
        self.complaint = None;
        self.view = None;
    }
}

/// Why a move text is not legal here, in the player's language.
fn why_not(rules: &Rules, pos: &Position, text: &str) -> String {
    match parse_move(rules, pos, text) {
        Err(e) => words::move_error(rules, pos, &e),
        Ok(_) => t!("gui-cannot-play", mv = text),
    }
}
