//! The search against a solved table (Three Men's Morris, solved here in a
//! moment): forced results the search claims agree with the table, forced wins
//! the table knows are found, and the perfect level and table analysis play exactly.

use std::sync::Arc;

use morris_ai::search::{Engine, Level, Limits, Score, Source, Stop};
use morris_ai::solve::{self, SolveOptions, Table, Value};
use morris_core::{Game, Position, Rules};
use morris_testkit::{Rng, play, random_game, rules};

fn three_mens_table(rules: &Rules) -> Table {
    solve::solve(rules, &SolveOptions::default(), |_| {}).expect("Three Men's Morris solves")
}

/// Random positions of games still going, without their history (the table knows none).
fn positions(rules: &Arc<Rules>, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut found = Vec::new();
    while found.len() < count {
        let turns = rng.below(24);
        let game = random_game(rules, &mut rng, turns);
        if game.outcome().is_none() {
            let pos = game.position();
            // Drop the counters: the table judges the board, hands and side alone.
            let text = pos.to_text(rules);
            let fields: Vec<&str> = text.split_whitespace().take(4).collect();
            found.push(
                Position::from_text(rules, &fields.join(" "))
                    .expect("a position string reads back"),
            );
        }
    }
    found
}

/// The search alone: no table, even if one is cached on this machine.
fn search_only(game: &Game, depth: u32) -> morris_ai::search::Analysis {
    let mut engine = Engine::with_table_size(2);
    engine.set_table_lookup(false);
    engine.analyze(game, &Limits::depth(depth), &Stop::new(), &mut |_| {})
}

/// Does a search score contradict the table's exact value?
fn contradicts(score: Score, value: Value) -> bool {
    match (score, value) {
        (Score::Win { turns }, Value::Win(n)) => u32::from(n) > turns,
        (Score::Win { .. }, _) => true,
        (Score::Loss { .. }, Value::Loss(_)) => false,
        (Score::Loss { .. }, _) => true,
        (Score::Draw, v) => v != Value::Draw,
        (Score::Heuristic(_), _) => false,
    }
}

#[test]
fn search_scores_never_contradict_the_table() {
    let rules = rules("three-mens-morris");
    let table = three_mens_table(&rules);
    let mut forced_claims = 0;
    for pos in positions(&rules, 150, 3) {
        let game = Game::from_position(Arc::clone(&rules), pos);
        let analysis = search_only(&game, 7);
        let value = table
            .probe(&pos)
            .expect("the table covers every reachable position");
        assert!(
            !contradicts(analysis.score, value),
            "{}: search {} table {value}",
            pos.to_text(&rules),
            analysis.score
        );
        for m in &analysis.moves {
            let child = table
                .probe(&play(&rules, &pos, m.mv))
                .expect("covered")
                .before();
            let score = m.score.expect("every move scored");
            forced_claims += usize::from(score.is_forced());
            assert!(
                !contradicts(score, child),
                "{}: move search {score} table {child}",
                pos.to_text(&rules)
            );
        }
    }
    // The check means something only if the search claims forced results often.
    assert!(forced_claims > 100, "only {forced_claims} forced scores");
}

#[test]
fn the_search_finds_the_shortest_forced_win_the_table_knows() {
    let rules = rules("three-mens-morris");
    let table = three_mens_table(&rules);
    let mut checked = 0;
    for pos in positions(&rules, 300, 17) {
        let Some(Value::Win(n)) = table.probe(&pos) else {
            continue;
        };
        if n > 7 {
            continue;
        }
        let game = Game::from_position(Arc::clone(&rules), pos);
        let analysis = search_only(&game, u32::from(n) + 2);
        assert_eq!(
            analysis.score,
            Score::Win {
                turns: u32::from(n)
            },
            "{}",
            pos.to_text(&rules)
        );
        let best = analysis.best.expect("a move");
        assert_eq!(
            table.probe(&play(&rules, &pos, best)),
            Some(Value::Loss(n - 1)),
            "{}",
            pos.to_text(&rules)
        );
        checked += 1;
    }
    assert!(
        checked >= 10,
        "only {checked} won positions among the samples"
    );
}

#[test]
fn the_perfect_level_wins_shortest_holds_draws_and_delays_losses() {
    let rules = rules("three-mens-morris");
    let table = Arc::new(three_mens_table(&rules));
    let mut engine = Engine::with_table_size(1);
    engine.add_table(Arc::clone(&table));
    assert!(engine.has_table_for(&rules));
    let mut kinds = [0; 3];
    for pos in positions(&rules, 120, 29) {
        let game = Game::from_position(Arc::clone(&rules), pos);
        let mv = engine
            .choose_move(&game, Level::Perfect, &Limits::default(), &Stop::new(), 0)
            .expect("a move");
        let value = table.probe(&pos).expect("covered");
        let after = table
            .probe(&play(&rules, &pos, mv))
            .expect("covered")
            .before();
        assert_eq!(
            after,
            value,
            "{}: perfect play keeps the value",
            pos.to_text(&rules)
        );
        kinds[match value {
            Value::Win(_) => 0,
            Value::Draw => 1,
            Value::Loss(_) => 2,
        }] += 1;

        let analysis = engine.analyze(&game, &Limits::depth(1), &Stop::new(), &mut |_| {});
        assert_eq!(analysis.source, Source::Table);
        assert_eq!(analysis.moves.len(), game.legal_moves().len());
        for m in &analysis.moves {
            let exact = table
                .probe(&play(&rules, &pos, m.mv))
                .expect("covered")
                .before();
            let expected = match exact {
                Value::Win(n) => Score::Win {
                    turns: u32::from(n),
                },
                Value::Loss(n) => Score::Loss {
                    turns: u32::from(n),
                },
                Value::Draw => Score::Draw,
            };
            assert_eq!(m.score, Some(expected));
        }
    }
    assert!(
        kinds.iter().all(|&k| k > 0),
        "wins, draws and losses all sampled: {kinds:?}"
    );
}

#[test]
fn a_table_for_other_rules_is_not_used() {
    let three = rules("three-mens-morris");
    let mut engine = Engine::with_table_size(1);
    engine.set_table_lookup(false);
    engine.add_table(Arc::new(three_mens_table(&three)));
    let nine = rules("nine-mens-morris");
    assert!(!engine.has_table_for(&nine));
    let game = Game::new(nine);
    let analysis = engine.analyze(&game, &Limits::depth(2), &Stop::new(), &mut |_| {});
    assert_eq!(analysis.source, Source::Search);
}
