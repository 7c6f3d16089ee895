//! One WebSocket to the server, speaking the protocol's messages.

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::message::{Action, ClientMessage, ServerMessage};

/// What went wrong with the socket.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    #[error("cannot connect to {url}")]
    Connect {
        url: String,
        #[source]
        source: Box<tokio_tungstenite::tungstenite::Error>,
    },
    #[error("the connection failed")]
    Socket(#[from] Box<tokio_tungstenite::tungstenite::Error>),
    #[error("the server sent a message this client cannot read: {0}")]
    Unreadable(String),
}

/// An open connection to a server.
#[derive(Debug)]
pub struct Socket {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    next_id: u64,
}

impl Socket {
    /// Connects to `ws_url` (see [`crate::ws_url`]).
    pub async fn connect(ws_url: &str) -> Result<Socket, ClientError> {
        let (ws, _) = tokio_tungstenite::connect_async(ws_url)
            .await
            .map_err(|e| ClientError::Connect {
                url: ws_url.to_string(),
                source: Box::new(e),
            })?;
        Ok(Socket { ws, next_id: 1 })
    }

    /// Sends `action`; returns the id its answer will carry.
    pub async fn send(&mut self, action: Action) -> Result<u64, ClientError> {
        let id = self.next_id;
        self.next_id += 1;
        self.send_with_id(id, action).await?;
        Ok(id)
    }

    /// Sends `action` under an id the caller chose.
    pub async fn send_with_id(&mut self, id: u64, action: Action) -> Result<(), ClientError> {
        let text = serde_json::to_string(&ClientMessage::new(id, action))
            .map_err(|e| ClientError::Unreadable(e.to_string()))?;
        self.send_text(text).await
    }

    /// Sends any text, as it is (tests send what no client should).
    pub async fn send_text(&mut self, text: String) -> Result<(), ClientError> {
        self.ws
            .send(Message::text(text))
            .await
            .map_err(|e| ClientError::Socket(Box::new(e)))
    }

    /// The next message; `None` once the server closed the connection.
    pub async fn next(&mut self) -> Option<Result<ServerMessage, ClientError>> {
        loop {
            let msg = match self.ws.next().await? {
                Ok(msg) => msg,
                Err(e) => return Some(Err(ClientError::Socket(Box::new(e)))),
            };
            match msg {
                Message::Text(text) => {
                    return Some(
                        serde_json::from_str(text.as_str())
                            .map_err(|e| ClientError::Unreadable(e.to_string())),
                    );
                }
                Message::Close(_) => return None,
                // Pings are answered by tungstenite; binary frames are not the protocol's.
                _ => continue,
            }
        }
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}
