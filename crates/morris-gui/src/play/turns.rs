//! The turns the app drives: a person's on the board (a click, a drag, a
//! pass), taken back and played again, a hint asked, a rematch; the
//! computer's, when it is its turn; and the keyboard's shortcuts.

use egui::{Key, KeyboardShortcut, Modifiers};
use morris_i18n::t;

use crate::app::MorrisApp;
use crate::board::view::{ANIMATION_SECS, BoardEvent, MoveAnimation};
use crate::computer::thinking::{Answer, Job};

/// How long the computer waits after a move before it plays, in seconds.
pub(crate) const AI_PAUSE_SECS: f64 = ANIMATION_SECS + 0.35;

impl MorrisApp {
    /// The same game again with the players' colours swapped (online: offered to the opponent).
    pub(crate) fn rematch(&mut self) {
        if let Some(room) = &mut self.online {
            // Refused here only when the connection is down, which the status line says.
            let _ = room.ask(morris_online::Request::OfferRematch);
            return;
        }
        let mut setup = self.table.setup().clone();
        std::mem::swap(&mut setup.white, &mut setup.black);
        let rules = (**self.table.rules()).clone();
        self.start_game(rules, setup);
    }

    pub(crate) fn undo(&mut self) {
        // Practice checks each turn as it is played: it is not taken back.
        if self.online.is_none() && self.practice.is_none() && self.table.undo() > 0 {
            self.coach_said.clear();
            self.animation = None;
            self.game_changed();
        }
    }

    pub(crate) fn redo(&mut self) {
        if self.online.is_none() && self.practice.is_none() && self.table.redo() > 0 {
            self.animation = None;
            self.game_changed();
        }
    }

    pub(crate) fn ask_hint(&mut self) {
        if self.table.human_to_move() && self.online.is_none() {
            self.hint = None;
            self.worker.ask(Job::Hint, self.table.game());
        }
    }

    /// Does the board take a person's turn now? Not behind a dialog (a
    /// click beside it must not play on the board behind), nor while
    /// practice waits or the board is closed.
    pub(crate) fn board_takes_turns(&mut self) -> bool {
        let dialog_open = self.new_game.is_some()
            || self.file_dialog.is_some()
            || self.editor_shown
            || self.make_board.is_some();
        !dialog_open && !self.practice_waits() && self.board_open()
    }

    /// A click or drag on the board at egui time `now`.
    pub(crate) fn board_event(&mut self, event: BoardEvent, now: f64) {
        if !self.board_takes_turns() {
            return;
        }
        let before = *self.table.game().position();
        let mover = self.table.game().side_to_move();
        let played = match event {
            BoardEvent::Click(p) => self.table.click(p),
            BoardEvent::Drag(from, to) => self.table.drag(from, to),
        };
        if let Some(mv) = played {
            // A dragged piece is already where it goes; a clicked one slides there.
            let slides = matches!(event, BoardEvent::Click(_));
            self.turn_played(&before, mover, mv, slides, now);
        }
    }

    /// What follows a person's turn `mv` from `before`, however it was played.
    pub(crate) fn turn_played(
        &mut self,
        before: &morris_core::Position,
        mover: morris_core::Color,
        mv: morris_core::Move,
        slides: bool,
        now: f64,
    ) {
        self.animation = slides.then_some(MoveAnimation {
            mv,
            mover,
            start: now,
        });
        self.last_move_at = now;
        self.game_changed();
        self.send_turn(mv);
        self.practice_turn(before, mv);
        self.coach_turn();
    }

    /// The player to move passes (blocked, where the rules say so) at egui time `now`.
    pub(crate) fn pass(&mut self, now: f64) {
        if !self.board_open() || self.practice_waits() {
            return;
        }
        let before = *self.table.game().position();
        if let Some(mv) = self.table.pass() {
            self.last_move_at = now;
            self.game_changed();
            self.send_turn(mv);
            self.practice_turn(&before, mv);
        }
    }

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
