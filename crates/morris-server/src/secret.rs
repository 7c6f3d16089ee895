//! Room ids, seat tokens and link codes: random, from the operating system;
//! tokens and invite codes are stored only as their SHA-256.

use sha2::{Digest, Sha256};

/// Bytes of randomness in a seat token (256 bits).
const TOKEN_BYTES: usize = 32;
/// In an invite or spectator code (128 bits).
const CODE_BYTES: usize = 16;
/// In a room id: it names the room, the code in a link is what lets one in.
const ROOM_BYTES: usize = 8;

#[derive(Debug, thiserror::Error)]
#[error("the operating system gave no randomness: {0}")]
pub struct NoRandomness(String);

fn random_hex(bytes: usize) -> Result<String, NoRandomness> {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).map_err(|e| NoRandomness(e.to_string()))?;
    Ok(hex::encode(buf))
}

pub fn seat_token() -> Result<String, NoRandomness> {
    random_hex(TOKEN_BYTES)
}

pub fn link_code() -> Result<String, NoRandomness> {
    random_hex(CODE_BYTES)
}

/// A fair coin: the colours of a seek that left them to chance.
pub fn random_bit() -> Result<bool, NoRandomness> {
    let mut byte = [0u8; 1];
    getrandom::fill(&mut byte).map_err(|e| NoRandomness(e.to_string()))?;
    Ok(byte[0] & 1 == 1)
}

pub fn room_id() -> Result<String, NoRandomness> {
    random_hex(ROOM_BYTES)
}

/// What is stored of a secret.
pub fn hash(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}

/// Whether `secret` is the one whose hash is `stored`, comparing every byte
/// so that the time taken says nothing about how much of it matched.
pub fn matches(secret: &str, stored: &str) -> bool {
    let given = hash(secret);
    given.len() == stored.len()
        && given
            .bytes()
            .zip(stored.bytes())
            .fold(0u8, |diff, (a, b)| diff | (a ^ b))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_distinct_and_checked_by_hash() {
        let a = seat_token().unwrap();
        let b = seat_token().unwrap();
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
        let stored = hash(&a);
        assert_ne!(stored, a);
        assert!(matches(&a, &stored));
        assert!(!matches(&b, &stored));
        assert!(!matches("", &stored));
    }
}
