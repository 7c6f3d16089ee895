//! Why a step the position does not allow is illegal, and the English words
//! for it; examples come from the position's own turns.

use super::{IllegalReason, Parts};
use crate::notation::write::move_text;
use crate::point::{Point, PointSet};
use crate::position::moves::Move;
use crate::position::{Phase, Position};
use crate::rules::Rules;

pub(super) fn why_illegal(rules: &Rules, pos: &Position, parts: &Parts) -> IllegalReason {
    let me = pos.side_to_move();
    let Some(to) = parts.to else {
        return IllegalReason::NoStepless;
    };
    if pos.piece_at(to).is_some() {
        return IllegalReason::Occupied(to);
    }
    if pos.marked().contains(to) {
        return IllegalReason::Marked(to);
    }
    if pos.in_hand(me) > 0 && rules.placement.closed_while_placing.contains(to) {
        return IllegalReason::ClosedWhilePlacing(to);
    }
    if parts.from.is_none() && pos.in_hand(me) > 0 {
        if rules.placement.no_placing.contains(to) {
            return IllegalReason::NoPlacing(to);
        }
        if !pos.placing_points(rules, rules.all_points()).contains(to) {
            return IllegalReason::OpeningPoints;
        }
    }
    let flies = |from| pos.can_fly(rules, me) || rules.movement.fly_from.contains(from);
    match parts.from {
        None if pos.in_hand(me) == 0 => IllegalReason::NothingInHand,
        Some(_) if pos.phase(rules) == Phase::Placement && !rules.move_in_placement() => {
            IllegalReason::MustPlaceFirst {
                in_hand: pos.in_hand(me),
            }
        }
        Some(from) if pos.piece_at(from) != Some(me) => IllegalReason::NotOwnPiece(from),
        Some(from) if !flies(from) && !rules.neighbours(from).contains(to) => {
            IllegalReason::NotAdjacent { from, to }
        }
        Some(from) if pos.banned_return() == Some((from, to)) => IllegalReason::MovingBackIntoMill,
        from => forbidden_line(rules, pos, from, to).unwrap_or(IllegalReason::NotPlayable),
    }
}

/// The rule against lines that a step to `to` breaks, if any.
fn forbidden_line(
    rules: &Rules,
    pos: &Position,
    from: Option<Point>,
    to: Point,
) -> Option<IllegalReason> {
    let own = pos.pieces(pos.side_to_move());
    let after = from.map_or(own, |f| own - f.bit()) | to.bit();
    if rules.step_allowed(from.is_none(), to, after) {
        None
    } else if rules.mills.longer_lines == crate::rules::mills::LongRuns::Forbidden
        && !rules.step_allowed(false, to, after)
    {
        Some(IllegalReason::LongerLine)
    } else {
        Some(IllegalReason::PlacingMill)
    }
}

/// The English words for an illegal step; examples come from the position's own moves.
pub(super) fn illegal_text(
    rules: &Rules,
    pos: &Position,
    step: Move,
    reason: IllegalReason,
) -> String {
    let me = pos.side_to_move();
    let name = |p: Point| rules.point_name(p);
    match reason {
        IllegalReason::Occupied(p) => format!("{} is not empty", name(p)),
        IllegalReason::NothingInHand => match pos.legal_moves(rules).first() {
            Some(&example) => format!(
                "{me} has no pieces left to place: move a piece, like {}",
                move_text(rules, example.with_removed(PointSet::EMPTY))
            ),
            None => format!("{me} has no pieces left to place"),
        },
        IllegalReason::MustPlaceFirst { in_hand } => {
            format!("{me} must place a piece first (pieces in hand: {in_hand})")
        }
        IllegalReason::NotOwnPiece(from) => format!("{} holds no piece of {me}", name(from)),
        IllegalReason::NotAdjacent { from, to } => {
            format!("{} is not next to {} along a line", name(to), name(from))
        }
        IllegalReason::Marked(p) => {
            format!("{} holds a marked piece until placement ends", name(p))
        }
        IllegalReason::ClosedWhilePlacing(p) => {
            format!("{} stays closed while {me} has pieces in hand", name(p))
        }
        IllegalReason::NoPlacing(p) => {
            format!(
                "no piece may be placed on {}: it is entered by moving",
                name(p)
            )
        }
        IllegalReason::OpeningPoints => format!(
            "the first piece of the game goes on {}",
            rules
                .placement
                .opening_points
                .map(name)
                .collect::<Vec<_>>()
                .join(" or ")
        ),
        IllegalReason::MovingBackIntoMill => {
            format!(
                "{me} may not close a mill by moving straight back where its last mill came from"
            )
        }
        IllegalReason::LongerLine => {
            let length = rules.mills().first().map_or(3, |m| m.len());
            format!("no turn may make more than {length} in a row")
        }
        IllegalReason::PlacingMill => "no placement may make a mill".to_string(),
        IllegalReason::RemovalDue => {
            format!(
                "{me} must remove a piece first: {}",
                legal_texts(rules, pos)
            )
        }
        IllegalReason::PassDue => format!("{me} cannot move and must pass"),
        IllegalReason::NotRemovable(p) => {
            format!(
                "{} cannot be removed now: {}",
                name(p),
                legal_texts(rules, pos)
            )
        }
        IllegalReason::NoStepless => match pos.legal_moves(rules).first() {
            Some(&example) if example.has_step() => format!(
                "no removal alone or pass is due: {me} places or moves, like {}",
                move_text(rules, example.with_removed(PointSet::EMPTY))
            ),
            _ => "no removal alone or pass is due".to_string(),
        },
        IllegalReason::NotPlayable => match step.from() {
            None => format!("{} cannot be played", name(step.to())),
            Some(from) => format!("{}-{} is not legal here", name(from), name(step.to())),
        },
    }
}

/// The legal turns, as text: the choices where only removals are due.
fn legal_texts(rules: &Rules, pos: &Position) -> String {
    let texts: Vec<String> = pos
        .legal_moves(rules)
        .iter()
        .map(|m| move_text(rules, *m))
        .collect();
    texts.join(", ")
}
