//! The room in the side panel and the status line: who plays which side
//! and their clocks, the links to send, the requests and their answers.

use egui::{RichText, Ui};
use morris_i18n::{online as words, t};
use morris_online::{ConnectionState, Request, Role, RoomView, Side};

use super::room::OnlineRoom;
use crate::app::MorrisApp;

impl MorrisApp {
    /// The room in the side panel, in place of the local game's players.
    pub(crate) fn room_panel(&mut self, ui: &mut Ui) {
        let now = ui.input(|i| i.time);
        let Some(room) = &mut self.online else { return };
        ui.strong(t!("gui-online-room"));
        let mut leave = false;
        let mut retry = false;
        match room.state() {
            ConnectionState::Failed(failure) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    t!("gui-online-failed", why = words::failure(failure)),
                );
                ui.horizontal(|ui| {
                    retry = ui.button(t!("gui-online-retry")).clicked();
                    leave = ui.button(t!("gui-online-leave")).clicked();
                });
            }
            _ => {
                if let Some(online) = room.game() {
                    let view = online.view().clone();
                    let clocks = room.clocks(now);
                    players(ui, room, &view, clocks);
                    links(ui, room, &view);
                    leave = requests(ui, room, &view);
                } else {
                    ui.label(t!("gui-online-entering"));
                    leave = ui.button(t!("gui-online-leave")).clicked();
                }
            }
        }
        if let Some(offer) = room.declined() {
            ui.label(RichText::new(words::declined(offer)).strong());
        }
        if let Some(refusal) = room.refusal() {
            let why = words::refusal(refusal);
            ui.colored_label(ui.visuals().warn_fg_color, t!("online-refused", why = why));
        }
        if retry && let Some(link) = room.return_link() {
            let ctx = ui.ctx().clone();
            let _ = self.join_link(&ctx, &link);
        } else if leave {
            self.leave_room();
        }
    }

    /// What the status line says in a room, in place of the local game's status.
    pub(crate) fn room_status(&self) -> Option<String> {
        let room = self.online.as_ref()?;
        Some(match room.state() {
            ConnectionState::Failed(failure) => {
                t!("gui-online-failed", why = words::failure(failure))
            }
            ConnectionState::Lost { why, .. } => {
                t!("online-lost", why = words::closed(why.as_deref()))
            }
            ConnectionState::Connecting { .. } if room.game().is_none() => {
                t!("online-connecting", server = room.server())
            }
            _ => {
                let online = room.game()?;
                let view = online.view();
                let status = if let Some(result) = view.result {
                    t!("game-over", outcome = words::result(result))
                } else if !view.started && room.role() == Some(Role::Spectator) {
                    t!("gui-online-waiting-watching")
                } else if !view.started {
                    t!("online-waiting")
                } else if room.role() == Some(Role::Spectator) {
                    t!("gui-online-watching", status = self.table.status())
                } else if room.my_turn() {
                    t!("gui-online-your-turn", status = self.table.status())
                } else {
                    t!("gui-online-their-turn")
                };
                // What waits on the opponent, or what they said to it.
                let waiting = room.my_side().and_then(|me| {
                    if view.takeback_request == Some(me) {
                        Some(t!("online-takeback-sent"))
                    } else {
                        (view.draw_offer == Some(me)).then(|| t!("online-draw-sent"))
                    }
                });
                let declined = room.declined().map(words::declined);
                let rating = room.rating_line().map(str::to_string);
                [Some(status), waiting, declined, rating]
                    .into_iter()
                    .flatten()
                    .collect::<Vec<_>>()
                    .join(" ")
            }
        })
    }

    /// The room's clocks as the server last set them (at the last turn), for
    /// the live text: they change with the turns, not with every second.
    pub(crate) fn room_clocks(&self) -> Option<String> {
        let clocks = self.online.as_ref()?.game()?.view().clocks?;
        let [white, black] = clocks.remaining_ms;
        Some(t!(
            "online-clocks",
            white = words::clock(white),
            black = words::clock(black)
        ))
    }

    /// The warning that the running clock runs low, for the live text.
    pub(crate) fn room_clock_low(&self, now: f64) -> Option<String> {
        let room = self.online.as_ref()?;
        let game = room.game()?;
        if game.view().result.is_some() {
            return None;
        }
        let to_move = Side::from(game.game().side_to_move());
        words::clock_low(room.clocks(now)?, to_move)
    }

    /// The room's result in words, when its game is over (by the rules, a
    /// resignation, the clock or agreement).
    pub(crate) fn room_result(&self) -> Option<String> {
        let result = self.online.as_ref()?.game()?.view().result?;
        Some(words::result(result))
    }
}

/// Each side: who plays it, whether they are there, and their clock.
fn players(ui: &mut Ui, room: &OnlineRoom, view: &RoomView, clocks: Option<[u64; 2]>) {
    let me = room.my_side();
    let to_move = room.game().map(|g| Side::from(g.game().side_to_move()));
    for side in [Side::White, Side::Black] {
        let here = view.present[side.index()] || !view.started;
        let who = match (me, here) {
            (Some(me), _) if me == side => t!("gui-online-you"),
            // A spectator has no opponent: each side is a player of the room.
            (None, true) => t!("gui-online-seated"),
            (None, false) => t!("gui-online-seat-away"),
            (Some(_), true) => t!("gui-online-opponent"),
            (Some(_), false) => t!("gui-online-away"),
        };
        // A game the lobby paired names its players.
        let named = view.players.as_ref().and_then(|p| match side {
            Side::White => p.white.clone(),
            Side::Black => p.black.clone(),
        });
        let who = match named {
            Some(name) => t!("gui-online-named", name = name, who = who),
            None => who,
        };
        let mut text = t!("gui-player", side = words::side(side), player = who);
        if let Some(clocks) = clocks {
            text = format!("{text}   {}", words::clock(clocks[side.index()]));
        }
        let going = view.started && view.result.is_none() && to_move == Some(side);
        ui.label(if going {
            RichText::new(text).strong()
        } else {
            RichText::new(text)
        });
    }
}

/// The invite (until the opponent is in), the spectator link, and a
/// player's own way back to the seat, each with a Copy button.
fn links(ui: &mut Ui, room: &OnlineRoom, view: &RoomView) {
    let invite = room.invite_link().filter(|_| !view.started);
    let seat = room.my_side().and(room.return_link());
    for (caption, link) in [
        (t!("gui-online-invite"), invite),
        (t!("gui-online-watch"), room.watch_link()),
        (t!("gui-online-seat"), seat),
    ] {
        let Some(link) = link else { continue };
        ui.add_space(4.0);
        ui.label(caption);
        ui.horizontal(|ui| {
            if ui.button(t!("gui-online-copy")).clicked() {
                ui.ctx().copy_text(link.clone());
            }
            ui.add(egui::Label::new(RichText::new(&link).monospace().small()).wrap());
        });
    }
}

/// The opponent's requests with their answers, and this player's own.
/// Returns whether the player chose to leave the room.
fn requests(ui: &mut Ui, room: &mut OnlineRoom, view: &RoomView) -> bool {
    ui.add_space(4.0);
    let Some(me) = room.my_side() else {
        return ui.button(t!("gui-online-leave")).clicked();
    };
    let them = me.opponent();
    let mut send = None;
    let answer = |ui: &mut Ui, question: String, yes: Request, no: Request| {
        ui.label(RichText::new(question).strong());
        let mut chosen = None;
        ui.horizontal(|ui| {
            if ui.button(t!("gui-online-accept")).clicked() {
                chosen = Some(yes);
            }
            if ui.button(t!("gui-online-decline")).clicked() {
                chosen = Some(no);
            }
        });
        chosen
    };
    if view.result.is_none() && view.started {
        if view.draw_offer == Some(them) {
            send = answer(
                ui,
                t!("gui-online-draw-offered"),
                Request::AcceptDraw,
                Request::DeclineDraw,
            );
        }
        if view.takeback_request == Some(them) {
            send = send.or(answer(
                ui,
                t!("gui-online-takeback-asked"),
                Request::AcceptTakeback,
                Request::RefuseTakeback,
            ));
        }
        ui.horizontal_wrapped(|ui| {
            let offered = view.draw_offer == Some(me);
            let label = if offered {
                t!("online-draw-sent")
            } else {
                t!("gui-online-offer-draw")
            };
            if ui.add_enabled(!offered, egui::Button::new(label)).clicked() {
                send = Some(Request::OfferDraw);
            }
            let asked = view.takeback_request == Some(me);
            let moved = room
                .game()
                .is_some_and(|g| g.game().last_turn_of(me.into()).is_some());
            let label = if asked {
                t!("online-takeback-sent")
            } else {
                t!("gui-online-ask-takeback")
            };
            if ui
                .add_enabled(moved && !asked, egui::Button::new(label))
                .clicked()
            {
                send = Some(Request::RequestTakeback);
            }
        });
        if room.confirm_resign {
            ui.horizontal(|ui| {
                if ui.button(t!("gui-online-resign-yes")).clicked() {
                    send = Some(Request::Resign);
                }
                if ui.button(t!("gui-cancel")).clicked() {
                    room.confirm_resign = false;
                }
            });
        } else if ui.button(t!("gui-online-resign")).clicked() {
            room.confirm_resign = true;
        }
    } else if view.result.is_some() {
        let offered = view.rematch_offer == Some(me);
        if view.rematch_offer == Some(them) {
            ui.label(RichText::new(t!("gui-online-rematch-offered")).strong());
        }
        let label = if offered {
            t!("online-rematch-sent")
        } else {
            t!("gui-online-rematch")
        };
        if ui.add_enabled(!offered, egui::Button::new(label)).clicked() {
            send = Some(Request::OfferRematch);
        }
    }
    if let Some(request) = send {
        // Refused here only when the connection is down, which the status line says.
        let _ = room.ask(request);
    }
    ui.add_space(4.0);
    ui.button(t!("gui-online-leave"))
        .on_hover_text(t!("gui-online-leave-hover"))
        .clicked()
}
