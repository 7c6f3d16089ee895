//! The turns the app drives: the computer's, when it is its turn, and the
//! keyboard's shortcuts.

use egui::{Key, KeyboardShortcut, Modifiers};
use morris_i18n::t;

use crate::app::AI_PAUSE_SECS;
use crate::app::MorrisApp;
use crate::board::view::MoveAnimation;
use crate::computer::thinking::{Answer, Job};

impl MorrisApp {
    /// Collects the worker's answer and starts the computer's thinking when it is its turn.
    pub(crate) fn drive_ai(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        if let Some(reply) = self.worker.poll() {
            match (reply.job, reply.answer) {
                (Job::Play(_), Answer::Move(Some(mv)))
                    if self.table.ai_to_move() && self.online.is_none() =>
                {
                    let mover = self.table.game().side_to_move();
                    if self.table.play(mv).is_ok() {
                        self.animation = Some(MoveAnimation {
                            mv,
                            mover,
                            start: now,
                        });
                        self.last_move_at = now;
                        self.game_changed();
                    }
                }
                (Job::Hint, Answer::Move(mv)) => {
                    self.hint = mv;
                    // Said too, for a player who does not see the board.
                    if let Some(mv) = mv {
                        let mv = morris_core::move_text(self.table.rules(), mv);
                        self.move_field.answer = vec![t!("gui-hint-said", mv = mv)];
                    }
                }
                (Job::Analyse, Answer::Analysis(values, source)) => {
                    self.analysis = Some(values);
                    self.analysis_source = source;
                }
                (Job::Review, Answer::Review(review)) => {
                    self.notes.set_review(self.table.game(), review);
                }
                _ => {}
            }
        }
        for notice in self.worker.take_notices() {
            self.notice = Some(notice);
        }
        // The computer waits a moment after each move, so that a person sees
        // their move (and a mill it closed) before the reply.
        let pause_left = AI_PAUSE_SECS - (now - self.last_move_at);
        if self.reviewing() {
            // The worker wakes the UI only when done: look at the progress now and then.
            ctx.request_repaint_after(std::time::Duration::from_millis(150));
        }
        // Online, the other side is a person at another table.
        let ai_to_move = self.table.ai_to_move() && self.online.is_none();
        if self.worker.busy_with().is_none() {
            if ai_to_move && pause_left > 0.0 {
                ctx.request_repaint_after(std::time::Duration::from_secs_f64(pause_left));
            } else if ai_to_move {
                let player = self.table.player(self.table.game().side_to_move());
                self.worker.ask(Job::Play(player), self.table.game());
            } else if self.settings.analysis
                && self.analysis.is_none()
                && self.table.human_to_move()
                && self.online.is_none()
            {
                self.worker.ask(Job::Analyse, self.table.game());
            }
        }
    }

    pub(crate) fn shortcuts(&mut self, ctx: &egui::Context) {
        if self.new_game.is_some() || self.file_dialog.is_some() {
            // Esc closes a dialog as its Cancel button does.
            if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape)) {
                self.new_game = None;
                self.file_dialog = None;
            }
            return;
        }
        let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
        let redo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
        let redo_shift = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
        // The longer shortcut first: Ctrl+Shift+Z also matches Ctrl+Z.
        if ctx.input_mut(|i| i.consume_shortcut(&redo_shift) || i.consume_shortcut(&redo)) {
            self.redo();
        } else if ctx.input_mut(|i| i.consume_shortcut(&undo)) {
            self.undo();
        }
        if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape)) {
            self.table.cancel();
            self.drag = None;
        }
    }
}
