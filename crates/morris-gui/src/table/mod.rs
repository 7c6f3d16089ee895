//! The game at the table: the core's [`Game`] plus what a player is doing with
//! the mouse (a selected piece, a move waiting for its removal) and which
//! position is on show. No rules here: legality comes from the game's legal moves.
//! A turn entered by click, drag or text: `entry.rs`; what the status line
//! says: `status.rs`; how turns are numbered: `numbering.rs`.

use std::sync::Arc;

use morris_core::{Color, Game, Move, PartialTurn, Point, PointSet, Position, Rules, move_text};

use crate::settings::{GameSetup, PlayerKind};

mod entry;
pub(crate) mod numbering;
mod status;

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
