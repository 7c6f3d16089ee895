//! A player of refereed games: our AI in the process, or an engine in a child
//! process. The referee asks each for whole turns and checks them.

use morris_ai::search::{Engine, Level, Limits, Stop, TableCache};
use morris_core::{Game, Move};

use crate::clock::Clock;
use crate::forfeit::Forfeit;
use crate::limits::clock_limits;

/// Whatever gives turns to the referee.
pub trait Player {
    /// The name for records: the engine's own (`id name`) or ours.
    fn name(&self) -> &str;
    /// Gets ready for a new game; an engine that died is started again here.
    fn new_game(&mut self) -> Result<(), Forfeit>;
    /// The player's turn in `game`, or why it has none.
    fn choose(&mut self, game: &Game) -> Result<Move, Forfeit>;
    /// The player's turn in `game` with `clocks` running. The referee times
    /// the call and charges the mover's clock either way; a player that does
    /// not look at the clock plays as [`Player::choose`] does.
    fn choose_on_clock(&mut self, game: &Game, clocks: &Clock) -> Result<Move, Forfeit> {
        let _ = clocks;
        self.choose(game)
    }
    /// Called after a forfeit that leaves the player in an unknown state.
    fn reset(&mut self);
    /// How often the player had to be started again.
    fn restarts(&self) -> u32 {
        0
    }
}

/// Our AI in this process: a level, search limits, the seed of its choices,
/// and the solved tables it plays from (read once, not for every move).
#[derive(Clone, Debug)]
pub struct AiPlayer {
    level: Level,
    limits: Limits,
    seed: u64,
    name: String,
    tables: TableCache,
}

impl AiPlayer {
    pub fn new(level: Level, limits: Limits, seed: u64) -> AiPlayer {
        let name = match level {
            Level::Perfect => "perfect AI".to_string(),
            level => format!("AI level {level}"),
        };
        AiPlayer {
            level,
            limits,
            seed,
            name,
            tables: TableCache::new(),
        }
    }

    /// The same player reading its tables through `tables`, shared with other
    /// players (the games of a series need each table read only once).
    pub fn with_tables(mut self, tables: TableCache) -> AiPlayer {
        self.tables = tables;
        self
    }

    /// The same player under another name (for records and match logs).
    pub fn named(mut self, name: impl Into<String>) -> AiPlayer {
        self.name = name.into();
        self
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// The AI's move in `game`, `None` when the game is over; each call draws
    /// a new seed, so games vary from move to move but replay exactly with the
    /// same first seed. Each move is a fresh search, as
    /// [`morris_ai::search::choose_move`] makes one.
    pub fn next_move(&mut self, game: &Game) -> Option<Move> {
        let limits = self.limits;
        self.search(game, &limits)
    }

    fn search(&mut self, game: &Game, limits: &Limits) -> Option<Move> {
        self.seed = self
            .seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        Engine::for_level(self.level)
            .with_tables(self.tables.clone())
            .choose_move(game, self.level, limits, &Stop::new(), self.seed)
    }
}

impl Player for AiPlayer {
    fn name(&self) -> &str {
        &self.name
    }

    fn new_game(&mut self) -> Result<(), Forfeit> {
        Ok(())
    }

    fn choose(&mut self, game: &Game) -> Result<Move, Forfeit> {
        self.next_move(game).ok_or_else(no_move)
    }

    /// The clock's share for this turn, as `morris engine` plans it for a
    /// `go wtime .. btime ..`, instead of the fixed move time.
    fn choose_on_clock(&mut self, game: &Game, clocks: &Clock) -> Result<Move, Forfeit> {
        let limits = Limits {
            time: None,
            fixed_time: false,
            ..self.limits
        };
        let limits = clock_limits(limits, game.side_to_move(), clocks);
        self.search(game, &limits).ok_or_else(no_move)
    }

    fn reset(&mut self) {}
}

fn no_move() -> Forfeit {
    Forfeit::Malformed {
        line: String::new(),
        reason: "the AI found no move".to_string(),
    }
}
