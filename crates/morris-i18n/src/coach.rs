//! The coach's words: one sentence for each remark on a person's turn, one
//! for each mill a side threatens, and the line that says the coach is on.
//! The remarks and threats are morris-learn's.

use morris_core::{Color, Rules, move_text};
use morris_learn::coach::{Remark, Threat};

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
