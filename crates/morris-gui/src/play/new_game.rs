//! The new-game dialog: variant (shipped, user folder, or a rules file by
//! path), players, flying where the variant offers the choice, and who starts.
//! A rules file that does not compile shows its errors here; Reload reads it again.

use egui::{Color32, RichText, Ui};
use morris_ai::search::Level;
use morris_core::{Color, Rules};
use morris_i18n::{t, words};

use crate::board::preview;
use crate::computer::solver::{self, SolveStatus};
use crate::online::setup::{OnlineChoice, OnlineForm};
use crate::settings::{FirstMove, GameSetup, OnlineSettings, PlayerKind};
use crate::variant::Variants;

/// The narrowest room for the variant list and the setup side by side.
const SIDE_BY_SIDE_WIDTH: f32 = 720.0;

/// The dialog's state while open.
#[derive(Debug)]
pub struct NewGameDialog {
    setup: GameSetup,
    /// `(label, source)` of every variant offered.
    offered: Vec<(String, String)>,
    /// The path typed for "open a rules file".
    path: String,
    /// The chosen variant compiled, or why it does not compile.
    loaded: Result<Rules, String>,
    /// Positions of a table of the chosen variant, when it could be solved here.
    solvable: Option<u128>,
    variants: Variants,
    /// In a web page a rules file is chosen with the browser's file chooser, not by path.
    in_page: bool,
    /// "Play a friend online".
    online: OnlineForm,
}

/// What the dialog asks the app to do.
#[derive(Debug)]
pub enum DialogAction {
    Start(Box<Rules>, GameSetup),
    /// Solve these rules for perfect play, in the background.
    Solve(Box<Rules>),
    /// Open the browser's file chooser for a rules file (in a web page).
    ChooseFile,
    /// Open a room of the chosen variant on a server, or join one.
    Online(OnlineChoice),
    Cancel,
}

impl NewGameDialog {
    pub fn open(
        setup: GameSetup,
        variants: Variants,
        in_page: bool,
        online: &OnlineSettings,
    ) -> NewGameDialog {
        let offered = variants.offered();
        let path = if offered.iter().any(|(_, source)| *source == setup.variant) {
            String::new()
        } else {
            setup.variant.clone()
        };
        let loaded = load(&variants, &setup.variant);
        let solvable = loaded.as_ref().ok().and_then(solver::solvable);
        NewGameDialog {
            setup,
            offered,
            path,
            loaded,
            solvable,
            variants,
            in_page,
            online: OnlineForm::new(online),
        }
    }

    /// Keeps the online choices (clock, colour) for next time.
    pub fn remember_online(&self, settings: &mut OnlineSettings) {
        self.online.remembered(settings);
    }

    fn choose(&mut self, source: String) {
        self.loaded = load(&self.variants, &source);
        self.solvable = self.loaded.as_ref().ok().and_then(solver::solvable);
        self.setup.variant = source;
        self.setup.flying = None;
    }

    /// Reads the chosen rules file (and the user folder) again.
    fn reload(&mut self) {
        self.offered = self.variants.offered();
        self.loaded = load(&self.variants, &self.setup.variant);
        self.solvable = self.loaded.as_ref().ok().and_then(solver::solvable);
    }

    /// Draws the dialog's contents; returns what the player decided, if anything.
    /// `solve` is the state of a background solve of the chosen rules, if one was started.
    /// `space` is the room the dialog's contents have in the window: the
    /// columns go one above the other where they do not fit side by side, and
    /// the contents scroll above the Start and Cancel buttons, always in sight.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        solve: Option<SolveStatus>,
        space: egui::Vec2,
    ) -> Option<DialogAction> {
        let mut action = None;
        let side_by_side = space.x >= SIDE_BY_SIDE_WIDTH;
        // Room for the separator and the row of buttons under the contents.
        let buttons = 3.0 * ui.spacing().interact_size.y;
        egui::ScrollArea::vertical()
            .id_salt("new-game-contents")
            .max_height((space.y - buttons).max(40.0))
            .show(ui, |ui| {
                ui.set_max_width(space.x);
                if side_by_side {
                    ui.horizontal_top(|ui| {
                        ui.vertical(|ui| {
                            ui.set_max_width(300.0);
                            self.variant_ui(ui, &mut action, 260.0);
                        });
                        // Space rather than a vertical separator: a separator takes the full
                        // height, and an auto-sized window would grow a little every frame.
                        ui.add_space(16.0);
                        ui.vertical(|ui| {
                            ui.set_max_width(380.0);
                            self.setup_ui(ui, solve, &mut action);
                        });
                    });
                } else {
                    ui.set_max_width(space.x);
                    // A short list, so that the wheel scrolls the dialog past it too.
                    let list = (space.y * 0.35).clamp(60.0, 260.0);
                    self.variant_ui(ui, &mut action, list);
                    ui.separator();
                    self.setup_ui(ui, solve, &mut action);
                }
            });
        ui.separator();
        ui.horizontal(|ui| {
            let ready = self.loaded.is_ok();
            if ui
                .add_enabled(
                    ready,
                    egui::Button::new(RichText::new(t!("gui-start-game")).strong()),
                )
                .clicked()
                && let Ok(rules) = &self.loaded
            {
                action = Some(DialogAction::Start(
                    Box::new(rules.clone()),
                    self.setup.clone(),
                ));
            }
            if ui.button(t!("gui-cancel")).clicked() {
                action = Some(DialogAction::Cancel);
            }
        });
        action
    }

    /// The chosen variant's rules, perfect play, the players and who starts.
    fn setup_ui(
        &mut self,
        ui: &mut Ui,
        solve: Option<SolveStatus>,
        action: &mut Option<DialogAction>,
    ) {
        self.rules_ui(ui);
        ui.separator();
        let perfect = self.perfect_ui(ui, solve, action);
        self.players_ui(ui, perfect);
        ui.separator();
        let variant = self
            .loaded
            .as_ref()
            .ok()
            .map(|rules| (rules, self.setup.variant.as_str(), self.setup.flying));
        if let Some(choice) = self.online.ui(ui, variant) {
            *action = Some(DialogAction::Online(choice));
        }
    }

    /// The variants offered, in a list `list_height` high at most, and the rules file by path.
    fn variant_ui(&mut self, ui: &mut Ui, action: &mut Option<DialogAction>, list_height: f32) {
        ui.strong(t!("gui-variant"));
        let mut picked = None;
        egui::ScrollArea::vertical()
            .id_salt("variants")
            .max_height(list_height)
            .show(ui, |ui| {
                for (label, source) in &self.offered {
                    if ui
                        .selectable_label(self.setup.variant == *source, label)
                        .clicked()
                    {
                        picked = Some(source.clone());
                    }
                }
            });
        if let Some(source) = picked {
            self.path.clear();
            self.choose(source);
        }
        ui.add_space(6.0);
        if self.in_page {
            if ui.button(t!("gui-open-rules-file-page")).clicked() {
                *action = Some(DialogAction::ChooseFile);
            }
            return;
        }
        let caption = ui.label(t!("gui-open-rules-file"));
        ui.horizontal(|ui| {
            let edit = egui::TextEdit::singleline(&mut self.path)
                .hint_text(t!("gui-rules-path-hint"))
                .desired_width(200.0);
            let response = ui.add(edit).labelled_by(caption.id);
            let entered = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button(t!("gui-open")).clicked() || entered) && !self.path.trim().is_empty() {
                self.choose(self.path.trim().to_string());
            }
        });
        if ui
            .button(t!("gui-reload"))
            .on_hover_text(t!("gui-reload-hover"))
            .clicked()
        {
            self.reload();
        }
        if let Some(dir) = self.variants.catalog.user_dir() {
            ui.small(t!("gui-rules-folder", path = dir.display().to_string()));
        }
    }

    fn rules_ui(&mut self, ui: &mut Ui) {
        match &self.loaded {
            Err(errors) => {
                ui.colored_label(Color32::from_rgb(200, 40, 40), t!("gui-rules-errors"));
                egui::ScrollArea::vertical()
                    .id_salt("errors")
                    .max_height(200.0)
                    .show(ui, |ui| {
                        ui.label(
                            RichText::new(errors)
                                .monospace()
                                .color(Color32::from_rgb(200, 40, 40)),
                        );
                    });
            }
            Ok(rules) => {
                ui.heading(words::variant_name(rules));
                ui.label(words::variant_description(rules));
                preview::show(ui, rules, egui::vec2(220.0, 160.0));
                // The threshold as the rules file gives it, whether flying is on or not.
                let pieces = rules
                    .flying_threshold()
                    .or_else(|| flying_on(rules).and_then(|r| r.flying_threshold()));
                if rules.flying_offered() {
                    let mut flying = self.setup.flying.unwrap_or(rules.flying_enabled());
                    let label = t!("gui-flying-checkbox", pieces = pieces.unwrap_or(3));
                    if ui.checkbox(&mut flying, label).changed() {
                        self.setup.flying = Some(flying);
                    }
                } else if let Some(pieces) = rules.flying_threshold() {
                    ui.label(t!("gui-flying-always", pieces = pieces));
                } else {
                    ui.label(t!("gui-flying-never"));
                }
            }
        }
    }

    /// The rules as the game would use them, with the flying choice applied.
    pub fn chosen_rules(&self) -> Option<Rules> {
        let rules = self.loaded.as_ref().ok()?;
        self.setup.options(rules).rules(rules.clone()).ok()
    }

    /// Says whether perfect play is there, or offers to solve for it. Returns whether it is there.
    fn perfect_ui(
        &mut self,
        ui: &mut Ui,
        solve: Option<SolveStatus>,
        action: &mut Option<DialogAction>,
    ) -> bool {
        let Some(rules) = self.chosen_rules() else {
            return false;
        };
        if solve == Some(SolveStatus::Done) || solver::perfect_available(&rules) {
            ui.label(t!("gui-perfect-solved"));
            return true;
        }
        if self.in_page && self.solvable.is_some() {
            // A page keeps no table: the computer solves when it first plays.
            ui.label(t!("gui-perfect-in-page"));
            return true;
        }
        match (solve, self.solvable) {
            (Some(SolveStatus::Running { done, total }), _) => {
                let part = if total == 0 {
                    0.0
                } else {
                    done as f32 / total as f32
                };
                ui.add(egui::ProgressBar::new(part).text(t!("gui-perfect-solving")));
            }
            (Some(SolveStatus::Failed(why)), _) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    t!("gui-perfect-failed", why = why.as_str()),
                );
            }
            (_, Some(positions)) => {
                ui.horizontal(|ui| {
                    ui.label(t!(
                        "gui-perfect-to-solve",
                        positions = morris_i18n::numbers::grouped(positions)
                    ));
                    if ui.button(t!("gui-solve")).clicked() {
                        *action = Some(DialogAction::Solve(Box::new(rules)));
                    }
                });
            }
            (_, None) => {
                ui.label(t!("gui-perfect-too-big"));
            }
        }
        false
    }

    fn players_ui(&mut self, ui: &mut Ui, perfect: bool) {
        for c in Color::ALL {
            let kind = match c {
                Color::White => &mut self.setup.white,
                Color::Black => &mut self.setup.black,
            };
            player_ui(ui, c, kind, perfect);
        }
        let default_first = self
            .loaded
            .as_ref()
            .map_or(Color::White, |r| r.first_player());
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("gui-who-starts"));
            ui.radio_value(
                &mut self.setup.first,
                FirstMove::Rules,
                t!("gui-starts-as-rules", side = words::color(default_first)),
            );
            let starts = |c| t!("gui-starts", side = words::color(c));
            ui.radio_value(
                &mut self.setup.first,
                FirstMove::White,
                starts(Color::White),
            );
            ui.radio_value(
                &mut self.setup.first,
                FirstMove::Black,
                starts(Color::Black),
            );
        });
    }
}

fn player_ui(ui: &mut Ui, c: Color, kind: &mut PlayerKind, perfect: bool) {
    let level = match *kind {
        PlayerKind::Ai {
            level: level @ Level::Strength(_),
        } => level,
        _ => Level::DEFAULT,
    };
    ui.horizontal_wrapped(|ui| {
        let side = words::color(c);
        ui.label(t!("gui-side-label", side = side.as_str()));
        if ui
            .radio(kind.is_human(), t!("gui-side-human", side = side.as_str()))
            .clicked()
        {
            *kind = PlayerKind::Human;
        }
        let perfect_chosen = *kind
            == PlayerKind::Ai {
                level: Level::Perfect,
            };
        let computer = !kind.is_human() && !perfect_chosen;
        if ui
            .radio(computer, t!("gui-side-computer", side = side.as_str()))
            .clicked()
        {
            *kind = PlayerKind::Ai { level };
        }
        // A perfect player chosen before (or named by a loaded record) stays
        // shown without its table, so that one of the side's buttons is always on.
        if (perfect || perfect_chosen)
            && ui
                .radio(perfect_chosen, t!("gui-side-perfect", side = side.as_str()))
                .clicked()
        {
            *kind = PlayerKind::Ai {
                level: Level::Perfect,
            };
        }
    });
    // The level on a line of its own, so that the row never runs out of the dialog.
    if let PlayerKind::Ai {
        level: Level::Strength(n),
    } = kind
    {
        ui.horizontal(|ui| {
            ui.add_space(48.0);
            let slider = ui.add(egui::Slider::new(n, 1..=10));
            // The label named for a screen reader too (a slider's own
            // text is drawn, not told).
            let label = ui.label(t!("gui-side-level", side = words::color(c)));
            slider.labelled_by(label.id);
        });
    }
}

/// `rules` with flying switched on, where the variant offers the choice.
fn flying_on(rules: &Rules) -> Option<Rules> {
    let options = morris_core::GameOptions {
        flying: Some(true),
        first: None,
    };
    options.rules(rules.clone()).ok()
}

fn load(variants: &Variants, source: &str) -> Result<Rules, String> {
    // A rules error lists its problems; a missing file is said as the terminal says it.
    variants
        .resolve(source)
        .map_err(|e| morris_i18n::records::load_error(&e))
}
