//! "New challenge": the variant, the clock, rated or casual, the colour the
//! seeker plays and the ratings that may take it, made into the seek the
//! server opens.

use egui::Ui;
use morris_core::catalog;
use morris_i18n::t;
use morris_online::{RatingRange, SeekRequest, Side, TimeControl, VariantChoice};

use crate::variant::Variants;

/// The form's choices.
#[derive(Debug)]
pub struct ChallengeForm {
    /// `(label, source)` of every variant offered.
    offered: Vec<(String, String)>,
    variant: String,
    clock: String,
    rated: bool,
    /// `None`: the colour is drawn when the challenge is taken.
    side: Option<Side>,
    /// The rating range as typed (`1300-1700`; empty: anyone).
    range: String,
}

impl ChallengeForm {
    /// The form offering `variants`, starting from `variant` and `clock`.
    pub fn new(variants: &Variants, variant: &str, clock: &str) -> ChallengeForm {
        ChallengeForm {
            offered: variants.offered(),
            variant: variant.to_string(),
            clock: clock.to_string(),
            rated: false,
            side: None,
            range: String::new(),
        }
    }

    /// Draws the form; returns how it was sent: as a challenge in the
    /// list, or into the quick-pairing pool.
    pub fn ui(&mut self, ui: &mut Ui, enabled: bool) -> Option<Sent> {
        let mut sent = None;
        variant_choice(
            ui,
            "lobby-challenge-variant",
            &self.offered,
            &mut self.variant,
        );
        egui::Grid::new("lobby-challenge-form")
            .num_columns(2)
            .show(ui, |ui| {
                let caption = ui.label(t!("gui-online-clock"));
                ui.horizontal(|ui| {
                    ui.add(
                        egui::TextEdit::singleline(&mut self.clock)
                            .hint_text("5+3")
                            .desired_width(60.0),
                    )
                    .labelled_by(caption.id);
                    ui.small(t!("gui-online-clock-hint"));
                });
                ui.end_row();
                ui.label(t!("gui-lobby-colour"));
                ui.horizontal(|ui| {
                    ui.radio_value(&mut self.side, None, t!("gui-lobby-colour-random"));
                    ui.radio_value(
                        &mut self.side,
                        Some(Side::White),
                        morris_i18n::online::side(Side::White),
                    );
                    ui.radio_value(
                        &mut self.side,
                        Some(Side::Black),
                        morris_i18n::online::side(Side::Black),
                    );
                });
                ui.end_row();
                let caption = ui.label(t!("gui-lobby-range"));
                ui.horizontal(|ui| {
                    ui.add(
                        egui::TextEdit::singleline(&mut self.range)
                            .hint_text("1300-1700")
                            .desired_width(90.0),
                    )
                    .labelled_by(caption.id);
                    ui.small(t!("gui-lobby-range-hint"));
                });
                ui.end_row();
            });
        ui.checkbox(&mut self.rated, t!("gui-lobby-rated"))
            .on_hover_text(t!("gui-lobby-rated-hover"));
        ui.horizontal(|ui| {
            if ui
                .add_enabled(enabled, egui::Button::new(t!("gui-lobby-seek")))
                .clicked()
            {
                sent = Some(Sent::Seek);
            }
            if ui
                .add_enabled(enabled, egui::Button::new(t!("gui-lobby-quick")))
                .on_hover_text(t!("gui-lobby-quick-hover"))
                .clicked()
            {
                sent = Some(Sent::Quick);
            }
        });
        sent
    }

    /// The seek the form asks for, or why it cannot be sent.
    pub fn request(&self, variants: &Variants) -> Result<SeekRequest, String> {
        let clock = match self.clock.trim() {
            "" => None,
            text => Some(
                text.parse::<TimeControl>()
                    .map_err(|e| e.to_string())?
                    .within_limits()
                    .map_err(|e| e.to_string())?,
            ),
        };
        let variant = if catalog::shipped(&self.variant).is_some() {
            VariantChoice::Shipped {
                id: self.variant.clone(),
            }
        } else {
            // The user's own rules travel with the seek, checked by the server.
            let rules = variants
                .resolve(&self.variant)
                .map_err(|e| morris_i18n::records::load_error(&e))?;
            VariantChoice::Upload {
                name: format!("{}.ron", rules.id()),
                text: rules.source().0.to_string(),
            }
        };
        let range = match self.range.trim() {
            "" => None,
            text => Some(
                text.parse::<RatingRange>()
                    .map_err(|e| morris_i18n::online::range_error(&e))?,
            ),
        };
        Ok(SeekRequest {
            variant,
            clock,
            rated: self.rated,
            side: self.side,
            range,
        })
    }
}

/// How the form was sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sent {
    /// A challenge in the list, for anyone to take.
    Seek,
    /// Into the pool of the variant and clock, paired by the server.
    Quick,
}

/// A combo box of `offered` variants, the chosen one's source in `chosen`,
/// named "Variant" beside it.
pub fn variant_choice(ui: &mut Ui, id: &str, offered: &[(String, String)], chosen: &mut String) {
    let shown = offered
        .iter()
        .find(|(_, source)| source == chosen)
        .map_or(chosen.clone(), |(label, _)| label.clone());
    egui::ComboBox::new(id, t!("gui-lobby-variant"))
        .selected_text(shown)
        .show_ui(ui, |ui| {
            for (label, source) in offered {
                ui.selectable_value(chosen, source.clone(), label);
            }
        });
}
