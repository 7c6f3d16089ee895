//! The rooms of this process: opened, entered and left, loaded from the
//! database when someone enters and dropped from memory when the last leaves.

use std::collections::HashMap;
use std::sync::{Arc, Mutex as StdMutex};
use std::time::Duration;

use morris_online::{CreateRoom, Refusal, RefusalCode, Role, Secret, Side, Welcome};
use tokio::sync::broadcast;

use crate::live_room::{LiveRoom, internal};
use crate::lobby::{Lobby, LobbyRules};
use crate::room_event::RoomEvent;
use crate::room_rules::room_rules;
use crate::room_settings::RoomSettings;
use crate::room_state::RoomState;
use crate::secret;
use crate::store::{Store, StoreError};

/// A connection's place in a room once it entered.
#[derive(Debug)]
pub struct Entered {
    pub room: Arc<LiveRoom>,
    pub role: Role,
    pub welcome: Welcome,
    /// The room as it stood when entered (a `state` message).
    pub state: String,
    pub updates: broadcast::Receiver<Arc<str>>,
}

#[derive(Debug)]
pub struct Hub {
    store: Store,
    pub lobby: Lobby,
    /// How long a lobby game waits for a player who left before it is lost.
    disconnect_grace: Duration,
    /// Each room in memory, with how many connections hold it.
    rooms: StdMutex<HashMap<String, (Arc<LiveRoom>, usize)>>,
}

impl Hub {
    pub fn new(store: Store, rules: LobbyRules, disconnect_grace: Duration) -> Hub {
        Hub {
            disconnect_grace,
            lobby: Lobby::new(store.clone(), rules),
            store,
            rooms: StdMutex::new(HashMap::new()),
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    fn rooms(&self) -> std::sync::MutexGuard<'_, HashMap<String, (Arc<LiveRoom>, usize)>> {
        self.rooms.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The rooms in memory now.
    pub fn live_rooms(&self) -> Vec<Arc<LiveRoom>> {
        self.rooms()
            .values()
            .map(|(room, _)| Arc::clone(room))
            .collect()
    }

    /// A room in memory, without holding it.
    pub fn live_room(&self, id: &str) -> Option<Arc<LiveRoom>> {
        self.rooms().get(id).map(|(room, _)| Arc::clone(room))
    }

    /// Reads a room from the database: its settings and every event.
    pub async fn load(&self, id: &str) -> Result<Option<RoomState>, StoreError> {
        let Some(row) = self.store.room(id).await? else {
            return Ok(None);
        };
        let corrupt = |why: String| StoreError::Corrupt { what: "room", why };
        let settings: RoomSettings =
            serde_json::from_str(&row.settings).map_err(|e| corrupt(e.to_string()))?;
        let mut state = RoomState::new(settings).map_err(|e| corrupt(e.to_string()))?;
        for event in self.store.events_from(id, 0).await? {
            state.apply(&event).map_err(|e| corrupt(e.to_string()))?;
        }
        Ok(Some(state))
    }

    /// Holds a room in memory (loading it if needed) until [`Hub::release`].
    async fn hold(&self, id: &str) -> Result<Option<Arc<LiveRoom>>, StoreError> {
        if let Some((room, holders)) = self.rooms().get_mut(id) {
            *holders += 1;
            return Ok(Some(Arc::clone(room)));
        }
        let Some(state) = self.load(id).await? else {
            return Ok(None);
        };
        let mut rooms = self.rooms();
        let (room, holders) = rooms
            .entry(id.to_string())
            .or_insert_with(|| (Arc::new(LiveRoom::new(id.to_string(), state)), 0));
        *holders += 1;
        Ok(Some(Arc::clone(room)))
    }

    /// Lets go of a room held by [`Hub::hold`]; the last to go drops it from memory.
    pub fn release(&self, room: &Arc<LiveRoom>) {
        let mut rooms = self.rooms();
        if let Some((held, holders)) = rooms.get_mut(&room.id)
            && Arc::ptr_eq(held, room)
        {
            *holders = holders.saturating_sub(1);
            if *holders == 0 {
                rooms.remove(&room.id);
            }
        }
    }

    /// Opens a room and seats its creator.
    pub async fn create(&self, create: &CreateRoom) -> Result<Entered, Refusal> {
        if let Some(clock) = create.clock {
            clock
                .within_limits()
                .map_err(|e| Refusal::new(RefusalCode::BadClock, e.to_string()))?;
        }
        let rules = room_rules(&create.variant, create.flying)?;
        let no_randomness = |e: secret::NoRandomness| {
            crate::log_error(&e);
            Refusal::new(RefusalCode::Internal, "")
        };
        let token = secret::seat_token().map_err(no_randomness)?;
        let invite = secret::link_code().map_err(no_randomness)?;
        let id = secret::room_id().map_err(no_randomness)?;
        let settings = RoomSettings {
            rules,
            flying: create.flying,
            clock: create.clock,
            creator_plays: create.creator_plays.unwrap_or(Side::White),
            creator_hash: secret::hash(&token),
            invite_hash: secret::hash(&invite),
            watch_code: secret::link_code().map_err(no_randomness)?,
            lobby: None,
        };
        let text = serde_json::to_string(&settings)
            .map_err(|e| Refusal::new(RefusalCode::Internal, e.to_string()))?;
        let state = RoomState::new(settings.clone())
            .map_err(|e| Refusal::new(RefusalCode::BadRules, e.to_string()))?;
        self.store
            .create_room(&id, crate::now_ms(), &text)
            .await
            .map_err(internal)?;
        let room = Arc::new(LiveRoom::new(id.clone(), state));
        self.rooms().insert(id.clone(), (Arc::clone(&room), 1));
        let mut welcome = welcome(&id, Role::Creator, &settings);
        welcome.seat_token = Some(token);
        welcome.invite = Some(invite);
        Ok(self.seat(room, Role::Creator, welcome).await)
    }

    /// Counts a connection into a room it may enter, and says so to the room.
    async fn seat(&self, room: Arc<LiveRoom>, role: Role, welcome: Welcome) -> Entered {
        let mut state = room.lock().await;
        room.count(role, 1);
        self.presence_changed(&room, &mut state, role).await;
        // Before this connection subscribes: it is sent the room below.
        room.broadcast(&state);
        let updates = room.subscribe();
        let message = room.state_message(&state);
        drop(state);
        Entered {
            room,
            role,
            welcome,
            state: message,
            updates,
        }
    }

    /// Enters a room with a seat token, the invite or the spectator code.
    pub async fn enter(&self, id: &str, secret: &Secret) -> Result<Entered, Refusal> {
        let Some(room) = self.hold(id).await.map_err(internal)? else {
            return Err(Refusal::new(RefusalCode::UnknownRoom, ""));
        };
        match self.admit(&room, secret).await {
            Ok((role, token)) => {
                let settings = room.lock().await.settings().clone();
                let mut welcome = welcome(id, role, &settings);
                welcome.seat_token = token;
                Ok(self.seat(room, role, welcome).await)
            }
            Err(refusal) => {
                self.release(&room);
                Err(refusal)
            }
        }
    }

    /// Who `secret` makes its holder, with a new seat token for a guest who
    /// takes the seat now.
    async fn admit(
        &self,
        room: &LiveRoom,
        secret: &Secret,
    ) -> Result<(Role, Option<String>), Refusal> {
        let wrong = || Refusal::new(RefusalCode::WrongSecret, "");
        let mut state = room.lock().await;
        room.refresh(&self.store, &mut state)
            .await
            .map_err(internal)?;
        room.flag_if_due(&self.store, &mut state)
            .await
            .map_err(internal)?;
        let settings = state.settings().clone();
        match secret {
            Secret::Seat(token) if secret::matches(token, &settings.creator_hash) => {
                Ok((Role::Creator, None))
            }
            Secret::Seat(token) => match state.guest_hash() {
                Some(hash) if secret::matches(token, hash) => Ok((Role::Guest, None)),
                _ => Err(wrong()),
            },
            Secret::Watch(code) if secret::matches(code, &secret::hash(&settings.watch_code)) => {
                Ok((Role::Spectator, None))
            }
            Secret::Watch(_) => Err(wrong()),
            Secret::Invite(code) if secret::matches(code, &settings.invite_hash) => loop {
                if state.guest_hash().is_some() {
                    return Err(Refusal::new(RefusalCode::InviteUsed, ""));
                }
                let token = secret::seat_token().map_err(|e| {
                    crate::log_error(&e);
                    Refusal::new(RefusalCode::Internal, "")
                })?;
                let joined = RoomEvent::GuestJoined {
                    token_hash: secret::hash(&token),
                };
                match room.commit(&self.store, &mut state, &[joined]).await {
                    Ok(()) => return Ok((Role::Guest, Some(token))),
                    Err(StoreError::Gone) => {
                        return Err(Refusal::new(RefusalCode::UnknownRoom, ""));
                    }
                    Err(StoreError::Conflict) => {
                        room.refresh(&self.store, &mut state)
                            .await
                            .map_err(internal)?;
                    }
                    Err(e) => return Err(internal(e)),
                }
            },
            Secret::Invite(_) => Err(wrong()),
        }
    }

    /// A connection left its room.
    pub async fn leave(&self, room: &Arc<LiveRoom>, role: Role) {
        {
            let mut state = room.lock().await;
            room.count(role, -1);
            self.presence_changed(room, &mut state, role).await;
            room.broadcast(&state);
        }
        self.release(room);
    }

    /// Another process changed a room (or took a seek made here): read it
    /// and tell the connections here.
    pub async fn changed_elsewhere(&self, id: &str) {
        if self.lobby.noticed(id) {
            return;
        }
        let Some(room) = self.live_room(id) else {
            return;
        };
        let mut state = room.lock().await;
        if let Err(e) = room.refresh(&self.store, &mut state).await {
            crate::log_error(&e);
        }
    }

    /// In a lobby game, a player's last connection here went or their
    /// first came: the room says so (its grace period counts from then).
    async fn presence_changed(&self, room: &LiveRoom, state: &mut RoomState, role: Role) {
        let Some(side) = state.side_of_role(role) else {
            return;
        };
        let written = room
            .commit_if(&self.store, state, |state| {
                state.presence_event(side, room.holds_side(state, side))
            })
            .await;
        if let Err(e) = written {
            crate::log_error(&e);
        }
    }

    /// Ends the games in memory whose clock ran out, and the lobby games a
    /// player left for longer than the grace period.
    pub async fn check_clocks(&self) {
        let now = crate::now_ms();
        let grace = u64::try_from(self.disconnect_grace.as_millis()).unwrap_or(u64::MAX);
        for room in self.live_rooms() {
            let Some(mut state) = room.try_lock() else {
                continue;
            };
            if state.flag_due(now).is_some()
                && let Err(e) = room.flag_if_due(&self.store, &mut state).await
            {
                crate::log_error(&e);
            }
            if state.abandon_due(now, grace).is_some() {
                let abandoned = room
                    .commit_if(&self.store, &mut state, |state| {
                        let side = state.abandon_due(crate::now_ms(), grace)?;
                        // Back meanwhile on this process: not abandoned.
                        (!room.holds_side(state, side)).then_some(RoomEvent::Abandoned { side })
                    })
                    .await;
                if let Err(e) = abandoned {
                    crate::log_error(&e);
                }
            }
        }
    }
}

fn welcome(room: &str, role: Role, settings: &RoomSettings) -> Welcome {
    Welcome {
        room: room.to_string(),
        role,
        seat_token: None,
        invite: None,
        watch: Some(settings.watch_code.clone()),
        rules: settings.rules.clone(),
        flying: settings.flying,
        clock: settings.clock,
    }
}
