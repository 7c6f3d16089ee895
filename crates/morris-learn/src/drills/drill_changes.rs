//! What a session changes in the drills (a drill added by a review, a
//! drill answered and rescheduled), remembered until it is saved, so that
//! a save can make the same changes on what another session saved since:
//! every drill added by either is kept, and where both answered one drill,
//! the later answer's schedule stands (the one saved last, on the same day).

use std::path::Path;

use morris_core::catalog::Catalog;

use super::day::Day;
use super::drill::Drill;
use super::drill_journal::{Change, Unsaved};
use super::drills_file::{DrillsFile, DrillsFileError, parse_drills};
use super::schedule::Schedule;
use crate::data_file;

impl DrillsFile {
    /// Adds `drill` unless the same turn is already a drill; says whether it was added.
    pub fn add(&mut self, drill: Drill) -> bool {
        let added = add_new(&mut self.drills, &drill);
        if added {
            self.unsaved.0.push(Change::Added(drill));
        }
        added
    }

    /// Reschedules the drill of `drill`'s turn after an answer given
    /// `today`; returns its new schedule, or `None` when no drill is of that
    /// turn.
    pub fn answer(&mut self, drill: &Drill, right: bool, today: Day) -> Option<Schedule> {
        let kept = self.drills.iter_mut().find(|d| d.same_turn(drill))?;
        kept.schedule = kept.schedule.after(right, today);
        let schedule = kept.schedule;
        self.unsaved.0.push(Change::Answered(kept.clone()));
        Some(schedule)
    }

    /// Saves the drills at `path` (checked with `catalog`): what another
    /// session saved there since this one read it is kept, and this
    /// session's changes are made again on it; the drills become what was
    /// written.
    pub fn save(&mut self, path: &Path, catalog: &Catalog) -> Result<(), DrillsFileError> {
        let saved = data_file::save_merged(
            path,
            self,
            |file, text| parse_drills(file, text, catalog),
            |theirs| self.replayed_on(theirs),
            |merged| merged.bounded(catalog),
        )?;
        *self = saved;
        self.mark_saved();
        Ok(())
    }

    /// Has the file changes it has not saved?
    pub fn has_unsaved(&self) -> bool {
        !self.unsaved.0.is_empty()
    }

    /// Forgets the changes not saved: where the drills are kept whole (a
    /// page's settings), they are saved as they are.
    pub fn mark_saved(&mut self) {
        self.unsaved = Unsaved::default();
    }

    /// `theirs` with this session's changes made on it.
    fn replayed_on(&self, mut theirs: DrillsFile) -> DrillsFile {
        for change in &self.unsaved.0 {
            match change {
                Change::Added(drill) => {
                    add_new(&mut theirs.drills, drill);
                }
                Change::Answered(drill) => {
                    match theirs.drills.iter_mut().find(|d| d.same_turn(drill)) {
                        Some(kept) if answered_on(kept.schedule) > answered_on(drill.schedule) => {}
                        Some(kept) => kept.schedule = drill.schedule,
                        // Let go by the other session: kept again, as answered here.
                        None => theirs.drills.push(drill.clone()),
                    }
                }
            }
        }
        theirs.unsaved = Unsaved::default();
        theirs
    }
}

/// Pushes `drill` unless its turn is there; says whether it was pushed.
fn add_new(drills: &mut Vec<Drill>, drill: &Drill) -> bool {
    let known = drills.iter().any(|d| d.same_turn(drill));
    if !known {
        drills.push(drill.clone());
    }
    !known
}

/// The day a schedule was last set: its due day less its interval (the
/// day a new drill was made).
fn answered_on(schedule: Schedule) -> i64 {
    schedule.due.days() - i64::from(schedule.interval)
}
