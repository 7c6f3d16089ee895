//! What the lessons of play ask, proved by the tactical search
//! ([`crate::tactics`]) against every defence to a horizon of a turn or
//! two, never judged by the heuristic engine; and quick sieves (can a side
//! gain at once, could it make a double threat) that pick the positions
//! worth proving.

use morris_core::{Color, Move, Point, Position, Rules, Setup};

use crate::tactics::{Aim, Prover, Tactic};
use crate::turn_facts::{mill_pieces_after, mills_closed, outcome};

/// `pos` after `mv`.
pub(crate) fn after(rules: &Rules, pos: &Position, mv: Move) -> Position {
    let mut after = *pos;
    after.play_unchecked(rules, mv);
    after
}

/// Does the turn `mv` of the side to move gain: take an opponent piece, or
/// win the game at once?
pub(crate) fn gains(rules: &Rules, pos: &Position, mv: Move) -> bool {
    let me = pos.side_to_move();
    !mv.removed().is_empty()
        || outcome(rules, &after(rules, pos, mv)).is_some_and(|o| o.winner == Some(me))
}

/// Can the side to move gain with this turn?
pub(crate) fn can_gain(rules: &Rules, pos: &Position) -> bool {
    pos.legal_moves(rules)
        .iter()
        .any(|&mv| gains(rules, pos, mv))
}

/// Positions the tactical search may look at for one question: far more
/// than a question of two turns needs, so that the answer is always known.
const BUDGET: u64 = 200_000;

/// Can `attacker` force `aim`, counted from `pos`, within its next `turns`
/// turns whatever the other side plays? `None` when the search cannot tell
/// within its budget: the lesson then claims nothing.
fn forced(rules: &Rules, pos: &Position, attacker: Color, aim: Aim, turns: u8) -> Option<bool> {
    let tactic = Tactic::new(pos, attacker, aim);
    Prover::new(rules, BUDGET).forced(&tactic, pos, turns).ok()
}

/// Can `attacker` win a piece (or the game) by force within its next
/// `turns` turns? `None` when the search cannot tell.
pub(crate) fn forces_gain(
    rules: &Rules,
    pos: &Position,
    attacker: Color,
    turns: u8,
) -> Option<bool> {
    forced(rules, pos, attacker, Aim::Gain(1), turns)
}

/// Is `mv` a running mill's turn: a piece leaves a mill it stood in (whose
/// other pieces stay) and closes another that wins a piece, and whatever
/// the opponent replies, the mover wins another with its next turn (two
/// pieces ahead of where it started)?
pub(crate) fn runs_mill(rules: &Rules, pos: &Position, mv: Move) -> bool {
    let me = pos.side_to_move();
    let tactic = Tactic::new(pos, me, Aim::Gain(2));
    let own = mill_pieces_after(pos, mv);
    let opens = |from: Point| {
        rules
            .mills_through(from)
            .iter()
            .any(|&mill| !mill.contains(mv.to()) && (mill - from.bit()).is_subset(own))
    };
    mv.from().is_some_and(opens)
        && mills_closed(rules, pos, mv) > 0
        && gains(rules, pos, mv)
        && Prover::new(rules, BUDGET)
            .forced(&tactic, &after(rules, pos, mv), 1)
            .is_ok_and(|forced| forced)
}

/// Does `mv`, which takes nothing, win the game by leaving the opponent
/// no legal turn, at once or with the mover's next turn whatever it plays?
pub(crate) fn blocks(rules: &Rules, pos: &Position, mv: Move) -> bool {
    let me = pos.side_to_move();
    mv.removed().is_empty()
        && forced(rules, &after(rules, pos, mv), me, Aim::Block, 1) == Some(true)
}

/// Does `mv`, a flight, leave the opponent no turn that wins a piece?
pub(crate) fn flies_to_safety(rules: &Rules, pos: &Position, mv: Move) -> bool {
    let me = pos.side_to_move();
    let flight = mv
        .from()
        .is_some_and(|from| !rules.neighbours(from).contains(mv.to()));
    let next = after(rules, pos, mv);
    pos.can_fly(rules, me)
        && flight
        && outcome(rules, &next).is_none()
        && forces_gain(rules, &next, !me, 1) == Some(false)
}

/// Does `mv` leave the opponent no piece it can win by force within its
/// next two turns (no double threat it can make)?
pub(crate) fn stops_double_threat(rules: &Rules, pos: &Position, mv: Move) -> bool {
    let me = pos.side_to_move();
    let next = after(rules, pos, mv);
    outcome(rules, &next).is_none() && forces_gain(rules, &next, !me, 2) == Some(false)
}

/// Could the opponent of the side to move gain at once, were it its turn?
pub(crate) fn opponent_threatens(rules: &Rules, pos: &Position) -> bool {
    with_side(rules, pos, !pos.side_to_move()).is_some_and(|theirs| can_gain(rules, &theirs))
}

/// Could the opponent of the side to move, were it its turn, play a turn
/// that gains nothing and after which it has two or more ways to gain (at
/// two points)? A quick sieve before the search that proves it.
pub(crate) fn opponent_has_a_fork(rules: &Rules, pos: &Position) -> bool {
    let Some(theirs) = with_side(rules, pos, !pos.side_to_move()) else {
        return false;
    };
    let them = theirs.side_to_move();
    theirs.legal_moves(rules).iter().any(|&mv| {
        if gains(rules, &theirs, mv) {
            return false;
        }
        let next = after(rules, &theirs, mv);
        let Some(again) = with_side(rules, &next, them) else {
            return false;
        };
        let mut points = morris_core::PointSet::EMPTY;
        for m in again.legal_moves(rules) {
            if m.has_step() && gains(rules, &again, m) {
                points.insert(m.to());
            }
        }
        points.len() >= 2
    })
}

/// `pos` with `side` to move, as core builds it from the position's setup.
fn with_side(rules: &Rules, pos: &Position, side: Color) -> Option<Position> {
    if pos.side_to_move() == side {
        return Some(*pos);
    }
    let mut setup = Setup::from(pos);
    setup.side = side;
    Position::from_setup(rules, &setup).ok()
}
