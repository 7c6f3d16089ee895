//! The coach in the desktop game and the page: on by default against the
//! computer below level 4 (morris-learn says which levels), switchable in
//! the settings; after a person's turn it says the mill they missed or left
//! open, in the words the terminal uses (morris-i18n), and on request the
//! board shows where each side could close a mill.

use morris_core::Color;
use morris_learn::coach;

use crate::app::MorrisApp;
use crate::settings::PlayerKind;

impl MorrisApp {
    /// Is the coach on: as the player set it, else when a person plays the
    /// computer at a level the coach speaks against. Never online, nor in practice.
    pub fn coach_on(&self) -> bool {
        if self.online.is_some() || self.practice.is_some() {
            return false;
        }
        let players = [
            self.table.player(Color::White),
            self.table.player(Color::Black),
        ];
        self.settings.coach.unwrap_or_else(|| {
            let person = players.iter().any(|p| p.is_human());
            let weak = players.iter().any(|p| match p {
                PlayerKind::Ai { level } => coach::on_by_default(*level),
                PlayerKind::Human => false,
            });
            person && weak
        })
    }

    /// After a person's turn: the coach's sentences on it, shown until the next.
    pub(crate) fn coach_turn(&mut self) {
        self.coach_said = match self.coach_on() {
            true => morris_i18n::coach::on_last_turn(self.table.game()),
            false => Vec::new(),
        };
    }

    /// The points where each side could close a mill, when they are shown.
    pub(crate) fn threats_on_board(&self) -> Vec<(Color, morris_core::Point)> {
        if !self.settings.show_threats || self.table.view().is_some() {
            return Vec::new();
        }
        let (rules, pos) = (self.table.rules(), self.table.game().position());
        [Color::White, Color::Black]
            .into_iter()
            .flat_map(|side| {
                let found = coach::threats(rules, pos, side).unwrap_or_default();
                found.into_iter().map(move |t| (side, t.to))
            })
            .collect()
    }

    /// The coach's switch and the threats' for the settings.
    pub(crate) fn coach_items(&mut self, ui: &mut egui::Ui) {
        let mut on = self.coach_on();
        if ui
            .checkbox(&mut on, morris_i18n::t!("gui-coach"))
            .on_hover_text(morris_i18n::t!("gui-coach-hover"))
            .changed()
        {
            self.settings.coach = Some(on);
            self.coach_said.clear();
        }
        ui.checkbox(
            &mut self.settings.show_threats,
            morris_i18n::t!("gui-threats"),
        )
        .on_hover_text(morris_i18n::t!("gui-threats-hover"));
    }
}
