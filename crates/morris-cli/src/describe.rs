//! The rules of a variant in plain words, for `rules show` and the `help` of a
//! game, in the player's language.

use morris_core::Rules;

use crate::text::wrap;

/// One sentence per rule, each wrapped to the terminal's usual width.
pub fn rules(rules: &Rules) -> Vec<String> {
    morris_i18n::describe::rules(rules)
        .iter()
        .flat_map(|s| wrap(s, 78))
        .collect()
}

/// The variant's name in the player's language.
pub fn name(rules: &Rules) -> String {
    morris_i18n::words::variant_name(rules)
}
