//! The coach on real positions of Nine Men's Morris and Three Men's Morris.

use morris_core::{
    ByColor, Color, Move, PointSet, Position, Rules, Setup, catalog, move_text, parse_move,
};

use super::*;

fn rules(id: &str) -> Rules {
    catalog::shipped(id).unwrap()
}

/// The position after `turns` from the start.
fn after(rules: &Rules, turns: &[&str]) -> Position {
    let mut pos = Position::start(rules);
    for text in turns {
        let mv = parse_move(rules, &pos, text).unwrap();
        pos.play(rules, mv).unwrap();
    }
    pos
}

fn turn(rules: &Rules, pos: &Position, text: &str) -> Move {
    parse_move(rules, pos, text).unwrap()
}

fn points(rules: &Rules, names: &str) -> PointSet {
    names
        .split_whitespace()
        .map(|name| rules.point_by_name(name).unwrap())
        .collect()
}

/// A position with no pieces in hand from the boards of each side.
fn moving(rules: &Rules, white: &str, black: &str, side: Color) -> Position {
    let setup = Setup {
        board: ByColor::new(points(rules, white), points(rules, black)),
        side,
        ..Setup::default()
    };
    Position::from_setup(rules, &setup).unwrap()
}

/// A threat as text: the mill's points in line order, where the piece goes,
/// and how it gets there.
fn said(rules: &Rules, threat: &Threat) -> String {
    let mill: Vec<&str> = threat
        .points(rules)
        .into_iter()
        .map(|p| rules.point_name(p))
        .collect();
    format!("{} by {}", mill.join("-"), move_text(rules, threat.step()))
}

/// Each remark as text, who it is about first.
fn remarks_said(rules: &Rules, pos: &Position, text: &str) -> Vec<String> {
    let mv = turn(rules, pos, text);
    remarks(rules, pos, mv)
        .unwrap()
        .iter()
        .map(|remark| match remark {
            Remark::MissedMill { who, threat } => format!("{who:?} missed {}", said(rules, threat)),
            Remark::LeftOpen { by, threat } => format!("{by:?} can close {}", said(rules, threat)),
        })
        .collect()
}

#[test]
fn a_mill_left_open_is_said_and_a_blocked_one_is_not() {
    let rules = rules("nine-mens-morris");
    let pos = after(&rules, &["a1", "d7", "g7", "d6"]);
    assert_eq!(
        remarks_said(&rules, &pos, "b2"),
        ["Black can close d5-d6-d7 by d5"]
    );
    assert_eq!(remarks_said(&rules, &pos, "d5"), Vec::<String>::new());
}

#[test]
fn a_mill_not_closed_is_said_and_a_closed_one_is_not() {
    let rules = rules("nine-mens-morris");
    let pos = after(&rules, &["a1", "d7", "a4", "b6"]);
    assert_eq!(
        remarks_said(&rules, &pos, "g1"),
        ["White missed a1-a4-a7 by a7"]
    );
    assert_eq!(remarks_said(&rules, &pos, "a7xd7"), Vec::<String>::new());
}

#[test]
fn two_threats_at_once_are_not_nagged_about() {
    let rules = rules("nine-mens-morris");
    let setup = Setup {
        board: ByColor::new(points(&rules, "a1 a4 g1"), points(&rules, "b6 f2")),
        in_hand: ByColor::new(6, 7),
        side: Color::Black,
        ..Setup::default()
    };
    let pos = Position::from_setup(&rules, &setup).unwrap();
    let white: Vec<String> = threats(&rules, &pos, Color::White)
        .unwrap()
        .iter()
        .map(|t| said(&rules, t))
        .collect();
    assert_eq!(white, ["a1-d1-g1 by d1", "a1-a4-a7 by a7"]);
    // Black blocks one of them, or neither: no turn could have stopped both.
    for mv in pos.legal_moves(&rules) {
        assert_eq!(remarks(&rules, &pos, mv).unwrap(), [], "{mv:?}");
    }
}

#[test]
fn the_side_not_to_move_has_its_threats_too() {
    let rules = rules("three-mens-morris");
    let pos = moving(&rules, "a1 c1 b2", "a3 b3 c2", Color::White);
    let found = threats(&rules, &pos, Color::White).unwrap();
    assert_eq!(
        found,
        [Threat {
            mill: points(&rules, "a1 b1 c1"),
            to: points(&rules, "b1").first_point().unwrap(),
            movers: points(&rules, "b2"),
            by_placing: false,
        }]
    );
    let black: Vec<String> = threats(&rules, &pos, Color::Black)
        .unwrap()
        .iter()
        .map(|t| said(&rules, t))
        .collect();
    assert_eq!(black, ["a3-b3-c3 by c2-c3"]);
}

#[test]
fn moving_away_misses_a_mill_and_leaves_one_open() {
    let rules = rules("three-mens-morris");
    let pos = moving(&rules, "a1 c1 b2", "a3 b3 c2", Color::White);
    assert_eq!(
        remarks_said(&rules, &pos, "a1-a2"),
        [
            "White missed a1-b1-c1 by b2-b1",
            "Black can close a3-b3-c3 by c2-c3"
        ]
    );
    // Blocking Black's mill still misses White's own.
    assert_eq!(
        remarks_said(&rules, &pos, "b2-c3"),
        ["White missed a1-b1-c1 by b2-b1"]
    );
    // The mill wins: the game is over, nothing is said.
    assert_eq!(remarks_said(&rules, &pos, "b2-b1"), Vec::<String>::new());
}

#[test]
fn an_illegal_turn_is_refused_with_cores_error() {
    let rules = rules("nine-mens-morris");
    let pos = after(&rules, &["a1"]);
    let taken = Move::place(rules.point_by_name("a1").unwrap());
    assert!(matches!(
        remarks(&rules, &pos, taken),
        Err(CoachError::Play(_))
    ));
}
