//! Every message the code asks for exists in every language, and no language
//! has a message the code never asks for. A failure names the key.

use std::collections::BTreeSet;
use std::path::Path;

use morris_i18n::{LANGUAGES, message_keys};

/// The message keys of every use of the `t!` macro in the workspace's sources.
fn keys_in_code() -> BTreeSet<String> {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut keys = BTreeSet::new();
    let mut stack = vec![crates];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs")
                && !path.ends_with("morris-i18n/tests/keys.rs")
            {
                let text = std::fs::read_to_string(&path).unwrap();
                for (at, _) in text.match_indices("t!(") {
                    // `t!(`, not the end of `assert!(`.
                    let word_before = text[..at]
                        .chars()
                        .next_back()
                        .is_some_and(|c| c.is_alphanumeric() || c == '_');
                    let rest = text[at + 3..].trim_start();
                    if !word_before
                        && let Some(quoted) = rest.strip_prefix('"')
                        && let Some(key) = quoted.split('"').next()
                    {
                        keys.insert(key.to_string());
                    }
                }
            }
        }
    }
    keys
}

#[test]
fn every_key_the_code_uses_is_in_every_language() {
    let used = keys_in_code();
    assert!(used.len() > 3, "found only {used:?}");
    for lang in LANGUAGES {
        let have: BTreeSet<String> = message_keys(lang).into_iter().collect();
        let missing: Vec<&String> = used.difference(&have).collect();
        assert!(missing.is_empty(), "{}.ftl lacks {missing:?}", lang.code);
        let unused: Vec<&String> = have.difference(&used).collect();
        assert!(
            unused.is_empty(),
            "{}.ftl has keys no code uses: {unused:?}",
            lang.code
        );
    }
}

#[test]
fn every_translation_file_parses() {
    for lang in LANGUAGES {
        let parsed = fluent_bundle::FluentResource::try_new(lang.source.to_string());
        assert!(
            parsed.is_ok(),
            "{}.ftl: {:?}",
            lang.code,
            parsed.err().map(|e| e.1)
        );
    }
}

#[test]
fn the_environment_chooses_the_language_as_posix_programs_do() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    };
    let code = |pairs| morris_i18n::from_environment(env(pairs)).map(|l| l.code);
    assert_eq!(code(&[("LANG", "fr_FR.UTF-8")]), Some("fr"));
    assert_eq!(
        code(&[("LANG", "fr_FR.UTF-8"), ("LC_ALL", "C")]),
        Some("en")
    );
    assert_eq!(
        code(&[("LANG", "en_GB"), ("LC_MESSAGES", "fr_CA")]),
        Some("fr")
    );
    assert_eq!(code(&[("LANG", "de_DE.UTF-8")]), None);
    assert_eq!(code(&[]), None);
}
