//! The lobby's lists over HTTP (`/api/lobby`, `/api/leaderboard/VARIANT`),
//! asked on a thread of their own: the app polls each frame and never
//! waits; an answer to an older request than the last is dropped.

use std::sync::mpsc;

use morris_online::{LeaderRow, LobbyView, PlayerPage, VariantRating};

/// What the lobby shows from the server's lists.
#[derive(Clone, Debug, PartialEq)]
pub struct Lists {
    pub lobby: LobbyView,
    /// The leaderboard of `variant`.
    pub leaders: Vec<LeaderRow>,
    pub variant: String,
    /// The player's ratings, to tell the challenges whose range leaves them
    /// out (none: a newcomer, or no name).
    pub ratings: Vec<VariantRating>,
}

type Answer = (u64, Result<Lists, String>);

/// The lists asked of a server, one request at a time that counts.
#[derive(Debug)]
pub struct ListsFetch {
    asked: u64,
    waiting: bool,
    tx: mpsc::Sender<Answer>,
    rx: mpsc::Receiver<Answer>,
}

impl Default for ListsFetch {
    fn default() -> ListsFetch {
        let (tx, rx) = mpsc::channel();
        ListsFetch {
            asked: 0,
            waiting: false,
            tx,
            rx,
        }
    }
}

impl ListsFetch {
    /// Asks `server` for its lobby, `variant`'s leaderboard and the
    /// ratings of `player` (a name); `wake` is called when the answer is in.
    pub fn refresh(
        &mut self,
        server: &str,
        variant: &str,
        player: Option<&str>,
        wake: impl Fn() + Send + 'static,
    ) {
        self.asked += 1;
        self.waiting = true;
        let (id, tx) = (self.asked, self.tx.clone());
        let (server, variant) = (server.to_string(), variant.to_string());
        let player = player.map(str::to_string);
        let spawned = std::thread::Builder::new()
            .name("morris-lobby-lists".into())
            .spawn(move || {
                // The app may be gone: nobody to tell.
                let _ = tx.send((id, fetch(&server, &variant, player.as_deref())));
                wake();
            });
        if let Err(e) = spawned {
            let _ = self.tx.send((id, Err(e.to_string())));
        }
    }

    /// Is an answer still awaited?
    pub fn waiting(&self) -> bool {
        self.waiting
    }

    /// The answer to the last request, once it has come.
    pub fn poll(&mut self) -> Option<Result<Lists, String>> {
        let mut last = None;
        while let Ok((id, answer)) = self.rx.try_recv() {
            if id == self.asked {
                self.waiting = false;
                last = Some(answer);
            }
        }
        last
    }
}

fn fetch(server: &str, variant: &str, player: Option<&str>) -> Result<Lists, String> {
    let lobby = http::get_json(server, "/api/lobby")?;
    let leaders = http::get_json(server, &format!("/api/leaderboard/{}", escaped(variant)))?;
    // A name the server does not know yet is a newcomer's.
    let ratings = player
        .and_then(|name| {
            http::get_json::<PlayerPage>(server, &format!("/api/players/{}", escaped(name))).ok()
        })
        .map_or_else(Vec::new, |page| page.ratings);
    Ok(Lists {
        lobby,
        leaders,
        variant: variant.to_string(),
        ratings,
    })
}

/// A variant's id as it may stand in a URL's path.
fn escaped(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[cfg(not(target_arch = "wasm32"))]
mod http {
    use serde::de::DeserializeOwned;

    /// The JSON at `path` on `server` (`http://host:port`), or why not, in a few words.
    pub fn get_json<T: DeserializeOwned>(server: &str, path: &str) -> Result<T, String> {
        morris_online::client::get_json(server, path).map_err(|e| morris_online::error_chain(&e))
    }
}

/// A page asks its own lobby; this build has no HTTP client.
#[cfg(target_arch = "wasm32")]
mod http {
    pub fn get_json<T>(server: &str, _path: &str) -> Result<T, String> {
        Err(format!("{server}: no lists in this build"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_older_answer_is_dropped_and_a_server_that_is_not_there_is_said() {
        let mut fetch = ListsFetch::default();
        // Nothing listens on port 9 of this machine (discard, never served here).
        fetch.refresh("http://127.0.0.1:9", "nine-mens-morris", None, || {});
        fetch.refresh(
            "http://127.0.0.1:9",
            "three-mens-morris",
            Some("Ada"),
            || {},
        );
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        let answer = loop {
            if let Some(answer) = fetch.poll() {
                break answer;
            }
            assert!(std::time::Instant::now() < deadline);
            std::thread::sleep(std::time::Duration::from_millis(10));
        };
        let why = answer.unwrap_err();
        assert!(why.contains("127.0.0.1:9/api/lobby"), "{why}");
        assert!(!fetch.waiting());
        assert_eq!(escaped("fp-a b/c"), "fp-a%20b%2Fc");
    }
}
