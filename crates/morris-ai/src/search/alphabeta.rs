//! The recursive search: negamax with principal-variation windows, late-move
//! reductions and pruning, the transposition table, killer and history
//! ordering, and draws by repetition and by the no-removal count seen against
//! the game's history and the search path.

use std::sync::Arc;
use std::time::Duration;

use web_time::Instant;

use morris_core::{Move, MoveList, Position, Rules};

use super::eval::{evaluate, terminal};
use super::features::COUNT;
use super::limits::Limits;
use super::line::extend_line;
use super::order::{History, pick_next, score_moves};
use super::patterns;
use super::perfect::search_value;
use super::score::{INFINITE, WIN};
use super::tt::{Bound, Table};
use super::weights::weights_for;
use crate::Stop;
use crate::solve::{Table as SolvedTable, Value};

/// The deepest the search goes, in turns from the root.
pub(crate) const MAX_PLY: usize = 96;

/// How often (in nodes) the stop flag, node count and clock are read: a few
/// hundred nodes take well under a millisecond.
const POLL_EVERY: u64 = 256;

/// Buffers reused from search to search so that no node allocates.
#[derive(Debug)]
pub(crate) struct Buffers {
    /// Shared with the other threads of a search.
    pub tt: Arc<Table>,
    pub history: History,
    lists: Vec<MoveList>,
    scores: Vec<Vec<i32>>,
    killers: Vec<[Option<Move>; 2]>,
    /// `pv[ply]`: the best line found below the node at `ply` (triangular PV table).
    pv: Vec<Vec<Move>>,
}

impl Buffers {
    pub fn new(table_megabytes: usize) -> Buffers {
        Buffers::sharing(Arc::new(Table::new(table_megabytes)))
    }

    /// Buffers of their own around a table shared with other threads.
    pub fn sharing(tt: Arc<Table>) -> Buffers {
        Buffers {
            tt,
            history: History::new(),
            lists: (0..=MAX_PLY).map(|_| MoveList::new()).collect(),
            scores: (0..=MAX_PLY).map(|_| vec![0; 256]).collect(),
            killers: vec![[None; 2]; MAX_PLY + 1],
            pv: (0..=MAX_PLY + 1)
                .map(|_| Vec::with_capacity(MAX_PLY + 1))
                .collect(),
        }
    }
}

/// How much shallower the `index`-th turn of a node at `depth` is first
/// searched: late quiet turns rarely turn out best, and a reduced search is
/// enough to show it. Turns that remove, close, block or cut before are never reduced.
fn late_move_reduction(depth: i32, index: usize, quiet: bool) -> i32 {
    if !quiet || depth < 3 || index < 3 {
        return 0;
    }
    if depth >= 6 && index >= 8 { 2 } else { 1 }
}

/// How many turns of a node at `depth` are searched before late quiet turns
/// are left out altogether (shallow nodes only): ordering puts the turns that
/// matter first, and the rest rarely change a result that near the leaves.
fn late_move_limit(depth: i32) -> Option<usize> {
    (depth <= 3).then(|| 3 + (depth * depth) as usize)
}

/// One search in progress.
pub(crate) struct Searcher<'a> {
    pub rules: &'a Rules,
    /// The evaluation's weights for these rules, found once a search.
    weights: [i32; COUNT],
    /// Where both sides fly, the pattern weights fitted to these rules, if any.
    flying: Option<&'static patterns::Fitted>,
    pub buf: &'a mut Buffers,
    /// Hashes of the game's earlier positions, then of the search path.
    hashes: Vec<u64>,
    stop: &'a Stop,
    node_limit: u64,
    deadline: Option<Instant>,
    pub start: Instant,
    pub nodes: u64,
    pub stopped: bool,
    /// Exact values of the movement-phase sectors solved for these rules, if any.
    sectors: Option<&'a SolvedTable>,
    /// Leave out late quiet turns near the leaves ([`late_move_limit`])? Only
    /// when the best move alone matters: the scores of the others, which
    /// analysis shows and the weaker levels choose by, would suffer.
    pub prune_late_moves: bool,
}

impl<'a> Searcher<'a> {
    pub fn new(
        rules: &'a Rules,
        buf: &'a mut Buffers,
        history: Vec<u64>,
        limits: &Limits,
        stop: &'a Stop,
        sectors: Option<&'a SolvedTable>,
    ) -> Self {
        let start = Instant::now();
        let mut hashes = history;
        hashes.reserve(MAX_PLY + 1);
        Searcher {
            rules,
            weights: weights_for(rules),
            flying: patterns::fitted_for(rules),
            buf,
            hashes,
            stop,
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            deadline: limits.time.map(|t| start + t),
            start,
            nodes: 0,
            stopped: stop.is_stopped(),
            sectors,
            prune_late_moves: false,
        }
    }

    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    fn poll(&mut self) {
        if self.stop.is_stopped()
            || self.nodes >= self.node_limit
            || self.deadline.is_some_and(|d| Instant::now() >= d)
        {
            self.stopped = true;
        }
    }

    /// Is `pos` (reached inside the search) a draw by the no-removal count or by
    /// repeating a position of the game or of the path?
    fn drawn_by_history(&self, pos: &Position) -> bool {
        if self.rules.drawn_by_count(pos) {
            return true;
        }
        // Only positions since the last removal can repeat, and only those with
        // the same side to move: every second one back.
        let h = pos.hash();
        self.hashes
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .take(usize::from(pos.no_removal_turns()) / 2)
            .any(|&x| x == h)
    }

    /// Is the position after `mv` a draw in itself: a full board by the rules, a
    /// draw by the no-removal count or a repetition (and not won or lost first),
    /// or a draw in a solved sector's table?
    pub fn drawn_after(&mut self, pos: &Position, mv: Move) -> bool {
        let mut child = *pos;
        child.play_unchecked(self.rules, mv);
        if let Some(v) = terminal(self.rules, &child, 1) {
            return v == 0;
        }
        if self
            .sectors
            .and_then(|t| t.probe_movement(&child))
            .is_some_and(|v| v == Value::Draw)
        {
            return true;
        }
        self.hashes.push(pos.hash());
        let drawn = self.drawn_by_history(&child);
        self.hashes.pop();
        drawn
    }

    /// Searches the child after `mv` and returns its score for the mover.
    pub fn child_value(
        &mut self,
        pos: &Position,
        mv: Move,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let mut child = *pos;
        child.play_unchecked(self.rules, mv);
        self.hashes.push(pos.hash());
        // Rules that give the mover another turn leave the side to move unchanged.
        let v = if child.side_to_move() == pos.side_to_move() {
            self.negamax(&child, depth - 1, alpha, beta, ply + 1)
        } else {
            -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
        };
        self.hashes.pop();
        v
    }

    /// The score of `pos` for the player to move, `ply` turns below the root.
    /// Meaningless once `self.stopped` is set.
    pub fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
    ) -> i32 {
        self.nodes += 1;
        self.buf.pv[ply.min(MAX_PLY)].clear();
        if self.nodes.is_multiple_of(POLL_EVERY) {
            self.poll();
        }
        if self.stopped {
            return 0;
        }
        if self.drawn_by_history(pos) {
            // The position's own result comes first: a mill, blockade or reduction
            // that ends the game on the turn reaching the limit still decides it.
            return terminal(self.rules, pos, ply).unwrap_or(0);
        }
        // A solved sector knows the exact value and distance. Without tables
        // this is one test of a field; the lookup itself stays out of line.
        if self.sectors.is_some()
            && let Some(v) = self.probe_sectors(pos, ply)
        {
            return v;
        }
        // No result can be better than winning next turn or worse than losing now.
        let ply_i = ply as i32;
        alpha = alpha.max(-(WIN - ply_i));
        beta = beta.min(WIN - ply_i - 1);
        if alpha >= beta {
            return alpha;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return terminal(self.rules, pos, ply)
                .unwrap_or_else(|| evaluate(self.rules, pos, &self.weights, self.flying));
        }

        let key = pos.hash();
        let mut table_move = None;
        if let Some((entry, v)) = self.buf.tt.probe(key, ply) {
            table_move = entry.mv;
            if i32::from(entry.depth) >= depth {
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => v >= beta,
                    Bound::Upper => v <= alpha,
                };
                if usable {
                    return v;
                }
            }
        }

        pos.legal_moves_into(self.rules, &mut self.buf.lists[ply]);
        let n = self.buf.lists[ply].len();
        if n == 0 {
            return terminal(self.rules, pos, ply).unwrap_or_else(|| -(WIN - ply_i));
        }
        {
            let buf = &mut *self.buf;
            let killers = buf.killers[ply];
            if buf.scores[ply].len() < n {
                // Only for rules with unusually many turns: grows once, then reused.
                buf.scores[ply].resize(n, 0);
            }
            score_moves(
                self.rules,
                pos,
                &buf.lists[ply],
                &mut buf.scores[ply],
                table_move,
                killers,
                &buf.history,
            );
        }

        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_move = None;
        for i in 0..n {
            let buf = &mut *self.buf;
            pick_next(&mut buf.lists[ply], &mut buf.scores[ply], i);
            let mv = buf.lists[ply][i];
            let quiet = mv.removed().is_empty() && buf.scores[ply][i] < (1 << 26);
            // Late move pruning: the turns still to come are quiet too (they
            // come in order of score), and one that does not lose is known.
            if self.prune_late_moves
                && quiet
                && best > -(WIN - MAX_PLY as i32)
                && late_move_limit(depth).is_some_and(|l| i >= l)
            {
                break;
            }
            let v = if i == 0 {
                self.child_value(pos, mv, depth, alpha, beta, ply)
            } else {
                // A null window first: most later turns only need to be shown no
                // better. Late quiet turns are first searched less deep, and again
                // at full depth only if they look better.
                let reduction = late_move_reduction(depth, i, quiet);
                let mut v = alpha + 1;
                if reduction > 0 {
                    v = self.child_value(pos, mv, depth - reduction, alpha, alpha + 1, ply);
                }
                if v > alpha {
                    v = self.child_value(pos, mv, depth, alpha, alpha + 1, ply);
                }
                if v > alpha && v < beta {
                    self.child_value(pos, mv, depth, alpha, beta, ply)
                } else {
                    v
                }
            };
            if self.stopped {
                return 0;
            }
            if v > best {
                best = v;
                best_move = Some(mv);
                if v > alpha {
                    alpha = v;
                    self.extend_pv(ply, mv);
                    if v >= beta {
                        if quiet {
                            let killers = &mut self.buf.killers[ply];
                            if killers[0] != Some(mv) {
                                killers[1] = killers[0];
                                killers[0] = Some(mv);
                            }
                        }
                        self.buf.history.reward(mv, depth);
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.buf.tt.store(key, depth, bound, best, best_move, ply);
        best
    }

    /// The exact score of `pos` at `ply` from the sector tables, if they cover it.
    #[inline(never)]
    fn probe_sectors(&self, pos: &Position, ply: usize) -> Option<i32> {
        let value = self.sectors?.probe_movement(pos)?;
        Some(search_value(value, ply))
    }

    /// `pv[ply]` becomes `mv` followed by the line just found below it.
    fn extend_pv(&mut self, ply: usize, mv: Move) {
        if ply >= MAX_PLY {
            return;
        }
        let (head, tail) = self.buf.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    /// The line found below the root's child just searched.
    pub fn child_line(&self) -> &[Move] {
        &self.buf.pv[1]
    }

    /// The principal variation: `line`, then continued from the table (legal
    /// moves only, stopping at a repetition).
    pub fn principal_variation(&self, root: &Position, line: &[Move], max_len: usize) -> Vec<Move> {
        let mut pv = Vec::new();
        let mut pos = *root;
        let mut seen = vec![root.hash()];
        for &mv in line {
            if !pos.is_legal(self.rules, mv) {
                return pv;
            }
            pos.play_unchecked(self.rules, mv);
            pv.push(mv);
            seen.push(pos.hash());
        }
        extend_line(self.rules, &mut pv, &mut pos, &mut seen, max_len, |p| {
            if let Some((mv, _)) = self.sectors.and_then(|t| t.best_move(p)) {
                return Some(mv);
            }
            let mv = self.buf.tt.probe(p.hash(), 0)?.0.mv?;
            p.is_legal(self.rules, mv).then_some(mv)
        });
        pv
    }
}
