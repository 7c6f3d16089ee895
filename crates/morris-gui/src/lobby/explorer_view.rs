//! The explorer in the app's side panel: it follows the board, and a move
//! clicked in it is played on the board as a typed one is.

use morris_core::parse_move;

use crate::app::MorrisApp;
use crate::online::follow::get;
use crate::online::setup::LOCAL_SERVER;

impl MorrisApp {
    /// The explorer's list of the board's position, asked of the last
    /// server used (the page's own in a page).
    pub(crate) fn explorer_list(&mut self, ui: &mut egui::Ui) {
        let server = match self.settings.online.server.trim() {
            "" => LOCAL_SERVER.to_string(),
            typed => morris_online::http_url(typed).unwrap_or_else(|_| typed.to_string()),
        };
        let ctx = ui.ctx().clone();
        let page = &mut self.page;
        let game = self.table.game();
        self.explorer.follow(&server, game, &mut |path: &str| {
            get(page, &server, path, &ctx)
        });
        let clicked = self.explorer.ui(ui, game, self.analysis.as_deref());
        if let Some(turn) = clicked
            && let Ok(mv) = parse_move(self.table.rules(), self.table.game().position(), &turn)
            && self.table.play(mv).is_ok()
        {
            self.game_changed();
        }
    }
}
