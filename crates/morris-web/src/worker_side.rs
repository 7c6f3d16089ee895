//! The Web Worker's side: `static/worker.js` hands each message from the page
//! to [`worker_message`], which thinks as the desktop's thread does and posts
//! the steps and the answer back. A worker is stopped by the page ending it,
//! so the search here never needs its stop flag.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use morris_ai::search::TableCache;
use morris_gui::{decode_request, encode_answer, encode_step, think};
use wasm_bindgen::prelude::*;
use web_sys::DedicatedWorkerGlobalScope;

use crate::{bench, worker_proof, worker_puzzles};

thread_local! {
    /// The tables solved in this worker, kept while it lives.
    static TABLES: TableCache = TableCache::new();
}

/// Answers one message from the page.
#[wasm_bindgen]
pub fn worker_message(text: String) {
    if let Some(what) = text.strip_prefix("bench:") {
        post(&run_bench(what));
        return;
    }
    if let Some(set) = text.strip_prefix(worker_proof::PROVE) {
        post(&worker_proof::answer(set));
        return;
    }
    if let Some(rules) = text.strip_prefix(worker_puzzles::MAKE) {
        post(&worker_puzzles::answer(rules));
        return;
    }
    let request = match decode_request(&text) {
        Ok(request) => request,
        Err(e) => {
            web_sys::console::error_1(&format!("morris worker: {e}").into());
            return;
        }
    };
    let tables = TABLES.with(TableCache::clone);
    let (id, game) = (request.id, request.game.clone());
    let answer = think(
        &tables,
        &request,
        Arc::new(AtomicBool::new(false)),
        &mut |step| post(&encode_step(id, &game, &step)),
    );
    post(&encode_answer(id, &game, &answer));
}

/// The timed work of [`bench`], as `nodes seconds` or `positions seconds`.
fn run_bench(what: &str) -> String {
    let timed = match what.split_once(':') {
        Some(("search", depth)) => Ok(bench::search(depth.parse().unwrap_or(8))),
        _ if what == "solve-six" => bench::solve_six(),
        _ => Err(format!("unknown bench {what:?}")),
    };
    match timed {
        Ok(t) => format!("{{\"count\":{},\"seconds\":{}}}", t.count, t.seconds),
        Err(e) => format!("{{\"error\":{e:?}}}"),
    }
}

fn post(text: &str) {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    if let Err(e) = scope.post_message(&JsValue::from_str(text)) {
        web_sys::console::error_2(&"morris worker: cannot post".into(), &e);
    }
}
