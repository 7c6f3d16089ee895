//! Solving a small variant for perfect play, on a thread of its own: the UI
//! reads the progress and is woken when the table is ready. Dropping the job
//! stops the solve. The table is saved to the cache folder, where the thinking
//! (`engine.rs`) finds it for the next game.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use morris_ai::Stop;
use morris_ai::solve::{self, SolveEvent, SolveOptions, TableAvailability};
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
    stop: Stop,
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
        let stop = Stop::new();
        let fingerprint = rules.fingerprint();
        let thread = {
            let status = Arc::clone(&status);
            let options = SolveOptions {
                stop: stop.clone(),
                cache_dir,
                ..SolveOptions::default()
            };
            std::thread::Builder::new()
                .name("morris-solve".into())
                .spawn(move || {
                    let set =
                        |s: SolveStatus| *status.lock().unwrap_or_else(|e| e.into_inner()) = s;
                    // The game reads the table from the cache folder: one not saved is no use.
                    let mut not_saved = None;
                    let result = solve::load_or_solve(&rules, &options, |event| match event {
                        SolveEvent::Progress {
                            positions_done,
                            positions_total,
                            ..
                        } => {
                            set(SolveStatus::Running {
                                done: *positions_done,
                                total: *positions_total,
                            });
                            wake();
                        }
                        SolveEvent::NotSaved { path, reason } => {
                            not_saved = Some(format!(
                                "the table could not be saved to {}: {reason}",
                                path.display()
                            ));
                        }
                        _ => {}
                    });
                    match (result, not_saved) {
                        (Ok(_), None) => set(SolveStatus::Done),
                        (Ok(_), Some(why)) => set(SolveStatus::Failed(why)),
                        (Err(e), _) => set(SolveStatus::Failed(e.to_string())),
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
        self.stop.stop();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Whether perfect play is there for these rules, can be solved for, or cannot,
/// under the default memory budget and cache folder.
pub fn availability(rules: &Rules) -> TableAvailability {
    solve::availability(rules, &SolveOptions::default())
}

/// Is there a solved table for these rules in the cache folder, so that perfect
/// play can be offered? Only looks for the table file: loading it is the worker's job.
pub fn perfect_available(rules: &Rules) -> bool {
    matches!(availability(rules), TableAvailability::Cached { .. })
}

/// Can these rules be solved within the default memory budget? Returns the
/// number of positions when they can and no table is there yet.
pub fn solvable(rules: &Rules) -> Option<u128> {
    match availability(rules) {
        TableAvailability::Solvable { positions, .. } => Some(positions),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    #[test]
    fn three_mens_morris_is_solved_in_the_background_and_offered_as_perfect() {
        let cache = tempfile::tempdir().unwrap();
        let rules = morris_core::catalog::shipped("three-mens-morris").unwrap();
        // Asked of the empty folder: the user's own cache may hold the table already.
        let in_temp = SolveOptions {
            cache_dir: Some(cache.path().to_path_buf()),
            ..SolveOptions::default()
        };
        assert!(matches!(
            solve::availability(&rules, &in_temp),
            TableAvailability::Solvable { .. }
        ));
        let job = SolveJob::start(rules.clone(), Some(cache.path().to_path_buf()), || {});
        let deadline = Instant::now() + Duration::from_secs(60);
        while let SolveStatus::Running { .. } = job.status() {
            assert!(Instant::now() < deadline, "the solve took too long");
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(job.status(), SolveStatus::Done);
        assert!(job.is_for(&rules));
        let options = SolveOptions {
            cache_dir: Some(cache.path().to_path_buf()),
            ..SolveOptions::default()
        };
        assert!(
            matches!(
                solve::availability(&rules, &options),
                TableAvailability::Cached { .. }
            ),
            "saved where the game looks for it"
        );
    }

    #[test]
    fn nine_mens_morris_is_too_big_to_solve_here() {
        let rules = morris_core::catalog::shipped("nine-mens-morris").unwrap();
        assert_eq!(solvable(&rules), None);
    }
}
