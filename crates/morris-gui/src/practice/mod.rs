//! Practice on the board: a lesson, puzzles or drills take the game's place
//! on the board, and the game comes back when they close. Each kind is an
//! [`Exercise`] (`lesson.rs`, `puzzles.rs`, `drills.rs`); the app puts one
//! on the board and one panel under the board shows any of them
//! (`view.rs`). Where the drills and the puzzle standing are kept:
//! `drill_store.rs`, `standing_store.rs`; a stranger's puzzle set proved
//! before it is played: `set_proof.rs`; a set made for a variant that
//! ships none: `set_making.rs`; both on a thread of the desktop's:
//! `thread_job.rs`. The coach, which speaks in a game
//! rather than in practice: `coach.rs`.

use morris_core::{Game, Move, Position};
use morris_learn::drills::Day;

use crate::settings::Settings;
use crate::table::Table;

mod coach;
pub(crate) mod drill_store;
mod drills;
mod lesson;
mod puzzles;
pub(crate) mod set_making;
pub(crate) mod set_proof;
pub(crate) mod standing_store;
mod thread_job;
mod view;

/// Today, from the system's clock (the browser's in a page).
pub(crate) fn today() -> Day {
    let since_1970 = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .unwrap_or_default();
    Day::from_days((since_1970.as_secs() / 86_400) as i64)
}

/// What a kind of practice does, as the app and its panel see it.
pub(crate) trait Exercise: std::fmt::Debug {
    /// The game on the board for the current step, puzzle or drill.
    fn game(&self) -> Game;

    /// The first line of the panel: where the learner is.
    fn heading(&self, settings: &Settings) -> String;

    /// What to do, with the rule it teaches: a sentence each.
    fn task(&self) -> Vec<String>;

    /// What was said about the turns played so far, oldest first.
    fn said(&self) -> &[String];

    /// The learner's standing, for the panel's last line.
    fn score(&self, settings: &Settings) -> Option<String>;

    /// Does the board take the learner's turns now?
    fn takes_turns(&self) -> bool;

    /// Is there a hint to give now?
    fn can_hint(&self) -> bool;

    /// The next hint (a puzzle's counts as a miss in the standing).
    fn hint(&mut self, settings: &mut Settings);

    /// Checks the learner's turn `mv`, played from `before`.
    fn play(&mut self, before: &Position, mv: Move, settings: &mut Settings) -> AfterTurn;

    /// The Next button's words, where there is a next one.
    fn next_label(&self) -> Option<String>;

    /// The next step, puzzle or drill.
    fn next(&mut self, settings: &mut Settings);

    /// Are the points' names shown on the board whatever the settings say
    /// (a lesson teaches them, and writes its turns with them)?
    fn shows_names(&self) -> bool {
        false
    }

    /// What the learner may narrow the exercises to (the puzzles' themes):
    /// the choices' names and the one chosen; none by default.
    fn topics(&self) -> Option<(Vec<String>, usize)> {
        None
    }

    /// Narrows the exercises to the topic at `index` of [`Exercise::topics`].
    fn choose_topic(&mut self, _index: usize, _settings: &mut Settings) {}

    /// What the learner may do now besides Hint and Next (after a missed
    /// puzzle: try again, or see the solution): the buttons' words.
    fn choices(&self) -> Vec<String> {
        Vec::new()
    }

    /// The choice at `index` of [`Exercise::choices`] was made; `true`
    /// when the board goes back to the exercise's position.
    fn choose(&mut self, _index: usize, _settings: &mut Settings) -> bool {
        false
    }
}

/// What becomes of the board after the learner's turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum AfterTurn {
    /// The turn stands; these replies are played after it.
    Stands { replies: Vec<Move> },
    /// The board goes back to the exercise's position, to try again.
    TryAgain,
}

/// The practice open on the board, and the game it replaced.
#[derive(Debug)]
pub(crate) struct Practice {
    pub(crate) exercise: Box<dyn Exercise>,
    pub(crate) game_before: Table,
}
