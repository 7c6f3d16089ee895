//! What both solvers (whole variants and sectors) report as they go: the
//! layers and positions solved so far, a stop asked for between pairs, and
//! whether a finished file was saved.

use std::path::PathBuf;

use super::layout::Layout;
use super::{SolveError, SolveEvent, SolveOptions};

/// The layers and positions solved so far, out of the layout's.
pub(crate) struct Tally {
    layers_done: usize,
    layers_total: usize,
    positions_done: u64,
    positions_total: u64,
}

impl Tally {
    pub fn new(layout: &Layout) -> Tally {
        Tally {
            layers_done: 0,
            layers_total: layout.layers.len(),
            positions_done: 0,
            positions_total: layout.total_slots(),
        }
    }

    /// Counts the `pair` of layers as solved, reports it, and ends the solve
    /// with [`SolveError::Stopped`] if a stop was asked for.
    pub fn pair_done(
        &mut self,
        layout: &Layout,
        pair: &[usize],
        options: &SolveOptions,
        progress: &mut impl FnMut(&SolveEvent),
    ) -> Result<(), SolveError> {
        for &layer in pair {
            self.positions_done += layout.layers[layer].size;
            self.layers_done += 1;
        }
        progress(&SolveEvent::Progress {
            layers_done: self.layers_done,
            layers_total: self.layers_total,
            positions_done: self.positions_done,
            positions_total: self.positions_total,
        });
        if options.stop.is_stopped() {
            return Err(SolveError::Stopped);
        }
        Ok(())
    }
}

/// Reports how saving a finished table to `path` went: a file that could not
/// be written costs only the time to solve it again.
pub(crate) fn report_save(
    saved: Result<(), SolveError>,
    path: PathBuf,
    progress: &mut impl FnMut(&SolveEvent),
) {
    match saved {
        Ok(()) => progress(&SolveEvent::Saved { path }),
        Err(e) => progress(&SolveEvent::NotSaved {
            path,
            reason: e.to_string(),
        }),
    }
}
