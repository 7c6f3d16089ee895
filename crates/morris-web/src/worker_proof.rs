//! A stranger's puzzle set proved in a Web Worker of its own, so that the
//! page keeps drawing while the table is solved: the page posts
//! `prove:LANGUAGE\nFILE\nTEXT`, the worker runs `morris_gui::prove_set` and
//! answers `proved` or `refused:WHY`. Dropping the proof ends the worker.

use std::cell::RefCell;
use std::rc::Rc;

use morris_gui::SetProof;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::web_thinking::WORKER_SCRIPT;

/// What the page asks the worker; the rest of the message is the set.
pub const PROVE: &str = "prove:";
const PROVED: &str = "proved";
const REFUSED: &str = "refused:";

pub struct WorkerProof {
    worker: Option<Worker>,
    answer: Rc<RefCell<Option<String>>>,
    /// Kept alive as long as the worker may call it.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
}

impl std::fmt::Debug for WorkerProof {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WorkerProof").finish_non_exhaustive()
    }
}

impl WorkerProof {
    /// Starts a worker proving the set's `text`, named `file`; `wake` is called when it answers.
    pub fn start(file: &str, text: &str, wake: Rc<dyn Fn()>) -> WorkerProof {
        let answer: Rc<RefCell<Option<String>>> = Rc::default();
        let on_message = {
            let answer = Rc::clone(&answer);
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                *answer.borrow_mut() = event.data().as_string();
                wake();
            })
        };
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(WORKER_SCRIPT, &options).ok();
        let language = morris_i18n::language().code;
        // A name is one line of the message.
        let file = file.replace(['\n', '\r'], " ");
        let message = format!("{PROVE}{language}\n{file}\n{text}");
        let posted = worker.as_ref().map(|w| {
            w.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            w.post_message(&JsValue::from_str(&message))
        });
        if !matches!(posted, Some(Ok(()))) {
            *answer.borrow_mut() = Some(format!("{REFUSED}{file}: the worker did not start"));
        }
        WorkerProof {
            worker,
            answer,
            _on_message: on_message,
        }
    }
}

impl SetProof for WorkerProof {
    fn outcome(&mut self) -> Option<Result<(), String>> {
        let answer = self.answer.borrow_mut().take()?;
        Some(match answer.strip_prefix(REFUSED) {
            Some(why) => Err(why.to_string()),
            None if answer == PROVED => Ok(()),
            None => Err(answer),
        })
    }
}

impl Drop for WorkerProof {
    fn drop(&mut self) {
        if let Some(worker) = self.worker.take() {
            worker.terminate();
        }
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
