//! The page's entry point: starts the app in the canvas, with its thinking in
//! a Web Worker and the page's files and live text. Also the one hook tests
//! use to find a board point or a text on screen.

use std::cell::RefCell;

use morris_gui::{MorrisApp, Settings};
use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use crate::backing_store::BackingStore;
use crate::browser_page::BrowserPage;
use crate::page_app::PageApp;
use crate::web_thinking::WebThinking;

thread_local! {
    /// The running app and its canvas, for [`point_position`] and [`text_position`].
    static RUNNING: RefCell<Option<(eframe::WebRunner, HtmlCanvasElement)>> =
        const { RefCell::new(None) };
}

/// Starts the game in the canvas with id `canvas_id`.
#[wasm_bindgen]
pub async fn start(canvas_id: String) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let canvas: HtmlCanvasElement = document
        .get_element_by_id(&canvas_id)
        .ok_or_else(|| format!("no element #{canvas_id}"))?
        .dyn_into()?;
    let browser_language = window.navigator().language();
    let address = window.location().href().ok();
    let origin = window.location().origin().ok();
    let history = window.history().ok();
    cheap_context(&canvas);
    let runner = eframe::WebRunner::new();
    RUNNING.with(|r| r.replace(Some((runner.clone(), canvas.clone()))));
    let agent_beside = canvas.clone();
    let backing_store = BackingStore::new(canvas.clone());
    runner
        .start(
            canvas,
            eframe::WebOptions {
                // Dithering costs a little on every pixel; software WebGL feels it.
                dithering: false,
                ..eframe::WebOptions::default()
            },
            Box::new(move |cc| {
                let mut settings: Settings = cc
                    .storage
                    .and_then(|s| eframe::get_value(s, eframe::APP_KEY))
                    .unwrap_or_default();
                // A page served by a game server offers that server for online play.
                if settings.online.server.is_empty()
                    && let Some(origin) = origin.filter(|o| o.starts_with("http"))
                {
                    settings.online.server = origin;
                }
                let follows_browser = settings.language.is_none();
                crate::access_mirror::install(&cc.egui_ctx, &document);
                crate::backing_store::repaint_on_ratio_change(cc.egui_ctx.clone());
                let ctx = cc.egui_ctx.clone();
                let wake = move || ctx.request_repaint();
                let thinking = WebThinking::start(wake.clone());
                let page = BrowserPage::new(document, wake);
                let mut app = MorrisApp::in_page(settings, Box::new(thinking), Box::new(page));
                // Opened from a room's link: into the room (once a game in
                // progress may be left). The link has done its work then, and
                // leaves the address bar (a reload comes back to the seat the
                // app keeps).
                if let Some(link) = address.filter(|a| morris_online::Link::parse(a).is_ok()) {
                    let _ = app.open_link(&cc.egui_ctx, &link);
                    if let Some(history) = history {
                        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some("/"));
                    }
                }
                // Until a language is chosen in the menu, the browser's is used.
                if follows_browser && let Some(code) = browser_language {
                    let code = code.split('-').next().unwrap_or_default().to_lowercase();
                    let _ = morris_i18n::set_language(&code);
                }
                Ok(Box::new(PageApp::new(app, backing_store)))
            }),
        )
        .await?;
    hide_text_agent(&agent_beside);
    Ok(())
}

/// eframe's text agent, the unseen `<input>` it puts after the canvas for the
/// phone's keyboard and for text typed into egui's fields, has no name: a
/// screen reader would announce an empty "edit text" where Tab reaches it.
/// The page's own move field and mirror are what a screen reader uses, so the
/// agent leaves the accessibility tree and the Tab order (eframe still
/// focuses it from code when a field of the canvas is clicked).
fn hide_text_agent(canvas: &HtmlCanvasElement) {
    let mut next = canvas.next_element_sibling();
    while let Some(element) = next {
        if element.tag_name().eq_ignore_ascii_case("input") && element.id().is_empty() {
            let _ = element.set_attribute("aria-hidden", "true");
            let _ = element.set_attribute("tabindex", "-1");
            return;
        }
        next = element.next_element_sibling();
    }
}

/// Makes the canvas's WebGL 2 context before eframe asks for it (and gets
/// this one): without the multisampling, depth buffer and transparency a
/// browser gives by default, which egui does not use (it smooths its own
/// edges) and which make each frame several times slower to draw where
/// WebGL runs in software. Without WebGL 2, eframe falls back as usual.
fn cheap_context(canvas: &HtmlCanvasElement) {
    let options = web_sys::WebGlContextAttributes::new();
    options.set_antialias(false);
    options.set_depth(false);
    options.set_stencil(false);
    options.set_alpha(false);
    let _ = canvas.get_context_with_context_options("webgl2", &options);
}

/// Where the board point `name` was last drawn, as `[x, y]` in the page's
/// viewport (CSS pixels), or nothing before the board is drawn.
#[wasm_bindgen]
pub fn point_position(name: &str) -> Option<Vec<f64>> {
    on_page(|page| page.app.point_position(name))
}

/// Where the text `text` (a button's, a menu entry's) was last drawn, as
/// `[x, y]` in the page's viewport, or nothing when it is not on screen.
#[wasm_bindgen]
pub fn text_position(text: &str) -> Option<Vec<f64>> {
    on_page(|page| page.text_position(text))
}

/// Where the text starting with `prefix` (a text field's) was last drawn:
/// inside its first line, as `[x, y]` in the page's viewport.
#[wasm_bindgen]
pub fn text_start_position(prefix: &str) -> Option<Vec<f64>> {
    on_page(|page| page.text_start_position(prefix))
}

/// Turns the page's accessible mirror of the app's controls on or off (it is
/// on from the start; off, for measuring what it costs).
#[wasm_bindgen]
pub fn set_mirror(on: bool) {
    crate::access_mirror::set_on(on);
}

/// How many elements the accessible mirror holds, and the mean time the app
/// took to make each of its last frames, in milliseconds.
#[wasm_bindgen]
pub fn mirror_and_frame_time() -> Vec<f64> {
    let frame_ms = RUNNING.with(|running| {
        let running = running.borrow();
        let (runner, _) = running.as_ref()?;
        Some(runner.app_mut::<PageApp>()?.mean_frame_ms())
    });
    vec![
        crate::access_mirror::element_count() as f64,
        frame_ms.unwrap_or(f64::NAN),
    ]
}

/// A position found in the running app, from the canvas to the viewport.
fn on_page(find: impl FnOnce(&PageApp) -> Option<egui::Pos2>) -> Option<Vec<f64>> {
    RUNNING.with(|running| {
        let running = running.borrow();
        let (runner, canvas) = running.as_ref()?;
        let at = find(&*runner.app_mut::<PageApp>()?)?;
        let rect = canvas.get_bounding_client_rect();
        Some(vec![
            rect.left() + f64::from(at.x),
            rect.top() + f64::from(at.y),
        ])
    })
}
