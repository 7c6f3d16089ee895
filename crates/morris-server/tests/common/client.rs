//! A test's player or spectator: a real WebSocket client that remembers the
//! last view of the room it was sent.

use std::time::Duration;

use morris_online::client::Socket;
use morris_online::{
    Action, CreateRoom, OnlineGame, Refusal, RefusalCode, RoomView, Secret, ServerMessage, Side,
    VariantChoice, Welcome,
};

/// Long enough for a busy CI machine; a test that waits this long has failed.
pub const PATIENCE: Duration = Duration::from_secs(20);

pub struct Client {
    pub socket: Socket,
    pub welcome: Option<Welcome>,
    pub view: Option<RoomView>,
}

impl Client {
    pub async fn connect(ws: &str) -> Client {
        Client {
            socket: Socket::connect(ws).await.expect("connects"),
            welcome: None,
            view: None,
        }
    }

    /// A player back in their seat of `room` with its token, on a new connection.
    pub async fn back_to_seat(ws: &str, room: &str, token: String) -> Client {
        let mut client = Client::connect(ws).await;
        client
            .ask(Action::Join {
                room: room.to_string(),
                secret: Secret::Seat(token),
            })
            .await
            .expect("the seat token is taken");
        client
    }

    /// The next message, remembering welcomes and views.
    pub async fn next(&mut self) -> ServerMessage {
        let msg = tokio::time::timeout(PATIENCE, self.socket.next())
            .await
            .expect("the server answers in time")
            .expect("the connection is open")
            .expect("the message is readable");
        match &msg {
            ServerMessage::Welcome(w) => self.welcome = Some(w.clone()),
            ServerMessage::State(v) => self.view = Some(v.clone()),
            _ => {}
        }
        msg
    }

    /// Sends `action` and reads up to its answer.
    pub async fn ask(&mut self, action: Action) -> Result<(), Refusal> {
        let id = self.socket.send(action).await.expect("sent");
        self.answer(id).await
    }

    /// Reads up to the answer to message `id`.
    pub async fn answer(&mut self, id: u64) -> Result<(), Refusal> {
        loop {
            match self.next().await {
                ServerMessage::Ack { id: got } if got == id => return Ok(()),
                ServerMessage::Refused {
                    id: Some(got),
                    error,
                } if got == id => return Err(error),
                _ => {}
            }
        }
    }

    /// Reads up to a refusal of a message without an id.
    pub async fn anonymous_refusal(&mut self) -> RefusalCode {
        loop {
            if let ServerMessage::Refused { id: None, error } = self.next().await {
                return error.code;
            }
        }
    }

    /// Reads views until one satisfies `ready`.
    pub async fn wait_for(&mut self, ready: impl Fn(&RoomView) -> bool) -> RoomView {
        if let Some(view) = &self.view
            && ready(view)
        {
            return view.clone();
        }
        loop {
            if let ServerMessage::State(view) = self.next().await
                && ready(&view)
            {
                return view;
            }
        }
    }

    pub fn view(&self) -> &RoomView {
        self.view.as_ref().expect("a view of the room")
    }

    pub fn welcome(&self) -> &Welcome {
        self.welcome.as_ref().expect("welcomed")
    }

    pub fn side(&self) -> Side {
        self.view().side_of(self.welcome().role).expect("a player")
    }

    /// Plays `turn` as this player's side in the position it last saw.
    pub async fn play(&mut self, turn: &str) -> Result<(), Refusal> {
        let (side, ply) = (self.side(), self.view().moves.len() as u32);
        self.ask(Action::Play {
            side,
            ply,
            turn: turn.to_string(),
        })
        .await
    }

    pub async fn close(self) {
        self.socket.close().await;
    }
}

/// A room of `variant` opened on `ws`, and the guest seated from its invite.
pub struct Table {
    pub creator: Client,
    pub guest: Client,
    pub room: String,
    pub watch: String,
}

impl Table {
    pub async fn open(ws: &str, variant: &str) -> Table {
        Table::open_with(ws, create(variant)).await
    }

    pub async fn open_with(ws: &str, room: CreateRoom) -> Table {
        let mut creator = Client::connect(ws).await;
        creator
            .ask(Action::Create(room))
            .await
            .expect("room opened");
        let welcome = creator.welcome().clone();
        let mut guest = Client::connect(ws).await;
        guest
            .ask(Action::Join {
                room: welcome.room.clone(),
                secret: Secret::Invite(welcome.invite.clone().expect("an invite")),
            })
            .await
            .expect("guest seated");
        creator.wait_for(|v| v.started).await;
        Table {
            creator,
            guest,
            room: welcome.room.clone(),
            watch: welcome.watch.clone().expect("a spectator code"),
        }
    }

    /// The player of `side` in the current game.
    pub fn player(&mut self, side: Side) -> &mut Client {
        if self.creator.side() == side {
            &mut self.creator
        } else {
            &mut self.guest
        }
    }

    /// Plays `turns` in order, each by the side to move (core's answer, from
    /// the room's rules and turns: a mill may give the mover another turn),
    /// checking that the opponent is sent every turn.
    pub async fn play_all(&mut self, turns: &[&str]) {
        for turn in turns {
            let count = self.creator.view().moves.len();
            let mover = self.to_move();
            self.player(mover)
                .play(turn)
                .await
                .unwrap_or_else(|e| panic!("{turn}: {e:?}"));
            let seen = self
                .player(mover.opponent())
                .wait_for(|v| v.moves.len() > count)
                .await;
            assert_eq!(seen.moves.last().map(String::as_str), Some(*turn));
            self.player(mover).wait_for(|v| v.moves.len() > count).await;
        }
    }

    /// The side to move in the room as the creator last saw it.
    pub fn to_move(&self) -> Side {
        let welcome = self.creator.welcome().clone();
        let game = OnlineGame::new(welcome, self.creator.view().clone()).expect("a legal room");
        Side::from(game.game().side_to_move())
    }
}

pub fn create(variant: &str) -> CreateRoom {
    CreateRoom {
        variant: VariantChoice::Shipped {
            id: variant.to_string(),
        },
        flying: None,
        clock: None,
        creator_plays: None,
    }
}
