//! The player's name and key on this computer: the file the lobby's
//! `hello` comes from. One random key, made once; each server is sent its
//! own key made from it and the server's address, so that no server can
//! pass for the player on another.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

/// Where the file is named in the environment (tests, a second profile).
pub const PLAYER_FILE_VAR: &str = "MORRIS_PLAYER_FILE";
/// The most the file may weigh: a name and a key.
const MAX_BYTES: u64 = 4096;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerFile {
    pub name: String,
    /// 64 hexadecimal digits from the system's randomness.
    pub key: String,
}

#[derive(Debug, thiserror::Error)]
pub enum PlayerFileError {
    #[error("no place for the player file: set {PLAYER_FILE_VAR}, XDG_CONFIG_HOME or HOME")]
    NoPlace,
    #[error("cannot read {path}")]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{path} is not a player file")]
    Corrupt {
        path: PathBuf,
        #[source]
        source: Box<ron::error::SpannedError>,
    },
    #[error("cannot write {path}")]
    Write {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("the operating system gave no randomness")]
    Random(#[source] getrandom::Error),
}

/// `$MORRIS_PLAYER_FILE`, else `$XDG_CONFIG_HOME/morris/player.ron` (an
/// absolute one: the XDG spec says to ignore a relative one), else
/// `~/.config/morris/player.ron`.
pub fn player_path() -> Option<PathBuf> {
    let set = |name| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    if let Some(path) = set(PLAYER_FILE_VAR) {
        return Some(path);
    }
    if let Some(dir) = set("XDG_CONFIG_HOME").filter(|d| d.is_absolute()) {
        return Some(dir.join("morris/player.ron"));
    }
    set("HOME").map(|home| home.join(".config/morris/player.ron"))
}

impl PlayerFile {
    /// The player of this computer, if a name was taken.
    pub fn load() -> Result<Option<PlayerFile>, PlayerFileError> {
        let path = player_path().ok_or(PlayerFileError::NoPlace)?;
        let text = match morris_core::safe_file::read_regular_text(&path, MAX_BYTES) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(source) => return Err(PlayerFileError::Read { path, source }),
        };
        ron::from_str(&text)
            .map(Some)
            .map_err(|source| PlayerFileError::Corrupt {
                path,
                source: Box::new(source),
            })
    }

    /// `name` with this computer's key (a new one if there is none yet).
    pub fn named(name: &str, before: Option<PlayerFile>) -> Result<PlayerFile, PlayerFileError> {
        let key = match before {
            Some(before) => before.key,
            None => {
                let mut bytes = [0u8; 32];
                getrandom::fill(&mut bytes).map_err(PlayerFileError::Random)?;
                hex::encode(bytes)
            }
        };
        Ok(PlayerFile {
            name: name.to_string(),
            key,
        })
    }

    /// Writes the file (atomically: a crash leaves the old one or the new).
    pub fn save(&self) -> Result<PathBuf, PlayerFileError> {
        let path = player_path().ok_or(PlayerFileError::NoPlace)?;
        let write = |source| PlayerFileError::Write {
            path: path.clone(),
            source,
        };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(write)?;
        }
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(|e| write(std::io::Error::other(e)))?;
        morris_core::safe_file::write_atomic(&path, text.as_bytes()).map_err(write)?;
        Ok(path)
    }

    /// The key `server` is sent: this key's hash with the server's address.
    pub fn key_for(&self, server: &str) -> String {
        morris_online::server_key(&self.key, server)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_server_gets_its_own_key_and_a_name_keeps_the_key() {
        let first = PlayerFile::named("Ada", None).unwrap();
        assert_eq!(first.key.len(), 64);
        let renamed = PlayerFile::named("Ada_2", Some(first.clone())).unwrap();
        assert_eq!(renamed.key, first.key);
        let a = first.key_for("http://a.example:7070");
        assert_eq!(a, first.key_for("http://a.example:7070/"));
        assert_ne!(a, first.key_for("http://b.example:7070"));
        assert_ne!(a, first.key);
        assert_ne!(PlayerFile::named("Ada", None).unwrap().key, first.key);
    }
}
