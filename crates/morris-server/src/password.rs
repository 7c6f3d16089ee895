//! Players' passwords: Argon2id (the `argon2` crate, its default
//! parameters) kept as PHC strings, hashed off the async runtime and a few
//! at a time, with a few tries a minute from one address so that a hash
//! cannot be guessed through the server.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use argon2::Argon2;
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use tokio::sync::Semaphore;

/// Password tries (setting one counts too) one address may make a minute.
pub const PASSWORD_TRIES: u32 = 5;
pub const MIN_PASSWORD: usize = 8;
pub const MAX_PASSWORD: usize = 128;
/// Hashes at once: each takes 19 MiB and a core while it runs.
const HASHING_AT_ONCE: usize = 2;
/// Addresses remembered before the ones with all their tries back are dropped.
const REMEMBERED: usize = 4096;

/// A hash that no password matches, verified when a name has no password,
/// so that the answer takes as long as for one that has.
const NO_PASSWORD: &str = "$argon2id$v=19$m=19456,t=2,p=1$bm8tcGFzc3dvcmQtc2FsdA$\
    AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

#[derive(Debug, thiserror::Error)]
pub enum PasswordError {
    #[error("cannot hash the password: {0}")]
    Hash(String),
    #[error("the hashing task stopped")]
    Stopped(#[from] tokio::task::JoinError),
}

/// Why `password` cannot be a player's, in words for the refusal's detail.
pub fn password_problem(password: &str) -> Option<String> {
    let count = password.chars().count();
    (!(MIN_PASSWORD..=MAX_PASSWORD).contains(&count)).then(|| {
        format!("a password has {MIN_PASSWORD} to {MAX_PASSWORD} characters; this one has {count}")
    })
}

/// The hashing of passwords, and the tries each address has left.
#[derive(Debug)]
pub struct Passwords {
    per_minute: u32,
    tries: Mutex<HashMap<String, Tries>>,
    hashing: Semaphore,
}

#[derive(Clone, Copy, Debug)]
struct Tries {
    left: f64,
    at: Instant,
}

impl Passwords {
    /// `per_minute` tries from one address, at most that many at once.
    pub fn new(per_minute: u32) -> Passwords {
        Passwords {
            per_minute,
            tries: Mutex::new(HashMap::new()),
            hashing: Semaphore::new(HASHING_AT_ONCE),
        }
    }

    /// Takes a try for `address`, or says how long until it has one.
    pub fn take_try(&self, address: &str) -> Result<(), Duration> {
        self.take_try_at(address, Instant::now())
    }

    fn take_try_at(&self, address: &str, now: Instant) -> Result<(), Duration> {
        let full = f64::from(self.per_minute);
        let per_second = full / 60.0;
        let mut tries = self.tries.lock().unwrap_or_else(|e| e.into_inner());
        if tries.len() > REMEMBERED {
            tries
                .retain(|_, t| t.left + now.duration_since(t.at).as_secs_f64() * per_second < full);
        }
        let entry = tries.entry(address.to_string()).or_insert(Tries {
            left: full,
            at: now,
        });
        entry.left =
            (entry.left + now.duration_since(entry.at).as_secs_f64() * per_second).min(full);
        entry.at = now;
        if entry.left >= 1.0 {
            entry.left -= 1.0;
            Ok(())
        } else if per_second > 0.0 {
            Err(Duration::from_secs_f64((1.0 - entry.left) / per_second))
        } else {
            Err(Duration::from_secs(60))
        }
    }

    /// The PHC string of `password`, with a new random salt.
    pub async fn hash(&self, password: String) -> Result<String, PasswordError> {
        let _turn = self.hashing.acquire().await;
        tokio::task::spawn_blocking(move || {
            let salt = SaltString::generate(&mut OsRng);
            Argon2::default()
                .hash_password(password.as_bytes(), &salt)
                .map(|hash| hash.to_string())
                .map_err(|e| PasswordError::Hash(e.to_string()))
        })
        .await?
    }

    /// Whether `password` is the one `stored` (a PHC string; `None`: the
    /// name has no password) was made from.
    pub async fn verify(
        &self,
        password: String,
        stored: Option<String>,
    ) -> Result<bool, PasswordError> {
        let _turn = self.hashing.acquire().await;
        let has_one = stored.is_some();
        let stored = stored.unwrap_or_else(|| NO_PASSWORD.to_string());
        let matches = tokio::task::spawn_blocking(move || {
            let hash =
                PasswordHash::new(&stored).map_err(|e| PasswordError::Hash(e.to_string()))?;
            Ok::<bool, PasswordError>(
                Argon2::default()
                    .verify_password(password.as_bytes(), &hash)
                    .is_ok(),
            )
        })
        .await??;
        Ok(has_one && matches)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_password_verifies_against_its_hash_and_no_other() {
        let passwords = Passwords::new(PASSWORD_TRIES);
        let hash = passwords.hash("correct horse".into()).await.unwrap();
        assert!(
            hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{hash}"
        );
        assert!(
            passwords
                .verify("correct horse".into(), Some(hash.clone()))
                .await
                .unwrap()
        );
        assert!(
            !passwords
                .verify("correct horsE".into(), Some(hash))
                .await
                .unwrap()
        );
        assert!(!passwords.verify("anything".into(), None).await.unwrap());
        assert!(PasswordHash::new(NO_PASSWORD).is_ok());
    }

    #[test]
    fn an_address_has_a_few_tries_a_minute() {
        let passwords = Passwords::new(5);
        let start = Instant::now();
        for _ in 0..5 {
            assert!(passwords.take_try_at("10.0.0.1", start).is_ok());
        }
        let wait = passwords.take_try_at("10.0.0.1", start).unwrap_err();
        assert_eq!(wait.as_secs(), 12);
        assert!(passwords.take_try_at("10.0.0.2", start).is_ok());
        assert!(
            passwords
                .take_try_at("10.0.0.1", start + Duration::from_secs(12))
                .is_ok()
        );
        assert!(
            passwords
                .take_try_at("10.0.0.1", start + Duration::from_secs(13))
                .is_err()
        );
    }

    #[test]
    fn a_password_has_a_length_in_characters() {
        assert!(
            password_problem("seven77")
                .unwrap()
                .contains("this one has 7")
        );
        assert_eq!(password_problem("ééééééééé"), None);
        assert!(password_problem(&"p".repeat(129)).is_some());
    }
}
