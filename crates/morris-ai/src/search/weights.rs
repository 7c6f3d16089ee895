//! The evaluation's weights: one set, fitted to Nine Men's Morris, that
//! every game starts from, and sets fitted to one solved game each, used for
//! that game alone (the same rules, found by their fingerprint, whatever the
//! file is called). A game of its own gets its set only when a match says
//! the set plays better (`docs/strength.md`).

use std::sync::OnceLock;

use morris_core::{Feature, Rules, catalog};

use super::features::{BASE, COUNT, DOUBLE_THREAT, PHASES, THREAT_TO_MOVE};

/// The weights every game starts from, in hundredths of a piece; the piece
/// is the unit (100). One block of [`BASE`] a phase.
#[rustfmt::skip]
pub const WEIGHTS: [i32; COUNT] = [
    100, 268, 29, 170, -15, -136, 14, -33, -500, -282, -150, 70, 22, 0, 0,
    100, 115, 81, 328, 58, -13, 14, -33, -500, -467, -218, 70, 139, 366, -32,
    100, 211, 28, 133, -21, -42, 14, -33, -164, -108, -66, 70, -216, 0, 0,
];

/// Six Men's Morris, fitted as [`SEVEN_MENS_MORRIS`] was (`docs/review-merit.md`).
/// It never flies either: its third block is [`WEIGHTS`]', never used.
#[rustfmt::skip]
pub const SIX_MENS_MORRIS: [i32; COUNT] = [
    100, 500, 97, 6, 54, 68, 5, 22, -223, -110, 24, 70, -500, 0, 0,
    100, 500, 287, 500, 257, 161, 14, -33, -288, 89, 146, 70, -370, 474, 500,
    100, 211, 28, 133, -21, -42, 14, -33, -164, -108, -66, 70, -216, 0, 0,
];

/// Seven Men's Morris, fitted to the exact values of its table on the
/// positions of 3,000 games of self-play (`docs/review-merit.md`, "An
/// evaluation fitted to the table"). It never flies: its third block is
/// [`WEIGHTS`]', never used.
#[rustfmt::skip]
pub const SEVEN_MENS_MORRIS: [i32; COUNT] = [
    100, 500, 84, -55, 85, -54, 15, 2, 141, 38, 15, 70, -500, 0, 0,
    100, 402, 234, 469, 272, 284, 14, -33, -335, -39, 13, 70, 8, 500, -227,
    100, 211, 28, 133, -21, -42, 14, -33, -164, -108, -66, 70, -216, 0, 0,
];

/// The sets fitted to one game each, by the shipped variant they were fitted on.
const FITTED: [(&str, [i32; COUNT]); 2] = [
    ("six-mens-morris", SIX_MENS_MORRIS),
    ("seven-mens-morris", SEVEN_MENS_MORRIS),
];

/// Where a closed mill wins the game, a mill to close now wins and two to
/// block lose: these flags then weigh five pieces whatever the tuning says.
const WIN_THREAT: i32 = 500;

/// The weights fitted to `rules`' game, else [`WEIGHTS`]; before
/// [`with_win_threats`].
pub fn fitted_for(rules: &Rules) -> [i32; COUNT] {
    static BY_FINGERPRINT: OnceLock<Vec<(u64, [i32; COUNT])>> = OnceLock::new();
    let fitted = BY_FINGERPRINT.get_or_init(|| {
        FITTED
            .iter()
            .filter_map(|(id, weights)| Some((catalog::shipped(id)?.fingerprint(), *weights)))
            .collect()
    });
    let fingerprint = rules.fingerprint();
    fitted
        .iter()
        .find(|(f, _)| *f == fingerprint)
        .map_or(WEIGHTS, |(_, weights)| *weights)
}

/// The weights the search scores `rules`' positions with.
pub fn weights_for(rules: &Rules) -> [i32; COUNT] {
    with_win_threats(rules, fitted_for(rules))
}

/// `weights` with the threat flags set for `rules` as [`weights_for`] sets them.
pub fn with_win_threats(rules: &Rules, mut weights: [i32; COUNT]) -> [i32; COUNT] {
    if rules.uses(Feature::MillWins) {
        for phase in 0..PHASES {
            weights[phase * BASE + THREAT_TO_MOVE] = WIN_THREAT;
            weights[phase * BASE + DOUBLE_THREAT] = -WIN_THREAT;
        }
    }
    weights
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_with_a_fitted_set_gets_it_whatever_its_file_is_called() {
        let seven = catalog::shipped("seven-mens-morris").unwrap();
        assert_eq!(weights_for(&seven), SEVEN_MENS_MORRIS);
        let (text, origin) = seven.source();
        let copy = Rules::from_source("my-seven", origin, text).unwrap();
        assert_eq!(weights_for(&copy), SEVEN_MENS_MORRIS);
        // Six Men's Morris is Seven without the cross: another game.
        let six = catalog::shipped("six-mens-morris").unwrap();
        assert_eq!(weights_for(&six), SIX_MENS_MORRIS);
        let nine = catalog::shipped("nine-mens-morris").unwrap();
        assert_eq!(weights_for(&nine), WEIGHTS);
    }
}
