//! What the desktop game's tests share.

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use morris_gui::MorrisApp;

/// Steps the app until `done` holds, for answers that come from the worker
/// thread; a minute is far more than any of them takes, even on a busy machine.
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
