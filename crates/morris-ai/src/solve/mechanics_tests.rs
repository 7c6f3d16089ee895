//! The solver's bitboard rules against the core's `Position`, the referee.

use std::collections::HashSet;

use morris_core::{Color, Outcome, Position, Rules};
use morris_testkit::{Rng, random_playout, shipped, small_variants, variant_ids};

use super::mechanics::{Mechanics, State};
use super::value::Value;

/// Every variant the solver models (the others it refuses by name).
fn all_variants() -> Vec<Rules> {
    let mut rules: Vec<Rules> = variant_ids().into_iter().map(shipped).collect();
    rules.extend(small_variants());
    rules.retain(|r| r.special_rule().is_none());
    assert!(rules.len() >= 10, "the solver models most shipped variants");
    rules
}

fn value_of(outcome: Outcome, side: Color) -> Value {
    match outcome.winner {
        None => Value::Draw,
        Some(w) if w == side => Value::Win(0),
        Some(_) => Value::Loss(0),
    }
}

fn core_children(rules: &Rules, pos: &Position) -> HashSet<State> {
    pos.legal_moves(rules)
        .into_iter()
        .map(|mv| {
            let mut child = *pos;
            child.play_unchecked(rules, mv);
            State::of(&child)
        })
        .collect()
}

fn solver_children(mech: &Mechanics, s: &State) -> HashSet<State> {
    let mut children = HashSet::new();
    mech.for_each_child(s, |c| {
        children.insert(c);
    });
    children
}

fn sample_positions(rules: &Rules, seed: u64, count: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|i| {
            if i % 2 == 0 {
                let turns = rng.below(4 * usize::from(rules.pieces()) + 20);
                random_playout(rules, &mut rng, turns)
            } else {
                random_arrangement(rules, &mut rng)
            }
        })
        .collect()
}

/// A random arrangement (reachable or not) that the core accepts as a position.
fn random_arrangement(rules: &Rules, rng: &mut Rng) -> Position {
    let pieces = usize::from(rules.pieces());
    let n = rules.point_count();
    loop {
        let mut s = State {
            own: 0,
            opp: 0,
            own_hand: 0,
            opp_hand: 0,
        };
        s.own_hand = rng.below(pieces + 1) as u8;
        s.opp_hand = rng.below(pieces + 1) as u8;
        for (count, hand) in [(&mut s.own, s.own_hand), (&mut s.opp, s.opp_hand)] {
            let on_board = rng.below(pieces - usize::from(hand) + 1);
            for _ in 0..on_board {
                *count |= 1 << rng.below(n);
            }
        }
        s.opp &= !s.own;
        let side = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        if let Some(pos) = s.to_position(rules, side) {
            return pos;
        }
    }
}

#[test]
fn children_and_ends_match_the_core() {
    for rules in all_variants() {
        let mech = Mechanics::new(&rules);
        for pos in sample_positions(&rules, 11, 400) {
            let s = State::of(&pos);
            assert_eq!(
                solver_children(&mech, &s),
                core_children(&rules, &pos),
                "{}: {}",
                rules.id(),
                pos.to_text(&rules)
            );
            let expected = pos.outcome(&rules).map(|o| value_of(o, pos.side_to_move()));
            assert_eq!(
                mech.terminal(&s),
                expected,
                "{}: {}",
                rules.id(),
                pos.to_text(&rules)
            );
        }
    }
}

#[test]
fn slide_parents_are_exactly_the_positions_sliding_into_a_position() {
    for rules in all_variants() {
        let mech = Mechanics::new(&rules);
        for pos in sample_positions(&rules, 23, 300) {
            let s = State::of(&pos);
            // Every child in the swapped layer has `s` among its parents...
            let mut children = Vec::new();
            mech.for_each_child(&s, |c| children.push(c));
            for c in children.iter().filter(|c| c.key() == s.key().swapped()) {
                let mut parents = Vec::new();
                mech.for_each_slide_parent(c, |p| parents.push(p));
                assert!(
                    parents.contains(&s),
                    "{}: {} not a parent of its child",
                    rules.id(),
                    pos.to_text(&rules)
                );
            }
            // ...and every parent has `s` among its children in the swapped layer.
            let mut parents = Vec::new();
            mech.for_each_slide_parent(&s, |p| parents.push(p));
            for p in parents {
                assert_eq!(p.key(), s.key().swapped());
                let children = solver_children(&mech, &p);
                assert!(
                    children.contains(&s),
                    "{}: a parent of {} cannot reach it",
                    rules.id(),
                    pos.to_text(&rules)
                );
            }
        }
    }
}
