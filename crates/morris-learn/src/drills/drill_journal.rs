//! A session's changes to the drills not saved yet (a drill added, a drill
//! answered), kept so that a save can make them again on what another
//! session saved since (`drill_changes`).

use super::drill::Drill;

/// Changes not saved yet. They are how the drills came to be, not what
/// they are: two files with the same drills are equal whatever each has
/// still to save.
#[derive(Clone, Debug, Default)]
pub struct Unsaved(pub(super) Vec<Change>);

impl PartialEq for Unsaved {
    fn eq(&self, _: &Unsaved) -> bool {
        true
    }
}

#[derive(Clone, Debug)]
pub(super) enum Change {
    Added(Drill),
    /// The drill with its schedule after the answer.
    Answered(Drill),
}
