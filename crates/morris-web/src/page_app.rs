//! The app as the page runs it: the desktop game, plus where each text was
//! drawn in the last frame, so that a test can click a button or a menu
//! entry by what it says (a canvas has no DOM to find it in).

use std::collections::VecDeque;
use std::sync::Arc;

use egui::{Galley, LayerId, Pos2, Shape};
use morris_gui::MorrisApp;

use crate::backing_store::BackingStore;

#[derive(Debug)]
pub struct PageApp {
    pub app: MorrisApp,
    backing_store: BackingStore,
    texts: Vec<(Arc<Galley>, Pos2)>,
    /// The time the last frames took to make (eframe's own measure), in ms.
    frame_ms: VecDeque<f32>,
}

/// How many frames [`PageApp::mean_frame_ms`] averages.
const FRAMES_TIMED: usize = 60;

impl PageApp {
    pub fn new(app: MorrisApp, backing_store: BackingStore) -> Self {
        PageApp {
            app,
            backing_store,
            texts: Vec::new(),
            frame_ms: VecDeque::new(),
        }
    }

    /// The mean time the last frames took to make, in milliseconds.
    pub fn mean_frame_ms(&self) -> f64 {
        let sum: f32 = self.frame_ms.iter().sum();
        f64::from(sum) / self.frame_ms.len().max(1) as f64
    }

    /// The middle of the text `wanted` as last drawn, in the window's points;
    /// the topmost when it was drawn more than once.
    pub fn text_position(&self, wanted: &str) -> Option<Pos2> {
        self.texts
            .iter()
            .rev()
            .find(|(galley, _)| galley.job.text == wanted)
            .map(|(galley, at)| galley.rect.translate(at.to_vec2()).center())
    }

    /// Where the text starting with `prefix` (a text field's contents) was
    /// last drawn: a little inside its first line, where a click puts the
    /// cursor in the field.
    pub fn text_start_position(&self, prefix: &str) -> Option<Pos2> {
        self.texts
            .iter()
            .rev()
            .find(|(galley, _)| galley.job.text.starts_with(prefix))
            .map(|(galley, at)| galley.rect.translate(at.to_vec2()).min + egui::vec2(6.0, 6.0))
    }

    fn note_texts(&mut self, ctx: &egui::Context) {
        // Panels paint on the background layer; menus and windows on their own, back to front.
        let mut layers = vec![LayerId::background()];
        layers.extend(ctx.memory(|m| m.layer_ids().collect::<Vec<_>>()));
        self.texts = ctx.graphics(|graphics| {
            layers
                .iter()
                .filter_map(|&layer| graphics.get(layer))
                .flat_map(|list| list.all_entries())
                .filter_map(|clipped| match &clipped.shape {
                    Shape::Text(text) => Some((text.galley.clone(), text.pos)),
                    _ => None,
                })
                .collect()
        });
    }
}

impl eframe::App for PageApp {
    fn raw_input_hook(&mut self, ctx: &egui::Context, raw: &mut egui::RawInput) {
        self.backing_store.fit(ctx, raw);
    }

    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        self.app.logic(ctx, frame);
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        self.app.ui(ui, frame);
        self.note_texts(ui.ctx());
        if let Some(seconds) = frame.info().cpu_usage {
            if self.frame_ms.len() == FRAMES_TIMED {
                self.frame_ms.pop_front();
            }
            self.frame_ms.push_back(seconds * 1000.0);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.app.save(storage);
    }

    fn auto_save_interval(&self) -> std::time::Duration {
        self.app.auto_save_interval()
    }

    fn on_exit(&mut self, gl: Option<&eframe::glow::Context>) {
        self.app.on_exit(gl);
    }

    /// Lets the page's hooks find the app.
    fn as_any_mut(&mut self) -> Option<&mut dyn std::any::Any> {
        Some(self)
    }
}
