//! The socket on a thread of its own, for a program that must never wait on
//! the network: an egui app polls [`Connection::try_recv`] each frame, the
//! terminal waits with [`Connection::recv_timeout`].

use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

use tokio::sync::mpsc as tokio_mpsc;

use super::socket::{ClientError, Socket};
use crate::message::{ClientMessage, ServerMessage};

/// What the connection's thread reports.
#[derive(Debug)]
pub enum Event {
    /// The socket is open; messages sent before it went out now.
    Connected,
    Message(ServerMessage),
    /// The connection ended: `None` when the server closed it, or why it failed.
    Closed(Option<ClientError>),
}

/// A connection to a server, run on its own thread.
#[derive(Debug)]
pub struct Connection {
    outgoing: Option<tokio_mpsc::UnboundedSender<ClientMessage>>,
    incoming: mpsc::Receiver<Event>,
    thread: Option<JoinHandle<()>>,
}

impl Connection {
    /// Starts connecting to `ws_url` at once, without waiting: the outcome
    /// comes as [`Event::Connected`] or [`Event::Closed`]. `wake` is called
    /// after each event (an egui app passes `ctx.request_repaint`).
    pub fn open(ws_url: &str, wake: impl Fn() + Send + 'static) -> Connection {
        let (out_tx, out_rx) = tokio_mpsc::unbounded_channel();
        let (in_tx, in_rx) = mpsc::channel();
        let url = ws_url.to_string();
        let thread = std::thread::Builder::new()
            .name("morris-online".into())
            .spawn(move || run(url, out_rx, in_tx, wake))
            .ok();
        Connection {
            outgoing: Some(out_tx),
            incoming: in_rx,
            thread,
        }
    }

    /// Queues `message` to be sent (its id, chosen by the caller, comes back in the answer).
    pub fn send(&self, message: ClientMessage) {
        if let Some(tx) = &self.outgoing {
            // A closed connection has said so with Event::Closed.
            let _ = tx.send(message);
        }
    }

    /// The next event if one has come, without waiting.
    pub fn try_recv(&self) -> Option<Event> {
        self.incoming.try_recv().ok()
    }

    /// The next event, waiting at most `timeout`.
    pub fn recv_timeout(&self, timeout: Duration) -> Option<Event> {
        self.incoming.recv_timeout(timeout).ok()
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        // Closing the channel ends the thread's loop, which closes the socket.
        self.outgoing = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn run(
    url: String,
    mut outgoing: tokio_mpsc::UnboundedReceiver<ClientMessage>,
    incoming: mpsc::Sender<Event>,
    wake: impl Fn(),
) {
    let report = |event: Event| {
        let _ = incoming.send(event);
        wake();
    };
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            report(Event::Closed(Some(ClientError::Unreadable(format!(
                "cannot start the network thread: {e}"
            )))));
            return;
        }
    };
    runtime.block_on(async {
        // Messages queued while connecting wait here; a front end that drops
        // the connection meanwhile (quit, or the next try) is not kept
        // waiting for an address that does not answer.
        let mut early = Vec::new();
        let connecting = Socket::connect(&url);
        tokio::pin!(connecting);
        let mut socket = loop {
            tokio::select! {
                connected = &mut connecting => match connected {
                    Ok(socket) => break socket,
                    Err(e) => return report(Event::Closed(Some(e))),
                },
                queued = outgoing.recv() => match queued {
                    Some(message) => early.push(message),
                    None => return,
                },
            }
        };
        report(Event::Connected);
        for message in early {
            if let Err(e) = socket.send_with_id(message.id, message.action).await {
                return report(Event::Closed(Some(e)));
            }
        }
        loop {
            tokio::select! {
                queued = outgoing.recv() => match queued {
                    Some(message) => {
                        if let Err(e) = socket.send_with_id(message.id, message.action).await {
                            return report(Event::Closed(Some(e)));
                        }
                    }
                    None => return socket.close().await,
                },
                received = socket.next() => match received {
                    Some(Ok(msg)) => report(Event::Message(msg)),
                    Some(Err(ClientError::Unreadable(why))) => {
                        report(Event::Closed(Some(ClientError::Unreadable(why))));
                        return socket.close().await;
                    }
                    Some(Err(e)) => return report(Event::Closed(Some(e))),
                    None => return report(Event::Closed(None)),
                },
            }
        }
    });
}
