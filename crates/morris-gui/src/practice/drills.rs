//! The player's drills on the board, without egui: the drills due today
//! (morris-learn's, from the reviews' `??` and `?` turns), one at a time;
//! an answer is checked as `morris drills` checks it, the drill is
//! rescheduled and the drills are kept again after every answer. The words
//! are morris-i18n's.

use std::sync::Arc;

use morris_ai::search::Engine;
use morris_core::catalog::Catalog;
use morris_core::{Game, Move, Position, Rules};
use morris_i18n::{drills as said, puzzles as puzzle_words, t, words};
use morris_learn::drills::{self, Day, Drill, DrillBoard, DrillsFile};

use crate::practice::drill_store::DrillStore;
use crate::practice::{AfterTurn, Exercise};
use crate::settings::Settings;

/// The transposition table of the search that checks an answer, in MB:
/// small, as the page has little memory to spare.
const CHECK_TABLE_MEGABYTES: usize = 16;

/// A drill due today, set up on its rules.
#[derive(Clone, Debug)]
struct Due {
    /// The drill as it was due (a save may bring in another session's
    /// drills, so it is found again by its turn).
    drill: Drill,
    rules: Arc<Rules>,
    board: DrillBoard,
}

#[derive(Debug)]
pub(crate) struct DrillSession {
    store: DrillStore,
    catalog: Catalog,
    kept: DrillsFile,
    today: Day,
    due: Vec<Due>,
    /// The drill on show, in `due`.
    at: usize,
    answered: bool,
    right: usize,
    tried: usize,
    said: Vec<String>,
    /// Made at the first answer: the search that checks answers.
    engine: Option<Engine>,
}

impl DrillSession {
    /// The drills due `today` in `store`, and why they cannot be saved if
    /// they cannot (said before any answer); else why there is none to
    /// play. Drills of a variant `catalog` does not find, or of a user's
    /// variant whose rules changed since, wait for it.
    pub(crate) fn open(
        store: DrillStore,
        settings: &mut Settings,
        catalog: &Catalog,
        today: Day,
    ) -> Result<(DrillSession, Option<String>), String> {
        let kept = store.read(settings, catalog)?;
        let due: Vec<Due> = kept
            .due(today)
            .into_iter()
            .filter_map(|index| {
                let drill = kept.drills[index].clone();
                let (rules, board) = drills::set_up(&drill, catalog).ok()?;
                Some(Due {
                    drill,
                    rules: Arc::new(rules),
                    board,
                })
            })
            .collect();
        if due.is_empty() {
            let next = kept.drills.iter().map(|d| d.schedule.due).min();
            return Err(match next {
                Some(day) => said::none_due(Some(day)),
                None => t!("gui-drills-none"),
            });
        }
        let unsavable = store.check_savable().err();
        let session = DrillSession {
            store,
            catalog: catalog.clone(),
            kept,
            today,
            due,
            at: 0,
            answered: false,
            right: 0,
            tried: 0,
            said: Vec::new(),
            engine: None,
        };
        Ok((session, unsavable))
    }

    /// The search that checks answers, made at its first use.
    fn engine(&mut self) -> &mut Engine {
        self.engine
            .get_or_insert_with(|| Engine::with_table_size(CHECK_TABLE_MEGABYTES))
    }

    fn drill(&self) -> &Due {
        &self.due[self.at]
    }
}

impl Exercise for DrillSession {
    fn game(&self) -> Game {
        let due = self.drill();
        Game::from_position(Arc::clone(&due.rules), due.board.position)
    }

    /// "Drill 1 of 3 (Nine Men's Morris): c1?? was played here."
    fn heading(&self, _settings: &Settings) -> String {
        let due = self.drill();
        let drill = &due.drill;
        t!(
            "gui-drill-heading",
            number = self.at + 1,
            count = self.due.len(),
            variant = words::variant_name(&due.rules),
            played = format!("{}{}", drill.played, drill.mark.symbol())
        )
    }

    fn task(&self) -> Vec<String> {
        let due = self.drill();
        vec![said::task(&due.rules, &due.drill)]
    }

    fn said(&self) -> &[String] {
        &self.said
    }

    fn score(&self, _settings: &Settings) -> Option<String> {
        let still_due = self.kept.due(self.today).len();
        (self.tried > 0).then(|| said::done(self.right, self.tried, still_due))
    }

    fn takes_turns(&self) -> bool {
        !self.answered
    }

    fn can_hint(&self) -> bool {
        !self.answered
    }

    fn hint(&mut self, _settings: &mut Settings) {
        let due = self.drill().clone();
        let best = drills::best_move(self.engine(), &due.rules, &due.board);
        let hint = puzzle_words::piece_hint(&due.rules, best);
        if !self.said.contains(&hint) {
            self.said.push(hint);
        }
    }

    /// One answer a drill: it is checked, the drill rescheduled and kept.
    fn play(&mut self, before: &Position, mv: Move, settings: &mut Settings) -> AfterTurn {
        let due = self.drill().clone();
        if self.answered || *before != due.board.position {
            return AfterTurn::TryAgain;
        }
        let verdict = drills::check(self.engine(), &due.rules, &due.board, mv);
        let right = verdict.is_right();
        self.said.push(said::verdict(&due.rules, verdict, mv));
        let schedule = self
            .kept
            .answer(&due.drill, right, self.today)
            .unwrap_or_else(|| due.drill.schedule.after(right, self.today));
        self.said.push(said::next(schedule.due, schedule.interval));
        // Kept after every answer: closing the panel never loses one.
        if let Err(why) = self.store.save(&mut self.kept, settings, &self.catalog) {
            self.said.push(why);
        }
        self.answered = true;
        self.tried += 1;
        self.right += usize::from(right);
        AfterTurn::Stands {
            replies: Vec::new(),
        }
    }

    fn next_label(&self) -> Option<String> {
        (self.at + 1 < self.due.len()).then(|| t!("gui-drill-next"))
    }

    fn next(&mut self, _settings: &mut Settings) {
        if self.at + 1 < self.due.len() {
            self.at += 1;
            self.answered = false;
            self.said.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_learn::drills::{Drill, DrillMark, Schedule};

    /// The Three Men's Morris drill of the review's test game: after 1. b2
    /// a1, White played c1 and c2 was best.
    fn drill(today: Day) -> Drill {
        let rules = Arc::new(morris_core::catalog::shipped("three-mens-morris").unwrap());
        let mut game = Game::new(Arc::clone(&rules));
        for text in ["b2", "a1"] {
            let mv = morris_core::parse_move(&rules, game.position(), text).unwrap();
            game.play(mv).unwrap();
        }
        Drill {
            variant: "three-mens-morris".to_string(),
            position: game.position().to_text(&rules),
            played: "c1".to_string(),
            best: "c2".to_string(),
            mark: DrillMark::Blunder,
            exact: true,
            schedule: Schedule::new(today),
        }
    }

    #[test]
    fn an_answer_is_checked_rescheduled_and_kept() {
        let today = Day::from_ymd(2026, 12, 4).unwrap();
        let mut settings = Settings::default();
        let mut kept = DrillsFile::of(vec![drill(today)]);
        let catalog = Catalog::with_user_dir(None);
        DrillStore::Settings
            .save(&mut kept, &mut settings, &catalog)
            .unwrap();
        let (mut s, said) =
            DrillSession::open(DrillStore::Settings, &mut settings, &catalog, today).unwrap();
        assert_eq!(said, None);
        let board = s.drill().board;
        assert_eq!(s.game().position(), &board.position);
        // The move played in the game is never right.
        let after = s.play(&board.position, board.played, &mut settings);
        assert_eq!(after, AfterTurn::Stands { replies: vec![] });
        assert!(!s.takes_turns());
        assert!(s.said()[0].starts_with("Wrong"), "{:?}", s.said());
        // A wrong answer comes back sooner than a right one: today again.
        let again = DrillSession::open(DrillStore::Settings, &mut settings, &catalog, today);
        assert_eq!(again.map(|(s, _)| s.due.len()).ok(), Some(1));
        let (tomorrow, _) =
            DrillSession::open(DrillStore::Settings, &mut settings, &catalog, today.plus(1))
                .unwrap();
        assert_eq!(tomorrow.due.len(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn drills_reached_through_a_link_are_said_unsavable_when_they_open() {
        let today = Day::from_ymd(2026, 12, 4).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.ron");
        let catalog = Catalog::with_user_dir(None);
        DrillsFile::of(vec![drill(today)])
            .write(&real, &catalog)
            .unwrap();
        let link = dir.path().join("drills.ron");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        let mut settings = Settings::default();
        let store = DrillStore::File(link);
        let (s, said) = DrillSession::open(store, &mut settings, &catalog, today).unwrap();
        let said = said.expect("said before any answer");
        assert!(
            said.contains("drills.ron") && said.contains("symbolic link"),
            "{said}"
        );
        assert_eq!(s.due.len(), 1);
    }

    #[test]
    fn no_drills_says_how_to_make_some() {
        let mut settings = Settings::default();
        let catalog = Catalog::with_user_dir(None);
        let today = Day::from_ymd(2026, 12, 4).unwrap();
        let err =
            DrillSession::open(DrillStore::Settings, &mut settings, &catalog, today).unwrap_err();
        assert_eq!(err, t!("gui-drills-none"));
    }
}
