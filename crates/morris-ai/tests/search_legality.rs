//! The AI never returns an illegal move: random positions of every shipped
//! variant, every level, limits from tiny to none, and a stop set before the start.

use std::time::{Duration, Instant};

use morris_ai::search::{Engine, Level, Limits, Source, Stop, analyze, choose_move};
use morris_testkit::{Rng, random_game, rules, variant_ids};

#[test]
fn every_level_plays_legal_moves_in_random_positions_of_every_variant() {
    let mut rng = Rng::new(2026);
    for id in variant_ids() {
        let rules = rules(id);
        for round in 0..12 {
            let game = {
                let turns = rng.below(60);
                random_game(&rules, &mut rng, turns)
            };
            let legal = game.legal_moves();
            let level = Level::ALL[round % Level::ALL.len()];
            let limits = Limits::nodes(1 + rng.below(3000) as u64).with_depth(4);
            let mv = choose_move(&game, level, &limits, &Stop::new(), rng.next_u64());
            match mv {
                Some(mv) => assert!(legal.contains(&mv), "{id} level {level}: illegal move"),
                None => assert!(legal.is_empty(), "{id}: no move though the game goes on"),
            }
        }
    }
}

#[test]
fn a_stop_before_the_start_still_gives_a_legal_move() {
    let mut rng = Rng::new(7);
    let stop = Stop::new();
    stop.stop();
    for id in variant_ids() {
        let rules = rules(id);
        for _ in 0..8 {
            let game = {
                let turns = rng.below(50);
                random_game(&rules, &mut rng, turns)
            };
            let legal = game.legal_moves();
            for level in [
                Level::WEAKEST,
                Level::new(6).unwrap(),
                Level::STRONGEST,
                Level::Perfect,
            ] {
                let mv = choose_move(&game, level, &Limits::default(), &stop, 1);
                assert_eq!(mv.is_some(), !legal.is_empty(), "{id}");
                assert!(mv.is_none_or(|m| legal.contains(&m)), "{id} level {level}");
            }
            let analysis = analyze(&game, &Limits::default(), &stop, &mut |_| {});
            assert!(analysis.best.is_none_or(|m| legal.contains(&m)), "{id}");
            if analysis.source == Source::Search {
                // Every legal move is listed, once.
                assert_eq!(analysis.moves.len(), legal.len(), "{id}");
                assert!(
                    legal
                        .iter()
                        .all(|m| analysis.moves.iter().any(|s| s.mv == *m)),
                    "{id}"
                );
            }
        }
    }
}

#[test]
fn analysis_scores_every_legal_move_and_its_line_is_playable() {
    let mut rng = Rng::new(99);
    for id in variant_ids() {
        let rules = rules(id);
        let game = {
            let turns = 10 + rng.below(30);
            random_game(&rules, &mut rng, turns)
        };
        let analysis = analyze(&game, &Limits::depth(3), &Stop::new(), &mut |_| {});
        let legal = game.legal_moves();
        assert_eq!(analysis.moves.len(), legal.len(), "{id}");
        assert!(analysis.moves.iter().all(|m| m.score.is_some()), "{id}");
        // Best first, and the best move's score is the analysis score.
        if let Some(first) = analysis.moves.first() {
            assert_eq!(Some(first.mv), analysis.best, "{id}");
            assert_eq!(first.score, Some(analysis.score), "{id}");
            assert!(
                analysis.moves.windows(2).all(|w| w[0].score >= w[1].score),
                "{id}"
            );
        }
        let mut replay = game.clone();
        for mv in &analysis.pv {
            replay
                .play(*mv)
                .unwrap_or_else(|e| panic!("{id}: principal variation: {e}"));
        }
    }
}

#[test]
fn the_stop_handle_ends_a_long_search_within_milliseconds() {
    let rules = rules("nine-mens-morris");
    let game = morris_core::Game::new(rules);
    let stop = Stop::new();
    let handle = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            let mut engine = Engine::with_table_size(4);
            let analysis = engine.analyze(&game, &Limits::default(), &stop, &mut |_| {});
            (analysis, Instant::now(), game.legal_moves())
        })
    };
    std::thread::sleep(Duration::from_millis(150));
    let asked = Instant::now();
    stop.stop();
    let (analysis, ended, legal) = handle.join().expect("the search thread ends");
    let delay = ended.saturating_duration_since(asked);
    assert!(
        delay < Duration::from_millis(100),
        "stopped after {delay:?}"
    );
    assert!(analysis.best.is_some_and(|m| legal.contains(&m)));
}

#[test]
fn a_game_that_is_over_has_no_move() {
    let rules = rules("three-mens-morris");
    let mut game = morris_core::Game::new(rules);
    for text in ["a1", "b1", "b2", "c1", "c3"] {
        game.play_text(text).unwrap();
    }
    assert_eq!(
        choose_move(&game, Level::STRONGEST, &Limits::depth(3), &Stop::new(), 0),
        None
    );
    let analysis = analyze(&game, &Limits::depth(3), &Stop::new(), &mut |_| {});
    assert_eq!(analysis.best, None);
    assert_eq!(analysis.score, morris_ai::search::Score::Loss { turns: 0 });
}

#[test]
fn an_engine_can_move_to_a_worker_thread() {
    fn send<T: Send + 'static>() {}
    send::<Engine>();
    send::<Stop>();
    send::<morris_ai::search::Analysis>();
}
