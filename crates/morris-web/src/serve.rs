//! A small static file server for the built site, used by `cargo xtask serve`
//! and the browser tests. It serves only the files directly in its folder, by
//! plain name (no sub-folder, no `..`, nothing hidden), with the content types
//! a page with WebAssembly needs; every other request gets a 404.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The longest request line read.
const MAX_REQUEST_LINE: u64 = 4096;

/// Serves `dir` on `listener` until the process ends, one thread a connection.
pub fn serve(dir: PathBuf, listener: TcpListener) {
    serve_while_online(dir, listener, &AtomicBool::new(true));
}

/// Serves `dir`, but while `online` is false closes every connection
/// unanswered, as a page sees a network that is gone.
fn serve_while_online(dir: PathBuf, listener: TcpListener, online: &AtomicBool) {
    for stream in listener.incoming().flatten() {
        if !online.load(Ordering::Relaxed) {
            continue;
        }
        let dir = dir.clone();
        std::thread::spawn(move || {
            let _ = answer(&dir, stream);
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

/// Starts serving `dir` on a free port of localhost in the background.
pub fn spawn(dir: PathBuf) -> std::io::Result<Served> {
    let listener = TcpListener::bind("127.0.0.1:0")?;
    let addr = listener.local_addr()?;
    let online = Arc::new(AtomicBool::new(true));
    let flag = online.clone();
    std::thread::spawn(move || serve_while_online(dir, listener, &flag));
    Ok(Served { addr, online })
}

fn answer(dir: &Path, stream: TcpStream) -> std::io::Result<()> {
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
    let found = (method == "GET" || method == "HEAD")
        .then(|| file_for(dir, target))
        .flatten();
    let mut out = stream;
    match found {
        Some((bytes, kind)) => {
            write!(
                out,
                "HTTP/1.1 200 OK\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
                bytes.len()
            )?;
            if method == "GET" {
                out.write_all(&bytes)?;
            }
        }
        None => out.write_all(
            b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
        )?,
    }
    out.flush()
}

/// The bytes and content type of the file a request target names, if it is
/// a regular file directly in `dir`.
fn file_for(dir: &Path, target: &str) -> Option<(Vec<u8>, &'static str)> {
    let path = target.split(['?', '#']).next()?;
    let name = match path.strip_prefix('/')? {
        "" => "index.html",
        name => name,
    };
    let plain = name
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"._-".contains(&b));
    if !plain || name.starts_with('.') {
        return None;
    }
    let file = dir.join(name);
    if !std::fs::symlink_metadata(&file).ok()?.is_file() {
        return None;
    }
    Some((std::fs::read(file).ok()?, content_type(name)))
}

fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("webmanifest") => "application/manifest+json",
        Some("json") => "application/json",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_names_in_the_folder_are_served() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "<p>hi</p>").unwrap();
        std::fs::write(dir.path().join("a.wasm"), [0, 97, 115, 109]).unwrap();
        std::fs::write(dir.path().join(".hidden"), "secret").unwrap();
        std::fs::create_dir(dir.path().join("sub")).unwrap();
        let d = dir.path();
        assert_eq!(file_for(d, "/").unwrap().1, "text/html; charset=utf-8");
        assert_eq!(
            file_for(d, "/a.wasm?v=2").unwrap(),
            (vec![0, 97, 115, 109], "application/wasm")
        );
        for refused in [
            "/.hidden",
            "/../etc/passwd",
            "/sub",
            "/sub/x",
            "/missing.js",
            "a.wasm",
            "/%2e%2e",
        ] {
            assert!(file_for(d, refused).is_none(), "{refused}");
        }
    }

    #[test]
    fn a_request_over_the_network_gets_the_file() {
        use std::io::Read;
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "<p>hi</p>").unwrap();
        let site = spawn(dir.path().to_path_buf()).unwrap();
        let addr = site.addr;
        let mut stream = TcpStream::connect(addr).unwrap();
        stream
            .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            .unwrap();
        let mut reply = String::new();
        stream.read_to_string(&mut reply).unwrap();
        assert!(reply.starts_with("HTTP/1.1 200 OK"), "{reply}");
        assert!(reply.ends_with("<p>hi</p>"), "{reply}");
    }

    #[test]
    fn an_offline_site_closes_connections_unanswered() {
        use std::io::Read;
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "<p>hi</p>").unwrap();
        let site = spawn(dir.path().to_path_buf()).unwrap();
        let get = || {
            let mut stream = TcpStream::connect(site.addr).unwrap();
            stream.write_all(b"GET / HTTP/1.1\r\n\r\n").unwrap();
            let mut reply = String::new();
            let _ = stream.read_to_string(&mut reply);
            reply
        };
        site.set_online(false);
        assert_eq!(get(), "");
        site.set_online(true);
        assert!(get().starts_with("HTTP/1.1 200 OK"));
    }
}
