//! A GET to the page's game server through the browser's `fetch` (the
//! lobby's lists), and the browser's cryptographic randomness (a player's
//! key). The answer is kept until the app's next frame polls it.

use std::cell::RefCell;
use std::rc::Rc;

use morris_gui::Fetch;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

/// The most of an answer kept: the lists are a few kilobytes.
const MAX_ANSWER: usize = 4 << 20;

type Slot = Rc<RefCell<Option<Result<String, String>>>>;

#[derive(Debug)]
pub struct WebFetch(Slot);

impl Fetch for WebFetch {
    fn poll(&mut self) -> Option<Result<String, String>> {
        self.0.borrow_mut().take()
    }
}

impl WebFetch {
    /// Starts the GET of `url`; `wake` is called when its answer is in.
    pub fn get(url: &str, wake: Rc<dyn Fn()>) -> WebFetch {
        let slot: Slot = Rc::default();
        let (kept, url) = (Rc::clone(&slot), url.to_string());
        wasm_bindgen_futures::spawn_local(async move {
            let answer = text_of(&url).await.map_err(|why| format!("{url}: {why}"));
            *kept.borrow_mut() = Some(answer);
            wake();
        });
        WebFetch(slot)
    }
}

async fn text_of(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response: Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|e| js_text(&e))?
        .dyn_into()
        .map_err(|e| js_text(&e))?;
    let text = JsFuture::from(response.text().map_err(|e| js_text(&e))?)
        .await
        .map_err(|e| js_text(&e))?
        .as_string()
        .unwrap_or_default();
    if text.len() > MAX_ANSWER {
        return Err(format!(
            "an answer of {} bytes, more than {MAX_ANSWER}",
            text.len()
        ));
    }
    if !response.ok() {
        let said: String = text.trim().chars().take(200).collect();
        return Err(format!("HTTP {}: {said}", response.status()));
    }
    Ok(text)
}

/// `bytes` filled from `crypto.getRandomValues`.
pub fn random(bytes: &mut [u8]) -> Result<(), String> {
    let crypto = web_sys::window()
        .ok_or("no window")?
        .crypto()
        .map_err(|e| js_text(&e))?;
    crypto
        .get_random_values_with_u8_array(bytes)
        .map(|_| ())
        .map_err(|e| js_text(&e))
}

fn js_text(value: &JsValue) -> String {
    value.as_string().unwrap_or_else(|| format!("{value:?}"))
}
