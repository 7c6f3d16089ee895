//! The online client as one state machine, shared by every front end: the
//! terminal, the desktop app and the web page feed it what their connection
//! reports and what the player asks, and do what it returns. No socket, no
//! thread, no clock: time is given, as time since the front end started.

mod change;
mod connection_state;
mod pending_turn;
mod request;
mod session;
mod view_changes;

#[cfg(test)]
mod tests;

pub use change::{Change, Offer};
pub use connection_state::{
    ConnectionState, ENTRY_PATIENCE, Failure, RECONNECT_DELAY, RECONNECT_TRIES, REDIAL_PATIENCE,
};
pub use request::{IntentError, Request};
pub use session::{Outgoing, RoomSession};
