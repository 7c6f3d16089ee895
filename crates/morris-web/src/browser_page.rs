//! The page around the app: the browser's file chooser (an `<input
//! type=file>` of `index.html`), downloads, the live text of the game in
//! an `aria-live` element that screen readers announce and tests read, and
//! the tab's room link in the tab's `sessionStorage`.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use morris_gui::{DroppedFile, Page};

use crate::page_access::PageAccess;
use crate::web_fetch::WebFetch;
use crate::web_socket::WebSocketTransport;
use crate::worker_make::WorkerMaking;
use crate::worker_proof::WorkerProof;
use crate::worker_puzzles::WorkerSetMaking;
use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlAnchorElement, HtmlElement, HtmlInputElement};

/// The ids of the page's elements, in `static/index.html`.
const FILE_INPUT: &str = "morris-file";
const LIVE_TEXT: &str = "morris-live";
/// The key of the tab's room link in the tab's `sessionStorage`.
const TAB_ROOM: &str = "morris-room";
/// The Performance API mark set when the first board has been drawn.
pub const FIRST_BOARD_MARK: &str = "morris-first-board";

/// Files read from the chooser, waiting for the app.
type Arrived = Rc<RefCell<VecDeque<(String, Vec<u8>)>>>;

pub struct BrowserPage {
    document: Document,
    arrived: Arrived,
    wake: Rc<dyn Fn()>,
    /// Kept alive as long as the input may call it.
    _on_change: Option<Closure<dyn FnMut()>>,
    marked_first_board: bool,
    /// The move field and the point buttons a screen reader plays with.
    access: PageAccess,
}

impl std::fmt::Debug for BrowserPage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BrowserPage").finish_non_exhaustive()
    }
}

impl BrowserPage {
    /// The page of `document`; `wake` is called when a chosen file has been read.
    pub fn new(document: Document, wake: impl Fn() + 'static) -> BrowserPage {
        let arrived: Arrived = Rc::default();
        let wake: Rc<dyn Fn()> = Rc::new(wake);
        let on_change = file_input(&document).map(|input| {
            let (chosen, arrived, wake) = (input.clone(), Rc::clone(&arrived), Rc::clone(&wake));
            let closure = Closure::<dyn FnMut()>::new(move || {
                read_chosen(&chosen, &arrived, Rc::clone(&wake));
            });
            input.set_onchange(Some(closure.as_ref().unchecked_ref()));
            closure
        });
        let access = PageAccess::new(&document, Rc::clone(&wake));
        BrowserPage {
            document,
            arrived,
            wake,
            access,
            _on_change: on_change,
            marked_first_board: false,
        }
    }
}

/// The tab's own storage, kept across its reloads and by no other tab.
fn tab_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

fn file_input(document: &Document) -> Option<HtmlInputElement> {
    document.get_element_by_id(FILE_INPUT)?.dyn_into().ok()
}

/// Reads the chosen files into `arrived`, then clears the input so that the
/// same file can be chosen again.
fn read_chosen(input: &HtmlInputElement, arrived: &Arrived, wake: Rc<dyn Fn()>) {
    let Some(files) = input.files() else {
        return;
    };
    let files: Vec<web_sys::File> = (0..files.length()).filter_map(|i| files.get(i)).collect();
    input.set_value("");
    let arrived = Rc::clone(arrived);
    wasm_bindgen_futures::spawn_local(async move {
        for file in files {
            let bytes = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await;
            match bytes {
                Ok(buffer) => {
                    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
                    arrived.borrow_mut().push_back((file.name(), bytes));
                }
                Err(e) => web_sys::console::error_2(&"morris: cannot read the file".into(), &e),
            }
        }
        wake();
    });
}

impl Page for BrowserPage {
    fn choose_file(&mut self) {
        if let Some(input) = file_input(&self.document) {
            input.click();
        }
    }

    fn read_dropped(&mut self, file: DroppedFile) {
        let (arrived, wake) = (Rc::clone(&self.arrived), Rc::clone(&self.wake));
        wasm_bindgen_futures::spawn_local(async move {
            let name = file.path().display().to_string();
            match file.bytes_async().await {
                Ok(bytes) => arrived.borrow_mut().push_back((name, bytes)),
                Err(e) => {
                    web_sys::console::error_1(&format!("morris: cannot read {name}: {e}").into())
                }
            }
            wake();
        });
    }

    fn take_file(&mut self) -> Option<(String, Vec<u8>)> {
        self.arrived.borrow_mut().pop_front()
    }

    fn download(&mut self, name: &str, bytes: &[u8], mime: &str) -> Result<(), String> {
        let describe = |e: JsValue| format!("{name}: {e:?}");
        let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type(mime);
        let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)
            .map_err(describe)?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(describe)?;
        let anchor: HtmlAnchorElement = self
            .document
            .create_element("a")
            .map_err(describe)?
            .unchecked_into();
        anchor.set_href(&url);
        anchor.set_download(name);
        anchor.click();
        web_sys::Url::revoke_object_url(&url).map_err(describe)
    }

    fn prove_set(&mut self, file: &str, text: &str) -> Box<dyn morris_gui::SetProof> {
        Box::new(WorkerProof::start(file, text, Rc::clone(&self.wake)))
    }

    fn make_puzzles(&mut self, rules: &morris_core::Rules) -> Box<dyn morris_gui::SetMaking> {
        Box::new(WorkerSetMaking::start(rules, Rc::clone(&self.wake)))
    }

    fn make_board(&mut self, job: &morris_make::MakeJob) -> Box<dyn morris_gui::BoardMaking> {
        Box::new(WorkerMaking::start(job, Rc::clone(&self.wake)))
    }

    fn tab_room_link(&self) -> Option<String> {
        tab_storage()?.get_item(TAB_ROOM).ok().flatten()
    }

    fn keep_tab_room_link(&mut self, link: Option<&str>) {
        if let Some(storage) = tab_storage() {
            let _ = match link {
                Some(link) => storage.set_item(TAB_ROOM, link),
                None => storage.remove_item(TAB_ROOM),
            };
        }
    }

    fn connect(&mut self, ws_url: &str) -> Box<dyn morris_gui::Transport> {
        Box::new(WebSocketTransport::open(ws_url, Rc::clone(&self.wake)))
    }

    fn fetch(&mut self, url: &str) -> Box<dyn morris_gui::Fetch> {
        Box::new(WebFetch::get(url, Rc::clone(&self.wake)))
    }

    fn random(&mut self, bytes: &mut [u8]) -> Result<(), String> {
        crate::web_fetch::random(bytes)
    }

    fn show_access(&mut self, field_label: &str) {
        self.access.show(field_label);
    }

    fn take_access(&mut self) -> Option<String> {
        self.access.take()
    }

    fn show_text(&mut self, text: &str) {
        if let Some(element) = self.document.get_element_by_id(LIVE_TEXT) {
            element.set_text_content(Some(text));
        }
        // The live text is first shown at the end of the first frame that drew the board.
        if !self.marked_first_board {
            self.marked_first_board = true;
            if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
                let _ = performance.mark(FIRST_BOARD_MARK);
            }
            if let Some(loading) = self.document.get_element_by_id("morris-loading") {
                let _ = loading
                    .unchecked_into::<HtmlElement>()
                    .style()
                    .set_property("display", "none");
            }
        }
    }
}
