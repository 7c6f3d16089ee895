//! The move field a screen reader types in: a real `<input>` in a form, in
//! `index.html`'s elements kept off screen (the mirror of egui's tree leaves
//! egui's own text fields out). What is typed there comes back to the app as
//! the canvas's own field would give it.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{Document, Event, HtmlInputElement};

/// The ids of the page's elements, in `static/index.html`.
const MOVE_FORM: &str = "morris-access-form";
const MOVE_INPUT: &str = "morris-access-move";
const MOVE_LABEL: &str = "morris-access-label";

type Queue = Rc<RefCell<VecDeque<String>>>;

pub struct PageAccess {
    document: Document,
    queue: Queue,
    /// Kept alive as long as the page may call it.
    _on_submit: Option<Closure<dyn FnMut(Event)>>,
}

impl PageAccess {
    pub fn new(document: &Document, wake: Rc<dyn Fn()>) -> PageAccess {
        let queue: Queue = Rc::default();
        let on_submit = document.get_element_by_id(MOVE_FORM).map(|form| {
            let (queue, wake, document) = (Rc::clone(&queue), Rc::clone(&wake), document.clone());
            let closure = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
                event.prevent_default();
                let input = document
                    .get_element_by_id(MOVE_INPUT)
                    .and_then(|e| e.dyn_into::<HtmlInputElement>().ok());
                if let Some(input) = input {
                    queue.borrow_mut().push_back(input.value());
                    input.set_value("");
                    wake();
                }
            });
            let _ =
                form.add_event_listener_with_callback("submit", closure.as_ref().unchecked_ref());
            closure
        });
        PageAccess {
            document: document.clone(),
            queue,
            _on_submit: on_submit,
        }
    }

    pub fn take(&mut self) -> Option<String> {
        self.queue.borrow_mut().pop_front()
    }

    /// Names the field in the player's language.
    pub fn show(&mut self, field_label: &str) {
        if let Some(label) = self.document.get_element_by_id(MOVE_LABEL)
            && label.text_content().as_deref() != Some(field_label)
        {
            label.set_text_content(Some(field_label));
        }
    }
}
