//! A plain HTTP GET, enough to download a record.

use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// The status and body of `GET path` on `server` (`http://host:port`).
pub async fn get(server: &str, path: &str) -> (u16, String) {
    let host = server.strip_prefix("http://").unwrap();
    let mut stream = tokio::net::TcpStream::connect(host).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    let status = response[9..12].parse().unwrap();
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}
