//! The app's side of the page around it: files that arrive (chosen in the
//! browser, or dropped on the window), and the short live text of the game
//! that a page keeps for screen readers and tests.

use morris_i18n::{t, words};

use crate::app::MorrisApp;

impl MorrisApp {
    /// The game in a few words: the variant, the last move, whose turn it is
    /// or the result, what the computer is doing, and any error.
    pub fn live_text(&self) -> String {
        if let Some(editor) = self.editor.as_ref().filter(|_| self.editor_shown) {
            return editor.said().join("\n");
        }
        let table = &self.table;
        let mut parts = vec![words::variant_name(table.rules())];
        parts.extend(table.last_move_said());
        parts.extend(Some(self.announcer.said.clone()).filter(|s| !s.is_empty()));
        parts.push(self.room_status().unwrap_or_else(|| table.status()));
        parts.extend(self.room_clocks());
        parts.extend(self.clock_low.clone());
        if let Some(complaint) = table.complaint() {
            parts.push(complaint.to_string());
        }
        if let Some(notice) = &self.notice {
            parts.push(notice.clone());
        }
        if self.leaving.is_some() {
            parts.push(t!("gui-leave-title"));
        }
        if let Some(pending) = &self.proving {
            parts.push(t!("gui-puzzle-set-proving", file = pending.file.as_str()));
        }
        if let Some(pending) = &self.making {
            parts.push(morris_i18n::puzzles::making(&pending.rules));
        }
        parts.extend(self.coach_said.iter().cloned());
        if self.settings.show_threats && self.practice.is_none() {
            parts.extend(morris_i18n::coach::game_threats(table.game()));
        }
        // Practice on the board: where the learner is, and the last word on it.
        if let Some(practice) = &self.practice {
            let exercise = &practice.exercise;
            parts.push(exercise.heading(&self.settings));
            parts.extend(exercise.said().last().cloned().or(exercise.task().pop()));
        }
        // Last: the answer to a word typed in the move field.
        parts.extend(self.move_field.answer.iter().cloned());
        parts.join("\n")
    }

    /// Does the app run in a web page?
    pub fn runs_in_page(&self) -> bool {
        self.page.is_some()
    }

    /// Hands the live text to the page when it has changed.
    pub(crate) fn show_live_text(&mut self) {
        if self.page.is_none() {
            return;
        }
        let text = self.live_text();
        if text != self.shown_text
            && let Some(page) = &mut self.page
        {
            page.show_text(&text);
            self.shown_text = text;
        }
    }

    /// Opens the files the page has read and those dropped on the window.
    pub(crate) fn open_arrived_files(&mut self, ctx: &egui::Context) {
        let mut arrived: Vec<(String, Vec<u8>)> = Vec::new();
        if let Some(page) = &mut self.page {
            arrived.extend(page.take_file());
        }
        for file in ctx.input_mut(|i| std::mem::take(&mut i.raw.dropped_files)) {
            if let Some(page) = &mut self.page {
                // A browser reads a file only asynchronously: it arrives later.
                page.read_dropped(file);
                continue;
            }
            match crate::files::dropped::read_dropped(file.path()) {
                Ok(bytes) => arrived.push((file.path().display().to_string(), bytes)),
                Err(why) => self.notice = Some(why),
            }
        }
        for (name, bytes) in arrived {
            self.open_bytes(&name, &bytes);
        }
    }

    /// Where the point named `name` was drawn last, in the window's points
    /// (CSS pixels in a page), for tests that click it.
    pub fn point_position(&self, name: &str) -> Option<egui::Pos2> {
        let point = self.table.rules().point_by_name(name)?;
        Some(self.geometry.as_ref()?.pos(point))
    }
}
