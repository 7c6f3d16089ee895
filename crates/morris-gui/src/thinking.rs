//! Where the computer thinks, as the app sees it: a request goes out, the
//! answer is collected later without waiting. On the desktop this is a thread
//! ([`crate::worker::Worker`]); in a browser, a Web Worker (the `morris-web`
//! crate). The app does not know which one it talks to.

use morris_ai::review::Review;
use morris_core::Game;

use crate::worker::{Job, Reply};

/// The computer's thinking, one request at a time.
pub trait Thinking: std::fmt::Debug {
    /// The threads later requests are thought about on (where there are threads).
    fn set_threads(&mut self, threads: usize);

    /// Asks for `job` on `game`, stopping whatever was being thought about.
    fn ask(&mut self, job: Job, game: &Game);

    /// Stops the search in progress; its answer, if any comes, is dropped.
    fn stop(&mut self);

    /// The job being thought about, if any.
    fn busy_with(&self) -> Option<Job>;

    /// How far the current request has gone, `(done, total)`, for jobs that count.
    fn progress(&self) -> (usize, usize);

    /// The turns the current (or last stopped) review has judged so far.
    fn partial_review(&self) -> Review;

    /// What the thinking said the player should know (a damaged table), once each.
    fn take_notices(&mut self) -> Vec<String>;

    /// The answer to the current request, once it has come.
    fn poll(&mut self) -> Option<Reply>;
}
