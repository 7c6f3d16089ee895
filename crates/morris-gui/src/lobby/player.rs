//! The player's key: made once from the system's randomness and kept in the
//! settings; each server is sent its own key made from it and the server's
//! address (as the terminal's `morris lobby` does), so that no server can
//! pass for the player on another.

use crate::page::Page;
use crate::settings::LobbyPlayer;

/// `name` with the key of `before`, else `fresh` (a key made for a first
/// name): a new name keeps the computer's key. `None` with neither.
pub fn named(name: &str, before: Option<&LobbyPlayer>, fresh: Option<&str>) -> Option<LobbyPlayer> {
    let key = match before.filter(|p| !p.key.is_empty()) {
        Some(before) => before.key.clone(),
        None => fresh?.to_string(),
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

/// A new key: 32 bytes of the system's (or the browser's) cryptographic
/// randomness, in hexadecimal; `None` where there is none.
pub fn new_key(page: &mut Option<Box<dyn Page>>) -> Option<String> {
    let mut bytes = [0u8; 32];
    match page {
        Some(page) => page.random(&mut bytes).ok()?,
        #[cfg(not(target_arch = "wasm32"))]
        None => getrandom::fill(&mut bytes).ok()?,
        #[cfg(target_arch = "wasm32")]
        None => return None,
    }
    Some(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_server_gets_its_own_key_and_a_new_name_keeps_the_key() {
        let fresh = new_key(&mut None).unwrap();
        let first = named(" Ada ", None, Some(&fresh)).unwrap();
        assert_eq!(first.name, "Ada");
        assert_eq!(first.key.len(), 64);
        assert_eq!(named("Ada", None, None), None);
        let renamed = named("Ada_2", Some(&first), None).unwrap();
        assert_eq!(renamed.key, first.key);
        let a = key_for(&first, "http://a.example:7070");
        assert_eq!(a, key_for(&first, "http://a.example:7070/"));
        assert_ne!(a, key_for(&first, "http://b.example:7070"));
        assert_ne!(new_key(&mut None).unwrap(), first.key);
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
