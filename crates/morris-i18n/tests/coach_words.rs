//! The coach's sentences in English, from real remarks: a mill missed, a
//! mill left open, and the threats of each side in a moving phase.

use morris_core::{ByColor, Color, Position, Setup, catalog, parse_move};
use morris_i18n::{coach, with_language};
use morris_learn::coach::{remarks, threats};

#[test]
fn the_coach_says_a_missed_mill_and_a_mill_left_open() {
    let rules = catalog::shipped("three-mens-morris").unwrap();
    let set = |names: &str| {
        names
            .split_whitespace()
            .map(|n| rules.point_by_name(n).unwrap())
            .collect()
    };
    let setup = Setup {
        board: ByColor::new(set("a1 c1 b2"), set("a3 b3 c2")),
        ..Setup::default()
    };
    let pos = Position::from_setup(&rules, &setup).unwrap();
    let away = parse_move(&rules, &pos, "a1-a2").unwrap();
    let said = with_language("en", || {
        let mut said: Vec<String> = remarks(&rules, &pos, away)
            .unwrap()
            .iter()
            .map(|r| coach::remark(&rules, r))
            .collect();
        for side in Color::ALL {
            said.extend(coach::threats(
                &rules,
                side,
                &threats(&rules, &pos, side).unwrap(),
            ));
        }
        said
    })
    .unwrap();
    assert_eq!(
        said,
        [
            "You could have closed a1–b1–c1 with b2-b1.",
            "Black can close a3–b3–c3 next turn: c3 is open.",
            "White can close a1–b1–c1 with b2-b1.",
            "Black can close a3–b3–c3 with c2-c3.",
        ]
    );
}
