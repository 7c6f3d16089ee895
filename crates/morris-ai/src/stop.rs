//! The one stop handle for searches and solves.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// A shared flag that stops a running search or solve. Clone it, hand the clone
/// to the work, call [`Stop::stop`] from any thread. A search stops within a few
/// milliseconds and still returns a legal move (the best one found so far); a
/// solve stops between two steps with [`crate::solve::SolveError::Stopped`].
///
/// ```
/// use morris_ai::Stop;
/// let stop = Stop::new();
/// let other = stop.clone();
/// other.stop();
/// assert!(stop.is_stopped());
/// stop.reset();
/// assert!(!other.is_stopped());
/// ```
#[derive(Clone, Debug, Default)]
pub struct Stop(Arc<AtomicBool>);

impl Stop {
    pub fn new() -> Stop {
        Stop::default()
    }

    /// Asks all work holding this handle to stop.
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    pub fn is_stopped(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// Clears the flag so the handle can serve the next search.
    pub fn reset(&self) {
        self.0.store(false, Ordering::Relaxed);
    }

    /// The flag itself, to share with code that holds an `Arc<AtomicBool>`.
    pub fn flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.0)
    }
}

impl From<Arc<AtomicBool>> for Stop {
    fn from(flag: Arc<AtomicBool>) -> Stop {
        Stop(flag)
    }
}
