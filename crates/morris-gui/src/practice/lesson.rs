//! A lesson on the board, without egui: the variant's lesson (morris-learn
//! makes it from the rules), the step on show, and what was said of the
//! learner's turns. A wrong turn is explained and taken back, to try again;
//! a right one stays on the board with what the rules did. The words are
//! morris-i18n's, as `morris learn` says them.

use std::sync::Arc;

use morris_core::{Game, Move, Position, Rules};
use morris_i18n::{learn, words};
use morris_learn::{Goal, Lesson, Step, Verdict};

use crate::practice::{AfterTurn, Exercise};
use crate::settings::Settings;

#[derive(Clone, Debug)]
pub(crate) struct LessonSession {
    rules: Arc<Rules>,
    lesson: Lesson,
    /// The step on show.
    at: usize,
    /// Has the step been answered right?
    answered: bool,
    said: Vec<String>,
}

impl LessonSession {
    /// The lesson of `rules`, at its first step.
    pub(crate) fn open(rules: Arc<Rules>) -> LessonSession {
        let lesson = Lesson::of(&rules);
        let mut session = LessonSession {
            rules,
            lesson,
            at: 0,
            answered: false,
            said: Vec::new(),
        };
        session.arrive();
        session
    }

    fn step(&self) -> &Step {
        &self.lesson.steps()[self.at]
    }

    fn last(&self) -> bool {
        self.at + 1 == self.lesson.steps().len()
    }

    /// A last step with nothing to play ends the lesson as soon as it shows.
    fn arrive(&mut self) {
        self.answered = false;
        self.said.clear();
        if self.last() && self.step().goal() == Goal::Look {
            self.said.push(learn::done(&self.rules));
        }
    }
}

impl Exercise for LessonSession {
    fn game(&self) -> Game {
        Game::from_position(Arc::clone(&self.rules), *self.step().position())
    }

    /// "Nine Men's Morris — Step 2 of 7: Placing".
    fn heading(&self, _settings: &Settings) -> String {
        let title = learn::title(self.step(), self.at + 1, self.lesson.steps().len());
        format!("{} — {title}", words::variant_name(&self.rules))
    }

    fn task(&self) -> Vec<String> {
        let mut sentences = learn::rule(&self.rules, self.step());
        sentences.push(learn::board_task(&self.rules, self.step()));
        sentences
    }

    fn said(&self) -> &[String] {
        &self.said
    }

    fn score(&self, _settings: &Settings) -> Option<String> {
        None
    }

    fn shows_names(&self) -> bool {
        true
    }

    fn takes_turns(&self) -> bool {
        self.step().goal() != Goal::Look && !self.answered
    }

    fn can_hint(&self) -> bool {
        self.takes_turns() && self.step().answer().is_some()
    }

    fn hint(&mut self, _settings: &mut Settings) {
        if let Some(hint) = learn::hint(&self.rules, self.step()) {
            self.said.push(hint);
        }
    }

    fn play(&mut self, before: &Position, mv: Move, _settings: &mut Settings) -> AfterTurn {
        let step = self.step().clone();
        if !self.takes_turns() || before != step.position() {
            return AfterTurn::TryAgain;
        }
        let verdict = step.check_move(&self.rules, mv);
        self.said.push(learn::verdict(&self.rules, &step, &verdict));
        if !matches!(verdict, Verdict::Right(_)) {
            return AfterTurn::TryAgain;
        }
        self.answered = true;
        // What the rules did, as a game says it after the turn.
        let mut after = self.game();
        if after.play(mv).is_ok() {
            self.said.extend(words::last_turn(&after));
            if let Some(outcome) = after.outcome() {
                self.said.push(words::outcome(outcome));
            }
        }
        if self.last() {
            self.said.push(learn::done(&self.rules));
        }
        AfterTurn::Stands {
            replies: Vec::new(),
        }
    }

    fn next_label(&self) -> Option<String> {
        (!self.last()).then(|| morris_i18n::t!("gui-lesson-next"))
    }

    fn next(&mut self, _settings: &mut Settings) {
        if !self.last() {
            self.at += 1;
            self.arrive();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(variant: &str) -> LessonSession {
        let rules = morris_core::catalog::shipped(variant).unwrap();
        LessonSession::open(Arc::new(rules))
    }

    #[test]
    fn each_step_is_passed_with_its_answer_and_a_miss_is_tried_again() {
        let mut s = session("nine-mens-morris");
        let mut settings = Settings::default();
        let mut missed = 0;
        loop {
            let step = s.step().clone();
            if let Some(answer) = step.answer() {
                assert!(s.takes_turns());
                if let Some(miss) = step.miss() {
                    let after = s.play(step.position(), miss, &mut settings);
                    assert_eq!(after, AfterTurn::TryAgain);
                    assert!(s.takes_turns(), "a miss leaves the step open");
                    missed += 1;
                }
                let after = s.play(step.position(), answer, &mut settings);
                assert!(matches!(after, AfterTurn::Stands { .. }));
                assert!(!s.takes_turns(), "a right answer closes the step");
            } else {
                assert!(!s.takes_turns());
            }
            if s.next_label().is_none() {
                break;
            }
            s.next(&mut settings);
        }
        assert!(missed > 0, "no step had a turn that misses");
        assert_eq!(s.said().last(), Some(&learn::done(&s.rules)));
    }
}
