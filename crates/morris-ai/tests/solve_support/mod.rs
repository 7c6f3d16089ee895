//! Helpers shared by the solver's integration tests.
#![allow(dead_code)]

use std::collections::HashMap;
use std::sync::OnceLock;

use morris_ai::solve::{self, SolveOptions, Table, Value};
use morris_core::{Color, Outcome, Position, Rules, catalog};

#[path = "../../src/solve/test_variants.rs"]
mod test_variants;
pub use test_variants::*;

/// Three Men's Morris where a mill wins and moves are allowed while placing.
pub fn three_lasker_mill_wins() -> Rules {
    variant_of(
        "three-mens-morris",
        "three-lasker",
        &[("move_in_placement: false", "move_in_placement: true")],
    )
}

/// A lopsided board with no symmetry but the identity: 8 points, 4 mills,
/// 4 pieces each, flying at 3, pieces in mills removable too.
pub fn lopsided() -> Rules {
    let text = r#"(
        name: "Lopsided",
        points: [
            (name: "a1", x: 0, y: 0), (name: "b1", x: 1, y: 0), (name: "c1", x: 2, y: 0), (name: "d1", x: 3, y: 0), (name: "e1", x: 4, y: 0),
            (name: "b2", x: 1, y: 1), (name: "c2", x: 2, y: 1), (name: "b3", x: 1, y: 2),
        ],
        lines: [["a1", "b1", "c1", "d1", "e1"], ["b1", "b2", "b3"], ["c1", "c2"], ["b2", "c2"]],
        pieces: 4,
        flying: At(pieces: 3, optional: false),
        removable: Any,
    )"#;
    Rules::from_source("lopsided", "<lopsided>", text).expect("test rules compile")
}

pub fn shipped(id: &str) -> Rules {
    catalog::shipped(id).expect("shipped variant")
}

/// An in-memory table, solved once per test binary and variant.
pub fn table(id: &str) -> &'static Table {
    static TABLES: OnceLock<std::sync::Mutex<HashMap<String, &'static Table>>> = OnceLock::new();
    let tables = TABLES.get_or_init(Default::default);
    let mut tables = tables.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(table) = tables.get(id) {
        return table;
    }
    let rules = match id {
        "three-removal-per-mill" => three_removal_per_mill(),
        "three-lasker-flying" => three_lasker_flying(),
        "three-lasker" => three_lasker_mill_wins(),
        "lopsided" => lopsided(),
        _ => shipped(id),
    };
    let table =
        solve::solve(&rules, &SolveOptions::default(), |_| {}).expect("small variants solve");
    let table: &'static Table = Box::leak(Box::new(table));
    tables.insert(id.to_string(), table);
    table
}

/// Positions reached by random playouts of random length from the start.
pub fn playout_positions(rules: &Rules, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng(seed);
    let longest = 6 * usize::from(rules.pieces()) + 30;
    (0..count)
        .map(|_| {
            let turns = rng.below(longest);
            random_playout(rules, &mut rng, turns)
        })
        .collect()
}

/// The position with its board turned by a permutation of the points.
pub fn turned(rules: &Rules, pos: &Position, perm: &[morris_core::Point]) -> Position {
    let map = |set: u64| {
        (0..rules.point_count())
            .filter(|&p| set >> p & 1 == 1)
            .fold(0u64, |acc, p| acc | 1 << perm[p].0)
    };
    let white = map(pos.pieces(Color::White).0);
    let black = map(pos.pieces(Color::Black).0);
    let text = format!(
        "{} {} {} {}",
        board_text(rules, white, black),
        pos.side_to_move().letter(),
        pos.in_hand(Color::White),
        pos.in_hand(Color::Black)
    );
    Position::from_text(rules, &text).expect("a turned position is a position")
}

/// The value a finished game has for its side to move.
pub fn value_of_outcome(outcome: Outcome, side: Color) -> Value {
    match outcome.winner {
        None => Value::Draw,
        Some(w) if w == side => Value::Win(0),
        Some(_) => Value::Loss(0),
    }
}
