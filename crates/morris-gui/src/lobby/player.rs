//! The player's key: made once from the system's randomness and kept in the
//! settings; each server is sent its own key made from it and the server's
//! address (as the terminal's `morris lobby` does), so that no server can
//! pass for the player on another.

use crate::settings::LobbyPlayer;

/// `name` with the key of `before` (a new one if there is none): a new
/// name keeps the computer's key. `None` where there is no randomness.
pub fn named(name: &str, before: Option<&LobbyPlayer>) -> Option<LobbyPlayer> {
    let key = match before.filter(|p| !p.key.is_empty()) {
        Some(before) => before.key.clone(),
        None => new_key()?,
    };
    Some(LobbyPlayer {
        name: name.trim().to_string(),
        key,
    })
}

/// The key `server` is sent: `sha256(key + "\n" + server)`, in hexadecimal.
pub fn key_for(player: &LobbyPlayer, server: &str) -> String {
    morris_online::server_key(&player.key, server)
}

#[cfg(not(target_arch = "wasm32"))]
fn new_key() -> Option<String> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).ok()?;
    Some(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// A page has no randomness of its own here yet: it plays without a name.
#[cfg(target_arch = "wasm32")]
fn new_key() -> Option<String> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_server_gets_its_own_key_and_a_new_name_keeps_the_key() {
        let first = named(" Ada ", None).unwrap();
        assert_eq!(first.name, "Ada");
        assert_eq!(first.key.len(), 64);
        let renamed = named("Ada_2", Some(&first)).unwrap();
        assert_eq!(renamed.key, first.key);
        let a = key_for(&first, "http://a.example:7070");
        assert_eq!(a, key_for(&first, "http://a.example:7070/"));
        assert_ne!(a, key_for(&first, "http://b.example:7070"));
        assert_ne!(named("Ada", None).unwrap().key, first.key);
    }

    #[test]
    fn the_key_is_the_terminals_hash() {
        let player = LobbyPlayer {
            name: "Ada".into(),
            key: "k".into(),
        };
        // `printf 'k\nhttp://h:1' | sha256sum`
        let expected = "c2ee6a3a4cf9523345ba87b670d7b0161625ad527981d2a89a916b15c24831ca";
        assert_eq!(key_for(&player, "http://h:1/"), expected);
    }
}
