//! Games: outcomes with their reasons, history draws, undo and redo.

use std::sync::Arc;

use morris_core::{
    Color, EndReason, Game, MoveParseError, Outcome, Position, Rules, Unplayable, catalog,
    parse_move,
};

/// A position from the names of the points each side holds; `rest` is the
/// position string after the board (side, hands, counters).
fn position(rules: &Rules, white: &str, black: &str, rest: &str) -> Position {
    let board: String = rules
        .points()
        .map(|p| {
            let name = rules.point_name(p);
            if white.split_whitespace().any(|w| w == name) {
                'W'
            } else if black.split_whitespace().any(|b| b == name) {
                'B'
            } else {
                '.'
            }
        })
        .collect();
    Position::from_text(rules, &format!("{board} {rest}")).unwrap()
}

fn game(id: &str) -> Game {
    Game::new(Arc::new(catalog::shipped(id).unwrap()))
}

fn play_all(game: &mut Game, moves: &str) {
    for text in moves.split_whitespace() {
        game.play_text(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

#[test]
fn three_in_a_row_wins_three_mens_morris() {
    let mut g = game("three-mens-morris");
    play_all(&mut g, "a1 a2 b2 c1 c3");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::MillClosed))
    );
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.play_text("a3"), Err(MoveParseError::GameOver));
}

#[test]
fn reduction_to_two_pieces_loses() {
    let rules = Arc::new(catalog::shipped("six-mens-morris").unwrap());
    let pos = position(&rules, "a1 c1 e3", "b3 d4 c5", "w 0 0 0 40");
    assert_eq!(pos.outcome(&rules), None);
    let mut g = Game::from_position(rules, pos);
    g.play_text("e3-e1xb3").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Reduced))
    );
}

#[test]
fn a_blocked_player_loses() {
    let rules = catalog::shipped("six-mens-morris").unwrap();
    // Every black piece is walled in.
    let pos = position(&rules, "c1 a3 e3 c5", "a1 e1 e5", "b 0 0 0 30");
    assert_eq!(
        pos.outcome(&rules),
        Some(Outcome::win(Color::White, EndReason::Blocked))
    );
    // The same board with White to move is no loss for anybody.
    let pos = position(&rules, "c1 a3 e3 c5", "a1 e1 e5", "w 0 0 0 30");
    assert_eq!(pos.outcome(&rules), None);
}

#[test]
fn a_full_board_is_a_draw_in_twelve_mens_morris() {
    let rules = catalog::shipped("twelve-mens-morris").unwrap();
    // Find a full board with no mill for either side, then check the engine calls it a draw.
    let mut rng = morris_testkit::Rng::new(12);
    let pos = loop {
        let mut cells: Vec<char> = "WWWWWWWWWWWWBBBBBBBBBBBB".chars().collect();
        for i in (1..cells.len()).rev() {
            cells.swap(i, rng.below(i + 1));
        }
        let board: String = cells.into_iter().collect();
        let pos = Position::from_text(&rules, &format!("{board} w 0 0 0 24")).unwrap();
        if Color::ALL
            .iter()
            .all(|&c| rules.in_mills(pos.pieces(c)).is_empty())
        {
            break pos;
        }
    };
    assert_eq!(
        pos.outcome(&rules),
        Some(Outcome::draw(EndReason::FullBoard))
    );
    // Nine Men's Morris gives 9 pieces each: the same board is refused, not misread.
    let nine = catalog::shipped("nine-mens-morris").unwrap();
    let blocked = Position::from_text(&nine, &pos.to_text(&nine)).unwrap_err();
    assert!(
        blocked.to_string().contains("this variant gives 9"),
        "{blocked}"
    );
}

#[test]
fn repetition_draws_on_the_third_time() {
    let rules = Arc::new(catalog::shipped("six-mens-morris").unwrap());
    let pos = position(&rules, "a1 d4 e5", "b2 d3 e1", "w 0 0 0 20");
    let mut g = Game::from_position(rules, pos);
    let shuffle = "a1-a3 b2-c2 a3-a1 c2-b2";
    play_all(&mut g, shuffle);
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.outcome(), None);
    play_all(&mut g, shuffle);
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Repetition)));
}

#[test]
fn fifty_moves_each_without_a_removal_draw() {
    let rules = Arc::new(catalog::shipped("six-mens-morris").unwrap());
    let pos = position(&rules, "a1 d4 e5", "b2 d3 e1", "w 0 0 99 120");
    let mut g = Game::from_position(rules, pos);
    assert_eq!(g.outcome(), None);
    g.play_text("a1-a3").unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::NoRemoval)));
}

#[test]
fn undo_redo_and_resign() {
    let mut g = game("nine-mens-morris");
    play_all(&mut g, "d6 d2 a7");
    assert_eq!(
        g.undo().map(|m| morris_core::move_text(g.rules(), m)),
        Some("a7".into())
    );
    assert!(g.can_redo());
    g.redo().unwrap();
    assert_eq!(g.moves().len(), 3);
    // Playing something else drops the redo list.
    g.undo();
    g.play_text("g7").unwrap();
    assert!(!g.can_redo());
    g.resign();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Resignation))
    );
    g.undo();
    assert_eq!(g.outcome(), None);
    // Redo does not play into a resigned game.
    g.undo();
    g.resign();
    assert_eq!(g.redo(), None);
    assert_eq!(g.moves().len(), 2);
}

#[test]
fn a_move_from_another_board_is_refused() {
    let mut g = game("three-mens-morris");
    let foreign = morris_core::Move::place(morris_core::Point(20));
    assert!(g.play(foreign).is_err());
    let far = morris_core::Move::place(morris_core::Point(250));
    assert_eq!(
        g.play(far).unwrap_err().to_string(),
        "? is not a legal move here"
    );
    assert_eq!(g.play(far).unwrap_err().reason, Unplayable::NotLegal);
    assert!(g.moves().is_empty());
    for text in ["a1", "b1", "b2", "c1", "c3"] {
        g.play_text(text).unwrap();
    }
    let after = morris_core::Move::place(g.rules().point_by_name("a3").unwrap());
    let err = g.play(after).unwrap_err();
    assert_eq!((err.mv, err.reason), (after, Unplayable::GameOver));
}

#[test]
fn parse_errors_say_why() {
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let mut g = game("nine-mens-morris");
    play_all(&mut g, "a7 b6 d7 f6");
    let pos = *g.position();
    let err = |text: &str| parse_move(&rules, &pos, text).unwrap_err().to_string();
    assert_eq!(err("b6"), "b6 is not empty");
    assert_eq!(
        err("a7-a4"),
        "White must place a piece first (pieces in hand: 7)"
    );
    assert_eq!(
        err("g7"),
        "g7 closes a mill: say which piece to remove (b6, f6)"
    );
    assert_eq!(err("g7xa7"), "a7 holds no piece of the opponent");
    assert_eq!(err("a1xb6"), "a1 closes no mill, so nothing may be removed");
    assert_eq!(
        err("d6-"),
        "cannot read \"d6-\": write a placement like d6, a move like d6-d5, and a removal like d6-d5xa1"
    );
    // The examples are points of the board in play.
    let three = catalog::shipped("three-mens-morris").unwrap();
    let three_err = parse_move(&three, &Position::start(&three), "b2-")
        .unwrap_err()
        .to_string();
    assert!(
        three_err.ends_with("like b2, a move like b2-a1, and a removal like b2-a1xb1"),
        "{three_err}"
    );
    assert_eq!(err("z9"), "there is no point \"z9\" on this board");
    assert_eq!(err("g7xb6xf6"), "g7 removes one piece, not 2 pieces");
    assert_eq!(err(""), "empty move");
    // The separate removal token of other mill programs is accepted.
    assert_eq!(
        parse_move(&rules, &pos, "g7 xb6"),
        parse_move(&rules, &pos, "g7xb6")
    );
}

#[test]
fn a_mill_while_placing_in_nerenchi_gives_the_same_player_the_next_turn() {
    let mut game = game("nerenchi");
    play_all(&mut game, "a7 a1 d7 d1 g7");
    assert_eq!(game.side_to_move(), Color::White);
    let players: Vec<Color> = (0..5).map(|i| game.player_of(i).unwrap()).collect();
    use Color::{Black, White};
    assert_eq!(players, [White, Black, White, Black, White]);
    assert_eq!(game.player_of(5), None);
    assert_eq!(game.last_turn_of(White), Some(4));
    assert_eq!(game.last_turn_of(Black), Some(3));
    // White takes back g7 alone and is to move again; Black's d1 takes g7 with it.
    assert_eq!(game.takeback_turns(White), Some(1));
    assert_eq!(game.takeback_turns(Black), Some(2));
    play_all(&mut game, "b6");
    assert_eq!(game.player_of(5), Some(White));
    assert_eq!(game.takeback_turns(White), Some(1));
    assert_eq!(game.takeback_turns(Black), Some(3));
    assert_eq!(game.side_to_move(), Black);
}

#[test]
fn nobody_takes_back_a_turn_they_have_not_played() {
    let mut game = game("nine-mens-morris");
    assert_eq!(game.takeback_turns(Color::White), None);
    play_all(&mut game, "d6");
    assert_eq!(game.takeback_turns(Color::Black), None);
    assert_eq!(game.takeback_turns(Color::White), Some(1));
}

#[test]
fn a_second_turn_in_a_row_starts_a_new_move_number() {
    let mut game = game("nerenchi");
    play_all(&mut game, "a7 a1 d7 d1 g7 b6 b4");
    let labels: Vec<String> = (0..8).map(|i| game.move_label(i)).collect();
    // g7 closes White's mill: White plays b6 as move 4, Black answers 4...
    assert_eq!(
        labels,
        ["1.", "1...", "2.", "2...", "3.", "4.", "4...", "5."]
    );
}

/// Random games of every shipped variant: who played each turn is the side
/// to move of the position it was played from (replayed here on its own),
/// a take-back of a side's last turn leaves that side to move on the position
/// it played from, and two turns in a row by one player never share a move
/// number's side.
#[test]
fn who_played_each_turn_and_what_a_takeback_removes_hold_in_every_shipped_variant() {
    for (id, _) in catalog::SHIPPED {
        let rules = Arc::new(catalog::shipped(id).unwrap());
        for seed in 0..4 {
            let mut game = Game::new(Arc::clone(&rules));
            let mut rng = morris_core::SplitMix::new(seed);
            while game.outcome().is_none() && game.moves().len() < 200 {
                let legal = game.legal_moves();
                game.play(legal[rng.below(legal.len())]).unwrap();
            }
            let mut replay = Position::start(&rules);
            for (i, &mv) in game.moves().iter().enumerate() {
                assert_eq!(
                    game.player_of(i),
                    Some(replay.side_to_move()),
                    "{id} seed {seed} turn {i}"
                );
                replay.play(&rules, mv).unwrap();
                if i > 0 && game.player_of(i) == game.player_of(i - 1) {
                    assert_ne!(
                        game.move_number(i),
                        game.move_number(i - 1),
                        "{id} turn {i}"
                    );
                }
            }
            for side in Color::ALL {
                let Some(last) = game.last_turn_of(side) else {
                    continue;
                };
                let mut back = game.clone();
                for _ in 0..game.takeback_turns(side).unwrap() {
                    back.undo();
                }
                assert_eq!(back.moves().len(), last, "{id} seed {seed} {side:?}");
                assert_eq!(back.side_to_move(), side, "{id} seed {seed} {side:?}");
                assert_eq!(back.position(), game.position_at(last).unwrap());
            }
        }
    }
}
