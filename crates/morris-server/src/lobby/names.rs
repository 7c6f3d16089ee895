//! Who a connection plays as: a `hello` takes a free name or comes back to
//! one with its key.

use morris_online::{Hello, Refusal, RefusalCode};

use super::Lobby;
use crate::live_room::internal;
use crate::player_name::{key_is_sound, name_key, name_problem};
use crate::room_settings::Seated;

impl Lobby {
    /// The player a `hello` names: made if the name is free, refused if
    /// another key holds it.
    pub async fn hello(&self, hello: &Hello) -> Result<Seated, Refusal> {
        if let Some(problem) = name_problem(&hello.name) {
            return Err(Refusal::new(RefusalCode::BadName, problem));
        }
        if !key_is_sound(&hello.key) {
            return Err(Refusal::new(
                RefusalCode::Malformed,
                "a player's key is 32 to 128 letters, digits, '_' or '-'",
            ));
        }
        let key = name_key(&hello.name);
        match self
            .store
            .hello(&key, &hello.name, &hello.key, crate::now_ms())
            .await
            .map_err(internal)?
        {
            Some(name) => Ok(Seated { key, name }),
            None => Err(Refusal::new(RefusalCode::NameTaken, "")),
        }
    }
}
