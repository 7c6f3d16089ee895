//! A variant's rules in plain words, one sentence each, in the player's
//! language: built from the compiled rules, so a new rules file is described
//! without a word written for it.

use morris_core::ruleset::{
    Blocked, CaptureBy, CaptureKind, DoubleMill, FullBoard, LongerLines, MillEffect,
    MovementStarts, PlacingMills, Removable, Starter,
};
use morris_core::{Color, PointSet, Rules};

use crate::t;
use crate::words::color;

/// The rules as sentences: the board, placement, movement, flying, mills,
/// every rule beyond the Nine Men's Morris skeleton, the end and the draws.
pub fn rules(rules: &Rules) -> Vec<String> {
    let mut out = vec![t!(
        "rules-board",
        points = rules.point_count(),
        lines = rules.lines().len(),
        mills = rules.mills().len(),
        pieces = rules.pieces(),
        first = color(rules.first_player())
    )];
    out.push(if rules.move_in_placement() {
        t!("rules-placement-or-move")
    } else {
        t!("rules-placement")
    });
    out.push(t!("rules-movement"));
    out.push(match (rules.flying_threshold(), rules.flying_offered()) {
        (Some(k), true) => t!("rules-flying-optional", pieces = k),
        (Some(k), false) => t!("rules-flying", pieces = k),
        (None, true) => t!("rules-flying-off"),
        (None, false) => t!("rules-flying-never"),
    });
    match rules.mill_effect() {
        MillEffect::Win => out.push(t!("rules-mill-wins")),
        MillEffect::Remove | MillEffect::RemoveAndMoveAgain => {
            let which = match rules.removable_rule() {
                Removable::NotInMills => t!("rules-removable-not-in-mills"),
                Removable::Any => t!("rules-removable-any"),
                Removable::NeverInMills => t!("rules-removable-never-in-mills"),
            };
            let double = match rules.double_mill() {
                DoubleMill::OneRemoval => t!("rules-double-one"),
                DoubleMill::RemovalPerMill => t!("rules-double-per-mill"),
            };
            out.push(t!("rules-mill-removes", which = which, double = double));
        }
    }
    out.extend(special(rules));
    let reduced = t!("rules-lose", below = rules.lose_below());
    out.push(if rules.blocked() == Blocked::Loses {
        t!("rules-lose-or-blocked", reduced = reduced)
    } else {
        t!("rules-lose-only", reduced = reduced)
    });
    if rules.full_board_draw() {
        out.push(t!("rules-full-board-draw"));
    }
    let draws = rules.draws();
    match (draws.repetition, draws.no_removal_moves) {
        (Some(n), Some(m)) => out.push(t!("rules-draws-both", times = n, moves = m)),
        (Some(n), None) => out.push(t!("rules-draws-repetition", times = n)),
        (None, Some(m)) => out.push(t!("rules-draws-no-removal", moves = m)),
        (None, None) => {}
    }
    out
}

/// One sentence for each rule beyond the Nine Men's Morris skeleton.
fn special(rules: &Rules) -> Vec<String> {
    let mut out = Vec::new();
    let length = rules.mills().first().map_or(3, |m| m.len());
    if length != 3 {
        out.push(t!("rules-mill-length", length = length));
    }
    match rules.longer_lines() {
        LongerLines::Count => {}
        LongerLines::NoMill => out.push(t!("rules-longer-no-mill", length = length)),
        LongerLines::Forbidden => out.push(t!("rules-longer-forbidden", length = length)),
    }
    match rules.placing_mills() {
        PlacingMills::Remove => {}
        PlacingMills::Nothing => out.push(t!("rules-placing-nothing")),
        PlacingMills::Forbidden => out.push(t!("rules-placing-forbidden")),
        PlacingMills::Mark => out.push(t!("rules-placing-mark")),
        PlacingMills::TakeFromHand => out.push(t!("rules-placing-from-hand")),
        PlacingMills::ExtraTurn => out.push(t!("rules-placing-extra-turn")),
        PlacingMills::Cover => out.push(t!("rules-placing-cover")),
        PlacingMills::Counted => out.push(t!("rules-placing-counted")),
    }
    if rules.one_time_mills() {
        out.push(t!("rules-one-time-mills"));
    }
    if rules.mill_effect() == MillEffect::RemoveAndMoveAgain {
        out.push(t!("rules-move-again"));
    }
    let first = rules.first_player();
    match rules.movement_starts() {
        MovementStarts::InTurn => {}
        MovementStarts::FirstPlayer => out.push(t!("rules-movement-starts", side = color(first))),
        MovementStarts::SecondPlayer => out.push(t!("rules-movement-starts", side = color(!first))),
        MovementStarts::FirstMill => {
            out.push(t!("rules-movement-starts-first-mill", side = color(!first)))
        }
    }
    let starter = |who: Starter| match who {
        Starter::White => color(Color::White),
        Starter::Black => color(Color::Black),
        Starter::FirstMill => t!("rules-first-mill-player", side = color(!first)),
    };
    match rules.full_board() {
        FullBoard::Blocked => {}
        FullBoard::BothRemove(who) => out.push(t!("rules-full-both-remove", who = starter(who))),
        FullBoard::OneRemoves(who) => out.push(t!("rules-full-one-removes", who = starter(who))),
    }
    match rules.blocked() {
        Blocked::Loses => {}
        Blocked::Draw => out.push(t!("rules-blocked-draw")),
        Blocked::Passes => out.push(t!("rules-blocked-passes")),
        Blocked::Freed => out.push(t!("rules-blocked-freed")),
        Blocked::RemovesAdjacent => out.push(t!("rules-blocked-removes")),
    }
    if let Some(end) = rules.draws().endgame {
        out.push(t!(
            "rules-draws-endgame",
            pieces = end.pieces,
            moves = end.moves
        ));
    }
    let names = |set: PointSet| -> String {
        set.map(|p| rules.point_name(p).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let listed = |set: PointSet| (!set.is_empty()).then(|| names(set));
    if let Some(points) = listed(rules.closed_while_placing()) {
        out.push(t!("rules-closed-while-placing", points = points));
    }
    if let Some(points) = listed(rules.fly_from()) {
        out.push(t!("rules-fly-from", points = points));
    }
    let (white, black) = (
        rules.start_pieces(Color::White),
        rules.start_pieces(Color::Black),
    );
    if !(white | black).is_empty() {
        out.push(t!(
            "rules-start",
            white = names(white),
            black = names(black)
        ));
    }
    if let Some(points) = listed(rules.no_placing()) {
        out.push(t!("rules-no-placing", points = points));
    }
    if let Some(points) = listed(rules.opening_points()) {
        out.push(t!("rules-opening-points", points = points));
    }
    if let Some(empty) = rules.stop_placing_at_empty() {
        out.push(t!("rules-stop-placing", empty = empty));
    }
    if rules.no_immediate_reforming() {
        out.push(t!("rules-no-reforming"));
    }
    if let Some(count) = rules.protecting_mill_count() {
        out.push(t!(
            "rules-protecting",
            count = count,
            mills = rules.mills().len()
        ));
    }
    for (kind, by) in rules.capture_rules() {
        let who = match by {
            CaptureBy::Both => t!("rules-capture-by-both"),
            CaptureBy::Placing => t!("rules-capture-by-placing"),
            CaptureBy::Moving => t!("rules-capture-by-moving"),
        };
        out.push(match kind {
            CaptureKind::Custodian => t!("rules-capture-custodian", who = who),
            CaptureKind::Intervention => t!("rules-capture-intervention", who = who),
            CaptureKind::Leap => t!("rules-capture-leap"),
        });
    }
    out
}
