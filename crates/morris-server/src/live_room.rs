//! A room held in memory while someone is connected to it: its state behind
//! one lock, so that its actions are decided one at a time, and a channel
//! that sends every change to every connection in the room.

use std::sync::{Arc, Mutex as StdMutex};

use morris_online::{Action, Refusal, RefusalCode, Role, ServerMessage, Side};
use tokio::sync::{Mutex, MutexGuard, broadcast};

use crate::room_event::RoomEvent;
use crate::room_state::RoomState;
use crate::store::{Store, StoreError};

/// Changes queued for a slow connection before it is sent the room anew.
const UPDATES_QUEUED: usize = 64;

#[derive(Debug)]
pub struct LiveRoom {
    pub id: String,
    state: Mutex<RoomState>,
    updates: broadcast::Sender<Arc<str>>,
    /// Connections of this process: `[creator, guest, spectators]`.
    connected: StdMutex<[usize; 3]>,
}

impl LiveRoom {
    pub fn new(id: String, state: RoomState) -> LiveRoom {
        LiveRoom {
            id,
            state: Mutex::new(state),
            updates: broadcast::channel(UPDATES_QUEUED).0,
            connected: StdMutex::new([0; 3]),
        }
    }

    pub async fn lock(&self) -> MutexGuard<'_, RoomState> {
        self.state.lock().await
    }

    pub fn try_lock(&self) -> Option<MutexGuard<'_, RoomState>> {
        self.state.try_lock().ok()
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Arc<str>> {
        self.updates.subscribe()
    }

    fn connected(&self) -> std::sync::MutexGuard<'_, [usize; 3]> {
        self.connected.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Counts a connection in or out; returns the connections left.
    pub fn count(&self, role: Role, delta: isize) -> usize {
        let mut c = self.connected();
        let slot = &mut c[slot(role)];
        *slot = slot.saturating_add_signed(delta);
        c.iter().sum()
    }

    /// Whether `[white, black]` have a connection here.
    pub fn present(&self, state: &RoomState) -> [bool; 2] {
        let c = self.connected();
        let creator = state.creator_side();
        let mut present = [false; 2];
        present[creator.index()] = c[0] > 0;
        present[creator.opponent().index()] = c[1] > 0;
        present
    }

    /// The room as a `state` message, now.
    pub fn state_message(&self, state: &RoomState) -> String {
        let view = state.view(crate::now_ms(), self.present(state));
        serde_json::to_string(&ServerMessage::State(view)).unwrap_or_default()
    }

    /// Sends the room as it is to every connection in it.
    pub fn broadcast(&self, state: &RoomState) {
        let _ = self.updates.send(Arc::from(self.state_message(state)));
    }

    /// Reads the events other processes wrote since `state` was last read,
    /// and sends the room on to the connections here if it changed.
    pub async fn refresh(&self, store: &Store, state: &mut RoomState) -> Result<(), StoreError> {
        let events = store.events_from(&self.id, state.seq()).await?;
        for event in &events {
            state.apply(event).map_err(|e| StoreError::Corrupt {
                what: "room",
                why: e.to_string(),
            })?;
        }
        if !events.is_empty() {
            self.broadcast(state);
        }
        Ok(())
    }

    /// Writes `events` after the room's last, then applies them: decided on
    /// a room another process had changed, they are refused with `Conflict`
    /// and the room is read again. A lobby game they finish is archived
    /// (and rated) in the same transaction: once, whichever process ends it.
    pub async fn commit(
        &self,
        store: &Store,
        state: &mut RoomState,
        events: &[RoomEvent],
    ) -> Result<(), StoreError> {
        let now = crate::now_ms();
        let mut after = state.clone();
        for (i, event) in events.iter().enumerate() {
            let stored = crate::room_event::StoredEvent {
                seq: after.seq(),
                at_ms: now,
                event: event.clone(),
            };
            after.apply(&stored).map_err(|e| StoreError::Corrupt {
                what: "room",
                why: format!("event {i} to write: {e}"),
            })?;
        }
        let finished = state.finished_by(&after, &self.id, now);
        store
            .append(&self.id, state.seq(), now, events, finished.as_ref())
            .await?;
        *state = after;
        self.broadcast(state);
        Ok(())
    }

    /// Ends the game of a side whose clock ran out; true if it did.
    pub async fn flag_if_due(
        &self,
        store: &Store,
        state: &mut RoomState,
    ) -> Result<bool, StoreError> {
        self.commit_if(store, state, |state| {
            let side = state.flag_due(crate::now_ms())?;
            Some(RoomEvent::TimeForfeit { side })
        })
        .await
    }

    /// Commits the event `due` finds in the room, decided again on the room
    /// as another process left it when it wrote first; true if one was written.
    pub async fn commit_if(
        &self,
        store: &Store,
        state: &mut RoomState,
        due: impl Fn(&RoomState) -> Option<RoomEvent>,
    ) -> Result<bool, StoreError> {
        loop {
            let Some(event) = due(state) else {
                return Ok(false);
            };
            match self.commit(store, state, &[event]).await {
                Ok(()) => return Ok(true),
                Err(StoreError::Conflict) => {
                    self.refresh(store, state).await?;
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// Whether this process has a connection playing `side` now.
    pub fn holds_side(&self, state: &RoomState, side: Side) -> bool {
        self.present(state)[side.index()]
    }

    /// Decides and commits `action` by `role`: written to the database
    /// before this returns, or refused with the room unchanged.
    pub async fn act(&self, store: &Store, role: Role, action: &Action) -> Result<(), Refusal> {
        let mut state = self.lock().await;
        loop {
            self.flag_if_due(store, &mut state)
                .await
                .map_err(internal)?;
            let events = state.decide(role, action)?;
            if events.is_empty() {
                return Ok(());
            }
            match self.commit(store, &mut state, &events).await {
                Ok(()) => return Ok(()),
                Err(StoreError::Conflict) => {
                    self.refresh(store, &mut state).await.map_err(internal)?;
                }
                Err(e) => return Err(internal(e)),
            }
        }
    }
}

fn slot(role: Role) -> usize {
    match role {
        Role::Creator => 0,
        Role::Guest => 1,
        Role::Spectator => 2,
    }
}

/// A database failure, as the client reads it; the cause is logged.
pub fn internal(err: StoreError) -> Refusal {
    crate::log_error(&err);
    Refusal::new(RefusalCode::Internal, "")
}
