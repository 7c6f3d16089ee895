//! The rules of a variant in plain words, for `rules show` and the `help` of a game.

use morris_core::Rules;
use morris_core::ruleset::{DoubleMill, MillEffect, Removable};

use crate::text::wrap;

/// One sentence per rule, each wrapped to the terminal's usual width.
pub fn rules(rules: &Rules) -> Vec<String> {
    let mut sentences = vec![format!(
        "Board: {} points, {} lines, {} mills. {} pieces each; {} moves first.",
        rules.point_count(),
        rules.lines().len(),
        rules.mills().len(),
        rules.pieces(),
        rules.first_player()
    )];
    sentences.push(if rules.move_in_placement() {
        "Placement: each turn, place a piece from your hand on an empty point, or move a piece already on the board.".into()
    } else {
        "Placement: each turn, place a piece from your hand on an empty point; when both hands are empty, move.".into()
    });
    sentences.push(
        "Movement: slide one of your pieces along a line to the next point, if it is empty.".into(),
    );
    sentences.push(match (rules.flying_threshold(), rules.flying_offered()) {
        (Some(k), true) => format!("Flying: with {k} pieces or fewer you may move a piece to any empty point (this can be switched off with --no-flying)."),
        (Some(k), false) => format!("Flying: with {k} pieces or fewer you may move a piece to any empty point."),
        (None, true) => "Flying: switched off for this game.".into(),
        (None, false) => "Flying: never; pieces always move along the lines.".into(),
    });
    match rules.mill_effect() {
        MillEffect::Win => sentences
            .push("Mills: three of your pieces in a row along a line win the game at once.".into()),
        MillEffect::Remove | MillEffect::RemoveAndMoveAgain => {
            let which = match rules.removable_rule() {
                Removable::NotInMills => "one that is not in a mill, unless all of them are",
                Removable::Any => "any one",
                Removable::NeverInMills => "never one that stands in a mill",
            };
            let double = match rules.double_mill() {
                DoubleMill::OneRemoval => {
                    "Closing two mills with one move still removes one piece."
                }
                DoubleMill::RemovalPerMill => "Closing two mills with one move removes two pieces.",
            };
            sentences.push(format!(
                "Mills: three of your pieces in a row along a line make a mill; closing one removes an opponent piece ({which}). {double}"
            ));
        }
    }
    sentences.extend(rules.special_rule_sentences());
    let reduced = match rules.lose_below() {
        1 => "with no pieces".to_string(),
        n => format!("with fewer than {n} pieces"),
    };
    let blocked = if rules.blocked() == morris_core::ruleset::Blocked::Loses {
        ", or with no legal move,"
    } else {
        ""
    };
    sentences.push(format!("Winning: a player left {reduced}{blocked} loses."));
    if rules.full_board_draw() {
        sentences.push("A full board where the player to move cannot move is a draw.".into());
    }
    let draws = rules.draws();
    let mut draw = Vec::new();
    if let Some(n) = draws.repetition {
        draw.push(format!("the same position {n} times"));
    }
    if let Some(n) = draws.no_removal_moves {
        draw.push(format!("{n} moves by each player without a removal"));
    }
    if !draw.is_empty() {
        sentences.push(format!("Draws: {}.", draw.join(", or ")));
    }
    sentences.iter().flat_map(|s| wrap(s, 78)).collect()
}
