//! Solving a small variant for perfect play, on a thread of its own: the UI
//! reads the progress and is woken when the table is ready. Dropping the job
//! stops the solve.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use morris_ai::search::remember_table;
use morris_ai::solve::{self, SolveEvent, SolveOptions};
use morris_core::Rules;

/// Where a solve stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveStatus {
    Running { done: u64, total: u64 },
    Done,
    Failed(String),
}

/// A solve running in the background for one variant.
#[derive(Debug)]
pub struct SolveJob {
    fingerprint: u64,
    status: Arc<Mutex<SolveStatus>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl SolveJob {
    /// Starts solving `rules` (or loading their cached table from `cache_dir`,
    /// `None` for the user's cache folder); `wake` is called on progress.
    pub fn start(
        rules: Rules,
        cache_dir: Option<PathBuf>,
        wake: impl Fn() + Send + 'static,
    ) -> SolveJob {
        let status = Arc::new(Mutex::new(SolveStatus::Running { done: 0, total: 0 }));
        let stop = Arc::new(AtomicBool::new(false));
        let fingerprint = rules.fingerprint();
        let thread = {
            let status = Arc::clone(&status);
            let options = SolveOptions {
                stop: Some(Arc::clone(&stop)),
                cache_dir,
                ..SolveOptions::default()
            };
            std::thread::Builder::new()
                .name("morris-solve".into())
                .spawn(move || {
                    let set =
                        |s: SolveStatus| *status.lock().unwrap_or_else(|e| e.into_inner()) = s;
                    let result = solve::load_or_solve(&rules, &options, |event| {
                        if let SolveEvent::Progress {
                            positions_done,
                            positions_total,
                            ..
                        } = event
                        {
                            set(SolveStatus::Running {
                                done: *positions_done,
                                total: *positions_total,
                            });
                            wake();
                        }
                    });
                    match result {
                        Ok(table) => {
                            remember_table(Arc::new(table));
                            set(SolveStatus::Done);
                        }
                        Err(e) => set(SolveStatus::Failed(e.to_string())),
                    }
                    wake();
                })
                .ok()
        };
        SolveJob {
            fingerprint,
            status,
            stop,
            thread,
        }
    }

    /// Is this the solve of these rules?
    pub fn is_for(&self, rules: &Rules) -> bool {
        self.fingerprint == rules.fingerprint()
    }

    pub fn status(&self) -> SolveStatus {
        match &self.thread {
            None => SolveStatus::Failed("could not start a thread".into()),
            Some(_) => self
                .status
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .clone(),
        }
    }
}

impl Drop for SolveJob {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Can these rules be solved within the default memory budget? Returns the
/// number of positions when they can.
pub fn solvable(rules: &Rules) -> Option<u128> {
    let size = solve::estimate(rules);
    let budget = u128::from(SolveOptions::default().memory_budget);
    (size.indexable && size.bytes <= budget).then_some(size.positions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    #[test]
    fn three_mens_morris_is_solved_in_the_background_and_offered_as_perfect() {
        let cache = tempfile::tempdir().unwrap();
        let rules = morris_core::catalog::shipped("three-mens-morris").unwrap();
        assert!(solvable(&rules).is_some());
        let job = SolveJob::start(rules.clone(), Some(cache.path().to_path_buf()), || {});
        let deadline = Instant::now() + Duration::from_secs(60);
        while let SolveStatus::Running { .. } = job.status() {
            assert!(Instant::now() < deadline, "the solve took too long");
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(job.status(), SolveStatus::Done);
        assert!(job.is_for(&rules));
        assert!(
            morris_ai::search::solved_table(&rules).is_some(),
            "kept in memory for the search"
        );
        assert!(
            std::fs::read_dir(cache.path()).unwrap().next().is_some(),
            "and saved"
        );
    }

    #[test]
    fn nine_mens_morris_is_too_big_to_solve_here() {
        let rules = morris_core::catalog::shipped("nine-mens-morris").unwrap();
        assert_eq!(solvable(&rules), None);
    }
}
