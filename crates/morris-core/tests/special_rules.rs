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
        ..Default::default()
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
    // A removal typed with it is refused for the used mill, not as no mill at all.
    let refused = g.play_text("d7-a7xd1").unwrap_err().to_string();
    assert_eq!(
        refused,
        "d7-a7 re-forms a mill already used, which cannot remove again"
    );
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

/// A full 24-point board without a single mill, even with the corner
/// diagonals: White's twelve points, and Black's with `d7` left for last.
const NO_MILL_WHITE: [&str; 12] = [
    "g1", "b2", "d3", "a4", "c4", "e4", "f4", "d5", "b6", "f6", "a7", "g7",
];
const NO_MILL_BLACK: [&str; 11] = [
    "a1", "d1", "d2", "f2", "c3", "e3", "b4", "g4", "c5", "e5", "d6",
];

/// `game` after Black places its last piece on `d7`, filling the board.
fn fill_the_board(rules: &Arc<Rules>, white: &[&str], black: &[&str]) -> Game {
    let mut g = game(rules, white, black, (0, 1), Color::Black);
    g.play_text("d7").unwrap();
    g
}

#[test]
fn zhi_qi_a_full_board_makes_white_then_black_remove_then_white_moves() {
    let rules = rules("zhi-qi");
    let mut g = fill_the_board(&rules, &NO_MILL_WHITE, &NO_MILL_BLACK);
    assert_eq!(g.side_to_move(), Color::White);
    assert_eq!(g.position().owed_removals(Color::White), 1);
    assert_eq!(g.position().owed_removals(Color::Black), 1);
    let white_turns = turns(&g);
    assert_eq!(white_turns.len(), 12, "any Black piece: {white_turns:?}");
    assert!(white_turns.iter().all(|t| t.starts_with('x')));
    let refused = g.play_text("a4-a1").unwrap_err().to_string();
    assert!(refused.contains("must remove a piece first"), "{refused}");
    g.play_text("xd7").unwrap();
    assert_eq!(g.side_to_move(), Color::Black, "Black removes next");
    assert!(g.play_text("xa1").is_err(), "Black removes a White piece");
    g.play_text("xg1").unwrap();
    assert_eq!(g.side_to_move(), Color::White, "White moves first");
    let moves = turns(&g);
    assert!(moves.contains(&"a7-d7".to_string()), "{moves:?}");
    assert!(moves.iter().all(|t| t.contains('-')), "{moves:?}");
}

#[test]
fn zhi_qi_a_blocked_player_removes_a_neighbour_then_moves() {
    let rules = rules("zhi-qi");
    let white = ["a1", "d1", "g1", "a7"];
    let black = ["a4", "b2", "d2", "f2", "g4", "d7", "b6"];
    let mut g = game(&rules, &white, &black, (0, 0), Color::White);
    let mut removals = turns(&g);
    removals.sort();
    assert_eq!(removals, ["xa4", "xb2", "xb6", "xd2", "xd7", "xf2", "xg4"]);
    g.play_text("xd2").unwrap();
    assert_eq!(
        g.last_turn_events(),
        [morris_core::TurnEvent::RemovedWhenBlocked { who: Color::White }],
        "said while playing"
    );
    assert_eq!(g.side_to_move(), Color::White, "and then moves");
    assert_eq!(turns(&g), ["d1-d2"]);
}

#[test]
fn el_filja_without_mills_each_player_removes_one_of_their_own() {
    let rules = rules("el-filja");
    let mut g = fill_the_board(&rules, &NO_MILL_WHITE, &NO_MILL_BLACK);
    assert_eq!(g.side_to_move(), Color::White);
    assert!(g.position().owes_own_pieces(Color::White));
    assert!(g.play_text("xd7").is_err(), "not a Black piece");
    g.play_text("xg1").unwrap();
    assert_eq!(g.side_to_move(), Color::Black);
    g.play_text("xd7").unwrap();
    assert_eq!(g.side_to_move(), Color::White);
    assert_eq!(g.position().piece_count(Color::White), 11);
    assert_eq!(g.position().piece_count(Color::Black), 11);
    assert!(turns(&g).iter().all(|t| t.contains('-')));
}

#[test]
fn el_filja_the_only_side_with_mills_removes_two_and_the_other_one() {
    let rules = rules("el-filja");
    let white = [
        "a1", "d1", "f2", "c3", "e3", "c4", "e4", "c5", "d5", "b6", "d6", "g7",
    ];
    let black = [
        "g1", "b2", "d2", "d3", "a4", "b4", "f4", "g4", "e5", "f6", "a7",
    ];
    let mut g = fill_the_board(&rules, &white, &black);
    // White's one mill (c3 c4 c5) against none.
    assert_eq!(g.position().owed_removals(Color::White), 2);
    assert_eq!(g.position().owed_removals(Color::Black), 1);
    assert!(!g.position().owes_own_pieces(Color::White));
    for (text, next) in [
        ("xd7", Color::White),
        ("xa7", Color::Black),
        ("xc4", Color::White),
    ] {
        g.play_text(text).unwrap();
        assert_eq!(g.side_to_move(), next, "after {text}");
    }
    assert_eq!(g.position().piece_count(Color::Black), 10);
    assert_eq!(g.position().piece_count(Color::White), 11);
}

#[test]
fn shax_the_first_mill_decides_who_removes_and_moves_first() {
    let rules = rules("shax");
    // Nobody closed a mill: Black, the second player, removes first and moves first.
    let mut g = fill_the_board(&rules, &NO_MILL_WHITE, &NO_MILL_BLACK);
    assert_eq!(g.side_to_move(), Color::Black);
    g.play_text("xg1").unwrap();
    assert_eq!(g.side_to_move(), Color::White);
    g.play_text("xd1").unwrap();
    assert_eq!(g.side_to_move(), Color::Black);
    assert!(turns(&g).iter().all(|t| t.contains('-')));

    // White closes the first mill while placing: it removes nothing, but counts.
    let mut g = game(&rules, &["a1", "d1"], &["b2", "d2"], (10, 10), Color::White);
    g.play_text("g1").unwrap();
    assert_eq!(g.position().first_mill(), Some(Color::White));
    assert_eq!(g.position().piece_count(Color::Black), 12);
    g.play_text("g4").unwrap();
    assert_eq!(g.position().first_mill(), Some(Color::White));
}

#[test]
fn shax_a_blocked_player_passes_and_must_be_freed_without_removals() {
    let rules = rules("shax");
    let white = ["a4", "d2", "g4", "b6", "d7", "g7"];
    let black = ["a1", "d1", "g1"];
    let g = game(&rules, &white, &black, (0, 0), Color::White);
    let moves = turns(&g);
    // a4-a7 closes a mill but removes nothing; b6 and d7 cannot free Black.
    assert!(moves.contains(&"a4-a7".to_string()), "{moves:?}");
    assert!(moves.iter().all(|t| !t.contains('x')), "{moves:?}");
    assert!(
        !moves
            .iter()
            .any(|t| t.starts_with("b6-") || t.starts_with("d7-"))
    );
    let mut g = game(&rules, &white, &black, (0, 0), Color::Black);
    assert_eq!(turns(&g), ["pass"]);
    g.play_text("pass").unwrap();
    assert_eq!(g.side_to_move(), Color::White);
    assert_eq!(g.outcome(), None);
}

#[test]
fn sam_ki_a_placing_mill_covers_a_piece_that_leaves_when_placement_ends() {
    let rules = rules("sam-ki");
    let mut g = game(
        &rules,
        &["a1", "a4", "g1"],
        &["d1", "g4"],
        (2, 1),
        Color::White,
    );
    g.play_text("a7xd1").unwrap();
    let pos = *g.position();
    assert_eq!(pos.covered(), points(&rules, &["d1"]));
    assert!(
        pos.pieces(Color::White)
            .contains(rules.point_by_name("d1").unwrap())
    );
    assert_eq!(
        (pos.in_hand(Color::White), pos.piece_count(Color::Black)),
        (0, 2)
    );
    // The covering piece on d1 makes no mill with a1 and g1 while placement lasts.
    let text = pos.to_text(&rules);
    assert!(text.contains("covered=d1"), "{text}");
    assert_eq!(Position::from_text(&rules, &text), Ok(pos));
    g.play_text("b2").unwrap();
    assert_eq!(g.position().covered(), PointSet::EMPTY, "placement is over");
    assert!(
        g.position()
            .pieces(Color::White)
            .contains(rules.point_by_name("d1").unwrap())
    );
}

#[test]
fn the_endgame_limit_draws_sooner_than_the_no_removal_count() {
    let text = morris_core::catalog::SHIPPED
        .iter()
        .find(|(id, _)| *id == "nine-mens-morris")
        .unwrap()
        .1
        .replace(
            "no_removal_moves: Some(50))",
            "no_removal_moves: Some(50), endgame: Some((pieces: 3, moves: 10)))",
        );
    let rules = Arc::new(Rules::from_source("endgame", "endgame.ron", &text).unwrap());
    let at = |quiet: u16| {
        let setup = Setup {
            board: ByColor::new(
                points(&rules, &["a1", "d1", "g1"]),
                points(&rules, &["b2", "d2", "f2", "b6"]),
            ),
            in_hand: ByColor::new(0, 0),
            side: Color::White,
            no_removal: quiet,
            ply: 40,
            ..Default::default()
        };
        let pos = Position::from_setup(&rules, &setup).unwrap();
        Game::from_position(Arc::clone(&rules), pos).outcome()
    };
    assert_eq!(at(19), None);
    assert_eq!(at(20).map(|o| o.reason), Some(EndReason::NoRemoval));
}
