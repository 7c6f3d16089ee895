//! The solver's tests, in one binary so that each small variant is solved once
//! for all of them: the values ([`values`]), the table files ([`file`]), the
//! movement-phase sectors ([`sectors`]) and
//! whether a table can be had ([`availability`]).

mod availability;
mod file;
mod sectors;
mod values;

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use morris_ai::solve::{self, SolveOptions, Table, Value};
use morris_core::{Color, Outcome};
use morris_testkit::{
    lopsided, shipped, three_lasker_flying, three_lasker_mill_wins, three_removal_per_mill,
};

/// An in-memory table, solved once per test binary and variant.
fn table(id: &str) -> &'static Table {
    static TABLES: OnceLock<Mutex<HashMap<String, &'static Table>>> = OnceLock::new();
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

/// The value a finished game has for its side to move.
fn value_of_outcome(outcome: Outcome, side: Color) -> Value {
    match outcome.winner {
        None => Value::Draw,
        Some(w) if w == side => Value::Win(0),
        Some(_) => Value::Loss(0),
    }
}
