//! Perft: the engine's turn counts against known values (tests/data/perft.txt)
//! and against a slow reference generator on random positions of every variant.

mod support;

use morris_core::{Position, catalog, perft};
use support::reference::Reference;

#[test]
fn perft_matches_the_data_file() {
    let mut checked = 0;
    for case in morris_testkit::perft_cases(include_str!("data/perft.txt")) {
        let (line, id) = (case.line, case.variant);
        let rules =
            catalog::shipped(id).unwrap_or_else(|| panic!("line {line}: unknown variant {id}"));
        let pos = match case.position {
            Some(text) => Position::from_text(&rules, text).unwrap(),
            None => Position::start(&rules),
        };
        let counted = perft(&rules, &pos, case.depth);
        assert_eq!(counted, case.nodes, "line {line}: {}", case.text);
        checked += 1;
    }
    assert!(checked >= 30, "the data file lists {checked} cases");
}

/// Test-only variants that exercise options no shipped file uses.
const EXTRA: &[(&str, &str)] = &[
    ("per-mill", include_str!("data/per-mill.ron")),
    ("listed-mills", include_str!("data/listed-mills.ron")),
    (
        "second-moves-first",
        include_str!("data/second-moves-first.ron"),
    ),
    ("tagged-mills", include_str!("data/tagged-mills.ron")),
    ("captures", include_str!("data/captures.ron")),
];

#[test]
fn perft_agrees_with_the_reference_generator() {
    for (id, text) in catalog::SHIPPED.iter().chain(EXTRA) {
        let rules = std::sync::Arc::new(morris_core::Rules::from_source(id, id, text).unwrap());
        // The reference reads the whole text, its base or board written in.
        let reference = Reference::new(rules.source().0);
        for pos in morris_testkit::random_positions(&rules, 25, 0x5eed) {
            let state = reference.parse(&pos.to_text(&rules));
            for depth in 1..=2 {
                assert_eq!(
                    perft(&rules, &pos, depth),
                    reference.perft(&state, depth),
                    "{id} depth {depth} from {}",
                    pos.to_text(&rules)
                );
            }
        }
    }
}

/// Positions where the rules beyond the skeleton act at once: a board about to
/// fill (removals owed), blocked players, a mill about to cover a piece.
const SPECIAL_POSITIONS: &[(&str, &str)] = &[
    ("zhi-qi", "BBWWBBBWBWBWWWBBWBWBWW.W b 0 1"),
    ("el-filja", "BBWWBBBWBWBWWWBBWBWBWW.W b 0 1"),
    ("el-filja", "WWBBBWWBWBBWWBBWWBWWBB.W b 0 1"),
    ("shax", "BBWWBBBWBWBWWWBBWBWBWW.W b 0 1"),
    ("shax", "BBWWBBBWBWBWWWBBWBWBWW.W b 0 1 0 23 first_mill=w"),
    ("shax", "BBB.W....W....W...W...WW w 0 0"),
    ("shax", "BBB.W....W....W...W...WW b 0 0"),
    ("zhi-qi", "WWWBBB...B....B...B..WB. w 0 0"),
    ("sam-ki", "WBW......W....B......... w 2 1"),
    (
        "tagged-mills",
        "WWWW.WB.B....B.....B.BB. w 0 0 0 0 mill_step=d2-d1/-",
    ),
    ("tagged-mills", "BBWWBBBWBWBWWWBBWBWB...W w 2 1"),
    ("captures", "W.W..BBB.....W.BB..B....W w 0 0"),
    ("captures", "W....B................... w 5 5"),
    ("captures", "......................... w 6 6"),
];

#[test]
fn perft_agrees_with_the_reference_where_special_rules_act() {
    for (id, text) in SPECIAL_POSITIONS {
        let source = catalog::SHIPPED
            .iter()
            .chain(EXTRA)
            .find(|(v, _)| v == id)
            .unwrap()
            .1;
        let rules = morris_core::Rules::from_source(id, id, source).unwrap();
        let reference = Reference::new(rules.source().0);
        let pos = morris_core::Position::from_text(&rules, text).unwrap();
        let state = reference.parse(text);
        for depth in 1..=4 {
            let nodes = perft(&rules, &pos, depth);
            assert!(nodes > 0, "{id} {text}");
            assert_eq!(
                nodes,
                reference.perft(&state, depth),
                "{id} depth {depth} from {text}"
            );
        }
    }
}
