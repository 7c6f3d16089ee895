//! What each thing a player asks of the AI may cost, named once so that every
//! front end asks the same: a hint is as strong in the terminal as on the
//! desktop or the page, and a review turn as deep.

use std::time::Duration;

use crate::search::Limits;

/// The longest the computer thinks about one move, whatever its level.
pub const MOVE_TIME: Duration = Duration::from_secs(5);

/// A move at a level: the level's own limits, within [`MOVE_TIME`].
pub fn level_move() -> Limits {
    Limits::time(MOVE_TIME)
}

/// A hint: the best move of a short search, deep enough to see a mill a few
/// turns away and quick enough to wait for.
pub fn hint() -> Limits {
    Limits::time(Duration::from_millis(1500)).with_depth(12)
}

/// The analysis of every legal move: as deep and as quick as a hint.
pub fn analysis() -> Limits {
    hint()
}

/// One position of a review. A 100-turn game of Nine Men's Morris takes
/// under a minute; positions a table covers are instant. The depth bound
/// keeps small games reviewed the same way every time rather than as far as
/// time allows.
pub fn review_turn() -> Limits {
    Limits::time(Duration::from_millis(400)).with_depth(8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_budget_ends_by_itself() {
        for limits in [level_move(), hint(), analysis(), review_turn()] {
            assert!(limits.time.is_some_and(|t| t <= MOVE_TIME), "{limits:?}");
        }
        assert!(review_turn().time < hint().time);
    }
}
