//! The tool bar, as wide as the window allows: every button in a row when
//! they fit; else the settings (point names, cores, language, theme) fold
//! into a menu; else everything does, but Undo and Redo, with the settings
//! in a menu of their own. Which fits is
//! measured, not guessed: each arrangement's width is remembered once drawn,
//! for the language it was drawn in.

use egui::Ui;
use morris_i18n::t;

use crate::app::MorrisApp;
use crate::files::dialog::FileMode;
use crate::play::window_fit::{Fold, side_panel_fits};
use crate::settings::ThemeChoice;

impl MorrisApp {
    pub(crate) fn toolbar(&mut self, ui: &mut Ui) {
        let available = ui.available_width();
        let fold = self.toolbar_fit.choose(available);
        let row = ui.horizontal(|ui| {
            self.side_switch(ui);
            self.toolbar_row(ui, fold);
        });
        let width = row.response.rect.width();
        self.toolbar_fit.measured(fold, width);
        if width > available && fold != Fold::All {
            // It did not fit: fold further in the next frame, without waiting for an event.
            ui.ctx().request_repaint();
        }
    }

    fn toolbar_row(&mut self, ui: &mut Ui, fold: Fold) {
        match fold {
            Fold::None => {
                self.game_buttons(ui, true);
                ui.separator();
                self.settings_items(ui, false);
            }
            Fold::Settings => {
                self.game_buttons(ui, true);
                ui.separator();
                ui.menu_button(t!("gui-settings-menu"), |ui| self.settings_items(ui, true));
            }
            Fold::All => {
                // Undo and Redo stay in the row; the settings are a menu of their
                // own, so that the menu fits a low window.
                ui.menu_button(t!("gui-menu"), |ui| {
                    self.game_buttons(ui, false);
                    ui.separator();
                    ui.menu_button(t!("gui-settings-menu"), |ui| self.settings_items(ui, true));
                });
                self.undo_redo(ui);
            }
        }
    }

    /// The side panel's switch, in a window too narrow to keep it open.
    fn side_switch(&mut self, ui: &mut Ui) {
        if !side_panel_fits(ui.ctx().content_rect().width())
            && ui
                .selectable_label(self.side_open, t!("gui-side-panel"))
                .on_hover_text(t!("gui-side-panel-hover"))
                .clicked()
        {
            self.side_open = !self.side_open;
        }
    }

    /// New game, undo and redo (when `with_undo`), hint, analysis and
    /// review, save and load.
    fn game_buttons(&mut self, ui: &mut Ui, with_undo: bool) {
        if ui.button(t!("gui-new-game")).clicked() {
            self.open_new_game();
        }
        ui.separator();
        if with_undo {
            self.undo_redo(ui);
            ui.separator();
        }
        // Online, the computer gives no help against the friend; reviewing waits for the end.
        let local = self.online.is_none();
        let can_hint = self.table.human_to_move() && local;
        if ui
            .add_enabled(can_hint, egui::Button::new(t!("gui-hint")))
            .clicked()
        {
            self.ask_hint();
        }
        if ui
            .selectable_label(self.settings.analysis, t!("gui-analysis"))
            .clicked()
        {
            self.settings.analysis = !self.settings.analysis;
            self.analysis = None;
        }
        let can_review = !self.table.game().moves().is_empty()
            && !self.reviewing()
            && (local || self.room_result().is_some());
        if ui
            .add_enabled(can_review, egui::Button::new(t!("review-view-button")))
            .on_hover_text(t!("review-view-button-hover"))
            .clicked()
        {
            self.start_review();
        }
        ui.add_enabled_ui(local, |ui| {
            ui.menu_button(t!("gui-learn"), |ui| self.learn_items(ui))
                .response
                .on_hover_text(t!("gui-learn-hover"));
        });
        ui.menu_button(t!("editor-menu"), |ui| self.editor_items(ui))
            .response
            .on_hover_text(t!("editor-menu-hover"));
        ui.separator();
        if ui.button(t!("gui-save")).clicked() {
            self.open_file_dialog(FileMode::Save);
        }
        if ui.button(t!("gui-load")).clicked() {
            self.open_file_dialog(FileMode::Load);
        }
    }

    /// The lesson of the variant on the board, its puzzles, and the drills due.
    fn learn_items(&mut self, ui: &mut Ui) {
        if ui
            .button(t!("gui-lesson"))
            .on_hover_text(t!("gui-lesson-hover"))
            .clicked()
        {
            self.open_lesson();
        }
        if ui
            .button(t!("gui-puzzles"))
            .on_hover_text(t!("gui-puzzles-hover"))
            .clicked()
        {
            self.open_puzzles(ui.ctx());
        }
        if ui
            .button(t!("gui-drills"))
            .on_hover_text(t!("gui-drills-hover"))
            .clicked()
        {
            self.open_drills();
        }
    }

    /// A new variant, or the one on the board, in the rules editor.
    fn editor_items(&mut self, ui: &mut Ui) {
        if ui.button(t!("editor-new-variant")).clicked() {
            self.open_new_variant();
        }
        if ui.button(t!("editor-edit-variant")).clicked() {
            self.edit_this_variant();
        }
        self.make_board_item(ui);
    }

    fn make_board_item(&mut self, ui: &mut Ui) {
        ui.separator();
        if ui
            .button(t!("make-menu"))
            .on_hover_text(t!("make-menu-hover"))
            .clicked()
        {
            self.open_make_board();
        }
    }

    fn undo_redo(&mut self, ui: &mut Ui) {
        let game = self.table.game();
        // Online, a turn is taken back only when the opponent agrees (the side panel asks).
        let local = self.online.is_none();
        let (can_undo, can_redo) = (game.can_undo() && local, game.can_redo() && local);
        if ui
            .add_enabled(can_undo, egui::Button::new(t!("gui-undo")))
            .on_hover_text("Ctrl+Z")
            .clicked()
        {
            self.undo();
        }
        if ui
            .add_enabled(can_redo, egui::Button::new(t!("gui-redo")))
            .on_hover_text("Ctrl+Y")
            .clicked()
        {
            self.redo();
        }
    }

    /// Point names, the computer's cores, the language and the theme.
    fn settings_items(&mut self, ui: &mut Ui, in_menu: bool) {
        ui.checkbox(&mut self.settings.show_names, t!("gui-point-names"));
        if self.runs_in_page() {
            // Said plainly where the desktop offers more.
            ui.label(t!("gui-one-thread"))
                .on_hover_text(t!("gui-one-thread-hover"));
        } else if ui
            .checkbox(&mut self.settings.all_cores, t!("gui-all-cores"))
            .on_hover_text(t!("gui-all-cores-hover"))
            .changed()
        {
            self.use_chosen_threads();
        }
        if in_menu {
            // A combo box in a menu closes the menu at its first click: a submenu does not.
            ui.menu_button(t!("gui-language"), |ui| self.language_choices(ui));
        } else {
            self.language_menu(ui);
        }
        let dark = self.settings.theme == ThemeChoice::Dark;
        if ui.selectable_label(dark, t!("gui-dark-theme")).clicked() {
            self.settings.theme = if dark {
                ThemeChoice::Light
            } else {
                ThemeChoice::Dark
            };
            self.apply_theme(ui.ctx());
        }
    }

    /// The language of every word on screen, remembered with the settings.
    fn language_menu(&mut self, ui: &mut Ui) {
        egui::ComboBox::from_id_salt("language")
            .selected_text(morris_i18n::language().name)
            .show_ui(ui, |ui| self.language_choices(ui))
            .response
            .on_hover_text(t!("gui-language"));
    }

    fn language_choices(&mut self, ui: &mut Ui) {
        let current = morris_i18n::language();
        for lang in morris_i18n::LANGUAGES {
            if ui
                .selectable_label(std::ptr::eq(lang, current), lang.name)
                .clicked()
            {
                self.settings.language = Some(lang.code.to_string());
                self.settings.apply_language();
            }
        }
    }
}
