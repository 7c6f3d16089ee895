//! The engine: buffers and a transposition table kept from search to search,
//! and the entry points on a game or a position with its history.

use std::sync::Arc;

use morris_core::{Color, Game, Move, Position, Rules};

use super::alphabeta::{Buffers, Searcher};
use super::analysis::{Analysis, MoveScore, Source};
use super::choose::pick;
use super::iterate::{RootMode, iterate};
use super::level::Level;
use super::limits::{Limits, Progress};
use super::perfect;
use super::score::Score;
use super::smp::{self, MAX_THREADS};
use super::tables::TableCache;
use super::thread_role::Role;
use crate::Stop;
use crate::solve::{self, SolveError, SolveEvent, SolveOptions, Table};
use morris_core::SplitMix;

/// The default transposition table size.
const DEFAULT_TABLE_MEGABYTES: usize = 16;

/// A search engine. Keeping one from move to move reuses what earlier searches
/// learnt (faster, but then results depend on the searches before); the free
/// functions [`super::choose_move`] and [`super::analyze`] start afresh each time.
///
/// The engine plays from the solved tables of its [`TableCache`]: a table given
/// with [`Engine::add_table`] or solved with [`Engine::solve`], else one read
/// from the cache folder the first time the rules come up (a missing table is
/// remembered; [`Engine::refresh_tables`] looks again). Endgame tables by
/// sector ([`crate::solve::solve_sectors`]) are found the same way: a position
/// of a solved sector, at the root or anywhere in the search, gets its exact
/// value and distance.
///
/// It searches on one thread unless given more with [`Engine::set_threads`].
///
/// ```
/// use std::sync::Arc;
/// use morris_core::{catalog, Game};
/// use morris_ai::search::{Engine, Limits, Stop};
/// let game = Game::new(Arc::new(catalog::shipped("nine-mens-morris").unwrap()));
/// let mut engine = Engine::with_table_size(4);
/// let analysis = engine.analyze(&game, &Limits::depth(3), &Stop::new(), &mut |_| {});
/// assert_eq!(analysis.moves.len(), 24);
/// assert!(analysis.moves.iter().all(|m| m.score.is_some()));
/// ```
pub struct Engine {
    buf: Buffers,
    /// One for each thread beyond the first, sharing `buf`'s table.
    helpers: Vec<Buffers>,
    tables: TableCache,
    /// Read table files from the cache folder when the cache has no table?
    table_lookup: bool,
    /// The fingerprint of the rules the transposition table was filled under:
    /// positions hash alike under every rules, so other rules start afresh.
    searched_rules: Option<u64>,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("buf", &self.buf)
            .field("threads", &self.threads())
            .field("tables", &self.tables)
            .field("table_lookup", &self.table_lookup)
            .finish()
    }
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

impl Engine {
    pub fn new() -> Engine {
        Engine::with_table_size(DEFAULT_TABLE_MEGABYTES)
    }

    /// An engine whose transposition table takes about `megabytes`.
    pub fn with_table_size(megabytes: usize) -> Engine {
        Engine {
            buf: Buffers::new(megabytes),
            helpers: Vec::new(),
            tables: TableCache::new(),
            table_lookup: true,
            searched_rules: None,
        }
    }

    /// An engine sized for `level`, as [`super::choose_move`] makes one for each move.
    pub fn for_level(level: Level) -> Engine {
        Engine::with_table_size(level.style().table_megabytes)
    }

    /// The engine with `tables` in place of its own cache: engines given clones
    /// of one cache share its tables and what it knows to be missing.
    pub fn with_tables(mut self, tables: TableCache) -> Engine {
        self.tables = tables;
        self
    }

    /// The engine searching on `threads` threads; see [`Engine::set_threads`].
    pub fn with_threads(mut self, threads: usize) -> Engine {
        self.set_threads(threads);
        self
    }

    /// Searches on `threads` threads from now on (1 to [`MAX_THREADS`]; 1, the
    /// default, searches exactly as an engine always has). More threads search
    /// the same position together (Lazy SMP), sharing the transposition table:
    /// the same time then reaches deeper, but the result varies from run to
    /// run, even with a depth or node limit. A node limit bounds the nodes of
    /// all threads together ([`Limits::nodes`]).
    pub fn set_threads(&mut self, threads: usize) {
        let helpers = threads.clamp(1, MAX_THREADS) - 1;
        self.helpers.truncate(helpers);
        while self.helpers.len() < helpers {
            self.helpers
                .push(Buffers::sharing(Arc::clone(&self.buf.tt)));
        }
    }

    /// How many threads the engine searches on.
    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    /// The engine's solved tables.
    pub fn tables(&self) -> &TableCache {
        &self.tables
    }

    /// Gives the engine a solved table (from [`crate::solve::load_or_solve`]).
    /// It is used only for games whose rules it was solved for: then
    /// [`Engine::analyze`] gives exact scores for every move and
    /// [`Level::Perfect`] plays perfectly (shortest win, held draw, longest loss).
    pub fn add_table(&mut self, table: Arc<Table>) {
        self.tables.insert(table);
    }

    /// Loads the table for `rules` from the cache folder of `options`, or
    /// solves and saves it there ([`crate::solve::load_or_solve`]), and keeps it
    /// for the engine's games.
    pub fn solve(
        &mut self,
        rules: &Rules,
        options: &SolveOptions,
        progress: impl FnMut(&SolveEvent),
    ) -> Result<Arc<Table>, SolveError> {
        let table = Arc::new(solve::load_or_solve(rules, options, progress)?);
        self.tables.insert(Arc::clone(&table));
        Ok(table)
    }

    /// Forgets which tables were missing from the cache folder, so that the
    /// next game of those rules looks for a table file again.
    pub fn refresh_tables(&mut self) {
        self.tables.refresh();
    }

    /// Whether the engine reads table files from the cache folder (on by
    /// default). Off, it uses only the tables in its cache (given with
    /// [`Engine::add_table`] or solved with [`Engine::solve`]), so that
    /// analysis shows the search's own view.
    pub fn set_table_lookup(&mut self, enabled: bool) {
        self.table_lookup = enabled;
    }

    /// Does the engine have a table solved for `rules` (reading the cache folder if need be)?
    pub fn has_table_for(&self, rules: &Rules) -> bool {
        self.table_for(rules).is_some()
    }

    /// The table to use for `rules`, if any.
    fn table_for(&self, rules: &Rules) -> Option<Arc<Table>> {
        if self.table_lookup {
            self.tables.get(rules)
        } else {
            self.tables.get_loaded(rules)
        }
    }

    /// The movement-phase sector tables to use for `rules`, if any.
    fn sectors_for(&self, rules: &Rules) -> Option<Arc<Table>> {
        if self.table_lookup {
            self.tables.get_sectors(rules)
        } else {
            self.tables.get_loaded_sectors(rules)
        }
    }

    /// Forgets everything earlier searches learnt. A search under other rules
    /// than the last one does this itself.
    pub fn clear(&mut self) {
        self.buf.tt.clear();
        for buf in std::iter::once(&mut self.buf).chain(&mut self.helpers) {
            buf.history = super::order::History::new();
        }
    }

    /// Analyses the position of `game`; see [`super::analyze`].
    pub fn analyze(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &Stop,
        progress: &mut dyn FnMut(&Progress),
    ) -> Analysis {
        self.analyze_game(game, limits, stop, RootMode::EveryMove, progress)
    }

    /// Like [`Engine::analyze`], but only the best move is searched exactly (the
    /// others get no score): faster, for when the best move and line are all that matter.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &Stop,
        progress: &mut dyn FnMut(&Progress),
    ) -> Analysis {
        self.analyze_game(game, limits, stop, RootMode::BestOnly, progress)
    }

    fn analyze_game(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &Stop,
        mode: RootMode,
        progress: &mut dyn FnMut(&Progress),
    ) -> Analysis {
        if let Some(over) = game_over(game) {
            return over;
        }
        self.analyze_in_mode(
            game.rules(),
            game.position(),
            &history_hashes(game),
            limits,
            stop,
            mode,
            progress,
        )
    }

    /// Analyses `pos`, whose earlier positions since the last removal had the
    /// hashes `history` (oldest first): a move back into one of them scores as a draw.
    /// A finished position gives an analysis with no best move.
    pub fn analyze_position(
        &mut self,
        rules: &Rules,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        stop: &Stop,
        progress: &mut dyn FnMut(&Progress),
    ) -> Analysis {
        self.analyze_in_mode(
            rules,
            pos,
            history,
            limits,
            stop,
            RootMode::EveryMove,
            progress,
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn analyze_in_mode(
        &mut self,
        rules: &Rules,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        stop: &Stop,
        mode: RootMode,
        progress: &mut dyn FnMut(&Progress),
    ) -> Analysis {
        if let Some(table) = self.table_for(rules)
            && let Some(analysis) = perfect::analysis(&table, pos)
        {
            return analysis;
        }
        if let Some(table) = self.sectors_for(rules)
            && let Some(analysis) = perfect::analysis(&table, pos)
        {
            return analysis;
        }
        if pos.outcome(rules).is_none() && rules.drawn_by_count(pos) {
            return finished(Score::Draw);
        }
        let (found, nodes, elapsed) = self.run(rules, pos, history, limits, stop, mode, progress);
        let Some(found) = found else {
            let winner = pos.outcome(rules).and_then(|o| o.winner);
            return finished(final_score(winner, pos.side_to_move()));
        };
        let moves = found
            .moves
            .iter()
            .map(|m| MoveScore {
                mv: m.mv,
                score: m.score(),
            })
            .collect();
        Analysis {
            best: Some(found.best),
            score: found.score(),
            pv: found.pv,
            moves,
            depth: found.depth,
            nodes,
            elapsed,
            source: Source::Search,
        }
    }

    /// The strongest move within `limits` (no randomness), or `None` when the game is over.
    pub fn best_move(&mut self, game: &Game, limits: &Limits, stop: &Stop) -> Option<Move> {
        let legal = game.legal_moves();
        let first = *legal.first()?;
        let found = self.run_game(game, limits, stop, RootMode::BestOnly);
        Some(
            found
                .map(|f| f.best)
                .filter(|mv| legal.contains(mv))
                .unwrap_or(first),
        )
    }

    /// The move played at `level`; see [`super::choose_move`].
    pub fn choose_move(
        &mut self,
        game: &Game,
        level: Level,
        limits: &Limits,
        stop: &Stop,
        seed: u64,
    ) -> Option<Move> {
        let legal = game.legal_moves();
        let first = *legal.first()?;
        if level == Level::Perfect
            && let Some(table) = self.table_for(game.rules())
            && let Some((mv, _)) = table.move_to_play(game.position())
            && legal.contains(&mv)
        {
            return Some(mv);
        }
        let style = level.style();
        // In a solved sector the levels that play their best move play the table's.
        if (level == Level::Perfect || style.temperature == 0)
            && let Some(table) = self.sectors_for(game.rules())
            && let Some((mv, _)) = table.move_to_play(game.position())
            && legal.contains(&mv)
        {
            return Some(mv);
        }
        let mut limits = limits.min(Limits {
            depth: style.depth,
            nodes: style.nodes,
            ..Limits::default()
        });
        if limits == Limits::default() {
            // Nothing bounds the strongest level: think for a set time rather than forever.
            limits.time = Some(super::level::UNBOUNDED_MOVE_TIME);
        }
        let mode = if style.temperature > 0 {
            RootMode::EveryMove
        } else {
            RootMode::BestOnly
        };
        let found = self.run_game(game, &limits, stop, mode);
        let chosen = found.map(|f| {
            if style.temperature > 0 && f.depth > 0 {
                let mut rng =
                    SplitMix::new(seed ^ game.position().hash() ^ u64::from(game.position().ply()));
                pick(&f.moves, style.temperature, &mut rng).unwrap_or(f.best)
            } else {
                f.best
            }
        });
        Some(chosen.filter(|mv| legal.contains(mv)).unwrap_or(first))
    }

    /// [`Engine::run`] on the game's position and history, without progress reports.
    fn run_game(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &Stop,
        mode: RootMode,
    ) -> Option<super::iterate::Outcome> {
        let history = history_hashes(game);
        let (found, _, _) = self.run(
            game.rules(),
            game.position(),
            &history,
            limits,
            stop,
            mode,
            &mut |_| {},
        );
        found
    }

    #[allow(clippy::too_many_arguments)]
    fn run(
        &mut self,
        rules: &Rules,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        stop: &Stop,
        mode: RootMode,
        progress: &mut dyn FnMut(&Progress),
    ) -> (Option<super::iterate::Outcome>, u64, std::time::Duration) {
        let fingerprint = rules.fingerprint();
        if self.searched_rules != Some(fingerprint) {
            self.clear();
            self.searched_rules = Some(fingerprint);
        }
        let sectors = self.sectors_for(rules);
        self.buf.tt.new_search();
        for buf in std::iter::once(&mut self.buf).chain(&mut self.helpers) {
            buf.history.age();
        }
        if !self.helpers.is_empty() {
            return smp::search(
                rules,
                &mut self.buf,
                &mut self.helpers,
                pos,
                history,
                limits,
                stop,
                mode,
                sectors.as_deref(),
                progress,
            );
        }
        let mut searcher = Searcher::new(
            rules,
            &mut self.buf,
            history.to_vec(),
            limits,
            stop,
            sectors.as_deref(),
        );
        let found = iterate(&mut searcher, pos, limits, mode, progress, Role::Alone);
        (found, searcher.nodes, searcher.elapsed())
    }
}

/// Hashes of the game's positions before the current one, since the last removal.
fn history_hashes(game: &Game) -> Vec<u64> {
    let played = game.moves().len();
    let quiet = usize::from(game.position().no_removal_turns()).min(played);
    (played - quiet..played)
        .filter_map(|i| game.position_at(i))
        .map(Position::hash)
        .collect()
}

fn game_over(game: &Game) -> Option<Analysis> {
    let outcome = game.outcome()?;
    Some(finished(final_score(outcome.winner, game.side_to_move())))
}

/// The score of a finished game for `side`, the player to move.
fn final_score(winner: Option<Color>, side: Color) -> Score {
    match winner {
        Some(w) if w == side => Score::Win { turns: 0 },
        Some(_) => Score::Loss { turns: 0 },
        None => Score::Draw,
    }
}

fn finished(score: Score) -> Analysis {
    Analysis {
        best: None,
        score,
        pv: Vec::new(),
        moves: Vec::new(),
        depth: 0,
        nodes: 0,
        elapsed: std::time::Duration::ZERO,
        source: Source::GameOver,
    }
}
