//! Every shipped variant described in every language: the sentences a player
//! reads in `morris rules show` and a game's `rules` command.

use morris_core::catalog;
use morris_i18n::{LANGUAGES, describe, with_language, words};

#[test]
fn every_variant_is_described_in_every_language() {
    for (id, _) in catalog::SHIPPED {
        let rules = catalog::shipped(id).unwrap();
        let mut text = String::new();
        for lang in LANGUAGES {
            let (name, sentences) = with_language(lang.code, || {
                (words::variant_name(&rules), describe::rules(&rules))
            })
            .unwrap();
            text += &format!("[{}] {name}\n{}\n\n", lang.code, sentences.join("\n"));
        }
        insta::assert_snapshot!(*id, text);
    }
}
