//! Puzzles for a variant that ships no set (a user's rules file, or a
//! shipped variant without one): the set is made when Learn → Puzzles asks
//! for it, away from the UI (on the desktop on a thread of its own, in a
//! page in a Web Worker, `morris-web`), both through [`make_puzzle_set`],
//! which makes it as `morris puzzle --rules` does. Dropping a making stops it.

use std::sync::Arc;

use morris_ai::Stop;
use morris_ai::solve::SolveOptions;
use morris_core::Rules;
use morris_i18n::puzzles as said;
use morris_i18n::t;
use morris_learn::puzzles;

use crate::practice::thread_job::ThreadJob;

/// A set being made: the app asks for its outcome at every frame.
pub trait SetMaking: std::fmt::Debug {
    /// Once the set is made: its text, else why none could be.
    fn outcome(&mut self) -> Option<Result<String, String>>;
}

/// The set made for `rules` (the tables from the user's cache folder,
/// solved if need be), as a set file's text; why not, in the words of the
/// language `language`.
pub fn make_puzzle_set(rules: &Arc<Rules>, language: &str, stop: Stop) -> Result<String, String> {
    let options = SolveOptions {
        stop,
        ..SolveOptions::default()
    };
    let words = |said: &dyn Fn() -> String| {
        morris_i18n::with_language(language, said).unwrap_or_else(|e| e.to_string())
    };
    match puzzles::make_set(rules, &options) {
        Ok(set) if set.puzzles.is_empty() => Err(words(&|| said::made(rules, 0, 0.0))),
        Ok(set) => Ok(set.to_ron(rules)),
        Err(why) => Err(words(&|| {
            t!(
                "gui-puzzles-not-made",
                name = morris_i18n::words::variant_name(rules),
                why = why.to_string()
            )
        })),
    }
}

/// A set being made for the variant on the board.
#[derive(Debug)]
pub(crate) struct PendingMaking {
    pub(crate) rules: Arc<Rules>,
    /// When it started (egui's clock, seconds), to say how long it took.
    pub(crate) since: f64,
    pub(crate) making: Box<dyn SetMaking>,
}

/// A set made on a thread of the desktop's.
pub(crate) type ThreadMaking = ThreadJob<String>;

impl ThreadMaking {
    pub(crate) fn make(rules: Arc<Rules>) -> ThreadMaking {
        let language = morris_i18n::language().code;
        ThreadJob::start("morris-puzzles", move |stop| {
            make_puzzle_set(&rules, language, stop)
        })
    }
}

impl SetMaking for ThreadMaking {
    fn outcome(&mut self) -> Option<Result<String, String>> {
        self.poll()
    }
}
