//! What a drills file may hold, and its text, for its reader and its writer
//! alike: the reader refuses a file beyond these bounds (`parse_drills`),
//! and the writer keeps within them (`bounded_list`), so that the program
//! never writes drills it would later refuse. Which drills wait rather than
//! play is said here too ([`Waiting`]).

use std::cmp::Reverse;

use morris_core::Rules;
use morris_core::catalog::{self, Catalog};

use super::drill::{Drill, DrillBoard, DrillError};
use crate::data_file::{DATA_CAP, names_a_path};

/// The most drills a file may hold.
pub(super) const MAX_DRILLS: usize = 20_000;

/// What is wrong at a place in a drills file.
#[derive(Debug, thiserror::Error)]
pub enum DrillProblem {
    #[error("{0}")]
    Syntax(String),
    #[error("the file has {0} drills, more than {MAX_DRILLS}")]
    TooMany(usize),
    #[error("drill {drill}: {variant:?} is a path; a drill names its variant by id")]
    Path { drill: usize, variant: String },
    #[error("drill {drill}: the schedule holds numbers SM-2 never writes")]
    Schedule { drill: usize },
    #[error("drill {drill}: {source}")]
    Drill {
        drill: usize,
        #[source]
        source: DrillError,
    },
}

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

/// The drills as their file may hold them with `catalog`. A schedule
/// beyond SM-2's numbers is brought within them; a drill the reader refuses
/// otherwise is let go. When the text would pass the file's cap, or the
/// drills their number, the drills answered right most often in a row (the
/// best learned, the oldest first among equals) are let go until the text
/// is an eighth under the cap, so that the next saves have room.
pub(super) fn bounded_list(mut drills: Vec<Drill>, catalog: &Catalog) -> Vec<Drill> {
    for drill in &mut drills {
        drill.schedule = drill.schedule.mended();
    }
    drills.retain(|d| problem(0, d, catalog).is_none());
    let cap = DATA_CAP as usize;
    let mut size = text_of(&drills).len();
    if size <= cap && drills.len() <= MAX_DRILLS {
        return drills;
    }
    let mut order: Vec<usize> = (0..drills.len()).collect();
    order.sort_by_key(|&i| (Reverse(drills[i].schedule.repetitions), i));
    let mut count = drills.len();
    let room = cap - cap / 8;
    let mut gone = vec![false; count];
    for i in order {
        if size <= room && count <= MAX_DRILLS {
            break;
        }
        size -= line(&drills[i]).len();
        count -= 1;
        gone[i] = true;
    }
    let mut kept = gone.iter().map(|g| !g);
    drills.retain(|_| kept.next().unwrap_or(true));
    drills
}

/// The file's text of `drills`, one a line.
pub(super) fn text_of(drills: &[Drill]) -> String {
    let lines: Vec<String> = drills.iter().map(line).collect();
    format!("(\n    drills: [\n{}    ],\n)\n", lines.concat())
}

/// One drill's line of the file.
fn line(drill: &Drill) -> String {
    format!("        {},\n", ron::to_string(drill).unwrap_or_default())
}
