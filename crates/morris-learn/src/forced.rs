//! What a side can force, checked against every defence to a horizon of a
//! turn or two: the strategy steps of a lesson ask for turns whose worth is
//! proved this way, never judged by the heuristic engine. A side that plays
//! again (a mill that gives another turn) is followed by the side to move,
//! never by counting plies.

use morris_core::{Color, Move, Position, Rules, Setup};

use crate::turn_facts::{mills_closed, outcome};

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

/// Can `attacker` gain within its next `turns` turns, whatever the other
/// side plays? The game ending in `attacker`'s favour counts as a gain.
pub(crate) fn forces_gain(rules: &Rules, pos: &Position, attacker: Color, turns: u32) -> bool {
    if let Some(o) = outcome(rules, pos) {
        return o.winner == Some(attacker);
    }
    if turns == 0 {
        return false;
    }
    if pos.side_to_move() != attacker {
        return every_defence(rules, pos, attacker, &|p| {
            forces_gain(rules, p, attacker, turns)
        });
    }
    let moves = pos.legal_moves(rules);
    moves.iter().any(|&mv| gains(rules, pos, mv))
        || (turns > 1
            && moves
                .iter()
                .any(|&mv| forces_gain(rules, &after(rules, pos, mv), attacker, turns - 1)))
}

/// Does `then` hold wherever the turns of `me`'s opponent, to move in
/// `pos`, can lead: back to `me`, or to the end of the game?
fn every_defence(
    rules: &Rules,
    pos: &Position,
    me: Color,
    then: &dyn Fn(&Position) -> bool,
) -> bool {
    let moves = pos.legal_moves(rules);
    !moves.is_empty()
        && moves.iter().all(|&mv| {
            let next = after(rules, pos, mv);
            match outcome(rules, &next).is_some() || next.side_to_move() == me {
                true => then(&next),
                false => every_defence(rules, &next, me, then),
            }
        })
}

/// Is `mv` a running mill's turn: a piece moves and closes a mill that
/// gains, and whatever the opponent replies, the same piece closes a mill
/// that gains again with the next turn?
pub(crate) fn runs_mill(rules: &Rules, pos: &Position, mv: Move) -> bool {
    let me = pos.side_to_move();
    let closes = |p: &Position, m: Move| mills_closed(rules, p, m) > 0 && gains(rules, p, m);
    if mv.from().is_none() || !closes(pos, mv) {
        return false;
    }
    let next = after(rules, pos, mv);
    outcome(rules, &next).is_none()
        && every_defence(rules, &next, me, &|back| {
            outcome(rules, back).is_none()
                && back
                    .legal_moves(rules)
                    .iter()
                    .any(|&m| m.from() == Some(mv.to()) && closes(back, m))
        })
}

/// Is the side to move in `pos` left without a piece to move (having none
/// to place), or has the game ended because it is?
pub(crate) fn blocked(rules: &Rules, pos: &Position) -> bool {
    let me = pos.side_to_move();
    if let Some(o) = outcome(rules, pos) {
        return o.reason == morris_core::EndReason::Blocked;
    }
    pos.in_hand(me) == 0
        && !pos
            .legal_moves(rules)
            .iter()
            .any(|m| m.has_step() && m.from().is_some())
}

/// Does `mv`, which takes nothing, leave the opponent without a piece to
/// move, at once or, whatever they reply, after a quiet turn more?
pub(crate) fn blocks(rules: &Rules, pos: &Position, mv: Move) -> bool {
    let me = pos.side_to_move();
    let quiet_block = |p: &Position, m: Move| {
        m.removed().is_empty() && {
            let next = after(rules, p, m);
            next.side_to_move() == !me && blocked(rules, &next)
        }
    };
    if quiet_block(pos, mv) {
        return true;
    }
    let next = after(rules, pos, mv);
    mv.removed().is_empty()
        && next.side_to_move() == !me
        && outcome(rules, &next).is_none()
        && every_defence(rules, &next, me, &|back| {
            outcome(rules, back).is_none()
                && back
                    .legal_moves(rules)
                    .iter()
                    .any(|&m| quiet_block(back, m))
        })
}

/// Does `mv`, a flight, leave the opponent no turn that gains?
pub(crate) fn flies_to_safety(rules: &Rules, pos: &Position, mv: Move) -> bool {
    let me = pos.side_to_move();
    let flight = mv
        .from()
        .is_some_and(|from| !rules.neighbours(from).contains(mv.to()));
    let next = after(rules, pos, mv);
    pos.can_fly(rules, me)
        && flight
        && outcome(rules, &next).is_none()
        && !forces_gain(rules, &next, !me, 1)
}

/// Does `mv` leave the opponent no gain it can force within its next two
/// turns (no double threat it can make)?
pub(crate) fn stops_double_threat(rules: &Rules, pos: &Position, mv: Move) -> bool {
    let me = pos.side_to_move();
    let next = after(rules, pos, mv);
    outcome(rules, &next).is_none() && !forces_gain(rules, &next, !me, 2)
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
