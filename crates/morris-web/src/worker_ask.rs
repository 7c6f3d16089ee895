//! One question posted to a Web Worker of its own (the game's worker
//! script), answered with one string, so that the page keeps drawing while
//! the worker works: a stranger's puzzle set proved (`worker_proof.rs`), a
//! set made for a variant that ships none (`worker_puzzles.rs`). Dropping
//! the question ends the worker.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::web_thinking::WORKER_SCRIPT;

pub struct WorkerAsk {
    worker: Option<Worker>,
    answer: Rc<RefCell<Option<String>>>,
    /// Kept alive as long as the worker may call them.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl std::fmt::Debug for WorkerAsk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WorkerAsk").finish_non_exhaustive()
    }
}

impl WorkerAsk {
    /// Starts a worker and posts it `message`; `wake` is called when it
    /// answers. A worker that cannot start, or fails, answers `failed`.
    pub fn post(message: &str, failed: String, wake: Rc<dyn Fn()>) -> WorkerAsk {
        let answer: Rc<RefCell<Option<String>>> = Rc::default();
        let on_message = {
            let (answer, wake) = (Rc::clone(&answer), Rc::clone(&wake));
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                *answer.borrow_mut() = event.data().as_string();
                wake();
            })
        };
        let on_error = {
            let (answer, failed) = (Rc::clone(&answer), failed.clone());
            Closure::<dyn FnMut(Event)>::new(move |_: Event| {
                *answer.borrow_mut() = Some(failed.clone());
                wake();
            })
        };
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(WORKER_SCRIPT, &options).ok();
        let posted = worker.as_ref().map(|w| {
            w.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            w.set_onerror(Some(on_error.as_ref().unchecked_ref()));
            w.post_message(&JsValue::from_str(message))
        });
        if !matches!(posted, Some(Ok(()))) {
            *answer.borrow_mut() = Some(failed);
        }
        WorkerAsk {
            worker,
            answer,
            _on_message: on_message,
            _on_error: on_error,
        }
    }

    /// The answer, once it has come (taken once).
    pub fn take(&self) -> Option<String> {
        self.answer.borrow_mut().take()
    }
}

impl Drop for WorkerAsk {
    fn drop(&mut self) {
        if let Some(worker) = self.worker.take() {
            worker.terminate();
        }
    }
}
