//! egui's accessibility tree, mirrored into the page: eframe's web backend
//! drops the tree that the desktop gives AccessKit, so every control the
//! canvas draws (menus, buttons, a dialog's choices, the level's slider, the
//! board's points) is also an element in `#morris-mirror`, laid over the
//! canvas where egui drew it and kept invisible, that a screen reader finds
//! and presses. Pressed, focused or set there, it comes back to egui as the
//! AccessKit action the desktop's screen reader would send.
//!
//! An egui plugin does the work: its output hook shows each frame's tree
//! (see `mirror_tree` for what becomes what), its input hook hands egui the
//! actions taken since.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use accesskit::{Action, ActionData, ActionRequest, NodeId, Toggled, TreeId};
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlInputElement};

use crate::mirror_tree::{Kind, Shown, mirrored};

/// The mirror's element, in `static/index.html`.
const MIRROR: &str = "morris-mirror";

type Actions = Arc<Mutex<Vec<ActionRequest>>>;

thread_local! {
    static SHOWN: RefCell<Option<MirrorDom>> = const { RefCell::new(None) };
}

/// Starts mirroring `ctx`'s accessibility tree into the page's
/// `#morris-mirror`; nothing when the page has no such element.
pub fn install(ctx: &egui::Context, document: &Document) {
    let Some(root) = document.get_element_by_id(MIRROR) else {
        return;
    };
    let actions: Actions = Arc::default();
    let listener = {
        let (actions, ctx) = (Arc::clone(&actions), ctx.clone());
        Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            if let Some(request) = action_for(&event) {
                if let Ok(mut actions) = actions.lock() {
                    actions.push(request);
                }
                ctx.request_repaint();
            }
        })
    };
    for kind in ["click", "focusin", "input"] {
        let _ = root.add_event_listener_with_callback(kind, listener.as_ref().unchecked_ref());
    }
    SHOWN.with(|shown| {
        shown.replace(Some(MirrorDom {
            ctx: ctx.clone(),
            document: document.clone(),
            root,
            elements: HashMap::new(),
            last: Vec::new(),
            zoom: 1.0,
            _listener: listener,
        }))
    });
    ctx.enable_accesskit();
    ctx.add_plugin(MirrorPlugin { actions });
}

/// Turns the mirror on or off (for measuring what it costs): off, egui builds
/// no tree and the mirror is emptied.
pub fn set_on(on: bool) {
    with_mirror(|mirror| {
        if on {
            mirror.ctx.enable_accesskit();
        } else {
            mirror.ctx.disable_accesskit();
            mirror.show(&[], 1.0);
        }
        mirror.ctx.request_repaint();
    });
}

/// How many elements the mirror holds now.
pub fn element_count() -> usize {
    SHOWN.with(|shown| shown.borrow().as_ref().map_or(0, |m| m.elements.len()))
}

fn with_mirror(f: impl FnOnce(&mut MirrorDom)) {
    SHOWN.with(|shown| {
        if let Some(mirror) = shown.borrow_mut().as_mut() {
            f(mirror);
        }
    });
}

/// The action a press, a focus or a slider's new value in the mirror asks
/// of the egui widget it stands for.
fn action_for(event: &Event) -> Option<ActionRequest> {
    let element = event
        .target()?
        .dyn_into::<Element>()
        .ok()?
        .closest("[data-node]")
        .ok()??;
    let target_node = NodeId(element.get_attribute("data-node")?.parse().ok()?);
    let (action, data) = match event.type_().as_str() {
        "click" if element.tag_name().eq_ignore_ascii_case("button") => (Action::Click, None),
        "focusin" => (Action::Focus, None),
        "input" => {
            let input = element.dyn_into::<HtmlInputElement>().ok()?;
            let value = if input.type_() == "range" {
                ActionData::NumericValue(input.value_as_number())
            } else {
                ActionData::Value(input.value().into())
            };
            (Action::SetValue, Some(value))
        }
        _ => return None,
    };
    Some(ActionRequest {
        action,
        target_tree: TreeId::ROOT,
        target_node,
        data,
    })
}

struct MirrorPlugin {
    actions: Actions,
}

impl egui::Plugin for MirrorPlugin {
    fn debug_name(&self) -> &'static str {
        "the page's accessible mirror"
    }

    fn input_hook(&mut self, _ctx: &egui::Context, input: &mut egui::RawInput) {
        if let Ok(mut actions) = self.actions.lock() {
            input
                .events
                .extend(actions.drain(..).map(egui::Event::AccessKitActionRequest));
        }
    }

    fn output_hook(&mut self, ctx: &egui::Context, output: &mut egui::FullOutput) {
        // A pass egui throws away is followed by the one it shows.
        if output.platform_output.requested_discard() {
            return;
        }
        if let Some(update) = &output.platform_output.accesskit_update {
            let shown = mirrored(update);
            let zoom = ctx.zoom_factor();
            with_mirror(|mirror| mirror.show(&shown, zoom));
        }
    }
}

struct MirrorDom {
    ctx: egui::Context,
    document: Document,
    root: Element,
    elements: HashMap<NodeId, (Element, Shown)>,
    last: Vec<Shown>,
    zoom: f32,
    _listener: Closure<dyn FnMut(Event)>,
}

impl MirrorDom {
    /// Brings the elements to `shown`: an element that stays keeps its
    /// place in the page (and a screen reader's focus), only what changed
    /// is written.
    fn show(&mut self, shown: &[Shown], zoom: f32) {
        if self.last == shown && self.zoom == zoom {
            return;
        }
        // Gone first: an element that stays is then not moved (and its
        // focus not lost) for a sibling that leaves.
        let kept: HashSet<NodeId> = shown.iter().map(|node| node.id).collect();
        self.elements.retain(|id, (element, _)| {
            let keep = kept.contains(id);
            if !keep {
                element.remove();
            }
            keep
        });
        // The last element placed in each parent, to place the next after it.
        let mut placed: HashMap<Option<NodeId>, Element> = HashMap::new();
        for node in shown {
            let Some(element) = self.element(node, zoom) else {
                continue;
            };
            let parent = match node.parent {
                Some(id) => match self.elements.get(&id) {
                    Some((parent, _)) => parent.clone(),
                    None => continue,
                },
                None => self.root.clone(),
            };
            let previous = placed.get(&node.parent);
            let in_place = element.parent_element().as_ref() == Some(&parent)
                && element.previous_element_sibling().as_ref() == previous;
            if !in_place {
                let before = match previous {
                    Some(previous) => previous.next_sibling(),
                    None => parent.first_child(),
                };
                let _ = parent.insert_before(&element, before.as_ref());
            }
            placed.insert(node.parent, element);
        }
        self.last = shown.to_vec();
        self.zoom = zoom;
    }

    /// The element for `node`, made or brought up to date.
    fn element(&mut self, node: &Shown, zoom: f32) -> Option<Element> {
        let old = match self.elements.remove(&node.id) {
            Some((element, old)) if old.kind.tag() == node.kind.tag() => Some((element, old)),
            Some((element, _)) => {
                element.remove();
                None
            }
            None => None,
        };
        let (element, old) = match old {
            Some((element, old)) => (element, Some(old)),
            None => {
                let element = self.document.create_element(node.kind.tag()).ok()?;
                let _ = element.set_attribute("data-node", &node.id.0.to_string());
                match node.kind {
                    Kind::Button { .. } => {
                        let _ = element.set_attribute("type", "button");
                    }
                    Kind::Range { .. } => {
                        let _ = element.set_attribute("type", "range");
                    }
                    Kind::TextField { secret, .. } => {
                        let kind = if secret { "password" } else { "text" };
                        let _ = element.set_attribute("type", kind);
                    }
                    Kind::Text | Kind::Group { .. } => {}
                }
                (element, None)
            }
        };
        if old.as_ref() != Some(node) || self.zoom != zoom {
            write(&element, node, old.as_ref(), zoom);
        }
        self.elements
            .insert(node.id, (element.clone(), node.clone()));
        Some(element)
    }
}

/// Writes what `node` says into its element.
fn write(element: &Element, node: &Shown, old: Option<&Shown>, zoom: f32) {
    let set = |name: &str, value: Option<String>| {
        let _ = match value {
            Some(value) => element.set_attribute(name, &value),
            None => element.remove_attribute(name),
        };
    };
    let named = (!node.name.is_empty()).then(|| node.name.clone());
    let role = node.kind.role();
    set("role", role.map(str::to_string));
    let flag = |b: Option<bool>| b.map(|b| b.to_string());
    match &node.kind {
        Kind::Text if !node.has_children => {
            set("aria-label", None);
            if element.text_content() != named {
                element.set_text_content(named.as_deref());
            }
        }
        Kind::Range {
            value,
            min,
            max,
            step,
        } => {
            set("aria-label", named);
            set("min", Some(min.to_string()));
            set("max", Some(max.to_string()));
            set("step", Some(step.to_string()));
            if let Some(input) = element.dyn_ref::<HtmlInputElement>()
                && input.value_as_number() != *value
            {
                input.set_value_as_number(*value);
            }
        }
        Kind::TextField { value, .. } => {
            set("aria-label", named);
            // Written back only when egui's text differs from what was typed.
            if let Some(input) = element.dyn_ref::<HtmlInputElement>()
                && input.value() != *value
            {
                input.set_value(value);
            }
        }
        _ => {
            // A leaf that grew children loses its text (which would stand
            // before them).
            if node.has_children && old.is_some_and(|old| !old.has_children) {
                element.set_text_content(None);
            }
            set("aria-label", named);
        }
    }
    let checkable = matches!(
        role,
        Some("checkbox" | "switch" | "radio" | "menuitemcheckbox" | "menuitemradio")
    );
    set("aria-description", node.description.clone());
    let toggled = |t: Toggled| match t {
        Toggled::True => "true",
        Toggled::False => "false",
        Toggled::Mixed => "mixed",
    };
    set(
        "aria-checked",
        node.checked
            .filter(|_| checkable)
            .map(|t| toggled(t).to_string()),
    );
    let selectable = matches!(role, Some("tab" | "option"));
    set("aria-selected", flag(node.selected.filter(|_| selectable)));
    // A plain button that is selected (a toggle) is pressed.
    let pressed = node.selected.or(node.checked.map(|t| t == Toggled::True));
    set(
        "aria-pressed",
        flag(pressed.filter(|_| matches!(node.kind, Kind::Button { role: None }))),
    );
    set("aria-expanded", flag(node.expanded));
    set("aria-disabled", node.disabled.then(|| "true".to_string()));
    let style = node.place.map(|[left, top, width, height]| {
        let z = f64::from(zoom);
        format!(
            "position:absolute;left:{:.0}px;top:{:.0}px;width:{:.0}px;height:{:.0}px",
            left * z,
            top * z,
            width * z,
            height * z
        )
    });
    set("style", style);
}
