//! The static evaluation as integer features: each feature is the player to
//! move's count minus the opponent's, or a 0/1 flag, and the score is their
//! dot product with the weights of [`super::weights`]. Kept apart so that a
//! tuner (`examples/tune`) can fit the weights.
//!
//! ```
//! use morris_core::{catalog, Position};
//! use morris_ai::search::{features, weights};
//! let rules = catalog::shipped("nine-mens-morris").unwrap();
//! let start = Position::start(&rules);
//! let f = features::of(&rules, &start);
//! assert_eq!(features::dot(&f, &weights::weights_for(&rules)), 0);
//! ```

use morris_core::{Color, PointSet, Position, Rules};

/// How many features a phase has.
pub const BASE: usize = 15;
/// The phases that weigh the features apart: both sides placing or one of
/// them, both moving, and one or both flying (placement over).
pub const PHASES: usize = 3;
/// How many features there are: each base feature once per phase, zero
/// outside the position's own phase.
pub const COUNT: usize = BASE * PHASES;

/// A position's features, indexed by `phase * BASE +` the constants below.
pub type Features = [i32; COUNT];

/// Pieces on the board and in hand.
pub const PIECES: usize = 0;
/// Mills with three own pieces.
pub const CLOSED_MILLS: usize = 1;
/// Mills with two own pieces and the third point empty.
pub const OPEN_MILLS: usize = 2;
/// ... of which the owner can fill the gap with their next turn.
pub const CLOSABLE_MILLS: usize = 3;
/// Steps to an empty neighbour, for a player moving (not placing, not flying).
pub const MOVE_STEPS: usize = 4;
/// Pieces with no empty neighbour, for a player moving.
pub const MOVE_BLOCKED: usize = 5;
/// Steps while placing, times the phase weight 2..=5 (it grows as the hand
/// empties: the steps left then are the ones the movement phase starts with).
pub const PLACE_STEPS: usize = 6;
/// Blocked pieces while placing, times the phase weight and 8/5, rounded as the
/// first, hand-written evaluation rounded `(5 steps - 8 blocked) * phase / 5`.
pub const PLACE_BLOCKED: usize = 7;
/// Flags: exactly 1, 2 or 3 steps left near or in the movement phase, close
/// to losing by blockade (the opponent's next turn may take the last).
pub const FEW_STEPS_1: usize = 8;
pub const FEW_STEPS_2: usize = 9;
pub const FEW_STEPS_3: usize = 10;
/// Flag: the player to move can close a mill now.
pub const THREAT_TO_MOVE: usize = 11;
/// Flag: the opponent has two or more points where they could close a mill;
/// only one can be blocked.
pub const DOUBLE_THREAT: usize = 12;
/// Closed mills that can open and close again with the opponent unable to
/// step into the gap (no piece next to it, no flying, no hand): a removal
/// every second turn.
pub const REOPENABLE_MILLS: usize = 13;
/// ... of which the opening step closes another mill: a removal every turn.
pub const RUNNING_MILLS: usize = 14;

/// The base features' names, for printing weights.
pub const NAMES: [&str; BASE] = [
    "pieces",
    "closed_mills",
    "open_mills",
    "closable_mills",
    "move_steps",
    "move_blocked",
    "place_steps",
    "place_blocked",
    "few_steps_1",
    "few_steps_2",
    "few_steps_3",
    "threat_to_move",
    "double_threat",
    "reopenable_mills",
    "running_mills",
];

/// The phases' names, in the order of their blocks of [`BASE`] features.
pub const PHASE_NAMES: [&str; PHASES] = ["placing", "moving", "flying"];

/// The name of feature `i`, with its phase.
pub fn name(i: usize) -> String {
    format!("{}/{}", NAMES[i % BASE], PHASE_NAMES[i / BASE])
}

/// The unclamped score of `features` under `weights`.
pub fn dot(features: &Features, weights: &[i32; COUNT]) -> i32 {
    features.iter().zip(weights).map(|(f, w)| f * w).sum()
}

/// The features of a position that is not over, for the player to move.
pub fn of(rules: &Rules, pos: &Position) -> Features {
    let me = pos.side_to_move();
    let mine = side_counts(rules, pos, me);
    let theirs = side_counts(rules, pos, !me);
    let mut f = [0; COUNT];
    let block = &mut f[phase_of(rules, pos) * BASE..][..BASE];
    for ((f, a), b) in block.iter_mut().zip(mine.counts).zip(theirs.counts) {
        *f = a - b;
    }
    block[THREAT_TO_MOVE] = i32::from(mine.closable_points > 0);
    block[DOUBLE_THREAT] = i32::from(theirs.closable_points >= 2);
    f
}

/// Do `features` say the player to move can close a mill now, in any phase?
pub fn can_close_now(features: &Features) -> bool {
    (0..PHASES).any(|p| features[p * BASE + THREAT_TO_MOVE] != 0)
}

/// The phase whose weights score `pos`: 0 while either side places, 2 when
/// either flies, else 1.
pub fn phase_of(rules: &Rules, pos: &Position) -> usize {
    if pos.in_hand(Color::White) > 0 || pos.in_hand(Color::Black) > 0 {
        0
    } else if pos.can_fly(rules, Color::White) || pos.can_fly(rules, Color::Black) {
        2
    } else {
        1
    }
}

struct SideCounts {
    /// One side's share of the features (the flags' places stay 0).
    counts: [i32; BASE],
    /// Empty points where this side could close a mill with its next turn.
    closable_points: u32,
}

fn side_counts(rules: &Rules, pos: &Position, c: Color) -> SideCounts {
    let own = pos.pieces(c);
    let opp = pos.pieces(!c);
    let empty = pos.empty(rules);
    let placing = pos.in_hand(c) > 0;
    let flying = !placing && pos.can_fly(rules, c);
    let mut counts = [0; BASE];
    // Can the opponent fill a point left empty only from a neighbour?
    let opponent_steps = pos.in_hand(!c) == 0 && !pos.can_fly(rules, !c);
    counts[PIECES] = i32::from(pos.piece_count(c));

    // Under one-time mills, a mill on used points removes nothing: no threat.
    let used = pos.used_mill_points(c);
    let mut closable = PointSet::EMPTY;
    for &mill in rules.mills() {
        if !used.is_empty() && mill.is_subset(used) {
            continue;
        }
        let mine = (mill & own).len();
        if mine == 3 {
            counts[CLOSED_MILLS] += 1;
            if !placing && !flying && opponent_steps {
                let (reopenable, running) = reopening(rules, mill, own, opp, empty);
                counts[REOPENABLE_MILLS] += i32::from(reopenable);
                counts[RUNNING_MILLS] += i32::from(running);
            }
            continue;
        }
        let gap = mill & empty;
        if mine != 2 || gap.len() != 1 || !(mill & opp).is_empty() {
            continue;
        }
        counts[OPEN_MILLS] += 1;
        let Some(p) = gap.first_point() else { continue };
        let movers = own - mill;
        let reachable =
            placing || (flying && !movers.is_empty()) || !(rules.neighbours(p) & movers).is_empty();
        if reachable {
            counts[CLOSABLE_MILLS] += 1;
            closable.insert(p);
        }
    }

    if !flying {
        let mut steps = 0;
        let mut blocked = 0;
        for p in own {
            let n = (rules.neighbours(p) & empty).len() as i32;
            steps += n;
            blocked += i32::from(n == 0);
        }
        if placing {
            let total = i32::from(rules.pieces()).max(1);
            let phase = 2 + 3 * (total - i32::from(pos.in_hand(c))) / total;
            let scaled = steps * phase;
            counts[PLACE_STEPS] = scaled;
            counts[PLACE_BLOCKED] = scaled - (5 * scaled - 8 * blocked * phase) / 5;
        } else {
            counts[MOVE_STEPS] = steps;
            counts[MOVE_BLOCKED] = blocked;
        }
        if !own.is_empty() && pos.in_hand(c) <= 1 {
            match steps {
                1 => counts[FEW_STEPS_1] = 1,
                2 => counts[FEW_STEPS_2] = 1,
                3 => counts[FEW_STEPS_3] = 1,
                _ => {}
            }
        }
    }
    SideCounts {
        counts,
        closable_points: closable.len(),
    }
}

/// Can a piece of the closed `mill` step out to an empty point where no
/// opponent's piece can step into its place, so that stepping back closes the
/// mill again? And does some such step close another mill on the way?
fn reopening(
    rules: &Rules,
    mill: PointSet,
    own: PointSet,
    opp: PointSet,
    empty: PointSet,
) -> (bool, bool) {
    let mut reopenable = false;
    for p in mill {
        if !(rules.neighbours(p) & opp).is_empty() {
            continue;
        }
        for q in rules.neighbours(p) & empty {
            reopenable = true;
            let mut after = own;
            after.remove(p);
            after.insert(q);
            if rules.mills_closed_at(q, after) > 0 {
                return (true, true);
            }
        }
    }
    (reopenable, false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::catalog;

    /// The features of `text`, and the blocks (phases) where any is not zero.
    fn blocks(rules: &Rules, text: &str) -> Vec<usize> {
        let pos = Position::from_text(rules, text).unwrap();
        let f = of(rules, &pos);
        (0..PHASES)
            .filter(|p| f[p * BASE..][..BASE].iter().any(|&x| x != 0))
            .collect()
    }

    #[test]
    fn each_position_is_weighed_in_its_own_phase_only() {
        let rules = catalog::shipped("nine-mens-morris").unwrap();
        // White has a piece more, so the pieces feature is not zero.
        assert_eq!(blocks(&rules, "WW..B................... b 7 8"), [0]);
        assert_eq!(blocks(&rules, "WWWWB.BB..B............. b 0 0"), [1]);
        assert_eq!(blocks(&rules, "WWWWB.BB................ b 0 0"), [2]);
    }

    #[test]
    fn a_mill_to_close_is_seen_in_every_phase() {
        let rules = catalog::shipped("nine-mens-morris").unwrap();
        // White's a1 d1 wait for g1: placing, moving (g4 steps up), flying.
        for text in [
            "WW..B.B................. w 7 7",
            "WW.W..BB..BB..W......... w 0 0",
            "WW.W..BB..BB............ w 0 0",
        ] {
            let pos = Position::from_text(&rules, text).unwrap();
            assert!(can_close_now(&of(&rules, &pos)), "{text}");
        }
    }

    /// White's reopening features in the movement phase, White to move.
    fn reopening_of(rules: &Rules, board: &str) -> (i32, i32) {
        let pos = Position::from_text(rules, &format!("{board} w 0 0")).unwrap();
        let f = of(rules, &pos);
        (f[BASE + REOPENABLE_MILLS], f[BASE + RUNNING_MILLS])
    }

    #[test]
    fn mills_that_open_and_close_again_are_counted() {
        let rules = catalog::shipped("nine-mens-morris").unwrap();
        // White's a1 d1 g1, no black piece next to them: a1 can step to a4 and back.
        assert_eq!(reopening_of(&rules, "WWWB.......B.....BW...B."), (1, 0));
        // With e4 f4, g1 to g4 closes a second mill on the way: a running mill.
        assert_eq!(reopening_of(&rules, "WWWB.......BWW...B...BB."), (1, 1));
        // Black on a4 d2 g4 can step into any gap: nothing to count.
        assert_eq!(reopening_of(&rules, "WWW.B....B....B...W...B."), (0, 0));
    }
}
