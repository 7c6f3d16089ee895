//! Bounds on what a rules file may say, so that everything made from it can
//! carry it: names and texts short enough to draw and print, without the
//! code points XML and PDF cannot hold, and a board whose points are not so
//! far apart for their closest pair that its pieces come out at no size.

use crate::compile::board::COORD_LIMIT;
use crate::rules_file::errors::{ProblemKind, Problems};
use crate::rules_file::locate::Seg;
use crate::rules_file::ruleset::RuleSet;

/// The most characters of a variant's name, in any language.
pub const MAX_NAME: usize = 80;
/// The most characters of a description, a note or a source.
pub const MAX_TEXT: usize = 2_000;
/// The most notes or sources a file may list.
pub const MAX_ENTRIES: usize = 100;
/// The widest a board may be, in distances between its two closest points:
/// a 64-point board in a row spans 63 of them.
pub const MAX_SPREAD: i64 = 64;

/// Checks the texts of `set` and its board's spread.
pub(crate) fn check_bounds(set: &RuleSet, problems: &mut Problems) {
    check_text(
        problems,
        &[Seg::Field("name")],
        "name",
        &set.name,
        MAX_NAME,
        true,
    );
    check_text(
        problems,
        &[Seg::Field("description")],
        "description",
        &set.description,
        MAX_TEXT,
        false,
    );
    for (field, list) in [("notes", &set.notes), ("sources", &set.sources)] {
        check_entries(problems, field, list);
        for (i, text) in list.iter().enumerate() {
            let at = [Seg::Field(field), Seg::Index(i)];
            check_text(problems, &at, field, text, MAX_TEXT, false);
        }
    }
    // A map's entries are placed at the map: a place names fields, not keys.
    for (code, name) in &set.names {
        let at = [Seg::Field("names")];
        check_text(problems, &at, "names", code, MAX_NAME, true);
        check_text(problems, &at, "names", name, MAX_NAME, true);
    }
    for (code, text) in &set.descriptions {
        let at = [Seg::Field("descriptions")];
        check_text(problems, &at, "descriptions", code, MAX_NAME, true);
        check_text(problems, &at, "descriptions", text, MAX_TEXT, false);
    }
    for (code, notes) in &set.notes_in {
        let at = [Seg::Field("notes_in")];
        check_text(problems, &at, "notes_in", code, MAX_NAME, true);
        check_entries(problems, "notes_in", notes);
        for text in notes {
            check_text(problems, &at, "notes_in", text, MAX_TEXT, false);
        }
    }
    check_spread(set, problems);
}

fn check_entries(problems: &mut Problems, field: &'static str, list: &[String]) {
    if list.len() > MAX_ENTRIES {
        problems.at(
            &[Seg::Field(field)],
            ProblemKind::TooManyEntries {
                field,
                count: list.len(),
                max: MAX_ENTRIES,
            },
        );
    }
}

/// One text: at most `max` characters, none a code point XML or PDF cannot
/// carry, and no control character at all in a one-line text (a name).
fn check_text(
    problems: &mut Problems,
    at: &[Seg],
    field: &'static str,
    text: &str,
    max: usize,
    one_line: bool,
) {
    // Counted only up to one past the bound: a text as long as the file is not walked twice.
    let length = text.chars().take(max + 1).count();
    if length > max {
        let length = text.chars().count();
        problems.at(at, ProblemKind::LongText { field, length, max });
        return;
    }
    if let Some(c) = text.chars().find(|&c| refused(c, one_line)) {
        problems.at(
            at,
            ProblemKind::BadCharacter {
                field,
                code: u32::from(c),
            },
        );
    }
}

/// A code point XML 1.0 forbids (a control other than tab, line feed and
/// carriage return) or a noncharacter (U+FDD0 to U+FDEF, and the last two
/// of every plane: U+FFFE, U+FFFF, U+1FFFE…); in a one-line text, any control.
pub(crate) fn refused(c: char, one_line: bool) -> bool {
    let code = u32::from(c);
    let xml_forbidden = code < 0x20 && !matches!(c, '\t' | '\n' | '\r');
    let noncharacter = (0xFDD0..=0xFDEF).contains(&code) || code & 0xFFFE == 0xFFFE;
    xml_forbidden || noncharacter || (one_line && c.is_control())
}

/// The board's span in distances between its two closest points, refused
/// past [`MAX_SPREAD`]: its pieces, sized from that distance, would be drawn
/// at a fraction of a millimetre.
fn check_spread(set: &RuleSet, problems: &mut Problems) {
    let in_range = |c: i32| (-COORD_LIMIT..=COORD_LIMIT).contains(&c);
    // A coordinate out of range is refused apart, and says nothing of the spread.
    if !set.points.iter().all(|p| in_range(p.x) && in_range(p.y)) {
        return;
    }
    // Wide enough that no square of a difference overflows.
    let coords: Vec<(i128, i128)> = set
        .points
        .iter()
        .map(|p| (i128::from(p.x), i128::from(p.y)))
        .collect();
    let (Some(x_span), Some(y_span)) = (
        span(coords.iter().map(|c| c.0)),
        span(coords.iter().map(|c| c.1)),
    ) else {
        return;
    };
    // Squared distances, in whole numbers: no rounding decides a refusal.
    let mut closest_sq = i128::MAX;
    for (i, a) in coords.iter().enumerate() {
        for b in &coords[i + 1..] {
            closest_sq = closest_sq.min((a.0 - b.0).pow(2) + (a.1 - b.1).pow(2));
        }
    }
    // Two points on one place are refused apart; one point has no spread.
    if closest_sq == 0 || closest_sq == i128::MAX {
        return;
    }
    let widest = x_span.max(y_span);
    let max = i128::from(MAX_SPREAD);
    if widest * widest > max * max * closest_sq {
        let closest = (closest_sq as f64).sqrt();
        problems.at(
            &[Seg::Field("points")],
            ProblemKind::BoardTooSpread {
                spread: (widest as f64 / closest).round() as i64,
                max: MAX_SPREAD,
            },
        );
    }
}

fn span(values: impl Iterator<Item = i128> + Clone) -> Option<i128> {
    Some(values.clone().max()? - values.min()?)
}
