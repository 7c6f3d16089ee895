//! The evaluation where both sides fly: counts of patterns of points, not of
//! pieces. With three pieces each and flying, material and mobility say
//! nothing; who wins (the side to move, mostly, but not always) depends on
//! which lines each side holds and where they cross. The patterns are read
//! from the rules' mills and neighbours, so any board has them; the weights
//! are fitted to one game's exact table (`examples/tune --fit-patterns`), and
//! a game without a fitted set keeps the evaluation of [`super::features`].
//!
//! ```
//! use morris_core::{catalog, Position};
//! use morris_ai::search::patterns;
//! let rules = catalog::shipped("nine-mens-morris").unwrap();
//! let pos = Position::from_text(&rules, "WW.B......B.....B..W.... w 0 0").unwrap();
//! let counts = patterns::of(&rules, &pos);
//! // White, to move, holds two of a mill with its third point empty.
//! assert_eq!(counts[patterns::mill_index(2, 0)], 1);
//! ```

use std::sync::OnceLock;

use morris_core::{Color, Point, PointSet, Position, Rules, catalog};

/// The states of one mill: (own pieces, the opponent's) with at most three.
const MILL_STATES: usize = 10;
/// The states of the two points of a mill beside a point where it crosses
/// another: (own, the opponent's) with at most two.
const SIDE_STATES: usize = 6;
/// Unordered pairs of side states.
const SIDE_PAIRS: usize = SIDE_STATES * (SIDE_STATES + 1) / 2;
/// What the crossing point holds: empty, own, the opponent's.
const CROSSING_STATES: usize = 3;
/// Points by how many neighbours they have (0 to 4, more counted as 4).
const DEGREES: usize = 5;

// Where each kind of pattern starts: the mills first, then the crossings,
// the pieces by their points' neighbours, and last the turn (always 1: the
// side to move's edge).
const CROSSINGS_AT: usize = MILL_STATES;
const POINTS_AT: usize = CROSSINGS_AT + CROSSING_STATES * SIDE_PAIRS;
const TURN_AT: usize = POINTS_AT + 2 * DEGREES;
/// How many pattern counts a position has.
pub const COUNT: usize = TURN_AT + 1;

/// A position's pattern counts, for the player to move.
pub type Patterns = [i32; COUNT];

/// The index of a mill holding `own` and `theirs` pieces. On mills longer
/// than three points (a rules file may have them) the counts are clipped to
/// three: never fitted there, but never out of place.
pub fn mill_index(own: usize, theirs: usize) -> usize {
    let own = own.min(3);
    // Row `own` starts after the rows above it: 4 + 3 + ... states.
    [0, 4, 7, 9][own] + theirs.min(3 - own)
}

fn side_index(own: usize, theirs: usize) -> usize {
    let own = own.min(2);
    [0, 3, 5][own] + theirs.min(2 - own)
}

fn crossing_index(point: usize, a: usize, b: usize) -> usize {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    // Pairs (a, b) with a <= b, row by row: row a starts after rows of
    // SIDE_STATES, SIDE_STATES - 1, ... pairs.
    let pair = a * (2 * SIDE_STATES + 1 - a) / 2 + (b - a);
    CROSSINGS_AT + point * SIDE_PAIRS + pair
}

/// Where two mills cross at one point: the point, and the other two points
/// of each mill.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Crossing {
    point: Point,
    sides: [PointSet; 2],
}

/// The crossings of `rules`' mills.
fn crossings(rules: &Rules) -> Vec<Crossing> {
    let mills = rules.mills();
    let mut out = Vec::new();
    for (i, &m) in mills.iter().enumerate() {
        for &n in &mills[i + 1..] {
            let shared = m & n;
            if let (1, Some(point)) = (shared.len(), shared.first_point()) {
                out.push(Crossing {
                    point,
                    sides: [m - shared, n - shared],
                });
            }
        }
    }
    out
}

/// The pattern counts of `pos` for its player to move.
pub fn of(rules: &Rules, pos: &Position) -> Patterns {
    counts(rules, pos, &crossings(rules))
}

/// [`of`], with the rules' [`crossings`] found once.
fn counts(rules: &Rules, pos: &Position, crossings: &[Crossing]) -> Patterns {
    let me = pos.side_to_move();
    let own = pos.pieces(me);
    let theirs = pos.pieces(!me);
    let holds = |set: PointSet| ((set & own).len() as usize, (set & theirs).len() as usize);
    let mut counts = [0; COUNT];
    for &m in rules.mills() {
        let (a, b) = holds(m);
        counts[mill_index(a, b)] += 1;
    }
    for c in crossings {
        let point = if own.contains(c.point) {
            1
        } else if theirs.contains(c.point) {
            2
        } else {
            0
        };
        let (a, b) = holds(c.sides[0]);
        let (x, y) = holds(c.sides[1]);
        counts[crossing_index(point, side_index(a, b), side_index(x, y))] += 1;
    }
    for (set, offset) in [(own, 0), (theirs, DEGREES)] {
        for p in set {
            let degree = (rules.neighbours(p).len() as usize).min(DEGREES - 1);
            counts[POINTS_AT + offset + degree] += 1;
        }
    }
    counts[TURN_AT] = 1;
    counts
}

/// Do both sides fly with as many pieces each, placement over (three against
/// three, where the weights were fitted)? Then [`evaluate`] applies.
pub fn both_fly_evenly(rules: &Rules, pos: &Position) -> bool {
    pos.piece_count(Color::White) == pos.piece_count(Color::Black)
        && pos.in_hand(Color::White) == 0
        && pos.in_hand(Color::Black) == 0
        && pos.can_fly(rules, Color::White)
        && pos.can_fly(rules, Color::Black)
}

/// A game's weights, with the crossings of its mills.
#[derive(Debug, PartialEq)]
pub struct Fitted {
    pub weights: [i32; COUNT],
    crossings: Vec<Crossing>,
}

/// The score of `pos` for the player to move under `fitted` (the rules' own,
/// [`fitted_for`]), in hundredths of a piece.
pub fn evaluate(rules: &Rules, pos: &Position, fitted: &Fitted) -> i32 {
    let counts = counts(rules, pos, &fitted.crossings);
    counts.iter().zip(&fitted.weights).map(|(c, w)| c * w).sum()
}

/// Nine Men's Morris with both sides flying, fitted to the exact values of
/// its three-against-three sector (`docs/data/patterns-nine-mens-morris.txt`).
/// A row each: the mills; the crossings whose point is empty, own, the
/// opponent's; own and the opponent's pieces by their points' neighbours; the turn.
#[rustfmt::skip]
pub const NINE_MENS_MORRIS: [i32; COUNT] = [
    43, 331, -214, 110, -137, -40, 64, 443, -233, -56,
    96, 180, -469, -140, 77, 293, 314, -254, -81, 185, 86, 0, 684, -179, 6, -329, -152, 50, 11, 7, 0,
    -127, -155, 57, 633, -310, -128, 26, 6, 233, -136, -41, 0, 0, 0, 0, 0, 19, 0, -20, 0, 0,
    84, -158, 240, 68, 62, -7, 56, 0, -206, 16, -186, 0, 92, 0, -1, -1, 46, -37, 2, -1, 0,
    0, 0, 18, 24, 21, 0, 0, 28, 22, 14,
    21,
];

/// Morabaraba, fitted as [`NINE_MENS_MORRIS`] was
/// (`docs/data/patterns-morabaraba.txt`).
#[rustfmt::skip]
pub const MORABARABA: [i32; COUNT] = [
    106, 528, -675, 29, -396, 96, 67, 639, -75, 60,
    -15, -85, -288, 41, -35, 440, -96, -324, -32, -45, 93, 0, 872, -200, 19, 84, 40, 138, -64, 13, 0,
    126, 22, 31, 828, -18, 202, -28, 6, 475, -51, 93, 0, 0, 1, 6, 0, 59, 0, -7, 0, 0,
    -66, -167, -88, -2, -10, 21, -433, 0, -187, -13, -133, 0, -128, 0, -15, 9, 27, 13, 4, 11, 0,
    0, 0, 0, 35, 36, 0, 0, 0, 40, 31,
    23,
];

/// The sets fitted to one game each, by the shipped variant they were fitted on.
const FITTED: [(&str, [i32; COUNT]); 2] = [
    ("nine-mens-morris", NINE_MENS_MORRIS),
    ("morabaraba", MORABARABA),
];

/// The pattern weights fitted to `rules`' game, if it has a set.
pub fn fitted_for(rules: &Rules) -> Option<&'static Fitted> {
    static BY_FINGERPRINT: OnceLock<Vec<(u64, Fitted)>> = OnceLock::new();
    let fitted = BY_FINGERPRINT.get_or_init(|| {
        FITTED
            .iter()
            .filter_map(|(id, weights)| {
                let rules = catalog::shipped(id)?;
                let crossings = crossings(&rules);
                let weights = *weights;
                Some((rules.fingerprint(), Fitted { weights, crossings }))
            })
            .collect()
    });
    let fingerprint = rules.fingerprint();
    fitted
        .iter()
        .find(|(f, _)| *f == fingerprint)
        .map(|(_, fitted)| fitted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pattern_has_a_place_of_its_own() {
        let mut places = Vec::new();
        for own in 0..=3 {
            for theirs in 0..=3 - own {
                places.push(mill_index(own, theirs));
            }
        }
        let sides: Vec<usize> = (0..=2)
            .flat_map(|own| (0..=2 - own).map(move |theirs| side_index(own, theirs)))
            .collect();
        assert_eq!(sides, (0..SIDE_STATES).collect::<Vec<_>>());
        for point in 0..CROSSING_STATES {
            for a in 0..SIDE_STATES {
                for b in a..SIDE_STATES {
                    // Either order of the two mills is the same pattern.
                    assert_eq!(crossing_index(point, a, b), crossing_index(point, b, a));
                    places.push(crossing_index(point, a, b));
                }
            }
        }
        places.extend(POINTS_AT..COUNT);
        assert_eq!(places, (0..COUNT).collect::<Vec<_>>());
    }

    #[test]
    fn the_counts_see_both_sides_from_the_player_to_move() {
        let rules = catalog::shipped("nine-mens-morris").unwrap();
        // White a1 d1 (g1 empty) and one piece more; Black a4 b4 c4, a closed mill.
        let text = "WW.......BBB.....W......";
        let white = of(
            &rules,
            &Position::from_text(&rules, &format!("{text} w 0 0")).unwrap(),
        );
        let black = of(
            &rules,
            &Position::from_text(&rules, &format!("{text} b 0 0")).unwrap(),
        );
        assert_eq!((white[mill_index(2, 0)], white[mill_index(0, 3)]), (1, 1));
        assert_eq!((black[mill_index(0, 2)], black[mill_index(3, 0)]), (1, 1));
        // Every mill counted once; the sixteen of Nine Men's Morris.
        assert_eq!(white[..MILL_STATES].iter().sum::<i32>(), 16);
        assert!(both_fly_evenly(
            &rules,
            &Position::from_text(&rules, &format!("{text} w 0 0")).unwrap()
        ));
    }

    #[test]
    fn longer_mills_are_counted_without_a_panic() {
        // Marelle quadruple's mills are five points long.
        let rules = catalog::shipped("marelle-quadruple").unwrap();
        let mut pos = Position::start(&rules);
        let mut random = morris_core::SplitMix::new(3);
        for _ in 0..60 {
            let legal = pos.legal_moves(&rules);
            if legal.is_empty() || pos.outcome(&rules).is_some() {
                break;
            }
            pos.play_unchecked(&rules, legal[random.below(legal.len())]);
            let counts = of(&rules, &pos);
            let mills: i32 = counts[..MILL_STATES].iter().sum();
            assert_eq!(mills as usize, rules.mills().len());
        }
    }
}
