//! The rules that single out lines and points, seen acting in short scripted
//! games of the test-only variants in `data/`: tagged mills that score or
//! protect, no moving straight back into a mill, placement that stops early,
//! points closed to placing, and captures without mills.

use std::sync::Arc;

use morris_core::{Color, Game, Position, Rules, move_text};

fn variant(id: &str, text: &str) -> Arc<Rules> {
    Arc::new(Rules::from_source(id, id, text).unwrap())
}

fn tagged() -> Arc<Rules> {
    variant("tagged-mills", include_str!("data/tagged-mills.ron"))
}

fn captures() -> Arc<Rules> {
    variant("captures", include_str!("data/captures.ron"))
}

fn game_at(rules: &Arc<Rules>, text: &str) -> Game {
    let pos = Position::from_text(rules, text).unwrap();
    Game::from_position(Arc::clone(rules), pos)
}

/// A game with these pieces on the board, no pieces in hand, White to move.
fn game_with(rules: &Arc<Rules>, white: &[&str], black: &[&str]) -> Game {
    let board: String = rules
        .points()
        .map(|p| {
            let name = rules.point_name(p);
            if white.contains(&name) {
                'W'
            } else if black.contains(&name) {
                'B'
            } else {
                '.'
            }
        })
        .collect();
    game_at(rules, &format!("{board} w 0 0"))
}

/// The legal turns starting with `prefix`, as text.
fn turns_from(game: &Game, prefix: &str) -> Vec<String> {
    game.legal_moves()
        .iter()
        .map(|&mv| move_text(game.rules(), mv))
        .filter(|t| t.starts_with(prefix))
        .collect()
}

#[test]
fn a_piece_may_not_move_straight_back_to_close_a_mill_again() {
    let rules = tagged();
    let white = ["a1", "g1", "b2", "d2", "f2"];
    let mut g = game_with(&rules, &white, &["c3", "e3", "f4", "d6", "a7", "d7"]);
    g.play_text("d2-d1xa7").unwrap();
    assert!(g.position().to_text(&rules).ends_with("mill_step=d2-d1/-"));
    g.play_text("f4-g4").unwrap();
    let err = g.play_text("d1-d2xc3").unwrap_err().to_string();
    assert!(err.contains("straight back"), "{err}");
    // Another move first, and the way back is open again.
    g.play_text("b2-b4").unwrap();
    g.play_text("g4-f4").unwrap();
    g.play_text("b4-b2").unwrap();
    g.play_text("f4-g4").unwrap();
    assert_eq!(
        turns_from(&g, "d1-d2").len(),
        5,
        "{:?}",
        turns_from(&g, "d1-d2")
    );
}

#[test]
fn only_tagged_mills_score() {
    let rules = tagged();
    let white = ["a1", "b2", "d3", "a7", "b6", "d5"];
    let mut g = game_with(&rules, &white, &["g1", "g4", "f6"]);
    // a1-b2-c3 is a diagonal without the tag `corner`: no mill.
    assert_eq!(turns_from(&g, "d3-c3"), ["d3-c3"]);
    // a7-b6-c5 carries it: a mill that removes.
    assert!(turns_from(&g, "d5-c5x").len() > 1);
    g.play_text("d5-c5xf6").unwrap();
}

#[test]
fn only_protecting_mills_protect_their_pieces() {
    let rules = tagged();
    // Black's g1-f2-e3 is a corner diagonal: it scores but does not protect.
    // Black's b2-b4-b6 is orthogonal: it protects.
    let black = ["g1", "f2", "e3", "b2", "b4", "b6"];
    let g = game_with(&rules, &["a7", "d7", "g4"], &black);
    let removals = turns_from(&g, "g4-g7");
    assert_eq!(removals, ["g4-g7xg1", "g4-g7xf2", "g4-g7xe3"]);
}

#[test]
fn placement_stops_when_two_points_are_empty() {
    let rules = tagged();
    let mut g = game_at(&rules, "BBWWBBBWBWBWWWBBWBWB...W w 2 1");
    g.play_text("f6").unwrap();
    let pos = g.position();
    assert_eq!(
        (pos.in_hand(Color::White), pos.in_hand(Color::Black)),
        (0, 0)
    );
    assert_eq!(
        pos.piece_count(Color::White),
        11,
        "White's last piece left the game"
    );
    assert_eq!(pos.side_to_move(), Color::Black);
    assert!(
        turns_from(&g, "").iter().all(|t| t.contains('-')),
        "Black moves"
    );
}

#[test]
fn the_first_piece_goes_on_an_opening_point_and_none_on_the_centre() {
    let rules = captures();
    let mut g = Game::new(Arc::clone(&rules));
    let mut first = turns_from(&g, "");
    first.sort();
    assert_eq!(first, ["b2", "d4"]);
    let err = g.play_text("a1").unwrap_err().to_string();
    assert_eq!(err, "the first piece of the game goes on b2 or d4");
    g.play_text("b2").unwrap();
    assert!(turns_from(&g, "a1").len() == 1, "any point after the first");
    let err = g.play_text("c3").unwrap_err().to_string();
    assert_eq!(err, "no piece may be placed on c3: it is entered by moving");
}

#[test]
fn a_placed_piece_takes_by_custodian_capture() {
    let rules = captures();
    // White a1, Black a2: White places on a3 and takes a2.
    let mut g = game_at(&rules, "W....B................... w 5 5");
    assert_eq!(turns_from(&g, "a3"), ["a3xa2"]);
    g.play_text("a3").unwrap();
    assert_eq!(g.position().pieces(Color::Black).len(), 0);
}

#[test]
fn a_piece_leaps_over_an_opponent_and_takes_it() {
    let rules = captures();
    let white = ["a1", "c1", "d3", "e5"];
    let mut g = game_with(&rules, &white, &["a2", "c2", "d2", "a4", "b4", "e4"]);
    // a1-a3 jumps a2 (a3 is not next to a1).
    assert_eq!(turns_from(&g, "a1-a3"), ["a1-a3xa2"]);
    // Moving to c3 takes c2 by custodian (c1 beyond it) and d2 and b4 by
    // intervention (the diagonal e1-a5).
    assert_eq!(turns_from(&g, "d3-c3"), ["d3-c3xc2xd2xb4"]);
    g.play_text("a1-a3").unwrap();
    assert!(
        !g.position()
            .pieces(Color::Black)
            .contains(rules.point_by_name("a2").unwrap())
    );
}

#[test]
fn a_turn_given_in_parts_takes_its_captures_with_the_step() {
    use morris_core::{Move, PartialTurn, PointSet, TurnProgress};
    let rules = captures();
    let white = ["a1", "c1", "d3", "e5"];
    let g = game_with(&rules, &white, &["a2", "c2", "d2", "a4", "b4", "e4"]);
    let at = |n| rules.point_by_name(n).unwrap();
    let leap = Move::new(Some(at("a1")), at("a3"), PointSet::EMPTY);
    let done = PartialTurn::start(&rules, g.position(), leap).unwrap();
    assert_eq!(
        done,
        TurnProgress::Complete(leap.with_removed(at("a2").bit()))
    );
}

#[test]
fn a_mill_that_does_not_score_protects_nothing_by_default() {
    let text = include_str!("data/tagged-mills.ron")
        .replace("    protecting_mills: [\"orthogonal\"],\n", "");
    let rules = variant("tagged-scoring-only", &text);
    // Black's a1-b2-c3 is a diagonal without the tag: no mill, so no protection.
    let g = game_with(&rules, &["a7", "d7", "g4"], &["a1", "b2", "c3", "d6"]);
    assert_eq!(turns_from(&g, "g4-g7").len(), 4);
}
