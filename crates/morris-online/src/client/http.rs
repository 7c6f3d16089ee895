//! The lobby's lists from a morris server over plain HTTP (`/api/...`):
//! read with a cap and a time limit, a refusal or a failure said with the
//! address asked.

use std::time::Duration;

use serde::de::DeserializeOwned;

/// The most a list may weigh (an archive file of 10,000 games is under this).
pub const MAX_ANSWER: u64 = 64 * 1024 * 1024;
/// How long a server has to answer a list.
const ANSWER_WITHIN: Duration = Duration::from_secs(20);

#[derive(Debug, thiserror::Error)]
pub enum HttpError {
    #[error("cannot read {url}")]
    Http {
        url: String,
        #[source]
        source: Box<ureq::Error>,
    },
    #[error("{url} answered {status}: {text}")]
    Status {
        url: String,
        status: u16,
        text: String,
    },
    #[error("{url} answered something this program does not read")]
    Unreadable {
        url: String,
        #[source]
        source: serde_json::Error,
    },
}

/// The text at `path` on `server` (`http://host:port`).
pub fn get_text(server: &str, path: &str) -> Result<String, HttpError> {
    let url = format!("{}{path}", server.trim_end_matches('/'));
    let http = |source| HttpError::Http {
        url: url.clone(),
        source: Box::new(source),
    };
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(ANSWER_WITHIN))
        .build()
        .into();
    let mut response = agent.get(&url).call().map_err(http)?;
    let status = response.status().as_u16();
    let text = response
        .body_mut()
        .with_config()
        .limit(MAX_ANSWER)
        .read_to_string()
        .map_err(http)?;
    if status != 200 {
        return Err(HttpError::Status {
            url,
            status,
            text: text.trim().chars().take(200).collect(),
        });
    }
    Ok(text)
}

/// The JSON at `path` on `server`.
pub fn get_json<T: DeserializeOwned>(server: &str, path: &str) -> Result<T, HttpError> {
    let text = get_text(server, path)?;
    serde_json::from_str(&text).map_err(|source| HttpError::Unreadable {
        url: format!("{}{path}", server.trim_end_matches('/')),
        source,
    })
}
