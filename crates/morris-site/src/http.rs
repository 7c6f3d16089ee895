//! A small HTTP server for a [`Site`] on std's sockets, for `cargo xtask
//! serve` and the browser tests: GET and HEAD of the site's files, 404 for
//! everything else, one thread a connection.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::Site;

/// The longest request line or header line read.
const MAX_REQUEST_LINE: u64 = 4096;

/// Serves `site` on `listener` until the process ends.
pub fn serve(site: Site, listener: TcpListener) {
    serve_while_online(Arc::new(site), listener, &AtomicBool::new(true));
}

/// Serves `site`, but while `online` is false closes every connection
/// unanswered, as a page sees a network that is gone.
fn serve_while_online(site: Arc<Site>, listener: TcpListener, online: &AtomicBool) {
    for stream in listener.incoming().flatten() {
        if !online.load(Ordering::Relaxed) {
            continue;
        }
        let site = site.clone();
        std::thread::spawn(move || {
            let _ = answer(&site, stream);
        });
    }
}

/// A site served in the background on a free port of localhost.
#[derive(Debug)]
pub struct Served {
    pub addr: SocketAddr,
    online: Arc<AtomicBool>,
}

impl Served {
    /// Takes the site off the network or puts it back.
    pub fn set_online(&self, online: bool) {
        self.online.store(online, Ordering::Relaxed);
    }
}

/// Starts serving `site` on a free port of localhost in the background.
pub fn spawn(site: Site) -> std::io::Result<Served> {
    let listener = TcpListener::bind("127.0.0.1:0")?;
    let addr = listener.local_addr()?;
    let online = Arc::new(AtomicBool::new(true));
    let flag = online.clone();
    std::thread::spawn(move || serve_while_online(Arc::new(site), listener, &flag));
    Ok(Served { addr, online })
}

fn answer(site: &Site, stream: TcpStream) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut line = String::new();
    (&mut reader).take(MAX_REQUEST_LINE).read_line(&mut line)?;
    // The headers are not needed; read them so that the client is not cut off.
    let mut header = String::new();
    while (&mut reader)
        .take(MAX_REQUEST_LINE)
        .read_line(&mut header)?
        > 2
    {
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
    let mut out = stream;
    match found {
        Some(file) => {
            write!(
                out,
                "HTTP/1.1 200 OK\r\nContent-Type: {}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
                file.content_type,
                file.bytes.len()
            )?;
            if method == "GET" {
                out.write_all(&file.bytes)?;
            }
        }
        None => out.write_all(
            b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
        )?,
    }
    out.flush()
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
    fn an_offline_site_closes_connections_unanswered() {
        let (_dir, site) = served(&[("index.html", b"<p>hi</p>")]);
        site.set_online(false);
        assert!(request(&site, "GET / HTTP/1.1\r\n\r\n").is_empty());
        site.set_online(true);
        assert!(request(&site, "GET / HTTP/1.1\r\n\r\n").starts_with(b"HTTP/1.1 200 OK"));
    }
}
