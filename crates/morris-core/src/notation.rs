//! Move text: `d6` (place), `d6-d5` (slide or fly), `d6-d5xd1` (with a removal).

use std::fmt::Write;

use crate::moves::Move;
use crate::point::{Point, PointSet};
use crate::position::{Phase, Position};
use crate::rules::Rules;

/// The text of a turn, e.g. `d6-d5xd1`.
pub fn move_text(rules: &Rules, mv: Move) -> String {
    let mut s = String::new();
    if let Some(from) = mv.from() {
        let _ = write!(s, "{}-", rules.point_name(from));
    }
    s.push_str(rules.point_name(mv.to()));
    for r in mv.removed() {
        let _ = write!(s, "x{}", rules.point_name(r));
    }
    s
}

/// Why a move text was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveParseError {
    #[error("empty move")]
    Empty,
    #[error(
        "cannot read {0:?}: write a placement like d6, a move like d6-d5, and a removal like d6-d5xd1"
    )]
    Syntax(String),
    #[error("there is no point {0:?} on this board")]
    UnknownPoint(String),
    #[error("the game is over")]
    GameOver,
    #[error("{0}")]
    Illegal(String),
    #[error("{mv} closes a mill: say which piece to remove ({})", choices.join(", "))]
    RemovalMissing { mv: String, choices: Vec<String> },
    #[error("{0}")]
    BadRemoval(String),
}

/// The parts of a move text, resolved to points but not yet checked against a position.
struct Parts {
    from: Option<Point>,
    to: Point,
    removed: Vec<Point>,
}

fn point(rules: &Rules, name: &str) -> Result<Point, MoveParseError> {
    rules
        .point_by_name(name)
        .ok_or_else(|| MoveParseError::UnknownPoint(name.to_string()))
}

fn split(rules: &Rules, text: &str) -> Result<Parts, MoveParseError> {
    // Other mill programs write the removal as a separate token: `d6-d5 xd1`.
    let joined: String = text.split_whitespace().collect();
    if joined.is_empty() {
        return Err(MoveParseError::Empty);
    }
    let syntax = || MoveParseError::Syntax(text.trim().to_string());
    let mut tokens = joined.split(['x', 'X']);
    let step: Vec<&str> = tokens.next().unwrap_or_default().split('-').collect();
    let removed: Vec<&str> = tokens.collect();
    let (from, to) = match step.as_slice() {
        [to] => (None, *to),
        [from, to] => (Some(*from), *to),
        _ => return Err(syntax()),
    };
    if from == Some("") || to.is_empty() || removed.iter().any(|r| r.is_empty()) {
        return Err(syntax());
    }
    Ok(Parts {
        from: from.map(|name| point(rules, name)).transpose()?,
        to: point(rules, to)?,
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
    let step = Move::new(parts.from, parts.to, PointSet::EMPTY);
    let matching: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| m.with_removed(PointSet::EMPTY) == step)
        .collect();
    if matching.is_empty() {
        return Err(MoveParseError::Illegal(why_illegal(rules, pos, &parts)));
    }
    let removed: PointSet = parts.removed.iter().copied().collect();
    if let Some(&mv) = matching.iter().find(|m| m.removed() == removed) {
        return Ok(mv);
    }
    let shown = move_text(rules, step);
    if removed.is_empty() {
        let mut choices: Vec<String> = Vec::new();
        for m in &matching {
            let names: Vec<&str> = m.removed().map(|p| rules.point_name(p)).collect();
            choices.push(names.join("x"));
        }
        return Err(MoveParseError::RemovalMissing { mv: shown, choices });
    }
    if matching.iter().all(|m| m.removed().is_empty()) {
        return Err(MoveParseError::BadRemoval(format!(
            "{shown} closes no mill, so nothing may be removed"
        )));
    }
    let opp = pos.pieces(!pos.side_to_move());
    for r in &parts.removed {
        let name = rules.point_name(*r);
        if !opp.contains(*r) {
            return Err(MoveParseError::BadRemoval(format!(
                "{name} holds no piece of the opponent"
            )));
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
        return Err(MoveParseError::BadRemoval(format!(
            "{shown} removes {}, not {}",
            pieces(want),
            pieces(removed.len())
        )));
    }
    Err(MoveParseError::BadRemoval(format!(
        "{} cannot be removed: it stands in a mill and the opponent has pieces outside mills",
        parts
            .removed
            .iter()
            .map(|p| rules.point_name(*p))
            .collect::<Vec<_>>()
            .join(", ")
    )))
}

fn why_illegal(rules: &Rules, pos: &Position, parts: &Parts) -> String {
    let me = pos.side_to_move();
    let to = rules.point_name(parts.to);
    if pos.piece_at(parts.to).is_some() {
        return format!("{to} is not empty");
    }
    match parts.from {
        None if pos.in_hand(me) == 0 => {
            format!("{me} has no pieces left to place: move a piece, like a1-a4")
        }
        None => format!("{to} cannot be played"),
        Some(_) if pos.phase(rules) == Phase::Placement && !rules.move_in_placement() => {
            format!(
                "{me} must place a piece first (pieces in hand: {})",
                pos.in_hand(me)
            )
        }
        Some(from) if pos.piece_at(from) != Some(me) => {
            format!("{} holds no piece of {me}", rules.point_name(from))
        }
        Some(from) if !pos.can_fly(rules, me) && !rules.neighbours(from).contains(parts.to) => {
            format!(
                "{to} is not next to {} along a line",
                rules.point_name(from)
            )
        }
        Some(from) => format!("{}-{to} is not legal here", rules.point_name(from)),
    }
}
