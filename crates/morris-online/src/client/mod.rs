//! The native client: [`Socket`] for async code (tests, the load generator),
//! and [`Connection`], the same socket on a thread of its own, for a program
//! that polls each frame or reads the terminal ([`Connection::try_recv`] never blocks).

mod connection;
mod http;
mod socket;

pub use connection::{Connection, Event};
pub use http::{HttpError, MAX_ANSWER, get_json, get_text};
pub use socket::{ClientError, Socket};
