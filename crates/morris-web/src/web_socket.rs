//! The connection to a game server in a page: the browser's WebSocket,
//! with the messages queued until it opens and the events kept until the
//! app's next frame takes them.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use morris_gui::{NetEvent, Transport};
use morris_online::{ClientMessage, ServerMessage};
use wasm_bindgen::prelude::*;
use web_sys::{CloseEvent, MessageEvent, WebSocket};

/// What the socket's callbacks share with the transport.
#[derive(Default)]
struct Shared {
    events: VecDeque<NetEvent>,
    /// Messages sent before the socket opened.
    waiting: Vec<String>,
    open: bool,
}

/// What one of the socket's callbacks does with the shared state.
type OnSocketEvent = Box<dyn Fn(&mut Shared, &WebSocket, JsValue)>;

pub struct WebSocketTransport {
    socket: Option<WebSocket>,
    shared: Rc<RefCell<Shared>>,
    /// Kept alive as long as the socket may call them.
    _callbacks: Vec<Closure<dyn FnMut(JsValue)>>,
}

impl std::fmt::Debug for WebSocketTransport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WebSocketTransport").finish_non_exhaustive()
    }
}

impl WebSocketTransport {
    /// Starts connecting to `url`; `wake` is called after each event.
    pub fn open(url: &str, wake: Rc<dyn Fn()>) -> WebSocketTransport {
        let shared: Rc<RefCell<Shared>> = Rc::default();
        let socket = match WebSocket::new(url) {
            Ok(socket) => socket,
            Err(e) => {
                let why = format!("cannot connect to {url}: {}", js_text(&e));
                shared
                    .borrow_mut()
                    .events
                    .push_back(NetEvent::Closed(Some(why)));
                wake();
                return WebSocketTransport {
                    socket: None,
                    shared,
                    _callbacks: Vec::new(),
                };
            }
        };
        let callback = |f: OnSocketEvent| {
            let (shared, wake, socket) = (Rc::clone(&shared), Rc::clone(&wake), socket.clone());
            Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
                f(&mut shared.borrow_mut(), &socket, event);
                wake();
            })
        };
        let on_open = callback(Box::new(|shared, socket, _| {
            shared.open = true;
            for text in shared.waiting.drain(..) {
                let _ = socket.send_with_str(&text);
            }
            shared.events.push_back(NetEvent::Connected);
        }));
        let on_message = callback(Box::new(|shared, socket, event| {
            let text = event
                .dyn_into::<MessageEvent>()
                .ok()
                .and_then(|e| e.data().as_string());
            // Only text frames are the protocol's.
            let Some(text) = text else { return };
            match serde_json::from_str::<ServerMessage>(&text) {
                Ok(msg) => shared.events.push_back(NetEvent::Message(msg)),
                Err(e) => {
                    let why = format!("the server sent a message this page cannot read: {e}");
                    shared.events.push_back(NetEvent::Closed(Some(why)));
                    let _ = socket.close();
                }
            }
        }));
        let url_text = url.to_string();
        let on_close = callback(Box::new(move |shared, _, event| {
            let why = match event.dyn_into::<CloseEvent>() {
                // The socket never opened: the server is not there.
                _ if !shared.open => Some(format!("cannot connect to {url_text}")),
                Ok(close) if !close.reason().is_empty() => Some(close.reason()),
                _ => None,
            };
            shared.open = false;
            shared.events.push_back(NetEvent::Closed(why));
        }));
        socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        WebSocketTransport {
            socket: Some(socket),
            shared,
            _callbacks: vec![on_open, on_message, on_close],
        }
    }
}

impl Transport for WebSocketTransport {
    fn send(&mut self, message: ClientMessage) {
        let Ok(text) = serde_json::to_string(&message) else {
            return;
        };
        let mut shared = self.shared.borrow_mut();
        match &self.socket {
            Some(socket) if shared.open => {
                let _ = socket.send_with_str(&text);
            }
            _ => shared.waiting.push(text),
        }
    }

    fn try_recv(&mut self) -> Option<NetEvent> {
        self.shared.borrow_mut().events.pop_front()
    }
}

impl Drop for WebSocketTransport {
    fn drop(&mut self) {
        if let Some(socket) = self.socket.take() {
            socket.set_onopen(None);
            socket.set_onmessage(None);
            socket.set_onclose(None);
            let _ = socket.close();
        }
    }
}

fn js_text(value: &JsValue) -> String {
    value.as_string().unwrap_or_else(|| format!("{value:?}"))
}
