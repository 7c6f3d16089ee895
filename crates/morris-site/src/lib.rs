//! The web site as every morris program serves it: the game server at a
//! room's link (through its own HTTP stack), `cargo xtask serve` and the
//! browser tests (through [`http`], a small server on std's sockets). Which
//! files exist, under which names and content types, and how a request for
//! one is answered (encoding, validator, caching) is decided here once.

mod answer;
mod encoding;
pub mod http;
mod site;

pub use answer::{Answer, Asked};
pub use encoding::Encoding;
pub use site::{Site, SiteError, SiteFile, content_hash};
