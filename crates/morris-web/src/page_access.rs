//! What a screen reader finds in the page, where the canvas has nothing to
//! offer (eframe's web backend drops egui's accessibility tree): the move
//! field as a real `<input>` in a form, and the board's points as buttons
//! named after the point and what stands on it, in `index.html`'s elements
//! kept off screen. What is typed there and the points pressed come back to
//! the app as the canvas's own field and board would give them.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use morris_gui::PageInput;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlInputElement};

/// The ids of the page's elements, in `static/index.html`.
const MOVE_FORM: &str = "morris-access-form";
const MOVE_INPUT: &str = "morris-access-move";
const MOVE_LABEL: &str = "morris-access-label";
const POINTS: &str = "morris-points";

type Queue = Rc<RefCell<VecDeque<PageInput>>>;

pub struct PageAccess {
    document: Document,
    queue: Queue,
    /// The points as last shown, to rebuild the buttons only on a change.
    shown: Vec<(String, String)>,
    /// Kept alive as long as the page may call them.
    _on_submit: Option<Closure<dyn FnMut(Event)>>,
    on_point: Closure<dyn FnMut(Event)>,
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
                    queue
                        .borrow_mut()
                        .push_back(PageInput::Typed(input.value()));
                    input.set_value("");
                    wake();
                }
            });
            let _ =
                form.add_event_listener_with_callback("submit", closure.as_ref().unchecked_ref());
            closure
        });
        let on_point = {
            let (queue, wake) = (Rc::clone(&queue), Rc::clone(&wake));
            Closure::<dyn FnMut(Event)>::new(move |event: Event| {
                let point = event
                    .current_target()
                    .and_then(|t| t.dyn_into::<Element>().ok())
                    .and_then(|e| e.get_attribute("data-point"));
                if let Some(point) = point {
                    queue.borrow_mut().push_back(PageInput::Point(point));
                    wake();
                }
            })
        };
        PageAccess {
            document: document.clone(),
            queue,
            shown: Vec::new(),
            _on_submit: on_submit,
            on_point,
        }
    }

    pub fn take(&mut self) -> Option<PageInput> {
        self.queue.borrow_mut().pop_front()
    }

    /// Names the field in the player's language, and shows the points: each
    /// a button "d6, White" that plays there when pressed.
    pub fn show(&mut self, field_label: &str, points: &[(String, String)]) {
        if let Some(label) = self.document.get_element_by_id(MOVE_LABEL)
            && label.text_content().as_deref() != Some(field_label)
        {
            label.set_text_content(Some(field_label));
        }
        if self.shown == points {
            return;
        }
        let Some(list) = self.document.get_element_by_id(POINTS) else {
            return;
        };
        // The same points: only what stands on them changes.
        let same_points = self.shown.len() == points.len()
            && self.shown.iter().zip(points).all(|(a, b)| a.0 == b.0);
        if !same_points {
            list.set_inner_html("");
        }
        let buttons = list.children();
        for (i, (name, holds)) in points.iter().enumerate() {
            let label = format!("{name}, {holds}");
            let button = match buttons.item(i as u32).filter(|_| same_points) {
                Some(button) => button,
                None => match self.new_button(&list, name) {
                    Some(button) => button,
                    None => return,
                },
            };
            let _ = button.set_attribute("aria-label", &label);
        }
        self.shown = points.to_vec();
    }

    fn new_button(&self, list: &Element, name: &str) -> Option<Element> {
        let button = self.document.create_element("button").ok()?;
        button.set_text_content(Some(name));
        let _ = button.set_attribute("type", "button");
        let _ = button.set_attribute("data-point", name);
        let _ = button
            .add_event_listener_with_callback("click", self.on_point.as_ref().unchecked_ref());
        list.append_child(&button).ok()?;
        Some(button)
    }
}
