//! What a drills file may hold, for its reader and its writer alike: the
//! reader refuses a file beyond these bounds (`parse_drills`), and the
//! writer keeps within them ([`DrillsFile::bounded`]), so that the program
//! never writes drills it would later refuse. Which drills wait rather than
//! play is said here too ([`Waiting`]).

use std::cmp::Reverse;

use morris_core::Rules;
use morris_core::catalog::{self, Catalog};

use super::drill::{Drill, DrillBoard, DrillError};
use super::drills_file::{DrillProblem, DrillsFile, line};
use crate::data_file::{DATA_CAP, names_a_path};

/// The most drills a file may hold.
pub(super) const MAX_DRILLS: usize = 20_000;

/// Why a drill is not played now: it waits in the file until it can be.
#[derive(Debug)]
pub enum Waiting {
    /// No variant of the drill's id is found.
    Missing,
    /// A user's variant of that id is found, but its rules changed since
    /// the drill was made: the drill does not fit them.
    Changed(DrillError),
}

/// The rules of `drill`'s variant and its board on them, or why it waits.
pub fn set_up(drill: &Drill, catalog: &Catalog) -> Result<(Rules, DrillBoard), Waiting> {
    let rules = catalog
        .resolve_id(&drill.variant)
        .map_err(|_| Waiting::Missing)?;
    let board = drill.board(&rules).map_err(Waiting::Changed)?;
    Ok((rules, board))
}

/// Do `rules` play the shipped variant of their id? Its drills can only be
/// wrong, never outdated: the program's rules are the drill's.
fn is_shipped(rules: &Rules) -> bool {
    catalog::shipped(rules.id()).is_some_and(|s| s.game_fingerprint() == rules.game_fingerprint())
}

/// What the reader refuses in drill `number` (from 1), if anything.
pub(super) fn problem(number: usize, drill: &Drill, catalog: &Catalog) -> Option<DrillProblem> {
    if names_a_path(&drill.variant) {
        let variant = drill.variant.clone();
        return Some(DrillProblem::Path {
            drill: number,
            variant,
        });
    }
    if !drill.schedule.is_sound() {
        return Some(DrillProblem::Schedule { drill: number });
    }
    let refused = |source| DrillProblem::Drill {
        drill: number,
        source,
    };
    // Said the same way, whether or not the variant is found.
    if drill.played == drill.best {
        let text = drill.played.clone();
        return Some(refused(DrillError::BestIsPlayed { text }));
    }
    match set_up(drill, catalog) {
        Err(Waiting::Changed(source)) => catalog
            .resolve_id(&drill.variant)
            .is_ok_and(|rules| is_shipped(&rules))
            .then(|| refused(source)),
        Ok(_) | Err(Waiting::Missing) => None,
    }
}

impl DrillsFile {
    /// The drills as their file may hold them with `catalog`, and the
    /// file's text. A schedule beyond SM-2's numbers is brought within
    /// them; a drill the reader refuses otherwise is let go. When the text
    /// would pass the file's cap, or the drills their number, the drills
    /// answered right most often in a row (the best learned, the oldest
    /// first among equals) are let go until the text is an eighth under the
    /// cap, so that the next saves have room.
    pub fn bounded(mut self, catalog: &Catalog) -> (DrillsFile, String) {
        for drill in &mut self.drills {
            drill.schedule = drill.schedule.mended();
        }
        self.drills.retain(|d| problem(0, d, catalog).is_none());
        let text = self.text();
        let cap = DATA_CAP as usize;
        if text.len() <= cap && self.drills.len() <= MAX_DRILLS {
            return (self, text);
        }
        let mut order: Vec<usize> = (0..self.drills.len()).collect();
        order.sort_by_key(|&i| (Reverse(self.drills[i].schedule.repetitions), i));
        let (mut size, mut count) = (text.len(), self.drills.len());
        let room = cap - cap / 8;
        let mut gone = vec![false; count];
        for i in order {
            if size <= room && count <= MAX_DRILLS {
                break;
            }
            size -= line(&self.drills[i]).len();
            count -= 1;
            gone[i] = true;
        }
        let mut kept = gone.iter().map(|g| !g);
        self.drills.retain(|_| kept.next().unwrap_or(true));
        let text = self.text();
        (self, text)
    }
}
