//! A list's row buttons as a screen reader hears them: each named with its
//! row, not only "Take" or "Open".

use morris_i18n::t;

/// A row's button as a screen reader names it ("Take: Ada (1500?) · …"),
/// so that each of a list's buttons says which row it acts on.
pub fn said_with(button: &egui::Response, action: &str, line: &str) {
    let name = t!("gui-lobby-row-action", action = action, line = line);
    let enabled = button.enabled();
    button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &name));
}
