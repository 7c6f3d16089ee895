//! Work the desktop does on a thread of its own (a stranger's set proved, a
//! set made), asked for its outcome at every frame; dropping it stops it.
//! The page does the same work in a Web Worker (`morris-web`).

use std::sync::mpsc::{self, Receiver};

use morris_ai::Stop;
use morris_i18n::t;

#[derive(Debug)]
pub(crate) struct ThreadJob<T> {
    outcome: Receiver<Result<T, String>>,
    stop: Stop,
}

impl<T: Send + 'static> ThreadJob<T> {
    /// Runs `work` on a thread named `name`, with the stop that dropping the job asks.
    pub(crate) fn start(
        name: &str,
        work: impl FnOnce(Stop) -> Result<T, String> + Send + 'static,
    ) -> ThreadJob<T> {
        let (sender, outcome) = mpsc::channel();
        let failed = sender.clone();
        let stop = Stop::new();
        let thread_stop = stop.clone();
        let started = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                let _ = sender.send(work(thread_stop));
            });
        if let Err(e) = started {
            let _ = failed.send(Err(e.to_string()));
        }
        ThreadJob { outcome, stop }
    }

    /// The outcome, once it has come.
    pub(crate) fn poll(&mut self) -> Option<Result<T, String>> {
        match self.outcome.try_recv() {
            Ok(outcome) => Some(outcome),
            Err(mpsc::TryRecvError::Empty) => None,
            // The thread ended without a word (it panicked): said, not waited for.
            Err(mpsc::TryRecvError::Disconnected) => Some(Err(t!("gui-worker-failed"))),
        }
    }
}

impl<T> Drop for ThreadJob<T> {
    fn drop(&mut self) {
        self.stop.stop();
    }
}
