//! For every feature of the rules, a rules text that turns it on and the
//! text it was made from: the tests of each consumer of the feature registry
//! (fast paths, fingerprint, solver, descriptions) run over them all, so a
//! feature added later is checked by each without a hand-written list.

use morris_core::{Feature, catalog};

/// A feature switched on: the rules text without it and with it.
#[derive(Clone, Debug)]
pub struct FeatureCase {
    pub feature: Feature,
    pub without: String,
    pub with: String,
}

/// The case of every feature, in the registry's order.
pub fn feature_cases() -> Vec<FeatureCase> {
    Feature::ALL.iter().map(|&f| feature_case(f)).collect()
}

/// The case of `feature`: a shipped file, with a field or two changed, and
/// the field that turns the feature on.
pub fn feature_case(feature: Feature) -> FeatureCase {
    let (id, base, on): Recipe = match feature {
        Feature::MillLength => (
            "marelle-quadruple",
            &[("mill_length", "3")],
            ("mill_length", "4"),
        ),
        Feature::LongerLinesNoMill => (
            "marelle-quadruple",
            &[("mill_length", "3")],
            ("longer_lines", "NoMill"),
        ),
        Feature::LongerLinesForbidden => (
            "marelle-quadruple",
            &[("mill_length", "3")],
            ("longer_lines", "Forbidden"),
        ),
        Feature::PlacedMillDoesNothing => nine(("placing_mills", "Nothing")),
        Feature::PlacedMillForbidden => nine(("placing_mills", "Forbidden")),
        Feature::PlacedMillMarks => nine(("placing_mills", "Mark")),
        Feature::PlacedMillTakesFromHand => nine(("placing_mills", "TakeFromHand")),
        Feature::PlacedMillPlacesAgain => nine(("placing_mills", "ExtraTurn")),
        Feature::PlacedMillCovers => nine(("placing_mills", "Cover")),
        Feature::PlacedMillsCounted => nine(("placing_mills", "Counted")),
        Feature::OneTimeMills => nine(("one_time_mills", "true")),
        Feature::MovedMillMovesAgain => nine(("mill_closes", "RemoveAndMoveAgain")),
        Feature::MovementStarts => nine(("movement_starts", "SecondPlayer")),
        Feature::FullBoardRemovals => (
            "twelve-mens-morris",
            &[("full_board", "Blocked")],
            ("full_board", "BothRemove(White)"),
        ),
        Feature::BlockedDraws => nine(("blocked", "Draw")),
        Feature::BlockedPasses => nine(("blocked", "Passes")),
        Feature::BlockedFreed => nine(("blocked", "Freed")),
        Feature::BlockedRemovesAdjacent => nine(("blocked", "RemovesAdjacent")),
        Feature::EndgameDraw => nine((
            "draws",
            "(repetition: Some(3), no_removal_moves: Some(50), endgame: Some((pieces: 3, moves: 10)))",
        )),
        Feature::ClosedWhilePlacing => nine(("closed_while_placing", r#"["d2"]"#)),
        Feature::FlyFrom => nine(("fly_from", r#"["a1", "g7"]"#)),
        Feature::StartPieces => nine(("start", r#"Some((white: ["a1"], black: ["g7"]))"#)),
        Feature::NoPlacing => nine(("no_placing", r#"["d2"]"#)),
        Feature::OpeningPoints => nine(("opening_points", r#"["d2", "d6"]"#)),
        Feature::StopPlacing => (
            "twelve-mens-morris",
            &[("full_board", "Blocked")],
            ("stop_placing_at_empty", "Some(2)"),
        ),
        Feature::NoImmediateReforming => nine(("no_immediate_reforming", "true")),
        Feature::ProtectingMills => ("morabaraba", &[], ("protecting_mills", r#"["orthogonal"]"#)),
        Feature::Captures => nine(("captures", "[(kind: Custodian)]")),
        Feature::NeverInMills => nine(("removable", "NeverInMills")),
        Feature::Links => nine(("links", r#"[["a1", "b2"]]"#)),
        Feature::ListedMills => nine((
            "mills",
            r#"Listed([["a1", "d1", "g1"], ["a7", "d7", "g7"], ["a1", "a4", "a7"]])"#,
        )),
        Feature::ScoringMills => ("morabaraba", &[], ("scoring_mills", r#"["orthogonal"]"#)),
        Feature::MillWins => nine(("mill_closes", "Win")),
        Feature::RemovableAny => nine(("removable", "Any")),
        Feature::RemovalPerMill => nine(("double_mill", "RemovalPerMill")),
        Feature::MoveInPlacement => nine(("move_in_placement", "true")),
        Feature::FullBoardDraw => (
            "twelve-mens-morris",
            &[("full_board", "Blocked")],
            ("full_board", "Draw"),
        ),
        Feature::Flying => (
            "six-mens-morris",
            &[],
            ("flying", "At(pieces: 3, optional: false)"),
        ),
    };
    let shipped = catalog::SHIPPED
        .iter()
        .find(|(shipped, _)| *shipped == id)
        .map(|(_, text)| *text)
        .unwrap_or_else(|| panic!("no shipped variant {id}"));
    let without = base
        .iter()
        .fold(shipped.to_string(), |text, &(field, value)| {
            with_field(&text, field, value)
        });
    let with = with_field(&without, on.0, on.1);
    FeatureCase {
        feature,
        without,
        with,
    }
}

/// A shipped file's id, the fields that make the base, and the field that
/// turns the feature on.
type Recipe = (
    &'static str,
    &'static [(&'static str, &'static str)],
    (&'static str, &'static str),
);

/// Nine Men's Morris as it ships, and the field that turns the feature on.
fn nine(on: (&'static str, &'static str)) -> Recipe {
    ("nine-mens-morris", &[], on)
}

/// `text` with the top-level `field` set to `value`: its line replaced where
/// the file writes it on one line, or added at the end.
pub fn with_field(text: &str, field: &str, value: &str) -> String {
    let key = format!("{field}:");
    let top_level = |line: &str| line.starts_with("    ") && line[4..].starts_with(&key);
    if text.lines().any(top_level) {
        let lines: Vec<String> = text
            .lines()
            .map(|line| match top_level(line) {
                true => format!("    {field}: {value},"),
                false => line.to_string(),
            })
            .collect();
        return lines.join("\n") + "\n";
    }
    let end = text.rfind(')').expect("a rules text ends with `)`");
    format!("{}    {field}: {value},\n{}", &text[..end], &text[end..])
}
