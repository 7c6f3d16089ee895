//! A room as a front end holds it: the rules compiled once, the game rebuilt
//! from each [`RoomView`], and the messages a player's clicks become.

use std::sync::Arc;

use morris_core::{Game, Rules, record::Tags};

use crate::message::{Action, ClockView, Role, RoomView, Side, Welcome};
use crate::room_rules::{RoomRulesError, compile_rules};

/// The room a client is in.
#[derive(Clone, Debug)]
pub struct OnlineGame {
    welcome: Welcome,
    rules: Arc<Rules>,
    view: RoomView,
    game: Game,
}

/// A view that does not fit the rules it came with (a server speaking of another game).
#[derive(Debug, thiserror::Error)]
pub enum ViewError {
    #[error("the room's rules: {0}")]
    Rules(#[from] RoomRulesError),
    #[error("the server's turn {ply} ({turn}) is not legal: {reason}")]
    Turn {
        ply: usize,
        turn: String,
        reason: morris_core::MoveParseError,
    },
}

impl OnlineGame {
    /// The room from its welcome and first view.
    pub fn new(welcome: Welcome, view: RoomView) -> Result<OnlineGame, ViewError> {
        let rules = Arc::new(compile_rules(&welcome.rules, welcome.flying)?);
        let game = replay(&rules, &view)?;
        Ok(OnlineGame {
            welcome,
            rules,
            view,
            game,
        })
    }

    /// Takes a newer view; the game is rebuilt only when its turns changed.
    pub fn update(&mut self, view: RoomView) -> Result<(), ViewError> {
        if view.game != self.view.game || view.moves != self.view.moves {
            self.game = replay(&self.rules, &view)?;
        }
        self.view = view;
        Ok(())
    }

    pub fn welcome(&self) -> &Welcome {
        &self.welcome
    }

    pub fn view(&self) -> &RoomView {
        &self.view
    }

    /// The game as the server holds it (the result of a resignation, an
    /// agreement or the clock is in [`RoomView::result`], not here).
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn rules(&self) -> &Arc<Rules> {
        &self.rules
    }

    /// The side this client plays in the current game; `None` when watching.
    pub fn my_side(&self) -> Option<Side> {
        self.view.side_of(self.welcome.role)
    }

    pub fn role(&self) -> Role {
        self.welcome.role
    }

    /// This client may play a turn now.
    pub fn my_turn(&self) -> bool {
        self.view.started
            && self.view.result.is_none()
            && self.my_side() == Some(Side::from(self.game.side_to_move()))
    }

    /// The message that plays `turn` (in move notation) in the current position.
    pub fn play(&self, turn: &str) -> Action {
        Action::Play {
            side: self
                .my_side()
                .unwrap_or_else(|| Side::from(self.game.side_to_move())),
            ply: self.game.moves().len() as u32,
            turn: turn.to_string(),
        }
    }

    /// The clocks `elapsed_ms` after the view was received.
    pub fn clocks_after(&self, elapsed_ms: u64) -> Option<[u64; 2]> {
        self.view.clocks.map(|c| c.after(elapsed_ms))
    }

    /// The game as a record, with the room's result when the rules did not end it.
    pub fn record(&self) -> String {
        let mut tags = Tags::new().with("Site", "morris online");
        if let Some(result) = self.view.result {
            tags.set("Result", result.score());
        }
        morris_core::record::write_record(&self.game, &tags)
    }
}

impl ClockView {
    /// The time left `elapsed_ms` after this view was measured: the running clock goes down.
    pub fn after(&self, elapsed_ms: u64) -> [u64; 2] {
        let mut left = self.remaining_ms;
        if let Some(side) = self.running {
            left[side.index()] = left[side.index()].saturating_sub(elapsed_ms);
        }
        left
    }
}

fn replay(rules: &Arc<Rules>, view: &RoomView) -> Result<Game, ViewError> {
    let mut game = Game::new(Arc::clone(rules));
    for (ply, turn) in view.moves.iter().enumerate() {
        game.play_text(turn).map_err(|reason| ViewError::Turn {
            ply,
            turn: turn.clone(),
            reason,
        })?;
    }
    Ok(game)
}
