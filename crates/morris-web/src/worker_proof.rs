//! A stranger's puzzle set proved in a Web Worker of its own, so that the
//! page keeps drawing while the table is solved: the page posts
//! `prove:LANGUAGE\nFILE\nTEXT`, the worker runs `morris_gui::prove_set` and
//! answers `proved` or `refused:WHY`. Dropping the proof ends the worker.

use std::rc::Rc;

use morris_gui::SetProof;

use crate::worker_ask::WorkerAsk;

/// What the page asks the worker; the rest of the message is the set.
pub const PROVE: &str = "prove:";
const PROVED: &str = "proved";
const REFUSED: &str = "refused:";

#[derive(Debug)]
pub struct WorkerProof(WorkerAsk);

impl WorkerProof {
    /// Starts a worker proving the set's `text`, named `file`; `wake` is called when it answers.
    pub fn start(file: &str, text: &str, wake: Rc<dyn Fn()>) -> WorkerProof {
        let language = morris_i18n::language().code;
        // A name is one line of the message.
        let file = file.replace(['\n', '\r'], " ");
        let message = format!("{PROVE}{language}\n{file}\n{text}");
        let failed = format!("{REFUSED}{file}: {}", morris_i18n::t!("gui-worker-failed"));
        WorkerProof(WorkerAsk::post(&message, failed, wake))
    }
}

impl SetProof for WorkerProof {
    fn outcome(&mut self) -> Option<Result<(), String>> {
        let answer = self.0.take()?;
        Some(match answer.strip_prefix(REFUSED) {
            Some(why) => Err(why.to_string()),
            None if answer == PROVED => Ok(()),
            None => Err(answer),
        })
    }
}

/// The worker's side: proves the set of a `prove:` message and gives the answer to post.
pub fn answer(message: &str) -> String {
    let mut parts = message.splitn(3, '\n');
    let (language, file, text) = (
        parts.next().unwrap_or_default(),
        parts.next().unwrap_or_default(),
        parts.next().unwrap_or_default(),
    );
    let stop = morris_ai::Stop::new();
    match morris_gui::prove_set(file, text, language, stop) {
        Ok(()) => PROVED.to_string(),
        Err(why) => format!("{REFUSED}{why}"),
    }
}
