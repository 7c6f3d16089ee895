//! The state some rules keep (used mills, marks, covers, owed removals, the
//! first mill, the last mill steps) is part of a `Setup`, read from the
//! position string into it, and checked once by `Position::from_setup`.

use morris_core::{
    ByColor, Color, Owed, OwedFrom, Point, PointSet, Position, RuleState, Rules, Setup, SetupError,
    catalog,
};

fn rules(id: &str) -> Rules {
    catalog::shipped(id).unwrap()
}

fn reforming() -> Rules {
    let text = include_str!("data/tagged-mills.ron");
    Rules::from_source("tagged-mills", "tagged-mills.ron", text).unwrap()
}

fn at(rules: &Rules, names: &[&str]) -> PointSet {
    names
        .iter()
        .map(|n| rules.point_by_name(n).unwrap())
        .collect()
}

/// A setup of `rules` with these pieces and hands, White to move.
fn setup(rules: &Rules, white: &[&str], black: &[&str], hands: (u8, u8)) -> Setup {
    Setup {
        board: ByColor::new(at(rules, white), at(rules, black)),
        in_hand: ByColor::new(hands.0, hands.1),
        ..Setup::default()
    }
}

fn refusal(rules: &Rules, setup: &Setup) -> SetupError {
    Position::from_setup(rules, setup).unwrap_err()
}

#[test]
fn each_part_is_refused_under_rules_without_it() {
    let nine = rules("nine-mens-morris");
    let base = setup(&nine, &["a1"], &["g7"], (8, 8));
    let moving = setup(&nine, &["a1", "d1", "g1"], &["g7", "d7", "a7"], (0, 0));
    let cases: [(RuleState, Setup); 6] = [
        (
            RuleState::UsedMills,
            Setup {
                used_mills: ByColor::new(at(&nine, &["a1", "d1", "g1"]), PointSet::EMPTY),
                ..base
            },
        ),
        (
            RuleState::Marked,
            Setup {
                marked: at(&nine, &["d1"]),
                ..base
            },
        ),
        (
            RuleState::Covered,
            Setup {
                covered: at(&nine, &["a1"]),
                ..base
            },
        ),
        (
            RuleState::Owed,
            Setup {
                owed: ByColor::new(Owed::of_opponent(1), Owed::default()),
                ..moving
            },
        ),
        (
            RuleState::FirstMill,
            Setup {
                first_mill: Some(Color::Black),
                ..base
            },
        ),
        (
            RuleState::MillStep,
            Setup {
                mill_step: ByColor::new(None, Some((Point(1), Point(2)))),
                ..moving
            },
        ),
    ];
    for (state, setup) in cases {
        assert_eq!(
            refusal(&nine, &setup),
            SetupError::NotInRules(state),
            "{state}"
        );
    }
}

#[test]
fn marks_and_covers_stand_only_while_placing_and_where_they_fit() {
    let marking = rules("da-san-qi");
    let placing = setup(&marking, &["a1"], &["g7"], (7, 8));
    let marked = Setup {
        marked: at(&marking, &["d1"]),
        ..placing
    };
    assert!(Position::from_setup(&marking, &marked).is_ok());
    let over = Setup {
        in_hand: ByColor::splat(0),
        ..marked
    };
    assert_eq!(
        refusal(&marking, &over),
        SetupError::OnlyWhilePlacing(RuleState::Marked)
    );
    let on_piece = Setup {
        marked: at(&marking, &["a1"]),
        ..placing
    };
    assert_eq!(
        refusal(&marking, &on_piece),
        SetupError::MarkedHoldsPiece { point: "a1".into() }
    );

    let covering = rules("sam-ki");
    let placing = setup(&covering, &["a1", "d1"], &["g7"], (8, 9));
    let covered = Setup {
        covered: at(&covering, &["d1"]),
        ..placing
    };
    assert!(Position::from_setup(&covering, &covered).is_ok());
    let empty = Setup {
        covered: at(&covering, &["g1"]),
        ..placing
    };
    assert_eq!(
        refusal(&covering, &empty),
        SetupError::CoveredEmpty { point: "g1".into() }
    );
}

#[test]
fn owed_removals_come_after_placing_with_a_count_and_whose() {
    let counted = rules("el-filja");
    let moving = setup(&counted, &["a1", "d1"], &["g7", "d7"], (0, 0));
    let own = Owed {
        count: 1,
        from: OwedFrom::Own,
    };
    let owes = Setup {
        owed: ByColor::splat(own),
        ..moving
    };
    let pos = Position::from_setup(&counted, &owes).unwrap();
    assert_eq!(pos.owed(Color::Black), own);
    assert!(pos.owes_own_pieces(Color::White));
    let too_many = Setup {
        owed: ByColor::new(Owed::of_opponent(40), Owed::default()),
        ..moving
    };
    assert_eq!(
        refusal(&counted, &too_many),
        SetupError::TooManyOwed {
            color: Color::White,
            count: 40
        }
    );
    let placing = Setup {
        in_hand: ByColor::new(1, 0),
        ..owes
    };
    assert_eq!(
        refusal(&counted, &placing),
        SetupError::OnlyAfterPlacing(RuleState::Owed)
    );

    // A full board's removals take the opponent's pieces only.
    let full = rules("zhi-qi");
    let own_full = Setup {
        owed: ByColor::new(own, Owed::default()),
        ..setup(&full, &["a1"], &["g7"], (0, 0))
    };
    assert_eq!(
        refusal(&full, &own_full),
        SetupError::NotInRules(RuleState::OwedOwnPieces)
    );
}

#[test]
fn a_mill_step_names_two_points_of_the_board() {
    let rules = reforming();
    let moving = setup(&rules, &["a1", "d1", "g1"], &["g7", "d7"], (0, 0));
    let d1 = rules.point_by_name("d1").unwrap();
    let in_place = Setup {
        mill_step: ByColor::new(Some((d1, d1)), None),
        ..moving
    };
    assert_eq!(
        refusal(&rules, &in_place),
        SetupError::MillStepInPlace {
            color: Color::White,
            point: "d1".into()
        }
    );
    let off = Setup {
        mill_step: ByColor::new(Some((d1, Point(200))), None),
        ..moving
    };
    assert!(matches!(
        refusal(&rules, &off),
        SetupError::OffBoard { index: 200, .. }
    ));
}

#[test]
fn the_rule_state_reads_into_a_setup_and_back() {
    let cases = [
        (
            rules("shax"),
            "BBWWBBBWBWBWWWBBWBWBWW.W b 0 1 0 23 first_mill=w",
        ),
        (
            rules("el-filja"),
            "WW.W.................BB. w 0 0 0 24 owes=1o/1o",
        ),
        (rules("da-san-qi"), "W..X...................B b 7 8 0 3"),
        (
            rules("russian-mill"),
            "WWW...................BB b 6 7 0 7 used=a1,d1,g1/",
        ),
        (
            reforming(),
            "WWWW.WB.B....B.....B.BB. w 0 0 0 0 mill_step=d2-d1/-",
        ),
    ];
    for (rules, text) in cases {
        let setup = Setup::from_text(&rules, text);
        let Ok(setup) = setup else {
            panic!("{text}: {setup:?}");
        };
        assert_eq!(setup.to_text(&rules), text);
        let pos = Position::from_setup(&rules, &setup).unwrap();
        assert_eq!(Setup::from(&pos), setup, "{text}");
        assert_eq!(pos.to_text(&rules), text);
    }
    // A field that does not read is the text's fault; one that reads but
    // does not fit the rules is the setup's.
    let nine = rules("nine-mens-morris");
    let err = Position::from_text(&nine, "........................ w 9 9 0 0 owes=x/1");
    assert_eq!(
        err.unwrap_err().to_string(),
        "owes=\"x/1\" is not two counts of removals (white/black, `o` for own pieces)"
    );
    let err = Position::from_text(&nine, "........................ w 9 9 0 0 first_mill=b");
    assert_eq!(
        err.unwrap_err().to_string(),
        "the first mill (first_mill=): this variant's rules have none"
    );
}
