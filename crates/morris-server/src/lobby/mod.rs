//! The lobby: players' names, open challenges (seeks) and the pairing that
//! opens a room with both seats taken. A seek lives in the database, so a
//! player connected to one server process takes a seek made on another;
//! the seeker's connection hears of it from this process at once, from
//! another through PostgreSQL's notice, and in any case at its next
//! keep-alive.

mod gate;
mod names;

use std::collections::HashMap;
use std::sync::Mutex as StdMutex;
use std::time::Duration;

use morris_online::{LiveGameView, Pairing, Refusal, RefusalCode, SeekRequest, Side};
use tokio::sync::oneshot;

use crate::hold_back::HoldBack;
use crate::live_room::internal;
use crate::password::Passwords;
use crate::pool;
use crate::room_settings::{LobbySeats, RoomSettings, Seated};
use crate::secret;
use crate::store::{NewPairedRoom, SEEK_TAKEN, SeekRow, Store, StoreError, StoredSeek};

/// How often a seeker's connection says it is still there.
pub const SEEK_KEEP: Duration = Duration::from_secs(10);
/// A seek not kept for this long is gone (its server stopped).
pub const SEEK_ALIVE: Duration = Duration::from_secs(45);
/// Open seeks and pool entries from one address at a time, unless the
/// server is told otherwise (a club behind one router is several players).
pub const MAX_SEEKS_PER_ADDRESS: u64 = 8;

/// What a server lets players do: from one address, and after aborting
/// or leaving games.
#[derive(Clone, Copy, Debug)]
pub struct LobbyRules {
    /// Rated games between two connections from one address are refused
    /// unless this is set (a club behind one router, or a test).
    pub shared_address_rated: bool,
    /// Open seeks and pool entries from one address at a time.
    pub seeks_per_address: u64,
    pub hold_back: HoldBack,
    /// Password tries one address may make a minute.
    pub password_tries: u32,
}

/// What the lobby knows of a connection.
#[derive(Clone, Debug, Default)]
pub struct Caller {
    pub address: String,
    pub player: Option<Seated>,
}

/// This connection's open seek.
#[derive(Debug)]
pub struct OpenSeek {
    pub id: String,
    token: String,
    /// Sent the room's id when the seek is taken.
    pub taken: oneshot::Receiver<String>,
}

#[derive(Debug)]
pub struct Lobby {
    store: Store,
    rules: LobbyRules,
    passwords: Passwords,
    waiting: StdMutex<HashMap<String, oneshot::Sender<String>>>,
}

impl Lobby {
    pub fn new(store: Store, rules: LobbyRules) -> Lobby {
        Lobby {
            store,
            rules,
            passwords: Passwords::new(rules.password_tries),
            waiting: StdMutex::new(HashMap::new()),
        }
    }

    fn waiting(&self) -> std::sync::MutexGuard<'_, HashMap<String, oneshot::Sender<String>>> {
        self.waiting.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Opens a seek for `caller`, or with `pool` enters the quick-pairing
    /// pool (which pairs by variant, clock and kind: a clock is needed, and
    /// the colours are drawn).
    pub async fn seek(
        &self,
        caller: &Caller,
        request: &SeekRequest,
        pool: bool,
    ) -> Result<OpenSeek, Refusal> {
        if request.rated && caller.player.is_none() {
            return Err(Refusal::new(RefusalCode::NotNamed, ""));
        }
        if (request.rated || pool) && request.clock.is_none() {
            return Err(Refusal::new(RefusalCode::NeedsClock, ""));
        }
        if let Some(clock) = request.clock {
            clock
                .within_limits()
                .map_err(|e| Refusal::new(RefusalCode::BadClock, e.to_string()))?;
        }
        gate::range_problem(request.range, pool)?;
        if request.rated {
            self.check_not_held_back(caller).await?;
        }
        let now = crate::now_ms();
        let open = self
            .store
            .seeks_from(&caller.address, now - millis(SEEK_ALIVE))
            .await
            .map_err(internal)?;
        if open >= self.rules.seeks_per_address {
            return Err(Refusal::new(
                RefusalCode::TooManySeeks,
                format!("at most {}", self.rules.seeks_per_address),
            ));
        }
        let rules = crate::room_rules::room_rules(&request.variant, None)?;
        let compiled = crate::rules_cache::compiled(&rules, None)
            .map_err(|e| Refusal::new(RefusalCode::BadRules, e.to_string()))?;
        let variant_key = morris_online::variant_key(&compiled);
        let seek = StoredSeek {
            player: caller.player.clone(),
            rules,
            variant_key,
            variant_name: compiled.name().to_string(),
            clock: request.clock,
            rated: request.rated,
            side: if pool { None } else { request.side },
            range: request.range,
        };
        let id = secret::room_id().map_err(no_randomness)?;
        let token = secret::seat_token().map_err(no_randomness)?;
        let (tx, taken) = oneshot::channel();
        self.waiting().insert(id.clone(), tx);
        if let Err(e) = self
            .store
            .add_seek(
                &id,
                &caller.address,
                &secret::hash(&token),
                &seek,
                pool,
                now,
            )
            .await
        {
            self.waiting().remove(&id);
            return Err(internal(e));
        }
        Ok(OpenSeek { id, token, taken })
    }

    /// Withdraws a seek (its connection closed or asked).
    pub async fn cancel(&self, seek: &OpenSeek) {
        self.waiting().remove(&seek.id);
        if let Err(e) = self.store.remove_seek(&seek.id).await {
            crate::log_error(&e);
        }
    }

    /// Keeps `seek` open; the room it was taken into, if a notice was missed.
    pub async fn keep(&self, seek: &OpenSeek) -> Option<String> {
        match self.store.keep_seek(&seek.id, crate::now_ms()).await {
            Ok(room) => room,
            Err(e) => {
                crate::log_error(&e);
                None
            }
        }
    }

    /// What the seeker is told once `seek` was taken into `room`.
    pub async fn seeker_pairing(&self, seek: &OpenSeek, room: &str) -> Result<Pairing, Refusal> {
        self.waiting().remove(&seek.id);
        // The row has done its work.
        if let Err(e) = self.store.remove_seek(&seek.id).await {
            crate::log_error(&e);
        }
        let row = self
            .store
            .room(room)
            .await
            .map_err(internal)?
            .ok_or_else(|| Refusal::new(RefusalCode::UnknownRoom, ""))?;
        let settings: RoomSettings = serde_json::from_str(&row.settings).map_err(|e| {
            internal(StoreError::Corrupt {
                what: "room",
                why: e.to_string(),
            })
        })?;
        let seats = settings.lobby.unwrap_or_else(|| LobbySeats {
            creator: None,
            guest: None,
            rated: false,
            variant_key: String::new(),
            variant_name: String::new(),
        });
        // A pool entry may have been seated as the guest.
        let creator = secret::matches(&seek.token, &settings.creator_hash);
        let (side, opponent) = if creator {
            (settings.creator_plays, seats.guest)
        } else {
            (settings.creator_plays.opponent(), seats.creator)
        };
        Ok(Pairing {
            room: room.to_string(),
            seat_token: seek.token.clone(),
            side,
            opponent: opponent.map(|p| p.name),
            rated: seats.rated,
        })
    }

    /// Takes seek `id` for `caller`: the room is opened with both seats taken.
    pub async fn accept(&self, caller: &Caller, id: &str) -> Result<Pairing, Refusal> {
        let unknown = || Refusal::new(RefusalCode::UnknownSeek, "");
        let now = crate::now_ms();
        let row = self
            .store
            .seek(id)
            .await
            .map_err(internal)?
            .ok_or_else(unknown)?;
        // A pool entry is paired by the pool, never taken by a player.
        if row.pool || row.alive_ms < now - millis(SEEK_ALIVE) {
            return Err(unknown());
        }
        let seek = &row.seek;
        let same_player =
            matches!((&seek.player, &caller.player), (Some(a), Some(b)) if a.key == b.key);
        if same_player {
            return Err(Refusal::new(RefusalCode::OwnSeek, ""));
        }
        if seek.rated {
            if caller.player.is_none() {
                return Err(Refusal::new(RefusalCode::NotNamed, ""));
            }
            if !self.rules.shared_address_rated && row.address == caller.address {
                return Err(Refusal::new(RefusalCode::SameAddress, ""));
            }
            self.check_not_held_back(caller).await?;
        }
        self.check_in_range(caller, seek).await?;
        let token = secret::seat_token().map_err(no_randomness)?;
        let guest = Guest {
            player: caller.player.clone(),
            seat_hash: secret::hash(&token),
            taken: None,
        };
        let (room, seeker_side) = match self.open_room(&row, guest, now).await {
            Ok(opened) => opened,
            Err(OpenError::Taken) => return Err(unknown()),
            Err(OpenError::Refused(refusal)) => return Err(refusal),
        };
        Ok(Pairing {
            room,
            seat_token: token,
            side: seeker_side.opponent(),
            opponent: row.seek.player.clone().map(|p| p.name),
            rated: row.seek.rated,
        })
    }

    /// Opens the room of `seek` (its seeker in the creator's seat) with
    /// `guest` seated, taking the seek (and the guest's own pool entry) in
    /// the same write; tells the seekers connected here. The room's id and
    /// the seeker's colour.
    async fn open_room(
        &self,
        row: &SeekRow,
        guest: Guest,
        now: i64,
    ) -> Result<(String, Side), OpenError> {
        let seek = &row.seek;
        let room = secret::room_id().map_err(no_randomness)?;
        let watch = secret::link_code().map_err(no_randomness)?;
        let invite = secret::link_code().map_err(no_randomness)?;
        let seeker_side = match seek.side {
            Some(side) => side,
            None => random_side().map_err(no_randomness)?,
        };
        let (white, black) = match seeker_side {
            Side::White => (&seek.player, &guest.player),
            Side::Black => (&guest.player, &seek.player),
        };
        let live = LiveGameView {
            room: room.clone(),
            watch: watch.clone(),
            white: white.as_ref().map(|p| p.name.clone()),
            black: black.as_ref().map(|p| p.name.clone()),
            variant: seek.variant_key.clone(),
            variant_name: seek.variant_name.clone(),
            rated: seek.rated,
        };
        let settings = RoomSettings {
            rules: seek.rules.clone(),
            flying: None,
            clock: seek.clock,
            creator_plays: seeker_side,
            creator_hash: row.seat_hash.clone(),
            invite_hash: secret::hash(&invite),
            watch_code: watch,
            lobby: Some(LobbySeats {
                creator: seek.player.clone(),
                guest: guest.player.clone(),
                rated: seek.rated,
                variant_key: seek.variant_key.clone(),
                variant_name: seek.variant_name.clone(),
            }),
        };
        let text = serde_json::to_string(&settings)
            .map_err(|e| Refusal::new(RefusalCode::Internal, e.to_string()))?;
        let paired = NewPairedRoom {
            id: &room,
            settings: &text,
            guest_hash: &guest.seat_hash,
            live: &live,
        };
        let mut taken = vec![row.id.as_str()];
        taken.extend(guest.taken.as_deref());
        match self.store.pair(&taken, &paired, now).await {
            Ok(()) => {}
            Err(StoreError::Gone) => return Err(OpenError::Taken),
            Err(e) => return Err(internal(e).into()),
        }
        for id in taken {
            self.taken(id, &room);
        }
        Ok((room, seeker_side))
    }

    /// Pairs the players of the pool that may play each other now.
    pub async fn match_pool(&self) {
        let now = crate::now_ms();
        let entries = match self.store.pool_entries(now - millis(SEEK_ALIVE)).await {
            Ok(entries) => entries,
            Err(e) => return crate::log_error(&e),
        };
        for (a, b) in pool::pairs(&entries, now, self.rules.shared_address_rated) {
            let rows = (
                self.store.seek(&entries[a].id).await,
                self.store.seek(&entries[b].id).await,
            );
            // Gone meanwhile (taken by another process, or left): no pair.
            let (Ok(Some(first)), Ok(Some(second))) = rows else {
                continue;
            };
            let guest = Guest {
                player: second.seek.player.clone(),
                seat_hash: second.seat_hash.clone(),
                taken: Some(second.id.clone()),
            };
            match self.open_room(&first, guest, now).await {
                Ok(_) | Err(OpenError::Taken) => {}
                Err(OpenError::Refused(refusal)) => {
                    eprintln!("morris-server: a pool pairing failed: {refusal:?}");
                }
            }
        }
    }

    /// Seek `id` was taken into `room`: its connection here, if any, hears.
    fn taken(&self, id: &str, room: &str) {
        if let Some(tx) = self.waiting().remove(id) {
            let _ = tx.send(room.to_string());
        }
    }

    /// A change notice from PostgreSQL: true when it was the lobby's.
    pub fn noticed(&self, payload: &str) -> bool {
        let Some(rest) = payload.strip_prefix(SEEK_TAKEN) else {
            return false;
        };
        if let Some((id, room)) = rest.split_once(' ') {
            self.taken(id, room);
        }
        true
    }

    /// Deletes the seeks whose server stopped keeping them.
    pub async fn expire(&self) {
        let before = crate::now_ms() - millis(SEEK_ALIVE) * 2;
        if let Err(e) = self.store.expire_seeks(before).await {
            crate::log_error(&e);
        }
    }
}

/// Who takes the guest's seat of a room being opened.
struct Guest {
    player: Option<Seated>,
    seat_hash: String,
    /// The guest's own pool entry, taken in the same write.
    taken: Option<String>,
}

/// Why a room was not opened.
enum OpenError {
    /// A seek was taken first: nothing was written.
    Taken,
    Refused(Refusal),
}

impl From<Refusal> for OpenError {
    fn from(refusal: Refusal) -> OpenError {
        OpenError::Refused(refusal)
    }
}

fn millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

fn random_side() -> Result<Side, secret::NoRandomness> {
    Ok(if secret::random_bit()? {
        Side::White
    } else {
        Side::Black
    })
}

fn no_randomness(e: secret::NoRandomness) -> Refusal {
    crate::log_error(&e);
    Refusal::new(RefusalCode::Internal, "")
}
