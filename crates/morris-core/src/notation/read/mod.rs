//! Reading move text: `d6` (place), `d6-d5` (slide or fly), `d6-d5xd1` (with a
//! removal), and under some rules `xd1` (a removal alone) and `pass`, with the
//! reason a text is refused. Writing it is [`crate::move_text`]'s.

mod parse_error;
mod why_illegal;

pub use parse_error::{Examples, IllegalReason, MoveParseError, RemovalReason};
use why_illegal::{illegal_text, why_illegal};

use crate::notation::write::{PASS, move_text};
use crate::point::{Point, PointSet};
use crate::position::Position;
use crate::position::moves::Move;
use crate::rules::Rules;

/// `d6-d5xd1` as `("d6-d5", ["d1"])`; a removal token `xd1` as `("", ["d1"])`.
/// The one place the removal mark is read: other mill programs write the
/// removal as a token of its own after the move (`d6-d5 xd1`).
pub fn split_removals(text: &str) -> (&str, Vec<&str>) {
    let mut parts = text.split(['x', 'X']);
    let step = parts.next().unwrap_or_default();
    (step, parts.collect())
}

/// Is `token` a removal given on its own (`xd1`)?
pub fn is_removal_token(token: &str) -> bool {
    token.starts_with(['x', 'X'])
}

/// The parts of a move text, resolved to points but not yet checked against a position.
struct Parts {
    from: Option<Point>,
    /// `None` for a turn without a step: a removal alone or a pass.
    to: Option<Point>,
    removed: Vec<Point>,
}

fn point(rules: &Rules, name: &str) -> Result<Point, MoveParseError> {
    rules
        .point_by_name(name)
        .ok_or_else(|| MoveParseError::UnknownPoint(name.to_string()))
}

fn split(rules: &Rules, text: &str) -> Result<Parts, MoveParseError> {
    let joined: String = text.split_whitespace().collect();
    if joined.is_empty() {
        return Err(MoveParseError::Empty);
    }
    let syntax = || MoveParseError::Syntax {
        text: text.trim().to_string(),
        examples: Box::new(Examples::of(rules)),
    };
    if joined.eq_ignore_ascii_case(PASS) && rules.point_by_name(PASS).is_none() {
        return Ok(Parts {
            from: None,
            to: None,
            removed: Vec::new(),
        });
    }
    let (step, removed) = split_removals(&joined);
    let step: Vec<&str> = step.split('-').collect();
    let (from, to) = match step.as_slice() {
        [""] if removed.len() == 1 => (None, None),
        [to] => (None, Some(*to)),
        [from, to] => (Some(*from), Some(*to)),
        _ => return Err(syntax()),
    };
    if from == Some("") || to == Some("") || removed.iter().any(|r| r.is_empty()) {
        return Err(syntax());
    }
    Ok(Parts {
        from: from.map(|name| point(rules, name)).transpose()?,
        to: to.map(|name| point(rules, name)).transpose()?,
        removed: removed
            .iter()
            .map(|name| point(rules, name))
            .collect::<Result<_, _>>()?,
    })
}

/// Reads a turn typed by a person or another program and finds the legal turn it
/// means, or says why there is none.
///
/// ```
/// use morris_core::{catalog, parse_move, Position};
/// let rules = catalog::shipped("nine-mens-morris").unwrap();
/// let pos = Position::start(&rules);
/// assert!(parse_move(&rules, &pos, "d6").is_ok());
/// assert_eq!(parse_move(&rules, &pos, "h9").unwrap_err().to_string(), "there is no point \"h9\" on this board");
/// ```
pub fn parse_move(rules: &Rules, pos: &Position, text: &str) -> Result<Move, MoveParseError> {
    let parts = split(rules, text)?;
    let legal = pos.legal_moves(rules);
    if legal.is_empty() {
        return Err(MoveParseError::GameOver);
    }
    let Some(to) = parts.to else {
        return stepless(rules, pos, &legal, parts.removed.first().copied());
    };
    if !legal[0].has_step() {
        let reason = if legal[0].is_pass() {
            IllegalReason::PassDue
        } else {
            IllegalReason::RemovalDue
        };
        let step = Move::new(parts.from, to, PointSet::EMPTY);
        return Err(MoveParseError::Illegal {
            step,
            reason,
            text: illegal_text(rules, pos, step, reason),
        });
    }
    let step = Move::new(parts.from, to, PointSet::EMPTY);
    let matching: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| m.with_removed(PointSet::EMPTY) == step)
        .collect();
    if matching.is_empty() {
        let reason = why_illegal(rules, pos, &parts);
        return Err(MoveParseError::Illegal {
            step,
            reason,
            text: illegal_text(rules, pos, step, reason),
        });
    }
    // Pieces taken without a mill are taken whether written or not.
    let forced = matching
        .iter()
        .fold(rules.all_points(), |acc, m| acc & m.removed());
    let removed: PointSet = parts.removed.iter().copied().collect::<PointSet>() | forced;
    if let Some(&mv) = matching.iter().find(|m| m.removed() == removed) {
        return Ok(mv);
    }
    let shown = move_text(rules, step);
    if parts.removed.is_empty() {
        let mut choices: Vec<String> = Vec::new();
        for m in &matching {
            let names: Vec<&str> = m.removed().map(|p| rules.point_name(p)).collect();
            choices.push(names.join("x"));
        }
        return Err(MoveParseError::RemovalMissing {
            mv: shown,
            step,
            choices,
        });
    }
    let bad = |reason: RemovalReason, text: String| MoveParseError::BadRemoval {
        step,
        removed,
        reason,
        text,
    };
    if matching.iter().all(|m| m.removed().is_empty()) {
        if reforms_used_mill(rules, pos, step) {
            return Err(bad(
                RemovalReason::UsedMill,
                format!("{shown} re-forms a mill already used, which cannot remove again"),
            ));
        }
        return Err(bad(
            RemovalReason::NoMill,
            format!("{shown} closes no mill, so nothing may be removed"),
        ));
    }
    let opp = pos.pieces(!pos.side_to_move());
    for r in &parts.removed {
        let name = rules.point_name(*r);
        if !opp.contains(*r) {
            return Err(bad(
                RemovalReason::NotOpponentPiece(*r),
                format!("{name} holds no piece of the opponent"),
            ));
        }
    }
    let want = matching[0].removed().len();
    if removed.len() != want {
        let pieces = |n: u32| {
            if n == 1 {
                "one piece".to_string()
            } else {
                format!("{n} pieces")
            }
        };
        return Err(bad(
            RemovalReason::WrongCount {
                expected: want,
                given: removed.len(),
            },
            format!(
                "{shown} removes {}, not {}",
                pieces(want),
                pieces(removed.len())
            ),
        ));
    }
    let names: Vec<&str> = parts.removed.iter().map(|p| rules.point_name(*p)).collect();
    Err(bad(
        RemovalReason::Protected,
        format!(
            "{} cannot be removed: it stands in a mill and the opponent has pieces outside mills",
            names.join(", ")
        ),
    ))
}

/// Does `step` close only mills its player has used already (`one_time_mills`)?
fn reforms_used_mill(rules: &Rules, pos: &Position, step: Move) -> bool {
    let (to, side) = (step.to(), pos.side_to_move());
    let mut own = pos.pieces(side);
    if let Some(from) = step.from() {
        own.remove(from);
    }
    own.insert(to);
    let used = pos.used_mill_points(side);
    let closed: Vec<&PointSet> = rules
        .mills_through(to)
        .iter()
        .filter(|m| m.is_subset(own))
        .collect();
    rules.mill_rules().one_time() && !closed.is_empty() && closed.iter().all(|m| m.is_subset(used))
}

/// A removal alone (`removed` is its point) or a pass (`None`): the legal one, or why not.
fn stepless(
    rules: &Rules,
    pos: &Position,
    legal: &[Move],
    removed: Option<Point>,
) -> Result<Move, MoveParseError> {
    let mv = removed.map_or(Move::pass(), Move::removal);
    if legal.contains(&mv) {
        return Ok(mv);
    }
    let reason = match removed {
        Some(p) if legal.iter().any(|m| !m.has_step() && !m.is_pass()) => {
            IllegalReason::NotRemovable(p)
        }
        _ => IllegalReason::NoStepless,
    };
    Err(MoveParseError::Illegal {
        step: mv,
        reason,
        text: illegal_text(rules, pos, mv, reason),
    })
}
