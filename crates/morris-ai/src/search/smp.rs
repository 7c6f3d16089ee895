//! Lazy SMP: helper threads run the same iterative deepening on the same root,
//! sharing only the transposition table. They start their iterations at other
//! depths, so they run ahead of the main thread and fill the table with results
//! it then finds. Only the main thread's result counts.

use std::sync::atomic::AtomicU64;
use std::time::Duration;

use morris_core::{Position, Rules};

use super::alphabeta::{Buffers, MAX_PLY, Searcher};
use super::iterate::{Outcome, RootMode, iterate};
use super::limits::{Limits, Progress};
use super::thread_role::Role;
use crate::Stop;
use crate::solve::Table as SolvedTable;

/// The most threads a search runs.
pub const MAX_THREADS: usize = 64;

/// Sets a stop flag when dropped, so that the helpers end even when the main
/// thread's search panics (the scope would otherwise wait for them forever).
struct StopOnDrop<'a>(&'a Stop);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.stop();
    }
}

/// Searches `pos` on this thread with `main` and on one more thread for each
/// of `helpers`. Returns the main thread's outcome, the nodes of all threads
/// and the main thread's time. The helpers stop when the main thread does.
#[allow(clippy::too_many_arguments)]
pub(crate) fn search(
    rules: &Rules,
    main: &mut Buffers,
    helpers: &mut [Buffers],
    pos: &Position,
    history: &[u64],
    limits: &Limits,
    stop: &Stop,
    mode: RootMode,
    sectors: Option<&SolvedTable>,
    progress: &mut dyn FnMut(&Progress),
) -> (Option<Outcome>, u64, Duration) {
    let threads = helpers.len() as u64 + 1;
    // Each thread visits at most its share of a node limit.
    let share = limits.nodes.map(|n| n.div_ceil(threads));
    let main_limits = Limits {
        nodes: share,
        ..*limits
    };
    // Helpers go one depth further than the main thread, and the main thread
    // keeps the time.
    let helper_limits = Limits {
        depth: limits.depth.map(|d| (d + 1).min(MAX_PLY as u32)),
        nodes: share,
        ..Limits::default()
    };
    let helper_stop = Stop::new();
    let published: Vec<AtomicU64> = helpers.iter().map(|_| AtomicU64::new(0)).collect();
    std::thread::scope(|scope| {
        let _stop_helpers = StopOnDrop(&helper_stop);
        let handles: Vec<_> = helpers
            .iter_mut()
            .zip(&published)
            .enumerate()
            .map(|(i, (buf, nodes))| {
                let (helper_limits, helper_stop) = (&helper_limits, &helper_stop);
                scope.spawn(move || {
                    let mut s = Searcher::new(
                        rules,
                        buf,
                        history.to_vec(),
                        helper_limits,
                        helper_stop,
                        sectors,
                    );
                    let role = Role::Helper {
                        index: i + 1,
                        nodes,
                    };
                    iterate(&mut s, pos, helper_limits, mode, &mut |_| {}, role);
                    s.nodes
                })
            })
            .collect();
        let mut s = Searcher::new(rules, main, history.to_vec(), &main_limits, stop, sectors);
        let role = Role::Main {
            helper_nodes: &published,
        };
        let found = iterate(&mut s, pos, &main_limits, mode, progress, role);
        helper_stop.stop();
        let helper_nodes: u64 = handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .sum();
        (found, s.nodes + helper_nodes, s.elapsed())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helpers_skip_different_depths() {
        let nodes = AtomicU64::new(0);
        let searched = |index| -> Vec<u32> {
            let role = Role::Helper {
                index,
                nodes: &nodes,
            };
            (1..=8).filter(|&d| !role.skips(d)).collect()
        };
        assert_eq!(searched(1), [1, 3, 5, 7]);
        assert_eq!(searched(2), [2, 4, 6, 8]);
        assert_eq!(searched(3), [1, 2, 5, 6]);
        assert_eq!(searched(4), [1, 4, 5, 8]);
        assert!((1..=8).all(|d| !Role::Alone.skips(d)));
    }
}
