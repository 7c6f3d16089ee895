//! Iterative deepening at the root: one iteration per depth, root moves ordered
//! by the previous iteration, a score kept for every root move.

use morris_core::{Move, Position};

use super::alphabeta::{MAX_PLY, Searcher};
use super::limits::{Limits, Progress};
use super::order::score_moves;
use super::score::{FORCED, INFINITE, Score, WIN};
use super::thread_role::Role;

/// How each root move is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RootMode {
    /// Only the best move's score is exact; the others are bounds (fastest).
    BestOnly,
    /// Every root move gets an exact score (analysis, and levels that choose among moves).
    EveryMove,
}

/// A root move and what the last finished iteration said of it.
#[derive(Clone, Debug)]
pub(crate) struct RootMove {
    pub mv: Move,
    pub value: i32,
    /// Is `value` the move's score (not only an upper bound)?
    pub exact: bool,
    /// The line after this move found by the last search of it with an exact score.
    pub line: Vec<Move>,
    /// Does this move reach a position drawn in itself (so `value` 0 is a proven draw)?
    pub draw: bool,
}

/// What iterative deepening found.
#[derive(Clone, Debug)]
pub(crate) struct Outcome {
    pub best: Move,
    pub value: i32,
    pub pv: Vec<Move>,
    /// The depth of the last finished iteration (0 when none finished).
    pub depth: u32,
    pub nodes: u64,
    /// Every legal root move, best first.
    pub moves: Vec<RootMove>,
    /// Is the root a proven draw: its best move draws and every other one draws or loses?
    pub drawn: bool,
}

/// Searches `root` deeper and deeper until a limit, a stop, or a proven result.
/// `None` only when the position has no legal move. A helper thread (`role`)
/// leaves out some depths.
pub(crate) fn iterate(
    s: &mut Searcher<'_>,
    root: &Position,
    limits: &Limits,
    mode: RootMode,
    progress: &mut dyn FnMut(&Progress),
    role: Role<'_>,
) -> Option<Outcome> {
    s.prune_late_moves = mode == RootMode::BestOnly;
    let mut moves = initial_order(s, root);
    let first = moves.first()?.mv;
    let max_depth = limits
        .depth
        .unwrap_or(MAX_PLY as u32)
        .clamp(1, MAX_PLY as u32 - 1);
    let mut done = Outcome {
        best: first,
        value: 0,
        pv: vec![first],
        depth: 0,
        nodes: 0,
        moves: moves.clone(),
        drawn: false,
    };

    for depth in 1..=max_depth {
        if role.skips(depth) {
            continue;
        }
        let finished = search_root(s, root, depth as i32, mode, &mut moves, role);
        // A stopped iteration counts when none finished before it, or, for
        // the best move alone, when a move searched in it beat the last
        // finished depth's best: that one comes first, so the other scored
        // above it at this depth.
        let better =
            mode == RootMode::BestOnly && finished.as_ref().is_some_and(|b| b.mv != done.best);
        if let Some(best) = finished
            && (!s.stopped || done.depth == 0 || better)
        {
            done.best = best.mv;
            done.value = best.value;
            done.pv = s.principal_variation(root, &best.line, MAX_PLY);
        }
        if s.stopped {
            break;
        }
        moves.sort_by_key(|m| std::cmp::Reverse((m.exact, m.value)));
        done.depth = depth;
        done.moves = moves.clone();
        done.drawn = proven_draw(&moves);
        let elapsed = s.elapsed();
        let nodes = s.nodes + role.helper_nodes();
        progress(&Progress {
            depth,
            score: done.score(),
            pv: done.pv.clone(),
            nodes,
            nps: (nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64,
            elapsed,
        });
        if done.drawn || proven(&moves, done.value, depth, mode) {
            break;
        }
        // An iteration costs several times the one before: do not start one that cannot finish.
        if !limits.fixed_time && limits.time.is_some_and(|t| elapsed * 2 > t) {
            break;
        }
    }
    done.nodes = s.nodes;
    role.publish(s.nodes);
    Some(done)
}

/// Root moves in their first order: the table move, mill closing, blocking, history.
fn initial_order(s: &mut Searcher<'_>, root: &Position) -> Vec<RootMove> {
    let list = root.legal_moves(s.rules);
    let table_move = s.buf.tt.probe(root.hash(), 0).and_then(|(e, _)| e.mv);
    let mut scores = vec![0; list.len()];
    score_moves(
        s.rules,
        root,
        &list,
        &mut scores,
        table_move,
        [None; 2],
        &s.buf.history,
    );
    let mut moves: Vec<(i32, Move)> = list.iter().zip(&scores).map(|(m, v)| (*v, *m)).collect();
    moves.sort_by_key(|(v, _)| std::cmp::Reverse(*v));
    moves
        .into_iter()
        .map(|(_, mv)| RootMove {
            mv,
            value: -INFINITE,
            exact: false,
            line: Vec::new(),
            draw: s.drawn_after(root, mv),
        })
        .collect()
}

/// One iteration. Returns the best move finished (even if the iteration was stopped).
fn search_root(
    s: &mut Searcher<'_>,
    root: &Position,
    depth: i32,
    mode: RootMode,
    moves: &mut [RootMove],
    role: Role<'_>,
) -> Option<RootMove> {
    let mut alpha = -INFINITE;
    let mut best: Option<RootMove> = None;
    for (i, entry) in moves.iter_mut().enumerate() {
        let mv = entry.mv;
        let (value, exact) = if i == 0 || mode == RootMode::EveryMove {
            (s.child_value(root, mv, depth, -INFINITE, INFINITE, 0), true)
        } else {
            let v = s.child_value(root, mv, depth, alpha, alpha + 1, 0);
            if v > alpha && !s.stopped {
                (s.child_value(root, mv, depth, alpha, INFINITE, 0), true)
            } else {
                (v, false)
            }
        };
        role.publish(s.nodes);
        if s.stopped {
            break;
        }
        entry.value = value;
        entry.exact = exact;
        if exact {
            entry.line.clear();
            entry.line.push(mv);
            entry.line.extend_from_slice(s.child_line());
        }
        if best.as_ref().is_none_or(|b| value > b.value) {
            best = Some(entry.clone());
        }
        alpha = alpha.max(value);
    }
    best
}

impl RootMove {
    /// The move's score for the player making it, if it was searched exactly.
    pub fn score(&self) -> Option<Score> {
        if !self.exact || self.value <= -INFINITE {
            None
        } else if self.draw {
            Some(Score::Draw)
        } else {
            Some(Score::from_value(self.value))
        }
    }
}

impl Outcome {
    /// The root's score: a proven draw, or what the best move scored.
    pub fn score(&self) -> Score {
        if self.drawn {
            Score::Draw
        } else {
            Score::from_value(self.value)
        }
    }
}

/// Does every root move draw or lose, at least one drawing? Losses need only be
/// proven as bounds: a move that fails low below a forced loss loses.
fn proven_draw(moves: &[RootMove]) -> bool {
    moves.iter().any(|m| m.draw)
        && moves
            .iter()
            .all(|m| m.draw || (m.value < -FORCED && m.value > -INFINITE))
}

/// Is there nothing more to learn by searching deeper?
fn proven(moves: &[RootMove], best: i32, depth: u32, mode: RootMode) -> bool {
    let distance = |v: i32| (WIN - v.abs()) as u32;
    if moves.len() == 1 && mode == RootMode::BestOnly {
        return true;
    }
    // A win found at a depth beyond its length is the shortest one.
    if best > FORCED && depth > distance(best) {
        return true;
    }
    // Every move proven (all lose, or decided): the longest loss is known.
    moves
        .iter()
        .all(|m| m.exact && m.value.abs() > FORCED && depth > distance(m.value))
}
