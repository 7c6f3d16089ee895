//! The connection to a game server, as the app sees it: messages go out,
//! events come in, and nothing ever waits. The desktop runs the socket on a
//! thread of its own (morris-online's native client); a web page gives the
//! browser's WebSocket through [`crate::Page::connect`].

use morris_online::{ClientMessage, ServerMessage};

/// What a connection reports.
#[derive(Debug)]
pub enum NetEvent {
    /// The socket is open (messages sent before went out now).
    Connected,
    Message(ServerMessage),
    /// The connection ended: why, in a few words, when it failed.
    Closed(Option<String>),
}

/// One connection to a server's WebSocket.
pub trait Transport: std::fmt::Debug {
    /// Queues `message`, sent as soon as the socket is open.
    fn send(&mut self, message: ClientMessage);

    /// The next event, if one has come.
    fn try_recv(&mut self) -> Option<NetEvent>;
}

/// The desktop's connection: the native client on its own thread, waking the app on each event.
#[cfg(not(target_arch = "wasm32"))]
pub fn native(ws_url: &str, ctx: &egui::Context) -> Box<dyn Transport> {
    let ctx = ctx.clone();
    let connection = morris_online::client::Connection::open(ws_url, move || ctx.request_repaint());
    Box::new(Native(connection))
}

#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug)]
struct Native(morris_online::client::Connection);

#[cfg(not(target_arch = "wasm32"))]
impl Transport for Native {
    fn send(&mut self, message: ClientMessage) {
        self.0.send(message);
    }

    fn try_recv(&mut self) -> Option<NetEvent> {
        use morris_online::client::Event;
        Some(match self.0.try_recv()? {
            Event::Connected => NetEvent::Connected,
            Event::Message(msg) => NetEvent::Message(msg),
            Event::Closed(why) => NetEvent::Closed(why.map(|e| morris_online::error_chain(&e))),
        })
    }
}

/// Where no connection can be made (a browser build without its page): says so at once.
#[cfg(target_arch = "wasm32")]
#[derive(Debug, Default)]
pub struct Unreachable {
    told: bool,
}

#[cfg(target_arch = "wasm32")]
impl Transport for Unreachable {
    fn send(&mut self, _message: ClientMessage) {}

    fn try_recv(&mut self) -> Option<NetEvent> {
        (!std::mem::replace(&mut self.told, true))
            .then(|| NetEvent::Closed(Some("no network in this build".into())))
    }
}
