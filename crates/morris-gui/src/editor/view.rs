//! The editor on screen: the buttons above; the text on one side with its
//! problems under it; on the other the board as the game draws it (the mills
//! through a point light up under the mouse) and the rules in words. In a
//! narrow window the board comes first and the text under it.

use egui::text::CCursor;
use egui::text_selection::CCursorRange;
use egui::{Color32, FontId, RichText, Stroke, Ui, vec2};
use morris_core::{Point, Rules};
use morris_i18n::{t, words};

use super::{EditorAction, RulesEditor, colour, templates};
use crate::board::theme::Palette;
use crate::board::view::BoardView;

/// The narrowest window with the text and the board side by side.
const SIDE_BY_SIDE_WIDTH: f32 = 760.0;

impl RulesEditor {
    /// Draws the editor in all of `ui`; returns what the player asked for.
    pub fn ui(&mut self, ui: &mut Ui, palette: Palette, in_page: bool) -> Option<EditorAction> {
        let mut action = None;
        ui.horizontal_wrapped(|ui| {
            ui.heading(t!("editor-title"));
            self.template_menu(ui);
            let caption = ui.label(t!("editor-file-name"));
            let name = ui
                .add(egui::TextEdit::singleline(&mut self.name).desired_width(160.0))
                .labelled_by(caption.id);
            if name.changed() {
                self.renamed();
            }
        });
        ui.horizontal_wrapped(|ui| self.buttons(ui, in_page, &mut action));
        if let Some(note) = &self.note {
            ui.label(note);
        }
        if let Some(path) = self.replacing.clone() {
            ui.horizontal_wrapped(|ui| {
                let path = path.display().to_string();
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    t!("gui-replace-question", path = path),
                );
                if ui.button(t!("gui-replace")).clicked() {
                    action = Some(EditorAction::Save);
                }
                if ui.button(t!("gui-cancel")).clicked() {
                    self.replacing = None;
                }
            });
        }
        self.verdict(ui);
        ui.separator();
        let room = ui.available_size();
        if room.x >= SIDE_BY_SIDE_WIDTH {
            ui.horizontal_top(|ui| {
                let text_width = (room.x * 0.55).floor();
                ui.vertical(|ui| {
                    ui.set_width(text_width);
                    self.text_and_problems(ui, room.y);
                });
                ui.vertical(|ui| {
                    self.board(ui, palette, room.y);
                    egui::ScrollArea::vertical()
                        .id_salt("editor-words")
                        .show(ui, |ui| self.words(ui));
                });
            });
        } else {
            egui::ScrollArea::vertical()
                .id_salt("editor-stacked")
                .show(ui, |ui| {
                    self.board(ui, palette, room.y * 0.6);
                    ui.separator();
                    self.text_and_problems(ui, room.y);
                    ui.separator();
                    self.words(ui);
                });
        }
        action
    }

    /// "Start from:" any board or shipped variant; the text is replaced.
    fn template_menu(&mut self, ui: &mut Ui) {
        let mut picked = None;
        ui.menu_button(t!("editor-start-from"), |ui| {
            egui::ScrollArea::vertical()
                .max_height(320.0)
                .show(ui, |ui| {
                    for template in templates::all() {
                        if ui.button(&template.label).clicked() {
                            picked = Some(template);
                            ui.close();
                        }
                    }
                });
        });
        if let Some(template) = picked {
            self.name = template.name;
            self.text = template.text;
            self.saved = None;
            self.note = None;
            self.recheck();
        }
    }

    fn buttons(&mut self, ui: &mut Ui, in_page: bool, action: &mut Option<EditorAction>) {
        let rules = self.checked.rules.as_ref().ok();
        let playable = rules.is_some();
        for (label, against_computer) in [
            (t!("editor-play-computer"), true),
            (t!("editor-play-two"), false),
        ] {
            if ui.add_enabled(playable, egui::Button::new(label)).clicked()
                && let Some(rules) = rules
            {
                *action = Some(EditorAction::Play {
                    rules: Box::new(rules.clone()),
                    against_computer,
                });
            }
        }
        ui.separator();
        let save_hover = if in_page {
            t!("editor-save-hover-page")
        } else {
            t!("editor-save-hover")
        };
        let save_label = if self.unsaved() {
            t!("editor-save")
        } else {
            t!("editor-saved")
        };
        if ui
            .add_enabled(
                self.name_is_plain() && self.unsaved(),
                egui::Button::new(save_label),
            )
            .on_hover_text(save_hover)
            .on_disabled_hover_text(t!("editor-name-hover"))
            .clicked()
        {
            *action = Some(EditorAction::Save);
        }
        if ui.button(t!("editor-export")).clicked() {
            *action = Some(EditorAction::Export);
        }
        if ui.button(t!("editor-import")).clicked() {
            *action = Some(EditorAction::Import);
        }
        ui.separator();
        if ui.button(t!("editor-close")).clicked() {
            *action = Some(EditorAction::Close);
        }
    }

    /// One line: the variant as it compiles, or how many problems it has.
    fn verdict(&self, ui: &mut Ui) {
        let color = match &self.checked.rules {
            Ok(_) => Color32::from_rgb(40, 150, 60),
            Err(_) => ui.visuals().error_fg_color,
        };
        ui.colored_label(color, self.verdict_words());
    }

    fn verdict_words(&self) -> String {
        match &self.checked.rules {
            Ok(rules) => t!(
                "editor-no-problems",
                name = words::variant_name(rules),
                points = rules.point_count(),
                mills = rules.mills().len()
            ),
            Err(err) => t!("editor-problems", count = err.problems.len()),
        }
    }

    /// The editor in a few lines, for the page's live text (screen readers
    /// and tests): its file, the verdict, every problem and the last note.
    pub fn said(&self) -> Vec<String> {
        let mut said = vec![
            format!("{}: {}", t!("editor-title"), self.name),
            self.verdict_words(),
        ];
        said.extend(self.checked.problems());
        said.extend(self.note.clone());
        said
    }

    /// The text, coloured and underlined, and the list of problems under it.
    fn text_and_problems(&mut self, ui: &mut Ui, height: f32) {
        let problems = self.checked.problems();
        let problems_height = if problems.is_empty() {
            0.0
        } else {
            (problems.len() as f32 * 20.0 + 10.0).min(height * 0.3)
        };
        let text_id = ui.make_persistent_id("editor-text");
        let marked = self.checked.marked();
        let dark = ui.visuals().dark_mode;
        let font = FontId::monospace(13.0);
        // Not wrapped: a rules file's lines are laid out by hand; the text scrolls sideways.
        let mut layouter = |ui: &Ui, text: &dyn egui::TextBuffer, _wrap: f32| {
            let job = colour::layout(text.as_str(), &marked, dark, font.clone());
            ui.fonts_mut(|f| f.layout_job(job))
        };
        let caption = ui.label(t!("editor-text"));
        egui::ScrollArea::both()
            .id_salt("editor-text-scroll")
            .max_height((height - problems_height - 40.0).max(120.0))
            .show(ui, |ui| {
                let edit = egui::TextEdit::multiline(&mut self.text)
                    .id(text_id)
                    .code_editor()
                    .desired_width(f32::INFINITY)
                    .desired_rows(24)
                    .layouter(&mut layouter);
                if ui.add(edit).labelled_by(caption.id).changed() {
                    // Checked at once: a rules file compiles in well under a frame.
                    self.recheck();
                }
            });
        if problems.is_empty() {
            return;
        }
        ui.separator();
        egui::ScrollArea::vertical()
            .id_salt("editor-problems")
            .max_height(problems_height)
            .show(ui, |ui| {
                let at = self
                    .checked
                    .rules
                    .as_ref()
                    .err()
                    .map(|e| e.problems.clone());
                for (i, line) in problems.iter().enumerate() {
                    let text = RichText::new(line)
                        .monospace()
                        .color(ui.visuals().error_fg_color);
                    let clicked = ui.add(egui::Button::new(text).frame(false)).clicked();
                    let own = at
                        .as_ref()
                        .and_then(|p| p.get(i))
                        .filter(|p| p.elsewhere.is_none());
                    if clicked && let Some(problem) = own {
                        self.put_cursor(ui, text_id, problem.line, problem.col);
                    }
                }
            });
    }

    /// Moves the text's cursor to a line and column and gives it the keyboard.
    fn put_cursor(&self, ui: &Ui, id: egui::Id, line: usize, col: usize) {
        let chars_before: usize = self
            .text
            .split('\n')
            .take(line.saturating_sub(1))
            .map(|l| l.chars().count() + 1)
            .sum();
        let at = CCursor::new(chars_before + col.saturating_sub(1));
        let mut state = egui::text_edit::TextEditState::load(ui.ctx(), id).unwrap_or_default();
        state.cursor.set_char_range(Some(CCursorRange::one(at)));
        state.store(ui.ctx(), id);
        ui.memory_mut(|m| m.request_focus(id));
    }

    /// The board, `height` high at most: as the game draws it, or as the
    /// text writes it to be changed with the mouse.
    fn board(&mut self, ui: &mut Ui, palette: Palette, height: f32) {
        ui.horizontal(|ui| {
            for (editing, label) in [
                (false, t!("editor-see-board")),
                (true, t!("editor-edit-board")),
            ] {
                if ui
                    .selectable_label(self.editing_board == editing, label)
                    .clicked()
                {
                    self.editing_board = editing;
                }
            }
        });
        if self.editing_board {
            self.sketch_ui(ui, palette, height);
        } else {
            self.game_board(ui, palette, height);
        }
    }

    /// The board of the last text that compiled, drawn as the game draws it.
    fn game_board(&mut self, ui: &mut Ui, palette: Palette, height: f32) {
        let Some(table) = &self.preview else {
            ui.label(t!("editor-no-board"));
            return;
        };
        if self.checked.rules.is_err() {
            ui.small(t!("editor-board-before"));
        }
        let width = ui.available_width();
        let board_height = (height * 0.6).min(width).max(160.0);
        let view = BoardView {
            table,
            palette,
            animation: None,
            hint: None,
            best: None,
            show_names: true,
            threats: Vec::new(),
        };
        let rules = table.rules().clone();
        let mut drag = None;
        let shown = ui.allocate_ui(vec2(width, board_height), |ui| {
            ui.set_min_size(vec2(width, board_height));
            view.show(ui, &mut drag)
        });
        let (_, geometry, _) = shown.inner;
        let hovered = ui
            .ctx()
            .pointer_hover_pos()
            .filter(|&at| shown.response.rect.contains(at))
            .and_then(|at| geometry.point_at(at));
        if let Some(point) = hovered {
            light_mills(ui, &rules, &geometry, point, palette.hint);
            ui.small(t!(
                "editor-mills-through",
                point = rules.point_name(point),
                count = rules.mills_through(point).len()
            ));
        } else {
            ui.small(t!("editor-hover-hint"));
        }
    }

    /// The rules of the last text that compiled, in words (`morris rules show`'s).
    fn words(&self, ui: &mut Ui) {
        let Some(table) = &self.preview else {
            return;
        };
        let rules = table.rules();
        ui.strong(words::variant_name(rules));
        ui.label(words::variant_description(rules));
        for line in morris_i18n::describe::rules(rules) {
            ui.label(line);
        }
    }
}

/// Every mill through `point`, drawn over the board from end to end.
fn light_mills(
    ui: &Ui,
    rules: &Rules,
    geometry: &crate::board::geometry::BoardGeometry,
    point: Point,
    color: Color32,
) {
    let painter = ui.painter();
    let width = geometry.piece_radius() * 0.35;
    for mill in rules.mills_through(point) {
        // A mill lies along a line: in the order of its coordinates, end to end.
        let mut points: Vec<Point> = (*mill).collect();
        points.sort_by_key(|&p| rules.coords(p));
        let line: Vec<_> = points.iter().map(|&p| geometry.pos(p)).collect();
        painter.add(egui::Shape::line(
            line,
            Stroke::new(width, color.gamma_multiply(0.7)),
        ));
    }
}
