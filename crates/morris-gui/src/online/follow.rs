//! The app following a room: entering and leaving it, the server's game
//! put on the board (the opponent's turn slides in as the computer's does),
//! and the player's turns sent to the server, which decides.

use std::sync::Arc;

use morris_core::{Move, move_text};
use morris_i18n::t;
use morris_online::{Action, Link, Role, Secret};

use super::room::OnlineRoom;
use super::transport::Transport;
use crate::app::MorrisApp;
use crate::board::view::MoveAnimation;
use crate::page::Page;
use crate::settings::{GameSetup, PlayerKind};
use crate::table::Table;

impl MorrisApp {
    /// Enters a room of the server at `server` (`http://host:port`) with `entry` (create or join).
    pub(crate) fn enter_room(&mut self, ctx: &egui::Context, server: &str, entry: Action) {
        self.leave_room();
        let now = ctx.input(|i| i.time);
        let page = &mut self.page;
        self.online = Some(OnlineRoom::enter(server, entry, now, &mut |url: &str| {
            dial(page, url, ctx)
        }));
        self.settings.online.server = server.to_string();
        self.close_review();
        self.game_changed();
        self.notice = None;
    }

    /// Enters the room of a link (an invite, a spectator link or a seat link).
    pub fn join_link(&mut self, ctx: &egui::Context, link: &str) -> Result<(), String> {
        let link = Link::parse(link).map_err(|e| t!("gui-online-bad-link", why = e.to_string()))?;
        let entry = Action::Join {
            room: link.room,
            secret: link.secret,
        };
        self.enter_room(ctx, &link.server, entry);
        Ok(())
    }

    /// Enters the room of a link opened from outside (the page's address),
    /// once any game in progress may be left; a link that is no link is said now.
    pub fn open_link(&mut self, ctx: &egui::Context, link: &str) -> Result<(), String> {
        Link::parse(link).map_err(|e| t!("gui-online-bad-link", why = e.to_string()))?;
        let (ctx, link) = (ctx.clone(), link.to_string());
        self.replace_game(
            || t!("gui-leave-link"),
            move |app| {
                if let Err(why) = app.join_link(&ctx, &link) {
                    app.notice = Some(why);
                }
            },
        );
        Ok(())
    }

    /// Leaves the room (the seat stays the player's: its link brings them back).
    pub(crate) fn leave_room(&mut self) {
        if self.online.take().is_some() {
            self.keep_room_link(None);
            self.game_changed();
        }
    }

    /// Keeps the link back to the room: in the settings on the desktop; in a
    /// page, in the tab's own storage, so that a tab watching a game never
    /// takes the place of a tab playing it in the same browser.
    fn keep_room_link(&mut self, link: Option<String>) {
        if self.kept_room_link() == link {
            return;
        }
        match &mut self.page {
            Some(page) => page.keep_tab_room_link(link.as_deref()),
            None => self.settings.online.return_link = link,
        }
    }

    fn kept_room_link(&self) -> Option<String> {
        match &self.page {
            Some(page) => page.tab_room_link(),
            None => self.settings.online.return_link.clone(),
        }
    }

    /// The room this app is in, if any (for tests and tools).
    pub fn online_room(&self) -> Option<&OnlineRoom> {
        self.online.as_ref()
    }

    /// Takes what the server sent and puts its game on the board.
    pub(crate) fn drive_online(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        self.clock_low = self.room_clock_low(now);
        let Some(room) = &mut self.online else {
            return;
        };
        let page = &mut self.page;
        room.poll(now, &mut |url: &str| dial(page, url, ctx));
        let server = room.server().to_string();
        room.poll_rating(&mut |path: &str| get(page, &server, path, ctx));
        if let Some(wait) = room.wake_in(now) {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
        }
        let link = room.return_link();
        if link.is_some() {
            self.keep_room_link(link);
        }
        self.follow_room(now);
    }

    /// Shows the room's game on the board, unless the board already shows it
    /// (or shows it with the player's own turn, sent and not yet in the room).
    fn follow_room(&mut self, now: f64) {
        let Some(room) = &self.online else { return };
        let Some(online) = room.game() else { return };
        let theirs = online.game();
        let ours = self.table.game();
        let same_rules = Arc::ptr_eq(theirs.rules(), ours.rules());
        let (their_moves, our_moves) = (theirs.moves(), ours.moves());
        if same_rules && their_moves == our_moves {
            return;
        }
        if same_rules
            && room.awaiting_turn()
            && our_moves.len() == their_moves.len() + 1
            && our_moves.starts_with(their_moves)
        {
            return;
        }
        let next: Option<Move> = (same_rules
            && their_moves.len() == our_moves.len() + 1
            && their_moves.starts_with(our_moves))
        .then(|| their_moves[our_moves.len()]);
        let mover = ours.side_to_move();
        match next {
            // The opponent's turn slides onto the board.
            Some(mv) if self.table.play(mv).is_ok() => {
                self.animation = Some(MoveAnimation {
                    mv,
                    mover,
                    start: now,
                });
            }
            _ => {
                let setup = GameSetup {
                    variant: theirs.rules().id().to_string(),
                    white: PlayerKind::Human,
                    black: PlayerKind::Human,
                    ..self.table.setup().clone()
                };
                self.table = Table::from_game(theirs.clone(), setup);
                self.animation = None;
            }
        }
        self.game_changed();
    }

    /// A turn the player made on the board: sent to the room, which decides.
    pub(crate) fn send_turn(&mut self, mv: Move) {
        let text = move_text(self.table.rules(), mv);
        if let Some(room) = &mut self.online {
            // The board was open: a turn not sent leaves it as the room shows it.
            let _ = room.play(&text);
        }
    }

    /// May the player play on the board now? Always in a local game.
    pub(crate) fn board_open(&mut self) -> bool {
        let Some(room) = &self.online else {
            return true;
        };
        if room.my_turn() {
            return true;
        }
        let why = match (room.role(), room.game()) {
            (Some(Role::Spectator), _) => t!("online-refusal-spectator"),
            (_, None) => t!("gui-online-entering"),
            (_, Some(game)) if !game.view().started => t!("online-waiting"),
            (_, Some(game)) if game.view().result.is_some() => t!("move-game-over"),
            _ => t!("gui-online-not-your-turn"),
        };
        self.table.complain(why);
        false
    }

    /// The room's game as a record, with its result, when the app is in a room.
    pub(crate) fn online_record(&self) -> Option<String> {
        self.online.as_ref()?.record()
    }

    /// Comes back to the room the app was in when it last closed (a restart, a reloaded page).
    pub(crate) fn return_to_room(&mut self, ctx: &egui::Context) {
        let Some(link) = self.kept_room_link() else {
            return;
        };
        if self.online.is_some() {
            return;
        }
        if let Ok(parsed) = Link::parse(&link)
            && !matches!(parsed.secret, Secret::Invite(_))
        {
            let _ = self.join_link(ctx, &link);
        } else {
            self.keep_room_link(None);
        }
    }
}

/// A connection to `ws_url`: the page's WebSocket in a web page, the
/// native client on the desktop.
pub(crate) fn dial(
    page: &mut Option<Box<dyn Page>>,
    ws_url: &str,
    ctx: &egui::Context,
) -> Box<dyn Transport> {
    match page {
        Some(page) => page.connect(ws_url),
        #[cfg(not(target_arch = "wasm32"))]
        None => super::transport::native(ws_url, ctx),
        #[cfg(target_arch = "wasm32")]
        None => {
            let _ = ctx;
            Box::new(super::transport::Unreachable::default())
        }
    }
}

/// Asks for the text at `path` on `server` (`http://host:port`), the way
/// this app can: the page's own fetch, else the desktop's thread.
pub(crate) fn get(
    page: &mut Option<Box<dyn Page>>,
    server: &str,
    path: &str,
    ctx: &egui::Context,
) -> Box<dyn super::fetch::Fetch> {
    match page {
        Some(page) => page.fetch(&format!("{}{path}", server.trim_end_matches('/'))),
        #[cfg(not(target_arch = "wasm32"))]
        None => super::fetch::native(server, path, ctx),
        #[cfg(target_arch = "wasm32")]
        None => {
            let _ = ctx;
            Box::new(super::fetch::Failed(Some(format!(
                "{server}{path}: no HTTP in this build"
            ))))
        }
    }
}
