//! The lobby in the app: its window over the board, the name it takes kept
//! in the settings, and the game it pairs or the game to watch entered as
//! their links are, in the room view.

use morris_i18n::t;
use morris_online::Pairing;

use super::{Ask, Lobby, LobbyOutcome, player};
use crate::app::MorrisApp;
use crate::online::follow::{dial, get};
use crate::online::setup::LOCAL_SERVER;

impl MorrisApp {
    /// Opens the lobby of `server` (as typed; the last server used when
    /// empty); its window asks for the lists at once.
    pub(crate) fn open_lobby(&mut self, server: &str) {
        let online = &self.settings.online;
        let server = [server, online.server.as_str(), LOCAL_SERVER]
            .into_iter()
            .find(|s| !s.trim().is_empty())
            .unwrap_or(LOCAL_SERVER);
        let fresh_key = player::new_key(&mut self.page);
        let lobby = Lobby::open(
            server,
            online.player.as_ref(),
            fresh_key,
            &self.variants,
            &self.settings.setup.variant,
            &online.clock,
        );
        self.lobby = Some(lobby);
    }

    /// The lobby's window, while it is open; what it asks for, done.
    pub(crate) fn lobby_window(&mut self, ctx: &egui::Context) {
        let Some(lobby) = &mut self.lobby else {
            return;
        };
        // The lists kept fresh while the window is open.
        let now = ctx.input(|i| i.time);
        let mut outcome = lobby.poll();
        if outcome.is_none() && lobby.lists_due(now) {
            outcome = Some(LobbyOutcome::Ask(Ask::Lists));
        }
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(super::LISTS_EVERY));
        let player = self.settings.online.player.as_ref();
        let (variants, page) = (&self.variants, &mut self.page);
        let mut open = true;
        let top = (ctx.content_rect().height() * 0.05).min(40.0);
        egui::Window::new(t!("gui-lobby-title"))
            .open(&mut open)
            .collapsible(false)
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, top))
            .vscroll(true)
            .default_width(520.0)
            .show(ctx, |ui| {
                let clicked = lobby.ui(ui, player, variants, &mut |url: &str| dial(page, url, ctx));
                outcome = outcome.take().or(clicked);
            });
        if !open {
            outcome = Some(LobbyOutcome::Close);
        }
        match outcome {
            Some(LobbyOutcome::Named(player)) => self.settings.online.player = Some(player),
            Some(LobbyOutcome::Paired { seat, pairing }) => {
                // The seat is the player's: entered as its link is.
                self.lobby = None;
                self.notice = Some(match self.join_link(ctx, &seat) {
                    Ok(()) => paired(&pairing),
                    Err(why) => why,
                });
            }
            Some(LobbyOutcome::Watch(link)) => {
                self.lobby = None;
                if let Err(why) = self.open_link(ctx, &link) {
                    self.notice = Some(why);
                }
            }
            Some(LobbyOutcome::Ask(ask)) => {
                let page = &mut self.page;
                let player = self.settings.online.player.as_ref();
                lobby.ask(ask, player, now, &mut |server: &str, path: &str| {
                    get(page, server, path, ctx)
                });
            }
            Some(LobbyOutcome::Record { name, text }) => {
                // Replayed and reviewed as a record opened from a file is.
                self.lobby = None;
                if let Err(why) = self.load_record_text(&name, &text, None) {
                    self.notice = Some(why);
                }
            }
            Some(LobbyOutcome::Download { name, text }) => self.save_download(&name, text),
            Some(LobbyOutcome::Close) => self.lobby = None,
            None => {}
        }
    }
}

/// Who the player was paired with, and how they play.
fn paired(pairing: &Pairing) -> String {
    let opponent = pairing
        .opponent
        .clone()
        .unwrap_or_else(|| t!("lobby-anonymous"));
    let side = morris_i18n::online::side(pairing.side);
    if pairing.rated {
        t!("gui-lobby-paired-rated", opponent = opponent, side = side)
    } else {
        t!("gui-lobby-paired", opponent = opponent, side = side)
    }
}
