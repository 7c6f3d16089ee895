//! The lobby on the game's WebSocket: say who plays (`hello`), open a
//! challenge and wait until it is taken, or take one. What comes back is the
//! pairing: the room and the seat to enter, as a seat link does.

use morris_i18n::{online as words, t};
use morris_online::{Action, ClientMessage, Hello, Pairing, SeekRequest, ServerMessage};

use crate::online::transport::{NetEvent, Transport};

/// Where the lobby's connection stands, as the window shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// Nothing asked.
    Idle,
    /// A challenge sent, not yet open (`None`) or open under its id.
    Seeking(Option<String>),
    /// In the quick-pairing pool (asked, or entered).
    InPool,
    /// A challenge taken, the server not yet answered.
    Taking,
}

/// One connection to a server's lobby.
#[derive(Debug)]
pub struct LobbyConnection {
    transport: Box<dyn Transport>,
    next_id: u64,
    /// The `hello` sent and not yet answered.
    hello: Option<u64>,
    /// The seek or take sent (its id).
    asked: Option<u64>,
    /// The `set_password` sent and not yet answered.
    password_asked: Option<u64>,
    /// The server took the password set.
    password_set: bool,
    waiting: Waiting,
    paired: Option<Pairing>,
    /// The server's last refusal, in words.
    refusal: Option<String>,
    /// Why the connection ended, in words.
    closed: Option<String>,
}

impl LobbyConnection {
    pub fn new(transport: Box<dyn Transport>) -> LobbyConnection {
        LobbyConnection {
            transport,
            next_id: 1,
            hello: None,
            asked: None,
            password_asked: None,
            password_set: false,
            waiting: Waiting::Idle,
            paired: None,
            refusal: None,
            closed: None,
        }
    }

    fn send(&mut self, action: Action) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        self.transport.send(ClientMessage::new(id, action));
        self.refusal = None;
        id
    }

    /// Plays as `name` from now on (its `key` is this server's own); with
    /// the name's `password`, from a computer the name was not taken on.
    pub fn hello(&mut self, name: &str, key: String, password: Option<String>) {
        let id = self.send(Action::Hello(Hello {
            name: name.to_string(),
            key,
            password,
        }));
        self.hello = Some(id);
    }

    /// Sets the password of the name this connection plays under.
    pub fn set_password(&mut self, password: String) {
        self.password_set = false;
        self.password_asked = Some(self.send(Action::SetPassword { password }));
    }

    /// Opens a challenge.
    pub fn seek(&mut self, request: SeekRequest) {
        self.asked = Some(self.send(Action::Seek(request)));
        self.waiting = Waiting::Seeking(None);
    }

    /// Enters the quick-pairing pool of the request's variant and clock.
    pub fn quick(&mut self, request: SeekRequest) {
        self.asked = Some(self.send(Action::Quick(request)));
        self.waiting = Waiting::InPool;
    }

    /// Withdraws the open challenge, or leaves the pool.
    pub fn cancel(&mut self) {
        self.send(Action::CancelSeek);
        self.asked = None;
        self.waiting = Waiting::Idle;
    }

    /// Takes the challenge `seek`.
    pub fn take(&mut self, seek: &str) {
        let seek = seek.to_string();
        self.asked = Some(self.send(Action::AcceptSeek { seek }));
        self.waiting = Waiting::Taking;
    }

    /// Takes what the server sent. Returns the name the server took, when a `hello` was answered.
    pub fn poll(&mut self) -> Option<String> {
        let mut named = None;
        while let Some(event) = self.transport.try_recv() {
            match event {
                NetEvent::Connected => {}
                NetEvent::Closed(why) => {
                    self.closed = Some(why.unwrap_or_else(|| t!("online-closed")));
                    self.waiting = Waiting::Idle;
                }
                NetEvent::Message(message) => {
                    if let Some(name) = self.message(message) {
                        named = Some(name);
                    }
                }
            }
        }
        named
    }

    fn message(&mut self, message: ServerMessage) -> Option<String> {
        match message {
            ServerMessage::Player { name } => {
                self.hello = None;
                return Some(name);
            }
            ServerMessage::Seeking { .. } if self.waiting == Waiting::InPool => {}
            ServerMessage::Seeking { seek } => self.waiting = Waiting::Seeking(Some(seek)),
            ServerMessage::Ack { id } if self.password_asked == Some(id) => {
                self.password_asked = None;
                self.password_set = true;
                self.refusal = None;
            }
            ServerMessage::Paired(pairing) => {
                self.waiting = Waiting::Idle;
                self.paired = Some(pairing);
            }
            ServerMessage::Refused { id, error } => {
                let said = words::refusal(&error);
                if self.hello.is_some() && self.hello == id {
                    self.hello = None;
                } else if self.password_asked.is_some() && self.password_asked == id {
                    self.password_asked = None;
                } else if id.is_none() || id == self.asked {
                    self.asked = None;
                    self.waiting = Waiting::Idle;
                }
                self.refusal = Some(t!("online-refused", why = said));
            }
            _ => {}
        }
        None
    }

    /// The pairing, once a challenge was taken (taken out: the room is entered once).
    pub fn take_pairing(&mut self) -> Option<Pairing> {
        self.paired.take()
    }

    pub fn waiting(&self) -> &Waiting {
        &self.waiting
    }

    /// Is a `hello` on its way?
    pub fn naming(&self) -> bool {
        self.hello.is_some()
    }

    /// Did the server take the password last set?
    pub fn password_set(&self) -> bool {
        self.password_set
    }

    pub fn refusal(&self) -> Option<&str> {
        self.refusal.as_deref()
    }

    /// Why the connection ended, if it did.
    pub fn closed(&self) -> Option<&str> {
        self.closed.as_deref()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;

    use morris_online::{Refusal, RefusalCode, VariantChoice};

    use super::*;

    /// A connection whose server says what the test put in `inbox`.
    #[derive(Debug, Default)]
    struct Scripted {
        inbox: VecDeque<NetEvent>,
        sent: Vec<ClientMessage>,
    }

    impl Transport for Scripted {
        fn send(&mut self, message: ClientMessage) {
            self.sent.push(message);
        }

        fn try_recv(&mut self) -> Option<NetEvent> {
            self.inbox.pop_front()
        }
    }

    fn connection(inbox: Vec<ServerMessage>) -> LobbyConnection {
        let inbox = inbox.into_iter().map(NetEvent::Message).collect();
        LobbyConnection::new(Box::new(Scripted {
            inbox,
            sent: Vec::new(),
        }))
    }

    fn seek() -> SeekRequest {
        SeekRequest {
            variant: VariantChoice::Shipped {
                id: "nine-mens-morris".into(),
            },
            clock: None,
            rated: false,
            side: None,
            range: None,
        }
    }

    #[test]
    fn a_name_refused_leaves_the_seek_waiting_and_a_pairing_is_taken_once() {
        let pairing = Pairing {
            room: "r1".into(),
            seat_token: "t1".into(),
            side: morris_online::Side::Black,
            opponent: Some("Ada".into()),
            rated: false,
        };
        let mut lobby = connection(vec![
            ServerMessage::Refused {
                id: Some(1),
                error: Refusal::new(RefusalCode::NameTaken, ""),
            },
            ServerMessage::Seeking { seek: "s7".into() },
        ]);
        lobby.hello("Ada", "k".repeat(64), None);
        lobby.seek(seek());
        assert!(lobby.naming());
        assert_eq!(lobby.poll(), None);
        assert!(!lobby.naming());
        assert!(lobby.refusal().is_some_and(|r| r.contains("refused")));
        assert_eq!(lobby.waiting(), &Waiting::Seeking(Some("s7".into())));
        lobby.cancel();
        assert_eq!(lobby.waiting(), &Waiting::Idle);

        let mut taker = connection(vec![
            ServerMessage::Player { name: "Bob".into() },
            ServerMessage::Paired(pairing.clone()),
        ]);
        taker.hello("bob", "k".repeat(64), None);
        taker.take("s7");
        assert_eq!(taker.waiting(), &Waiting::Taking);
        assert_eq!(taker.poll().as_deref(), Some("Bob"));
        assert_eq!(taker.waiting(), &Waiting::Idle);
        assert_eq!(taker.take_pairing(), Some(pairing));
        assert_eq!(taker.take_pairing(), None);
    }

    #[test]
    fn a_refused_take_ends_the_wait_and_a_closed_connection_says_why() {
        let mut lobby = connection(vec![ServerMessage::Refused {
            id: Some(1),
            error: Refusal::new(RefusalCode::UnknownSeek, ""),
        }]);
        lobby.take("gone");
        lobby.poll();
        assert_eq!(lobby.waiting(), &Waiting::Idle);
        assert!(lobby.refusal().is_some());

        let mut closed = LobbyConnection::new(Box::new(Scripted {
            inbox: VecDeque::from([NetEvent::Closed(Some("reset".into()))]),
            sent: Vec::new(),
        }));
        closed.seek(seek());
        closed.poll();
        assert_eq!(closed.closed(), Some("reset"));
        assert_eq!(closed.waiting(), &Waiting::Idle);
    }

    #[test]
    fn a_password_is_sent_with_hello_or_set_and_its_answer_said() {
        let mut lobby = connection(vec![
            ServerMessage::Player { name: "Ada".into() },
            ServerMessage::Refused {
                id: Some(2),
                error: Refusal::new(RefusalCode::BadPassword, ""),
            },
            ServerMessage::Ack { id: 3 },
        ]);
        lobby.hello("ada", "k".repeat(64), Some("old secret".into()));
        lobby.set_password("short".into());
        lobby.set_password("a longer secret".into());
        assert!(!lobby.password_set());
        assert_eq!(lobby.poll().as_deref(), Some("Ada"));
        assert!(lobby.password_set());
        assert!(
            lobby.refusal().is_none(),
            "the later ack clears the refusal"
        );
    }
}
