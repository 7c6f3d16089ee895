//! The game by keyboard and by ear: the move field's turns and words, the
//! announcements under the board (a live region), the keys that reach the
//! board and the field, and the list of keys.

use egui::{Key, Modifiers, Ui};
use morris_core::{Color, move_text};
use morris_i18n::prompt_words::Word;
use morris_i18n::{coach, describe, spoken, t};

use crate::access::move_field::{Typed, field_id};
use crate::app::MorrisApp;
use crate::settings::ThemeChoice;

/// How many turns `last` says.
const LAST_TURNS: usize = 6;

/// Marks the widget `id` as a live region: a screen reader speaks its changes.
fn live(ui: &Ui, id: egui::Id) {
    ui.ctx().accesskit_node_builder(id, |node| {
        node.set_live(egui::accesskit::Live::Polite);
    });
}

/// The keys and the field's words, a line each (the Keys window, `help` in the field).
pub fn keys_help() -> Vec<String> {
    vec![
        t!("gui-keys-arrows"),
        t!("gui-keys-enter"),
        t!("gui-keys-escape"),
        t!("gui-keys-field"),
        t!("gui-keys-tab"),
        t!("gui-keys-undo"),
        t!("gui-keys-words"),
    ]
}

impl MorrisApp {
    /// The side a person plays against the computer: their pieces are "yours".
    pub(crate) fn listener(&self) -> Option<Color> {
        let human = |c| self.table.player(c).is_human();
        match (human(Color::White), human(Color::Black)) {
            (true, false) => Some(Color::White),
            (false, true) => Some(Color::Black),
            _ => None,
        }
    }

    /// The move field, the answer to its last word and the last announcement.
    pub(crate) fn move_field_row(&mut self, ui: &mut Ui) {
        if let Some(typed) = self.move_field.ui(ui, &mut self.keys_open) {
            let now = ui.input(|i| i.time);
            self.move_field.answer = self.typed(typed, now);
        }
    }

    /// What the field answered and what was announced, in the status area.
    pub(crate) fn move_field_said(&mut self, ui: &mut Ui) {
        if !self.move_field.answer.is_empty() {
            let answer = ui.label(self.move_field.answer.join("\n"));
            live(ui, answer.id);
        }
        self.announcer.update(&self.table, self.listener());
        if !self.announcer.said.is_empty() {
            let said = ui.label(&self.announcer.said);
            live(ui, said.id);
        }
    }

    /// Does what the field was given; what it answers.
    fn typed(&mut self, typed: Typed, now: f64) -> Vec<String> {
        let game = self.table.game();
        let rules = game.rules();
        match typed {
            Typed::Move(text) => {
                self.typed_move(&text, now);
                Vec::new()
            }
            Typed::Word(Word::Moves, _) => {
                let moves: Vec<String> = game
                    .legal_moves()
                    .iter()
                    .map(|&mv| move_text(rules, mv))
                    .collect();
                vec![moves.join(", ")]
            }
            Typed::Word(Word::Undo, _) => {
                self.undo();
                Vec::new()
            }
            Typed::Word(Word::Redo, _) => {
                self.redo();
                Vec::new()
            }
            Typed::Word(Word::Hint, _) => {
                self.ask_hint();
                vec![t!("gui-looking-for-hint")]
            }
            Typed::Word(Word::Rules, _) => describe::rules(rules),
            Typed::Word(Word::Position, _) => vec![game.position().to_text(rules)],
            Typed::Word(Word::Threats, _) => coach::game_threats(game),
            Typed::Word(Word::Pieces, _) => spoken::pieces(game),
            Typed::Word(Word::Lines, name) => {
                let name = match name.as_str() {
                    "" => self.focused_point.clone().unwrap_or_default(),
                    _ => name,
                };
                match rules.point_by_name(&name) {
                    Some(p) => spoken::mills_through(game, p),
                    None if name.is_empty() => {
                        vec![t!("command-needs-point", word = Word::Lines.spelled())]
                    }
                    None => vec![t!("command-no-such-point", point = name)],
                }
            }
            Typed::Word(Word::Last, _) => spoken::last_turns(game, LAST_TURNS, self.listener()),
            Typed::Word(Word::Clocks, _) => {
                vec![self.room_clocks().unwrap_or_else(|| t!("gui-no-clocks"))]
            }
            Typed::Word(..) => keys_help(),
        }
    }

    /// The page's own move field (what a screen reader types in there; the
    /// rest of the app reaches it through the page's mirror of the
    /// accessibility tree): named, and what it was given done as the
    /// canvas's field does it.
    pub(crate) fn page_access(&mut self, ctx: &egui::Context) {
        let Some(page) = &mut self.page else {
            return;
        };
        page.show_access(&t!("gui-move-field"));
        let now = ctx.input(|i| i.time);
        while let Some(line) = self.page.as_mut().and_then(|page| page.take_access()) {
            if let Some(typed) = Typed::parse(&line) {
                self.move_field.answer = self.typed(typed, now);
            }
            ctx.request_repaint();
        }
    }

    /// A turn typed in the field, played as a click on the board plays one.
    fn typed_move(&mut self, text: &str, now: f64) {
        if !self.board_takes_turns() {
            return;
        }
        let before = *self.table.game().position();
        let mover = self.table.game().side_to_move();
        if let Some(mv) = self.table.type_move(text) {
            self.turn_played(&before, mover, mv, true, now);
        }
    }

    /// The keys that reach the board and the field: `/` puts the keyboard in
    /// the move field (unless it is typing elsewhere already).
    pub(crate) fn focus_keys(&mut self, ctx: &egui::Context) {
        let typing = ctx
            .memory(|m| m.focused())
            .is_some_and(|id| egui::TextEdit::load_state(ctx, id).is_some());
        if !typing && ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Slash)) {
            ctx.memory_mut(|m| m.request_focus(field_id()));
        }
    }

    /// The list of keys and the high-contrast theme, while open.
    pub(crate) fn keys_window(&mut self, ctx: &egui::Context) {
        let mut open = self.keys_open;
        let mut high = self.settings.theme == ThemeChoice::HighContrast;
        egui::Window::new(t!("gui-keys-title"))
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| {
                for line in keys_help() {
                    ui.label(line);
                }
                ui.separator();
                if ui.checkbox(&mut high, t!("gui-high-contrast")).changed() {
                    self.settings.theme = match high {
                        true => ThemeChoice::HighContrast,
                        false => ThemeChoice::Light,
                    };
                    self.apply_theme(ctx);
                }
            });
        self.keys_open = open;
    }
}
