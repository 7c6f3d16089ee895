//! The coach of the lower levels: after a person's turn, the mill they could
//! have closed and did not, and the mill they left the opponent to close;
//! and, on request, the mills each side threatens. Every answer comes from
//! core's legal turns and its count of the mills a step closes: no rule of
//! play is written here. The remarks are data; the words are morris-i18n's.
//!
//! ```
//! use morris_core::{catalog, parse_move, Color, Position};
//! use morris_learn::coach::{self, Remark};
//! let rules = catalog::shipped("nine-mens-morris").unwrap();
//! let mut pos = Position::start(&rules);
//! for text in ["a1", "d7", "g7", "d6"] {
//!     let mv = parse_move(&rules, &pos, text).unwrap();
//!     pos.play(&rules, mv).unwrap();
//! }
//! // Black threatens d5-d6-d7; White places elsewhere and leaves d5 open.
//! let b2 = parse_move(&rules, &pos, "b2").unwrap();
//! let said = coach::remarks(&rules, &pos, b2).unwrap();
//! assert!(matches!(said[..], [Remark::LeftOpen { by: Color::Black, .. }]));
//! ```

// A threat is what a side's next turn could close; a remark judges a turn
// by the threats before and after it; the level says when the coach speaks.
mod level;
mod remark;
mod threat;

pub use level::{QUIET_FROM, on_by_default};
pub use remark::{CoachError, Remark, remarks};
pub use threat::{Threat, mill_points, threats};

#[cfg(test)]
mod tests;
