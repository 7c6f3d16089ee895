//! The mills a side could close with its next turn, found among core's legal
//! turns of that side.

use std::collections::BTreeMap;

use morris_core::{Color, Move, Point, PointSet, Position, Rules, Setup, SetupError};

use crate::turn_facts::{mill_pieces_after, mills_closed};

/// A mill that a side could close with its next turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Threat {
    /// The mill's points.
    pub mill: PointSet,
    /// The empty point the closing piece would go to.
    pub to: Point,
    /// The pieces that could move to `to` and close the mill; empty when
    /// only a piece from the hand can.
    pub movers: PointSet,
    /// Could a piece placed from the hand close it?
    pub by_placing: bool,
}

impl Threat {
    /// The mill's points in the order of a line of the board that holds them
    /// all, read from its left end, or its lower end when it stands upright
    /// (`a1`, `d1`, `g1`; `d5`, `d6`, `d7`); else in the board's point order.
    pub fn points(&self, rules: &Rules) -> Vec<Point> {
        mill_points(rules, self.mill)
    }

    /// A step that closes the mill, without the removal it may call for
    /// (which the player chooses): placing on `to` where a placement can,
    /// else moving the first of `movers` there.
    pub fn step(&self) -> Move {
        match (self.by_placing, self.movers.first_point()) {
            (false, Some(from)) => Move::slide(from, self.to),
            _ => Move::place(self.to),
        }
    }
}

/// The mills `side` could close with its next turn in `pos`, ordered by the
/// point the closing piece goes to, then by the mill; none when `side` has
/// no turn to play (the game is over, or it owes a removal).
///
/// When `side` is not to move, they are its threats in the same position
/// with `side` to move, which core builds from the position's [`Setup`];
/// that position is refused only if core refuses it ([`SetupError`]).
pub fn threats(rules: &Rules, pos: &Position, side: Color) -> Result<Vec<Threat>, SetupError> {
    let pos = with_side_to_move(rules, pos, side)?;
    // Turns that differ only in their removal close the same mill: one threat.
    let mut found: BTreeMap<(Point, u64), Threat> = BTreeMap::new();
    for mv in pos.legal_moves(rules) {
        if !mv.has_step() || mills_closed(rules, &pos, mv) == 0 {
            continue;
        }
        let own = mill_pieces_after(&pos, mv);
        // The mills core counts as closed: full, and counted (a run too
        // long for a mill, where the rules say so, is none).
        let counted = rules.in_mills(own);
        for &mill in rules.mills_through(mv.to()) {
            if !mill.is_subset(own) || !mill.is_subset(counted) {
                continue;
            }
            let threat = found.entry((mv.to(), mill.0)).or_insert(Threat {
                mill,
                to: mv.to(),
                movers: PointSet::EMPTY,
                by_placing: false,
            });
            match mv.from() {
                Some(from) => threat.movers.insert(from),
                None => threat.by_placing = true,
            }
        }
    }
    Ok(found.into_values().collect())
}

/// `pos` with `side` to move: the position itself, or the same setup with
/// the other side to move, checked by core.
fn with_side_to_move(rules: &Rules, pos: &Position, side: Color) -> Result<Position, SetupError> {
    if pos.side_to_move() == side {
        return Ok(*pos);
    }
    let mut setup = Setup::from(pos);
    setup.side = side;
    Position::from_setup(rules, &setup)
}

/// A mill's points in the order of a line of the board that holds them all,
/// read from its left end, or its lower end when it stands upright (`a1`,
/// `d1`, `g1`; `d5`, `d6`, `d7`); else in the board's point order.
pub fn mill_points(rules: &Rules, mill: PointSet) -> Vec<Point> {
    let Some(line) = rules
        .lines()
        .iter()
        .find(|line| mill.is_subset(line.iter().copied().collect()))
    else {
        return mill.collect();
    };
    let mut points: Vec<Point> = line.iter().copied().filter(|&p| mill.contains(p)).collect();
    if let (Some(&first), Some(&last)) = (points.first(), points.last())
        && rules.coords(last) < rules.coords(first)
    {
        points.reverse();
    }
    points
}
