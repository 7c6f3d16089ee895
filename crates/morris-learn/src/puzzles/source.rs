//! Where candidate positions come from, the same ones every time: every
//! position reachable from the start where the game is small enough to walk
//! whole; where the whole game is solved but large, seeded random games from
//! the start and, every other time, a random board of the movement phase
//! (where most wins are); random boards of the solved sectors where only
//! endgames are.

use std::collections::{HashSet, VecDeque};

use morris_core::{ByColor, Color, Move, Position, Rules, Setup, SplitMix};

use super::canonical::{Canonical, Key};
use super::proving_table::TableKind;

/// A game whose table stores at most this many positions is walked whole.
const WALKED_WHOLE: u64 = 100_000;

/// A random game is cut off after this many turns and another begins.
const GAME_TURNS: usize = 200;

/// An endless stream of positions (some already over, which the generator skips).
pub(crate) struct Source<'a> {
    rules: &'a Rules,
    kind: &'a TableKind,
    rng: SplitMix,
    game: Position,
    turns: usize,
    /// The walk of every position, where the game is small enough.
    walk: Option<Walk<'a>>,
}

/// A breadth-first walk from the start, one position of each symmetry class.
struct Walk<'a> {
    canonical: &'a Canonical,
    queue: VecDeque<Position>,
    seen: HashSet<Key>,
}

impl<'a> Source<'a> {
    pub(crate) fn new(
        rules: &'a Rules,
        kind: &'a TableKind,
        stored: u64,
        canonical: &'a Canonical,
        seed: u64,
    ) -> Source<'a> {
        let start = Position::start(rules);
        let walk = (*kind == TableKind::Whole && stored <= WALKED_WHOLE).then(|| Walk {
            canonical,
            queue: VecDeque::from([start]),
            seen: HashSet::from([canonical.key(rules, &start)]),
        });
        Source {
            rules,
            kind,
            rng: SplitMix::new(seed),
            game: start,
            turns: 0,
            walk,
        }
    }

    /// The next position; `None` once a walk has seen every one.
    pub(crate) fn next_position(&mut self) -> Option<Position> {
        if let Some(walk) = &mut self.walk {
            return walk.next(self.rules);
        }
        Some(match self.kind {
            TableKind::Whole if self.rng.below(2) == 0 => self.next_in_game(),
            TableKind::Whole => loop {
                let most = self.rules.pieces();
                let mover = 2 + self.rng.below(usize::from(most.saturating_sub(1))) as u8;
                let other = 2 + self.rng.below(usize::from(most.saturating_sub(1))) as u8;
                if let Some(pos) = self.random_board(mover, other) {
                    break pos;
                }
            },
            TableKind::Sectors(sectors) => loop {
                let sector = sectors[self.rng.below(sectors.len())];
                if let Some(pos) = self.random_board(sector.mover, sector.other) {
                    break pos;
                }
            },
        })
    }

    /// The current position of the random game, which then goes on a turn.
    fn next_in_game(&mut self) -> Position {
        let pos = self.game;
        let moves = pos.legal_moves(self.rules);
        if moves.is_empty() || pos.outcome(self.rules).is_some() || self.turns >= GAME_TURNS {
            self.game = Position::start(self.rules);
            self.turns = 0;
        } else {
            let mv: Move = moves[self.rng.below(moves.len())];
            self.game.play_unchecked(self.rules, mv);
            self.turns += 1;
        }
        pos
    }

    /// A movement-phase board with `mover` pieces for a random side to move
    /// and `other` for the other side, on random points.
    fn random_board(&mut self, mover: u8, other: u8) -> Option<Position> {
        if usize::from(mover) + usize::from(other) > self.rules.point_count() {
            return None;
        }
        let mut free: Vec<_> = self.rules.points().collect();
        let mut take = |n: u8, rng: &mut SplitMix| {
            let mut set = morris_core::PointSet::default();
            for _ in 0..n {
                set.insert(free.swap_remove(rng.below(free.len())));
            }
            set
        };
        let mine = take(mover, &mut self.rng);
        let theirs = take(other, &mut self.rng);
        let side = if self.rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let board = match side {
            Color::White => ByColor::new(mine, theirs),
            Color::Black => ByColor::new(theirs, mine),
        };
        let setup = Setup {
            board,
            in_hand: ByColor::new(0, 0),
            side,
            ..Setup::default()
        };
        Position::from_setup(self.rules, &setup).ok()
    }
}

impl Walk<'_> {
    fn next(&mut self, rules: &Rules) -> Option<Position> {
        let pos = self.queue.pop_front()?;
        if pos.outcome(rules).is_none() {
            for mv in pos.legal_moves(rules) {
                let mut child = pos;
                child.play_unchecked(rules, mv);
                let child = fresh(rules, &child);
                if self.seen.insert(self.canonical.key(rules, &child)) {
                    self.queue.push_back(child);
                }
            }
        }
        Some(pos)
    }
}

/// `pos` with its counters (turns played, turns without removal) at zero: a
/// puzzle starts a game of its own, which no history draw cuts short.
pub(crate) fn fresh(rules: &Rules, pos: &Position) -> Position {
    let mut setup = Setup::from(pos);
    setup.no_removal = 0;
    setup.ply = 0;
    Position::from_setup(rules, &setup).unwrap_or(*pos)
}
