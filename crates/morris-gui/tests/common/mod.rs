//! What the desktop game's tests share. Not every test file uses every
//! helper, hence the `dead_code` allowances.

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use morris_gui::{MorrisApp, Settings};

/// The app with `settings` in a window `width`×`height`, run until it settles.
#[allow(dead_code)]
pub fn started(settings: Settings, width: f32, height: f32) -> Harness<'static, MorrisApp> {
    started_as(width, height, move |ctx| {
        MorrisApp::with_settings(ctx, settings)
    })
}

/// The app `make` builds, in a window `width`×`height`, run until it settles.
#[allow(dead_code)]
pub fn started_as(
    width: f32,
    height: f32,
    make: impl FnOnce(&egui::Context) -> MorrisApp + 'static,
) -> Harness<'static, MorrisApp> {
    let mut harness = Harness::builder()
        .with_size(egui::vec2(width, height))
        .build_eframe(move |cc| make(&cc.egui_ctx));
    harness.run();
    harness
}

/// Clicks the widget labelled `label` and runs the frames that follow.
#[allow(dead_code)]
pub fn click(h: &mut Harness<'_, MorrisApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Steps the app until `done` holds, for answers that come from the worker
/// thread; a minute is far more than any of them takes, even on a busy machine.
#[allow(dead_code)]
pub fn wait_until(h: &mut Harness<'_, MorrisApp>, done: impl Fn(&MorrisApp) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(60);
    // A click is handled in the next frame: step once before looking.
    h.step();
    while !done(h.state()) {
        assert!(
            Instant::now() < deadline,
            "timed out; the game says:\n{}",
            h.state().live_text()
        );
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run_ok();
}
