//! How often the computer at each level finds a tactical puzzle's first
//! turn: the levels' own play (their depth, node budget and chance), reading
//! no table, a few seeds each.

use std::sync::Arc;

use morris_ai::search::{Engine, Level, Limits, Stop};
use morris_core::{Game, Rules};

use super::Puzzle;
use super::difficulty::{Difficulty, FIND_LEVELS, LEVEL_TRIES};

/// An engine per level, kept from puzzle to puzzle.
pub(crate) struct LevelFinder {
    engines: Vec<(Level, Engine)>,
}

impl LevelFinder {
    pub(crate) fn new() -> LevelFinder {
        let engines = (1..=FIND_LEVELS as u8)
            .filter_map(Level::new)
            .map(|level| {
                let mut engine = Engine::for_level(level);
                engine.set_table_lookup(false);
                (level, engine)
            })
            .collect();
        LevelFinder { engines }
    }

    /// `puzzle`'s difficulty: how many tries of each level found it.
    pub(crate) fn difficulty(&mut self, rules: &Arc<Rules>, puzzle: &Puzzle) -> Difficulty {
        let game = Game::from_position(Arc::clone(rules), puzzle.position);
        let stop = Stop::new();
        let mut found = [0u8; FIND_LEVELS];
        for (i, (level, engine)) in self.engines.iter_mut().enumerate() {
            for seed in 0..u64::from(LEVEL_TRIES) {
                engine.clear();
                let played = engine.choose_move(&game, *level, &Limits::default(), &stop, seed);
                let right = played.is_some_and(|mv| puzzle.accepts(rules, 0, &puzzle.position, mv));
                found[i] += u8::from(right);
            }
        }
        Difficulty {
            depth: None,
            tempting: 0,
            found: Some(found),
        }
    }
}
