//! The game at the table: the core's [`Game`] plus what a player is doing with
//! the mouse (a selected piece, a move waiting for its removal) and which
//! position is on show. No rules here: legality comes from the game's legal moves.

use std::sync::Arc;

use morris_core::{
    Color, Game, Move, MoveParseError, PartialTurn, Phase, Point, PointSet, Position, Rules,
    TurnProgress, move_text, parse_move,
};

use morris_i18n::{t, words};

use crate::settings::{GameSetup, PlayerKind};

pub(crate) mod numbering;

/// What the player to move has done so far this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    Idle,
    /// A piece picked up, waiting for its target.
    Selected(Point),
    /// A placement or move that closed a mill, waiting for the pieces to remove.
    Removing(PartialTurn),
}

/// A game in progress with its players and the state of the player's input.
#[derive(Clone, Debug)]
pub struct Table {
    game: Game,
    setup: GameSetup,
    input: Input,
    /// Why the last click did nothing, shown in the status line until the next click.
    complaint: Option<String>,
    /// `Some(n)`: the board shows the position after `n` moves instead of the current one.
    view: Option<usize>,
}

impl Table {
    /// A new game of `rules` with the players, flying and first player of `setup`.
    pub fn new(rules: Rules, setup: GameSetup) -> Table {
        let options = setup.options(&rules);
        // Options the variant does not offer were left out above, so this cannot fail.
        let game = options
            .new_game(rules.clone())
            .unwrap_or_else(|_| Game::new(Arc::new(rules)));
        Table {
            game,
            setup,
            input: Input::Idle,
            complaint: None,
            view: None,
        }
    }

    /// A table for a game already begun (a loaded record, a restored game).
    pub fn from_game(game: Game, setup: GameSetup) -> Table {
        Table {
            game,
            setup,
            input: Input::Idle,
            complaint: None,
            view: None,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }
    pub fn rules(&self) -> &Arc<Rules> {
        self.game.rules()
    }
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }
    pub fn input(&self) -> Input {
        self.input
    }
    pub fn complaint(&self) -> Option<&str> {
        self.complaint.as_deref()
    }
    pub fn view(&self) -> Option<usize> {
        self.view
    }

    /// Says why the board takes no turn now, in the status line until the next click.
    pub fn complain(&mut self, why: String) {
        self.complaint = Some(why);
        self.input = Input::Idle;
    }

    pub fn player(&self, c: Color) -> PlayerKind {
        match c {
            Color::White => self.setup.white,
            Color::Black => self.setup.black,
        }
    }

    /// Changes who plays a side, in the middle of a game too.
    pub fn set_player(&mut self, c: Color, kind: PlayerKind) {
        match c {
            Color::White => self.setup.white = kind,
            Color::Black => self.setup.black = kind,
        }
    }

    /// Is it a person's turn in a game still going?
    pub fn human_to_move(&self) -> bool {
        self.game.outcome().is_none() && self.player(self.game.side_to_move()).is_human()
    }

    /// Is it the computer's turn in a game still going?
    pub fn ai_to_move(&self) -> bool {
        self.game.outcome().is_none() && !self.player(self.game.side_to_move()).is_human()
    }

    /// The position on the board: an earlier one when browsing the move list,
    /// else the current one with a move waiting for its removal already made.
    pub fn shown_position(&self) -> Position {
        if let Some(n) = self.view {
            return self
                .game
                .position_at(n)
                .copied()
                .unwrap_or(*self.game.position());
        }
        let pos = *self.game.position();
        match self.input {
            Input::Removing(turn) => turn.board_after(self.game.rules(), &pos),
            _ => pos,
        }
    }

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
    fn removal_due(&self) -> bool {
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

    /// Plays a whole turn (the computer's, or a replayed one).
    pub fn play(&mut self, mv: Move) -> Result<(), morris_core::PlayError> {
        self.game.play(mv)?;
        self.input = Input::Idle;
        self.view = None;
        // What was said about the position before (a wait for the computer...) is stale.
        self.complaint = None;
        Ok(())
    }

    /// Takes back moves until a person is to move (so the computer's reply goes too).
    /// Returns how many moves were taken back.
    pub fn undo(&mut self) -> usize {
        self.cancel();
        let mut taken = 0;
        while self.game.can_undo() {
            self.game.undo();
            taken += 1;
            if self.player(self.game.side_to_move()).is_human() || !self.has_human() {
                break;
            }
        }
        taken
    }

    /// Plays again moves taken back, up to the next time a person is to move.
    pub fn redo(&mut self) -> usize {
        self.cancel();
        let mut played = 0;
        while self.game.redo().is_some() {
            played += 1;
            if self.player(self.game.side_to_move()).is_human()
                || !self.has_human()
                || self.game.outcome().is_some()
            {
                break;
            }
        }
        played
    }

    fn has_human(&self) -> bool {
        self.setup.white.is_human() || self.setup.black.is_human()
    }

    /// Shows the position after `n` moves; the current position ends browsing.
    pub fn show_move(&mut self, n: usize) {
        self.input = Input::Idle;
        self.complaint = None;
        self.view = if n >= self.game.moves().len() {
            None
        } else {
            Some(n)
        };
    }

    /// The move that led to the shown position, if any.
    pub fn last_move(&self) -> Option<Move> {
        let n = self.view.unwrap_or(self.game.moves().len());
        n.checked_sub(1)
            .and_then(|i| self.game.moves().get(i).copied())
    }

    /// The game's last turn in words, "Last move: White d6" (the live text's).
    pub fn last_move_said(&self) -> Option<String> {
        let game = &self.game;
        let &mv = game.moves().last()?;
        let side = game
            .position_at(game.moves().len() - 1)
            .map_or(String::new(), |p| words::color(p.side_to_move()));
        let mv = morris_core::move_text(self.rules(), mv);
        Some(t!("gui-live-last-move", side = side, mv = mv))
    }

    /// The mills closed by the move that led to the shown position.
    /// While a removal is awaited, the mills that the waiting move closes.
    pub fn new_mills(&self) -> Vec<PointSet> {
        let to = match (self.view, self.input) {
            (None, Input::Removing(turn)) => turn.step().to(),
            _ => match self.last_move() {
                Some(mv) => mv.to(),
                None => return Vec::new(),
            },
        };
        let pos = self.shown_position();
        let Some(mover) = pos.piece_at(to) else {
            return Vec::new();
        };
        let own = pos.pieces(mover);
        self.rules()
            .mills_through(to)
            .iter()
            .copied()
            .filter(|m| m.is_subset(own))
            .collect()
    }

    /// Move texts of the game so far, for the move list and for saving.
    pub fn move_texts(&self) -> Vec<String> {
        self.game
            .moves()
            .iter()
            .map(|&m| move_text(self.rules(), m))
            .collect()
    }

    /// What the status line says: whose turn, the phase and what to do, or the result.
    pub fn status(&self) -> String {
        if let Some(n) = self.view {
            // Numbered as the move list numbers them.
            let last = numbering::turn_text(&self.game, self.game.moves().len() - 1);
            return match n.checked_sub(1) {
                Some(i) => t!(
                    "gui-showing",
                    turn = numbering::turn_text(&self.game, i),
                    last = last
                ),
                None => t!("gui-showing-start", last = last),
            };
        }
        if let Some(outcome) = self.game.outcome() {
            return t!("game-over", outcome = words::outcome(outcome));
        }
        let rules = self.rules();
        let pos = self.game.position();
        let me = pos.side_to_move();
        let who = if self.player(me).is_human() {
            words::color(me)
        } else {
            t!("gui-computer-side", side = words::color(me))
        };
        let owed = pos.owed_removals(me);
        let in_hand = pos.in_hand(me);
        let doing = match (self.input, pos.phase(rules)) {
            (Input::Removing(_), _) => t!("gui-status-mill", side = words::color(!me)),
            _ if owed > 0 => {
                let whose = if pos.owes_own_pieces(me) { me } else { !me };
                t!("gui-status-owed", count = owed, side = words::color(whose))
            }
            _ if self.removal_due() => t!("gui-status-blocked-remove", side = words::color(!me)),
            _ if self.game.legal_moves().as_slice() == [Move::pass()] => {
                t!("gui-status-blocked-pass")
            }
            (Input::Selected(p), _) => t!("gui-status-selected", point = rules.point_name(p)),
            (_, Phase::Placement) if rules.move_in_placement() => {
                t!("gui-status-place-or-move", count = in_hand)
            }
            (_, Phase::Placement) => t!("gui-status-place", count = in_hand),
            (_, Phase::Movement) => t!("gui-status-move"),
            (_, Phase::Flying) => t!("gui-status-fly"),
        };
        let status = t!("gui-status", who = who, doing = doing);
        // What the rules did in the last turn, said before what comes next.
        match words::last_turn(&self.game).join(" ") {
            said if said.is_empty() => status,
            said => t!("gui-status-after", said = said, status = status),
        }
    }

    /// Replays move texts on a fresh game; stops at the first that does not fit.
    pub fn replay(&mut self, moves: &[String]) -> Result<(), String> {
        for (i, text) in moves.iter().enumerate() {
            self.game
                .play_text(text)
                .map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
        }
        Ok(())
    }
}

/// Why a move text is not legal here, in the player's language.
fn why_not(rules: &Rules, pos: &Position, text: &str) -> String {
    match parse_move(rules, pos, text) {
        Err(e) => words::move_error(rules, pos, &e),
        Ok(_) => t!("gui-cannot-play", mv = text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::FirstMove;
    use morris_core::catalog;

    fn table(variant: &str, white: PlayerKind, black: PlayerKind) -> Table {
        let setup = GameSetup {
            variant: variant.into(),
            white,
            black,
            ..GameSetup::default()
        };
        Table::new(catalog::shipped(variant).unwrap(), setup)
    }

    fn point(t: &Table, name: &str) -> Point {
        t.rules().point_by_name(name).unwrap()
    }

    #[test]
    fn black_can_be_chosen_to_start() {
        let rules = catalog::shipped("six-mens-morris").unwrap();
        let setup = |first| GameSetup {
            first,
            ..GameSetup::default()
        };
        let black = Table::new(rules.clone(), setup(FirstMove::Black));
        assert_eq!(black.game().side_to_move(), Color::Black);
        let natural = Table::new(rules.clone(), setup(FirstMove::Rules));
        assert_eq!(*natural.game().position(), Position::start(&rules));
    }

    #[test]
    fn undo_takes_back_the_computers_reply_with_the_persons_move() {
        let mut t = table(
            "nine-mens-morris",
            PlayerKind::Human,
            PlayerKind::Ai {
                level: morris_ai::search::Level::WEAKEST,
            },
        );
        assert!(t.click(point(&t, "d6")).is_some());
        assert!(t.ai_to_move());
        let reply = t.game().legal_moves()[0];
        t.play(reply).unwrap();
        assert_eq!(t.undo(), 2);
        assert!(t.game().moves().is_empty());
        assert_eq!(
            t.redo(),
            2,
            "redo plays both again, up to the person's turn"
        );
        assert!(t.human_to_move());
    }

    #[test]
    fn lasker_morris_lets_a_piece_move_while_pieces_remain_in_hand() {
        let mut t = table("lasker-morris", PlayerKind::Human, PlayerKind::Human);
        for name in ["d6", "d2"] {
            t.click(point(&t, name));
        }
        assert!(
            t.status().contains("place a piece (9 in hand) or move one"),
            "{}",
            t.status()
        );
        t.click(point(&t, "d6"));
        assert_eq!(t.input(), Input::Selected(point(&t, "d6")));
        let played = t.click(point(&t, "d5"));
        assert_eq!(
            played.map(|m| move_text(t.rules(), m)).as_deref(),
            Some("d6-d5")
        );
    }

    #[test]
    fn the_computers_turn_ignores_clicks() {
        let mut t = table(
            "three-mens-morris",
            PlayerKind::Ai {
                level: morris_ai::search::Level::WEAKEST,
            },
            PlayerKind::Human,
        );
        assert_eq!(t.click(point(&t, "b2")), None);
        assert!(t.game().moves().is_empty());
        assert!(t.complaint().unwrap().contains("computer"));
        assert_eq!(t.targets(), PointSet::EMPTY);
        // Once the computer has played, the wait is over and no longer said.
        let reply = t.game().legal_moves()[0];
        t.play(reply).unwrap();
        assert_eq!(t.complaint(), None);
    }

    /// A table of two people at the position string `text` of `variant`.
    fn table_at(variant: &str, text: &str) -> Table {
        let rules = std::sync::Arc::new(catalog::shipped(variant).unwrap());
        let pos = Position::from_text(&rules, text).unwrap();
        let setup = GameSetup {
            variant: variant.into(),
            white: PlayerKind::Human,
            black: PlayerKind::Human,
            ..GameSetup::default()
        };
        Table::from_game(Game::from_position(rules, pos), setup)
    }

    #[test]
    fn removals_owed_when_placement_ends_are_clicked_one_by_one() {
        // El Filja: Black places last on d7; White's one mill against none.
        let mut t = table_at("el-filja", "WWBBBWWBWBBWWBBWWBWWBB.W b 0 1");
        assert!(t.click(point(&t, "d7")).is_some());
        assert!(t.removing());
        assert!(t.status().contains("remove 2 Black"), "{}", t.status());
        assert!(t.targets().contains(point(&t, "a7")));
        assert_eq!(t.click(point(&t, "a1")), None, "White's own piece");
        assert!(t.complaint().unwrap().contains("cannot be removed now"));
        assert_eq!(
            t.click(point(&t, "a7")),
            Some(Move::removal(point(&t, "a7")))
        );
        assert_eq!(t.game().side_to_move(), Color::White, "a second removal");
        assert!(t.click(point(&t, "d7")).is_some());
        assert_eq!(t.game().side_to_move(), Color::Black);
    }

    #[test]
    fn a_blocked_player_passes_with_the_pass_button() {
        let mut t = table_at("shax", "BBB.W....W....W...W...WW b 0 0");
        assert!(t.must_pass());
        assert_eq!(t.click(point(&t, "a1")), None);
        assert!(t.complaint().unwrap().contains("must pass"));
        assert_eq!(t.pass(), Some(Move::pass()));
        assert_eq!(t.game().side_to_move(), Color::White);
        assert!(!t.must_pass());
    }
}
