//! The links a room gives: an invite (`http://host:port/join/ROOM/CODE`), a
//! spectator link (`http://host:port/watch/ROOM/CODE`), and a player's own
//! link back to their seat (`http://host:port/seat/ROOM/TOKEN`, to keep to
//! oneself). The same links open the web page; `morris play --join LINK`
//! reads them with [`Link::parse`].

use crate::message::Secret;

/// Where a client finds the server's WebSocket, from the server's address.
pub const WS_PATH: &str = "/v1/ws";

/// A link read back: the server, the room and what the link lets in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// `http://host:port` (or `https://`), without a trailing `/`.
    pub server: String,
    pub room: String,
    pub secret: Secret,
}

/// Why a text is no room link.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    #[error("a link starts with http:// or https://")]
    Scheme,
    #[error("a link ends with /join/ROOM/CODE, /watch/ROOM/CODE or /seat/ROOM/TOKEN")]
    Shape,
}

impl Link {
    pub fn invite(server: &str, room: &str, code: &str) -> String {
        format!("{}/join/{room}/{code}", trim(server))
    }

    pub fn watch(server: &str, room: &str, code: &str) -> String {
        format!("{}/watch/{room}/{code}", trim(server))
    }

    pub fn seat(server: &str, room: &str, token: &str) -> String {
        format!("{}/seat/{room}/{token}", trim(server))
    }

    /// Where a room's game records are downloaded (`?game=N` picks one).
    pub fn record(server: &str, room: &str, watch_code: &str) -> String {
        format!("{}/record", Link::watch(server, room, watch_code))
    }

    /// Reads an invite or spectator link.
    ///
    /// ```
    /// use morris_online::{Link, Secret};
    /// let link = Link::parse("http://example.org:7070/join/ab12/cd34").unwrap();
    /// assert_eq!(link.server, "http://example.org:7070");
    /// assert_eq!(link.room, "ab12");
    /// assert_eq!(link.secret, Secret::Invite("cd34".into()));
    /// assert_eq!(morris_online::ws_url(&link.server).unwrap(), "ws://example.org:7070/v1/ws");
    /// ```
    pub fn parse(text: &str) -> Result<Link, LinkError> {
        let text = text.trim();
        let rest = text
            .strip_prefix("http://")
            .or_else(|| text.strip_prefix("https://"))
            .ok_or(LinkError::Scheme)?;
        let scheme_len = text.len() - rest.len();
        let parts: Vec<&str> = rest.trim_end_matches('/').split('/').collect();
        let [host @ .., kind, room, code] = parts.as_slice() else {
            return Err(LinkError::Shape);
        };
        let good = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric());
        if host.is_empty() || host[0].is_empty() || !good(room) || !good(code) {
            return Err(LinkError::Shape);
        }
        let secret = match *kind {
            "join" => Secret::Invite(code.to_string()),
            "watch" => Secret::Watch(code.to_string()),
            "seat" => Secret::Seat(code.to_string()),
            _ => return Err(LinkError::Shape),
        };
        Ok(Link {
            server: format!("{}{}", &text[..scheme_len], host.join("/")),
            room: room.to_string(),
            secret,
        })
    }
}

/// The WebSocket address of a server given as `http://host:port`
/// (or `ws://...`, or a bare `host:port`).
pub fn ws_url(server: &str) -> Result<String, LinkError> {
    let server = trim(server.trim());
    let (scheme, rest) = if let Some(rest) = server.strip_prefix("https://") {
        ("wss://", rest)
    } else if let Some(rest) = server.strip_prefix("http://") {
        ("ws://", rest)
    } else if let Some(rest) = server.strip_prefix("wss://") {
        ("wss://", rest)
    } else if let Some(rest) = server.strip_prefix("ws://") {
        ("ws://", rest)
    } else if !server.contains("://") && !server.is_empty() {
        ("ws://", server)
    } else {
        return Err(LinkError::Scheme);
    };
    let host = rest.strip_suffix(WS_PATH).unwrap_or(rest);
    Ok(format!("{scheme}{host}{WS_PATH}"))
}

/// The `http://` address of a server given as a WebSocket or plain address.
pub fn http_url(server: &str) -> Result<String, LinkError> {
    let ws = ws_url(server)?;
    let base = ws.strip_suffix(WS_PATH).unwrap_or(&ws);
    Ok(base
        .replacen("wss://", "https://", 1)
        .replacen("ws://", "http://", 1))
}

fn trim(server: &str) -> &str {
    server.trim_end_matches('/')
}

/// A name, id or option as it may stand in a URL's path or query.
///
/// ```
/// assert_eq!(morris_online::escaped("Ada b/é"), "Ada%20b%2F%C3%A9");
/// ```
pub fn escaped(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_round_trip() {
        let invite = Link::invite("https://m.example/", "r1", "c2");
        assert_eq!(invite, "https://m.example/join/r1/c2");
        let link = Link::parse(&invite).unwrap();
        assert_eq!(link.server, "https://m.example");
        assert_eq!(link.secret, Secret::Invite("c2".into()));
        let watch = Link::parse(&Link::watch("http://h:1", "r1", "w9")).unwrap();
        assert_eq!(watch.secret, Secret::Watch("w9".into()));
        assert_eq!(ws_url(&watch.server).unwrap(), "ws://h:1/v1/ws");
        let seat = Link::parse(&Link::seat("http://h:1", "r1", "t5")).unwrap();
        assert_eq!(seat.secret, Secret::Seat("t5".into()));
    }

    #[test]
    fn bad_links_say_why() {
        assert_eq!(Link::parse("ftp://h/join/a/b"), Err(LinkError::Scheme));
        assert_eq!(Link::parse("http://h/play/a/b"), Err(LinkError::Shape));
        assert_eq!(Link::parse("http://h/join/a"), Err(LinkError::Shape));
        assert_eq!(Link::parse("http://h/join/a/../b"), Err(LinkError::Shape));
        assert_eq!(Link::parse("http:///join/a/b"), Err(LinkError::Shape));
    }

    #[test]
    fn server_addresses_become_websocket_urls() {
        assert_eq!(
            ws_url("127.0.0.1:7070").unwrap(),
            "ws://127.0.0.1:7070/v1/ws"
        );
        assert_eq!(ws_url("ws://h:2/v1/ws").unwrap(), "ws://h:2/v1/ws");
        assert_eq!(http_url("wss://h").unwrap(), "https://h");
        assert!(ws_url("ftp://h").is_err());
    }
}
