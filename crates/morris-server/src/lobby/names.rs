//! Who a connection plays as: a `hello` takes a free name, comes back to
//! one with one of its keys, or with its password adds a new key to it; a
//! named connection may set the name's password.

use morris_online::{Hello, Refusal, RefusalCode};

use super::{Caller, Lobby};
use crate::live_room::internal;
use crate::password::{PasswordError, password_problem};
use crate::player_name::{key_is_sound, name_key, name_problem};
use crate::room_settings::Seated;
use crate::store::NameHolder;

impl Lobby {
    /// The player a `hello` from `caller` names: made if the name is free
    /// (with the password given, if any), refused if another key holds it
    /// unless the hello brings the name's password, which adds this key.
    pub async fn hello(&self, caller: &Caller, hello: &Hello) -> Result<Seated, Refusal> {
        if let Some(problem) = name_problem(&hello.name) {
            return Err(Refusal::new(RefusalCode::BadName, problem));
        }
        if !key_is_sound(&hello.key) {
            return Err(Refusal::new(
                RefusalCode::Malformed,
                "a player's key is 32 to 128 letters, digits, '_' or '-'",
            ));
        }
        if let Some(problem) = hello.password.as_deref().and_then(password_problem) {
            return Err(Refusal::new(RefusalCode::BadPassword, problem));
        }
        let key = name_key(&hello.name);
        let now = crate::now_ms();
        let holder = self
            .store
            .hello(&key, &hello.name, &hello.key, now)
            .await
            .map_err(internal)?;
        let name = match (holder, &hello.password) {
            (NameHolder::Made(name), Some(password)) => {
                self.store_password(caller, &key, password).await?;
                name
            }
            (NameHolder::Made(name) | NameHolder::Yours(name), _) => name,
            (NameHolder::Other { .. }, None) => {
                return Err(Refusal::new(RefusalCode::NameTaken, ""));
            }
            (
                NameHolder::Other {
                    name,
                    password_hash,
                },
                Some(password),
            ) => {
                self.take_password_try(caller)?;
                let verified = self
                    .passwords
                    .verify(password.clone(), password_hash)
                    .await
                    .map_err(hashing_failed)?;
                if !verified {
                    return Err(Refusal::new(RefusalCode::WrongPassword, ""));
                }
                self.store
                    .add_key(&key, &hello.key, now)
                    .await
                    .map_err(internal)?;
                name
            }
        };
        Ok(Seated { key, name })
    }

    /// Sets the password of the name `caller` plays under.
    pub async fn set_password(&self, caller: &Caller, password: &str) -> Result<(), Refusal> {
        let Some(player) = &caller.player else {
            return Err(Refusal::new(
                RefusalCode::NotNamed,
                "a password is a name's: say hello first",
            ));
        };
        if let Some(problem) = password_problem(password) {
            return Err(Refusal::new(RefusalCode::BadPassword, problem));
        }
        self.store_password(caller, &player.key, password).await
    }

    async fn store_password(
        &self,
        caller: &Caller,
        name_key: &str,
        password: &str,
    ) -> Result<(), Refusal> {
        self.take_password_try(caller)?;
        let phc = self
            .passwords
            .hash(password.to_string())
            .await
            .map_err(hashing_failed)?;
        self.store
            .set_password(name_key, &phc)
            .await
            .map_err(internal)
    }

    /// One of the few password tries `caller`'s address has a minute.
    fn take_password_try(&self, caller: &Caller) -> Result<(), Refusal> {
        self.passwords.take_try(&caller.address).map_err(|wait| {
            Refusal::new(
                RefusalCode::PasswordTries,
                format!("try again in {} s", wait.as_secs() + 1),
            )
        })
    }
}

fn hashing_failed(e: PasswordError) -> Refusal {
    crate::log_error(&e);
    Refusal::new(RefusalCode::Internal, "")
}
