//! Searches on two threads (Lazy SMP): proven results agree with one thread and
//! with the solved table, and the limits and the stop handle end every thread.

use std::sync::Arc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use morris_ai::search::{Analysis, Engine, Limits, Score, Source, Stop};
use morris_ai::solve::{self, SolveOptions, Value};
use morris_core::{Game, Position};
use morris_testkit::{Rng, forced_loss_within, game_at, play, random_game, rules};

/// An engine on `threads` threads that searches (no table from the cache folder).
fn engine(threads: usize) -> Engine {
    let mut engine = Engine::with_table_size(4).with_threads(threads);
    engine.set_table_lookup(false);
    assert_eq!(engine.threads(), threads);
    engine
}

/// Runs `search` on a thread of its own and waits at most `within` for it: a
/// helper that never stops would keep the search from returning.
fn returns_within(
    within: Duration,
    search: impl FnOnce() -> Analysis + Send + 'static,
) -> Analysis {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || send.send(search()));
    receive
        .recv_timeout(within)
        .expect("the search returned in time")
}

#[test]
fn two_threads_find_the_forced_win_one_thread_finds() {
    let rules = rules("six-mens-morris");
    // White a1 a3 e1 e3 c4 against Black b2 d2 b4: c4-c5 threatens a5 and e5 at once.
    let text = "W.WB.BW..WBW.... w 0 0";
    let pos = Position::from_text(&rules, text).unwrap();
    let game = game_at(&rules, text);
    let one = engine(1).analyze(&game, &Limits::depth(6), &Stop::new(), &mut |_| {});
    assert_eq!(one.score, Score::Win { turns: 3 });
    for limits in [Limits::depth(6), Limits::default()] {
        let two = engine(2).analyze(&game, &limits, &Stop::new(), &mut |_| {});
        assert_eq!(two.source, Source::Search);
        assert_eq!(two.score, one.score, "{limits:?}");
        let best = two.best.expect("a move");
        assert!(game.legal_moves().contains(&best));
        assert!(forced_loss_within(&rules, &play(&rules, &pos, best), 2));
    }
    // Three Men's Morris: the bottom row closes at once.
    let game = game_at(
        &morris_testkit::rules("three-mens-morris"),
        "WW.B..B.. w 1 1",
    );
    let two = engine(2).analyze(&game, &Limits::depth(3), &Stop::new(), &mut |_| {});
    assert_eq!(two.score, Score::Win { turns: 1 });
    assert_eq!(game.rules().point_name(two.best.unwrap().to()), "c1");
}

#[test]
fn forced_scores_of_two_threads_agree_with_the_solved_table() {
    let rules = rules("three-mens-morris");
    let table = solve::solve(&rules, &SolveOptions::default(), |_| {}).expect("solves");
    let mut rng = Rng::new(29);
    let mut forced = 0;
    let mut engine = engine(2);
    for _ in 0..60 {
        let turns = rng.below(16);
        let game = random_game(&rules, &mut rng, turns);
        if game.outcome().is_some() {
            continue;
        }
        // Without the counters: the table judges the board, hands and side alone.
        let text = game.position().to_text(&rules);
        let fields: Vec<&str> = text.split_whitespace().take(4).collect();
        let pos = Position::from_text(&rules, &fields.join(" ")).unwrap();
        let game = Game::from_position(Arc::clone(&rules), pos);
        // One engine for all: its shared table carries entries from search to search.
        let analysis = engine.analyze(&game, &Limits::depth(7), &Stop::new(), &mut |_| {});
        let value = table.probe(&pos).expect("covered");
        match analysis.score {
            Score::Win { turns } => {
                forced += 1;
                assert!(
                    matches!(value, Value::Win(n) if u32::from(n) <= turns),
                    "{text}: {value}"
                );
            }
            Score::Loss { .. } => {
                forced += 1;
                assert!(matches!(value, Value::Loss(_)), "{text}: {value}");
            }
            Score::Draw => assert_eq!(value, Value::Draw, "{text}"),
            Score::Heuristic(_) => {}
        }
        assert!(game.legal_moves().contains(&analysis.best.unwrap()));
    }
    assert!(forced > 10, "only {forced} forced scores");
}

#[test]
fn two_threads_keep_to_the_time_limit() {
    let game = Game::new(rules("nine-mens-morris"));
    let start = Instant::now();
    let analysis = returns_within(Duration::from_secs(10), move || {
        engine(2).search(
            &game,
            &Limits::time(Duration::from_millis(300)),
            &Stop::new(),
            &mut |_| {},
        )
    });
    let took = start.elapsed();
    assert!(took < Duration::from_millis(1500), "{took:?}");
    assert!(analysis.depth >= 1 && analysis.best.is_some());
    assert!(analysis.elapsed <= took);
}

#[test]
fn a_stop_ends_both_threads() {
    let game = Game::new(rules("nine-mens-morris"));
    let legal = game.legal_moves();
    let stop = Stop::new();
    let stopper = stop.clone();
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(200));
        stopper.stop();
    });
    // No limit at all: only the stop ends this search.
    let analysis = returns_within(Duration::from_secs(10), move || {
        engine(2).analyze(&game, &Limits::default(), &stop, &mut |_| {})
    });
    assert!(legal.contains(&analysis.best.unwrap()));
    assert!(analysis.depth >= 1);
    // A search stopped before it starts still gives a legal move.
    let game = Game::new(rules("nine-mens-morris"));
    let stop = Stop::new();
    stop.stop();
    let mv = engine(2).best_move(&game, &Limits::default(), &stop);
    assert!(game.legal_moves().contains(&mv.unwrap()));
}

#[test]
fn a_node_limit_bounds_all_threads_together() {
    let game = Game::new(rules("nine-mens-morris"));
    let limit = 40_000;
    let mut nodes_reported = Vec::new();
    let analysis = engine(2).analyze(&game, &Limits::nodes(limit), &Stop::new(), &mut |p| {
        nodes_reported.push(p.nodes)
    });
    // Each thread reads its count every 256 nodes.
    assert!(analysis.nodes <= limit + 2 * 256, "{}", analysis.nodes);
    assert!(analysis.nodes >= limit / 2, "{}", analysis.nodes);
    assert!(nodes_reported.is_sorted(), "{nodes_reported:?}");
    assert!(nodes_reported.last() <= Some(&analysis.nodes));
}

#[test]
fn one_thread_searches_as_an_engine_always_has() {
    let game = Game::new(rules("nine-mens-morris"));
    let limits = Limits::depth(5);
    let plain = engine(1).analyze(&game, &limits, &Stop::new(), &mut |_| {});
    let back = engine(3)
        .with_threads(1)
        .analyze(&game, &limits, &Stop::new(), &mut |_| {});
    assert_eq!(
        (plain.best, plain.score, plain.nodes, &plain.pv),
        (back.best, back.score, back.nodes, &back.pv)
    );
}
