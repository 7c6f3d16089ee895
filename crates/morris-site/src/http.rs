//! A small HTTP server for a [`Site`] on std's sockets, for `cargo xtask
//! serve` and the browser tests: GET and HEAD of the site's files answered
//! as [`SiteFile::answer`](crate::SiteFile::answer) says, 404 for everything
//! else, one thread a connection; it counts the bytes it sends.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use crate::{Asked, Site};

/// The longest request line or header line read.
const MAX_REQUEST_LINE: u64 = 4096;

/// Serves `site` on `listener` until the process ends.
pub fn serve(site: Site, listener: TcpListener) {
    serve_while_online(Arc::new(site), listener, &Arc::default());
}

/// Whether the site is online, and what it has sent.
#[derive(Debug)]
struct Counts {
    online: AtomicBool,
    bytes_sent: AtomicU64,
}

impl Default for Counts {
    fn default() -> Counts {
        Counts {
            online: AtomicBool::new(true),
            bytes_sent: AtomicU64::new(0),
        }
    }
}

/// Serves `site`, but while offline closes every connection unanswered, as
/// a page sees a network that is gone.
fn serve_while_online(site: Arc<Site>, listener: TcpListener, counts: &Arc<Counts>) {
    for stream in listener.incoming().flatten() {
        if !counts.online.load(Ordering::Relaxed) {
            continue;
        }
        let (site, counts) = (site.clone(), counts.clone());
        std::thread::spawn(move || {
            if let Ok(sent) = answer(&site, stream) {
                counts.bytes_sent.fetch_add(sent, Ordering::Relaxed);
            }
        });
    }
}

/// A site served in the background on a free port of localhost.
#[derive(Debug)]
pub struct Served {
    pub addr: SocketAddr,
    counts: Arc<Counts>,
}

impl Served {
    /// Takes the site off the network or puts it back.
    pub fn set_online(&self, online: bool) {
        self.counts.online.store(online, Ordering::Relaxed);
    }

    /// The bytes sent so far (headers and bodies), for tests that measure a visit.
    pub fn bytes_sent(&self) -> u64 {
        self.counts.bytes_sent.load(Ordering::Relaxed)
    }
}

/// Starts serving `site` on a free port of localhost in the background.
pub fn spawn(site: Site) -> std::io::Result<Served> {
    let listener = TcpListener::bind("127.0.0.1:0")?;
    let addr = listener.local_addr()?;
    let counts = Arc::new(Counts::default());
    let served = counts.clone();
    std::thread::spawn(move || serve_while_online(Arc::new(site), listener, &served));
    Ok(Served { addr, counts })
}

/// Answers one request; the bytes sent.
fn answer(site: &Site, stream: TcpStream) -> std::io::Result<u64> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut line = String::new();
    (&mut reader).take(MAX_REQUEST_LINE).read_line(&mut line)?;
    let (mut accept_encoding, mut if_none_match) = (None, None);
    let mut header = String::new();
    while (&mut reader)
        .take(MAX_REQUEST_LINE)
        .read_line(&mut header)?
        > 2
    {
        if let Some((name, value)) = header.split_once(':') {
            let value = Some(value.trim().to_string());
            match name.trim().to_ascii_lowercase().as_str() {
                "accept-encoding" => accept_encoding = value,
                "if-none-match" => if_none_match = value,
                _ => {}
            }
        }
        header.clear();
    }
    let mut parts = line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
    let name = target
        .split(['?', '#'])
        .next()
        .and_then(|path| path.strip_prefix('/'));
    let found = (method == "GET" || method == "HEAD")
        .then(|| name.and_then(|name| site.file(name)))
        .flatten();
    let asked = Asked {
        accept_encoding: accept_encoding.as_deref(),
        if_none_match: if_none_match.as_deref(),
    };
    let mut out = stream;
    let Some(answer) = found.map(|file| file.answer(asked)) else {
        let not_found = b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
        out.write_all(not_found)?;
        out.flush()?;
        return Ok(not_found.len() as u64);
    };
    let reason = if answer.status == 304 {
        "Not Modified"
    } else {
        "OK"
    };
    let body = answer.body.as_deref().unwrap_or_default();
    let mut head = format!("HTTP/1.1 {} {reason}\r\n", answer.status);
    for (name, value) in &answer.headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str(&format!(
        "Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    ));
    out.write_all(head.as_bytes())?;
    let mut sent = head.len();
    if method == "GET" {
        out.write_all(body)?;
        sent += body.len();
    }
    out.flush()?;
    Ok(sent as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn served(files: &[(&str, &[u8])]) -> (tempfile::TempDir, Served) {
        let dir = tempfile::tempdir().unwrap();
        for (name, bytes) in files {
            std::fs::write(dir.path().join(name), bytes).unwrap();
        }
        let site = spawn(Site::load(dir.path()).unwrap()).unwrap();
        (dir, site)
    }

    fn request(site: &Served, request: &str) -> Vec<u8> {
        let mut stream = TcpStream::connect(site.addr).unwrap();
        stream.write_all(request.as_bytes()).unwrap();
        let mut reply = Vec::new();
        let _ = stream.read_to_end(&mut reply);
        reply
    }

    #[test]
    fn a_request_over_the_network_gets_the_file_with_its_type() {
        let (_dir, site) = served(&[("index.html", b"<p>hi</p>"), ("a.wasm", b"\0asm")]);
        let page = String::from_utf8(request(&site, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")).unwrap();
        assert!(page.starts_with("HTTP/1.1 200 OK"), "{page}");
        assert!(page.contains("Content-Type: text/html"), "{page}");
        assert!(page.ends_with("<p>hi</p>"), "{page}");
        let wasm = request(&site, "GET /a.wasm?v=2 HTTP/1.1\r\n\r\n");
        assert!(wasm.ends_with(b"\r\n\r\n\0asm"));
        assert!(String::from_utf8_lossy(&wasm).contains("application/wasm"));
        let head = String::from_utf8(request(&site, "HEAD / HTTP/1.1\r\n\r\n")).unwrap();
        assert!(head.starts_with("HTTP/1.1 200 OK") && head.ends_with("\r\n\r\n"));
    }

    #[test]
    fn anything_but_a_file_of_the_site_is_not_found() {
        let (_dir, site) = served(&[("index.html", b"<p>hi</p>")]);
        for target in [
            "/../etc/passwd",
            "/missing.js",
            "index.html",
            "/%2e%2e",
            "/%20link",
        ] {
            let reply =
                String::from_utf8(request(&site, &format!("GET {target} HTTP/1.1\r\n\r\n")))
                    .unwrap();
            assert!(reply.starts_with("HTTP/1.1 404"), "{target}: {reply}");
        }
        let post = String::from_utf8(request(&site, "POST / HTTP/1.1\r\n\r\n")).unwrap();
        assert!(post.starts_with("HTTP/1.1 404"), "{post}");
    }

    #[test]
    fn a_compressed_form_is_sent_to_a_client_that_takes_it_and_a_304_to_one_that_has_it() {
        let (_dir, site) = served(&[("index.html", b"<p>hi</p>"), ("index.html.gz", b"GZ")]);
        let gz = String::from_utf8(request(
            &site,
            "GET / HTTP/1.1\r\nAccept-Encoding: gzip, br\r\n\r\n",
        ))
        .unwrap();
        assert!(gz.contains("Content-Encoding: gzip\r\n"), "{gz}");
        assert!(gz.ends_with("\r\n\r\nGZ"), "{gz}");
        let etag = gz
            .lines()
            .find_map(|l| l.strip_prefix("ETag: "))
            .unwrap()
            .to_string();
        // A reply is counted once written: it may be read before that.
        let settled = || {
            std::thread::sleep(std::time::Duration::from_millis(50));
            site.bytes_sent()
        };
        let before = settled();
        let again = String::from_utf8(request(
            &site,
            &format!("GET / HTTP/1.1\r\naccept-encoding: gzip\r\nIf-None-Match: {etag}\r\n\r\n"),
        ))
        .unwrap();
        assert!(again.starts_with("HTTP/1.1 304 Not Modified"), "{again}");
        assert!(again.ends_with("\r\n\r\n"), "{again}");
        assert_eq!(settled() - before, again.len() as u64);
    }

    #[test]
    fn an_offline_site_closes_connections_unanswered() {
        let (_dir, site) = served(&[("index.html", b"<p>hi</p>")]);
        site.set_online(false);
        assert!(request(&site, "GET / HTTP/1.1\r\n\r\n").is_empty());
        site.set_online(true);
        assert!(request(&site, "GET / HTTP/1.1\r\n\r\n").starts_with(b"HTTP/1.1 200 OK"));
    }
}
