//! The games measured: seeded games between weak levels, from the start or
//! from random endgame positions, and the tables that judge them.

use std::sync::Arc;

use morris_ai::Stop;
use morris_ai::search::{Engine, Level, Limits};
use morris_ai::solve::{self, SolveOptions};
use morris_core::{Game, Rules};

/// Turns at most in a generated game: a long draw says nothing more.
const MAX_TURNS: usize = 120;

/// An engine that searches, never reading a solved table.
pub fn searcher() -> Engine {
    let mut engine = Engine::new();
    engine.set_table_lookup(false);
    engine
}

/// Solves the endgame sectors `choice` names (`max=7`, `4-3, 3-3`).
pub fn solve_sectors(rules: &Rules, choice: &str) -> Result<solve::Table, String> {
    let sectors = choice
        .parse::<solve::SectorChoice>()
        .map_err(|e| e.to_string())?
        .sectors(rules)
        .map_err(|e| e.to_string())?;
    let options = SolveOptions {
        cache_dir: Some(std::env::temp_dir().join("review-merit-sectors")),
        ..SolveOptions::default()
    };
    solve::solve_sectors(rules, &sectors, &options, |_| {}).map_err(|e| e.to_string())
}

/// A game between two weak levels, chosen by `seed`: from the start, or
/// from a random position with `endgame` pieces (mover, other) on the board.
pub fn play(rules: &Arc<Rules>, seed: u64, endgame: Option<(u8, u8)>) -> Game {
    let mut game = match endgame {
        Some((mover, other)) => {
            let mut rng = morris_testkit::Rng::new(seed);
            let side = if seed.is_multiple_of(2) {
                morris_core::Color::White
            } else {
                morris_core::Color::Black
            };
            let start =
                morris_testkit::random_movement_position(rules, mover, other, side, &mut rng);
            Game::from_position(Arc::clone(rules), start)
        }
        None => Game::new(Arc::clone(rules)),
    };
    let levels = [1, 2, 3, 4].map(Level::Strength);
    let white = levels[(seed % 4) as usize];
    let black = levels[((seed / 4) % 4) as usize];
    let stop = Stop::new();
    while game.outcome().is_none() && game.moves().len() < MAX_TURNS {
        let level = if game.side_to_move() == morris_core::Color::White {
            white
        } else {
            black
        };
        let limits = Limits::nodes(20_000);
        let turn = seed * 1000 + game.moves().len() as u64;
        let Some(mv) = morris_ai::search::choose_move(&game, level, &limits, &stop, turn) else {
            break;
        };
        if game.play(mv).is_err() {
            break;
        }
    }
    game
}
