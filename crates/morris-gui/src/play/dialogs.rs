//! The dialogs over the board: a new game, a file, a room online, the
//! lobby (`lobby/window.rs`), and the question before a game in progress is
//! left (`leave_game.rs`).

use crate::app::MorrisApp;
use crate::computer::solver::SolveJob;
use crate::online::setup::OnlineChoice;
use crate::play::new_game::{DialogAction, NewGameDialog};

impl MorrisApp {
    pub(crate) fn open_new_game(&mut self) {
        self.new_game = Some(NewGameDialog::open(
            self.settings.setup.clone(),
            self.variants.clone(),
            self.page.is_some(),
            &self.settings.online,
        ));
    }

    pub(crate) fn dialogs(&mut self, ctx: &egui::Context) {
        self.leaving_dialog(ctx);
        self.make_board_dialog(ctx);
        self.lobby_window(ctx);
        self.keys_window(ctx);
        if let Some(dialog) = &mut self.new_game {
            let mut action = None;
            let solve = match (&self.solving, dialog.chosen_rules()) {
                (Some(job), Some(rules)) if job.is_for(&rules) => Some(job.status()),
                _ => None,
            };
            // Pinned by its top: its height changes with the variant, and a centred
            // window would move the list under the mouse.
            let space = dialog_space(ctx);
            let top = (ctx.content_rect().height() * 0.05).min(40.0);
            let shown = egui::Window::new(morris_i18n::t!("gui-new-game-title"))
                .collapsible(false)
                .resizable(false)
                .max_width(space.x)
                .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, top))
                .show(ctx, |ui| {
                    action = dialog.ui(ui, solve, space - egui::vec2(0.0, top));
                });
            crate::play::dialog_size::settle(ctx, "new-game", shown.map(|s| s.response.rect));
            match action {
                Some(DialogAction::Solve(rules)) => {
                    let repaint = ctx.clone();
                    let job = SolveJob::start(*rules, None, move || repaint.request_repaint());
                    self.solving = Some(job);
                }
                Some(DialogAction::Start(rules, setup)) => {
                    self.new_game = None;
                    self.start_game(*rules, setup);
                }
                Some(DialogAction::ChooseFile) => {
                    self.new_game = None;
                    if let Some(page) = &mut self.page {
                        page.choose_file();
                    }
                }
                Some(DialogAction::Online(choice)) => {
                    dialog.remember_online(&mut self.settings.online);
                    self.new_game = None;
                    match choice {
                        OnlineChoice::Host { server, create } => {
                            self.enter_room(ctx, &server, morris_online::Action::Create(create));
                        }
                        OnlineChoice::Join(link) => {
                            if let Err(why) = self.join_link(ctx, &link) {
                                self.notice = Some(why);
                            }
                        }
                        OnlineChoice::Lobby { server } => self.open_lobby(&server),
                    }
                }
                Some(DialogAction::Cancel) => self.new_game = None,
                None => {}
            }
        }
        if let Some(dialog) = &mut self.file_dialog {
            let mut action = None;
            let space = dialog_space(ctx);
            let shown = egui::Window::new(dialog.title())
                .collapsible(false)
                .resizable(false)
                .max_width(space.x)
                .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
                .show(ctx, |ui| action = dialog.ui(ui, space));
            crate::play::dialog_size::settle(ctx, "file", shown.map(|s| s.response.rect));
            if let Some(action) = action {
                self.file_action(action);
            }
        }
    }
}

/// The room a dialog has inside the window: the window less a margin, and
/// less the dialog's title bar and frame.
fn dialog_space(ctx: &egui::Context) -> egui::Vec2 {
    let frame = egui::vec2(24.0, 24.0 + 28.0);
    (ctx.content_rect().size() - frame).max(egui::vec2(120.0, 80.0))
}
