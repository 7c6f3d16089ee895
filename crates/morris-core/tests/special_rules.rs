//! Each rule beyond the Nine Men's Morris skeleton, seen acting in a short
//! scripted game of a shipped variant that uses it.

use std::sync::Arc;

use morris_core::{ByColor, Color, EndReason, Game, PointSet, Position, Rules, Setup};
use morris_testkit::rules;

fn points(rules: &Rules, names: &[&str]) -> PointSet {
    names
        .iter()
        .map(|n| {
            rules
                .point_by_name(n)
                .unwrap_or_else(|| panic!("no point {n}"))
        })
        .collect()
}

/// A game from White's and Black's pieces, the hands and the side to move.
fn game(rules: &Arc<Rules>, white: &[&str], black: &[&str], hands: (u8, u8), side: Color) -> Game {
    let setup = Setup {
        board: ByColor::new(points(rules, white), points(rules, black)),
        in_hand: ByColor::new(hands.0, hands.1),
        side,
        no_removal: 0,
        ply: 0,
    };
    let pos = Position::from_setup(rules, &setup).expect("a valid setup");
    Game::from_position(Arc::clone(rules), pos)
}

/// The legal turns of `game`, as text.
fn turns(game: &Game) -> Vec<String> {
    game.legal_moves()
        .iter()
        .map(|&mv| morris_core::move_text(game.rules(), mv))
        .collect()
}

/// The legal turns of `game` that start with `prefix`.
fn turns_from(game: &Game, prefix: &str) -> Vec<String> {
    turns(game)
        .into_iter()
        .filter(|t| t.starts_with(prefix))
        .collect()
}

#[test]
fn nerenchi_a_placing_mill_gives_another_placement_and_removes_nothing() {
    let rules = rules("nerenchi");
    let mut g = game(&rules, &["a1", "a4"], &["d1", "g1"], (7, 7), Color::White);
    assert!(!turns(&g).iter().any(|t| t.starts_with("a7x")));
    g.play_text("a7").unwrap();
    assert_eq!(g.side_to_move(), Color::White, "White places again");
    g.play_text("d7").unwrap();
    assert_eq!(g.side_to_move(), Color::Black);
}

#[test]
fn nerenchi_a_moving_mill_removes_any_piece_and_moves_again() {
    let rules = rules("nerenchi");
    let white = ["a1", "a4", "d7", "b2"];
    let black = ["g1", "g4", "g7", "f2"];
    let mut g = game(&rules, &white, &black, (0, 0), Color::White);
    // g4 stands in a mill, yet may be taken.
    g.play_text("d7-a7xg4").unwrap();
    assert_eq!(g.side_to_move(), Color::White, "White moves again");
    g.play_text("b2-d2").unwrap();
    assert_eq!(g.side_to_move(), Color::Black);
}

#[test]
fn mylna_a_mill_against_pieces_all_in_mills_removes_nothing() {
    let rules = rules("mylna");
    let mut g = game(
        &rules,
        &["a1", "a4", "d7"],
        &["g1", "g4", "g7"],
        (0, 0),
        Color::White,
    );
    let closing = turns_from(&g, "d7-a7");
    assert_eq!(closing, ["d7-a7"]);
    g.play_text("d7-a7").unwrap();
    assert_eq!(g.position().pieces(Color::Black).len(), 3);
}

#[test]
fn dara_placing_lines_do_nothing_and_four_in_a_row_is_forbidden() {
    let rules = rules("dara");
    let mut g = game(&rules, &["a1", "b1"], &["a5", "b5"], (10, 10), Color::White);
    let c1 = turns_from(&g, "c1");
    assert_eq!(c1, ["c1"], "three in a row while placing removes nothing");
    g.play_text("c1").unwrap();
    g.play_text("f5").unwrap();
    let refused = g.play_text("d1").unwrap_err().to_string();
    assert!(
        refused.contains("no turn may make more than 3 in a row"),
        "{refused}"
    );
    assert!(turns(&g).contains(&"e1".to_string()));

    // Moving into a line of three removes a piece that is not in a line.
    let mut g = game(
        &rules,
        &["a1", "b1", "c2"],
        &["a5", "b5", "c5", "f3"],
        (0, 0),
        Color::White,
    );
    let removals = turns_from(&g, "c2-c1");
    assert_eq!(removals, ["c2-c1xf3"], "a5 b5 c5 is a line: only f3 may go");
    g.play_text("c2-c1xf3").unwrap();
}

#[test]
fn picaria_the_centre_is_closed_until_the_hand_is_empty() {
    let rules = rules("picaria");
    let g = Game::new(Arc::clone(&rules));
    let all = turns(&g);
    assert_eq!(all.len(), 12);
    assert!(!all.contains(&"c3".to_string()));
    let mut start = Game::new(Arc::clone(&rules));
    let refused = start.play_text("c3").unwrap_err().to_string();
    assert!(refused.contains("c3 stays closed"), "{refused}");
    let g = game(
        &rules,
        &["a1", "b2", "e1"],
        &["a5", "c5", "e3"],
        (0, 0),
        Color::White,
    );
    assert!(turns(&g).contains(&"b2-c3".to_string()));
    let g = game(&rules, &["a1", "b2"], &["a5", "c5"], (1, 1), Color::White);
    assert!(!turns(&g).iter().any(|t| t.ends_with("c3")));
}

#[test]
fn mulabalaba_a_piece_on_an_outer_corner_may_jump_anywhere() {
    let rules = rules("mulabalaba");
    let g = game(&rules, &["a1", "d2"], &["g7", "f4"], (0, 0), Color::White);
    let all = turns(&g);
    assert!(all.contains(&"a1-e4".to_string()), "a1 is an outer corner");
    assert!(!all.contains(&"d2-e4".to_string()), "d2 is not");
}

#[test]
fn shisima_starts_with_every_piece_on_the_board() {
    let rules = rules("shisima");
    let start = Position::start(&rules);
    assert_eq!(start.in_hand(Color::White), 0);
    assert_eq!(
        start.pieces(Color::White),
        points(&rules, &["a2", "b1", "d1"])
    );
    assert_eq!(
        start.pieces(Color::Black),
        points(&rules, &["e4", "d5", "b5"])
    );
    let g = Game::new(Arc::clone(&rules));
    assert!(turns(&g).iter().all(|t| t.contains('-')), "no placement");
    // Every way in starts there: the front ends set games up through GameOptions.
    let options = morris_core::GameOptions::default();
    let g = options.new_game(Rules::clone(&rules)).unwrap();
    assert_eq!(*g.position(), start);
    assert_eq!(
        morris_core::Setup::start(&rules),
        morris_core::Setup::from(&start)
    );
    // A diameter completed through the centre wins.
    let mut g = game(
        &rules,
        &["b1", "c3", "e4"],
        &["a2", "a4", "b5"],
        (0, 0),
        Color::White,
    );
    g.play_text("e4-d5").unwrap();
    assert_eq!(g.outcome().and_then(|o| o.winner), Some(Color::White));
}

#[test]
fn altan_xaraacaj_a_row_of_four_is_no_mill() {
    let rules = rules("altan-xaraacaj");
    let g = game(
        &rules,
        &["a1", "b1", "c1"],
        &["a5", "b5"],
        (3, 4),
        Color::White,
    );
    let d1 = turns_from(&g, "d1");
    assert_eq!(d1, ["d1"], "a1 b1 c1 d1 is four in a row: no mill");
    let g = game(&rules, &["a1", "b1"], &["a5", "b5"], (4, 4), Color::White);
    let c1 = turns_from(&g, "c1");
    assert_eq!(c1, ["c1xa5", "c1xb5"], "exactly three is a mill");
    // A diagonal is a link: three on it is no mill.
    let g = game(&rules, &["a1", "b2"], &["a5", "b5"], (4, 4), Color::White);
    assert!(turns(&g).contains(&"c3".to_string()));
    assert!(!turns(&g).iter().any(|t| t.starts_with("c3x")));
}

#[test]
fn marelle_quadruple_five_in_a_row_wins() {
    let rules = rules("marelle-quadruple");
    let mut g = game(
        &rules,
        &["a1", "b1", "c1", "d1"],
        &["a5", "b5", "c5", "d5"],
        (1, 1),
        Color::White,
    );
    g.play_text("e1").unwrap();
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.reason, EndReason::MillClosed);
}

#[test]
fn the_second_player_can_start_the_movement() {
    let text = include_str!("data/second-moves-first.ron");
    let rules = Arc::new(Rules::from_source("second", "second", text).unwrap());
    let white = ["a1", "c1", "e1", "b2", "c2", "d2"];
    let black = ["a5", "c5", "e5", "b4", "c4"];
    let mut g = game(&rules, &white, &black, (0, 1), Color::Black);
    // d4 closes b4 c4 d4, but placing mills do nothing here.
    assert_eq!(turns(&g).iter().filter(|t| t.starts_with("d4")).count(), 1);
    g.play_text("d4").unwrap();
    assert_eq!(
        g.side_to_move(),
        Color::Black,
        "Black placed last and still moves first"
    );
}

#[test]
fn dooz_a_placing_mill_takes_from_the_hand_then_from_the_board() {
    let rules = rules("dooz");
    let mut g = game(&rules, &["a1", "a4"], &["d1", "g1"], (10, 10), Color::White);
    let a7 = turns_from(&g, "a7");
    assert_eq!(a7, ["a7"], "nothing to choose");
    g.play_text("a7").unwrap();
    assert_eq!(g.position().in_hand(Color::Black), 9);
    assert_eq!(g.position().pieces(Color::Black).len(), 2);
    assert_eq!(g.side_to_move(), Color::Black);
    // With the opponent's hand empty, the mill removes from the board.
    let g = game(
        &rules,
        &["a1", "a4"],
        &["d1", "g1", "d2"],
        (1, 0),
        Color::White,
    );
    let a7 = turns_from(&g, "a7");
    assert_eq!(a7, ["a7xd1", "a7xg1", "a7xd2"]);
}

#[test]
fn russian_mill_a_used_mill_removes_nothing_when_formed_again() {
    let rules = rules("russian-mill");
    let white = ["a1", "a4", "d7", "b2"];
    let black = ["g1", "g4", "f2", "d5", "e5"];
    let mut g = game(&rules, &white, &black, (0, 0), Color::White);
    g.play_text("d7-a7xd5").unwrap();
    let text = g.position().to_text(&rules);
    assert!(text.ends_with(" used=a1,a4,a7/"), "{text}");
    assert_eq!(Position::from_text(&rules, &text).unwrap(), *g.position());
    g.play_text("f2-f4").unwrap();
    g.play_text("a7-d7").unwrap();
    g.play_text("f4-f2").unwrap();
    // a1 a4 a7 again: a mill, but used.
    let back = turns_from(&g, "d7-a7");
    assert_eq!(back, ["d7-a7"]);
    g.play_text("d7-a7").unwrap();
    assert_eq!(g.position().piece_count(Color::Black), 4, "nothing removed");
}

#[test]
fn da_san_qi_marks_block_their_points_until_placement_ends() {
    let rules = rules("da-san-qi");
    let mut g = game(
        &rules,
        &["a1", "a4"],
        &["d1", "g1", "d2"],
        (2, 2),
        Color::White,
    );
    g.play_text("a7xd1").unwrap();
    let pos = *g.position();
    assert!(pos.marked().contains(rules.point_by_name("d1").unwrap()));
    assert_eq!(pos.piece_count(Color::Black), 4, "the marked piece is lost");
    let text = pos.to_text(&rules);
    assert!(text.starts_with("WX"), "{text}");
    assert_eq!(Position::from_text(&rules, &text).unwrap(), pos);
    let refused = g.play_text("d1").unwrap_err().to_string();
    assert!(refused.contains("d1 holds a marked piece"), "{refused}");
    g.play_text("b2").unwrap();
    g.play_text("g7").unwrap(); // White's last piece
    assert!(
        g.position()
            .marked()
            .contains(rules.point_by_name("d1").unwrap()),
        "Black still has a piece to place"
    );
    g.play_text("e3").unwrap(); // Black's last piece: placement ends
    assert!(g.position().marked().is_empty(), "the marks leave");
    assert_eq!(g.side_to_move(), Color::Black, "Black moves first");
}
