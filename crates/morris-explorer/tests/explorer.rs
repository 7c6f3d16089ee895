//! The explorer's counts against counts made here from the same games.

use std::collections::HashMap;
use std::sync::Arc;

use morris_core::record::{Tags, write_record};
use morris_core::{catalog, move_text};
use morris_explorer::Explorer;
use morris_testkit::{Rng, random_game};

#[test]
fn the_first_moves_results_and_ratings_are_counted_as_the_games_say() {
    let rules = Arc::new(catalog::shipped("nine-mens-morris").unwrap());
    let mut rng = Rng::new(7);
    let mut text = String::new();
    // first move → (games, white wins, draws, black wins, sum of white's rating)
    let mut expected: HashMap<String, (u64, u64, u64, u64, f64)> = HashMap::new();
    for i in 0..300 {
        let game = random_game(&rules, &mut rng, 6 + i % 5);
        let result = ["1-0", "0-1", "1/2-1/2", "*"][i % 4];
        let white_rating = 1200.0 + (i as f64) * 3.0;
        let tags = Tags::new()
            .with("Variant", "nine-mens-morris")
            .with("Result", result)
            .with("WhiteRating", format!("{white_rating:.0}"))
            .with("BlackRating", "1500?");
        text.push_str(&write_record(&game, &tags));
        text.push('\n');
        let first = move_text(&rules, game.moves()[0]);
        let entry = expected.entry(first).or_default();
        entry.0 += 1;
        match result {
            "1-0" => entry.1 += 1,
            "1/2-1/2" => entry.2 += 1,
            "0-1" => entry.3 += 1,
            _ => {}
        }
        entry.4 += white_rating;
    }
    // A game of another variant and a broken record are left out, and said.
    text.push_str("[Variant \"three-mens-morris\"]\n\n1. a1 *\n\n[Variant \"nine-mens-morris\"]\n\n1. zz9 *\n");

    let explorer = Explorer::from_records(Arc::clone(&rules), &text, catalog::resolve);
    assert_eq!(explorer.games(), 300);
    assert_eq!(explorer.skipped().len(), 2);
    assert_eq!(explorer.skipped()[0].record, 301);
    let start = explorer.new_game();
    let moves = explorer.moves_at(start.position());
    assert_eq!(moves.len(), expected.len());
    assert!(
        moves.windows(2).all(|w| w[0].games >= w[1].games),
        "most played first"
    );
    for stats in &moves {
        let (games, white, draws, black, rating_sum) = expected[&stats.turn];
        assert_eq!(
            (stats.games, stats.white_wins, stats.draws, stats.black_wins),
            (games, white, draws, black),
            "{}",
            stats.turn
        );
        let average = stats.average_rating().unwrap();
        assert!(
            (average - rating_sum / games as f64).abs() < 1e-6,
            "{}",
            stats.turn
        );
    }
}
