//! The computer's thinking on the desktop, on a thread of its own: the UI
//! sends a request and collects the answer with `try_recv` later, so it never
//! waits. Each request has an id; answers to requests that were superseded are
//! dropped. Stopping raises the running search's stop flag. A long job (a game
//! review) counts its steps, and keeps the turns reviewed so far, in a
//! [`Progress`](crate::Progress) the UI reads while it runs.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread::JoinHandle;

use morris_ai::review::Review;
use morris_core::Game;

use crate::computer::thinking::{Job, Progress, Reply, Request, Thinker, Thinking};

/// What the thread is sent: a request, its stop flag and where it counts its steps.
type Sent = (Request, Arc<AtomicBool>, Arc<Progress>);

/// A thread that thinks about one request at a time.
pub struct Worker {
    requests: Option<Sender<Sent>>,
    replies: Receiver<Reply>,
    thread: Option<JoinHandle<()>>,
    /// The id of the request whose answer is wanted; others are stale.
    current: Option<u64>,
    current_job: Option<Job>,
    stop: Arc<AtomicBool>,
    progress: Arc<Progress>,
    next_id: u64,
    threads: usize,
}

impl std::fmt::Debug for Worker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Worker")
            .field("current", &self.current)
            .field("job", &self.current_job)
            .finish()
    }
}

impl Worker {
    /// Starts the thread; `wake` is called after each answer (the UI's repaint request).
    pub fn spawn(thinker: Thinker, wake: impl Fn() + Send + 'static) -> Worker {
        let (req_tx, req_rx) = mpsc::channel::<Sent>();
        let (rep_tx, rep_rx) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("morris-ai".into())
            .spawn(move || {
                while let Ok((request, stop, progress)) = req_rx.recv() {
                    if stop.load(Ordering::Relaxed) {
                        continue;
                    }
                    let answer = thinker(&request, stop, &mut |step| progress.record(step));
                    if rep_tx
                        .send(Reply {
                            id: request.id,
                            job: request.job,
                            answer,
                        })
                        .is_err()
                    {
                        break;
                    }
                    wake();
                }
            })
            .ok();
        Worker {
            requests: Some(req_tx),
            replies: rep_rx,
            thread,
            current: None,
            current_job: None,
            stop: Arc::new(AtomicBool::new(false)),
            progress: Arc::default(),
            next_id: 0,
            threads: 1,
        }
    }
}

impl Thinking for Worker {
    /// The threads later requests are thought about on.
    fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// Asks for `job` on `game`, stopping whatever was being thought about.
    fn ask(&mut self, job: Job, game: &Game) {
        self.stop();
        self.next_id += 1;
        let stop = Arc::new(AtomicBool::new(false));
        self.stop = Arc::clone(&stop);
        self.progress = Arc::default();
        let request = Request {
            id: self.next_id,
            job,
            game: game.clone(),
            threads: self.threads,
        };
        if let Some(tx) = &self.requests
            && tx.send((request, stop, Arc::clone(&self.progress))).is_ok()
        {
            self.current = Some(self.next_id);
            self.current_job = Some(job);
        }
    }

    /// Stops the search in progress; its answer, if any comes, is dropped.
    fn stop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.current = None;
        self.current_job = None;
    }

    /// The job being thought about, if any.
    fn busy_with(&self) -> Option<Job> {
        self.current_job
    }

    /// How far the current request has gone, `(done, total)`, for jobs that count.
    fn progress(&self) -> (usize, usize) {
        self.progress.get()
    }

    /// The turns the current (or last stopped) review has judged so far.
    fn partial_review(&self) -> Review {
        self.progress.partial_review()
    }

    fn take_notices(&mut self) -> Vec<String> {
        self.progress.take_notices()
    }

    /// The answer to the current request, once it has come.
    fn poll(&mut self) -> Option<Reply> {
        loop {
            match self.replies.try_recv() {
                Ok(reply) if Some(reply.id) == self.current => {
                    self.current = None;
                    self.current_job = None;
                    return Some(reply);
                }
                Ok(_stale) => continue,
                Err(TryRecvError::Empty | TryRecvError::Disconnected) => return None,
            }
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.stop();
        // Closing the channel ends the thread's loop once the stopped search returns.
        self.requests = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::thinking::Answer;
    use crate::settings::PlayerKind;
    use std::time::{Duration, Instant};

    fn game() -> Game {
        Game::new(Arc::new(
            morris_core::catalog::shipped("three-mens-morris").unwrap(),
        ))
    }

    fn wait_for(worker: &mut Worker) -> Option<Reply> {
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Some(reply) = worker.poll() {
                return Some(reply);
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        None
    }

    #[test]
    fn answers_come_back_and_stale_ones_are_dropped() {
        // The thinker answers the first legal move, after waiting until stopped for request 1.
        let thinker: Thinker = Box::new(|req, stop, _| {
            if req.id == 1 {
                while !stop.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(1));
                }
            }
            Answer::Move(req.game.legal_moves().first().copied())
        });
        let mut worker = Worker::spawn(thinker, || {});
        let g = game();
        worker.ask(
            Job::Play(PlayerKind::Ai {
                level: morris_ai::search::Level::WEAKEST,
            }),
            &g,
        );
        assert_eq!(
            worker.busy_with(),
            Some(Job::Play(PlayerKind::Ai {
                level: morris_ai::search::Level::WEAKEST
            }))
        );
        worker.ask(Job::Hint, &g);
        let reply = wait_for(&mut worker).expect("an answer");
        assert_eq!(reply.id, 2, "the first request's answer is stale");
        assert_eq!(reply.job, Job::Hint);
        assert_eq!(reply.answer, Answer::Move(g.legal_moves().first().copied()));
        assert_eq!(worker.busy_with(), None);
    }

    #[test]
    fn dropping_the_worker_stops_a_long_search() {
        let thinker: Thinker = Box::new(|_, stop, _| {
            while !stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(1));
            }
            Answer::Move(None)
        });
        let mut worker = Worker::spawn(thinker, || {});
        worker.ask(Job::Analyse, &game());
        let started = Instant::now();
        drop(worker);
        assert!(started.elapsed() < Duration::from_secs(5));
    }
}
