//! The words the terminal and desktop programs show, in the player's language.
//!
//! Each language is one Project Fluent file in `i18n/` (`en.ftl`, `fr.ftl`),
//! embedded at build time and listed once in [`LANGUAGES`]. Fluent gives each
//! language its own plural rules and word order; a message missing from a
//! translation falls back to English, message by message. The language is
//! process-wide: chosen once from the environment or a `--lang` option in the
//! terminal program, switched at any time in the desktop game.
//!
//! Machine interfaces (JSON output, the engine protocol, move notation,
//! position strings and records) never go through here.
//!
//! ```
//! use morris_i18n::t;
//! morris_i18n::set_language("fr").unwrap();
//! assert_eq!(t!("color-white"), "Blanc");
//! assert_eq!(t!("pieces-in-hand", count = 1), "1 pion en main");
//! let english = morris_i18n::with_language("en", || t!("pieces-in-hand", count = 2));
//! assert_eq!(english.unwrap(), "2 pieces in hand");
//! ```

pub mod coach;
pub mod describe;
pub mod drills;
pub mod errors;
pub mod learn;
pub mod numbers;
pub mod online;
pub mod prompt_words;
pub mod puzzles;
pub mod records;
pub mod spoken;
pub mod words;

use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

pub use fluent_bundle::FluentValue as Arg;

/// A language the programs speak.
#[derive(Debug)]
pub struct Language {
    /// The ISO 639-1 code: `en`, `fr`.
    pub code: &'static str,
    /// Its own name for itself, for menus.
    pub name: &'static str,
    /// The Fluent messages.
    pub source: &'static str,
}

/// Every language, English first (the fallback). Adding a language is one
/// `.ftl` file and one line here.
pub const LANGUAGES: &[Language] = &[
    Language {
        code: "en",
        name: "English",
        source: include_str!("../i18n/en.ftl"),
    },
    Language {
        code: "fr",
        name: "Français",
        source: include_str!("../i18n/fr.ftl"),
    },
];

/// A language code that is not among [`LANGUAGES`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}; known languages: {known}", known = codes().join(", "))]
pub struct UnknownLanguage(pub String);

fn codes() -> Vec<&'static str> {
    LANGUAGES.iter().map(|l| l.code).collect()
}

static CURRENT: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// A language for this thread only, set by [`with_language`].
    static THREAD: std::cell::Cell<Option<usize>> = const { std::cell::Cell::new(None) };
}

/// The index of the language in use on this thread.
fn current() -> usize {
    THREAD
        .with(std::cell::Cell::get)
        .unwrap_or_else(|| CURRENT.load(Ordering::Relaxed))
        .min(LANGUAGES.len() - 1)
}

/// Runs `f` with this thread speaking the language `code` (tests run side
/// by side in several languages this way).
pub fn with_language<R>(code: &str, f: impl FnOnce() -> R) -> Result<R, UnknownLanguage> {
    let index = find(code).ok_or_else(|| UnknownLanguage(code.to_string()))?;
    let before = THREAD.with(|t| t.replace(Some(index)));
    let out = f();
    THREAD.with(|t| t.set(before));
    Ok(out)
}
static BUNDLES: OnceLock<Vec<FluentBundle<FluentResource>>> = OnceLock::new();

fn bundles() -> &'static [FluentBundle<FluentResource>] {
    BUNDLES.get_or_init(|| LANGUAGES.iter().map(bundle).collect())
}

fn bundle(lang: &Language) -> FluentBundle<FluentResource> {
    let id = lang.code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Terminal text: no Unicode isolation marks around placeables.
    bundle.set_use_isolating(false);
    // A broken entry is skipped by the parser, and the test suite names it.
    let resource = FluentResource::try_new(lang.source.to_string()).unwrap_or_else(|(r, _)| r);
    let _ = bundle.add_resource(resource);
    bundle
}

/// The language in use.
pub fn language() -> &'static Language {
    &LANGUAGES[current()]
}

/// Switches to the language with this code (`fr`, or a locale such as `fr_FR.UTF-8`).
pub fn set_language(code: &str) -> Result<(), UnknownLanguage> {
    let index = find(code).ok_or_else(|| UnknownLanguage(code.to_string()))?;
    CURRENT.store(index, Ordering::Relaxed);
    Ok(())
}

/// The index of the language a code or locale names.
fn find(code: &str) -> Option<usize> {
    let base = code
        .split(['_', '-', '.', '@'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    LANGUAGES.iter().position(|l| l.code == base)
}

/// The language the environment asks for, as POSIX programs read it:
/// `LC_ALL`, then `LC_MESSAGES`, then `LANG`; the first one set decides
/// (`C` and `POSIX` mean English). `None` when it names none we speak.
pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> Option<&'static Language> {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(&var)
        .find(|value| !value.is_empty())?;
    if locale == "C" || locale == "POSIX" {
        return Some(&LANGUAGES[0]);
    }
    find(&locale).map(|i| &LANGUAGES[i])
}

/// Sets the language from the process environment, English when it names
/// none we speak.
pub fn use_environment() {
    let lang = from_environment(|name| std::env::var(name).ok()).unwrap_or(&LANGUAGES[0]);
    let _ = set_language(lang.code);
}

/// The message `key` in the current language, with `args`; English when the
/// language lacks it, and the key itself when English does too.
pub fn tr(key: &str, args: &[(&str, Arg<'_>)]) -> String {
    let current = current();
    let args = (!args.is_empty()).then(|| {
        let mut list = FluentArgs::new();
        for (name, value) in args {
            list.set(*name, value.clone());
        }
        list
    });
    lookup(bundles(), current, key, args.as_ref())
}

/// The message in `bundles[current]`, else in English (`bundles[0]`), else the key.
fn lookup(
    bundles: &[FluentBundle<FluentResource>],
    current: usize,
    key: &str,
    args: Option<&FluentArgs<'_>>,
) -> String {
    [current, 0]
        .into_iter()
        .find_map(|i| format_in(&bundles[i], key, args))
        .unwrap_or_else(|| key.to_string())
}

fn format_in(
    bundle: &FluentBundle<FluentResource>,
    key: &str,
    args: Option<&FluentArgs<'_>>,
) -> Option<String> {
    let pattern = bundle.get_message(key)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Does language `code` have the message `key` (for the translators' check)?
pub fn has_message(code: &str, key: &str) -> bool {
    find(code).is_some_and(|i| bundles()[i].has_message(key))
}

/// The message keys of a language's file, in file order.
pub fn message_keys(lang: &Language) -> Vec<String> {
    let resource = match FluentResource::try_new(lang.source.to_string()) {
        Ok(r) | Err((r, _)) => r,
    };
    resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// A message in the current language, by its key, with named values if the
/// message has any: `t!` with `"view-side", side = ..., stone = ...`.
#[macro_export]
macro_rules! t {
    ($key:literal) => {
        $crate::tr($key, &[])
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::tr($key, &[$((stringify!($name), $crate::Arg::from($value))),+])
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_missing_from_a_translation_falls_back_to_english() {
        let language = |code, source| Language {
            code,
            name: code,
            source,
        };
        let bundles = [
            bundle(&language("en", "a = English a\nb = English b\n")),
            bundle(&language("fr", "a = French a\n")),
        ];
        assert_eq!(lookup(&bundles, 1, "a", None), "French a");
        assert_eq!(lookup(&bundles, 1, "b", None), "English b");
        assert_eq!(lookup(&bundles, 1, "c", None), "c");
    }
}
