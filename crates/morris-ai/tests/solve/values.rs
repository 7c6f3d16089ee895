//! The solved values: consistent with every child, with the rules' ends, with
//! the board's symmetries, and equal to a plain solve through the core alone.

use std::collections::HashMap;

use morris_ai::solve::{self, Value};
use morris_core::{Color, Point, Position, Rules};
use morris_testkit::{
    Rng, board_text, lopsided, playout_positions, shipped, three_removal_per_mill, turned,
};

use super::{table, value_of_outcome};

/// Checks one covered position: a finished game has the rules' result, any
/// other the best of its children's values, one turn further.
fn check_position(id: &str, rules: &Rules, pos: &Position) {
    let table = table(id);
    let text = pos.to_text(rules);
    let value = table
        .probe(pos)
        .unwrap_or_else(|| panic!("{id}: {text} is reachable but not covered"));
    match pos.outcome(rules) {
        Some(outcome) => assert_eq!(
            value,
            value_of_outcome(outcome, pos.side_to_move()),
            "{id}: {text}"
        ),
        None => {
            let children = table
                .move_values(pos)
                .unwrap_or_else(|| panic!("{id}: a child of {text} is not covered"));
            let best = children
                .iter()
                .map(|&(_, v)| v)
                .max()
                .expect("a game not over has a move");
            assert_eq!(
                value, best,
                "{id}: {text} against its children {children:?}"
            );
        }
    }
}

fn check_variant(id: &str, samples: usize) {
    let rules = table(id).rules().clone();
    for pos in playout_positions(&rules, samples, 0x5eed ^ samples as u64) {
        check_position(id, &rules, &pos);
    }
}

/// The test variants small enough to check every position of.
const SMALL_VARIANTS: [&str; 5] = [
    "three-mens-morris",
    "three-removal-per-mill",
    "three-lasker-flying",
    "three-lasker",
    "lopsided",
];

#[test]
fn small_variants_values_are_the_best_of_their_children() {
    for id in SMALL_VARIANTS {
        check_variant(id, 3000);
    }
}

#[test]
fn five_mens_morris_values_are_the_best_of_their_children() {
    check_variant("five-mens-morris", 4000);
}

#[test]
fn six_mens_morris_values_are_the_best_of_their_children() {
    check_variant("six-mens-morris", 4000);
}

#[test]
fn every_arrangement_of_a_covered_layer_is_consistent() {
    // Positions no game reaches but the table stores: random boards with
    // random pieces in hand, where the table covers them.
    let id = "six-mens-morris";
    let rules = table(id).rules().clone();
    let mut rng = Rng::new(99);
    let mut checked = 0;
    while checked < 2000 {
        let (mut white, mut black) = (0u64, 0u64);
        let hands = [rng.below(7) as u8, rng.below(7) as u8];
        for _ in 0..rng.below(7 - usize::from(hands[0])) {
            white |= 1 << rng.below(16);
        }
        for _ in 0..rng.below(7 - usize::from(hands[1])) {
            black |= 1 << rng.below(16);
        }
        black &= !white;
        let side = if rng.below(2) == 0 { 'w' } else { 'b' };
        let text = format!(
            "{} {side} {} {}",
            board_text(&rules, white, black),
            hands[0],
            hands[1]
        );
        let pos = Position::from_text(&rules, &text).expect("a valid position string");
        if table(id).probe(&pos).is_some() && table(id).move_values(&pos).is_some() {
            check_position(id, &rules, &pos);
            checked += 1;
        }
    }
}

#[test]
fn symmetric_positions_have_the_same_value() {
    for id in [
        "three-mens-morris",
        "three-removal-per-mill",
        "five-mens-morris",
        "six-mens-morris",
    ] {
        let rules = table(id).rules().clone();
        let symmetries = solve::symmetries(&rules);
        for pos in playout_positions(&rules, 500, 7) {
            let value = table(id).probe(&pos);
            for perm in &symmetries {
                assert_eq!(
                    table(id).probe(&turned(&rules, &pos, perm)),
                    value,
                    "{id}: {}",
                    pos.to_text(&rules)
                );
            }
        }
    }
}

#[test]
fn symmetries_are_found_from_the_rules_and_keep_lines_and_mills() {
    for (id, expected) in [
        ("nine-mens-morris", 16),
        ("six-mens-morris", 16),
        ("five-mens-morris", 16),
        ("three-mens-morris", 8),
    ] {
        let rules = shipped(id);
        let symmetries = solve::symmetries(&rules);
        assert_eq!(symmetries.len(), expected, "{id}");
        let map = |perm: &[Point], set: u64| {
            (0..64)
                .filter(|&p| set >> p & 1 == 1)
                .fold(0u64, |a, p| a | 1 << perm[p].0)
        };
        for perm in &symmetries {
            for p in rules.points() {
                assert_eq!(
                    map(perm, rules.neighbours(p).0),
                    rules.neighbours(perm[p.index()]).0,
                    "{id}"
                );
            }
            for mill in rules.mills() {
                assert!(
                    rules.mills().iter().any(|m| m.0 == map(perm, mill.0)),
                    "{id}"
                );
            }
        }
    }
}

/// Key of a position for the reference solve: board, hands, side.
type Key = (u64, u64, u8, u8, Color);

fn key(pos: &Position) -> Key {
    (
        pos.pieces(Color::White).0,
        pos.pieces(Color::Black).0,
        pos.in_hand(Color::White),
        pos.in_hand(Color::Black),
        pos.side_to_move(),
    )
}

/// Every position reachable from the start, solved level by level with
/// nothing but the core's moves and outcomes.
fn reference_solve(rules: &Rules) -> HashMap<Key, (Position, Value)> {
    let start = Position::start(rules);
    let mut index: HashMap<Key, usize> = HashMap::from([(key(&start), 0)]);
    let mut positions = vec![start];
    let mut children: Vec<Vec<usize>> = Vec::new();
    let mut i = 0;
    while i < positions.len() {
        let pos = positions[i];
        let mut kids = Vec::new();
        if pos.outcome(rules).is_none() {
            for mv in pos.legal_moves(rules) {
                let mut child = pos;
                child.play_unchecked(rules, mv);
                let next = positions.len();
                let k = *index.entry(key(&child)).or_insert(next);
                if k == next {
                    positions.push(child);
                }
                kids.push(k);
            }
        }
        children.push(kids);
        i += 1;
    }
    let mut values: Vec<Option<Value>> = positions
        .iter()
        .map(|p| {
            p.outcome(rules)
                .map(|o| value_of_outcome(o, p.side_to_move()))
        })
        .collect();
    for level in 1u16.. {
        let mut settled = Vec::new();
        for (i, kids) in children.iter().enumerate() {
            if values[i].is_some() || kids.is_empty() {
                continue;
            }
            let kid_values: Vec<Option<Value>> = kids.iter().map(|&k| values[k]).collect();
            if kid_values.contains(&Some(Value::Loss(level - 1))) {
                settled.push((i, Value::Win(level)));
            } else if kid_values.iter().all(|v| matches!(v, Some(Value::Win(_))))
                && kid_values.contains(&Some(Value::Win(level - 1)))
            {
                settled.push((i, Value::Loss(level)));
            }
        }
        if settled.is_empty() {
            break;
        }
        for (i, v) in settled {
            values[i] = Some(v);
        }
    }
    positions
        .into_iter()
        .zip(values)
        .map(|(p, v)| (key(&p), (p, v.unwrap_or(Value::Draw))))
        .collect()
}

#[test]
fn small_variants_match_a_plain_solve_through_the_core() {
    for id in SMALL_VARIANTS {
        let table = table(id);
        let rules = table.rules();
        let reference = reference_solve(rules);
        assert!(
            reference.len() > 1000,
            "{id}: only {} positions",
            reference.len()
        );
        for (pos, value) in reference.values() {
            assert_eq!(
                table.probe(pos),
                Some(*value),
                "{id}: {}",
                pos.to_text(rules)
            );
        }
    }
}

#[test]
fn the_start_values_agree_with_the_best_first_turn() {
    for id in ["three-mens-morris", "five-mens-morris", "six-mens-morris"] {
        let table = table(id);
        let start = Position::start(table.rules());
        let (best, value) = table.best_move(&start).expect("the start has moves");
        assert_eq!(table.probe(&start), Some(value), "{id}");
        assert!(start.is_legal(table.rules(), best));
    }
}

/// The share of `pos`'s replies that lose for the player making them.
fn losing_share(table: &solve::Table, pos: &Position) -> f64 {
    let replies = table.move_values(pos).unwrap();
    let losing = replies
        .iter()
        .filter(|(_, v)| matches!(v, Value::Loss(_)))
        .count();
    losing as f64 / replies.len().max(1) as f64
}

#[test]
fn a_draw_is_played_where_the_opponent_can_go_wrong_and_a_win_as_the_best_move() {
    let table = table("five-mens-morris");
    let rules = table.rules();
    let (mut draws, mut differ) = (0, 0);
    for pos in playout_positions(rules, 400, 11) {
        let (Some(best), Some(played)) = (table.best_move(&pos), table.move_to_play(&pos)) else {
            continue;
        };
        assert_eq!(played.1, best.1, "{}", pos.to_text(rules));
        if best.1 != Value::Draw {
            assert_eq!(played, best, "{}", pos.to_text(rules));
            continue;
        }
        draws += 1;
        let after = |mv| {
            let mut child = pos;
            child.play_unchecked(rules, mv);
            losing_share(table, &child)
        };
        let most = table
            .move_values(&pos)
            .unwrap()
            .into_iter()
            .filter(|&(_, v)| v == Value::Draw)
            .map(|(mv, _)| after(mv))
            .fold(0.0, f64::max);
        assert!(after(played.0) >= most - 1e-6, "{}", pos.to_text(rules));
        differ += usize::from(played.0 != best.0);
    }
    // Enough drawn positions seen, and the choice matters in some of them.
    assert!(draws > 20 && differ > 0, "{draws} draws, {differ} differ");
}

#[test]
fn the_summary_counts_every_stored_position() {
    for id in [
        "three-mens-morris",
        "three-lasker-flying",
        "five-mens-morris",
    ] {
        let table = table(id);
        let summary = table.summary();
        assert_eq!(
            summary.wins + summary.losses + summary.draws,
            table.stored_positions(),
            "{id}"
        );
        let mut longest_seen = 0;
        for pos in playout_positions(table.rules(), 1000, 5) {
            if let Some(d) = table.probe(&pos).and_then(|v| v.distance()) {
                longest_seen = longest_seen.max(d);
            }
        }
        assert!(longest_seen <= summary.longest, "{id}");
        assert!(summary.wins > 0 && summary.losses > 0, "{id}");
    }
}

#[test]
fn a_lopsided_board_has_only_the_identity() {
    let rules = lopsided();
    let symmetries = solve::symmetries(&rules);
    assert_eq!(symmetries, vec![rules.points().collect::<Vec<Point>>()]);
    assert_eq!(table("lopsided").symmetry_count(), 1);
}

#[test]
fn progress_is_reported_up_to_every_layer() {
    let rules = three_removal_per_mill();
    let mut reports = Vec::new();
    let table = solve::solve(&rules, &solve::SolveOptions::default(), |e| {
        if let solve::SolveEvent::Progress {
            layers_done,
            layers_total,
            positions_done,
            positions_total,
        } = *e
        {
            reports.push((layers_done, layers_total, positions_done, positions_total));
        }
    })
    .unwrap();
    assert!(reports.len() > 1);
    assert!(
        reports
            .windows(2)
            .all(|w| w[0].0 < w[1].0 && w[0].2 < w[1].2)
    );
    let &(layers_done, layers_total, positions_done, positions_total) = reports.last().unwrap();
    assert_eq!(layers_done, layers_total);
    assert_eq!(positions_done, positions_total);
    assert_eq!(positions_total, table.stored_positions());
}
