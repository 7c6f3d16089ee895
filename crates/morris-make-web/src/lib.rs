//! The page's board maker: morris-make with its PDF writer and font,
//! compiled to a wasm of its own. The page's "Make this board…" starts a Web
//! Worker (`static/maker.js`) that loads it, so the game's first load goes
//! without them. The worker is sent a [`morris_make::MakeJob`] as JSON and
//! answers with the files, made as the desktop makes them.

use morris_make::{MadeFile, MakeJob};

/// The files of a job sent as JSON, or why they cannot be made.
pub fn made(job: &str) -> Result<Vec<MadeFile>, String> {
    MakeJob::from_json(job)
        .and_then(|job| job.make())
        .map_err(|e| e.to_string())
}

/// [`made`] for the worker: an array of `{ name, mime, bytes }` (bytes a
/// `Uint8Array`), or the reason thrown as a string.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn make(job: &str) -> Result<js_sys::Array, String> {
    use wasm_bindgen::JsValue;
    let files = js_sys::Array::new();
    for file in made(job)? {
        let object = js_sys::Object::new();
        let set = |key: &str, value: &JsValue| {
            js_sys::Reflect::set(&object, &JsValue::from_str(key), value)
                .map(|_| ())
                .map_err(|e| format!("{e:?}"))
        };
        set("name", &JsValue::from_str(&file.name))?;
        set("mime", &JsValue::from_str(&file.mime))?;
        set(
            "bytes",
            &js_sys::Uint8Array::from(file.bytes.as_slice()).into(),
        )?;
        files.push(&object);
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use morris_make::{MakeOptions, MakeRequest, Making, Paper};

    use super::*;

    #[test]
    fn a_job_makes_the_pdf_and_a_broken_one_says_why() {
        let rules = morris_core_rules();
        let request = MakeRequest {
            making: Making::Pdf,
            options: MakeOptions::default(),
            paper: Paper::A4,
            language: "fr".into(),
        };
        let files = made(&MakeJob::new(&rules, request).to_json()).unwrap();
        assert!(files[0].bytes.starts_with(b"%PDF-"));
        let why = made("not json").unwrap_err();
        assert!(
            why.starts_with("the request to make a board cannot be read"),
            "{why}"
        );
    }

    fn morris_core_rules() -> morris_core::Rules {
        morris_core::catalog::shipped("sam-ki").unwrap()
    }
}
