//! `morris perft`: the core's counts, from the start, a position or moves.

use morris_core::{Game, Position, catalog, perft};

use super::morris;

fn core_perft(id: &str, moves: &[&str], depth: u32) -> u64 {
    let rules = std::sync::Arc::new(catalog::shipped(id).unwrap());
    let mut game = Game::new(rules.clone());
    for m in moves {
        game.play_text(m).unwrap();
    }
    perft(&rules, game.position(), depth)
}

#[test]
fn counts_match_the_core() {
    let run = morris(&["perft", "six-mens-morris", "3"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        format!("nodes {}\n", core_perft("six-mens-morris", &[], 3))
    );
    assert!(run.stderr.starts_with("time "), "{}", run.stderr);
}

#[test]
fn divide_lists_each_first_turn() {
    let run = morris(&["perft", "three-mens-morris", "2", "--divide"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    insta::assert_snapshot!(run.stdout);
    let (split, total) = run.stdout.split_once("\n\nnodes ").unwrap();
    let sum: u64 = split
        .lines()
        .map(|l| l.split_once(' ').unwrap().1.parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, core_perft("three-mens-morris", &[], 2));
    assert_eq!(total.trim(), sum.to_string());
}

#[test]
fn moves_accept_a_separate_removal() {
    let moves = ["a7", "a1", "d7", "d1", "g7xa1"];
    let run = morris(&[
        "perft",
        "nine-mens-morris",
        "2",
        "--moves",
        "a7 a1 d7 d1 g7 xa1",
        "--json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["nodes"], core_perft("nine-mens-morris", &moves, 2));
    assert_eq!(doc["depth"], 2);
    assert_eq!(doc["variant"], "nine-mens-morris");
    assert!(doc.get("divide").is_none());
    assert!(doc["seconds"].as_f64().unwrap() >= 0.0);
}

#[test]
fn from_a_position_string() {
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let text = "WWW.BB...B.W............ b 3 4 2 14";
    let expected = perft(&rules, &Position::from_text(&rules, text).unwrap(), 3);
    let run = morris(&[
        "perft",
        "nine-mens-morris",
        "3",
        "--position",
        text,
        "--divide",
        "--json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["nodes"], expected);
    assert_eq!(doc["position"], text);
    let split: u64 = doc["divide"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["nodes"].as_u64().unwrap())
        .sum();
    assert_eq!(split, expected);
}

#[test]
fn bad_starts_are_usage_errors() {
    let run = morris(&["perft", "nine-mens-morris", "2", "--moves", "d6 d6"]);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "morris: --moves: move 1... d6 (Black, line 1) cannot be played: d6 is not empty\n"
    );
    let run = morris(&["perft", "nine-mens-morris", "2", "--position", "WWW w 9 9"]);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "morris: --position \"WWW w 9 9\": the board has 3 points, this variant has 24\n"
    );
    let run = morris(&["perft", "morabaraba", "2", "--no-flying"]);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "morris: --no-flying: Morabaraba does not let a game switch flying off\n"
    );
}
