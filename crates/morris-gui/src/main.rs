//! Starts the desktop game.

fn main() -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(morris_gui::APP_NAME)
            .with_app_id("morris-gui")
            .with_inner_size([1100.0, 760.0])
            // The layout folds for small windows (see `play/toolbar.rs`): 400×300 still plays.
            .with_min_inner_size([400.0, 300.0]),
        ..Default::default()
    };
    eframe::run_native(
        morris_gui::APP_NAME,
        options,
        Box::new(|cc| Ok(Box::new(morris_gui::MorrisApp::new(cc)))),
    )
}
