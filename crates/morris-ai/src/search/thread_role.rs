//! The part each thread plays in a Lazy SMP search (see `smp`): which
//! depths it leaves out and how its node count reaches the main thread.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// The part a thread plays in a search.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Role<'a> {
    /// The only thread.
    Alone,
    /// The thread whose result counts; its reports count the helpers' nodes too.
    Main { helper_nodes: &'a [AtomicU64] },
    /// Helper `index` (from 1): skips some depths and publishes its node count.
    Helper { index: usize, nodes: &'a AtomicU64 },
}

impl Role<'_> {
    /// Does this thread leave out the iteration of `depth`? Helpers 1 and 2
    /// search every other depth (odd, even), the next ones skip blocks of two
    /// depths, and so on: each is a depth or more ahead of the main thread
    /// for part of the time, and no two are in step.
    pub fn skips(self, depth: u32) -> bool {
        match self {
            Role::Helper { index, .. } => {
                let index = index as u32;
                let block = 1 + (index - 1) / 2;
                (depth + index) / block % 2 == 1
            }
            _ => false,
        }
    }

    /// A helper tells how many nodes it has visited so far.
    pub fn publish(self, nodes: u64) {
        if let Role::Helper { nodes: count, .. } = self {
            count.store(nodes, Relaxed);
        }
    }

    /// The nodes the helpers have published, for the main thread's reports.
    pub fn helper_nodes(self) -> u64 {
        match self {
            Role::Main { helper_nodes } => helper_nodes.iter().map(|n| n.load(Relaxed)).sum(),
            _ => 0,
        }
    }
}
