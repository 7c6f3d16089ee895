//! "Make this board…" in a page: a Web Worker of its own (`maker.js`) loads
//! the board maker's wasm, which has the PDF writer the game's wasm goes
//! without, and makes the files. The page posts a `MakeJob` as JSON; the
//! worker answers with an array of `{ name, mime, bytes }`, or why not as a
//! string. Dropping the making ends the worker.

use std::cell::RefCell;
use std::rc::Rc;

use morris_gui::BoardMaking;
use morris_i18n::t;
use morris_make::{MadeFile, MakeJob};
use wasm_bindgen::prelude::*;
use web_sys::{Event, MessageEvent, Worker, WorkerOptions, WorkerType};

const MAKER_SCRIPT: &str = "./maker.js";

type Answer = Rc<RefCell<Option<Result<Vec<MadeFile>, String>>>>;

pub struct WorkerMaking {
    worker: Option<Worker>,
    answer: Answer,
    /// Kept alive as long as the worker may call them.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl std::fmt::Debug for WorkerMaking {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WorkerMaking").finish_non_exhaustive()
    }
}

impl WorkerMaking {
    /// Starts a worker making the job's files; `wake` is called when it answers.
    pub fn start(job: &MakeJob, wake: Rc<dyn Fn()>) -> WorkerMaking {
        let answer: Answer = Rc::default();
        let on_message = {
            let (answer, wake) = (Rc::clone(&answer), Rc::clone(&wake));
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                *answer.borrow_mut() = Some(files(&event.data()));
                wake();
            })
        };
        // The maker's script or wasm could not be loaded (offline before its first use).
        let on_error = {
            let answer = Rc::clone(&answer);
            Closure::<dyn FnMut(Event)>::new(move |_: Event| {
                *answer.borrow_mut() = Some(Err(t!("make-maker-unreachable")));
                wake();
            })
        };
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(MAKER_SCRIPT, &options).ok();
        let posted = worker.as_ref().map(|w| {
            w.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            w.set_onerror(Some(on_error.as_ref().unchecked_ref()));
            w.post_message(&JsValue::from_str(&job.to_json()))
        });
        if !matches!(posted, Some(Ok(()))) {
            *answer.borrow_mut() = Some(Err(t!("make-maker-unreachable")));
        }
        WorkerMaking {
            worker,
            answer,
            _on_message: on_message,
            _on_error: on_error,
        }
    }
}

/// The worker's answer: its files, or why it made none.
fn files(data: &JsValue) -> Result<Vec<MadeFile>, String> {
    if let Some(why) = data.as_string() {
        return Err(why);
    }
    let field = |item: &JsValue, key: &str| js_sys::Reflect::get(item, &JsValue::from_str(key));
    // A job makes at least one file: anything else is no answer.
    if !js_sys::Array::is_array(data) || js_sys::Array::from(data).length() == 0 {
        return Err(t!("make-maker-unreachable"));
    }
    js_sys::Array::from(data)
        .iter()
        .map(|item| {
            let text = |key| field(&item, key).ok().and_then(|v| v.as_string());
            let bytes = field(&item, "bytes")
                .ok()
                .filter(|b| b.is_instance_of::<js_sys::Uint8Array>());
            match (text("name"), text("mime"), bytes) {
                (Some(name), Some(mime), Some(bytes)) => Ok(MadeFile {
                    name,
                    mime,
                    bytes: js_sys::Uint8Array::from(bytes).to_vec(),
                }),
                _ => Err(t!("make-maker-unreachable")),
            }
        })
        .collect()
}

impl BoardMaking for WorkerMaking {
    fn outcome(&mut self) -> Option<Result<Vec<MadeFile>, String>> {
        self.answer.borrow_mut().take()
    }
}

impl Drop for WorkerMaking {
    fn drop(&mut self) {
        if let Some(worker) = self.worker.take() {
            worker.terminate();
        }
    }
}
