//! Reading move text: `d6` (place), `d6-d5` (slide or fly), `d6-d5xd1` (with a
//! removal), and under some rules `xd1` (a removal alone) and `pass`, with the
//! reason a text is refused. Writing it is [`crate::move_text`]'s.

use crate::notation::write::{PASS, move_text};
use crate::point::{Point, PointSet};
use crate::position::moves::Move;
use crate::position::{Phase, Position};
use crate::rules::Rules;

/// Why a move text was refused. Each case carries what a front end needs to
/// explain it in its own words; the English message is its `Display`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveParseError {
    #[error("empty move")]
    Empty,
    #[error("cannot read {text:?}: write {}", examples.describe())]
    Syntax {
        text: String,
        examples: Box<Examples>,
    },
    #[error("there is no point {0:?} on this board")]
    UnknownPoint(String),
    #[error("the game is over")]
    GameOver,
    /// No legal turn begins with this step.
    #[error("{text}")]
    Illegal {
        step: Move,
        reason: IllegalReason,
        text: String,
    },
    #[error("{mv} closes a mill: say which piece to remove ({})", choices.join(", "))]
    RemovalMissing {
        mv: String,
        step: Move,
        choices: Vec<String>,
    },
    /// The step is legal but the removals given are not.
    #[error("{text}")]
    BadRemoval {
        step: Move,
        removed: PointSet,
        reason: RemovalReason,
        text: String,
    },
}

/// Why a step (a placement or a move) is not legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// The target point holds a piece.
    Occupied(Point),
    /// A placement by a player with nothing left in hand.
    NothingInHand,
    /// A move while the rules still ask for placements.
    MustPlaceFirst { in_hand: u8 },
    /// The piece to move is not the player's own.
    NotOwnPiece(Point),
    /// A slide to a point that is not next to the piece.
    NotAdjacent { from: Point, to: Point },
    /// The target point holds a marked piece, taken while placing.
    Marked(Point),
    /// The target point is closed while the player has pieces in hand.
    ClosedWhilePlacing(Point),
    /// No piece is ever placed on the point (`no_placing`).
    NoPlacing(Point),
    /// The game's first placement must be on one of the `opening_points`.
    OpeningPoints,
    /// The move goes straight back where the piece closed a mill from, closing
    /// one again (`no_immediate_reforming`).
    MovingBackIntoMill,
    /// The turn would make a row longer than a mill (`longer_lines: Forbidden`).
    LongerLine,
    /// A placement would close a mill (`placing_mills: Forbidden`).
    PlacingMill,
    /// The player owes a removal (written alone, `xd1`) before anything else.
    RemovalDue,
    /// The player cannot move and must pass.
    PassDue,
    /// A removal alone of a piece that may not be removed now.
    NotRemovable(Point),
    /// A removal alone or a pass when neither is due.
    NoStepless,
    /// Any other reason (the game's state forbids it).
    NotPlayable,
}

/// Why the removals given with a legal step are not legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemovalReason {
    /// The step closes no mill.
    NoMill,
    /// The step closes only mills its player has used (`one_time_mills`).
    UsedMill,
    /// The point holds no piece of the opponent.
    NotOpponentPiece(Point),
    /// The step removes another number of pieces.
    WrongCount { expected: u32, given: u32 },
    /// The pieces stand in mills and others are free.
    Protected,
}

/// Example move texts on the board in play, for messages that show how to write a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Examples {
    pub placement: String,
    pub step: String,
    pub removal: String,
}

impl Examples {
    /// Examples from `rules`: a point with the most neighbours (the last such,
    /// which on the classic boards is a familiar one), a neighbour of it, and a third point.
    pub fn of(rules: &Rules) -> Examples {
        let first = rules.points().max_by_key(|&p| rules.neighbours(p).len());
        let name = |p: Option<Point>| p.map_or("a1", |p| rules.point_name(p)).to_string();
        let next = first.and_then(|p| rules.neighbours(p).first_point());
        let other = rules
            .points()
            .find(|&p| Some(p) != first && Some(p) != next);
        let (a, b, c) = (name(first), name(next), name(other));
        Examples {
            placement: a.clone(),
            step: format!("{a}-{b}"),
            removal: format!("{a}-{b}x{c}"),
        }
    }

    fn describe(&self) -> String {
        format!(
            "a placement like {}, a move like {}, and a removal like {}",
            self.placement, self.step, self.removal
        )
    }
}

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

fn why_illegal(rules: &Rules, pos: &Position, parts: &Parts) -> IllegalReason {
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
fn illegal_text(rules: &Rules, pos: &Position, step: Move, reason: IllegalReason) -> String {
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
