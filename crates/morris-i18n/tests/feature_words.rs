//! Every feature of the rules has words in every language: the sentences of
//! its own, or a change in the plain sentences (a board's counts, what a mill
//! removes), checked on morris-testkit's case of each feature.

use morris_core::Rules;
use morris_i18n::{LANGUAGES, describe, with_language};
use morris_testkit::feature_cases;

#[test]
fn every_feature_is_worded_in_every_language() {
    for case in feature_cases() {
        let id = format!("{:?}", case.feature);
        let compile = |text: &str| Rules::from_source(&id, &id, text).unwrap();
        let (without, with) = (compile(&case.without), compile(&case.with));
        for lang in LANGUAGES {
            with_language(lang.code, || {
                let words = describe::feature_words(&with, case.feature);
                let sentences = describe::rules(&with);
                for sentence in &words {
                    assert!(!sentence.trim().is_empty(), "{id} [{}]", lang.code);
                    assert!(sentences.contains(sentence), "{id} [{}]", lang.code);
                }
                if words.is_empty() {
                    assert_ne!(
                        sentences,
                        describe::rules(&without),
                        "{id} [{}] changes no sentence",
                        lang.code
                    );
                }
            })
            .unwrap();
        }
    }
}
