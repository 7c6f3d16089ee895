//! Rules for tests: the shipped variants, and small variants that switch on
//! rules no shipped file uses.

use std::sync::Arc;

use morris_core::{Rules, catalog};

use crate::feature_cases::with_field;

/// A shipped variant, compiled.
pub fn shipped(id: &str) -> Rules {
    catalog::shipped(id).unwrap_or_else(|| panic!("shipped variant {id}"))
}

/// A shipped variant, compiled and shared, as a game holds it.
pub fn rules(id: &str) -> Arc<Rules> {
    Arc::new(shipped(id))
}

/// The ids of the shipped variants.
pub fn variant_ids() -> Vec<&'static str> {
    catalog::SHIPPED.iter().map(|(id, _)| *id).collect()
}

/// Every shipped variant, compiled.
pub fn all_variants() -> Vec<Arc<Rules>> {
    variant_ids().into_iter().map(rules).collect()
}

/// A shipped rules file with some settings replaced, compiled under a new id.
/// Each change is `("field: old", "field: new")`: the old setting must be the
/// variant's (written in its file, or taken from its base, board or default),
/// and the new one is written in its place.
pub fn variant_of(base: &str, id: &str, changes: &[(&str, &str)]) -> Rules {
    let (_, text) = catalog::SHIPPED
        .iter()
        .find(|(name, _)| *name == base)
        .unwrap_or_else(|| panic!("shipped base {base}"));
    // The whole text, its base's and board's fields written in.
    let whole = shipped(base).source().0.to_string();
    let mut text = text.to_string();
    for (from, to) in changes {
        let setting = |change: &str| {
            let (field, value) = change.split_once(':').expect("a change is `field: value`");
            (
                field.trim().to_string(),
                value.trim().trim_end_matches(',').to_string(),
            )
        };
        let (field, old) = setting(from);
        let (_, new) = setting(to);
        let written = whole.contains(from) || (field == "full_board" && old == "Blocked");
        assert!(
            written || is_default(&field, &old),
            "{base} has no {from:?}"
        );
        text = with_field(&text, &field, &new);
    }
    Rules::from_source(id, &format!("<{id}>"), &text).expect("test rules compile")
}

/// Is `value` the default of `field`, which a file need not write?
fn is_default(field: &str, value: &str) -> bool {
    matches!(
        (field, value),
        ("first", "White")
            | ("flying", "Never")
            | ("mill_closes", "Remove")
            | ("removable", "NotInMills")
            | ("double_mill", "OneRemoval")
            | ("move_in_placement", "false")
            | ("lose_below", "3")
            | ("full_board_draw", "false")
    )
}

/// Removals on the 3x3 board, where one placement can close two mills; one
/// removal per mill, Black starts.
pub fn three_removal_per_mill() -> Rules {
    variant_of(
        "three-mens-morris",
        "three-removal-per-mill",
        &[
            ("pieces: 3", "pieces: 4"),
            ("mill_closes: Win", "mill_closes: Remove"),
            ("double_mill: OneRemoval", "double_mill: RemovalPerMill"),
            ("first: White", "first: Black"),
        ],
    )
}

/// Moves during placement (Lasker style), flying at three, any piece removable.
pub fn three_lasker_flying() -> Rules {
    variant_of(
        "three-mens-morris",
        "three-lasker-flying",
        &[
            ("pieces: 3", "pieces: 4"),
            ("mill_closes: Win", "mill_closes: Remove"),
            ("move_in_placement: false", "move_in_placement: true"),
            ("flying: Never", "flying: At(pieces: 3, optional: false)"),
            ("removable: NotInMills", "removable: Any"),
        ],
    )
}

/// [`three_lasker_flying`] named as a user's own file would be ("Flying
/// Three"): a variant nobody shipped, small enough to solve whole at once.
pub fn flying_three() -> Rules {
    let text = three_lasker_flying()
        .source()
        .0
        .replace("name: \"Three Men's Morris\"", "name: \"Flying Three\"");
    Rules::from_source("flying-three", "flying-three.ron", &text).expect("test rules compile")
}

/// Three Men's Morris where a mill wins and moves are allowed while placing.
pub fn three_lasker_mill_wins() -> Rules {
    variant_of(
        "three-mens-morris",
        "three-lasker",
        &[("move_in_placement: false", "move_in_placement: true")],
    )
}

/// Small variants that between them switch on every rule the solver models.
pub fn small_variants() -> Vec<Rules> {
    vec![
        shipped("three-mens-morris"),
        three_removal_per_mill(),
        three_lasker_flying(),
    ]
}

/// A lopsided board with no symmetry but the identity: 8 points, 4 mills,
/// 4 pieces each, flying at 3, pieces in mills removable too.
pub fn lopsided() -> Rules {
    let text = r#"(
        name: "Lopsided",
        points: [
            (name: "a1", x: 0, y: 0), (name: "b1", x: 1, y: 0), (name: "c1", x: 2, y: 0), (name: "d1", x: 3, y: 0), (name: "e1", x: 4, y: 0),
            (name: "b2", x: 1, y: 1), (name: "c2", x: 2, y: 1), (name: "b3", x: 1, y: 2),
        ],
        lines: [["a1", "b1", "c1", "d1", "e1"], ["b1", "b2", "b3"], ["c1", "c2"], ["b2", "c2"]],
        pieces: 4,
        flying: At(pieces: 3, optional: false),
        removable: Any,
    )"#;
    Rules::from_source("lopsided", "<lopsided>", text).expect("test rules compile")
}

/// Writes into `dir` (a user rules folder) the default variant with eight
/// pieces instead of nine, under the shipped id, and returns that id: a user
/// file that shadows a shipped one, which every program must load instead.
pub fn write_shadowing_default(dir: &std::path::Path) -> &'static str {
    let id = morris_core::catalog::DEFAULT_VARIANT;
    let (_, text) = morris_core::catalog::SHIPPED
        .iter()
        .find(|(shipped, _)| *shipped == id)
        .expect("the default variant is shipped");
    let eight = text.replace("pieces: 9", "pieces: 8");
    assert_ne!(&eight, text, "the default variant gives nine pieces");
    std::fs::write(dir.join(format!("{id}.ron")), eight).expect("the folder is writable");
    id
}

/// A board nobody shipped, as a rules file's text: the 24 points of Nine
/// Men's Morris with the corner diagonals, ten pieces each, no flying.
pub const DIAGONAL_TENS: &str = r#"(
    base: "nine-mens-morris",
    name: "Diagonal Tens",
    lines: [
        ["a7", "d7", "g7"], ["g7", "g4", "g1"], ["g1", "d1", "a1"], ["a1", "a4", "a7"],
        ["b6", "d6", "f6"], ["f6", "f4", "f2"], ["f2", "d2", "b2"], ["b2", "b4", "b6"],
        ["c5", "d5", "e5"], ["e5", "e4", "e3"], ["e3", "d3", "c3"], ["c3", "c4", "c5"],
        ["d7", "d6", "d5"], ["d3", "d2", "d1"], ["a4", "b4", "c4"], ["e4", "f4", "g4"],
        ["a1", "b2", "c3"], ["g1", "f2", "e3"], ["a7", "b6", "c5"], ["g7", "f6", "e5"],
    ],
    pieces: 10,
    flying: Never,
)"#;
