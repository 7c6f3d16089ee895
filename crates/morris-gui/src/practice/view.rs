//! Practice in the app: an exercise put on the board in place of the game
//! (and the game back when it closes), the turns played checked by it, and
//! the panel under the board: the heading, the task, what was said of each
//! turn, the learner's standing, a choice of theme where the exercise has
//! one, and Hint, Next and Close. What an exercise is: `mod.rs`.

use egui::{RichText, Ui};
use morris_core::{Game, Move, Position};
use morris_i18n::t;
use morris_learn::drills::Drill;

use crate::app::MorrisApp;
use crate::practice::drills::DrillSession;
use crate::practice::lesson::LessonSession;
use crate::practice::puzzles::PuzzleSession;
use crate::practice::set_making::{PendingMaking, SetMaking, ThreadMaking};
use crate::practice::set_proof::{PendingSet, SetProof, ThreadProof};
use crate::practice::standing_store::StandingStore;
use crate::practice::{AfterTurn, Exercise, Practice};
use crate::settings::PlayerKind;
use crate::table::Table;

impl MorrisApp {
    /// Opens the lesson of the variant on the board.
    pub(crate) fn open_lesson(&mut self) {
        let rules = std::sync::Arc::clone(self.practice_rules());
        self.open_practice(Box::new(LessonSession::open(rules)));
    }

    /// Opens Puzzles for the variant on the board: its shipped set, else
    /// one made for it away from the UI ([`Self::poll_set_making`]).
    pub(crate) fn open_puzzles(&mut self, ctx: &egui::Context) {
        let rules = std::sync::Arc::clone(self.practice_rules());
        // A user's variant is its rules' fingerprint, never a shipped id it borrows.
        let variant = morris_learn::puzzles::variant_key(&rules);
        if morris_learn::puzzles::shipped_set(&variant).is_none() {
            // A set being made for other rules gives way (dropped, it stops).
            let same = |m: &PendingMaking| morris_learn::puzzles::variant_key(&m.rules) == variant;
            if !self.making.as_ref().is_some_and(same) {
                let making: Box<dyn SetMaking> = match &mut self.page {
                    Some(page) => page.make_puzzles(&rules),
                    None => Box::new(ThreadMaking::make(std::sync::Arc::clone(&rules))),
                };
                let since = ctx.input(|i| i.time);
                self.making = Some(PendingMaking {
                    rules,
                    since,
                    making,
                });
            }
            return;
        }
        self.making = None;
        let today = crate::practice::today().days().unsigned_abs();
        let store = self.load_standing();
        match PuzzleSession::open(&variant, today, store) {
            Ok(session) => self.open_practice_saying(Box::new(session)),
            Err(why) => self.notice = Some(why),
        }
    }

    /// A set made is read as any set file is and opened on the board, with
    /// how many puzzles it holds; one that could not be made is said.
    pub(crate) fn poll_set_making(&mut self, ctx: &egui::Context) {
        let Some(outcome) = self.making.as_mut().and_then(|m| m.making.outcome()) else {
            if self.making.is_some() {
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
            }
            return;
        };
        let Some(PendingMaking { rules, since, .. }) = self.making.take() else {
            return;
        };
        // Made for rules no longer on the board: nothing to open.
        if self.practice_rules().game_fingerprint() != rules.game_fingerprint() {
            return;
        }
        let name = format!("{}.ron", morris_learn::puzzles::variant_key(&rules));
        let seconds = ctx.input(|i| i.time) - since;
        let opened = outcome
            .and_then(|text| {
                morris_learn::puzzles::parse_set_for(&name, &text, Some(&rules))
                    .map_err(|e| morris_i18n::puzzles::set_error(&e))
            })
            .map(|read| {
                let count = read.set.puzzles.len();
                let made = morris_i18n::puzzles::made(&rules, count, seconds);
                (read, made)
            });
        match opened {
            Ok((read, made)) => {
                let session = PuzzleSession::from_file(&name, read, self.load_standing());
                // What the standing's file said, if anything, after the count.
                let said = self.notice.take();
                self.notice = Some(match said {
                    Some(said) => format!("{made} {said}"),
                    None => made,
                });
                match session {
                    Ok(session) => self.open_practice_saying(Box::new(session)),
                    Err(why) => self.notice = Some(why),
                }
            }
            Err(why) => self.notice = Some(why),
        }
    }

    /// Proves a stranger's puzzle set away from the UI; its puzzles are
    /// offered once every one is proved ([`Self::poll_set_proof`]).
    pub(crate) fn prove_puzzle_set(&mut self, file: &str, text: String) {
        let proof: Box<dyn SetProof> = match &mut self.page {
            Some(page) => page.prove_set(file, &text),
            None => Box::new(ThreadProof::prove(file, text.clone())),
        };
        self.proving = Some(PendingSet {
            file: file.to_string(),
            text,
            proof,
        });
    }

    /// A set proved is opened on the board; one refused is said, with where and why.
    pub(crate) fn poll_set_proof(&mut self, ctx: &egui::Context) {
        let Some(outcome) = self.proving.as_mut().and_then(|p| p.proof.outcome()) else {
            if self.proving.is_some() {
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
            }
            return;
        };
        let Some(PendingSet { file, text, .. }) = self.proving.take() else {
            return;
        };
        let opened = outcome
            .and_then(|()| {
                morris_learn::puzzles::parse_set(&file, &text)
                    .map_err(|e| morris_i18n::puzzles::set_error(&e))
            })
            .and_then(|read| PuzzleSession::from_file(&file, read, self.load_standing()));
        match opened {
            Ok(session) => self.open_practice_saying(Box::new(session)),
            Err(why) => self.notice = Some(why),
        }
    }

    /// The player's standing brought into the settings from where it is
    /// kept, and where this session keeps it; a file refused, or one that
    /// cannot be saved, is said in the notice before any answer.
    fn load_standing(&mut self) -> StandingStore {
        let (store, said) = self.standing_store.load(&mut self.settings);
        if let Some(why) = said {
            self.notice = Some(why);
        }
        store
    }

    /// Opens `exercise`, keeping the notice said while it was made.
    fn open_practice_saying(&mut self, exercise: Box<dyn Exercise>) {
        let notice = self.notice.take();
        self.open_practice(exercise);
        self.notice = notice;
    }

    /// Opens the drills due today, or says when the next one is.
    pub(crate) fn open_drills(&mut self) {
        let store = self.drill_store.clone();
        let catalog = self.variants.catalog.clone();
        let today = crate::practice::today();
        match DrillSession::open(store, &mut self.settings, &catalog, today) {
            // A file that cannot be saved is said before the first answer.
            Ok((session, said)) => {
                self.notice = said;
                self.open_practice_saying(Box::new(session));
            }
            Err(why) => self.notice = Some(why),
        }
    }

    /// The review's `??` and `?` turns played by a person at this table
    /// (not the computer's): the drills a review of the game makes.
    pub(crate) fn review_drills(&self) -> Vec<morris_learn::drills::Drill> {
        let Some(review) = self.review() else {
            return Vec::new();
        };
        let mut own = review.clone();
        own.turns
            .retain(|turn| self.table.player(turn.side).is_human());
        Drill::from_review(self.table.game(), &own, crate::practice::today())
    }

    /// Adds the review's drills to those kept, and says how many.
    pub(crate) fn drill_mistakes(&mut self) {
        let made = self.review_drills();
        let catalog = self.variants.catalog.clone();
        let store = self.drill_store.clone();
        let said = match store.read(&mut self.settings, &catalog) {
            Ok(mut kept) => {
                let count = made.len();
                let added = made
                    .into_iter()
                    .map(|d| kept.add(d))
                    .filter(|&new| new)
                    .count();
                match store.save(&mut kept, &mut self.settings, &catalog) {
                    Ok(()) => morris_i18n::drills::added(added, count - added, &store.name()),
                    Err(why) => why,
                }
            }
            Err(why) => why,
        };
        self.notice = Some(said);
    }

    /// The rules of the game practice was opened from (the game, not a
    /// puzzle on show).
    fn practice_rules(&self) -> &std::sync::Arc<morris_core::Rules> {
        match &self.practice {
            Some(practice) => practice.game_before.rules(),
            None => self.table.rules(),
        }
    }

    pub(crate) fn practice_panel(&mut self, ui: &mut Ui) {
        let Some(practice) = &self.practice else {
            return;
        };
        let exercise = &practice.exercise;
        ui.strong(exercise.heading(&self.settings));
        let task = exercise.task();
        let last = task.len();
        for (i, sentence) in task.into_iter().enumerate() {
            // The task is the last sentence: it stands out.
            let text = RichText::new(sentence);
            match i + 1 == last {
                true => ui.label(text.strong()),
                false => ui.label(text),
            };
        }
        for sentence in exercise.said() {
            ui.label(sentence);
        }
        if let Some(score) = exercise.score(&self.settings) {
            ui.small(score);
        }
        let (can_hint, next, topics) = (
            exercise.can_hint(),
            exercise.next_label(),
            exercise.topics(),
        );
        let choices = exercise.choices();
        ui.horizontal_wrapped(|ui| {
            for (index, choice) in choices.iter().enumerate() {
                if ui.button(choice).clicked() {
                    self.practice_choice(index);
                }
            }
            if ui
                .add_enabled(can_hint, egui::Button::new(t!("gui-practice-hint")))
                .clicked()
                && let Some(practice) = &mut self.practice
            {
                practice.exercise.hint(&mut self.settings);
            }
            if let Some(next) = next
                && ui.button(next).clicked()
            {
                self.next_exercise();
            }
            if let Some((names, chosen)) = topics {
                self.topic_choice(ui, &names, chosen);
            }
            if ui.button(t!("gui-practice-close")).clicked() {
                self.close_practice();
            }
        });
    }

    fn topic_choice(&mut self, ui: &mut Ui, names: &[String], chosen: usize) {
        let mut choice = chosen;
        egui::ComboBox::new("practice-topic", t!("gui-practice-topic"))
            .selected_text(names.get(chosen).cloned().unwrap_or_default())
            .show_ui(ui, |ui| {
                for (i, name) in names.iter().enumerate() {
                    ui.selectable_value(&mut choice, i, name);
                }
            });
        if choice != chosen {
            self.choose_topic(choice);
        }
    }
}

impl MorrisApp {
    /// Puts `exercise` on the board in place of the game.
    pub(crate) fn open_practice(&mut self, exercise: Box<dyn Exercise>) {
        self.close_practice();
        self.close_review();
        self.notice = None;
        let table = self.practice_table(exercise.game());
        let game_before = std::mem::replace(&mut self.table, table);
        self.practice_height = 0.0;
        self.practice = Some(Practice {
            exercise,
            game_before,
        });
        self.board_replaced();
    }

    /// Is practice on the board with no turn to take (a step to read, a
    /// puzzle solved or missed, a drill answered)?
    pub(crate) fn practice_waits(&self) -> bool {
        self.practice
            .as_ref()
            .is_some_and(|p| !p.exercise.takes_turns())
    }

    /// A turn played on the board from `before`: checked by the exercise,
    /// its replies played, or the board set back to try again.
    pub(crate) fn practice_turn(&mut self, before: &Position, mv: Move) {
        let Some(practice) = &mut self.practice else {
            return;
        };
        match practice.exercise.play(before, mv, &mut self.settings) {
            AfterTurn::Stands { replies } => {
                for reply in replies {
                    // The exercise's replies are proved legal, so they are played.
                    let _ = self.table.play(reply);
                }
            }
            AfterTurn::TryAgain => self.reset_practice_board(),
        }
    }

    pub(crate) fn next_exercise(&mut self) {
        if let Some(practice) = &mut self.practice {
            practice.exercise.next(&mut self.settings);
            self.reset_practice_board();
        }
    }

    /// A choice the exercise offered (a retry, the solution) was made.
    fn practice_choice(&mut self, index: usize) {
        let Some(practice) = &mut self.practice else {
            return;
        };
        if practice.exercise.choose(index, &mut self.settings) {
            self.reset_practice_board();
        }
    }

    pub(crate) fn choose_topic(&mut self, index: usize) {
        if let Some(practice) = &mut self.practice {
            practice.exercise.choose_topic(index, &mut self.settings);
            self.reset_practice_board();
        }
    }

    /// The exercise's position on the board again.
    fn reset_practice_board(&mut self) {
        if let Some(practice) = &self.practice {
            self.table = self.practice_table(practice.exercise.game());
            self.announcer = crate::access::announce::Announcer::synced(&self.table);
            self.board_replaced();
        }
    }

    /// Closes the practice; the game it replaced comes back.
    pub(crate) fn close_practice(&mut self) {
        if let Some(practice) = self.practice.take() {
            self.table = practice.game_before;
            self.announcer = crate::access::announce::Announcer::synced(&self.table);
            self.board_replaced();
        }
    }

    /// `game` at a table where a person plays both sides.
    fn practice_table(&self, game: Game) -> Table {
        let mut setup = self.table.setup().clone();
        setup.white = PlayerKind::Human;
        setup.black = PlayerKind::Human;
        Table::from_game(game, setup)
    }

    fn board_replaced(&mut self) {
        self.animation = None;
        self.game_changed();
    }
}
