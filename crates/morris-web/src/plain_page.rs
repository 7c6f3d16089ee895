//! The page without WebGL (a blocklisted GPU, a virtual machine, a remote
//! desktop, a headless browser): the game still plays, on a plain SVG board
//! drawn from the rules' coordinates, with turns typed in move notation, the
//! live text, and one sentence saying why the usual board is missing. The
//! game is the app's (`morris_gui::Table`, the settings' variant and
//! players), and the computer thinks in the same Web Worker.

use std::cell::RefCell;
use std::fmt::Write as _;

use morris_core::{Color, Rules, parse_move};
use morris_gui::{Answer, Job, PlayerKind, Settings, Table, Thinking, Variants};
use morris_i18n::{t, words};
use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlInputElement};

use crate::web_thinking::WebThinking;

/// The ids of the plain page's elements (made here) and the page's live text.
const PLAIN: &str = "morris-plain";
const BOARD: &str = "morris-plain-board";
const MOVE: &str = "morris-move";
const SAID: &str = "morris-plain-said";
const LIVE_TEXT: &str = "morris-live";

thread_local! {
    static GAME: RefCell<Option<PlainGame>> = const { RefCell::new(None) };
}

struct PlainGame {
    document: Document,
    table: Table,
    thinking: WebThinking,
    /// What was said of the last typed turn (why it was not played).
    said: String,
}

/// Starts the plain page: `why` is why the usual one could not start.
#[wasm_bindgen]
pub fn start_plain(why: String) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let settings = stored_settings(&window);
    match settings.language.as_deref() {
        Some(code) => drop(morris_i18n::set_language(code)),
        None => {
            if let Some(code) = window.navigator().language() {
                drop(morris_i18n::set_language(&code));
            }
        }
    }
    let variants = Variants {
        catalog: morris_core::catalog::Catalog::with_user_dir(None),
        files: settings.rules_files.clone(),
    };
    let rules = variants
        .resolve(&settings.setup.variant)
        .or_else(|_| variants.resolve(morris_core::catalog::DEFAULT_VARIANT))
        .map_err(|e| e.to_string())?;
    let table = Table::new(rules, settings.setup.clone());
    build_page(&document, &why)?;
    let thinking = WebThinking::start(|| GAME.with(|g| with_game(g, PlainGame::poll)));
    let game = PlainGame {
        document,
        table,
        thinking,
        said: String::new(),
    };
    GAME.with(|g| g.replace(Some(game)));
    GAME.with(|g| with_game(g, PlainGame::after_turn));
    Ok(())
}

/// Runs `f` on the game unless it is already in use (a message that arrives
/// while a turn is being played waits for the next poll).
fn with_game(cell: &RefCell<Option<PlainGame>>, f: fn(&mut PlainGame)) {
    if let Ok(mut game) = cell.try_borrow_mut()
        && let Some(game) = game.as_mut()
    {
        f(game);
    }
}

/// The settings the app saved in the browser's storage (eframe's `app` key), or the defaults.
fn stored_settings(window: &web_sys::Window) -> Settings {
    window
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item("app").ok().flatten())
        .and_then(|text| ron::from_str(&text).ok())
        .unwrap_or_default()
}

/// The sentence, the board's place, the move input and what is said, in a
/// `<main>` that takes the canvas's place.
fn build_page(document: &Document, why: &str) -> Result<(), JsValue> {
    // The canvas's accessible field and mirror are the plain page's own here.
    for id in [
        "morris-canvas",
        "morris-loading",
        "morris-access-form",
        "morris-mirror",
    ] {
        if let Some(element) = document.get_element_by_id(id) {
            element.set_attribute("style", "display:none")?;
        }
    }
    let main = document.create_element("main")?;
    main.set_id(PLAIN);
    main.set_attribute(
        "style",
        "position:absolute;inset:0;overflow:auto;padding:8px;font:16px system-ui,sans-serif",
    )?;
    let sentence = t!("web-plain-why", why = why);
    let label = t!("web-plain-move");
    let play = t!("web-plain-play");
    main.set_inner_html(&format!(
        "<p>{}</p><div id=\"{BOARD}\" style=\"max-width:min(96vw,70vh)\"></div>\
         <form id=\"morris-plain-form\"><label>{} <input id=\"{MOVE}\" autocomplete=\"off\" size=\"10\"></label> \
         <button type=\"submit\">{}</button></form><p id=\"{SAID}\" role=\"status\"></p>",
        escape(&sentence),
        escape(&label),
        escape(&play)
    ));
    document.body().ok_or("no body")?.append_child(&main)?;
    let form = document
        .get_element_by_id("morris-plain-form")
        .ok_or("no form")?;
    let on_submit = Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
        event.prevent_default();
        GAME.with(|g| with_game(g, PlainGame::typed));
    });
    form.add_event_listener_with_callback("submit", on_submit.as_ref().unchecked_ref())?;
    // A click or a tap on a point plays there, as on the canvas's board.
    let board = document.get_element_by_id(BOARD).ok_or("no board")?;
    let on_click = Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
        let point = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("[data-point]").ok().flatten())
            .and_then(|e| e.get_attribute("data-point"));
        if let Some(name) = point {
            GAME.with(|g| {
                if let Ok(mut game) = g.try_borrow_mut()
                    && let Some(game) = game.as_mut()
                {
                    game.clicked(&name);
                }
            });
        }
    });
    board.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref())?;
    // The form and the board live as long as the page.
    on_submit.forget();
    on_click.forget();
    Ok(())
}

impl PlainGame {
    /// The turn typed in the input, played if legal, else why not.
    fn typed(&mut self) {
        let Some(input) = self
            .document
            .get_element_by_id(MOVE)
            .and_then(|e| e.dyn_into::<HtmlInputElement>().ok())
        else {
            return;
        };
        let text = input.value();
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        if !self.table.human_to_move() {
            self.said = t!("web-plain-wait");
            self.draw();
            return;
        }
        let rules = self.table.rules().clone();
        let pos = *self.table.game().position();
        match parse_move(&rules, &pos, text) {
            Ok(mv) => match self.table.play(mv) {
                Ok(()) => {
                    self.said.clear();
                    input.set_value("");
                }
                Err(e) => self.said = e.to_string(),
            },
            Err(e) => self.said = words::plain_move_error(&e).unwrap_or_else(|| e.to_string()),
        }
        self.after_turn();
    }

    /// A click on the point `name`: the table's own move entry, as the
    /// canvas's board uses (a piece chosen, then where it goes, then what it takes).
    fn clicked(&mut self, name: &str) {
        let Some(point) = self.table.rules().point_by_name(name) else {
            return;
        };
        if !self.table.human_to_move() {
            self.said = t!("web-plain-wait");
            self.draw();
            return;
        }
        self.table.click(point);
        self.said = self.table.complaint().unwrap_or_default().to_string();
        self.after_turn();
    }

    /// Asks the computer for its turn when it is to move; draws the game.
    fn after_turn(&mut self) {
        if self.table.ai_to_move() && self.thinking.busy_with().is_none() {
            let side = self.table.game().side_to_move();
            if let kind @ PlayerKind::Ai { .. } = self.table.player(side) {
                self.thinking.ask(Job::Play(kind), self.table.game());
            }
        }
        self.draw();
    }

    /// Plays the computer's turn once it has come.
    fn poll(&mut self) {
        if let Some(reply) = self.thinking.poll()
            && let Answer::Move(Some(mv)) = reply.answer
        {
            let _ = self.table.play(mv);
            self.after_turn();
        }
    }

    fn draw(&self) {
        if let Some(board) = self.document.get_element_by_id(BOARD) {
            board.set_inner_html(&svg_board(&self.table));
        }
        if let Some(said) = self.document.get_element_by_id(SAID) {
            said.set_text_content(Some(&self.said));
        }
        if let Some(live) = self.document.get_element_by_id(LIVE_TEXT) {
            live.set_text_content(Some(&self.live_text()));
        }
    }

    /// The game in a few words, as the usual page's live text says it.
    fn live_text(&self) -> String {
        let table = &self.table;
        let mut parts = vec![words::variant_name(table.rules())];
        parts.extend(table.last_move_said());
        parts.push(table.status());
        parts.join("\n")
    }
}

/// The board as SVG: its lines, its points (each named, for screen readers
/// and the eye), the pieces on it, and the pieces each side has in hand.
fn svg_board(table: &Table) -> String {
    let rules: &Rules = table.rules();
    let pos = table.game().position();
    let selected = match table.input() {
        morris_gui::Input::Selected(p) => Some(p),
        _ => None,
    };
    let coords: Vec<(i32, i32)> = rules.points().map(|p| rules.coords(p)).collect();
    let max_x = coords.iter().map(|c| c.0).max().unwrap_or(0);
    let max_y = coords.iter().map(|c| c.1).max().unwrap_or(0);
    let min_x = coords.iter().map(|c| c.0).min().unwrap_or(0);
    let min_y = coords.iter().map(|c| c.1).min().unwrap_or(0);
    let at = |p: morris_core::Point| {
        let (x, y) = rules.coords(p);
        (f64::from(x - min_x) + 1.0, f64::from(max_y - y) + 1.0)
    };
    let (width, height) = (
        f64::from(max_x - min_x) + 2.0,
        f64::from(max_y - min_y) + 2.0,
    );
    let mut svg = format!(
        "<svg viewBox=\"0 0 {width} {height}\" role=\"img\" aria-label=\"{}\" \
         style=\"width:100%;background:#e3bd84\">",
        escape(&words::variant_name(rules))
    );
    for line in rules.lines() {
        let points: Vec<String> = line
            .iter()
            .map(|&p| {
                let (x, y) = at(p);
                format!("{x},{y}")
            })
            .collect();
        let _ = write!(
            svg,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"#4a2f14\" stroke-width=\"0.05\"/>",
            points.join(" ")
        );
    }
    for p in rules.points() {
        let (x, y) = at(p);
        let name = escape(rules.point_name(p));
        let piece = [Color::White, Color::Black]
            .into_iter()
            .find(|&c| pos.pieces(c).contains(p));
        let (r, fill) = match piece {
            Some(Color::White) => (0.3, "#f4f0e6"),
            Some(Color::Black) => (0.3, "#222"),
            None => (0.08, "#4a2f14"),
        };
        let chosen = selected == Some(p);
        let (stroke, ring) = if chosen {
            ("#1a5fb4", 0.08)
        } else {
            ("#222", 0.03)
        };
        let who = piece.map_or_else(String::new, |c| format!(": {}", words::color(c)));
        // Each point in a group with a wide clear circle, so that a finger
        // finds it as easily as the canvas's points.
        let _ = write!(
            svg,
            "<g data-point=\"{name}\" style=\"cursor:pointer\"><circle cx=\"{x}\" cy=\"{y}\" r=\"0.45\" fill=\"transparent\"/>\
             <circle cx=\"{x}\" cy=\"{y}\" r=\"{r}\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{ring}\"><title>{name}{who}</title></circle>\
             <text x=\"{}\" y=\"{}\" font-size=\"0.28\" fill=\"#4a2f14\">{name}</text></g>",
            x + 0.12,
            y - 0.12
        );
    }
    svg.push_str("</svg>");
    for c in [Color::White, Color::Black] {
        let info = t!(
            "gui-hand-info",
            in_hand = pos.in_hand(c),
            lost = pos.captured(rules, c)
        );
        let _ = write!(
            svg,
            "<p>{}: {}</p>",
            escape(&words::color(c)),
            escape(&info.replace('\n', ", "))
        );
    }
    svg
}

/// Text put in HTML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
