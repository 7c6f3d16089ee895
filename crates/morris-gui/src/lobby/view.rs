//! The lobby drawn: the server and the player's name, the open challenges
//! each with Take, the new challenge or the wait for an opponent, the games
//! being played each with Watch, and a variant's leaderboard.

use egui::{RichText, Ui};
use morris_i18n::{online as words, t};
use morris_online::{LeaderRow, LiveGameView, RatingView, SeekView};

use super::challenge_form::{self, Sent};
use super::connection::Waiting;
use super::player_page::PageClick;
use super::row_name::said_with;
use super::{Ask, GamesFile, Lobby, LobbyOutcome};
use crate::online::room::Dial;
use crate::settings::LobbyPlayer;
use crate::variant::Variants;

/// What a click in the lobby asked for.
enum Click {
    Refresh,
    Player(String),
    ClosePlayer,
    Open(String),
    TakeName,
    SetPassword,
    Seek(Sent),
    Cancel,
    Download(GamesFile),
    Take(String),
    Watch(String),
    Close,
}

impl Lobby {
    /// Draws the lobby as `player` (if a name was taken) and does what was
    /// clicked, dialing the server with `dial`; returns what the app must do.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        player: Option<&LobbyPlayer>,
        variants: &Variants,
        dial: &mut Dial<'_>,
    ) -> Option<LobbyOutcome> {
        let mut click = None;
        self.server_ui(ui, &mut click);
        self.name_ui(ui, player, &mut click);
        if let Some(error) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        if let Some(said) = self.connection.as_ref().and_then(|(_, c)| c.refusal()) {
            ui.colored_label(ui.visuals().warn_fg_color, said);
        }
        if let Some(why) = self.connection.as_ref().and_then(|(_, c)| c.closed()) {
            ui.colored_label(ui.visuals().warn_fg_color, t!("gui-lobby-lost", why = why));
        }
        ui.separator();
        self.seeks_ui(ui, &mut click);
        ui.separator();
        self.challenge_ui(ui, &mut click);
        ui.separator();
        self.games_ui(ui, &mut click);
        ui.separator();
        self.leaders_ui(ui, variants, &mut click);
        ui.separator();
        if let Some(page) = &self.player_page {
            let viewer = player.map(|p| p.name.as_str());
            click = match page.ui(ui, viewer) {
                Some(PageClick::Close) => Some(Click::ClosePlayer),
                Some(PageClick::Open(id)) => Some(Click::Open(id)),
                Some(PageClick::Download(name)) => Some(Click::Download(GamesFile::Player(name))),
                None => click,
            };
            ui.separator();
        }
        if ui.button(t!("gui-lobby-close")).clicked() {
            click = Some(Click::Close);
        }
        match click? {
            Click::Refresh => return Some(LobbyOutcome::Ask(Ask::Lists)),
            Click::Player(name) => return Some(LobbyOutcome::Ask(Ask::Player(name))),
            Click::Open(id) => return Some(LobbyOutcome::Ask(Ask::Record(id))),
            Click::ClosePlayer => self.player_page = None,
            Click::TakeName => self.take_name(player, dial),
            Click::SetPassword => self.set_password(player, dial),
            Click::Seek(sent) => self.seek(sent, player, variants, dial),
            Click::Download(file) => return Some(LobbyOutcome::Ask(Ask::Games(file))),
            Click::Cancel => self.cancel(),
            Click::Take(seek) => self.take(&seek, player, dial),
            Click::Watch(link) => return Some(LobbyOutcome::Watch(link)),
            Click::Close => return Some(LobbyOutcome::Close),
        }
        None
    }

    fn server_ui(&mut self, ui: &mut Ui, click: &mut Option<Click>) {
        ui.horizontal(|ui| {
            let caption = ui.label(t!("gui-online-server"));
            ui.add(
                egui::TextEdit::singleline(&mut self.server)
                    .hint_text(crate::online::setup::LOCAL_SERVER)
                    .desired_width(220.0),
            )
            .labelled_by(caption.id);
            if ui.button(t!("gui-lobby-refresh")).clicked() {
                *click = Some(Click::Refresh);
            }
            if self.fetch.waiting() {
                ui.spinner();
            }
        });
        if let Some(why) = &self.lists_error {
            ui.colored_label(
                ui.visuals().error_fg_color,
                t!("gui-lobby-no-lists", why = why),
            );
        }
    }

    fn name_ui(&mut self, ui: &mut Ui, player: Option<&LobbyPlayer>, click: &mut Option<Click>) {
        let idle = self.waiting() == Waiting::Idle && self.naming.is_none();
        ui.horizontal(|ui| {
            let caption = ui.label(t!("gui-lobby-name"));
            ui.add(egui::TextEdit::singleline(&mut self.name).desired_width(160.0))
                .labelled_by(caption.id);
            let new_name = player.is_none_or(|p| p.name != self.name.trim());
            if ui
                .add_enabled(
                    idle && new_name && !self.name.trim().is_empty(),
                    egui::Button::new(t!("gui-lobby-take-name")),
                )
                .on_hover_text(t!("gui-lobby-take-name-hover"))
                .clicked()
            {
                *click = Some(Click::TakeName);
            }
        });
        ui.horizontal(|ui| {
            let caption = ui.label(t!("gui-lobby-password"));
            let field = egui::TextEdit::singleline(&mut self.password)
                .password(true)
                .desired_width(160.0);
            ui.add(field)
                .labelled_by(caption.id)
                .on_hover_text(t!("gui-lobby-password-hover"));
            let can_set = idle && player.is_some() && !self.password.is_empty();
            if ui
                .add_enabled(can_set, egui::Button::new(t!("gui-lobby-set-password")))
                .on_hover_text(t!("gui-lobby-set-password-hover"))
                .clicked()
            {
                *click = Some(Click::SetPassword);
            }
        });
        if self.password_set() {
            ui.small(t!("gui-lobby-password-set"));
        }
        let said = match (player, &self.naming) {
            (_, Some(asked)) => t!("gui-lobby-naming", name = asked.name.as_str()),
            (Some(player), None) => t!("gui-lobby-playing-as", name = player.name.as_str()),
            (None, None) => t!("gui-lobby-no-name"),
        };
        ui.small(said);
    }

    fn seeks_ui(&mut self, ui: &mut Ui, click: &mut Option<Click>) {
        ui.strong(t!("gui-lobby-seeks"));
        let Some(lists) = &self.lists else {
            ui.label(t!("gui-lobby-loading"));
            return;
        };
        if lists.lobby.seeks.is_empty() {
            ui.label(t!("gui-lobby-no-seeks"));
        }
        let own = match &self.waiting() {
            Waiting::Seeking(Some(id)) => Some(id.clone()),
            _ => None,
        };
        let free = self.waiting() == Waiting::Idle;
        for seek in &lists.lobby.seeks {
            ui.horizontal(|ui| {
                let mine = own.as_deref() == Some(seek.id.as_str());
                // A range that leaves this player out: the server would refuse.
                let for_me = seek.admits(&lists.ratings);
                let range = words::seek_range(seek, Some(&lists.ratings));
                let line = format!("{}{range}", seek_line(seek));
                let mut take = ui
                    .add_enabled(
                        free && !mine && for_me,
                        egui::Button::new(t!("gui-lobby-take")),
                    )
                    .on_hover_text(t!("gui-lobby-take-hover"));
                if !for_me {
                    take = take.on_disabled_hover_text(t!("gui-lobby-take-not-for-you"));
                }
                said_with(&take, &t!("gui-lobby-take"), &line);
                if take.clicked() {
                    *click = Some(Click::Take(seek.id.clone()));
                }
                ui.label(line);
            });
        }
    }

    fn challenge_ui(&mut self, ui: &mut Ui, click: &mut Option<Click>) {
        ui.strong(t!("gui-lobby-new-challenge"));
        match self.waiting() {
            Waiting::Idle => {
                if let Some(sent) = self.form.ui(ui, self.naming.is_none()) {
                    *click = Some(Click::Seek(sent));
                }
            }
            waiting @ (Waiting::Seeking(_) | Waiting::InPool) => {
                let said = match waiting {
                    Waiting::InPool => t!("gui-lobby-in-pool"),
                    _ => t!("gui-lobby-seeking"),
                };
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(RichText::new(said).strong());
                });
                if ui.button(t!("gui-lobby-cancel")).clicked() {
                    *click = Some(Click::Cancel);
                }
            }
            Waiting::Taking => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(t!("gui-lobby-taking"));
                });
            }
        }
    }

    fn games_ui(&mut self, ui: &mut Ui, click: &mut Option<Click>) {
        ui.strong(t!("gui-lobby-games"));
        let Some(lists) = &self.lists else { return };
        if lists.lobby.games.is_empty() {
            ui.label(t!("gui-lobby-no-games"));
        }
        for game in &lists.lobby.games {
            ui.horizontal(|ui| {
                let line = game_line(game);
                let watch = ui.button(t!("gui-lobby-watch"));
                said_with(&watch, &t!("gui-lobby-watch"), &line);
                if watch.clicked()
                    && let Some(link) = self.watch_link(&game.room, &game.watch)
                {
                    *click = Some(Click::Watch(link));
                }
                ui.label(line);
            });
        }
    }

    fn leaders_ui(&mut self, ui: &mut Ui, variants: &Variants, click: &mut Option<Click>) {
        ui.strong(t!("gui-lobby-leaderboard"));
        {
            // Only shipped variants: a user variant's board goes by its fingerprint.
            let shipped: Vec<(String, String)> = variants
                .offered()
                .into_iter()
                .filter(|(_, id)| morris_core::catalog::shipped(id).is_some())
                .collect();
            let before = self.leaders_variant.clone();
            challenge_form::variant_choice(
                ui,
                "lobby-leaders-variant",
                &shipped,
                &mut self.leaders_variant,
            );
            if self.leaders_variant != before {
                *click = Some(Click::Refresh);
            }
        }
        if ui
            .small_button(t!("gui-lobby-download-variant"))
            .on_hover_text(t!("gui-lobby-download-hover"))
            .clicked()
        {
            *click = Some(Click::Download(GamesFile::Variant(
                self.leaders_variant.clone(),
            )));
        }
        let Some(lists) = &self.lists else { return };
        if lists.variant != self.leaders_variant {
            return;
        }
        if lists.leaders.is_empty() {
            ui.label(t!("gui-lobby-no-leaders"));
        }
        egui::Grid::new("lobby-leaders")
            .num_columns(3)
            .show(ui, |ui| {
                for (rank, row) in lists.leaders.iter().enumerate() {
                    if leader_row(ui, rank + 1, row) {
                        *click = Some(Click::Player(row.name.clone()));
                    }
                }
            });
    }
}

/// A seek as its line says it: player (rating), variant, clock, rated or casual.
fn seek_line(seek: &SeekView) -> String {
    t!(
        "gui-lobby-seek-line",
        player = words::player_name(&seek.player),
        rating = seek
            .rating
            .as_ref()
            .map_or_else(|| "–".to_string(), RatingView::shown),
        variant = seek.variant_name.as_str(),
        clock = seek
            .clock
            .map_or_else(|| t!("lobby-no-clock"), |c| c.to_string()),
        kind = words::game_kind(seek.rated)
    )
}

fn game_line(game: &LiveGameView) -> String {
    t!(
        "gui-lobby-game-line",
        white = words::player_name(&game.white),
        black = words::player_name(&game.black),
        variant = game.variant_name.as_str(),
        kind = words::game_kind(game.rated)
    )
}

/// A leaderboard's row; true when its player's name was clicked (to show their page).
fn leader_row(ui: &mut Ui, rank: usize, row: &LeaderRow) -> bool {
    ui.label(format!("{rank}."));
    let clicked = ui
        .link(&row.name)
        .on_hover_text(t!("gui-lobby-player-hover"))
        .clicked();
    ui.label(t!(
        "gui-lobby-leader-rating",
        rating = row.rating.shown(),
        games = row.rating.games
    ));
    ui.end_row();
    clicked
}
