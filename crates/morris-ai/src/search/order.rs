//! Move ordering: the table's move first, then mill-closing turns, turns that
//! block a mill of the opponent, killer turns, and the history heuristic.

use morris_core::{Feature, Move, MoveList, Point, PointSet, Position, Rules};

const TABLE_MOVE: i32 = 1 << 30;
const WINNING_MILL: i32 = 1 << 29;
const REMOVAL: i32 = 1 << 28;
const BLOCK: i32 = 1 << 27;
const KILLER: i32 = 1 << 26;
/// History counts are halved when one reaches this, so they stay below the killers.
const HISTORY_MAX: i32 = 1 << 24;

/// Counts of cut-offs by (from, to), a placement using `from` = 64.
#[derive(Debug, Clone)]
pub(crate) struct History(Vec<[i32; 64]>);

impl History {
    pub fn new() -> History {
        History(vec![[0; 64]; 65])
    }

    fn index(mv: Move) -> (usize, usize) {
        (
            mv.from().map_or(64, Point::index).min(64),
            mv.to().index().min(63),
        )
    }

    pub fn get(&self, mv: Move) -> i32 {
        let (f, t) = History::index(mv);
        self.0[f][t]
    }

    /// A turn caused a cut-off at `depth`.
    pub fn reward(&mut self, mv: Move, depth: i32) {
        let (f, t) = History::index(mv);
        let cell = &mut self.0[f][t];
        *cell += depth.clamp(1, 64).pow(2);
        if *cell >= HISTORY_MAX {
            for row in &mut self.0 {
                for v in row.iter_mut() {
                    *v /= 2;
                }
            }
        }
    }

    /// Keeps the ordering knowledge but weakens it, between searches.
    pub fn age(&mut self) {
        for row in &mut self.0 {
            for v in row.iter_mut() {
                *v /= 8;
            }
        }
    }
}

/// The empty points that would complete a mill of `owner` (two pieces there, third empty).
pub(crate) fn mill_gaps(rules: &Rules, pos: &Position, owner: morris_core::Color) -> PointSet {
    let own = pos.pieces(owner);
    let empty = pos.empty(rules);
    let mut gaps = PointSet::EMPTY;
    for &mill in rules.mills() {
        if (mill & own).len() == 2 {
            gaps |= mill & empty;
        }
    }
    gaps
}

/// Fills `scores[i]` with the ordering score of `list[i]` (higher first).
pub(crate) fn score_moves(
    rules: &Rules,
    pos: &Position,
    list: &MoveList,
    scores: &mut [i32],
    table_move: Option<Move>,
    killers: [Option<Move>; 2],
    history: &History,
) {
    let me = pos.side_to_move();
    let their_gaps = mill_gaps(rules, pos, !me);
    let mills_win = rules.uses(Feature::MillWins);
    let own = pos.pieces(me);
    for (mv, score) in list.iter().zip(scores.iter_mut()) {
        let mv = *mv;
        *score = if Some(mv) == table_move {
            TABLE_MOVE
        } else if mills_win && closes_mill(rules, own, mv) {
            WINNING_MILL
        } else if !mv.removed().is_empty() {
            // Prefer removing pieces that threaten a mill themselves.
            let threat = (mv.removed() & pos.pieces(!me)).any(|r| {
                rules
                    .mills_through(r)
                    .iter()
                    .any(|m| !(*m & their_gaps).is_empty())
            });
            REMOVAL + i32::from(threat) * (1 << 20) + history.get(mv)
        } else if their_gaps.contains(mv.to()) {
            BLOCK + history.get(mv)
        } else if killers.contains(&Some(mv)) {
            KILLER
        } else {
            history.get(mv)
        };
    }
}

fn closes_mill(rules: &Rules, own: PointSet, mv: Move) -> bool {
    let mut after = own;
    if let Some(from) = mv.from() {
        after.remove(from);
    }
    after.insert(mv.to());
    rules.mills_closed_at(mv.to(), after) > 0
}

/// Moves the best-scored turn of `i..` to `i`.
#[inline]
pub(crate) fn pick_next(list: &mut MoveList, scores: &mut [i32], i: usize) {
    let n = list.len().min(scores.len());
    let mut best = i;
    for j in i + 1..n {
        if scores[j] > scores[best] {
            best = j;
        }
    }
    if best != i {
        list.swap(i, best);
        scores.swap(i, best);
    }
}
