//! The canvas's backing store at its CSS size times the device pixel ratio,
//! checked before every frame.
//!
//! eframe sizes the backing store from the `ResizeObserver`'s
//! `devicePixelContentBoxSize` and then lays egui out in points of
//! `backing store / ratio`. Where that size is given in other pixels than
//! the ratio's (Chromium's device emulation reports it unscaled: a 2× screen
//! of 1280 CSS pixels got a 1280-pixel store), egui laid the page out for a
//! window half as wide, drew it twice as large and blurred, while the pointer
//! still came in CSS pixels: taps landed beside what was drawn. Here the
//! store is made `CSS size × ratio` whenever the two disagree by more than
//! rounding, and egui's screen follows in the same frame, so that one egui
//! point is one CSS pixel at any ratio and any browser zoom.

use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

#[derive(Debug)]
pub struct BackingStore {
    canvas: HtmlCanvasElement,
}

impl BackingStore {
    pub fn new(canvas: HtmlCanvasElement) -> Self {
        BackingStore { canvas }
    }

    /// Resizes the backing store where it is off, and gives egui the screen
    /// (in points) and the ratio it then has.
    pub fn fit(&self, ctx: &egui::Context, raw: &mut egui::RawInput) {
        let Some(ratio) = web_sys::window().map(|w| w.device_pixel_ratio()) else {
            return;
        };
        if !(ratio.is_finite() && ratio > 0.0) {
            return;
        }
        let css = self.canvas.get_bounding_client_rect();
        let wanted = |css: f64| (css * ratio).round().max(1.0) as u32;
        let (width, height) = (wanted(css.width()), wanted(css.height()));
        // eframe's exact device pixels are kept where they agree (they
        // avoid a seam from rounding); otherwise the ratio's.
        if self.canvas.width().abs_diff(width) > 1 || self.canvas.height().abs_diff(height) > 1 {
            self.canvas.set_width(width);
            self.canvas.set_height(height);
            // Resizing clears the canvas; a second frame draws at the new size
            // whatever this one paints.
            ctx.request_repaint();
        }
        let points_per_pixel = 1.0 / (ctx.zoom_factor() * ratio as f32);
        let size = egui::vec2(
            self.canvas.width() as f32 * points_per_pixel,
            self.canvas.height() as f32 * points_per_pixel,
        );
        raw.screen_rect = Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size));
        raw.viewports
            .entry(egui::ViewportId::ROOT)
            .or_default()
            .native_pixels_per_point = Some(ratio as f32);
    }
}

/// Asks `ctx` for a frame whenever the device pixel ratio changes (the window
/// moved to another screen, the browser zoomed): the backing store is fitted
/// in that frame. Neither eframe's resize observer nor its input sees a
/// change of ratio alone, and an idle page draws no frame without one. The
/// ratio is looked at a few times a second rather than through a media
/// query's change event, which Chromium's device emulation never sends.
pub fn repaint_on_ratio_change(ctx: egui::Context) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let mut last = window.device_pixel_ratio();
    let look = Closure::<dyn FnMut()>::new(move || {
        let now = web_sys::window().map_or(last, |w| w.device_pixel_ratio());
        if now != last {
            last = now;
            ctx.request_repaint();
        }
    });
    let _ = window.set_interval_with_callback_and_timeout_and_arguments_0(
        look.as_ref().unchecked_ref(),
        RATIO_LOOK_MS,
    );
    // It looks for as long as the page lives.
    look.forget();
}

/// How often the ratio is looked at, in milliseconds.
const RATIO_LOOK_MS: i32 = 250;
