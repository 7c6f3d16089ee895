//! How a request for one of the site's files is answered, the same by every
//! server: in the encoding the client takes (brotli, then gzip, from the
//! files the build compressed beforehand; else as it is), with a validator
//! (`ETag`) and `304 Not Modified` when the client already has it, and for
//! how long a browser may keep it: a year for a name that carries its
//! content's hash (it never changes), revalidated every time for the rest.

use std::sync::Arc;

use crate::SiteFile;
use crate::encoding::Encoding;

/// The request's headers that change the answer.
#[derive(Clone, Copy, Debug, Default)]
pub struct Asked<'a> {
    pub accept_encoding: Option<&'a str>,
    pub if_none_match: Option<&'a str>,
}

/// The answer to send: its status, headers and body (none for a 304).
#[derive(Clone, Debug)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub body: Option<Arc<[u8]>>,
}

/// How long a content-hashed file may be kept without asking again.
const KEEP_HASHED: &str = "public, max-age=31536000, immutable";
/// Every other file is asked for again (the service worker keeps it offline).
const REVALIDATE: &str = "no-cache";

impl SiteFile {
    /// The answer to a request for this file.
    pub fn answer(&self, asked: Asked<'_>) -> Answer {
        let chosen = Encoding::ALL
            .into_iter()
            .find(|&e| self.encoded(e).is_some() && accepts(asked.accept_encoding, e.token()));
        let etag = match chosen {
            Some(e) => format!("\"{}-{}\"", self.hash, e.token()),
            None => format!("\"{}\"", self.hash),
        };
        let cache = if self.content_hashed {
            KEEP_HASHED
        } else {
            REVALIDATE
        };
        let mut headers = vec![
            ("Content-Type", self.content_type.to_string()),
            ("Cache-Control", cache.to_string()),
            ("ETag", etag.clone()),
        ];
        if self.has_encodings() {
            headers.push(("Vary", "Accept-Encoding".to_string()));
        }
        if matches(asked.if_none_match, &etag) {
            return Answer {
                status: 304,
                headers,
                body: None,
            };
        }
        if let Some(e) = chosen {
            headers.push(("Content-Encoding", e.token().to_string()));
        }
        let body = chosen
            .and_then(|e| self.encoded(e))
            .unwrap_or(&self.bytes)
            .clone();
        Answer {
            status: 200,
            headers,
            body: Some(body),
        }
    }
}

/// Does `Accept-Encoding` take `token` (named, or `*`, and not with `q=0`)?
fn accepts(accept_encoding: Option<&str>, token: &str) -> bool {
    accept_encoding.is_some_and(|header| {
        header.split(',').any(|item| {
            let mut parts = item.split(';').map(str::trim);
            let name = parts.next().unwrap_or("");
            let refused = parts.any(|p| {
                p.strip_prefix("q=")
                    .and_then(|q| q.parse::<f32>().ok())
                    .is_some_and(|q| q <= 0.0)
            });
            (name.eq_ignore_ascii_case(token) || name == "*") && !refused
        })
    })
}

/// Does `If-None-Match` name `etag` (or `*`)? A weak tag matches too.
fn matches(if_none_match: Option<&str>, etag: &str) -> bool {
    if_none_match.is_some_and(|header| {
        header.split(',').map(str::trim).any(|tag| {
            let tag = tag.strip_prefix("W/").unwrap_or(tag);
            tag == "*" || tag == etag
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(hashed: bool) -> SiteFile {
        SiteFile {
            content_type: "application/wasm",
            bytes: Arc::from(&b"plain plain plain"[..]),
            gzip: Some(Arc::from(&b"gz"[..])),
            brotli: Some(Arc::from(&b"br"[..])),
            hash: "00ff".into(),
            content_hashed: hashed,
        }
    }

    fn header<'a>(answer: &'a Answer, name: &str) -> Option<&'a str> {
        answer
            .headers
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    #[test]
    fn the_best_encoding_the_client_takes_is_sent() {
        let f = file(false);
        let asked = |accept| Asked {
            accept_encoding: accept,
            if_none_match: None,
        };
        let br = f.answer(asked(Some("gzip, deflate, br, zstd")));
        assert_eq!(br.body.as_deref(), Some(&b"br"[..]));
        assert_eq!(header(&br, "Content-Encoding"), Some("br"));
        assert_eq!(header(&br, "ETag"), Some("\"00ff-br\""));
        let gz = f.answer(asked(Some("gzip;q=1.0, br;q=0")));
        assert_eq!(header(&gz, "Content-Encoding"), Some("gzip"));
        let plain = f.answer(asked(None));
        assert_eq!(plain.body.as_deref(), Some(&b"plain plain plain"[..]));
        assert_eq!(header(&plain, "Content-Encoding"), None);
        assert_eq!(header(&plain, "Vary"), Some("Accept-Encoding"));
    }

    #[test]
    fn a_file_the_client_has_is_not_sent_again() {
        let f = file(false);
        let again = f.answer(Asked {
            accept_encoding: Some("br"),
            if_none_match: Some("\"1234\", W/\"00ff-br\""),
        });
        assert_eq!((again.status, again.body.is_none()), (304, true));
        // The tag of another encoding is another representation.
        let other = f.answer(Asked {
            accept_encoding: None,
            if_none_match: Some("\"00ff-br\""),
        });
        assert_eq!(other.status, 200);
    }

    #[test]
    fn only_a_content_hashed_name_is_kept_for_a_year() {
        let keep = |hashed| {
            let answer = file(hashed).answer(Asked::default());
            header(&answer, "Cache-Control").unwrap().to_string()
        };
        assert!(keep(true).contains("immutable"));
        assert_eq!(keep(false), "no-cache");
    }
}
