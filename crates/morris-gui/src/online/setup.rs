//! "Play a friend online" in the new-game dialog: the server (remembered),
//! the clock and the colour, to open a room of the chosen variant; or a
//! link a friend sent, to join theirs.

use egui::Ui;
use morris_core::{Rules, catalog};
use morris_i18n::t;
use morris_online::{CreateRoom, Link, Side, TimeControl, VariantChoice, http_url};

use crate::settings::OnlineSettings;

/// The server a desktop game offers before one was used: one on this machine.
pub const LOCAL_SERVER: &str = "http://127.0.0.1:7070";

/// The online part of the dialog, while it is open.
#[derive(Debug)]
pub struct OnlineForm {
    server: String,
    clock: String,
    play_black: bool,
    link: String,
    /// Why the last Create or Join could not go (a bad address, clock or link).
    error: Option<String>,
}

/// What the player asked for.
#[derive(Debug)]
pub enum OnlineChoice {
    /// Open a room on `server` (`http://host:port`).
    Host { server: String, create: CreateRoom },
    /// Join the room of a link.
    Join(String),
    /// Find an opponent in the lobby of `server` (as typed).
    Lobby { server: String },
}

impl OnlineForm {
    pub fn new(settings: &OnlineSettings) -> OnlineForm {
        let server = if settings.server.is_empty() {
            LOCAL_SERVER.to_string()
        } else {
            settings.server.clone()
        };
        OnlineForm {
            server,
            clock: settings.clock.clone(),
            play_black: settings.play_black,
            link: String::new(),
            error: None,
        }
    }

    /// The choices to remember, once a room is opened or joined.
    pub fn remembered(&self, settings: &mut OnlineSettings) {
        settings.clock = self.clock.trim().to_string();
        settings.play_black = self.play_black;
    }

    /// Draws the section; `variant` is the chosen rules with where they
    /// came from (a shipped id, or a file) and the flying choice.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        variant: Option<(&Rules, &str, Option<bool>)>,
    ) -> Option<OnlineChoice> {
        let mut choice = None;
        egui::CollapsingHeader::new(t!("gui-online-section"))
            .id_salt("online")
            .show(ui, |ui| {
                let caption = ui.label(t!("gui-online-server"));
                ui.add(
                    egui::TextEdit::singleline(&mut self.server)
                        .hint_text(LOCAL_SERVER)
                        .desired_width(240.0),
                )
                .labelled_by(caption.id);
                if ui
                    .button(t!("gui-lobby-open"))
                    .on_hover_text(t!("gui-lobby-open-hover"))
                    .clicked()
                {
                    choice = Some(OnlineChoice::Lobby {
                        server: self.server.trim().to_string(),
                    });
                }
                ui.horizontal(|ui| {
                    let caption = ui.label(t!("gui-online-clock"));
                    ui.add(
                        egui::TextEdit::singleline(&mut self.clock)
                            .hint_text("5+3")
                            .desired_width(60.0),
                    )
                    .labelled_by(caption.id);
                    ui.small(t!("gui-online-clock-hint"));
                });
                ui.checkbox(&mut self.play_black, t!("gui-online-play-black"));
                if ui
                    .add_enabled(
                        variant.is_some(),
                        egui::Button::new(t!("gui-online-create")),
                    )
                    .on_hover_text(t!("gui-online-create-hover"))
                    .clicked()
                    && let Some((rules, source, flying)) = variant
                {
                    choice = self
                        .host(rules, source, flying)
                        .map_err(|e| self.error = Some(e))
                        .ok();
                }
                ui.add_space(6.0);
                let caption = ui.label(t!("gui-online-join-link"));
                ui.horizontal(|ui| {
                    let edit = egui::TextEdit::singleline(&mut self.link)
                        .hint_text("http://…/join/…")
                        .desired_width(240.0);
                    let response = ui.add(edit).labelled_by(caption.id);
                    let entered =
                        response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    if ui.button(t!("gui-online-join")).clicked() || entered {
                        choice = match Link::parse(&self.link) {
                            Ok(_) => Some(OnlineChoice::Join(self.link.trim().to_string())),
                            Err(e) => {
                                self.error = Some(t!("gui-online-bad-link", why = e.to_string()));
                                None
                            }
                        };
                    }
                });
                if let Some(error) = &self.error {
                    ui.colored_label(ui.visuals().error_fg_color, error);
                }
            });
        choice
    }

    fn host(
        &self,
        rules: &Rules,
        source: &str,
        flying: Option<bool>,
    ) -> Result<OnlineChoice, String> {
        let server =
            http_url(&self.server).map_err(|e| t!("gui-online-bad-server", why = e.to_string()))?;
        let clock = match self.clock.trim() {
            "" => None,
            text => Some(
                text.parse::<TimeControl>()
                    .map_err(|e| e.to_string())?
                    .within_limits()
                    .map_err(|e| e.to_string())?,
            ),
        };
        let variant = if catalog::shipped(source).is_some() {
            VariantChoice::Shipped {
                id: source.to_string(),
            }
        } else {
            // The user's own rules travel with the room, checked by the server.
            VariantChoice::Upload {
                name: format!("{}.ron", rules.id()),
                text: rules.source().0.to_string(),
            }
        };
        Ok(OnlineChoice::Host {
            server,
            create: CreateRoom {
                variant,
                flying,
                clock,
                creator_plays: Some(if self.play_black {
                    Side::Black
                } else {
                    Side::White
                }),
            },
        })
    }
}
