//! The shipped rules files: each compiles to what its variant should be, and
//! the compiled summary is snapshotted so any change to a board shows in review.

use morris_core::{GameOptions, Rules, catalog};

#[test]
fn shipped_summaries() {
    for (id, _) in catalog::SHIPPED {
        let rules = catalog::shipped(id).unwrap_or_else(|| panic!("{id} does not compile"));
        insta::assert_snapshot!(*id, rules.summary());
    }
}

#[test]
fn boards_have_the_expected_shape() {
    // (id, points, mills, pieces, flying threshold)
    let expected = [
        ("nine-mens-morris", 24, 16, 9, Some(3)),
        ("six-mens-morris", 16, 8, 6, None),
        ("five-mens-morris", 16, 8, 5, None),
        ("three-mens-morris", 9, 8, 3, None),
        ("twelve-mens-morris", 24, 20, 12, None),
        ("morabaraba", 24, 20, 12, Some(3)),
        ("lasker-morris", 24, 16, 10, Some(3)),
        ("tapatan", 9, 8, 3, None),
        ("achi", 16, 8, 6, None),
        ("picaria", 13, 16, 3, None),
        ("shisima", 9, 4, 3, None),
        ("round-merels", 9, 4, 3, None),
        ("seven-mens-morris", 17, 10, 7, None),
        ("mylna", 24, 16, 9, None),
        ("mulabalaba", 24, 20, 12, None),
        ("dara", 30, 38, 12, None),
        ("marelle-quadruple", 25, 12, 5, None),
        ("altan-xaraacaj", 25, 30, 6, None),
        ("cheng-san-qi", 24, 16, 9, None),
        ("nerenchi", 24, 16, 9, None),
        ("dooz", 24, 20, 12, Some(3)),
        ("russian-mill", 24, 16, 9, Some(3)),
        ("da-san-qi", 24, 20, 12, None),
        ("zhi-qi", 24, 20, 12, Some(3)),
        ("el-filja", 24, 16, 12, None),
        ("shax", 24, 16, 12, None),
        ("sam-ki", 24, 20, 12, Some(3)),
        ("jeson-zam", 19, 27, 9, None),
    ];
    assert_eq!(expected.len(), catalog::SHIPPED.len());
    for (id, points, mills, pieces, flying) in expected {
        let rules = catalog::shipped(id).unwrap();
        assert_eq!(rules.point_count(), points, "{id}");
        assert_eq!(rules.mills().len(), mills, "{id}");
        assert_eq!(rules.pieces(), pieces, "{id}");
        assert_eq!(rules.flying_threshold(), flying, "{id}");
    }
}

#[test]
fn flying_can_be_switched_off_only_where_offered() {
    let nine = catalog::shipped("nine-mens-morris").unwrap();
    assert!(nine.flying_offered());
    let flying = |on| GameOptions {
        flying: Some(on),
        first: None,
    };
    let no_flying = flying(false).rules(nine.clone()).unwrap();
    assert_eq!(no_flying.flying_threshold(), None);
    assert_ne!(no_flying.fingerprint(), nine.fingerprint());

    let six = catalog::shipped("six-mens-morris").unwrap();
    assert!(!six.flying_offered());
    assert!(flying(true).rules(six.clone()).is_err());
    assert!(flying(false).rules(six).is_ok());

    let morabaraba = catalog::shipped("morabaraba").unwrap();
    assert!(flying(false).rules(morabaraba).is_err());
}

#[test]
fn a_new_variant_is_just_a_file() {
    // A board nobody ships: a triangle of three-point lines with a centre.
    let text = r#"(
        name: "Triangle",
        points: [
            (name: "a1", x: 0, y: 0), (name: "b1", x: 2, y: 0), (name: "c1", x: 4, y: 0),
            (name: "b2", x: 1, y: 2), (name: "d2", x: 3, y: 2), (name: "c3", x: 2, y: 4),
            (name: "m", x: 2, y: 1),
        ],
        lines: [["a1", "b1", "c1"], ["a1", "b2", "c3"], ["c1", "d2", "c3"], ["b1", "m"]],
        pieces: 2,
        lose_below: 2,
    )"#;
    let dir = std::env::temp_dir().join(format!("morris-new-variant-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("triangle.ron");
    std::fs::write(&path, text).unwrap();
    let rules = Rules::load_file(&path).unwrap();
    assert_eq!(rules.id(), "triangle");
    assert_eq!(rules.mills().len(), 3);
    assert_eq!(rules.neighbours(rules.point_by_name("m").unwrap()).len(), 1);
    let start = morris_core::Position::start(&rules);
    assert_eq!(start.legal_moves(&rules).len(), 7);
    // Loading by path through the catalog works the same.
    assert_eq!(catalog::resolve(path.to_str().unwrap()).unwrap(), rules);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_closed_line_draws_a_whole_square() {
    // The board of Nine Men's Morris, with a name and pieces to make a variant.
    let (_, board) = catalog::BOARDS[0];
    let text = board.replacen("(\n", "(\n    name: \"Nine\",\n    pieces: 9,\n", 1);
    let sides =
        r#"["a7", "d7", "g7"], ["g7", "g4", "g1"], ["g1", "d1", "a1"], ["a1", "a4", "a7"],"#;
    assert!(text.contains(sides));
    let looped = text.replace(
        sides,
        r#"["a7", "d7", "g7", "g4", "g1", "d1", "a1", "a4", "a7"],"#,
    );
    let nine = catalog::shipped("nine-mens-morris").unwrap();
    let drawn = Rules::from_source("looped", "looped.ron", &looped).unwrap();
    let sorted = |r: &Rules| {
        let mut mills: Vec<u64> = r.mills().iter().map(|m| m.0).collect();
        mills.sort();
        mills
    };
    assert_eq!(sorted(&drawn), sorted(&nine));
    for p in nine.points() {
        assert_eq!(
            drawn.neighbours(p),
            nine.neighbours(p),
            "{}",
            nine.point_name(p)
        );
    }
}
