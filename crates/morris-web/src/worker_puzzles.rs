//! A puzzle set made in a Web Worker of its own for a variant that ships
//! none: the page posts `puzzles:LANGUAGE\nID\nORIGIN\nRULES` (the rules'
//! own source text, which compiles alone), the worker compiles the rules
//! and runs `morris_gui::make_puzzle_set`, and answers `made:SET` or
//! `refused:WHY`. The page reads the set against its own rules, so a set
//! made for other rules is refused there. Dropping the making ends the worker.

use std::rc::Rc;
use std::sync::Arc;

use morris_core::Rules;
use morris_gui::SetMaking;

use crate::worker_ask::WorkerAsk;

/// What the page asks the worker; the rest of the message is the rules.
pub const MAKE: &str = "puzzles:";
const MADE: &str = "made:";
const REFUSED: &str = "refused:";

#[derive(Debug)]
pub struct WorkerSetMaking(WorkerAsk);

impl WorkerSetMaking {
    /// Starts a worker making a set for `rules`; `wake` is called when it answers.
    pub fn start(rules: &Rules, wake: Rc<dyn Fn()>) -> WorkerSetMaking {
        let language = morris_i18n::language().code;
        let (text, origin) = rules.source();
        // The id and the origin are a line each.
        let line = |field: &str| field.replace(['\n', '\r'], " ");
        let (id, origin) = (line(rules.id()), line(origin));
        let message = format!("{MAKE}{language}\n{id}\n{origin}\n{text}");
        let failed = format!("{REFUSED}{}", morris_i18n::t!("gui-worker-failed"));
        WorkerSetMaking(WorkerAsk::post(&message, failed, wake))
    }
}

impl SetMaking for WorkerSetMaking {
    fn outcome(&mut self) -> Option<Result<String, String>> {
        let answer = self.0.take()?;
        Some(
            match (answer.strip_prefix(MADE), answer.strip_prefix(REFUSED)) {
                (Some(set), _) => Ok(set.to_string()),
                (None, Some(why)) => Err(why.to_string()),
                (None, None) => Err(answer),
            },
        )
    }
}

/// The worker's side: makes the set of a `puzzles:` message and gives the answer to post.
pub fn answer(message: &str) -> String {
    let mut parts = message.splitn(4, '\n');
    let mut next = || parts.next().unwrap_or_default();
    let (language, id, origin, text) = (next(), next(), next(), next());
    let rules = match Rules::from_source(id, origin, text) {
        Ok(rules) => Arc::new(rules),
        Err(why) => return format!("{REFUSED}{why}"),
    };
    match morris_gui::make_puzzle_set(&rules, language, morris_ai::Stop::new()) {
        Ok(set) => format!("{MADE}{set}"),
        Err(why) => format!("{REFUSED}{why}"),
    }
}
