//! Playing a friend online in the app: the room on a game server
//! ([`room::OnlineRoom`]), its connection ([`transport`]), a GET of its lists ([`fetch`]), and how the app
//! follows it: the server's game on the board, the player's clicks sent as
//! turns, the requests in the side panel.

pub mod fetch;
pub(crate) mod follow;
mod panel;
mod rating_after;
pub mod room;
pub mod setup;
pub mod transport;
