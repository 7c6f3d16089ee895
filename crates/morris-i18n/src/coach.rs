//! The coach's words: one sentence for each remark on a person's turn, one
//! for each mill a side threatens, and the line that says the coach is on.
//! The remarks and threats are morris-learn's.

use morris_core::{Color, Game, Rules, move_text};
use morris_learn::coach::{self, Remark, Threat};

use crate::t;
use crate::words::color;

/// A mill's points along its line, joined by en dashes: `d5–d6–d7`.
pub fn mill(rules: &Rules, threat: &Threat) -> String {
    let names: Vec<&str> = threat
        .points(rules)
        .into_iter()
        .map(|p| rules.point_name(p))
        .collect();
    names.join("\u{2013}")
}

/// "Black can close d5–d6–d7 next turn: d5 is open." or "You could have
/// closed a1–a4–a7 with a7."
pub fn remark(rules: &Rules, remark: &Remark) -> String {
    match remark {
        Remark::MissedMill { threat, .. } => t!(
            "coach-missed-mill",
            mill = mill(rules, threat),
            step = move_text(rules, threat.step())
        ),
        Remark::LeftOpen { by, threat } => t!(
            "coach-left-open",
            side = color(*by),
            mill = mill(rules, threat),
            point = rules.point_name(threat.to)
        ),
    }
}

/// What `side` threatens, a sentence a mill: "White can close a1–a4–a7 with
/// a7.", "Black can close a3–b3–c3 with c2-c3."; or, with no threat, "White
/// has no mill to close."
pub fn threats(rules: &Rules, side: Color, threats: &[Threat]) -> Vec<String> {
    if threats.is_empty() {
        return vec![t!("coach-no-threat", side = color(side))];
    }
    threats
        .iter()
        .map(|threat| {
            t!(
                "coach-threat",
                side = color(side),
                mill = mill(rules, threat),
                step = move_text(rules, threat.step())
            )
        })
        .collect()
}

/// Said once when a game starts with the coach on: what it does, and how to
/// ask for the threats.
pub fn on() -> String {
    t!("coach-on")
}

/// The `threats` command's line in the help.
pub fn help() -> String {
    t!("help-coach")
}

/// The coach's sentences on the game's last turn: none at the start, and
/// none once the game is over.
pub fn on_last_turn(game: &Game) -> Vec<String> {
    if game.outcome().is_some() {
        return Vec::new();
    }
    let Some(last) = game.moves().len().checked_sub(1) else {
        return Vec::new();
    };
    let (Some(before), Some(&played)) = (game.position_at(last), game.moves().last()) else {
        return Vec::new();
    };
    let rules = game.rules();
    // The turn is one the game played, so core takes it again; were it
    // refused, the coach would only stay quiet.
    coach::remarks(rules, before, played)
        .map(|remarks| remarks.iter().map(|r| remark(rules, r)).collect())
        .unwrap_or_default()
}

/// The mills each side of `game` could close with its next turn, the side
/// to move first.
pub fn game_threats(game: &Game) -> Vec<String> {
    let (rules, pos) = (game.rules(), game.position());
    let first = pos.side_to_move();
    [first, !first]
        .into_iter()
        .flat_map(|side| {
            let found = coach::threats(rules, pos, side).unwrap_or_default();
            threats(rules, side, &found)
        })
        .collect()
}
