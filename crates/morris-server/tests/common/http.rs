//! Plain HTTP requests: a GET, enough to download a record, and a
//! WebSocket upgrade written by hand.

use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// The status and body of `GET path` on `server` (`http://host:port`).
pub async fn get(server: &str, path: &str) -> (u16, String) {
    let response = get_whole(server, path, "").await;
    let status = response[9..12].parse().unwrap();
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

/// The whole response, headers and body, to a GET of `path` with these
/// request `headers` (each line ending in `\r\n`).
pub async fn get_whole(server: &str, path: &str, headers: &str) -> String {
    let host = server.strip_prefix("http://").unwrap();
    let mut stream = tokio::net::TcpStream::connect(host).await.unwrap();
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {host}\r\n{headers}Connection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    response
}

/// The status of a WebSocket upgrade of the protocol's path on `server`
/// (`http://host:port`), asked with `key` as its `Sec-WebSocket-Key`.
pub async fn upgrade_status(server: &str, key: &str) -> u16 {
    let host = server.strip_prefix("http://").unwrap();
    let mut stream = tokio::net::TcpStream::connect(host).await.unwrap();
    let request = format!(
        "GET {} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: {key}\r\n\r\n",
        morris_online::WS_PATH
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    // Only the status line: an accepted upgrade leaves the connection open.
    let mut head = Vec::new();
    while !head.ends_with(b"\r\n") {
        let mut byte = [0];
        let read = stream.read(&mut byte).await.unwrap();
        assert_eq!(read, 1, "the server closed before its status line");
        head.push(byte[0]);
    }
    String::from_utf8_lossy(&head[9..12]).parse().unwrap()
}
