//! How a dialog finds its size within its first frames.

/// Lays the dialog `name` out again while it is still finding its size: an
/// auto-sized window is laid out from its size in the pass before, and grows
/// over several (the first is not even shown); a page draws a frame only
/// when something happens, so without this its buttons waited for the mouse.
/// The passes run within the frame ([`DIALOG_PASSES`]), then frames follow.
pub(crate) fn settle(ctx: &egui::Context, name: &str, rect: Option<egui::Rect>) {
    let id = egui::Id::unique(("dialog-size", name));
    let changed = ctx.data_mut(|d| d.get_temp::<Option<egui::Rect>>(id) != Some(rect));
    if changed {
        ctx.data_mut(|d| d.insert_temp(id, rect));
        ctx.request_discard("a dialog is finding its size");
        ctx.request_repaint();
    }
}

/// The passes a frame may take (egui's default is 2): the new-game dialog
/// finds its size in four.
pub(crate) const DIALOG_PASSES: usize = 4;
