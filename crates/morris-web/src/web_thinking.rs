//! The page's side of the Web Worker that thinks: requests go out as JSON
//! messages, steps and answers come back into an inbox that [`Thinking::poll`]
//! reads. Stopping ends the worker and starts a fresh one, since a search in
//! a worker cannot be reached while it runs; answers to superseded requests
//! are dropped by their id, as on the desktop.

use std::cell::RefCell;
use std::rc::Rc;

use morris_ai::review::{Review, TurnReview};
use morris_core::Game;
use morris_gui::{Incoming, Job, Reply, Step, Thinking, decode_reply, encode_request};
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// The script the worker runs, beside the page.
pub(crate) const WORKER_SCRIPT: &str = "./worker.js";

/// The computer's thinking in a Web Worker.
pub struct WebThinking {
    worker: Option<Worker>,
    inbox: Rc<RefCell<Vec<String>>>,
    /// Kept alive as long as the worker may call it.
    on_message: Closure<dyn FnMut(MessageEvent)>,
    /// The request whose answer is wanted, and its game (to read the answer against).
    current: Option<(u64, Job, Game)>,
    next_id: u64,
    progress: (usize, usize),
    turns: Vec<TurnReview>,
    notices: Vec<String>,
}

impl std::fmt::Debug for WebThinking {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WebThinking")
            .field(
                "current",
                &self.current.as_ref().map(|(id, job, _)| (id, job)),
            )
            .finish()
    }
}

impl WebThinking {
    /// Starts the worker; `wake` is called whenever a message arrives.
    pub fn start(wake: impl Fn() + 'static) -> WebThinking {
        let inbox = Rc::new(RefCell::new(Vec::new()));
        let on_message = {
            let inbox = Rc::clone(&inbox);
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                if let Some(text) = event.data().as_string() {
                    inbox.borrow_mut().push(text);
                    wake();
                }
            })
        };
        let mut thinking = WebThinking {
            worker: None,
            inbox,
            on_message,
            current: None,
            next_id: 0,
            progress: (0, 0),
            turns: Vec::new(),
            notices: Vec::new(),
        };
        thinking.spawn();
        thinking
    }

    fn spawn(&mut self) {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        match Worker::new_with_options(WORKER_SCRIPT, &options) {
            Ok(worker) => {
                worker.set_onmessage(Some(self.on_message.as_ref().unchecked_ref()));
                self.worker = Some(worker);
            }
            Err(e) => web_sys::console::error_2(&"morris: cannot start the worker".into(), &e),
        }
    }
}

impl Thinking for WebThinking {
    fn set_threads(&mut self, _threads: usize) {
        // A worker is one thread: the page says so in place of the desktop's choice.
    }

    fn ask(&mut self, job: Job, game: &Game) {
        self.stop();
        self.next_id += 1;
        self.progress = (0, 0);
        self.turns.clear();
        let request = morris_gui::Request {
            id: self.next_id,
            job,
            game: game.clone(),
            threads: 1,
        };
        let sent = self
            .worker
            .as_ref()
            .map(|w| w.post_message(&JsValue::from_str(&encode_request(&request))));
        if let Some(Ok(())) = sent {
            self.current = Some((self.next_id, job, game.clone()));
        }
    }

    fn stop(&mut self) {
        if self.current.take().is_some()
            && let Some(worker) = self.worker.take()
        {
            worker.terminate();
            self.spawn();
        }
    }

    fn busy_with(&self) -> Option<Job> {
        self.current.as_ref().map(|(_, job, _)| *job)
    }

    fn progress(&self) -> (usize, usize) {
        self.progress
    }

    fn partial_review(&self) -> Review {
        Review {
            turns: self.turns.clone(),
            complete: false,
        }
    }

    fn take_notices(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notices)
    }

    fn poll(&mut self) -> Option<Reply> {
        let messages: Vec<String> = std::mem::take(&mut *self.inbox.borrow_mut());
        let mut reply = None;
        for text in messages {
            let Some((id, job, game)) = &self.current else {
                break;
            };
            match decode_reply(&text, game) {
                Ok(Incoming::Step(from, step)) if from == *id => match step {
                    Step::Count { done, total } => self.progress = (done, total),
                    Step::Turn(turn) => self.turns.push(turn),
                    Step::Notice(text) => self.notices.push(text),
                },
                Ok(Incoming::Answer(from, answer)) if from == *id => {
                    reply = Some(Reply {
                        id: *id,
                        job: *job,
                        answer,
                    });
                    self.current = None;
                }
                Ok(_stale) => {}
                Err(e) => {
                    web_sys::console::error_1(&format!("morris: a bad answer: {e}").into());
                }
            }
        }
        reply
    }
}
