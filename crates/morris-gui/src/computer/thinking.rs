//! Where the computer thinks, as the app sees it: a request goes out, the
//! answer is collected later without waiting. On the desktop this is a thread
//! ([`crate::computer::worker::Worker`]); in a browser, a Web Worker (the `morris-web`
//! crate). The app does not know which one it talks to. Both speak the
//! requests and answers below.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use morris_ai::review::{Review, TurnReview};
use morris_core::{Game, Move};

use crate::settings::PlayerKind;

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

/// What to think about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Job {
    /// Choose a move for the side to move, playing as `PlayerKind`.
    Play(PlayerKind),
    /// Suggest a move for the person to move.
    Hint,
    /// Value every legal move.
    Analyse,
    /// Review every turn of the game.
    Review,
}

/// The value of one move, as the analysis shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveValue {
    pub mv: Move,
    /// For sorting: higher is better for the side to move.
    pub rank: i64,
    /// What a person reads: `win in 7`, `draw`, `+1.35`...
    pub label: String,
}

/// What the thinking produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Move(Option<Move>),
    /// The value of every legal move, and where the values come from.
    Analysis(Vec<MoveValue>, String),
    Review(Review),
}

/// How far a long job has gone: `done` of `total` steps, and the turns a
/// review has judged so far. Shared between the worker, which counts, and the
/// UI, which shows it without waiting (the lock is held only to copy).
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicUsize,
    total: AtomicUsize,
    turns: Mutex<Vec<TurnReview>>,
    notices: Mutex<Vec<String>>,
}

impl Progress {
    /// Counts one step of a long job, as the thinking reports it.
    pub fn record(&self, step: Step) {
        match step {
            Step::Count { done, total } => self.set(done, total),
            Step::Turn(turn) => self.push_turn(turn),
            Step::Notice(text) => self
                .notices
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(text),
        }
    }

    pub fn set(&self, done: usize, total: usize) {
        self.total.store(total, Ordering::Relaxed);
        self.done.store(done, Ordering::Relaxed);
    }

    /// `(done, total)`.
    pub fn get(&self) -> (usize, usize) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }

    /// One more turn of a review judged.
    pub fn push_turn(&self, turn: TurnReview) {
        self.turns
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(turn);
    }

    /// The notices not yet taken.
    pub fn take_notices(&self) -> Vec<String> {
        std::mem::take(&mut *self.notices.lock().unwrap_or_else(PoisonError::into_inner))
    }

    /// The review as far as it has gone.
    pub fn partial_review(&self) -> Review {
        Review {
            turns: self
                .turns
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .clone(),
            complete: false,
        }
    }
}

/// One step of a long job, as the thinking reports it while it runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// `done` of `total` steps are done.
    Count { done: usize, total: usize },
    /// A review has judged one more turn.
    Turn(TurnReview),
    /// Something the player should know: a solved table that was damaged.
    Notice(String),
}

/// One request: the game as it stands (its history counts for repetition).
#[derive(Clone, Debug)]
pub struct Request {
    pub id: u64,
    pub job: Job,
    pub game: Game,
    /// The threads to think on.
    pub threads: usize,
}

#[derive(Clone, Debug)]
pub struct Reply {
    pub id: u64,
    pub job: Job,
    pub answer: Answer,
}

/// The thinking itself: answers a request, reporting the steps of a long job
/// as it goes, and gives up soon after `stop` is raised.
pub type Thinker = Box<dyn Fn(&Request, Arc<AtomicBool>, &mut dyn FnMut(Step)) -> Answer + Send>;
