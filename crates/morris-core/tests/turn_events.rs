//! What the rules did in a turn, as the front ends say it: in random games of
//! every variant, each kind of event comes up where its rule is, and never
//! where it is not.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use morris_core::{Feature, Position, Rules, TurnEvent, catalog};
use morris_testkit::{Rng, feature_case, with_field};

/// The kind of an event, without its data.
fn kind(event: &TurnEvent) -> &'static str {
    match event {
        TurnEvent::TookFromHand { .. } => "took from hand",
        TurnEvent::UsedMillRemovesNothing => "used mill",
        TurnEvent::Covered { .. } => "covered",
        TurnEvent::Marked { .. } => "marked",
        TurnEvent::LostPiecesLeft => "lost pieces left",
        TurnEvent::FirstMill { .. } => "first mill",
        TurnEvent::BoardFull => "board full",
        TurnEvent::MillsCounted => "mills counted",
        TurnEvent::PlacementStopped => "placement stopped",
        TurnEvent::Owes { .. } => "owes",
        TurnEvent::PlaysAgain { .. } => "plays again",
        TurnEvent::MovesFirst { .. } => "moves first",
        TurnEvent::Passed { .. } => "passed",
        TurnEvent::RemovedWhenBlocked { .. } => "removed when blocked",
        TurnEvent::Captured { .. } => "captured",
    }
}

/// The feature without which an event kind cannot come up.
fn needs(kind: &str) -> &'static [Feature] {
    match kind {
        "took from hand" => &[Feature::PlacedMillTakesFromHand],
        "used mill" => &[Feature::OneTimeMills],
        "covered" => &[Feature::PlacedMillCovers],
        "marked" => &[Feature::PlacedMillMarks],
        "lost pieces left" => &[Feature::PlacedMillCovers, Feature::PlacedMillMarks],
        "first mill" => &[Feature::MovementStarts, Feature::FullBoardRemovals],
        "board full" => &[Feature::FullBoardRemovals],
        "mills counted" => &[Feature::PlacedMillsCounted],
        "placement stopped" => &[Feature::StopPlacing],
        "owes" => &[Feature::PlacedMillsCounted, Feature::FullBoardRemovals],
        "plays again" => &[Feature::PlacedMillPlacesAgain, Feature::MovedMillMovesAgain],
        "moves first" => &[Feature::MovementStarts],
        "passed" => &[Feature::BlockedPasses, Feature::BlockedFreed],
        "removed when blocked" => &[Feature::BlockedRemovesAdjacent],
        "captured" => &[Feature::Captures],
        _ => unreachable!("{kind}"),
    }
}

/// The event kinds seen in random games of `rules`, each event checked
/// against the turn that made it.
fn seen(rules: &Arc<Rules>, games: u64) -> BTreeSet<&'static str> {
    let mut kinds = BTreeSet::new();
    for seed in 0..games {
        let mut rng = Rng::new(seed);
        let mut pos = Position::start(rules);
        for _ in 0..200 {
            let moves = pos.legal_moves(rules);
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            let mut after = pos;
            after.play_unchecked(rules, mv);
            for event in pos.turn_events(rules, mv) {
                match event {
                    TurnEvent::TookFromHand { from } => {
                        assert_eq!(after.in_hand(from), pos.in_hand(from) - 1, "{event:?}")
                    }
                    TurnEvent::UsedMillRemovesNothing => assert!(mv.removed().is_empty()),
                    TurnEvent::PlaysAgain { who } | TurnEvent::MovesFirst { who } => {
                        assert_eq!(after.side_to_move(), who, "{event:?}")
                    }
                    TurnEvent::Owes { who, owed } => assert_eq!(after.owed(who), owed),
                    TurnEvent::Covered { points } | TurnEvent::Marked { points } => {
                        assert!(points.is_subset(mv.removed()), "{event:?}")
                    }
                    TurnEvent::Captured { points } => {
                        assert!(points.is_subset(mv.removed()), "{event:?}")
                    }
                    TurnEvent::Passed { .. } => assert!(mv.is_pass()),
                    _ => {}
                }
                kinds.insert(kind(&event));
            }
            pos = after;
        }
    }
    kinds
}

#[test]
fn each_event_comes_only_with_its_rule() {
    let mut variants: Vec<(String, Arc<Rules>)> = catalog::SHIPPED
        .iter()
        .map(|(id, _)| (id.to_string(), Arc::new(catalog::shipped(id).unwrap())))
        .collect();
    for feature in [
        Feature::BlockedPasses,
        Feature::StopPlacing,
        Feature::Captures,
    ] {
        let mut text = feature_case(feature).with;
        if feature == Feature::StopPlacing {
            // No removal while placing: the board fills up to the stop.
            text = with_field(&text, "placing_mills", "Nothing");
        }
        let rules = Rules::from_source("case", "case", &text).unwrap();
        variants.push((format!("{feature:?}"), Arc::new(rules)));
    }
    let mut found: BTreeMap<&'static str, Vec<String>> = BTreeMap::new();
    for (id, rules) in &variants {
        for kind in seen(rules, 12) {
            let rule = needs(kind).iter().any(|&f| rules.uses(f));
            assert!(rule, "{id}: {kind} without its rule");
            found.entry(kind).or_default().push(id.clone());
        }
    }
    let expected = [
        ("took from hand", "dooz"),
        ("used mill", "russian-mill"),
        ("covered", "sam-ki"),
        ("marked", "da-san-qi"),
        ("lost pieces left", "da-san-qi"),
        ("owes", "el-filja"),
        ("owes", "shax"),
        ("passed", "shax"),
        ("first mill", "shax"),
        ("board full", "shax"),
        ("mills counted", "el-filja"),
        ("plays again", "nerenchi"),
        ("moves first", "da-san-qi"),
        ("placement stopped", "StopPlacing"),
        ("captured", "Captures"),
    ];
    for (kind, id) in expected {
        let ids = found.get(kind).cloned().unwrap_or_default();
        assert!(
            ids.iter().any(|i| i == id),
            "{kind} never seen in {id}: {found:?}"
        );
    }
}

#[test]
fn a_game_says_what_its_last_turn_did() {
    let rules = Arc::new(catalog::shipped("dooz").unwrap());
    let mut game = morris_core::Game::new(Arc::clone(&rules));
    assert!(game.last_turn_events().is_empty());
    // White closes a mill by placing while Black still holds pieces.
    for text in ["a1", "b2", "d1", "d2", "g1"] {
        game.play_text(text).unwrap();
    }
    assert_eq!(
        game.last_turn_events(),
        [TurnEvent::TookFromHand {
            from: morris_core::Color::Black
        }]
    );
}
