use super::*;

fn session() -> PuzzleSession {
    PuzzleSession::open("three-mens-morris", 0, StandingStore::Settings).unwrap()
}

#[test]
fn the_lines_turns_solve_the_puzzle_and_raise_the_rating() {
    let mut s = session();
    let mut score = Standing::default();
    let mut game = s.game();
    while s.attempt == Attempt::Solving {
        let mv = s.puzzle().line[s.ply];
        let pos = *game.position();
        game.play(mv).unwrap();
        let Verdict::Right { replies } = s.check(&pos, mv, &mut score) else {
            panic!("the line's turn was refused");
        };
        for r in replies {
            game.play(r).unwrap();
        }
    }
    assert_eq!(s.attempt, Attempt::Solved);
    assert_eq!(score.streak, 1);
    assert!(score.rating(&s.rules).rating > 1500.0);
}

/// A legal turn of the puzzle on the board that is not its answer.
fn wrong_turn(s: &PuzzleSession) -> Move {
    let pos = s.puzzle().position;
    pos.legal_moves(&s.rules)
        .into_iter()
        .find(|&m| !s.puzzle().accepts(&s.rules, 0, &pos, m))
        .unwrap()
}

#[test]
fn another_legal_turn_is_a_miss_refuted_then_the_solution_on_demand() {
    let mut s = session();
    let mut settings = Settings::default();
    settings.puzzles.streak = 3;
    let pos = s.puzzle().position;
    let rules = Arc::clone(&s.rules);
    let wrong = wrong_turn(&s);
    let verdict = s.check(&pos, wrong, &mut settings.puzzles);
    assert_eq!(s.attempt, Attempt::Missed);
    assert_eq!(settings.puzzles.streak, 0);
    let missed = settings.puzzles.rating(&rules);
    assert!(missed.rating < 1500.0);
    // The reply that punishes it is played, and said.
    let Verdict::Wrong { reply: Some(reply) } = verdict else {
        panic!("no reply to {wrong:?}: {verdict:?}");
    };
    let mut after = pos;
    after.play_unchecked(&rules, wrong);
    assert!(after.is_legal(&rules, reply));
    let replied = morris_core::move_text(&rules, reply);
    assert!(
        s.said().iter().any(|x| x.contains(&replied)),
        "{:?}",
        s.said()
    );
    assert!(!s.said().contains(&said::solution(&rules, s.puzzle())));
    assert_eq!(s.choices().len(), 2);
    // The solution, when asked for; the rating stays where the miss put it.
    assert!(!s.choose(1, &mut settings));
    assert!(s.said().contains(&said::solution(&rules, s.puzzle())));
    assert!(s.choices().is_empty());
    assert_eq!(settings.puzzles.rating(&rules), missed);
}

#[test]
fn a_retry_after_a_miss_is_practice() {
    let mut s = session();
    let mut settings = Settings::default();
    let pos = s.puzzle().position;
    let rules = Arc::clone(&s.rules);
    let wrong = wrong_turn(&s);
    s.check(&pos, wrong, &mut settings.puzzles);
    let missed = settings.puzzles.rating(&rules);
    assert!(s.choose(0, &mut settings), "a retry sets the board back");
    assert_eq!(s.attempt, Attempt::Solving);
    assert!(s.said().is_empty(), "{:?}", s.said());
    assert!(s.heading(&settings).ends_with(&said::practice()));
    let mut game = s.game();
    let line = s.puzzle().line.clone();
    while s.attempt == Attempt::Solving {
        let (mv, pos) = (line[s.ply], *game.position());
        game.play(mv).unwrap();
        if let Verdict::Right { replies } = s.check(&pos, mv, &mut settings.puzzles) {
            replies.into_iter().for_each(|r| game.play(r).unwrap());
        }
    }
    assert_eq!(s.attempt, Attempt::Solved);
    assert_eq!(settings.puzzles.rating(&rules), missed);
    assert_eq!(settings.puzzles.streak, 0);
}

#[test]
fn hints_give_the_theme_then_the_piece_and_count_as_a_miss() {
    let mut s = session();
    let mut settings = Settings::default();
    s.hint(&mut settings);
    s.hint(&mut settings);
    let rules = Arc::clone(&s.rules);
    let p = s.puzzle().clone();
    let missed = settings.puzzles.rating(&rules);
    assert!(missed.rating < 1500.0, "{missed:?}");
    let expected = vec![
        said::hint_counts(missed),
        said::theme_hint(p.theme),
        said::piece_hint(&rules, p.line[0]),
    ];
    assert_eq!(s.said(), expected.as_slice());
    // Solved after the hints: the rating stays where the hint put it.
    let mut game = s.game();
    while s.attempt == Attempt::Solving {
        let (mv, pos) = (p.line[s.ply], *game.position());
        game.play(mv).unwrap();
        if let Verdict::Right { replies } = s.check(&pos, mv, &mut settings.puzzles) {
            replies.into_iter().for_each(|r| game.play(r).unwrap());
        }
    }
    assert_eq!(settings.puzzles.rating(&rules), missed);
    assert_eq!(settings.puzzles.streak, 0);
    assert!(
        s.said().last().unwrap().contains("practice"),
        "{:?}",
        s.said()
    );
}

#[test]
fn next_brings_no_puzzle_tried_back_while_others_wait() {
    let mut s = session();
    let mut settings = Settings::default();
    let mut seen = std::collections::HashSet::new();
    for _ in 0..30 {
        let index = s.chosen[s.at];
        assert!(seen.insert(index), "puzzle {index} came back");
        let rules = Arc::clone(&s.rules);
        let puzzle = s.puzzle().clone();
        settings.puzzles.record(&rules, &puzzle, AttemptEnd::Missed);
        s.next(&mut settings);
    }
}

#[test]
fn a_variant_without_a_set_says_which_have_one() {
    let err = PuzzleSession::open("twelve-mens-morris", 0, StandingStore::Settings).unwrap_err();
    assert!(err.contains("three-mens-morris"), "{err}");
}

#[test]
fn the_score_is_kept_in_the_settings_and_old_settings_start_at_1500() {
    use crate::settings::Settings;
    let mut score = Standing::default();
    let s = session();
    score.record(&s.rules, s.puzzle(), AttemptEnd::Solved);
    score.streak = 2;
    let settings = Settings {
        puzzles: score.clone(),
        ..Settings::default()
    };
    let text = serde_json::to_string(&settings).unwrap();
    let back: Settings = serde_json::from_str(&text).unwrap();
    assert_eq!(back.puzzles, score);
    let old: Settings = serde_json::from_str("{}").unwrap();
    assert_eq!(old.puzzles, Standing::default());
    // Settings of the version before kept only a rating and a streak.
    let older =
        r#"{"puzzles":{"rating":{"rating":1612.0,"deviation":80.0,"volatility":0.06},"streak":4}}"#;
    let older: Settings = serde_json::from_str(older).unwrap();
    assert_eq!(older.puzzles.streak, 4);
    let nine = morris_core::catalog::shipped("nine-mens-morris").unwrap();
    assert_eq!(older.puzzles.rating(&nine).rating, 1612.0);
}

#[test]
fn a_puzzle_missed_is_rated_higher_from_then_on() {
    let mut s = session();
    let mut settings = Settings::default();
    let before = s.heading(&settings);
    let pos = s.puzzle().position;
    let rules = Arc::clone(&s.rules);
    let wrong = wrong_turn(&s);
    s.check(&pos, wrong, &mut settings.puzzles);
    let rated = settings.puzzles.puzzle_rating(&rules, s.puzzle()).rating;
    assert!(rated > s.puzzle().difficulty.rating(), "{rated}");
    assert_ne!(s.heading(&settings), before);
}

#[test]
fn today_s_puzzle_comes_first_and_a_theme_keeps_only_its_puzzles() {
    let s = PuzzleSession::open("three-mens-morris", 1000, StandingStore::Settings).unwrap();
    let count = s.puzzles.len();
    assert_eq!(s.puzzle(), &s.puzzles[1000 % count]);
    let heading = s.heading(&Settings::default());
    assert!(heading.contains("Today's puzzle"), "{heading}");

    let mut s = session();
    let mut score = Standing::default();
    let themes = s.themes();
    assert!(themes.len() > 1, "{themes:?}");
    let theme = themes[1];
    s.choose_theme(Some(theme), &mut score);
    let mut settings = Settings::default();
    for _ in 0..count {
        assert_eq!(s.puzzle().theme, theme);
        s.next(&mut settings);
    }
    s.choose_theme(None, &mut score);
    assert_eq!(s.chosen.len(), count);
}

#[test]
fn with_a_theme_chosen_the_first_hint_names_the_piece() {
    let mut s = session();
    let mut settings = Settings::default();
    let theme = s.themes()[0];
    s.choose_theme(Some(theme), &mut settings.puzzles);
    s.hint(&mut settings);
    let rules = Arc::clone(&s.rules);
    let piece = said::piece_hint(&rules, s.puzzle().line[0]);
    assert_eq!(s.said().last(), Some(&piece));
    assert!(!s.said().contains(&said::theme_hint(theme)));
}
